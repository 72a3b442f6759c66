package bench

import (
	"bytes"
	"context"
	"strings"
	"testing"

	"github.com/gql-dev/gql"
	"github.com/gql-dev/gql/lang"
)

// TestReportFuzzyLinksHaveEvidence: a bench report lists every value read
// from a close spelling with its evidence, and none without. On two schemas,
// with questions that misspell names and questions whose ordinary words
// sit next to stored values.
func TestReportFuzzyLinksHaveEvidence(t *testing.T) {
	ctx := context.Background()
	for _, c := range []struct {
		schema string
		qs     []string
		fuzzy  map[string]string // said → value, each must be listed
	}{
		{"movies", []string{"Which movies did Tom Hnaks act in?", "Who acted in the twisted movie?", "Who else acted in Top Gun?", "Who acted in a movie called Unforgivn?"},
			map[string]string{"Tom Hnaks": "Tom Hanks", "Unforgivn": "Unforgiven"}},
		{"company", []string{"Which skills does tom beker have?", "Which employees have grants?", "Where do I work?", "Who works on a project called Nightingle?"},
			map[string]string{"tom beker": "Tom Becker", "Nightingle": "Nightingale"}},
	} {
		ds := &Dataset{Name: "fuzzy-" + c.schema, Schema: c.schema}
		for i, q := range c.qs {
			ds.Items = append(ds.Items, Item{ID: c.schema + string(rune('a'+i)), Question: q, Gold: map[lang.Lang]string{lang.Cypher: "MATCH (n) RETURN n"}})
		}
		rep, err := Run(ctx, Options{Dataset: ds, Targets: []lang.Lang{lang.Cypher}, Setup: gql.Setup{Schema: c.schema}})
		if err != nil {
			t.Fatal(err)
		}
		if bad := rep.Unevidenced(); len(bad) > 0 {
			t.Errorf("%s: fuzzy links without evidence: %v", c.schema, bad)
		}
		listed := map[string]string{}
		for _, it := range rep.Items {
			for _, f := range it.FuzzyLinks {
				if len(f.Evidence) > 0 && f.Said != "" {
					listed[f.Text] = f.Value
				}
			}
		}
		for said, v := range c.fuzzy {
			if listed[said] != v {
				t.Errorf("%s: report lists %q as %q, want %q (all: %v)", c.schema, said, listed[said], v, listed)
			}
		}
		for _, it := range rep.Items {
			for _, f := range it.FuzzyLinks {
				if f.RunnerUp && c.fuzzy[f.Text] != "" {
					t.Errorf("%s: %q → %q is what the words were read as, not a runner-up", c.schema, f.Text, f.Value)
				}
			}
		}
		if len(listed) != len(c.fuzzy) {
			t.Errorf("%s: report lists fuzzy links %v, want only %v", c.schema, listed, c.fuzzy)
		}
		var md bytes.Buffer
		if err := rep.Markdown(&md); err != nil {
			t.Fatal(err)
		}
		for said, v := range c.fuzzy {
			if !strings.Contains(md.String(), "| "+said+" | read as | "+v+" |") {
				t.Errorf("%s: report.md lacks the row %q → %q:\n%s", c.schema, said, v, md.String())
			}
		}
	}
}

// TestFuzzyRunnerUpBesideExact: a close spelling listed beside an exact
// match of the same words ("The Matrix" also near "The Matrix Reloaded")
// is marked a runner-up, so the report does not count it as what the
// words were read as.
func TestFuzzyRunnerUpBesideExact(t *testing.T) {
	ctx := context.Background()
	for _, c := range []struct{ schema, q, said string }{
		{"movies", "What is the tagline of The Matrix?", "The Matrix"},
		{"company", "Who works in the Sales department?", "Sales"},
	} {
		ds := &Dataset{Name: "runner-" + c.schema, Schema: c.schema, Items: []Item{{ID: "a", Question: c.q, Gold: map[lang.Lang]string{lang.Cypher: "MATCH (n) RETURN n"}}}}
		rep, err := Run(ctx, Options{Dataset: ds, Targets: []lang.Lang{lang.Cypher}, Setup: gql.Setup{Schema: c.schema}})
		if err != nil {
			t.Fatal(err)
		}
		runners := 0
		for _, it := range rep.Items {
			for _, f := range it.FuzzyLinks {
				if f.Text == c.said && !f.RunnerUp {
					t.Errorf("%s: %q → %q listed as read, but the words match a value exactly", c.schema, f.Text, f.Value)
				}
				if f.RunnerUp {
					runners++
				}
			}
		}
		t.Logf("%s: %d runners-up", c.schema, runners)
		if c.schema == "movies" && runners == 0 {
			t.Errorf("movies: %q lists no runner-up beside its exact match", c.q)
		}
	}
}
