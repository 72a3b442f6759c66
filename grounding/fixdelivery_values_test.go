package grounding

import (
	"context"
	"fmt"
	"testing"

	"github.com/gql-dev/gql/graph"
)

// TestNamedValueBeyondLimit: with more stored values sharing a word's
// first letters than one lookup returns (ValueLimit), the value the
// question spells is still found, not replaced by a near one the cut
// lookup happened to hold.
func TestNamedValueBeyondLimit(t *testing.T) {
	for _, c := range []struct {
		label, prop, format string
		ask                 string
		want                string
	}{
		{"Order", "code", "ORD-%d", "Which status has order ORD-88153?", "ORD-88153"},
		{"Ticket", "ref", "TK%d", "Who raised ticket TK88171?", "TK88171"},
	} {
		g := &graph.Graph{Name: "codes"}
		for n := 88100; n < 88180; n++ {
			g.Nodes = append(g.Nodes, graph.Node{ID: fmt.Sprint(n), Labels: []string{c.label}, Props: map[string]any{c.prop: fmt.Sprintf(c.format, n), "status": "open"}})
		}
		s, err := g.DeriveSchema(nil)
		if err != nil {
			t.Fatal(err)
		}
		gr, err := New(context.Background(), s, nil, Options{})
		if err != nil {
			t.Fatal(err)
		}
		res, err := gr.Ground(context.Background(), c.ask, NewMemorySource(g, s))
		if err != nil {
			t.Fatal(err)
		}
		got := ""
		for _, v := range res.Values {
			if len(v.Candidates) > 0 {
				got = v.Candidates[0].Value
			}
		}
		if got != c.want {
			t.Errorf("%q: linked %q, want %q (%+v)", c.ask, got, c.want, res.Values)
		}
	}
}
