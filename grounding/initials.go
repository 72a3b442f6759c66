package grounding

import (
	"fmt"
	"strings"
	"unicode"

	"github.com/gql-dev/gql/diag"
	"github.com/gql-dev/gql/internal/english"
)

// MatchInitials: the words are an abbreviation made of the stored value's
// initials ("US" for "United States", "UK" for "United Kingdom"). A
// reading the user must see, never silent: the value is not what was
// written.
const MatchInitials MatchKind = "initials"

// IsAcronym reports whether text is written as an abbreviation: two to
// five letters, all capitals ("US", "UK", "EU"). Such a word is a name
// even when its lower case is a pronoun or a filler ("us"), as long as
// the question is not written in capitals throughout (allCaps).
func IsAcronym(text string, allCaps bool) bool {
	if allCaps || len(text) < 2 || len(text) > 5 {
		return false
	}
	for _, r := range text {
		if !unicode.IsUpper(r) {
			return false
		}
	}
	return true
}

// AllCaps: the question has no lower-case letter, so capitals say nothing
// about abbreviations.
func AllCaps(q string) bool {
	return strings.IndexFunc(q, unicode.IsLower) < 0
}

// initialsOf are the initials of a stored value's words, without the
// joiners a name leaves out of its abbreviation ("United States of
// America" → "usa"); ok is false for a one-word value, whose initial
// abbreviates nothing.
func initialsOf(norm string) (string, bool) {
	var b strings.Builder
	words := strings.Fields(norm)
	if len(words) < 2 {
		return "", false
	}
	for _, w := range words {
		if english.IsNameJoiner(w) {
			continue
		}
		b.WriteByte(w[0])
	}
	return b.String(), b.Len() >= 2
}

// acronymCandidates are the stored values whose initials spell the
// abbreviation at token i. lookup reads the values prefetched under the
// abbreviation's first letter.
func acronymCandidates(toks []Token, i int, fields []Field, lookup func(Field, string) []string) []ValueCandidate {
	ab := strings.ToLower(toks[i].Text)
	var out []ValueCandidate
	for _, f := range fields {
		for _, v := range lookup(f, ab[:1]) {
			if in, ok := initialsOf(Normalize(v)); ok && in == ab {
				out = append(out, ValueCandidate{Field: f, Value: v, Score: 0.8, Match: MatchInitials})
			}
		}
	}
	return out
}

// initialsDiagnostic says which stored value an abbreviation was read as.
func initialsDiagnostic(said string, v ValueLink, c ValueCandidate) diag.Diagnostic {
	return diag.Diagnostic{Check: "value-corrected", Severity: diag.Warning, Span: v.Span,
		Summary: fmt.Sprintf("read '%s' as '%s'", said, c.Value),
		Detail:  fmt.Sprintf("no stored value of %s is spelt '%s'; its letters are the initials of '%s', which was taken as the value abbreviated", c.Field, said, c.Value),
		Fixes:   []diag.Fix{{Span: v.Span, Replacement: "'" + c.Value + "'", Label: fmt.Sprintf("write '%s' if that is meant", c.Value)}},
	}
}
