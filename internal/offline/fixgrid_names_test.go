package offline

import "testing"

// TestCountsNamed: a comparison of two counts per thing names the things,
// their key beside the name.
func TestCountsNamed(t *testing.T) {
	runKinds(t, []kindCase{
		{schema: "grid", question: "Which substations have fewer meters than transformers?", want: []string{"s.name", "meters"}, warn: "counts-named"},
		{schema: "fixgrid_water", question: "Which depots have fewer pumps than repair jobs?", want: []string{"d.name", "d.code"}, warn: "counts-named"},
	})
}
