package offline

import (
	"reflect"
	"testing"

	"github.com/gql-dev/gql/templates"
)

// The shape phase run alone on a grounded question of each schema: its
// typed result and the tokens it takes, with no offline state built.
func TestShapeOfAlone(t *testing.T) {
	for _, c := range []struct {
		graph, q string
		want     shape
		used     []int
	}{
		{"movies", "How many movies are there?", shape{count: true, distinctPos: -1, aggPos: -1}, []int{0, 1}},
		{"company", "How many different skills do the employees have?", shape{count: true, distinct: true, distinctPos: -1, aggPos: -1}, []int{0, 1, 2}},
		{"company", "What is the number of distinct projects?", shape{count: true, distinct: true, distinctPos: 5, aggPos: -1}, []int{5}},
		{"movies", "Who directed The Matrix?", shape{who: true, distinctPos: -1, aggPos: -1}, nil},
		{"company", "When was the earliest hire date?", shape{when: true, distinctPos: -1, agg: templates.Min, aggPos: 3}, nil},
		// "what is the highest": the maximum is asked; "which employee":
		// the employees are ranked by it.
		{"company", "What is the highest salary?", shape{distinctPos: -1, agg: templates.Max, aggPos: 3}, nil},
		{"company", "Which employee has the highest salary?", shape{distinctPos: -1, agg: templates.Max, aggPos: 4, ranked: true, rankDesc: true}, nil},
		{"movies", "Which movie has the lowest rating?", shape{distinctPos: -1, agg: templates.Min, aggPos: 4, ranked: true}, nil},
		// "the highest average": the superlative ranks, the average is
		// the aggregate.
		{"movies", "Who has the highest average rating?", shape{who: true, distinctPos: -1, agg: templates.Avg, aggPos: 4, ranked: true, rankDesc: true}, nil},
		{"company", "What is the average salary of the employees?", shape{distinctPos: -1, agg: templates.Avg, aggPos: 3}, nil},
	} {
		g, s := testGraph(t, c.graph)
		r := shapeOf(newReadCtx(EvidenceFrom(linkOn(t, g, s, c.q).Grounding), s))
		if r.shape != c.want {
			t.Errorf("%s: %q: shape %+v, want %+v", c.graph, c.q, r.shape, c.want)
		}
		if !reflect.DeepEqual(r.used, c.used) {
			t.Errorf("%s: %q: used %v, want %v", c.graph, c.q, r.used, c.used)
		}
	}
}
