package offline

import (
	"errors"
	"strings"
	"testing"
)

// TestFix4Refusals: each reworded3 net refuses the reading it names on two
// schemas.
func TestFix4Refusals(t *testing.T) {
	for _, c := range []struct{ schema, question, code string }{
		{"ex:retail", "top five shiniest products", "top-unranked"},
		{"fix4_events", "top three shiniest seminars", "top-unranked"},
		{"ex:delivery", "which customers have ordered three or more times?", "occurrence-as-property"},
		{"ex:delivery", "count dishes by spiciness", "group-by-dropped"},
		{"fix4_events", "count seminars by popularity", "group-by-dropped"},
		{"ex:retail", "products that have never appeared in any order", "negated-weak-link"},
	} {
		cy, err := netCompile(t, c.schema, c.question)
		var ue *UnanswerableError
		if !errors.As(err, &ue) {
			t.Errorf("%s %q: want a refusal, got %v %s", c.schema, c.question, err, cy)
			continue
		}
		if ue.Diagnostic.Check != c.code && !strings.Contains(err.Error(), c.code) {
			t.Errorf("%s %q: refused for another reason: %v (%s)", c.schema, c.question, err, ue.Diagnostic.Check)
		}
	}
}

// TestFix4Readings: the readings of reworded3's devices, in all three
// languages on two schemas.
func TestFix4Readings(t *testing.T) {
	for _, c := range []struct{ schema, question, want string }{
		{"ex:campus", "who are the assistant profs?", "'Assistant Professor'"},
		{"fix4_events", "who are the senior engs?", "'Senior Engineer'"},
		{"ex:campus", "how many courses are offered online?", "MATCH (c:Course {online: true}) RETURN"},
		{"fix4_events", "how many seminars are hosted online?", "MATCH (s:Seminar {online: true}) RETURN"},
		{"ex:library", "give me a member count for every branch", "count(m)"},
		{"ex:delivery", "give me an order count for every restaurant", "count(o)"},
		{"ex:retail", "top five priciest products", "ORDER BY price_usd DESC"},
		{"fix4_events", "the costliest project", "ORDER BY budget DESC"},
	} {
		cy, err := netCompile(t, c.schema, c.question)
		if err != nil || !strings.Contains(cy, c.want) {
			t.Errorf("%s %q: want %q in %s (%v)", c.schema, c.question, c.want, cy, err)
		}
	}
}
