package critic_test

import (
	"context"
	"testing"
	"time"

	"github.com/gql-dev/gql/backends"
	"github.com/gql-dev/gql/backends/testenv"
	"github.com/gql-dev/gql/critic"
	"github.com/gql-dev/gql/diag"
	"github.com/gql-dev/gql/examples"
	"github.com/gql-dev/gql/lang"
)

// TestGremlinFixesOnServer runs broken queries and their machine-fixed
// versions on the real Gremlin Server holding the movies graph: the broken
// one fails or finds nothing, the fixed one finds something and the critic
// has no error left to report. This is what lets the pipeline repair
// without an LLM.
func TestGremlinFixesOnServer(t *testing.T) {
	uri := testenv.GremlinServer(t)
	ctx, cancel := context.WithTimeout(context.Background(), 5*time.Minute)
	defer cancel()
	g, s, err := examples.Movies()
	if err != nil {
		t.Fatal(err)
	}
	if _, err := backends.Load(ctx, uri, g, s, backends.LoadOptions{Backend: backends.GremlinServer, IfNeeded: true}); err != nil {
		t.Fatal(err)
	}
	ex, err := backends.Open(ctx, uri, backends.Options{Backend: backends.GremlinServer, Schema: s})
	if err != nil {
		t.Fatal(err)
	}
	defer ex.Close()
	cases := []struct {
		broken string
		// stillAnswers: the broken query returns rows too, just not the
		// ones meant (an empty by() returns vertices instead of names).
		stillAnswers bool
	}{
		{`g.V().hasLabel('Movie').has('title', 'The Matrix').out('ACTED_IN').values('name')`, false},
		{`g.V().hasLable('Movi').has('released', '1999').values('titel')`, false},
		{`g.V().hasLabel('Person').has('name', 'Keanu Reeves').inE('ACTED_IN').inV().values('title')`, false},
		{`g.E().hasLabel('REVIEWED').has('rating', '95').outV().values('name')`, false},
		{`g.V().hasLabel('Movie').has('title', 'The Matrix').as('m').in('ACTED_IN').out('ACTED_IN').where(P.neq(m)).values('title')`, false},
		{`g.V().hasLabel('Movie').values().mean()`, false},
		{`g.V().hasLabel('Person').has('born', greaterThan(1970)).values('name')`, false},
		{`g.V().hasLabel('Movie').has('released', P.between('1990', 2000)).values('title')`, false},
		{`g.V().hasLabel('Person').has('name', 'Tom Hanks').out('ACTED_IN').limit('3').values('title')`, false},
		{`g.V().hasLabel('Person').has('name', 'Paul Blythe').out('Person').values('name')`, false},
		{`g.V().hasLabel('Person').as('p').out('DIRECTED').as('m').select('p', 'm').by().by()`, true},
	}
	run := func(q string) (int, error) {
		res, err := ex.Exec(ctx, q, backends.ExecOptions{Timeout: 20 * time.Second, Limit: 50})
		if err != nil {
			return 0, err
		}
		return len(res.Rows), nil
	}
	for _, c := range cases {
		r := critic.Run(lang.Gremlin, c.broken, s)
		fixed, ok := diag.Apply(c.broken, r.Fixes())
		if !ok || fixed == c.broken {
			t.Errorf("%s: no applicable fix (%v)", c.broken, r.Diagnostics)
			continue
		}
		if r2 := critic.Run(lang.Gremlin, fixed, s); diag.HasErrors(r2.Diagnostics) {
			t.Errorf("%s: fixed query still has errors: %v", fixed, r2.Diagnostics)
		}
		n, err := run(c.broken)
		if !c.stillAnswers && err == nil && n > 0 {
			t.Errorf("%s: broken query returned %d rows", c.broken, n)
		}
		n, err = run(fixed)
		if err != nil || n == 0 {
			t.Errorf("fixed %s: %d rows, %v", fixed, n, err)
			continue
		}
		t.Logf("%d rows: %s", n, fixed)
	}
}
