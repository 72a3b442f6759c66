package templates

import (
	"fmt"
	"os"
	"path/filepath"
	"strings"
	"testing"

	"github.com/gql-dev/gql/lang"
	"github.com/gql-dev/gql/schema"
)

// moviesGrounded grounds every element of the movies schema plus values of
// each kind, so every template has something to fill.
func moviesGrounded(s *schema.Schema) Grounded {
	g := Grounded{Limit: 3}
	for _, l := range s.Labels {
		g.Labels = append(g.Labels, l.Name)
		for _, p := range l.Properties {
			g.Props = append(g.Props, PropElem{Owner: l.Name, Prop: p.Name})
		}
	}
	for _, e := range s.EdgeTypes {
		g.EdgeTypes = append(g.EdgeTypes, e.Name)
		for _, p := range e.Properties {
			g.Props = append(g.Props, PropElem{Owner: e.Name, Prop: p.Name, Edge: true})
		}
	}
	g.Values = []Value{
		// Values the data has a lot around, so that most twigs find rows:
		// Tom Hanks acts and directs, Jessica Thompson reviews and follows,
		// Cloud Atlas has actors, directors, writers, producers, reviews.
		{Owner: "Person", Prop: "name", Value: "Tom Hanks"},
		{Owner: "Person", Prop: "name", Value: "Jessica Thompson"},
		{Owner: "Movie", Prop: "title", Value: "Cloud Atlas"},
		{Owner: "Movie", Prop: "released", Op: Lt, Value: 1990},
		{Owner: "Person", Prop: "name", Op: StartsWith, Value: "Tom"},
		{Owner: "ACTED_IN", Edge: true, Prop: "roles", Op: HasElem, Value: "Neo"},
		{Owner: "REVIEWED", Edge: true, Prop: "rating", Op: Ge, Value: 90},
	}
	return g
}

// groundings are the inputs of the golden file: small, question-like
// groundings rather than everything at once.
func groundings() []struct {
	name string
	g    Grounded
} {
	return []struct {
		name string
		g    Grounded
	}{
		{"who-acted-in-the-matrix", Grounded{EdgeTypes: []string{"ACTED_IN"}, Values: []Value{{Owner: "Movie", Prop: "title", Value: "The Matrix"}}}},
		{"how-many-movies-before-1990", Grounded{Labels: []string{"Movie"}, Values: []Value{{Owner: "Movie", Prop: "released", Op: Lt, Value: 1990}}}},
		{"average-rating", Grounded{EdgeTypes: []string{"REVIEWED"}, Props: []PropElem{{Owner: "REVIEWED", Prop: "rating", Edge: true}}}},
		{"people-tom-hanks-follows-indirectly", Grounded{EdgeTypes: []string{"FOLLOWS"}, Values: []Value{{Owner: "Person", Prop: "name", Value: "Tom Hanks"}}}},
		{"directors-who-never-acted", Grounded{Labels: []string{"Person"}, EdgeTypes: []string{"DIRECTED", "ACTED_IN"}}},
		{"oldest-people", Grounded{Labels: []string{"Person"}, Props: []PropElem{{Owner: "Person", Prop: "born"}}, Limit: 5}},
		{"who-played-neo", Grounded{Values: []Value{{Owner: "ACTED_IN", Prop: "roles", Edge: true, Op: HasElem, Value: "Neo"}}}},
	}
}

func TestEveryTemplateInstantiatesAndRenders(t *testing.T) {
	s := movies(t)
	twigs := InstantiateWith(s, moviesGrounded(s), Options{MaxTotal: 5000, MaxPerTemplate: 1000})
	per := map[string]int{}
	for i := range twigs {
		tw := &twigs[i]
		per[tw.Template.ID]++
		if len(tw.Elements) == 0 {
			t.Errorf("%s: no schema elements", tw.ID)
		}
		for _, l := range lang.All {
			text, err := tw.Render(l)
			if err != nil {
				t.Errorf("%s/%s: %v", tw.ID, l, err)
				continue
			}
			if d := parse(l, text); len(d) > 0 {
				t.Errorf("%s/%s does not parse: %v\n%s", tw.ID, l, d, text)
			}
		}
	}
	for _, tm := range Catalogue {
		if per[tm.ID] == 0 {
			t.Errorf("template %s produced no twig on the movies schema", tm.ID)
		}
	}
	t.Logf("%d twigs from %d templates", len(twigs), len(Catalogue))
}

func TestInstantiateRespectsSchema(t *testing.T) {
	s := movies(t)
	for _, tw := range Instantiate(s, moviesGrounded(s)) {
		// Every edge in every twig runs from a label its type allows.
		for _, p := range tw.Query.Match {
			if _, err := bind([]Path{p}, plain(s)); err != nil && p.From.Label != "" {
				t.Errorf("%s: %v", tw.ID, err)
			}
		}
		for _, e := range tw.Elements {
			kind, name, _ := strings.Cut(e, ":")
			switch kind {
			case "label":
				if s.Label(name) == nil {
					t.Errorf("%s: unknown label element %s", tw.ID, e)
				}
			case "edge":
				if s.EdgeType(name) == nil {
					t.Errorf("%s: unknown edge element %s", tw.ID, e)
				}
			case "prop":
				owner, prop, _ := strings.Cut(name, ".")
				if propOf(plain(s), PropElem{Owner: owner, Prop: prop}) == nil && propOf(plain(s), PropElem{Owner: owner, Prop: prop, Edge: true}) == nil {
					t.Errorf("%s: property element %s not on its owner", tw.ID, e)
				}
			default:
				t.Errorf("%s: bad element %s", tw.ID, e)
			}
		}
	}
	// A grounding that names only FOLLOWS gives no twig with another edge.
	for _, tw := range Instantiate(s, Grounded{EdgeTypes: []string{"FOLLOWS"}}) {
		for _, e := range tw.Elements {
			if strings.HasPrefix(e, "edge:") && e != "edge:FOLLOWS" {
				t.Errorf("%s uses %s, which was not grounded", tw.ID, e)
			}
		}
	}
	if n := len(Instantiate(s, Grounded{})); n != 0 {
		t.Errorf("nothing grounded gave %d twigs", n)
	}
}

func TestInstantiateDeterministicAndCapped(t *testing.T) {
	s := movies(t)
	g := moviesGrounded(s)
	a, b := Instantiate(s, g), Instantiate(s, g)
	if len(a) != len(b) {
		t.Fatalf("%d vs %d twigs", len(a), len(b))
	}
	ids := map[string]bool{}
	for i := range a {
		if a[i].ID != b[i].ID {
			t.Fatalf("twig %d: %s vs %s", i, a[i].ID, b[i].ID)
		}
		if ids[a[i].ID] {
			t.Fatalf("duplicate twig id %s", a[i].ID)
		}
		ids[a[i].ID] = true
	}
	capped := InstantiateWith(s, g, Options{MaxPerTemplate: 2, MaxTotal: 20})
	if len(capped) > 20 {
		t.Errorf("MaxTotal 20 gave %d twigs", len(capped))
	}
	per := map[string]int{}
	for _, tw := range capped {
		per[tw.Template.ID]++
		if per[tw.Template.ID] > 2 {
			t.Errorf("template %s over its cap", tw.Template.ID)
		}
	}
}

func TestGolden(t *testing.T) {
	s := movies(t)
	var b strings.Builder
	for _, gc := range groundings() {
		fmt.Fprintf(&b, "######## %s\n", gc.name)
		for _, tw := range Instantiate(s, gc.g) {
			fmt.Fprintf(&b, "=== %s\nelements: %s\n", tw.ID, strings.Join(tw.Elements, " "))
			for _, l := range lang.All {
				text, err := tw.Render(l)
				if err != nil {
					text = "ERROR: " + err.Error()
				}
				fmt.Fprintf(&b, "--- %s\n%s\n", l, text)
			}
		}
	}
	// IR cases that the catalogue does not produce.
	for _, name := range sortedKeysQ(irCases()) {
		fmt.Fprintf(&b, "######## ir %s\n", name)
		for _, l := range lang.All {
			text, err := Render(irCases()[name], l, s)
			if err != nil {
				text = "ERROR: " + err.Error()
			}
			fmt.Fprintf(&b, "--- %s\n%s\n", l, text)
		}
	}
	golden(t, "twigs.golden", b.String())
}

func sortedKeysQ(m map[string]*Query) []string {
	set := map[string]bool{}
	for k := range m {
		set[k] = true
	}
	return sortedKeys(set)
}

// golden compares with testdata/name; GQL_UPDATE_GOLDEN=1 rewrites it.
func golden(t *testing.T, name, got string) {
	t.Helper()
	path := filepath.Join("testdata", name)
	if os.Getenv("GQL_UPDATE_GOLDEN") != "" {
		if err := os.MkdirAll("testdata", 0o755); err != nil {
			t.Fatal(err)
		}
		if err := os.WriteFile(path, []byte(got), 0o644); err != nil {
			t.Fatal(err)
		}
		return
	}
	want, err := os.ReadFile(path)
	if err != nil {
		t.Fatalf("%v (run with GQL_UPDATE_GOLDEN=1 to create it)", err)
	}
	if string(want) != got {
		gl, wl := strings.Split(got, "\n"), strings.Split(string(want), "\n")
		for i := 0; i < len(gl) || i < len(wl); i++ {
			var g, w string
			if i < len(gl) {
				g = gl[i]
			}
			if i < len(wl) {
				w = wl[i]
			}
			if g != w {
				t.Fatalf("%s differs at line %d:\n got: %s\nwant: %s\n(GQL_UPDATE_GOLDEN=1 to accept)", path, i+1, g, w)
			}
		}
	}
}
