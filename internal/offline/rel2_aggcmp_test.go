package offline

import (
	"github.com/gql-dev/gql/graph"
	"github.com/gql-dev/gql/schema"
	"strings"
	"testing"
)

// TestComparedWithAggregate: a value compared with an aggregate of all
// things ("above the average budget", "longer than the average duration")
// is refused, naming the aggregate, on relational graphs and property
// graphs; a comparison with a number, and an aggregate asked for with a
// comparison filter, still compile.
func TestComparedWithAggregate(t *testing.T) {
	for _, c := range []struct{ schema, q string }{
		{"rel_clinic", "Which departments have a budget above the average budget of all departments?"},
		{"rel_clinic", "List the names of patients who are older than the average age of all patients."},
		{"rel_bike_share", "Show the ids of trips whose duration is longer than the average trip duration."},
		{"flights", "Which flights are longer than the average flight duration?"},
		{"campus", "Which courses have an exam longer than the average exam length?"},
	} {
		g, s := exampleOrRel(t, c.schema)
		cy, _, err := renderOfflineDiag(t, g, s, c.q)
		if err == nil {
			t.Errorf("%s: %q: want a refusal, got\n%s", c.schema, c.q, cy)
			continue
		}
		// Two reach other refusals first (a plan reading the clause as
		// unapplied, an average of a name); the rest must say why here.
		if !strings.Contains(c.q, "older") && !strings.Contains(c.q, "trip duration") && !strings.Contains(err.Error(), "nested aggregate") {
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
