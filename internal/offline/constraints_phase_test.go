package offline

import (
	"fmt"
	"reflect"
	"testing"

	"github.com/gql-dev/gql/templates"
)

// phaseInput runs the phases before the filters alone (shape, anchors,
// focus) and hands what they placed to the filters phase; edges are added
// by the caller, as the edges phase would place them.
func phaseInput(t *testing.T, graph, q string) (*readCtx, constraintsInput) {
	t.Helper()
	g, s := testGraph(t, graph)
	ctx := newReadCtx(EvidenceFrom(linkOn(t, g, s, q).Grounding), s)
	_, used, an, r := earlyPhases(t, ctx, q)
	return ctx, constraintsInput{used: used, nodes: append(an.nodes, r.added...), focus: r.asked.node, vars: r.vars, limitPos: -1, commonLater: -1}
}

// nodeOf is the input node of a label, for a test to join by hand.
func nodeOf(t *testing.T, in constraintsInput, label string) *onode {
	t.Helper()
	for _, n := range in.nodes {
		if n.label == label {
			return n
		}
	}
	t.Fatalf("no %s node among %d", label, len(in.nodes))
	return nil
}

// The filters phase run alone on questions of two schemas: the typed
// result (filters, tokens consumed, row count, nodes and edges added,
// paths, refusal), and that it writes none of its input.
func TestConstraintsOfAlone(t *testing.T) {
	for _, c := range []struct {
		graph, q string
		// join adds the edge the edges phase would have placed: type,
		// from label, to label ("" for none); a to node the earlier
		// phases did not place is made at token at.
		join    [3]string
		at      int
		filters []string
		used    []int
		limit   string // "N@pos", "" for none
		added   []string
		paths   int
		atLeast bool
		check   string // a warning's or the refusal's check
		// edgeVars are the input edges given a variable, "TYPE=var".
		edgeVars []string
	}{
		// Comparisons on the asked-for thing, in either schema.
		{graph: "movies", q: "Which movies were released between 1990 and 1999?", filters: []string{"m.released >= 1990", "m.released <= 1999"}, used: []int{3, 5, 7}},
		{graph: "company", q: "Which employees earn more than 100000?", filters: []string{"e.salary > 100000"}, used: []int{2, 5}},
		{graph: "movies", q: "Which people were born in the 1960s?", filters: []string{"p.born >= 1960", "p.born <= 1969"}, used: []int{3, 6}},
		{graph: "company", q: "Which projects started in the 2010s?", filters: []string{"p.started >= 2010", "p.started <= 2019"}, used: []int{2, 5}},
		// Either bound: one OR on the property.
		{graph: "company", q: "Which employees were born before 1972 or after 1990?", filters: []string{"*templates.Or"}, used: []int{3, 5, 6, 7, 8}},
		// A row count.
		{graph: "company", q: "Who are the top 3 employees by salary?", limit: "3@4", used: []int{4}},
		// A string match on the focus's name.
		{graph: "movies", q: "Which movies have a title starting with 'The'?", filters: []string{"m.title starts-with The"}, used: []int{8}},
		{graph: "company", q: "Which projects have a title starting with 'Comet'?", filters: []string{"p.title starts-with Comet"}, used: []int{8}},
		// "at least two": a second distinct thing joined the same way.
		{graph: "movies", q: "Which people acted in at least two movies?", join: [3]string{"ACTED_IN", "Person", "Movie"}, at: 7, used: []int{6}, added: []string{"m2:Movie ACTED_IN"}, atLeast: true},
		{graph: "company", q: "Which employees work on at least 2 projects?", join: [3]string{"WORKS_ON", "Employee", "Project"}, at: 7, used: []int{6}, added: []string{"p2:Project WORKS_ON"}, atLeast: true},
		// "directly or indirectly": a self-edge walked at any depth.
		{graph: "company", q: "Who reports to Ada Lovelace directly or indirectly?", join: [3]string{"MANAGES", "Employee", "Employee"}, paths: 1},
		// A year on a date held as ISO text: a range of text comparisons,
		// read by the date helpers the phase's state holds (date-as-text).
		{graph: "staff", q: "Which members joined in 2012?", filters: []string{"m.joined_at >= 2012-01-01", "m.joined_at < 2013-01-01"}, used: []int{2, 3, 4}, check: "date-as-text"},
		{graph: "roster", q: "Which students registered in 2019?", filters: []string{"s.registered >= 2019-01-01", "s.registered < 2020-01-01"}, used: []int{2, 3, 4}, check: "date-as-text"},
		// A property of a relationship the edges phase placed: the edge
		// gets its variable from the phase's counts (edgeVars), not the
		// input's.
		{graph: "company", q: "Which employees have worked in a department since 2010?", join: [3]string{"WORKS_IN", "Employee", "Department"}, filters: []string{"r.since >= 2010"}, used: []int{7, 8}, edgeVars: []string{"WORKS_IN=r"}},
		{graph: "movies", q: "Which people reviewed a movie with a rating above 80?", join: [3]string{"REVIEWED", "Person", "Movie"}, filters: []string{"r.rating > 80"}, used: []int{7, 9}, edgeVars: []string{"REVIEWED=r"}},
		// A number the schema has nothing to compare with is a reason to
		// refuse, not a filter.
		{graph: "movies", q: "Which movies have more than 1000 votes?", used: []int{5}, check: "unplaced-number"},
	} {
		ctx, in := phaseInput(t, c.graph, c.q)
		if c.join[0] != "" {
			from := nodeOf(t, in, c.join[1])
			to := &onode{v: in.vars.next(c.join[2]), label: c.join[2], pos: -1}
			if c.at > 0 {
				to.pos = c.at
			}
			in.nodes = append(in.nodes, to)
			in.edges = append(in.edges, &oedge{typ: c.join[0], from: from, to: to, pos: -1})
		}
		used, vars := in.used.clone(), in.vars.clone()
		nodes := append([]*onode(nil), in.nodes...)
		var edges []oedge
		for _, e := range in.edges {
			edges = append(edges, *e)
		}

		r, err := constraintsOf(ctx, in)
		if err != nil {
			t.Errorf("%s: %q: %v", c.graph, c.q, err)
			continue
		}
		var filters, added []string
		for _, f := range r.filters {
			filters = append(filters, cmpText(f))
		}
		for _, n := range r.added {
			d := n.v + ":" + n.label
			for _, e := range r.addedEdges {
				if e.from == n || e.to == n {
					d += " " + e.typ
				}
			}
			added = append(added, d)
		}
		limit := ""
		if r.limitPos >= 0 {
			limit = fmt.Sprintf("%d@%d", r.limit, r.limitPos)
		}
		check := ""
		for _, w := range r.warnings {
			check = w.Check
		}
		if r.unsupported != nil {
			check = r.unsupported.id
		}
		var edgeVars []string
		for e, v := range r.edgeVars {
			edgeVars = append(edgeVars, e.typ+"="+v)
		}
		got := fmt.Sprintf("filters %q used %v limit %q added %q paths %d atLeast %v check %q edge vars %q", filters, r.used, limit, added, len(r.paths), r.atLeast, check, edgeVars)
		want := fmt.Sprintf("filters %q used %v limit %q added %q paths %d atLeast %v check %q edge vars %q", c.filters, c.used, c.limit, c.added, c.paths, c.atLeast, c.check, c.edgeVars)
		if got != want {
			t.Errorf("%s: %q:\n got %s\nwant %s", c.graph, c.q, got, want)
		}
		for _, e := range r.paths {
			if e != in.edges[0] {
				t.Errorf("%s: %q: a path names an edge the input does not hold", c.graph, c.q)
			}
		}
		// The phase writes nothing it is handed: not the consumed set, the
		// variable counts, the node list, nor an edge's depth or variable.
		if !reflect.DeepEqual(used, in.used) || !reflect.DeepEqual(vars, in.vars) || !reflect.DeepEqual(nodes, in.nodes) {
			t.Errorf("%s: %q: the phase wrote its input", c.graph, c.q)
		}
		for i, e := range in.edges {
			if !reflect.DeepEqual(*e, edges[i]) {
				t.Errorf("%s: %q: the phase wrote the input edge %s", c.graph, c.q, e.typ)
			}
		}
	}
}

// Applied, the result is what the phase wrote in place before it was a
// function: the path's depth on the edge compile holds, the nodes and
// edges added after the ones it had.
func TestApplyConstraints(t *testing.T) {
	ctx, in := phaseInput(t, "company", "Who reports to Ada Lovelace directly or indirectly?")
	boss := nodeOf(t, in, "Employee")
	e := &oedge{typ: "MANAGES", from: boss, to: &onode{v: in.vars.next("Employee"), label: "Employee", pos: -1}, pos: -1}
	in.nodes = append(in.nodes, e.to)
	in.edges = []*oedge{e}
	r, err := constraintsOf(ctx, in)
	if err != nil {
		t.Fatal(err)
	}
	o := &offline{readCtx: ctx, used: in.used.clone()}
	pl := &pattern{nodes: in.nodes, edges: in.edges, vars: in.vars}
	o.applyConstraints(pl, r)
	if e.min != 1 || e.max != templates.Unbounded {
		t.Errorf("the self-edge is walked %d..%d, want 1..unbounded", e.min, e.max)
	}

	ctx, in = phaseInput(t, "movies", "Which people acted in at least two movies?")
	p, m := nodeOf(t, in, "Person"), &onode{v: in.vars.next("Movie"), label: "Movie", pos: 7}
	in.nodes = append(in.nodes, m)
	in.edges = []*oedge{{typ: "ACTED_IN", from: p, to: m, pos: -1}}
	r, err = constraintsOf(ctx, in)
	if err != nil {
		t.Fatal(err)
	}
	o = &offline{readCtx: ctx, used: in.used.clone()}
	pl = &pattern{nodes: append([]*onode(nil), in.nodes...), edges: in.edges, vars: in.vars}
	o.applyConstraints(pl, r)
	if len(pl.nodes) != len(in.nodes)+1 || len(pl.edges) != 2 || pl.edges[1].to != pl.nodes[len(pl.nodes)-1] || !r.atLeast || !o.used.has(6) {
		t.Errorf("at least two: nodes %d edges %d atLeast %v", len(pl.nodes), len(pl.edges), r.atLeast)
	}
}

// earlyPhases runs the shape, anchors and asked-for phases as compile does
// and hands back what a later phase's test starts from: the used words
// (the asked phase's given values unmarked) and each phase's result, the
// asked-for node marked as the focus.
func earlyPhases(t *testing.T, ctx *readCtx, q string) (shapeResult, usedWords, anchorsResult, askedResult) {
	t.Helper()
	sh := shapeOf(ctx)
	used := newUsedWords()
	used.mark(sh.used...)
	an, err := anchorsOf(ctx, used, varNames{})
	if err != nil {
		t.Fatalf("%q: %v", q, err)
	}
	used.mark(an.used...)
	r := askedOf(ctx, askedInput{shape: sh.shape, used: used, nodes: an.nodes, edgeValues: an.edgeValues, vars: an.vars})
	used.mark(r.used...)
	for _, i := range r.given {
		used.unmark(i)
	}
	if r.asked.node != nil {
		r.asked.node.focus = true
	}
	return sh, used, an, r
}
