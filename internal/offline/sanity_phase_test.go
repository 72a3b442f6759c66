package offline

import (
	"strings"
	"testing"

	"github.com/gql-dev/gql/diag"
	"github.com/gql-dev/gql/templates"
)

// The sanity phase run alone on a grounded question of each schema and a
// plan written by hand: what it repairs, refuses and warns of, from its
// typed input only (no offline state built).
func TestSanityOfAlone(t *testing.T) {
	n, hop := templates.N, func(edge string, dir templates.Dir, to templates.Node) templates.Hop {
		return templates.Hop{Edge: edge, Dir: dir, To: to}
	}
	out, in := templates.Out, templates.In
	// "how many X per Y" joined twice over the same edge: the second X is
	// a twin the question never named.
	twins := func(group, edge, counted string) templates.Query {
		return templates.Query{Match: []templates.Path{
			templates.P(n("g", group), hop(edge, in, n("c", counted))),
			templates.P(n("g", ""), hop(edge, in, n("c2", counted)))},
			Return: []templates.Proj{{Var: "g"}, {Agg: templates.Count, Var: "c"}}}
	}
	for _, c := range []struct {
		name, graph, q string
		plan           templates.Query
		// mentions: node variables and the word that mentions each.
		mentions map[string]string
		// limitAt is the word of the row count, "" for none.
		limitAt        string
		paged, atLeast bool
		vars           varNames
		// refused is the check of the refusal, "" for none, at its words.
		refused, at string
		warned      string
		// paths is the number of paths the repaired plan matches.
		paths int
		// varsAfter are counts the result must hold.
		varsAfter varNames
	}{
		{name: "text maximum", graph: "movies", q: "Which movie has the highest title?",
			plan:    templates.Query{Match: []templates.Path{templates.P(n("m", "Movie"))}, Return: []templates.Proj{{Agg: templates.Max, Var: "m", Prop: "title"}}},
			refused: "text-extreme", at: "highest"},
		{name: "text maximum", graph: "company", q: "What is the largest name of the employees?",
			plan:    templates.Query{Match: []templates.Path{templates.P(n("e", "Employee"))}, Return: []templates.Proj{{Agg: templates.Max, Var: "e", Prop: "name"}}},
			refused: "text-extreme", at: "largest"},
		{name: "twin removed", graph: "movies", q: "How many people acted in each movie?",
			plan: twins("Movie", "ACTED_IN", "Person"), warned: "spurious-self-join", paths: 1},
		{name: "twins are the count", graph: "movies", q: "How many people acted in each movie?",
			plan: twins("Movie", "ACTED_IN", "Person"), atLeast: true, paths: 2},
		{name: "twin removed", graph: "company", q: "How many employees work in each department?",
			plan: twins("Department", "WORKS_IN", "Employee"), warned: "spurious-self-join", paths: 1},
		{name: "twins are the count", graph: "company", q: "How many employees work in each department?",
			plan: twins("Department", "WORKS_IN", "Employee"), atLeast: true, paths: 2},
		// A number after a verb counts related things, not rows.
		{name: "row count after a verb", graph: "movies", q: "Which people directed 2 movies?",
			plan:    templates.Query{Match: []templates.Path{templates.P(n("p", "Person"), hop("DIRECTED", out, n("m", "Movie")))}, Return: []templates.Proj{{Var: "p"}}, Limit: 2},
			limitAt: "2", refused: "count-comparison", at: "2"},
		{name: "row count after a verb", graph: "company", q: "Which employees work on 2 projects?",
			plan:    templates.Query{Match: []templates.Path{templates.P(n("e", "Employee"), hop("WORKS_ON", out, n("p", "Project")))}, Return: []templates.Proj{{Var: "e"}}, Limit: 2},
			limitAt: "2", refused: "count-comparison", at: "2"},
		{name: "a page's size", graph: "company", q: "Which employees work on 2 projects?",
			plan:    templates.Query{Match: []templates.Path{templates.P(n("e", "Employee"), hop("WORKS_ON", out, n("p", "Project")))}, Return: []templates.Proj{{Var: "e"}}, Limit: 2},
			limitAt: "2", paged: true, paths: 1},
		// Two relationships to one plural far node are two facts: the far
		// node is split, its twin named from a copy of the counts.
		{name: "shared far node split", graph: "movies", q: "Which people acted in and directed movies?",
			plan: templates.Query{Match: []templates.Path{
				templates.P(n("p", "Person"), hop("ACTED_IN", out, n("m", "Movie"))),
				templates.P(n("p", ""), hop("DIRECTED", out, n("m", "")))}, Return: []templates.Proj{{Var: "p"}}},
			mentions: map[string]string{"p": "people", "m": "movies"}, vars: varNames{"p": 1, "m": 1},
			paths: 2, varsAfter: varNames{"p": 1, "m": 2}},
		{name: "far node unmentioned", graph: "movies", q: "Which people acted in and directed movies?",
			plan: templates.Query{Match: []templates.Path{
				templates.P(n("p", "Person"), hop("ACTED_IN", out, n("m", "Movie"))),
				templates.P(n("p", ""), hop("DIRECTED", out, n("m", "")))}, Return: []templates.Proj{{Var: "p"}}},
			vars: varNames{"p": 1, "m": 1}, paths: 2, varsAfter: varNames{"p": 1, "m": 1}},
	} {
		t.Run(c.graph+"/"+c.name, func(t *testing.T) {
			g, s := testGraph(t, c.graph)
			ctx := newReadCtx(EvidenceFrom(linkOn(t, g, s, c.q).Grounding), s)
			tok := func(w string) int {
				for i, x := range ctx.words {
					if x == w {
						return i
					}
				}
				t.Fatalf("%q has no word %q", c.q, w)
				return -1
			}
			si := sanityInput{mentions: map[string]int{}, limitPos: -1, paged: c.paged, atLeast: c.atLeast, commonLater: -1, vars: c.vars}
			if si.vars == nil {
				si.vars = varNames{}
			}
			before := si.vars.clone()
			for v, w := range c.mentions {
				si.mentions[v] = tok(w)
			}
			if c.limitAt != "" {
				si.limitPos = tok(c.limitAt)
			}
			plan := c.plan
			if _, err := templates.Normalize(&plan, s); err != nil {
				t.Fatal(err)
			}
			r, err := sanityOf(ctx, si, &plan)
			if wantRefusal(t, c.q, err, c.refused, c.at) {
				return
			}
			var checks []string
			for _, w := range r.warnings {
				if w.Severity != diag.Warning {
					t.Errorf("%q: warning %s has severity %v", c.q, w.Check, w.Severity)
				}
				checks = append(checks, w.Check)
			}
			if got := strings.Join(checks, ","); got != c.warned {
				t.Errorf("%q: warnings %q, want %q", c.q, got, c.warned)
			}
			if len(plan.Match) != c.paths {
				t.Errorf("%q: the plan matches %d paths, want %d: %+v", c.q, len(plan.Match), c.paths, plan.Match)
			}
			for k, v := range c.varsAfter {
				if r.vars[k] != v {
					t.Errorf("%q: vars[%s] = %d after the phase, want %d", c.q, k, r.vars[k], v)
				}
			}
			for k, v := range before {
				if si.vars[k] != v {
					t.Errorf("%q: the phase wrote its input's vars[%s]: %d, was %d", c.q, k, si.vars[k], v)
				}
			}
		})
	}
}
