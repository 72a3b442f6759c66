package twig

import (
	"context"
	"fmt"
	"math"
	"reflect"
	"sort"
	"testing"

	"github.com/gql-dev/gql/examples"
	"github.com/gql-dev/gql/grounding"
)

func groundMovies(t testing.TB, q string) *grounding.Result {
	t.Helper()
	g, s, err := examples.Movies()
	if err != nil {
		t.Fatal(err)
	}
	gr, err := grounding.New(context.Background(), s, nil, grounding.Options{})
	if err != nil {
		t.Fatal(err)
	}
	r, err := gr.Ground(context.Background(), q, grounding.NewMemorySource(g, s))
	if err != nil {
		t.Fatal(err)
	}
	return r
}

// TestRankEq7 checks the arithmetic of Eq. 7 on hand-made candidates.
func TestRankEq7(t *testing.T) {
	r := groundMovies(t, "How many films did Tom Hanks act in?")
	items := []Item{
		{ID: "count(Movie)", Template: "count", Elements: []string{"label:Movie"}, Tags: []string{"how many", "count", "number"}},
		{ID: "Person-ACTED_IN->Movie", Template: "directed", Elements: []string{"label:Person", "edge:ACTED_IN", "label:Movie"}, Tags: []string{"role", "star"}},
		{ID: "Person-DIRECTED->Movie", Template: "directed", Elements: []string{"label:Person", "edge:DIRECTED", "label:Movie"}, Tags: []string{"direct"}},
		{ID: "avg(REVIEWED.rating)", Template: "avg", Elements: []string{"prop:REVIEWED.rating"}, Tags: []string{"average", "mean"}},
	}
	idf := IDF(items)
	// Three templates: "how many" occurs in one, so IDF = ln(1 + 3/1).
	if got, want := idf["how many"], math.Log(4); math.Abs(got-want) > 1e-9 {
		t.Errorf("IDF(how many) = %v, want %v", got, want)
	}
	top := Rank(r, items, Options{K: 4, Margin: -1})
	if len(top) != 4 {
		t.Fatalf("got %d ranked", len(top))
	}
	byID := map[string]Scored{}
	for _, s := range top {
		byID[s.ID] = s
	}
	c := byID["count(Movie)"]
	if c.Schema != 1 {
		t.Errorf("count(Movie) schema consistency = %v, want 1 (films → Movie)", c.Schema)
	}
	// Tom Hanks grounds Person through its value, act grounds ACTED_IN.
	if a := byID["Person-ACTED_IN->Movie"]; a.Schema != 1 {
		t.Errorf("ACTED_IN twig schema consistency = %v, want 1", a.Schema)
	}
	if d := byID["Person-DIRECTED->Movie"]; math.Abs(d.Schema-2.0/3) > 1e-9 {
		t.Errorf("DIRECTED twig schema consistency = %v, want 2/3", d.Schema)
	}
	if v := byID["avg(REVIEWED.rating)"]; v.Schema != 0 || v.Lexical != 0 {
		t.Errorf("avg twig = %+v, want 0 and 0", v)
	}
	// "how many" + "count"? only "how many" is in the question; it is the
	// largest lexical sum, so normalised to 1.
	if c.Lexical != 1 {
		t.Errorf("count lexical = %v, want 1 (normalised)", c.Lexical)
	}
	for _, s := range top {
		if want := 0.8*s.Schema + 0.2*s.Lexical; math.Abs(s.Score-want) > 1e-9 {
			t.Errorf("%s: score %v, want %v", s.ID, s.Score, want)
		}
	}
	if top[0].ID != "count(Movie)" {
		t.Errorf("top = %s, want count(Movie)", top[0].ID)
	}
	if top[len(top)-1].ID != "avg(REVIEWED.rating)" {
		t.Errorf("last = %s", top[len(top)-1].ID)
	}
	// γ = 1 ignores lexical cues: the ACTED_IN twig (more elements) wins the tie.
	if top1 := Rank(r, items, Options{Gamma: 1, K: 1, Margin: -1}); top1[0].ID != "Person-ACTED_IN->Movie" {
		t.Errorf("γ=1 top = %s", top1[0].ID)
	}
	if k2 := Rank(r, items, Options{K: 2, Margin: -1}); len(k2) != 2 {
		t.Errorf("K=2 gave %d", len(k2))
	}
	// The default margin (0.2) keeps count(Movie) (1.0) and the ACTED_IN twig
	// (0.8), and drops DIRECTED (0.53) and the average (0).
	if m := Rank(r, items, Options{K: 4}); len(m) != 2 {
		t.Errorf("with margin: %d twigs, want 2", len(m))
	}
}

// TestCueGate: a shape template none of whose tags occur ranks after every
// template that needs no cue, whatever its score.
func TestCueGate(t *testing.T) {
	r := groundMovies(t, "Which films did Tom Hanks act in?")
	items := []Item{
		{ID: "count(Movie)", Template: "count", NeedsCue: true, Elements: []string{"label:Movie"}, Tags: []string{"how many"}},
		{ID: "Person-DIRECTED->Movie", Template: "edge", Elements: []string{"label:Person", "edge:DIRECTED", "label:Movie"}, Tags: []string{"which"}},
	}
	top := Rank(r, items, Options{Margin: -1})
	if top[0].ID != "Person-DIRECTED->Movie" || !top[1].Uncued {
		t.Errorf("order = %s, %s (uncued %v)", top[0].ID, top[1].ID, top[1].Uncued)
	}
	if top[1].Score <= top[0].Score {
		t.Errorf("test premise: the uncued twig should score higher (%v vs %v)", top[1].Score, top[0].Score)
	}
	if m := Rank(r, items, Options{}); len(m) != 1 {
		t.Errorf("margin should stop at the uncued twig: got %d", len(m))
	}
}

// TestMultisetConsistency: a twig that walks one edge type twice is less
// consistent than the question's single mention supports.
func TestMultisetConsistency(t *testing.T) {
	r := groundMovies(t, "Who directed The Matrix?")
	items := []Item{
		{ID: "hop", Template: "edge", Elements: []string{"label:Person", "edge:DIRECTED", "label:Movie"}},
		{ID: "co-directors", Template: "chain", Elements: []string{"label:Person", "edge:DIRECTED", "label:Movie"},
			Uses: map[string]int{"edge:DIRECTED": 2, "label:Person": 2}},
	}
	top := Rank(r, items, Options{Margin: -1})
	if top[0].ID != "hop" || top[0].Schema != 1 {
		t.Errorf("top = %+v", top[0])
	}
	if math.Abs(top[1].Schema-3.0/5) > 1e-9 {
		t.Errorf("chain consistency = %v, want 3/5", top[1].Schema)
	}
}

func TestToGrounded(t *testing.T) {
	_, s, _ := examples.Movies()
	g := ToGrounded(s, groundMovies(t, "Which top 3 films did Tom Hanks star in after 1995?"))
	if g.Limit != 3 {
		t.Errorf("limit = %d", g.Limit)
	}
	has := func(xs []string, x string) bool {
		for _, y := range xs {
			if y == x {
				return true
			}
		}
		return false
	}
	if !has(g.Labels, "Movie") || !has(g.Labels, "Person") || !has(g.EdgeTypes, "ACTED_IN") {
		t.Errorf("grounded = %+v", g)
	}
	want := map[string]bool{"Person.name = Tom Hanks": false, "Movie.released > 1995": false}
	for _, v := range g.Values {
		k := v.Owner + "." + v.Prop + " " + string(v.Op) + " " + fmt.Sprint(v.Value)
		if _, ok := want[k]; ok {
			want[k] = true
		}
		if v.Prop == "released" {
			if _, isInt := v.Value.(int64); !isInt {
				t.Errorf("year literal is %T, want int64", v.Value)
			}
		}
	}
	for k, ok := range want {
		if !ok {
			t.Errorf("missing value %s in %+v", k, g.Values)
		}
	}
	g = ToGrounded(s, groundMovies(t, "Who played Neo in a movie from the 1990s?"))
	var ops []string
	for _, v := range g.Values {
		ops = append(ops, v.Owner+"."+v.Prop+" "+string(v.Op)+" "+fmt.Sprint(v.Value))
	}
	sort.Strings(ops)
	if want := []string{"ACTED_IN.roles has-elem Neo", "Movie.released < 2000", "Movie.released >= 1990"}; !reflect.DeepEqual(ops, want) {
		t.Errorf("values = %v, want %v", ops, want)
	}
}
