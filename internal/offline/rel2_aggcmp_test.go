package offline

import (
	"github.com/gql-dev/gql/graph"
	"github.com/gql-dev/gql/schema"
	"strings"
	"testing"
)

// TestComparedWithAggregate: a value compared with an aggregate of all
// things that the aggregate-compared reading (nestedagg_read.go) does not
// cover — a sum, an aggregate narrowed by a filter — is refused, naming
// the aggregate, on relational graphs and property graphs; a comparison
// with a number, and an aggregate asked for with a comparison filter,
// still compile.
func TestComparedWithAggregate(t *testing.T) {
	for _, c := range []struct{ schema, q string }{
		{"rel_clinic", "Which departments have a budget above the total budget of all departments?"},
		{"company", "Which employees have a salary above the total salary?"},
		{"flights", "Which flights are longer than the average flight duration of flights from Oslo?"},
	} {
		g, s := exampleOrRel(t, c.schema)
		cy, _, err := renderOfflineDiag(t, g, s, c.q)
		if err == nil {
			t.Errorf("%s: %q: want a refusal, got\n%s", c.schema, c.q, cy)
			continue
		}
		if !strings.Contains(c.q, "from Oslo") && !strings.Contains(err.Error(), "nested aggregate") {
			t.Errorf("%s: %q: want the nested-aggregate refusal, got %v", c.schema, c.q, err)
		}
	}
	for _, c := range []struct{ schema, q, want string }{
		{"rel_clinic", "Which departments have a budget above 100000?", "> 100000"},
		{"flights", "What is the average duration of flights longer than 1000 km?", "avg("},
	} {
		g, s := exampleOrRel(t, c.schema)
		cy, _, err := renderOfflineDiag(t, g, s, c.q)
		if err != nil {
			t.Errorf("%s: %q: %v", c.schema, c.q, err)
			continue
		}
		if !strings.Contains(cy, c.want) {
			t.Errorf("%s: %q: want %q in\n%s", c.schema, c.q, c.want, cy)
		}
	}
}

func exampleOrRel(t *testing.T, name string) (*graph.Graph, *schema.Schema) {
	t.Helper()
	if rel, ok := strings.CutPrefix(name, "rel_"); ok {
		return relIntrospected(t, rel)
	}
	return exampleGraph(t, name)
}
