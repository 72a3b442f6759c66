package templates

import (
	"testing"
	"time"

	"github.com/gql-dev/gql/critic"
	"github.com/gql-dev/gql/diag"
	"github.com/gql-dev/gql/lang"
	"github.com/gql-dev/gql/schema"
)

// criticRun guards against a critic that never returns, so a bug there
// fails this test rather than hanging the package.
func criticRun(t *testing.T, l lang.Lang, text string, s *schema.Schema) *critic.Report {
	t.Helper()
	done := make(chan *critic.Report, 1)
	go func() { done <- critic.Run(l, text, s) }()
	select {
	case r := <-done:
		return r
	case <-time.After(30 * time.Second):
		t.Fatalf("critic did not return within 30s on %s:\n%s", l, text)
		return nil
	}
}

// Every twig the catalogue makes on the movies schema, and every IR case,
// passes our own critic: it parses, is read-only and draws no error.
func TestTwigsPassCritic(t *testing.T) {
	s := movies(t)
	check := func(id string, l lang.Lang, text string) {
		r := criticRun(t, l, text, s)
		if !r.Parsed || !r.ReadOnly || diag.HasErrors(r.Diagnostics) {
			t.Errorf("%s/%s: critic rejects it: %+v\n%s", id, l, r.Diagnostics, text)
			return
		}
		for _, d := range r.Diagnostics {
			t.Logf("%s/%s: %s %s: %s", id, l, d.Severity, d.Check, d.Summary)
		}
	}
	twigs := InstantiateWith(s, moviesGrounded(s), Options{MaxTotal: 5000, MaxPerTemplate: 1000})
	for i := range twigs {
		for _, l := range lang.All {
			text, err := twigs[i].Render(l)
			if err != nil {
				t.Fatal(err)
			}
			check(twigs[i].ID, l, text)
		}
	}
	for name, q := range irCases() {
		for _, l := range lang.All {
			text, err := Render(q, l, s)
			if err != nil {
				t.Fatal(err)
			}
			check("ir "+name, l, text)
		}
	}
}
