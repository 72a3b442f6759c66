package offline

import (
	"strings"

	"github.com/gql-dev/gql/grounding"
	"github.com/gql-dev/gql/internal/english"
)

// setOpTail: the words from token i on, after a set operation's second
// thing b, bound neither thing, so "A but not B" may still be read as two
// tests. Two tails qualify: the noun of b's own label ("from CVO but not
// from APG airports", the kind both things are) and a last sentence that
// only asks what to show of the things asked for ("… but not in the
// Lisbon Rapid? Give their names."), each perhaps followed by the other's
// end. A tail holding a value, a number or any other word is no such
// tail: it could bound either thing, and the reading for the first alone
// would drop it from the second's test.
func setOpTail(ev *Evidence, toks []grounding.Token, i int, b ValueLink) bool {
	if i < len(toks) && setTailLabel(ev, toks[i], b.Owner) {
		i++
	}
	if i >= len(toks) || toks[i].POS != grounding.PUNCT || !strings.ContainsAny(toks[i].Text, ".?!") {
		return false
	}
	for i < len(toks) && toks[i].POS == grounding.PUNCT {
		i++
	}
	if i >= len(toks) || !english.ShowRequest.Is(strings.ToLower(toks[i].Text)) {
		return false
	}
	// The last sentence may name what to show and nothing else: no
	// value, number, or further sentence.
	for k := i + 1; k < len(toks); k++ {
		t := toks[k]
		if t.POS == grounding.NUM || setTailValue(ev, t) {
			return false
		}
		if t.POS == grounding.PUNCT && strings.ContainsAny(t.Text, ".?!") {
			for ; k < len(toks); k++ {
				if toks[k].POS != grounding.PUNCT {
					return false
				}
			}
		}
	}
	return true
}

// setTailLabel: token t lies in a mention of label l.
func setTailLabel(ev *Evidence, t grounding.Token, l string) bool {
	for _, e := range ev.Elements {
		if e.Kind == "label" && e.Name == l && e.Span.Start <= t.Span.Start && e.Span.End >= t.Span.End {
			return true
		}
	}
	return false
}

// setTailValue: token t lies in a span linked to a stored value.
func setTailValue(ev *Evidence, t grounding.Token) bool {
	for _, v := range ev.Values {
		if v.Span.Start < t.Span.End && v.Span.End > t.Span.Start {
			return true
		}
	}
	return false
}
