package offline

import (
	"errors"
	"fmt"
	"reflect"
	"strings"
	"testing"

	"github.com/gql-dev/gql/templates"
)

// buildPhaseInput runs the phases before the build alone (shape, anchors,
// focus, filters) and hands what they placed to the build phase. joins are
// the edges the relations phase would have placed (type, from label, to
// label): an end no earlier phase placed is made at its label's first
// mention, as the relations phase places it, or implied (position -1).
func buildPhaseInput(t *testing.T, graph, q string, joins ...[3]string) (*readCtx, buildInput) {
	t.Helper()
	g, s := testGraph(t, graph)
	ctx := newReadCtx(EvidenceFrom(linkOn(t, g, s, q).Grounding), s)
	sh, used, an, r := earlyPhases(t, ctx, q)
	in := buildInput{shape: sh.shape, asked: r.asked, used: used, vars: r.vars, nodes: append(an.nodes, r.added...), pending: r.pending,
		countEdges: r.countEdges, rank: r.rank, extra: r.extra, limitPos: -1, commonLater: -1}
	end := func(label string) *onode {
		for _, n := range in.nodes {
			if n.label == label {
				return n
			}
		}
		n := &onode{v: in.vars.next(label), label: label, pos: -1}
		for _, e := range ctx.ev.Elements {
			if e.Kind == "label" && e.Name == label {
				n.pos = ctx.tokenAt(e.Span)
				break
			}
		}
		in.nodes = append(in.nodes, n)
		return n
	}
	for _, j := range joins {
		from := end(j[1])
		to := end(j[2])
		if j[1] == j[2] {
			to = &onode{v: in.vars.next(j[2]), label: j[2], pos: -1}
			in.nodes = append(in.nodes, to)
		}
		in.edges = append(in.edges, &oedge{typ: j[0], from: from, to: to, pos: -1})
	}
	cr, err := constraintsOf(ctx, constraintsInput{used: in.used, nodes: in.nodes, edges: in.edges, focus: r.asked.node, vars: in.vars, limitPos: -1, commonLater: -1})
	if err != nil {
		t.Fatalf("%q: %v", q, err)
	}
	if len(cr.dropped)+len(cr.added)+len(cr.addedEdges)+len(cr.paths) > 0 {
		t.Fatalf("%q: the filters phase changed the pattern; the test does not apply that", q)
	}
	in.used.mark(cr.used...)
	in.filters, in.limit, in.limitPos, in.vars = cr.filters, cr.limit, cr.limitPos, cr.vars
	return ctx, in
}

// projText is a return column as "agg(var.prop) AS as".
func projText(p templates.Proj) string {
	s := p.Var
	if p.Prop != "" {
		s += "." + p.Prop
	}
	if p.Agg != "" {
		s = string(p.Agg) + "(" + s + ")"
	}
	if p.As != "" {
		s += " AS " + p.As
	}
	return s
}

// queryText is what the build phase decides beyond the pattern: the
// return columns, DISTINCT, the order, the row count and offset.
func queryText(q *templates.Query) string {
	var cols, order []string
	for _, p := range q.Return {
		cols = append(cols, projText(p))
	}
	for _, o := range q.Order {
		d := o.Col
		if o.Desc {
			d += " desc"
		}
		order = append(order, d)
	}
	return fmt.Sprintf("return %s distinct %v order %s limit %d skip %d", strings.Join(cols, ", "), q.Distinct, strings.Join(order, ", "), q.Limit, q.Skip)
}

// The build phase run alone on questions of two schemas: its typed result
// (return columns, aggregate, order and row count; a group that leaves out
// empty groups; an edge the asked-for property implies; a refusal), and
// that it writes none of its input.
func TestBuildOfAlone(t *testing.T) {
	for _, c := range []struct {
		graph, q string
		joins    [][3]string
		// page is the rows passed over and kept ("results 11 to 20"), as
		// the positions read them before the phases.
		page [2]int
		want string
		// zero is the group and counted labels of a count per group
		// that leaves out the empty groups.
		zero  string
		added string // "node labels / edge types" the phase made
		check string // the refusal's check
		// guessed: the row count is the plan's, the question gave none.
		guessed bool
	}{
		// Counts: of the asked-for things over a join (each once), per
		// group (the group first, empty groups left out).
		{graph: "movies", q: "How many movies did Tom Hanks act in?", joins: [][3]string{{"ACTED_IN", "Person", "Movie"}},
			want: "return count-distinct(m) AS count distinct false order  limit 0 skip 0"},
		{graph: "company", q: "How many projects does Ada Lovelace work on?", joins: [][3]string{{"WORKS_ON", "Employee", "Project"}},
			want: "return count-distinct(p) AS count distinct false order  limit 0 skip 0"},
		{graph: "company", q: "How many employees work in each department?", joins: [][3]string{{"WORKS_IN", "Employee", "Department"}},
			want: "return d, count(e) AS count distinct false order  limit 0 skip 0", zero: "Department/Employee"},
		{graph: "movies", q: "How many movies did each person direct?", joins: [][3]string{{"DIRECTED", "Person", "Movie"}},
			want: "return p, count(m) AS count distinct false order  limit 0 skip 0", zero: "Person/Movie"},
		// A ranking by a count: the count down, ties by the key, one row.
		{graph: "movies", q: "Which person acted in the most movies?", joins: [][3]string{{"ACTED_IN", "Person", "Movie"}},
			want: "return p, count(m) AS count distinct false order count desc, name limit 1 skip 0"},
		{graph: "company", q: "Which employee works on the most projects?", joins: [][3]string{{"WORKS_ON", "Employee", "Project"}},
			want: "return e, count(p) AS count distinct false order count desc, name limit 1 skip 0"},
		// A plural asks for the top too ("which movies … the most"): the
		// plural agrees with an unknown number of winners, which the ties
		// rule answers; no number is guessed.
		{graph: "movies", q: "Which movies have the most actors?", joins: [][3]string{{"ACTED_IN", "Person", "Movie"}},
			want: "return m, count(p) AS count distinct false order count desc, title limit 1 skip 0"},
		{graph: "company", q: "Which employees work on the most projects?", joins: [][3]string{{"WORKS_ON", "Employee", "Project"}},
			want: "return e, count(p) AS count distinct false order count desc, name limit 1 skip 0"},
		// An aggregate of the asked-for property.
		{graph: "company", q: "What is the average salary of employees?", want: "return avg(e.salary) AS avg distinct false order  limit 0 skip 0"},
		{graph: "movies", q: "What is the average release year of movies?", want: "return avg(m.released) AS avg distinct false order  limit 0 skip 0"},
		// A superlative orders by the year-like property (up for the
		// oldest, down for the newest) and keeps the number asked, or one.
		{graph: "movies", q: "Who is the oldest person?", want: "return p, p.born AS born distinct false order born, name limit 1 skip 0"},
		{graph: "company", q: "Which are the 3 newest projects?", want: "return p, p.started AS started distinct false order started desc, title limit 3 skip 0"},
		// An order the question names, shown as a column.
		{graph: "company", q: "List the projects ordered by budget in descending order.", want: "return p, p.budget AS budget distinct false order budget desc, title limit 0 skip 0"},
		{graph: "movies", q: "List the movies ordered by release year.", want: "return m, m.released AS released distinct false order released, title limit 0 skip 0"},
		// A page: the rows passed over, in an order every engine keeps.
		{graph: "movies", q: "List the movies.", page: [2]int{10, 10}, want: "return m distinct false order  limit 10 skip 10"},
		{graph: "company", q: "List the employees.", page: [2]int{20, 5}, want: "return e distinct false order  limit 5 skip 20"},
		// Things reached over a join are listed once each.
		{graph: "movies", q: "Which movies did Tom Hanks direct?", joins: [][3]string{{"DIRECTED", "Person", "Movie"}},
			want: "return m distinct true order  limit 0 skip 0"},
		{graph: "company", q: "Which projects does Ada Lovelace work on?", joins: [][3]string{{"WORKS_ON", "Employee", "Project"}},
			want: "return p distinct true order  limit 0 skip 0"},
		// A property of a relationship no edge was placed for: the phase
		// adds the edge and its implied end.
		{graph: "movies", q: "What roles did Keanu Reeves play?", want: "return r.roles distinct false order  limit 0 skip 0", added: "Movie / ACTED_IN"},
		// A named thing no relationship joins is refused.
		{graph: "movies", q: "Which movies did Tom Hanks direct?", check: "disconnected"},
		{graph: "company", q: "Which projects does Ada Lovelace work on?", check: "disconnected"},
	} {
		ctx, in := buildPhaseInput(t, c.graph, c.q, c.joins...)
		if c.page[1] > 0 {
			in.skip, in.limit, in.paged = c.page[0], c.page[1], true
		}
		used, vars := in.used.clone(), in.vars.clone()
		nodes := append([]*onode(nil), in.nodes...)
		var nodeVals []onode
		for _, n := range in.nodes {
			nodeVals = append(nodeVals, *n)
		}
		var edges []oedge
		for _, e := range in.edges {
			edges = append(edges, *e)
		}

		r, err := buildOf(ctx, in)
		check, got := "", ""
		var ue *UnanswerableError
		switch {
		case errors.As(err, &ue):
			check = ue.Diagnostic.Check
		case err != nil:
			t.Errorf("%s: %q: %v", c.graph, c.q, err)
			continue
		default:
			got = queryText(r.query)
		}
		zero := ""
		if r.zeroGroups != nil {
			zero = r.zeroGroups.group + "/" + r.zeroGroups.counted
		}
		added := ""
		if len(r.addedNodes)+len(r.addedEdges) > 0 {
			var ls, ts []string
			for _, n := range r.addedNodes {
				ls = append(ls, n.label)
			}
			for _, e := range r.addedEdges {
				ts = append(ts, e.typ)
			}
			added = strings.Join(ls, " ") + " / " + strings.Join(ts, " ")
		}
		if got != c.want || zero != c.zero || added != c.added || check != c.check || r.limitGuessed != c.guessed {
			t.Errorf("%s: %q:\n got %s zero %q added %q check %q guessed %v\nwant %s zero %q added %q check %q guessed %v", c.graph, c.q, got, zero, added, check, r.limitGuessed,
				c.want, c.zero, c.added, c.check, c.guessed)
		}
		if err == nil && c.page[1] > 0 && !r.query.StableOrder {
			t.Errorf("%s: %q: a page without a stable order", c.graph, c.q)
		}
		// The phase writes nothing it is handed: not the consumed set, the
		// variable counts, the node list, a node, nor an edge.
		if !reflect.DeepEqual(used, in.used) || !reflect.DeepEqual(vars, in.vars) || !reflect.DeepEqual(nodes, in.nodes) {
			t.Errorf("%s: %q: the phase wrote its input", c.graph, c.q)
		}
		for i, n := range in.nodes {
			if !reflect.DeepEqual(*n, nodeVals[i]) {
				t.Errorf("%s: %q: the phase wrote the input node %s", c.graph, c.q, n.v)
			}
		}
		for i, e := range in.edges {
			if !reflect.DeepEqual(*e, edges[i]) {
				t.Errorf("%s: %q: the phase wrote the input edge %s", c.graph, c.q, e.typ)
			}
		}
	}
}

// Applied, the result is what the phase wrote in place before it was a
// function: a variable on the edge compile holds when the answer reads its
// property, the implied edge and end after the ones it had, and the tokens
// the phase consumed.
func TestApplyBuild(t *testing.T) {
	ctx, in := buildPhaseInput(t, "movies", "What roles did Keanu Reeves play in The Matrix?", [3]string{"ACTED_IN", "Person", "Movie"})
	e := in.edges[0]
	r, err := buildOf(ctx, in)
	if err != nil {
		t.Fatal(err)
	}
	if e.v != "" || r.edgeVars[e] == "" {
		t.Fatalf("the edge's variable: input %q, result %q", e.v, r.edgeVars[e])
	}
	o := &offline{readCtx: ctx, used: in.used.clone()}
	pl := &pattern{nodes: append([]*onode(nil), in.nodes...), edges: append([]*oedge(nil), in.edges...), vars: in.vars}
	q := o.applyBuild(pl, r)
	if e.v == "" || len(q.Return) != 1 || q.Return[0].Var != e.v || q.Return[0].Prop != "roles" || !reflect.DeepEqual(pl.vars, r.vars) {
		t.Errorf("roles read from %s, the edge is %q", projText(q.Return[0]), e.v)
	}

	ctx, in = buildPhaseInput(t, "movies", "What roles did Keanu Reeves play?")
	r, err = buildOf(ctx, in)
	if err != nil {
		t.Fatal(err)
	}
	o = &offline{readCtx: ctx, used: in.used.clone()}
	pl = &pattern{nodes: append([]*onode(nil), in.nodes...), vars: in.vars}
	o.applyBuild(pl, r)
	if len(pl.nodes) != len(in.nodes)+1 || len(pl.edges) != 1 || pl.edges[0].to != pl.nodes[len(pl.nodes)-1] || pl.edges[0].from != in.nodes[0] {
		t.Errorf("the implied edge: nodes %d edges %d", len(pl.nodes), len(pl.edges))
	}

	ctx, in = buildPhaseInput(t, "company", "Which are the 3 newest projects?")
	r, err = buildOf(ctx, in)
	if err != nil {
		t.Fatal(err)
	}
	o = &offline{readCtx: ctx, used: in.used.clone()}
	pl = &pattern{nodes: in.nodes, vars: in.vars}
	o.applyBuild(pl, r)
	for _, i := range r.used {
		if in.used.has(i) || !o.used.has(i) {
			t.Errorf("token %d: consumed before %v, after %v", i, in.used.has(i), o.used.has(i))
		}
	}
	if len(r.used) == 0 {
		t.Error("the superlative's tokens were not consumed")
	}
}

// compile reads what the build settled from its result: the ties-cut
// warning says when the row count is the plan's guess, and only then; a
// singular superlative with no number keeps its ties instead (ties-kept).
func TestBuildGuessWarned(t *testing.T) {
	for _, c := range []struct {
		graph, q string
		check    string
		guessed  bool
	}{
		{"movies", "Which are the most recent movies?", "ties-cut", true},
		{"movies", "Which movies have the most actors?", "ties-kept", false},
		{"movies", "Which person acted in the most movies?", "ties-kept", false},
		{"company", "Which employees work on the most projects?", "ties-kept", false},
		{"company", "Which 2 employees work on the most projects?", "ties-cut", false},
	} {
		g, s := testGraph(t, c.graph)
		res, err := Compile(EvidenceFrom(linkOn(t, g, s, c.q).Grounding), s)
		if err != nil {
			t.Errorf("%s: %q: %v", c.graph, c.q, err)
			continue
		}
		warned, guessed := false, false
		for _, w := range res.Warnings {
			if w.Check == c.check {
				warned = true
				guessed = strings.Contains(w.Detail, "is the plan's choice")
			}
		}
		if !warned || guessed != c.guessed {
			t.Errorf("%s: %q: %s warned %v, the guess said %v, want %v", c.graph, c.q, c.check, warned, guessed, c.guessed)
		}
	}
}

// The build works on copies of the input's nodes: an edge the asked-for
// property implies, joined to a node the input already has (here the
// placeholder the focus phase left for the other end's label), is
// reported ending at the input's node, not at the phase's copy, and
// nothing of the input is written before applyBuild.
func TestBuildEdgeToInputNode(t *testing.T) {
	for _, c := range []struct{ graph, q, edge, end, prop string }{
		{"movies", "What roles did Keanu Reeves play?", "ACTED_IN", "Movie", "roles"},
		{"company", "What roles does Ada Lovelace have?", "WORKS_ON", "Project", "role"},
	} {
		ctx, in := buildPhaseInput(t, c.graph, c.q)
		ph := &onode{v: in.vars.next(c.end), label: c.end, pos: -1, placeholder: true}
		in.nodes = append(in.nodes, ph)
		before := *ph
		r, err := buildOf(ctx, in)
		if err != nil {
			t.Fatalf("%q: %v", c.q, err)
		}
		if !reflect.DeepEqual(*ph, before) || len(in.edges) != 0 {
			t.Fatalf("%q: the input was written: node %+v, edges %d", c.q, *ph, len(in.edges))
		}
		if len(r.addedNodes) != 0 || len(r.addedEdges) != 1 || r.addedEdges[0].typ != c.edge || r.addedEdges[0].to != ph && r.addedEdges[0].from != ph {
			t.Fatalf("%q: added nodes %d, edges %v; want one %s ending at the input's %s", c.q, len(r.addedNodes), r.addedEdges, c.edge, c.end)
		}
		o := &offline{readCtx: ctx, used: in.used.clone()}
		pl := &pattern{nodes: append([]*onode(nil), in.nodes...), vars: in.vars}
		q := o.applyBuild(pl, r)
		if len(pl.nodes) != len(in.nodes) || len(pl.edges) != 1 || len(q.Return) != 1 || q.Return[0].Prop != c.prop || q.Return[0].Var != r.addedEdges[0].v {
			t.Errorf("%q applied: nodes %d, edges %d, returns %v", c.q, len(pl.nodes), len(pl.edges), q.Return)
		}
	}
}
