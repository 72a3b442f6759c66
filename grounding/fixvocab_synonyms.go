package grounding

import (
	"fmt"
	"strings"
	"unicode"

	"github.com/gql-dev/gql/diag"
	"github.com/gql-dev/gql/internal/english"
)

// People shorten the words of the schema they ask about: "profs" for
// professors, "dept" for department, "orgs" for organisations, "mgr",
// "qty", "pkg". The built-in embedder's trigrams reach some of these by
// luck and miss the rest, and the compiler then refuses a question for a
// word that plainly names a label. A shortened word is read as the schema
// word it shortens only where nothing else can read it (the same evidence
// a misspelling needs: no everyday word, no lexicon or schema word, no stop
// word or cue), it is written in lower case, and exactly one schema word
// has it as a clipping: its first letters (three or more, leaving at least
// two off), or, for a word with at most one vowel, its consonant skeleton
// (the word's letters in order, starting with the same letter and ending on
// one of the schema word's consonants). A trailing plural "s" is dropped
// first. Every such reading is a word-corrected warning on the result.

// clipped is the schema word a question token shortens, or "".
func (g *Grounder) clipped(t Token) string {
	if t.Stop || t.Cue || t.Quoted || t.POS == NUM || t.POS == PUNCT || t.POS == PROPN || isCapTok(t) {
		return ""
	}
	w := t.Lower
	if !g.noOtherReading(w) || !g.noOtherReading(t.Lemma) || strings.IndexFunc(w, func(r rune) bool { return !unicode.IsLetter(r) }) >= 0 {
		return ""
	}
	if len(w) > 3 && strings.HasSuffix(w, "s") && !strings.HasSuffix(w, "ss") {
		w = w[:len(w)-1]
	}
	if len(w) < 3 || len(w) > 5 {
		return ""
	}
	found := ""
	for _, s := range g.spellWords {
		if !clips(w, s) {
			continue
		}
		if found != "" && found != s {
			return "" // two schema words shorten alike: either may be meant
		}
		found = s
	}
	return found
}

// clips: w is a clipping of the schema word s — a prefix leaving at least
// two letters off, or the consonant skeleton of an abbreviation.
func clips(w, s string) bool {
	if len(s) < len(w)+2 || w[0] != s[0] {
		return false
	}
	if strings.HasPrefix(s, w) {
		return true
	}
	if vowels(w) > 1 || isVowel(rune(w[len(w)-1])) {
		return false
	}
	// A subsequence of s, in order; "dept" in department, "mgr" in manager.
	k := 0
	for i := 0; i < len(s) && k < len(w); i++ {
		if s[i] == w[k] {
			k++
		}
	}
	return k == len(w)
}

func isVowel(r rune) bool { return strings.ContainsRune("aeiou", r) }

func vowels(w string) int {
	n := 0
	for _, r := range w {
		if isVowel(r) {
			n++
		}
	}
	return n
}

// readClipped reads each shortened word inside a schema link as the word it
// shortens (its lemma, so later readers see "professor" in "profs") and
// says so with a warning that carries the word's span and a fix.
func (g *Grounder) readClipped(toks []Token, links []Link, warns *[]diag.Diagnostic) {
	for _, l := range links {
		for i := range toks {
			t := toks[i]
			if t.Span.Start < l.Span.Start || t.Span.End > l.Span.End {
				continue
			}
			w := g.clipped(t)
			if w == "" {
				continue
			}
			toks[i].Lemma = w
			*warns = append(*warns, diag.Diagnostic{Check: checkWordCorrected, Severity: diag.Warning, Span: t.Span,
				Summary: fmt.Sprintf("read '%s' as '%s' (a shortened form)", t.Text, w),
				Detail: fmt.Sprintf("'%s' is no English word nor a word of the schema's names; it shortens '%s' of %s and no other schema word",
					t.Text, w, l.Element.ID()),
				Fixes: []diag.Fix{{Span: t.Span, Replacement: respell(t.Text, w), Label: "write the word in full as the schema spells it"}},
			})
		}
	}
}

// synonymReadings says, for each link that stands on an everyday synonym
// of the fixvocab lexicon rather than a word of the element's own name
// ("servers" for Host), that the word was read as the element.
func (g *Grounder) synonymReadings(toks []Token, links []Link, warns *[]diag.Diagnostic) {
	for _, l := range links {
		var lemmas []string
		own := false
		for _, t := range toks {
			if t.Span.Start < l.Span.Start || t.Span.End > l.Span.End || t.Stop {
				continue
			}
			lemmas = append(lemmas, t.Lemma)
			for _, w := range SplitName(l.Element.Name) {
				if Lemma(w) == t.Lemma || w == t.Lower {
					own = true
				}
			}
		}
		phrase := strings.Join(lemmas, " ")
		if own || !english.IsEverydaySynonym(phrase) && !english.IsEverydaySynonym(strings.ToLower(l.Text)) {
			continue
		}
		*warns = append(*warns, diag.Diagnostic{Check: checkWordCorrected, Severity: diag.Warning, Span: l.Span,
			Summary: fmt.Sprintf("read '%s' as %s, a synonym of its name", l.Text, l.Element.ID()),
			Detail:  fmt.Sprintf("the schema has no element named '%s'; everyday English gives it as a synonym of '%s'", l.Text, strings.ToLower(strings.Join(SplitName(l.Element.Name), " "))),
			Fixes:   []diag.Fix{{Span: l.Span, Replacement: l.Element.Name, Label: "use the schema's name"}},
		})
	}
}
