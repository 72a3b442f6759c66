package critic_test

import (
	"context"
	"fmt"
	"testing"
	"time"

	"github.com/gql-dev/gql/backends"
	"github.com/gql-dev/gql/backends/testenv"
	"github.com/gql-dev/gql/critic"
	"github.com/gql-dev/gql/diag"
	"github.com/gql-dev/gql/examples"
	"github.com/gql-dev/gql/lang"
	"github.com/gql-dev/gql/schema"
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
		{`g.V().has('Person', 'name', 'Keanu Reeves').outE('ACTED_IN').has('roles', 'Neo').inV().values('title')`, false},
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

// TestGremlinSchemaChecksOnServer generates queries from the movies schema —
// correct ones along every edge type and property, and the same queries
// broken the ways the schema checks know (direction reversed, a property
// asked of the wrong label, a number written as a string) — and runs them
// on the real server. A correct query that answers must draw no finding; a
// query the critic calls an error must not answer.
func TestGremlinSchemaChecksOnServer(t *testing.T) {
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
	var good, bad []string
	for _, l := range s.Labels {
		for _, p := range l.Properties {
			good = append(good, fmt.Sprintf("g.V().hasLabel('%s').values('%s')", l.Name, p.Name))
			good = append(good, fmt.Sprintf("g.V().hasLabel('%s').order().by('%s').limit(3).values('%s')", l.Name, p.Name, p.Name))
			for _, o := range s.Labels {
				if schema.Find(o.Properties, p.Name) == nil {
					bad = append(bad, fmt.Sprintf("g.V().hasLabel('%s').has('%s').count().is(gt(0))", o.Name, p.Name))
				}
			}
			if p.Type == schema.Int && len(p.Samples) > 0 {
				good = append(good, fmt.Sprintf("g.V().hasLabel('%s').has('%s', %v).values('%s')", l.Name, p.Name, p.Samples[0], p.Name))
				bad = append(bad, fmt.Sprintf("g.V().hasLabel('%s').has('%s', '%v').values('%s')", l.Name, p.Name, p.Samples[0], p.Name))
			}
		}
	}
	for _, e := range s.EdgeTypes {
		for _, ep := range e.Endpoints {
			fk, tk := s.Key(ep.From), s.Key(ep.To)
			good = append(good,
				fmt.Sprintf("g.V().hasLabel('%s').out('%s').values('%s')", ep.From, e.Name, tk),
				fmt.Sprintf("g.V().hasLabel('%s').in('%s').values('%s')", ep.To, e.Name, fk),
				fmt.Sprintf("g.V().hasLabel('%s').outE('%s').inV().values('%s')", ep.From, e.Name, tk),
				fmt.Sprintf("g.V().hasLabel('%s').inE('%s').outV().values('%s')", ep.To, e.Name, fk),
				fmt.Sprintf("g.V().hasLabel('%s').as('a').out('%s').as('b').select('a', 'b').by('%s').by('%s')", ep.From, e.Name, fk, tk),
				fmt.Sprintf("g.V().hasLabel('%s').project('k', 'n').by('%s').by(__.out('%s').count())", ep.From, fk, e.Name),
				fmt.Sprintf("g.V().hasLabel('%s').where(__.in('%s')).group().by('%s').by(__.in('%s').count())", ep.To, e.Name, tk, e.Name),
				fmt.Sprintf("g.V().hasLabel('%s').both('%s').dedup().limit(5)", ep.From, e.Name),
			)
			if ep.From != ep.To {
				bad = append(bad,
					fmt.Sprintf("g.V().hasLabel('%s').in('%s').values('%s')", ep.From, e.Name, tk),
					fmt.Sprintf("g.V().hasLabel('%s').out('%s').values('%s')", ep.To, e.Name, fk),
					fmt.Sprintf("g.V().hasLabel('%s').inE('%s').outV().values('%s')", ep.From, e.Name, fk),
				)
			}
		}
		for _, p := range e.Properties {
			if p.Type.IsList() {
				good = append(good, fmt.Sprintf("g.E().hasLabel('%s').values('%s').unfold()", e.Name, p.Name))
				if len(p.Samples) > 0 {
					if l, ok := p.Samples[0].([]any); ok && len(l) > 0 {
						bad = append(bad, fmt.Sprintf("g.E().hasLabel('%s').has('%s', '%v')", e.Name, p.Name, l[0]))
						good = append(good, fmt.Sprintf("g.E().hasLabel('%s').where(__.values('%s').unfold().is('%v')).outV().values('name')", e.Name, p.Name, l[0]))
					}
				}
				continue
			}
			good = append(good, fmt.Sprintf("g.E().hasLabel('%s').values('%s')", e.Name, p.Name))
		}
	}
	rows := func(q string) int {
		res, err := ex.Exec(ctx, q, backends.ExecOptions{Timeout: 20 * time.Second, Limit: 5})
		if err != nil {
			return 0
		}
		return len(res.Rows)
	}
	for _, q := range good {
		r := critic.Run(lang.Gremlin, q, s)
		if n := rows(q); n == 0 {
			t.Errorf("generated query found nothing on the server: %s", q)
		}
		if len(r.Diagnostics) > 0 {
			t.Errorf("false positive on an answering query: %s\n  %v", q, r.Diagnostics)
		}
	}
	for _, q := range bad {
		r := critic.Run(lang.Gremlin, q, s)
		if len(r.Diagnostics) == 0 {
			t.Errorf("missed: %s", q)
		}
		if n := rows(q); n > 0 && diag.HasErrors(r.Diagnostics) {
			t.Errorf("the critic calls this an error but the server answers %d rows: %s", n, q)
		}
	}
	t.Logf("%d correct queries answered with no finding; %d broken queries flagged", len(good), len(bad))
}
