package offline

import (
	"strings"
	"testing"

	"github.com/gql-dev/gql/graph"
	"github.com/gql-dev/gql/schema"
)

// TestAgentLabelKeepsZeroGroups: "each supplier" over a Supplier label (an
// agent noun of SUPPLIED_BY) and "each publisher" over a Publisher label
// name every node of the label, so the count per group is left-outer and
// says so; "each director" over Person stays the walk's group (the people
// who directed), an inner join.
func TestAgentLabelKeepsZeroGroups(t *testing.T) {
	cases := []struct {
		schema, question string
		outer            bool
	}{
		{"retail", "How many products does each supplier provide?", true},
		{"outer_publishers", "How many books has each publisher published?", true},
		{"movies", "How many movies did each director direct?", false},
	}
	for _, c := range cases {
		var g *graph.Graph
		var s *schema.Schema
		if c.schema == "retail" {
			g, s = exampleGraph(t, c.schema)
		} else {
			g, s = testGraph(t, c.schema)
		}
		cy, ws, err := renderOfflineDiag(t, g, s, c.question)
		if err != nil {
			t.Errorf("%s: %q: %v", c.schema, c.question, err)
			continue
		}
		if strings.Contains(cy, "OPTIONAL MATCH") != c.outer {
			t.Errorf("%s: %q: left-outer %v wanted, got\n%s", c.schema, c.question, c.outer, cy)
		}
		if c.outer && !warnedOf(ws, "zero-groups") {
			t.Errorf("%s: %q: no zero-groups warning", c.schema, c.question)
		}
	}
}

// TestKeyShownBesideFilteredThings: a value of a property that is neither
// the key nor the shown name filters the things asked for, it names none
// of them, so their declared key is still shown beside the name (campus
// "300-level courses", retail "customers from Germany"); a thing the user
// named by its key or name is not echoed back with it.
func TestKeyShownBesideFilteredThings(t *testing.T) {
	cases := []struct {
		schema, question, key string
		shown                 bool
	}{
		{"campus", "Show me all 300-level courses.", "c.code AS code", true},
		{"retail", "Show the customers from Germany.", ".email AS email", true},
		{"campus", "What is the title of CS201?", "code AS code", false},
	}
	for _, c := range cases {
		g, s := exampleGraph(t, c.schema)
		cy, _, err := renderOfflineDiag(t, g, s, c.question)
		if err != nil {
			t.Errorf("%s: %q: %v", c.schema, c.question, err)
			continue
		}
		if strings.Contains(cy, c.key) != c.shown {
			t.Errorf("%s: %q: key %q shown %v wanted, got\n%s", c.schema, c.question, c.key, c.shown, cy)
		}
	}
}
