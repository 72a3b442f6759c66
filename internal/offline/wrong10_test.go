package offline

import (
	"errors"
	"strings"
	"testing"
)

// TestWrong10Refusals: each session-10 net refuses the guess it names on
// two schemas; the reading with support in the question passes.
func TestWrong10Refusals(t *testing.T) {
	for _, c := range []struct{ schema, question, code string }{
		{"ex:hotel", "Show hotels where cancellations outnumber completed bookings", "outnumber"},
		{"ex:retail", "Show products whose reviews outnumber their orders", "outnumber"},
		{"ex:hotel", "Parking charge per hotel?", "every row holds"},
		{"wrong10_workshop", "Tyres charge per garage?", "every row holds"},
		{"ex:delivery", "For every courier, the number of orders they delivered", "read both as the relationship"},
		{"wrong10_workshop", "For every mechanic, the number of jobs they repaired", "read both as the relationship"},
		{"ex:campus", "Give me the students enrolled in any of Hana Sato's courses", "by their owner"},
		{"wrong10_workshop", "Give me the jobs assisted by any of Mara Keller's apprentices", "by their owner"},
		{"ex:outpatient", "Which drugs were prescribed to patients diagnosed with asthma?", "links to nothing"},
		{"ex:campus", "Which students are enrolled in courses taught by professors known for kindness?", "links to nothing"},
	} {
		cy, err := netCompile(t, c.schema, c.question)
		var ue *UnanswerableError
		if !errors.As(err, &ue) {
			t.Errorf("%s %q: want a refusal, got %v %s", c.schema, c.question, err, cy)
			continue
		}
		if !strings.Contains(err.Error(), c.code) {
			t.Errorf("%s %q: refused for another reason: %v", c.schema, c.question, err)
		}
	}
	for _, c := range []struct{ schema, question, want string }{
		{"ex:hotel", "Which hotels have more than 2 bookings?", "b3:Booking"},
		{"movies", "Find the first 3 movies produced by someone born in 1952.", "LIMIT 3"},
		{"ex:delivery", "Which couriers have delivered orders from restaurants in Munich?", "'delivered'"},
		{"wrong10_workshop", "How many repaired jobs does each mechanic have?", "'repaired'"},
		{"wrong10_workshop", "Which apprentices work on Tomas Brandt's jobs?", "ASSISTS_ON"},
		{"ex:campus", "Which students are enrolled in courses taught by Hana Sato?", "Hana Sato"},
	} {
		cy, err := netCompile(t, c.schema, c.question)
		if err != nil || !strings.Contains(cy, c.want) {
			t.Errorf("%s %q: want %q in %s (%v)", c.schema, c.question, c.want, cy, err)
		}
	}
}
