package critic_test

import (
	"testing"

	"github.com/gql-dev/gql/critic"
	"github.com/gql-dev/gql/diag"
	"github.com/gql-dev/gql/lang"
	"github.com/gql-dev/gql/schema"
)

// Fixes must be machine-applicable: applying them gives the intended query,
// and the critic has nothing left to say about it.
func TestGremlinFixes(t *testing.T) {
	s, err := schema.Load("../examples/movies/schema.json")
	if err != nil {
		t.Fatal(err)
	}
	cases := []struct{ in, want string }{
		{`g.V().hasLabel('Movie').out('ACTED_IN').values('name')`, `g.V().hasLabel('Movie').in('ACTED_IN').values('name')`},
		{`g.V().hasLabel('Person').inE('DIRECTED').inV()`, `g.V().hasLabel('Person').outE('DIRECTED').inV()`},
		{`g.V().hasLable("Movi").has('released', '1999').values('titel')`, `g.V().hasLabel("Movie").has('released', 1999).values('title')`},
		{`g.V().has('id', 5).group().by('label')`, `g.V().has(T.id, 5).group().by(T.label)`},
		{`g.V().hasLabel('Person').has('name', 1956)`, `g.V().hasLabel('Person').has('name', '1956')`},
		{`g.V.hasLabel('Person').limit('3')`, `g.V().hasLabel('Person').limit(3)`},
		{`g.V().hasLabel('Person').as('p').out('ACTED_IN').as('m').select('p', 'm').by().by()`,
			`g.V().hasLabel('Person').as('p').out('ACTED_IN').as('m').select('p', 'm').by('name').by('title')`},
		{`g.V().hasLabel('Movie').as('m').in().out().where(P.neq(m))`, `g.V().hasLabel('Movie').as('m').in().out().where(P.neq('m'))`},
		{`g.V().hasLabel('Movie').values().mean()`, `g.V().hasLabel('Movie').values('released').mean()`},
		{`g.V().hasLabel('Person').SELECT('x')`, `g.V().hasLabel('Person').select('x')`},
		{`g.V().has('born', greaterThan(1950)).values('born').avg()`, `g.V().has('born', gt(1950)).values('born').mean()`},
		{`g.V().hasLable('movie').out('ACTED_IN').has('name', 'Tom Hanks')`, `g.V().hasLabel('Movie').in('ACTED_IN').has('name', 'Tom Hanks')`},
		{"g.V().has('name', '名前 ü')\n  .hasLabel('Movi').values('titel')", "g.V().has('name', '名前 ü')\n  .hasLabel('Movie').values('title')"},
		{`g.V().hasLabel('Person').values('born').gt(1950)`, `g.V().hasLabel('Person').values('born').is(gt(1950))`},
		{`g.V().hasLabel('Person').order().by('born', 'DESC').by('name', incr)`, `g.V().hasLabel('Person').order().by('born', desc).by('name', asc)`},
		{`g.V().hasLabel('Movie').groupCount().by('released').order()`, `g.V().hasLabel('Movie').groupCount().by('released').order(local).by(values, desc)`},
		{`g.V().has('born', P.lessThanOrEqual(1950)).outVertex()`, `g.V().has('born', P.lte(1950)).outV()`},
	}
	for _, c := range cases {
		r := critic.Run(lang.Gremlin, c.in, s)
		got, ok := diag.Apply(c.in, r.Fixes())
		if !ok || got != c.want {
			t.Errorf("%s\n  fixed: %s\n  want:  %s\n  %v", c.in, got, c.want, r.Diagnostics)
			continue
		}
		if r2 := critic.Run(lang.Gremlin, got, s); len(r2.Diagnostics) > 0 {
			t.Errorf("%s: still %v", got, r2.Diagnostics)
		}
	}
}

// Positions count runes per line while spans count bytes; both must point at
// the same text when the query holds multi-byte characters.
func TestGremlinPositionsMultibyte(t *testing.T) {
	s, err := schema.Load("../examples/movies/schema.json")
	if err != nil {
		t.Fatal(err)
	}
	q := "g.V().has('name', '名前')\n .hasLabel('Movi')"
	r := critic.Run(lang.Gremlin, q, s)
	if len(r.Diagnostics) != 1 {
		t.Fatalf("%v", r.Diagnostics)
	}
	d := r.Diagnostics[0]
	if q[d.Span.Start:d.Span.End] != "'Movi'" || d.Pos.Line != 2 || d.Pos.Col != 12 {
		t.Errorf("span %q at %d:%d", q[d.Span.Start:d.Span.End], d.Pos.Line, d.Pos.Col)
	}
	_, syn, _ := critic.Parse(lang.Gremlin, "g.V().has('名前', 'x').out(")
	if len(syn) == 0 || syn[0].Pos.Col != 26 {
		t.Errorf("syntax error position %v", syn)
	}
}
