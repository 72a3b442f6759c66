package offline

import (
	"fmt"
	"reflect"
	"testing"
)

// The focus phase run alone on a grounded question of each schema, after
// the shape and anchors phases (also run alone): the typed result, with no
// offline state built. A node is written "v:Label@pos", with "=" when it
// is an anchor reused and "?" when it is a placeholder.
func TestAskedOfAlone(t *testing.T) {
	for _, c := range []struct {
		graph, q   string
		node, prop string
		ownerEdge  string
		used       []int
		extra      []string
		rank       string   // "Owner.prop"
		pending    []string // "TYPE from v"
		countEdges bool
		check      string // a warning's or the refusal's check
	}{
		// A property of a named thing: the anchor is the focus.
		{graph: "movies", q: "What is the tagline of The Matrix?", node: "m:Movie@5=", prop: "tagline", used: []int{3}},
		{graph: "company", q: "What is the salary of Ada Lovelace?", node: "e:Employee@5=", prop: "salary", used: []int{3}},
		// "Which movie has the tagline 'X'": the noun and the anchor after
		// it are one node.
		{graph: "movies", q: "Which movie has the tagline 'Welcome to the Real World'?", node: "m:Movie@6=", used: []int{1}},
		// A property of things not yet placed: a placeholder their
		// mention fills, and the further properties listed.
		{graph: "company", q: "What are the name and salary of the employees?", node: "e:Employee@3?", prop: "name", used: []int{3, 5}, extra: []string{"salary"}},
		// A property a relationship owns: no node, the edge type.
		{graph: "company", q: "What role does Alan Turing have on Atlas?", prop: "role", ownerEdge: "WORKS_ON", used: []int{1}},
		{graph: "movies", q: "Who directed The Matrix?", node: "p:Person@0", used: []int{0}},
		// An agent noun is the edge's source, its other end left to the
		// edges phase; a counted edge noun counts edges.
		{graph: "movies", q: "Which actors appeared in The Matrix?", node: "p:Person@1", used: []int{1, 2}, pending: []string{"ACTED_IN from p"}},
		{graph: "movies", q: "How many reviews are there?", node: "p:Person@2", used: []int{2}, pending: []string{"REVIEWED from p"}, countEdges: true},
		// A ranking: the ranked property, or a refusal when it links to
		// nothing.
		{graph: "company", q: "Which department has the highest average salary?", node: "d:Department@1", used: []int{6, 1}, rank: "Employee.salary"},
		{graph: "movies", q: "Which movie has the highest average zorbleness?", node: "m:Movie@1", used: []int{1}, check: "unlinked-ranking"},
		// "What does X manage?": the question word names no label; the one
		// relationship decides, and the plan says so.
		{graph: "company", q: "What does Ada Lovelace manage?", node: "e2:Employee@0", check: "focus-inferred"},
	} {
		g, s := testGraph(t, c.graph)
		ctx := newReadCtx(EvidenceFrom(linkOn(t, g, s, c.q).Grounding), s)
		sh := shapeOf(ctx)
		used := newUsedWords()
		used.mark(sh.used...)
		an, err := anchorsOf(ctx, used, varNames{})
		if err != nil {
			t.Fatalf("%q: %v", c.q, err)
		}
		used.mark(an.used...)
		before := used.clone()
		vars := an.vars.clone()
		r := askedOf(ctx, askedInput{shape: sh.shape, used: used, nodes: an.nodes, edgeValues: an.edgeValues, vars: an.vars})

		node := ""
		if n := r.asked.node; n != nil {
			node = fmt.Sprintf("%s:%s@%d", n.v, n.label, n.pos)
			for _, a := range an.nodes {
				if a == n {
					node += "="
				}
			}
			if n.placeholder {
				node += "?"
			}
		}
		rank := ""
		if r.rank != nil {
			rank = r.rank.Owner + "." + r.rank.Name
		}
		var pending []string
		for _, e := range r.pending {
			pending = append(pending, e.typ+" from "+e.from.v)
		}
		check := ""
		for _, w := range r.warnings {
			check = w.Check
		}
		if r.unsupported != nil {
			check = r.unsupported.id
		}
		got := fmt.Sprintf("node %q prop %q edge %q used %v extra %q rank %q pending %q countEdges %v check %q", node, r.asked.prop, r.asked.ownerEdge, r.used, r.extra, rank, pending, r.countEdges, check)
		want := fmt.Sprintf("node %q prop %q edge %q used %v extra %q rank %q pending %q countEdges %v check %q", c.node, c.prop, c.ownerEdge, c.used, c.extra, c.rank, c.pending, c.countEdges, c.check)
		if got != want {
			t.Errorf("%s: %q:\n got %s\nwant %s", c.graph, c.q, got, want)
		}
		// The phase writes nothing it is handed: not the consumed set, the
		// variable counts, nor an anchor's focus mark (compile sets it).
		if !reflect.DeepEqual(used, before) || !reflect.DeepEqual(an.vars, vars) {
			t.Errorf("%s: %q: the phase wrote its input", c.graph, c.q)
		}
		for _, a := range an.nodes {
			if a.focus {
				t.Errorf("%s: %q: the anchor %s was marked the focus by the phase", c.graph, c.q, a.v)
			}
		}
	}
}
