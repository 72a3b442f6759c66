package grounding

import (
	"context"
	"fmt"
	"strings"

	"github.com/gql-dev/gql/diag"
	"github.com/gql-dev/gql/internal/english"
)

// A stored category value is often written in the question as another
// form of itself: "no-shows" for the status "no_show" (a plural of a
// joined name), "gas-fired" for the fuel "gas" (the value with a participle
// that says what is done with it: coal-fired, diesel-powered, cloud-based).
// Value linking looks values up by the question's words and scores whole
// spans, so neither form reaches the value, and the question is refused for
// a word written as a name that nothing uses. A joined word (a hyphen or an
// underscore inside) that nothing else linked is read as a stored value when
// one of its forms — its last part as its lemma, or, before a past
// participle, its first part — is a stored value of exactly one field, equal
// once case and punctuation are folded. Every such reading is a
// word-corrected warning on the result.

// joinedForms are the stored-value spellings a joined word may stand for,
// normalised, with why each is a form of the word.
func joinedForms(text string) (forms, whys []string) {
	parts := strings.FieldsFunc(strings.ToLower(text), func(r rune) bool { return r == '-' || r == '_' })
	if len(parts) < 2 {
		return nil, nil
	}
	last := parts[len(parts)-1]
	if l := Lemma(last); l != last && strings.HasSuffix(last, "s") {
		f := Normalize(strings.Join(append(append([]string(nil), parts[:len(parts)-1]...), l), " "))
		forms, whys = append(forms, f), append(whys, fmt.Sprintf("'%s' is a form of '%s'", last, l))
	}
	if len(parts) == 2 && english.PastParticiple(last) && len(parts[0]) >= 3 {
		forms, whys = append(forms, Normalize(parts[0])), append(whys, fmt.Sprintf("'%s' says what is done with '%s'", last, parts[0]))
	}
	return forms, whys
}

// joinedValues links each joined word no value link holds to the one stored
// value its forms spell, marking the token taken.
func (g *Grounder) joinedValues(ctx context.Context, toks []Token, src ValueSource, taken []bool, values []ValueLink, warns *[]diag.Diagnostic) []ValueLink {
	if src == nil {
		return values
	}
	fields := StringFields(g.Schema)
	for i, t := range toks {
		if taken[i] || t.Quoted || isCapTok(t) || !strings.ContainsAny(t.Text, "-_") {
			continue
		}
		forms, whys := joinedForms(t.Text)
		if len(forms) == 0 {
			continue
		}
		var prefixes []string
		for _, f := range forms {
			w := strings.Fields(f)[0]
			if len(w) > 3 {
				w = w[:3]
			}
			prefixes = append(prefixes, w)
		}
		var lookupWarns []diag.Diagnostic
		cache := g.prefetch(ctx, src, fields, prefixes, &lookupWarns)
		*warns = append(*warns, lookupWarns...)
		// The first form that any field stores decides; a form two fields
		// store is a guess between them, and is left unread.
		for k, form := range forms {
			var hits []ValueCandidate
			for _, f := range fields {
				for _, v := range cache[f.String()+"\x00"+prefixes[k]] {
					if Normalize(v) == form {
						hits = append(hits, ValueCandidate{Field: f, Value: v, Score: exactish, Match: MatchFolded})
						break
					}
				}
			}
			if len(hits) == 0 {
				continue
			}
			if len(hits) == 1 {
				taken[i] = true
				values = append(values, ValueLink{Span: t.Span, Text: t.Text, Candidates: hits})
				*warns = append(*warns, diag.Diagnostic{Check: checkWordCorrected, Severity: diag.Warning, Span: t.Span,
					Summary: fmt.Sprintf("read '%s' as the stored value '%s' of %s", t.Text, hits[0].Value, hits[0].Field),
					Detail:  fmt.Sprintf("no stored value is spelt '%s'; %s, and '%s' is a value of %s alone", t.Text, whys[k], hits[0].Value, hits[0].Field),
					Fixes:   []diag.Fix{{Span: t.Span, Replacement: hits[0].Value, Label: "write the value as it is stored"}},
				})
			}
			break
		}
	}
	return values
}
