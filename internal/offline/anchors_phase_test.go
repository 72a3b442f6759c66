package offline

import (
	"fmt"
	"reflect"
	"testing"

	"github.com/gql-dev/gql/templates"
)

// The anchors phase run alone on a grounded question of each schema: the
// anchor nodes, the values left for edges, the tokens it takes and the
// warnings, with no offline state built.
func TestAnchorsOfAlone(t *testing.T) {
	for _, c := range []struct {
		graph, q string
		nodes    []string // "var:Label@pos filter"
		edge     []string // "Owner.prop=value"
		used     []int
		warn     []string // checks
	}{
		{"movies", "Who directed The Matrix?", []string{"m:Movie@2 m.title = The Matrix"}, nil, []int{2, 3}, nil},
		// "X or Y" on one property: one node, either value.
		{"movies", "Which movies did Tom Hanks or Keanu Reeves act in?", []string{"p:Person@3 p.name in [Tom Hanks Keanu Reeves]"}, nil, []int{3, 4, 6, 7}, nil},
		{"company", "Which employees work in Finance or Marketing?", []string{"d:Department@4 d.name in [Finance Marketing]"}, nil, []int{4, 6}, nil},
		{"company", "Which projects does Ada Lovelace work on?", []string{"e:Employee@3 e.name = Ada Lovelace"}, nil, []int{3, 4}, nil},
		// A value stored on a relationship is no node: the edges phase
		// attaches it.
		{"movies", "Who played Neo?", nil, []string{"ACTED_IN.roles=Neo"}, []int{2}, nil},
		{"company", "Which employees have the role 'lead'?", nil, []string{"WORKS_ON.role=lead"}, []int{6}, nil},
		// After a string-match cue the value is a pattern, and before "or
		// later" a bound: the filters phase reads both.
		{"movies", "Which movies have a title starting with 'The'?", nil, nil, nil, nil},
		{"company", "Which projects have a title starting with 'Comet'?", nil, nil, nil, nil},
		{"movies", "Which people were born in 1960 or later?", nil, nil, nil, nil},
		{"company", "Which employees work in a department whose name is not 'Finance'?", []string{"d:Department@11 d.name <> Finance"}, nil, []int{11}, nil},
		// A name the graph does not hold, beside the label it names, is
		// kept as a literal and warned.
		{"company", "Which employees work in the Logistics department?", []string{"d:Department@5 d.name = Logistics"}, nil, []int{5}, []string{"value-not-found"}},
	} {
		g, s := testGraph(t, c.graph)
		ctx := newReadCtx(EvidenceFrom(linkOn(t, g, s, c.q).Grounding), s)
		used, vars := newUsedWords(), varNames{}
		r, err := anchorsOf(ctx, used, vars)
		if err != nil {
			t.Errorf("%s: %q: %v", c.graph, c.q, err)
			continue
		}
		var nodes, edge, warn []string
		for _, n := range r.nodes {
			d := fmt.Sprintf("%s:%s@%d", n.v, n.label, n.pos)
			for _, f := range n.filter {
				d += " " + cmpText(f)
			}
			nodes = append(nodes, d)
		}
		for _, v := range r.edgeValues {
			edge = append(edge, fmt.Sprintf("%s.%s=%v", v.Owner, v.Prop, v.Value))
		}
		for _, w := range r.warnings {
			warn = append(warn, w.Check)
		}
		if !reflect.DeepEqual(nodes, c.nodes) || !reflect.DeepEqual(edge, c.edge) || !reflect.DeepEqual(r.used, c.used) || !reflect.DeepEqual(warn, c.warn) {
			t.Errorf("%s: %q:\n nodes %q edge %q used %v warn %q\nwant %q edge %q used %v warn %q", c.graph, c.q, nodes, edge, r.used, warn, c.nodes, c.edge, c.used, c.warn)
		}
		// The phase works on copies: the caller's set and counts are
		// written only when compile applies the result.
		for _, i := range r.used {
			if used.has(i) {
				t.Errorf("%s: %q: the caller's used set was written (token %d)", c.graph, c.q, i)
			}
		}
		if len(vars) != 0 {
			t.Errorf("%s: %q: the caller's variable counts were written: %v", c.graph, c.q, vars)
		}
	}
}

// The phase reads what it is handed: variables already named are not
// reused, and a token an earlier phase consumed is no name to keep.
func TestAnchorsOfInputs(t *testing.T) {
	g, s := testGraph(t, "movies")
	ctx := newReadCtx(EvidenceFrom(linkOn(t, g, s, "Who directed The Matrix?").Grounding), s)
	r, err := anchorsOf(ctx, newUsedWords(), varNames{"m": 1})
	if err != nil || len(r.nodes) != 1 || r.nodes[0].v != "m2" || r.vars["m"] != 2 {
		t.Errorf("with m named: %v %+v", err, r)
	}

	g, s = testGraph(t, "company")
	ctx = newReadCtx(EvidenceFrom(linkOn(t, g, s, "Which employees work in the Logistics department?").Grounding), s)
	used := newUsedWords()
	used.mark(5)
	r, err = anchorsOf(ctx, used, varNames{})
	if err != nil || len(r.nodes) != 0 || len(r.warnings) != 0 || len(r.used) != 0 {
		t.Errorf("with 'Logistics' consumed: %v nodes %d warnings %d used %v", err, len(r.nodes), len(r.warnings), r.used)
	}
}

// cmpText is a comparison as "var.prop op value".
func cmpText(e templates.Expr) string {
	if c, ok := e.(*templates.Cmp); ok {
		return fmt.Sprintf("%s.%s %s %v", c.Var, c.Prop, c.Op, c.Value)
	}
	return fmt.Sprintf("%T", e)
}
