package offline

import (
	"errors"
	"strings"
	"testing"
)

// TestRw2wrong2BetweenEitherWay: "between A and B" over a relationship
// from a label to itself walks it either way, in either written order, on
// two schemas; the same question without "between" keeps its direction.
func TestRw2wrong2BetweenEitherWay(t *testing.T) {
	for _, c := range []struct {
		schema, question string
		either           bool
	}{
		{"ex:outpatient", "Is there a known interaction between warfarin and aspirin?", true},
		{"ex:outpatient", "Does any interaction exist between aspirin and warfarin?", true},
		{"movies", "Is there a follows link between Paul Blythe and Jessica Thompson?", true},
		{"movies", "Does Paul Blythe follow Jessica Thompson?", false},
	} {
		cy, err := netCompile(t, c.schema, c.question)
		if err != nil {
			t.Errorf("%s %q: %v", c.schema, c.question, err)
			continue
		}
		// Cypher writes a hop walked either way as an undirected pattern
		// that checks each end.
		either := strings.Contains(cy, "startNode(") && strings.Contains(cy, "endNode(")
		if either != c.either {
			t.Errorf("%s %q: either way = %v, want %v: %s", c.schema, c.question, either, c.either, cy)
		}
	}
}

// TestRw2wrong2Refusals: a superlative naming the thing answered by a bare
// min/max, and an aggregate word naming a property of the one named
// thing, are refused on two schemas each; the right reading passes.
func TestRw2wrong2Refusals(t *testing.T) {
	for _, c := range []struct{ schema, question string }{
		{"ex:company", "What was the earliest project to begin?"},
		{"movies", "What was the earliest movie to come out?"},
		{"ex:delivery", "For order ORD-88102 give me its total and its tip."},
		{"rw2wrong2_shop", "For invoice INV-7002 I need its total and its tax."},
	} {
		cy, err := netCompile(t, c.schema, c.question)
		var ue *UnanswerableError
		if !errors.As(err, &ue) {
			t.Errorf("%s %q: want a refusal, got %v %s", c.schema, c.question, err, cy)
		}
		if err != nil && !strings.Contains(err.Error(), "plan") {
			t.Errorf("%s %q: refused for another reason: %v", c.schema, c.question, err)
		}
	}
	for _, c := range []struct{ schema, question, want string }{
		{"movies", "What is the oldest movie to be released?", "ORDER BY"},
		{"ex:company", "Which was the earliest project to start?", "ORDER BY"},
		{"movies", "When was the oldest movie released?", "min(m.released)"},
		{"ex:company", "What is the start date of the earliest project to begin?", "min(p.started)"},
		{"rw2wrong2_shop", "What is the tax of invoice INV-7002?", "i.tax"},
		{"ex:company", "What is the budget of project Apollo?", "p.budget"},
	} {
		cy, err := netCompile(t, c.schema, c.question)
		if err != nil || !strings.Contains(cy, c.want) {
			t.Errorf("%s %q: want %q in %s (%v)", c.schema, c.question, c.want, cy, err)
		}
	}
}
