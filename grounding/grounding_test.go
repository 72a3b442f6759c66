package grounding

import (
	"bufio"
	"context"
	"encoding/json"
	"fmt"
	"os"
	"reflect"
	"strings"
	"testing"

	"github.com/gql-dev/gql/examples"
	"github.com/gql-dev/gql/graph"
	"github.com/gql-dev/gql/schema"
)

type wantLiteral struct {
	Value float64 `json:"value"`
	Op    string  `json:"op"`
	Prop  string  `json:"prop"`
}

type linkCase struct {
	Schema   string   `json:"schema"`
	Q        string   `json:"q"`
	Elements []string `json:"elements"`
	Values   []string `json:"values"`
	// Fields, when given, are the fields of Values, in order.
	Fields   []string      `json:"fields"`
	Literals []wantLiteral `json:"literals"`
}

func readCases(t testing.TB, path string) []linkCase {
	t.Helper()
	f, err := os.Open(path)
	if err != nil {
		t.Fatal(err)
	}
	defer f.Close()
	var out []linkCase
	sc := bufio.NewScanner(f)
	line := 0
	for sc.Scan() {
		line++
		if strings.TrimSpace(sc.Text()) == "" {
			continue
		}
		var c linkCase
		if err := json.Unmarshal(sc.Bytes(), &c); err != nil {
			t.Fatalf("%s:%d: %v", path, line, err)
		}
		out = append(out, c)
	}
	return out
}

func moviesGrounder(t testing.TB) (*Grounder, ValueSource) {
	t.Helper()
	g, s, err := examples.Movies()
	if err != nil {
		t.Fatal(err)
	}
	gr, err := New(context.Background(), s, NewOffline(), Options{})
	if err != nil {
		t.Fatal(err)
	}
	return gr, NewMemorySource(g, s)
}

// checkCase reports what a grounding result misses of a case.
func checkCase(r *Result, c linkCase) []string {
	var miss []string
	got := map[string]bool{}
	for _, l := range r.Mapping {
		got[l.Element.ID()] = true
	}
	// A comparison ("older than 30") grounds its property through the literal.
	for _, l := range r.Literals {
		if len(l.Props) > 0 {
			got[l.Props[0].ID()] = true
		}
	}
	for _, e := range c.Elements {
		if !got[e] {
			miss = append(miss, "element "+e)
		}
	}
	vals := map[string]string{}
	for _, v := range r.Values {
		vals[v.Best().Value] = v.Best().Field.String()
	}
	for i, v := range c.Values {
		f, ok := vals[v]
		if !ok {
			miss = append(miss, "value "+v)
		} else if i < len(c.Fields) && c.Fields[i] != f {
			miss = append(miss, "value "+v+" of "+c.Fields[i]+" (got "+f+")")
		}
	}
	for _, wl := range c.Literals {
		found := false
		for _, l := range r.Literals {
			if l.Value == wl.Value && string(l.Op) == wl.Op && (wl.Prop == "" || (len(l.Props) > 0 && l.Props[0].ID() == wl.Prop)) {
				found = true
			}
		}
		if !found {
			miss = append(miss, "literal "+wl.Op+" "+strings.TrimRight(strings.TrimRight(jsonNum(wl.Value), "0"), ".")+" "+wl.Prop)
		}
	}
	return miss
}

func jsonNum(f float64) string { b, _ := json.Marshal(f); return string(b) }

func describe(r *Result) string {
	var b strings.Builder
	for _, l := range r.Mapping {
		b.WriteString(" [" + l.Text + "→" + l.Element.ID() + "]")
	}
	for _, v := range r.Values {
		b.WriteString(" {" + v.Text + "→" + v.Best().Value + "}")
	}
	for _, l := range r.Literals {
		b.WriteString(" <" + l.Text + " " + string(l.Op))
		if len(l.Props) > 0 {
			b.WriteString(" " + l.Props[0].ID())
		}
		b.WriteString(">")
	}
	return b.String()
}

// TestParaphraseLinking runs the hand-written paraphrase set over the movies
// example: every expected element must be in the mapping table and every
// expected value must be the best candidate of some value link.
func TestParaphraseLinking(t *testing.T) {
	gr, src := moviesGrounder(t)
	cases := readCases(t, "testdata/paraphrases.jsonl")
	if len(cases) < 30 {
		t.Fatalf("paraphrase set has %d questions, want at least 30", len(cases))
	}
	for _, c := range cases {
		r, err := gr.Ground(context.Background(), c.Q, src)
		if err != nil {
			t.Fatal(err)
		}
		if miss := checkCase(r, c); len(miss) > 0 {
			t.Errorf("%q: missing %v; got%s", c.Q, miss, describe(r))
		}
	}
}

// TestOtherSchemas checks the built-in lexicon is not movie-specific.
func TestOtherSchemas(t *testing.T) {
	b, err := os.ReadFile("testdata/schemas.json")
	if err != nil {
		t.Fatal(err)
	}
	var raw map[string]json.RawMessage
	if err := json.Unmarshal(b, &raw); err != nil {
		t.Fatal(err)
	}
	grs := map[string]*Grounder{}
	for name, r := range raw {
		s, err := schema.Parse(r, name)
		if err != nil {
			t.Fatal(err)
		}
		if grs[name], err = New(context.Background(), s, nil, Options{}); err != nil {
			t.Fatal(err)
		}
	}
	for _, c := range readCases(t, "testdata/other-schemas.jsonl") {
		gr := grs[c.Schema]
		if gr == nil {
			t.Fatalf("no schema %q", c.Schema)
		}
		r, err := gr.Ground(context.Background(), c.Q, nil)
		if err != nil {
			t.Fatal(err)
		}
		if miss := checkCase(r, c); len(miss) > 0 {
			t.Errorf("%s: %q: missing %v; got%s", c.Schema, c.Q, miss, describe(r))
		}
	}
}

func TestSpansAreByteRanges(t *testing.T) {
	gr, src := moviesGrounder(t)
	q := "Which films did  Tom Hanks star in after 1995, and who directed ‘Cloud Atlas’?"
	r, err := gr.Ground(context.Background(), q, src)
	if err != nil {
		t.Fatal(err)
	}
	for _, tk := range r.Tokens {
		if q[tk.Span.Start:tk.Span.End] != tk.Text {
			t.Errorf("token %q has span %v = %q", tk.Text, tk.Span, q[tk.Span.Start:tk.Span.End])
		}
	}
	for _, l := range r.Mapping {
		if q[l.Span.Start:l.Span.End] != l.Text {
			t.Errorf("link %q has span %v", l.Text, l.Span)
		}
	}
	for _, v := range r.Values {
		if q[v.Span.Start:v.Span.End] != v.Text {
			t.Errorf("value link %q has span %v", v.Text, v.Span)
		}
	}
	var vals []string
	for _, v := range r.Values {
		vals = append(vals, v.Best().Value)
	}
	if !reflect.DeepEqual(vals, []string{"Tom Hanks", "Cloud Atlas"}) {
		t.Errorf("values = %v; got%s", vals, describe(r))
	}
}

func TestDeterministic(t *testing.T) {
	gr, src := moviesGrounder(t)
	q := "Which actors and directors worked on movies released after 2000 with Tom Hanks?"
	a, err := gr.Ground(context.Background(), q, src)
	if err != nil {
		t.Fatal(err)
	}
	for i := 0; i < 5; i++ {
		b, _ := gr.Ground(context.Background(), q, src)
		if !reflect.DeepEqual(a, b) {
			t.Fatalf("run %d differs:\n%s\n%s", i, describe(a), describe(b))
		}
	}
}

func TestThresholdDropsUnrelated(t *testing.T) {
	gr, _ := moviesGrounder(t)
	r, err := gr.Ground(context.Background(), "What is the weather like on Tuesday?", nil)
	if err != nil {
		t.Fatal(err)
	}
	if len(r.Mapping) != 0 {
		t.Errorf("unrelated question linked:%s", describe(r))
	}
	strict, err := New(context.Background(), gr.Schema, nil, Options{Delta: 0.99})
	if err != nil {
		t.Fatal(err)
	}
	r, _ = strict.Ground(context.Background(), "Which films did the filmmaker make?", nil)
	if len(r.Mapping) != 0 {
		t.Errorf("δ=0.99 still linked paraphrases:%s", describe(r))
	}
}

func TestFilterEq2(t *testing.T) {
	toks := Tokenize("Show me all the movies of Tom Hanks, please!")
	var kept []string
	for _, tk := range toks {
		if !tk.Stop {
			kept = append(kept, tk.Text)
		}
	}
	if want := []string{"Show", "movies", "Tom", "Hanks"}; !reflect.DeepEqual(kept, want) {
		t.Errorf("filtered = %v, want %v", kept, want)
	}
}

func TestSplitName(t *testing.T) {
	for in, want := range map[string]string{
		"ACTED_IN": "acted in", "releaseYear": "release year", "net_worth_millions": "net worth millions",
		"HTTPServer": "http server", "ref-destairport": "ref destairport",
	} {
		if got := strings.Join(SplitName(in), " "); got != want {
			t.Errorf("SplitName(%q) = %q, want %q", in, got, want)
		}
	}
}

func TestValueScore(t *testing.T) {
	type c struct {
		span, value string
		min, max    float64
	}
	for _, x := range []c{
		{"the matrix reloaded", "The Matrix Reloaded", 1, 1},
		{"matrix reloaded", "The Matrix Reloaded", 0.95, 0.99},
		{"Tom hanx", "Tom Hanks", 0.8, 0.95},
		{"AMÉLIE", "Amelie", 1, 1},
		{"carrieanne moss", "Carrie-Anne Moss", 0.95, 1},
		{"tom", "Tom Cruise", 0.4, 0.75},
		{"matrix", "The Matrix", 0.95, 1},
		{"matrix", "The Matrix Reloaded", 0.5, 0.8},
		{"weather", "Cloud Atlas", 0, 0.3},
	} {
		if s := ValueScore(x.span, x.value); s < x.min || s > x.max {
			t.Errorf("ValueScore(%q, %q) = %.3f, want in [%.2f, %.2f]", x.span, x.value, s, x.min, x.max)
		}
	}
}

// TestEverydayWordsAreNotTitles: a lowercase everyday word is not taken for
// a stored title, a capitalised or quoted one is.
func TestEverydayWordsAreNotTitles(t *testing.T) {
	gr, src := moviesGrounder(t)
	r, err := gr.Ground(context.Background(), "what is the speed of the movie released in 2008", src)
	if err != nil {
		t.Fatal(err)
	}
	for _, v := range r.Values {
		t.Errorf("lowercase everyday word linked to a value: %q → %q", v.Text, v.Best().Value)
	}
	r, _ = gr.Ground(context.Background(), "Who directed 'Speed Racer'?", src)
	if len(r.Values) != 1 || r.Values[0].Best().Value != "Speed Racer" {
		t.Errorf("quoted title not linked:%s", describe(r))
	}
}

func TestElementText(t *testing.T) {
	for _, c := range []struct {
		e    Element
		want string
	}{
		{Element{Kind: EdgeKind, Name: "ACTED_IN"}, "acted in"},
		{Element{Kind: PropKind, Name: "course_description", Owner: "courses", OwnerKind: LabelKind}, "description"},
		{Element{Kind: PropKind, Name: "flightNo", Owner: "flight", OwnerKind: LabelKind}, "flight number"},
		{Element{Kind: PropKind, Name: "lifeexpectancy", Owner: "country", OwnerKind: LabelKind}, "life expectancy"},
		{Element{Kind: PropKind, Name: "surfacearea", Owner: "country", OwnerKind: LabelKind}, "surface area"},
		{Element{Kind: EdgeKind, Name: "destAirport"}, "destination airport"},
		{Element{Kind: PropKind, Name: "released", Owner: "Movie", OwnerKind: LabelKind}, "released"},
	} {
		if got := ElementText(c.e); got != c.want {
			t.Errorf("ElementText(%s) = %q, want %q", c.e, got, c.want)
		}
	}
}

func TestGroundOneCall(t *testing.T) {
	g, s, err := examples.Movies()
	if err != nil {
		t.Fatal(err)
	}
	src := NewMemorySource(g, s)
	a, err := Ground(context.Background(), "Who directed Cloud Atlas?", s, src)
	if err != nil {
		t.Fatal(err)
	}
	gr, _ := moviesGrounder(t)
	b, _ := gr.Ground(context.Background(), "Who directed Cloud Atlas?", src)
	if !reflect.DeepEqual(a, b) {
		t.Errorf("one-call result differs:%s\n%s", describe(a), describe(b))
	}
}

// failingSource fails for one field, to check lookups report and continue.
type failingSource struct{ ValueSource }

func (f failingSource) Values(ctx context.Context, fd Field, prefix string, limit int) ([]string, error) {
	if fd.Prop == "title" {
		return nil, fmt.Errorf("connection reset")
	}
	return f.ValueSource.Values(ctx, fd, prefix, limit)
}

func TestValueLookupFailures(t *testing.T) {
	gr, src := moviesGrounder(t)
	r, err := gr.Ground(context.Background(), "Did Tom Hanks act in The Matrix?", failingSource{src})
	if err != nil {
		t.Fatal(err)
	}
	if len(r.Warnings) != 1 || !strings.Contains(r.Warnings[0].Summary, "Movie.title") || r.Warnings[0].Detail != "connection reset" {
		t.Errorf("warnings = %+v", r.Warnings)
	}
	if len(r.Values) == 0 || r.Values[0].Best().Value != "Tom Hanks" {
		t.Errorf("the working fields still link:%s", describe(r))
	}
}

// A capitalised everyday word or a quoted schema name names a stored value
// only when it spells it: close spellings are other words ("Find" is not
// Finland, "Airport" not AirTran, 'flies_to' not the tag "flies too"). On the movies graph and on a small travel graph; a name that is
// not an everyday word still links through a typo.
func TestEverydayWordNotAFuzzyValue(t *testing.T) {
	travel, _, err := graph.FromCypherScript(`CREATE (c:Country {name: 'Finland', code: 'AS'}), (l:Airline {name: 'AirTran Airways', abbreviation: 'AirTran'}), (a:Airport {code: 'ASY', city: 'Aberdeen'}), (t:Traveller {login: 'Elsie'}), (g:Tag {name: 'flies too'}), (l)-[:FLIES_TO]->(a)`, "travel")
	if err != nil {
		t.Fatal(err)
	}
	ts, err := travel.DeriveSchema(nil)
	if err != nil {
		t.Fatal(err)
	}
	mg, ms, err := examples.Movies()
	if err != nil {
		t.Fatal(err)
	}
	for _, c := range []struct {
		g             *graph.Graph
		s             *schema.Schema
		q, span, want string // the value the span links to, "" for none
	}{
		{travel, ts, "Find the airports of Finland.", "Find", ""},
		{travel, ts, "Find the airports of Finland.", "Finland", "Finland"},
		{travel, ts, "How many airlines fly to Airport 'ASY'?", "Airport", ""},
		{travel, ts, "How many airlines fly to Airport 'ASY'?", "ASY", "ASY"},
		{travel, ts, "Which airlines are linked by 'flies_to'?", "'flies_to'", ""},
		{travel, ts, "Which airlines are linked by 'flies_to'?", "flies_to", ""},
		{mg, ms, "Which people acted in matrix?", "matrix", "The Matrix"},
		{travel, ts, "Which airports are in the city as listed?", "as", ""},
		{mg, ms, "Find the movies Tom Hanx acted in.", "Find", ""},
		{mg, ms, "Find the movies Tom Hanx acted in.", "Tom Hanx", "Tom Hanks"},
	} {
		gr, err := New(context.Background(), c.s, NewOffline(), Options{})
		if err != nil {
			t.Fatal(err)
		}
		r, err := gr.Ground(context.Background(), c.q, NewMemorySource(c.g, c.s))
		if err != nil {
			t.Fatal(err)
		}
		got := ""
		for _, v := range r.Values {
			if c.q[v.Span.Start:v.Span.End] == c.span {
				got = v.Best().Value
			}
		}
		if got != c.want {
			t.Errorf("%s: %q: %q links to %q, want %q", c.s.Name, c.q, c.span, got, c.want)
		}
	}
}
