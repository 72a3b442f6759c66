package offline

import (
	"errors"
	"strings"
	"testing"
)

// TestRw2wrongSpeakerTrimmed: the asker's "I" after a value is cut from
// it on two schemas; an "I" that is part of a stored name is kept.
func TestRw2wrongSpeakerTrimmed(t *testing.T) {
	for _, c := range []struct{ schema, question, want, not string }{
		{"ex:grid", "For meter MTR-0048839 I want its tariff and its kind.", "'MTR-0048839'", "MTR-0048839 I'"},
		{"rw2wrong_fleet", "For bike BK-2043 I need its colour and its range.", "'BK-2043'", "BK-2043 I'"},
		{"ex:logistics", "For shipment PX-4413719 I need its status and its weight.", "'PX-4413719'", "PX-4413719 I'"},
	} {
		cy, err := netCompile(t, c.schema, c.question)
		if err != nil {
			t.Errorf("%s %q: %v", c.schema, c.question, err)
			continue
		}
		if !strings.Contains(cy, c.want) || strings.Contains(cy, c.not) {
			t.Errorf("%s %q: want %q and not %q in %s", c.schema, c.question, c.want, c.not, cy)
		}
	}
}

// TestRw2wrongNegPrefix: "non" before a word with a plan that negates
// nothing is refused on two schemas; a plan that negates passes.
func TestRw2wrongNegPrefix(t *testing.T) {
	for _, c := range []struct{ schema, question string }{
		{"ex:logistics", "Which vans are non-electric?"},
		{"rw2wrong_fleet", "List the non-electric roadsters."},
		{"rw2wrong_fleet", "Which tandems are non electric?"},
		{"movies", "Which people are non-actors?"},
	} {
		_, err := netCompile(t, c.schema, c.question)
		var ue *UnanswerableError
		if !errors.As(err, &ue) {
			t.Errorf("%s %q: want a refusal, got %v", c.schema, c.question, err)
		}
	}
}

// TestRw2wrongNegPrefixKeeps: a plan that negates what "non" negates
// passes.
func TestRw2wrongNegPrefixKeeps(t *testing.T) {
	for _, c := range []struct{ schema, question, want string }{
		{"rw2wrong_fleet", "Which roadster bikes are non electric?", "<> true"},
		{"ex:logistics", "Which vehicles are non electric?", "<> true"},
	} {
		cy, err := netCompile(t, c.schema, c.question)
		if err != nil || !strings.Contains(cy, c.want) {
			t.Errorf("%s %q: want %q in %s (%v)", c.schema, c.question, c.want, cy, err)
		}
	}
}
