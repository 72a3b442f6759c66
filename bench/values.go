package bench

import (
	"fmt"
	"strings"

	"github.com/gql-dev/gql/diag"
	"github.com/gql-dev/gql/grounding"
)

// FuzzyLink is a value grounding read from a close spelling rather than
// the words themselves ("Tom Hnaks" as "Tom Hanks"), with the evidence that
// a value was meant. Every one in a report must carry evidence: grounding
// links no fuzzy value without it (docs/linking.md, *Evidence*).
type FuzzyLink struct {
	Text     string               `json:"text"`
	Span     diag.Span            `json:"span"`
	Field    string               `json:"field"`
	Value    string               `json:"value"`
	Score    float64              `json:"score"`
	Evidence []grounding.Evidence `json:"evidence"`
	// Said is the evidence with the words that carry it, for reading.
	Said string `json:"said"`
	// RunnerUp: the same words also match a value exactly (or by alias or
	// fold), so this close spelling is only an alternative a compiler may
	// pick, not what the words were read as.
	RunnerUp bool `json:"runner_up,omitempty"`
}

// fuzzyLinks lists every fuzzy candidate of every value link of a
// grounding result (the runners-up too: a compiler may pick one).
func fuzzyLinks(g *grounding.Result) []FuzzyLink {
	if g == nil {
		return nil
	}
	var out []FuzzyLink
	for _, v := range g.Values {
		runnerUp := false
		for _, c := range v.Candidates {
			if c.Match != grounding.MatchFuzzy {
				runnerUp = true
			}
		}
		for _, c := range v.Candidates {
			if c.Match != grounding.MatchFuzzy {
				continue
			}
			out = append(out, FuzzyLink{Text: v.Text, Span: v.Span, Field: c.Field.String(), Value: c.Value,
				Score: c.Score, Evidence: c.Evidence, Said: grounding.DescribeEvidence(g.Question, c.Evidence), RunnerUp: runnerUp})
		}
	}
	return out
}

// Unevidenced lists the fuzzy links of a report that carry no evidence, as
// "item: text → value"; it is empty when grounding kept its rule.
func (r *Report) Unevidenced() []string {
	var out []string
	for _, it := range r.Items {
		for _, f := range it.FuzzyLinks {
			if len(f.Evidence) == 0 {
				out = append(out, fmt.Sprintf("%s: %q → %q", it.ID, f.Text, f.Value))
			}
		}
	}
	return out
}

// fuzzyMarkdown lists, per item, the values read from close spellings and
// why. Items translated for several targets are listed once.
func (r *Report) fuzzyMarkdown(b *strings.Builder) {
	seen := map[string]bool{}
	var rows []string
	runners := 0
	for _, it := range r.Items {
		key := it.Graph + "\x00" + it.ID
		if len(it.FuzzyLinks) == 0 || seen[key] {
			continue
		}
		seen[key] = true
		for _, f := range it.FuzzyLinks {
			read := "read as"
			if f.RunnerUp {
				read = "runner-up"
				runners++
			}
			rows = append(rows, fmt.Sprintf("| %s | %s | %s | %s | %s | %.2f | %s |\n", it.ID, mdCell(f.Text), read, mdCell(f.Value), f.Field, f.Score, mdCell(f.Said)))
		}
	}
	fmt.Fprintf(b, "\nFuzzy value links (values read from a close spelling, with the evidence that a value is meant): %d in %d items, %d of them runners-up beside an exact match of the same words.\n", len(rows), len(seen), runners)
	if len(rows) == 0 {
		return
	}
	b.WriteString("\n| id | said | how | value | field | score | evidence |\n|---|---|---|---|---|---|---|\n")
	for _, row := range rows {
		b.WriteString(row)
	}
}

func mdCell(s string) string { return strings.ReplaceAll(strings.ReplaceAll(s, "|", "\\|"), "\n", " ") }

// fuzzyText is an item's fuzzy links in one line for the HTML page.
func fuzzyText(fs []FuzzyLink) string {
	parts := make([]string, len(fs))
	for i, f := range fs {
		how := "read as"
		if f.RunnerUp {
			how = "runner-up"
		}
		parts[i] = fmt.Sprintf("%q %s %s = %q (%.2f; evidence: %s)", f.Text, how, f.Field, f.Value, f.Score, f.Said)
	}
	return strings.Join(parts, "\n")
}
