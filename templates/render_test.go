package templates

import (
	"strings"
	"testing"

	"github.com/gql-dev/gql/diag"
	"github.com/gql-dev/gql/examples"
	"github.com/gql-dev/gql/grammars/cypher"
	"github.com/gql-dev/gql/grammars/gremlin"
	"github.com/gql-dev/gql/grammars/sparql"
	"github.com/gql-dev/gql/lang"
	"github.com/gql-dev/gql/schema"
)

func movies(t testing.TB) *schema.Schema {
	t.Helper()
	_, s, err := examples.Movies()
	if err != nil {
		t.Fatal(err)
	}
	return s
}

// parse runs our own parser for the language and returns its syntax errors.
func parse(l lang.Lang, text string) []diag.Diagnostic {
	switch l {
	case lang.Cypher:
		_, d := cypher.Parse(text)
		return d
	case lang.Gremlin:
		_, d := gremlin.Parse(text)
		return d
	case lang.SPARQL:
		_, d := sparql.Parse(text)
		return d
	}
	return []diag.Diagnostic{{Summary: "unknown language"}}
}

// irCases exercise the IR features the catalogue may not reach.
func irCases() map[string]*Query {
	return map[string]*Query{
		"edge-list-unwind": {Match: []Path{P(N("p", "Person"), Hop{Edge: "ACTED_IN", Var: "r", To: N("m", "Movie")})},
			Where: AllOf(C("p", "name", Eq, "Keanu Reeves"), C("m", "title", Eq, "The Matrix")), Return: []Proj{{Var: "r", Prop: "roles", As: "role"}}},
		"grouped-top": {Match: []Path{P(N("p", "Person"), OutE("ACTED_IN", N("m", "Movie")))},
			Return: []Proj{Col("p", ""), {Agg: Count}}, Order: []Sort{{Col: "count", Desc: true}, {Col: "name"}}, Limit: 5},
		"not-exists": {Match: []Path{P(N("p", "Person"))}, Where: &Not{X: &Exists{Path: P(N("p", ""), OutE("DIRECTED", N("", "Movie")))}},
			Return: []Proj{Col("p", ""), Col("p", "born")}},
		"exists-far-eq": {Match: []Path{P(N("p", "Person"))}, Where: &Or{Args: []Expr{
			&Exists{Path: P(N("p", ""), OutE("DIRECTED", N("", "Movie"))), FarEq: []EdgeEq{{Prop: "title", Value: "The Matrix"}}},
			&Exists{Path: P(N("p", ""), OutE("ACTED_IN", N("", "Movie"))), FarEq: []EdgeEq{{Prop: "released", Value: 1992}}}}},
			Return: []Proj{Col("p", "")}},
		"missing-prop": {Match: []Path{P(N("m", "Movie"))}, Where: C("m", "tagline", Missing, nil), Return: []Proj{Col("m", "")}},
		"present-or-old": {Match: []Path{P(N("m", "Movie"))}, Where: &Or{Args: []Expr{&Not{X: C("m", "tagline", Missing, nil)}, C("m", "released", Lt, 1980)}},
			Return: []Proj{{Agg: Count}}},
		"var-length": {Match: []Path{P(N("a", "Person"), Hop{Edge: "FOLLOWS", Min: 1, Max: 3, To: N("b", "Person")})}, Distinct: true,
			Return: []Proj{Col("a", ""), Col("b", "")}},
		"var-length-2-3": {Match: []Path{P(N("a", "Person"), Hop{Edge: "FOLLOWS", Min: 2, Max: 3, To: N("b", "Person")})}, Distinct: true,
			Return: []Proj{Col("b", "")}},
		"or-not-3vl": {Match: []Path{P(N("m", "Movie"))}, Where: &Or{Args: []Expr{C("m", "released", Lt, 1990), &Not{X: C("m", "tagline", Contains, "the")}}},
			Return: []Proj{{Agg: Count}, {Agg: Avg, Var: "m", Prop: "released"}}},
		"coactors": {Match: []Path{P(N("p", "Person"), OutE("ACTED_IN", N("m", "Movie")), InE("ACTED_IN", N("q", "Person")))},
			Where: C("p", "name", EqFold, "tom hanks"), Distinct: true, Return: []Proj{Col("q", "")}},
		"star-multi-agg": {Match: []Path{P(N("p", "Person"), OutE("ACTED_IN", N("m", "Movie"))), P(N("m", ""), InE("DIRECTED", N("d", "Person")))},
			Return: []Proj{Col("d", ""), {Agg: CountDistinct, Var: "p"}, {Agg: Max, Var: "m", Prop: "released"}}},
		"in-list-skip": {Match: []Path{P(N("m", "Movie"))}, Where: C("m", "released", OneOf, []int{1999, 2003}),
			Return: []Proj{Col("m", ""), Col("m", "released")}, Order: []Sort{{Col: "title"}}, Skip: 1, Limit: 3},
		"roles-has-not": {Match: []Path{P(N("p", "Person"), Hop{Edge: "ACTED_IN", Var: "r", To: N("m", "Movie")})},
			Where: AllOf(C("m", "title", Eq, "The Matrix"), &Not{X: C("r", "roles", HasElem, "Neo")}), Return: []Proj{Col("p", "")}},
		"grouped-two-keys": {Match: []Path{P(N("p", "Person"), Hop{Edge: "REVIEWED", Var: "r", To: N("m", "Movie")})},
			Return: []Proj{Col("m", ""), Col("m", "released"), {Agg: Avg, Var: "r", Prop: "rating"}}},
		"collect": {Match: []Path{P(N("p", "Person"), OutE("DIRECTED", N("m", "Movie")))},
			Where: C("p", "name", StartsWith, "Lana"), Return: []Proj{Col("p", ""), {Agg: Collect, Var: "m", Prop: "title"}}},
	}
}

func TestRenderParses(t *testing.T) {
	s := movies(t)
	for name, q := range irCases() {
		for _, l := range lang.All {
			text, err := Render(q, l, s)
			if err != nil {
				t.Errorf("%s/%s: %v", name, l, err)
				continue
			}
			if d := parse(l, text); len(d) > 0 {
				t.Errorf("%s/%s does not parse: %v\n%s", name, l, d, text)
			}
			again, _ := Render(q, l, s)
			if again != text {
				t.Errorf("%s/%s: rendering is not deterministic", name, l)
			}
		}
	}
}

func TestRenderRejectsInvalid(t *testing.T) {
	s := movies(t)
	cases := map[string]*Query{
		"wrong-direction":   {Match: []Path{P(N("m", "Movie"), OutE("ACTED_IN", N("p", "Person")))}, Return: []Proj{Col("m", "")}},
		"unknown-prop":      {Match: []Path{P(N("m", "Movie"))}, Where: C("m", "born", Lt, 1), Return: []Proj{Col("m", "")}},
		"edge-prop-on-node": {Match: []Path{P(N("p", "Person"))}, Return: []Proj{Col("p", "rating")}},
		"avg-of-string":     {Match: []Path{P(N("m", "Movie"))}, Return: []Proj{{Agg: Avg, Var: "m", Prop: "title"}}},
		"literal-type":      {Match: []Path{P(N("m", "Movie"))}, Where: C("m", "released", Eq, "1999"), Return: []Proj{Col("m", "")}},
		"disconnected":      {Match: []Path{P(N("m", "Movie")), P(N("p", "Person"))}, Return: []Proj{Col("m", "")}},
		"unbounded":         {Match: []Path{P(N("a", "Person"), Hop{Edge: "FOLLOWS", Min: 1, Max: 9, To: N("b", "Person")})}, Return: []Proj{Col("b", "")}},
		"order-unknown":     {Match: []Path{P(N("m", "Movie"))}, Return: []Proj{Col("m", "")}, Order: []Sort{{Col: "released"}}},
		"list-eq":           {Match: []Path{P(N("p", "Person"), Hop{Edge: "ACTED_IN", Var: "r", To: N("m", "Movie")})}, Where: C("r", "roles", Eq, "Neo"), Return: []Proj{Col("m", "")}},
		"edge-var-no-props": {Match: []Path{P(N("p", "Person"), Hop{Edge: "DIRECTED", Var: "r", To: N("m", "Movie")})}, Return: []Proj{Col("m", "")}},
		"exists-unbound":    {Match: []Path{P(N("m", "Movie"))}, Where: &Exists{Path: P(N("x", ""), OutE("DIRECTED", N("", "Movie")))}, Return: []Proj{Col("m", "")}},
	}
	for name, q := range cases {
		if _, err := Render(q, lang.Cypher, s); err == nil {
			t.Errorf("%s: rendered an invalid query", name)
		}
	}
}

func TestColumnsAgree(t *testing.T) {
	s := movies(t)
	q := irCases()["star-multi-agg"]
	cols, err := Columns(q, s)
	if err != nil {
		t.Fatal(err)
	}
	if strings.Join(cols, ",") != "name,count_p,max_released" {
		t.Fatalf("columns %v", cols)
	}
	// Every column name appears in every rendering.
	for _, l := range lang.All {
		text, _ := Render(q, l, s)
		for _, c := range cols {
			if !strings.Contains(text, c) {
				t.Errorf("%s rendering lacks column %s:\n%s", l, c, text)
			}
		}
	}
}

func TestThreeValuedNegation(t *testing.T) {
	s := movies(t)
	q := &Query{Match: []Path{P(N("p", "Person"))}, Where: &Not{X: C("p", "born", Lt, 1960)}, Return: []Proj{Col("p", "")}}
	g, _ := Render(q, lang.Gremlin, s)
	// not(has(...)) would select people without a birth year; the negated
	// predicate requires the property like Cypher's NOT (null) does.
	if !strings.Contains(g, "has('born', P.gte(1960))") || strings.Contains(g, "not(") {
		t.Errorf("gremlin negation not pushed to the predicate: %s", g)
	}
	q.Where = &Or{Args: []Expr{C("p", "born", Lt, 1960), C("p", "name", StartsWith, "T")}}
	sp, _ := Render(q, lang.SPARQL, s)
	if !strings.Contains(sp, "OPTIONAL { ?p :born ?p_born . }") {
		t.Errorf("sparql should bind a property compared only inside OR optionally:\n%s", sp)
	}
}

// Schema names that are not identifiers (spaces, leading digits, reserved
// words) are quoted or escaped in every language.
func TestRenderAwkwardNames(t *testing.T) {
	s := &schema.Schema{Name: "odd", Labels: []schema.Label{
		{Name: "Film Star", Properties: []schema.Property{{Name: "full name", Type: schema.String}, {Name: "2nd year", Type: schema.Int}}},
		{Name: "Match", Properties: []schema.Property{{Name: "order", Type: schema.String}}},
	}, EdgeTypes: []schema.EdgeType{{Name: "PLAYED IN", Endpoints: []schema.Endpoint{{From: "Film Star", To: "Match"}}}}}
	q := &Query{Match: []Path{P(N("f", "Film Star"), OutE("PLAYED IN", N("m", "Match")))},
		Where:  AllOf(C("f", "2nd year", Gt, 3), C("m", "order", Eq, "it's")),
		Return: []Proj{Col("f", ""), Col("f", "2nd year"), {Agg: Count}}, Order: []Sort{{Col: "count", Desc: true}}}
	cols, err := Columns(q, s)
	if err != nil {
		t.Fatal(err)
	}
	if strings.Join(cols, ",") != "full_name,_2nd_year,count" {
		t.Errorf("columns %v", cols)
	}
	for _, l := range lang.All {
		text, err := Render(q, l, s)
		if err != nil {
			t.Fatalf("%s: %v", l, err)
		}
		if d := parse(l, text); len(d) > 0 {
			t.Errorf("%s does not parse: %v\n%s", l, d, text)
		}
	}
}

func TestVariableLengthNeedsDistinct(t *testing.T) {
	s := movies(t)
	hop := Hop{Edge: "FOLLOWS", Min: 1, Max: 3, To: N("b", "Person")}
	bad := []*Query{
		{Match: []Path{P(N("a", "Person"), hop)}, Return: []Proj{Col("b", "")}},
		{Match: []Path{P(N("a", "Person"), hop)}, Return: []Proj{{Agg: Count}}},
		{Match: []Path{P(N("a", "Person"), OutE("FOLLOWS", N("c", "Person"))), P(N("a", ""), hop)}, Distinct: true, Return: []Proj{Col("b", "")}},
	}
	for i, q := range bad {
		if _, err := Normalize(q, s); err == nil {
			t.Errorf("case %d: accepted a variable-length query whose row counts differ between languages", i)
		}
	}
	good := []*Query{
		{Match: []Path{P(N("a", "Person"), hop)}, Return: []Proj{Col("b", "")}, Distinct: true},
		{Match: []Path{P(N("a", "Person"), hop)}, Return: []Proj{Col("a", ""), {Agg: CountDistinct, Var: "b"}}},
	}
	for i, q := range good {
		if _, err := Normalize(q, s); err != nil {
			t.Errorf("case %d: %v", i, err)
		}
	}
}
