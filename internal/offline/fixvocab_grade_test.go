package offline

import (
	"strings"
	"testing"
)

// TestQualitySuperlative: "the top/best/worst P" grades P as "the
// highest/lowest P" would, with a quality-superlative warning; "best" on a
// property that is no rating, score or grade is not read (a best price is
// the lowest), nor is "top" before a count. On movies and company.
func TestQualitySuperlative(t *testing.T) {
	for _, c := range []struct {
		schema, q string
		want      string // in the query; "" when the rule must not fire
	}{
		{"movies", "Which movie got the best rating from its reviewers?", "DESC"},
		{"movies", "Which movie got the worst rating?", "ORDER BY avg_rating, title"},
		{"company", "Who earns the top salary?", "max(e.salary)"},
		{"company", "Which project has the top budget?", "max(p.budget)"},
		{"company", "Which project has the best budget?", ""},
		{"company", "Show the top 3 salaries.", ""},
	} {
		cy, warns, err := compileDiag(t, c.schema, c.q)
		fired := false
		for _, w := range warns {
			if w.Check == "quality-superlative" {
				fired = w.Span.End > w.Span.Start
			}
		}
		if fired != (c.want != "") {
			t.Errorf("%s: %q: quality-superlative = %v, want %v (%s %v)", c.schema, c.q, fired, c.want != "", cy, err)
		}
		if c.want != "" && (err != nil || !strings.Contains(cy, c.want)) {
			t.Errorf("%s: %q: got %s %v, want %q in it", c.schema, c.q, cy, err, c.want)
		}
	}
}
