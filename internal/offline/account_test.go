package offline

import (
	"errors"
	"strings"
	"testing"

	"github.com/gql-dev/gql/diag"
	"github.com/gql-dev/gql/templates"
)

// The account phase run alone on a grounded question of each schema and a
// plan written by hand: what it refuses, where, and what it warns of, from
// its typed input only (no offline state built).
func TestAccountOfAlone(t *testing.T) {
	person := templates.P(templates.N("p", "Person"), templates.Hop{Edge: "DIRECTED", Dir: templates.Out, To: templates.N("m", "Movie")})
	employee := templates.P(templates.N("e", "Employee"), templates.Hop{Edge: "WORKS_ON", Dir: templates.Out, To: templates.N("j", "Project")})
	notExists := func(v, edge, label string) templates.Expr {
		return &templates.Not{X: &templates.Exists{Path: templates.P(templates.N(v, ""), templates.Hop{Edge: edge, Dir: templates.Out, To: templates.N("", label)})}}
	}
	for _, c := range []struct {
		name, graph, q string
		plan           templates.Query
		// used are the tokens earlier phases consumed, by the text of
		// the words.
		used []string
		// dropped: a link set aside on these words, to this element.
		dropped, droppedTo string
		// refused is the check of the refusal, "" for none; at the
		// words it is placed on.
		refused, at string
		// warned is a warning check expected, at its words.
		warned, warnedAt string
	}{
		{name: "negation dropped", graph: "movies", q: "Which people did not direct a movie?",
			plan:    templates.Query{Match: []templates.Path{person}, Return: []templates.Proj{{Var: "p"}}},
			refused: "unused-words", at: "not"},
		{name: "negation applied", graph: "movies", q: "Which people did not direct a movie?",
			plan: templates.Query{Match: []templates.Path{templates.P(templates.N("p", "Person"))}, Where: notExists("p", "DIRECTED", "Movie"), Return: []templates.Proj{{Var: "p"}}}},
		{name: "negation dropped", graph: "company", q: "Which employees do not work on any projects?",
			plan:    templates.Query{Match: []templates.Path{employee}, Return: []templates.Proj{{Var: "e"}}},
			refused: "unused-words", at: "not"},
		{name: "negation applied", graph: "company", q: "Which employees do not work on any projects?",
			plan: templates.Query{Match: []templates.Path{templates.P(templates.N("e", "Employee"))}, Where: notExists("e", "WORKS_ON", "Project"), Return: []templates.Proj{{Var: "e"}}}},
		// A number no phase placed is a dropped constraint; one a phase
		// consumed is accounted for, whatever the plan shows of it.
		{name: "number unplaced", graph: "movies", q: "Which people directed a movie in 1999?",
			plan:    templates.Query{Match: []templates.Path{person}, Return: []templates.Proj{{Var: "p"}}},
			refused: "unused-words", at: "1999"},
		{name: "number consumed", graph: "movies", q: "Which people directed a movie in 1999?",
			plan: templates.Query{Match: []templates.Path{person}, Return: []templates.Proj{{Var: "p"}}},
			used: []string{"1999"}},
		{name: "number unplaced", graph: "company", q: "Which employees work on 2 projects?",
			plan:    templates.Query{Match: []templates.Path{employee}, Return: []templates.Proj{{Var: "e"}}},
			refused: "unused-words", at: "2"},
		{name: "number consumed", graph: "company", q: "Which employees work on 2 projects?",
			plan: templates.Query{Match: []templates.Path{employee}, Return: []templates.Proj{{Var: "e"}}},
			used: []string{"2"}},
		// A consumed word naming a label the built plan then left out
		// still counts against it.
		{name: "consumed, unread", graph: "company", q: "Which employees work on projects in 2 departments?",
			plan: templates.Query{Match: []templates.Path{employee}, Return: []templates.Proj{{Var: "e"}}},
			used: []string{"2", "departments"}, refused: "unused-words", at: "departments"},
		// A link set aside is a warning when the plan uses none of it.
		{name: "set-aside link unused", graph: "movies", q: "Which people directed a movie?",
			plan:    templates.Query{Match: []templates.Path{person}, Return: []templates.Proj{{Var: "p"}}},
			dropped: "directed", droppedTo: "ACTED_IN", warned: "unused-link", warnedAt: "directed"},
		{name: "set-aside link used", graph: "company", q: "Which employees work on projects?",
			plan:    templates.Query{Match: []templates.Path{employee}, Return: []templates.Proj{{Var: "e"}}},
			dropped: "projects", droppedTo: "WORKS_ON"},
		{name: "set-aside link unused", graph: "company", q: "Which employees work on projects?",
			plan:    templates.Query{Match: []templates.Path{employee}, Return: []templates.Proj{{Var: "e"}}},
			dropped: "employees", droppedTo: "Department", warned: "unused-link", warnedAt: "employees"},
	} {
		t.Run(c.graph+"/"+c.name, func(t *testing.T) {
			g, s := testGraph(t, c.graph)
			ctx := newReadCtx(EvidenceFrom(linkOn(t, g, s, c.q).Grounding), s)
			in := accountInput{used: newUsedWords(), commonLater: -1}
			for i, w := range ctx.words {
				for _, u := range c.used {
					if w == u {
						in.used.mark(i)
					}
				}
			}
			if c.dropped != "" {
				k := strings.Index(c.q, c.dropped)
				in.dropped = []ElementLink{{Kind: "edge", Name: c.droppedTo, Span: diag.Span{Start: k, End: k + len(c.dropped)}, Score: 0.8}}
			}
			plan := c.plan
			if _, err := templates.Normalize(&plan, s); err != nil {
				t.Fatal(err)
			}
			r, err := accountOf(ctx, in, &plan)
			wantRefusal(t, c.q, err, c.refused, c.at)
			found := false
			for _, w := range r.warnings {
				if w.Severity != diag.Warning {
					t.Errorf("%q: warning %s has severity %v", c.q, w.Check, w.Severity)
				}
				if w.Check == c.warned && c.q[w.Span.Start:w.Span.End] == c.warnedAt {
					found = true
				} else if w.Check == "unused-link" {
					t.Errorf("%q: unexpected warning %s at %q: %s", c.q, w.Check, c.q[w.Span.Start:w.Span.End], w.Detail)
				}
			}
			if c.warned != "" && !found {
				t.Errorf("%q: no %s warning at %q in %v", c.q, c.warned, c.warnedAt, r.warnings)
			}
		})
	}
}

// wantRefusal checks a phase's error against the case: no error when
// refused is empty, else a refusal of that check at the words at. It says
// whether the phase refused.
func wantRefusal(t *testing.T, q string, err error, refused, at string) bool {
	t.Helper()
	var u *UnanswerableError
	switch {
	case refused == "" && err != nil:
		t.Fatalf("%q refused: %v", q, err)
	case refused != "" && !errors.As(err, &u):
		t.Fatalf("%q: got %v, want a %s refusal", q, err, refused)
	case refused != "":
		if sp := u.Diagnostic.Span; u.Diagnostic.Check != refused || q[sp.Start:sp.End] != at {
			t.Errorf("%q: refused %s at %q, want %s at %q", q, u.Diagnostic.Check, q[sp.Start:sp.End], refused, at)
		}
		return true
	}
	return false
}
