package offline

import (
	"fmt"
	"path/filepath"
	"reflect"
	"strings"
	"testing"

	"github.com/gql-dev/gql/graph"
	"github.com/gql-dev/gql/schema"
)

// relationsInputFor runs the phases before the relations phase alone
// (shape, anchors, focus) on a question of a graph, after the agent-noun
// links Compile adds, and hands what they left to the relations phase.
func relationsInputFor(t *testing.T, graphName, q string) (*readCtx, relationsInput) {
	t.Helper()
	var g *graph.Graph
	var s *schema.Schema
	if graphName == "ops" {
		var err error
		if g, s, err = graph.ReadDir(filepath.Join("..", "..", "examples", "ops")); err != nil {
			t.Fatal(err)
		}
	} else {
		g, s = testGraph(t, graphName)
	}
	o := &offline{readCtx: newReadCtx(EvidenceFrom(linkOn(t, g, s, q).Grounding), s)}
	o.agentNouns()
	ctx := o.readCtx
	_, used, an, r := earlyPhases(t, ctx, q)
	return ctx, relationsInput{asked: r.asked, used: used, nodes: append(an.nodes, r.added...), pending: r.pending, countEdges: r.countEdges,
		edgeValues: an.edgeValues, rank: r.rank, vars: r.vars}
}

// edgeText writes an edge as its ends' variables and labels, its type and
// alternatives, and whether it is negated: "p:Person -DIRECTED-> m:Movie".
func edgeText(e *oedge) string {
	end := func(n *onode) string {
		if n == nil {
			return "?"
		}
		return n.v + ":" + n.label
	}
	typ := e.typ
	for _, x := range e.or {
		typ += "|" + x
	}
	for _, x := range e.rev {
		typ += "|<" + x
	}
	s := end(e.from) + " -" + typ + "-> " + end(e.to)
	if e.negated {
		s = "not " + s
	}
	return s
}

// snapshot is a deep copy of the nodes and pending edges a phase is
// handed, to tell afterwards whether it wrote them.
func snapshot(in relationsInput) (nodes []onode, pending []oedge, used usedWords, vars varNames) {
	for _, n := range in.nodes {
		c := *n
		c.filter = append(c.filter[:0:0], n.filter...)
		nodes = append(nodes, c)
	}
	for _, e := range in.pending {
		pending = append(pending, *e)
	}
	return nodes, pending, in.used.clone(), in.vars.clone()
}

// The relations phase run alone on questions of three schemas (movies,
// company, the ops example): the pattern it places (edges with their
// direction, alternatives and negation), the asked-for node, the tokens
// it consumes, the edge-property filters, the ranking's variable and its
// refusals; and that it writes none of its input.
func TestRelationsOfAlone(t *testing.T) {
	for _, c := range []struct {
		graph, q string
		edges    string // edgeText of each edge, "; " between
		focus    string
		used     []int
		filters  []string
		rankV    string
		check    string // the refusal's check
		// nodes, when given, are the pattern's nodes: variable, label,
		// token and the number of filters.
		nodes string
	}{
		// A verb between the asked-for thing and an anchor, active and
		// after an auxiliary: the schema's endpoints give the direction.
		{graph: "movies", q: "Who directed The Matrix?", edges: "p:Person -DIRECTED-> m:Movie", focus: "p", used: []int{1}},
		{graph: "movies", q: "Which movies did Tom Hanks act in?", edges: "p:Person -ACTED_IN-> m:Movie", focus: "m", used: []int{5}},
		{graph: "company", q: "Who manages Alan Turing?", edges: "e2:Employee -MANAGES-> e:Employee", focus: "e2", used: []int{0, 1}},
		{graph: "ops", q: "Which services does checkout depend on?", edges: "s:Service -DEPENDS_ON-> s2:Service", focus: "s2", used: []int{4}},
		{graph: "ops", q: "Which services depend on ledger?", edges: "s2:Service -DEPENDS_ON-> s:Service", focus: "s2", used: []int{2}},
		// Passive: the agent after "by" is the source.
		{graph: "ops", q: "Which services were hit by an incident?", edges: "i:Incident -AFFECTED-> s:Service", focus: "s", used: []int{6}},
		// An agent noun with a possessor: the possessor is the target.
		{graph: "company", q: "Who is Alan Turing's manager?", edges: "e2:Employee -MANAGES-> e:Employee", focus: "e2", used: []int{6}},
		{graph: "movies", q: "Who are the actors of The Matrix?", edges: "p:Person -ACTED_IN-> m:Movie", focus: "p", used: []int{3}},
		// Relationships named as alternatives: one hop of either type.
		{graph: "movies", q: "Which people acted in or directed The Matrix?", edges: "p:Person -ACTED_IN|DIRECTED-> m:Movie", focus: "p", used: []int{2, 5}},
		// A negated relationship, with an implied or a named far end.
		{graph: "movies", q: "Which people have never directed a movie?", edges: "not p:Person -DIRECTED-> m:Movie", focus: "p", used: []int{4, 6}},
		{graph: "company", q: "Which departments have no employees?", edges: "not e:Employee -WORKS_IN-> d:Department", focus: "d", used: []int{4}},
		// Two relationships sharing the movie.
		{graph: "movies", q: "Which people acted in movies directed by Lana Wachowski?", edges: "p2:Person -ACTED_IN-> m:Movie; p:Person -DIRECTED-> m:Movie", focus: "p2", used: []int{2, 4, 5}},
		// A value of an edge property needs its edge, filtered on its
		// variable; a ranking on an edge property reads the edge's.
		{graph: "movies", q: "Who played Neo in The Matrix?", edges: "p:Person -ACTED_IN-> m:Movie", focus: "p", filters: []string{"r.roles has-elem Neo"}},
		{graph: "movies", q: "Which movie has the highest average rating?", edges: "p:Person -REVIEWED-> m:Movie", focus: "m", rankV: "r"},
		// A counted edge noun ("how many reviews"): the focus phase's
		// pending edge, completed here.
		{graph: "movies", q: "How many reviews did each reviewer write?", edges: "p:Person -REVIEWED-> m:Movie", focus: "p", used: []int{5, 6}},
		// The asked-for property's thing: the placeholder the focus phase
		// made is the label's later mention, at its token.
		{graph: "company", q: "What is the average salary of the employees in Engineering?", edges: "e:Employee -WORKS_IN-> d:Department", focus: "e", used: []int{7},
			nodes: "d:Department@9/1 e:Employee@7/0"},
		// An anchor of the asked-for label that nothing relates filters
		// the asked-for things.
		{graph: "ops", q: "Which services are written in Go?", focus: "s2", nodes: "s2:Service@1/1"},
		// A named relationship that does not reach the asked-for label.
		{graph: "company", q: "Which projects did Alan Turing manage?", check: "disconnected"},
	} {
		ctx, in := relationsInputFor(t, c.graph, c.q)
		nodes, pending, used, vars := snapshot(in)
		r, err := relationsOf(ctx, in)
		check := ""
		if u, ok := err.(*UnanswerableError); ok {
			check = u.Diagnostic.Check
		} else if err != nil {
			t.Fatalf("%s: %q: %v", c.graph, c.q, err)
		}
		var edges, filters []string
		for _, e := range r.edges {
			edges = append(edges, edgeText(e))
		}
		for _, f := range r.filters {
			filters = append(filters, cmpText(f))
		}
		focus := ""
		if r.focus != nil {
			focus = r.focus.v
		}
		got := fmt.Sprintf("edges %q focus %q used %v filters %q rankV %q check %q", strings.Join(edges, "; "), focus, r.used, filters, r.rankV, check)
		if c.nodes != "" {
			var ns []string
			for _, n := range r.nodes {
				ns = append(ns, fmt.Sprintf("%s:%s@%d/%d", n.v, n.label, n.pos, len(n.filter)))
			}
			if g := strings.Join(ns, " "); g != c.nodes {
				t.Errorf("%s: %q: nodes %s, want %s", c.graph, c.q, g, c.nodes)
			}
		}
		want := fmt.Sprintf("edges %q focus %q used %v filters %q rankV %q check %q", c.edges, c.focus, c.used, c.filters, c.rankV, c.check)
		if got != want {
			t.Errorf("%s: %q:\n got %s\nwant %s", c.graph, c.q, got, want)
		}
		// Every edge joins two nodes of the pattern, in a direction the
		// schema allows, and the asked-for node is one of them.
		in2 := map[*onode]bool{}
		for _, n := range r.nodes {
			in2[n] = true
		}
		for _, e := range r.edges {
			if !in2[e.from] || !in2[e.to] {
				t.Errorf("%s: %q: %s joins a node outside the pattern", c.graph, c.q, edgeText(e))
			}
			if et := ctx.s.EdgeType(e.typ); et == nil || !et.Connects(e.from.label, e.to.label) {
				t.Errorf("%s: %q: %s against the schema's endpoints", c.graph, c.q, edgeText(e))
			}
		}
		if r.focus != nil && !in2[r.focus] {
			t.Errorf("%s: %q: the focus is not in the pattern", c.graph, c.q)
		}
		// The phase writes nothing it is handed: not the nodes (the focus
		// phase's placeholder, the focus's filters), the pending edges,
		// the consumed set nor the variable counts.
		n2, p2, u2, v2 := snapshot(in)
		if !reflect.DeepEqual(nodes, n2) || !reflect.DeepEqual(pending, p2) || !reflect.DeepEqual(used, u2) || !reflect.DeepEqual(vars, v2) {
			t.Errorf("%s: %q: the phase wrote its input", c.graph, c.q)
		}
	}
}

// A pending edge comes back as the result's copy, its far end placed, and
// applied it is what the build phase reads; the asked-for node compile
// holds is the result's from then on.
func TestApplyRelations(t *testing.T) {
	ctx, in := relationsInputFor(t, "movies", "How many reviews did each reviewer write?")
	if len(in.pending) != 1 || in.pending[0].to != nil || !in.countEdges {
		t.Fatalf("the focus phase left %d pending edges (countEdges %v), want one without its far end", len(in.pending), in.countEdges)
	}
	r, err := relationsOf(ctx, in)
	if err != nil {
		t.Fatal(err)
	}
	if len(r.pending) != 1 || r.pending[0] == in.pending[0] || r.pending[0].to == nil || r.pending[0] != r.edges[0] {
		t.Fatalf("pending %v: want the copy, completed, as the pattern's edge", r.pending)
	}
	o := &offline{readCtx: ctx, used: in.used.clone()}
	pl := &pattern{nodes: in.nodes, pending: in.pending, vars: in.vars}
	a := in.asked
	o.applyRelations(pl, r, &a)
	if a.node != r.focus || pl.focus != r.focus || pl.pending[0] != r.edges[0] || len(pl.edges) != len(r.edges) || len(pl.nodes) != len(r.nodes) {
		t.Errorf("applied: focus %v, pending %v, %d edges, %d nodes", a.node, pl.pending, len(pl.edges), len(pl.nodes))
	}
	for _, i := range r.used {
		if !o.used.has(i) {
			t.Errorf("token %d the phase consumed is not marked", i)
		}
	}
}
