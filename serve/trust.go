package serve

import (
	"sort"
	"strings"
	"unicode/utf8"

	"github.com/gql-dev/gql"
)

// confidenceWhy is the one line the page puts beside a confidence badge:
// what the value means for this answer, in words a reader acts on.
var confidenceWhy = map[gql.Confidence]string{
	gql.Agreed:      "the model's query and gql's own plan return the same rows",
	gql.Disagreed:   "the model's query and gql's own plan return different rows: both answers are shown, check which one is meant",
	gql.ModelOnly:   "only the model answered: gql's own plan refused the question or did not run, so nothing corroborates it",
	gql.OfflineOnly: "gql's own plan answers; no model spoke (none is configured, or its query was refused)",
	gql.Unchecked:   "the model's query and gql's own plan differ, and no database ran them to compare their rows",
}

// assumptionName says in words what a warning's check assumed; a check
// not listed is shown by its id, so a new one is never hidden.
var assumptionName = map[string]string{
	"value-corrected":  "a name read as the closest stored value",
	"ties-cut":         "rows tied with the last one left out",
	"aggregate-chosen": "a superlative read as an average",
	"measure-chosen":   "a superlative read as an order of one property",
	"model-replaced":   "the model's query replaced by gql's own plan",
	"plan-preferred":   "gql's own plan preferred to the model's query",
	"disagreed":        "the two answers differ",
}

// assumption is one warning as the page shows it: what was assumed, the
// text of the warning, and the question with the words it concerns cut
// out for highlighting (Has: the warning carries a span).
type assumption struct {
	Check, Name, Text   string
	Before, Span, After string
	Has                 bool
}

// assumptions pairs each warning with the diagnostic it was made from,
// whose byte span in the question says which words it concerns. A span
// that does not fall on the question's characters is not shown rather
// than shown wrong.
func assumptions(tr *gql.Translation) []assumption {
	if tr == nil {
		return nil
	}
	var out []assumption
	for _, w := range tr.Warnings {
		a := assumption{Text: w}
		if rest, ok := strings.CutPrefix(w, "["); ok {
			if id, text, ok := strings.Cut(rest, "] "); ok {
				a.Check, a.Text = id, text
			}
		}
		a.Name = assumptionName[a.Check]
		if a.Name == "" {
			a.Name = a.Check
		}
		if a.Name == "" {
			a.Name = "assumption"
		}
		for _, d := range tr.Diagnostics {
			if d.Check != a.Check || !strings.HasPrefix(a.Text, d.Summary) {
				continue
			}
			q, s, e := tr.Question, d.Span.Start, d.Span.End
			if s >= 0 && s < e && e <= len(q) && utf8.RuneStart(q[s]) && (e == len(q) || utf8.RuneStart(q[e])) {
				a.Before, a.Span, a.After, a.Has = q[:s], q[s:e], q[e:], true
			}
			break
		}
		out = append(out, a)
	}
	return out
}

// recentReviews is what the page lists under the queue: the entries a
// person decided on, newest first.
func recentReviews(all []ShotEntry, n int) []ShotEntry {
	var out []ShotEntry
	for _, e := range all {
		if e.Review != nil {
			out = append(out, e)
		}
	}
	sort.SliceStable(out, func(i, j int) bool { return out[i].Review.At.After(out[j].Review.At) })
	if len(out) > n {
		out = out[:n]
	}
	return out
}
