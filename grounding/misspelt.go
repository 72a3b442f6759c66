package grounding

import (
	"fmt"
	"sort"
	"strings"
	"unicode"

	"github.com/gql-dev/gql/diag"
	"github.com/gql-dev/gql/internal/english"
)

// People misspell the words of the schema they ask about ("popuation",
// "langauges", "cartools"). The built-in embedder's trigrams do not carry
// such a word to the element, and the compiler then refuses the question
// for a word it cannot place. A word is read as the schema word it misspells
// only where nothing else can read it: it is no everyday English word, no
// word of the lexicon or of the schema's names, no stop word or cue (the
// only-reading evidence of value linking, noOtherReading), it is written in
// lower case (a capital says a name, which is value linking's), it has five
// letters or more, and exactly one schema word is one typing slip away
// (english.OneEdit), as itself or as its plural. Every such reading is a
// word-corrected warning on the result.

// buildSpelling lists the schema's words a misspelling may stand for: the
// words elements are embedded as, five letters or more.
func (g *Grounder) buildSpelling() {
	seen := map[string]bool{}
	for _, e := range g.elems {
		for _, w := range strings.Fields(ElementText(e)) {
			l := Lemma(strings.ToLower(w))
			if len(l) < 5 || seen[l] || strings.IndexFunc(l, func(r rune) bool { return !unicode.IsLetter(r) }) >= 0 {
				continue
			}
			seen[l] = true
			g.spellWords = append(g.spellWords, l)
		}
	}
	sort.Strings(g.spellWords)
}

// misspelt is the schema word a question token misspells, or "".
func (g *Grounder) misspelt(t Token) string {
	if t.Stop || t.Cue || t.Quoted || t.POS == NUM || t.POS == PUNCT || t.POS == PROPN || isCapTok(t) {
		return ""
	}
	w := t.Lower
	if len([]rune(w)) < 5 || !g.noOtherReading(w) || !g.noOtherReading(t.Lemma) {
		return ""
	}
	found := ""
	for _, s := range g.spellWords {
		if english.OneEdit(w, s) || english.OneEdit(w, english.Plural(s)) || english.OneEdit(t.Lemma, s) {
			if found != "" && found != s {
				return "" // two schema words are a slip away: either may be meant
			}
			found = s
		}
	}
	return found
}

// schemaWordOf is the schema word a token stands for through a derivation
// or a misspelling, or "".
func (g *Grounder) schemaWordOf(t Token) string {
	if w := g.derivedWord(t); w != "" {
		return w
	}
	if w := g.clipped(t); w != "" {
		return w
	}
	return g.misspelt(t)
}

// correctSpelling reads each misspelt word inside a schema link as the word
// it misspells (its lemma, so later readers see "country" in "countires")
// and says so with a warning that carries the word's span and a fix.
func (g *Grounder) correctSpelling(toks []Token, links []Link, warns *[]diag.Diagnostic) {
	for _, l := range links {
		for i := range toks {
			t := toks[i]
			if t.Span.Start < l.Span.Start || t.Span.End > l.Span.End {
				continue
			}
			w := g.misspelt(t)
			if w == "" {
				continue
			}
			toks[i].Lemma = w
			*warns = append(*warns, diag.Diagnostic{Check: checkWordCorrected, Severity: diag.Warning, Span: t.Span,
				Summary: fmt.Sprintf("read '%s' as '%s'", t.Text, w),
				Detail: fmt.Sprintf("'%s' is no English word nor a word of the schema's names; '%s' of %s is one typing slip away and no other schema word is",
					t.Text, w, l.Element.ID()),
				Fixes: []diag.Fix{{Span: t.Span, Replacement: respell(t.Text, w), Label: "write the word as the schema spells it"}},
			})
		}
	}
}

// respell writes the schema word w in place of the misspelt text, keeping
// a plural the question wrote.
func respell(text, w string) string {
	if strings.EqualFold(Lemma(strings.ToLower(text)), strings.ToLower(text)) {
		return w
	}
	return english.Plural(w)
}

// Readings are the assumptions grounding made in reading the question's
// words — a misspelt word read as a schema word (word-corrected), a value
// read as part of a property's name (value-as-name) — which a translation
// must carry as warnings; failed lookups are not readings.
func Readings(r *Result) []diag.Diagnostic {
	if r == nil {
		return nil
	}
	var out []diag.Diagnostic
	for _, w := range r.Warnings {
		switch w.Check {
		case checkWordCorrected, checkValueAsName:
			out = append(out, w)
		}
	}
	return out
}

const (
	checkWordCorrected = "word-corrected"
	checkValueAsName   = "value-as-name"
)
