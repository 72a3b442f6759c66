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
// "langauges", "cartools") and shorten them ("profs" for professors, "dept"
// for department, "mgr", "qty"). The built-in embedder's trigrams do not
// carry such a word to the element, and the compiler then refuses the
// question for a word it cannot place. One reader, respelt, reads both: a
// word is read as the schema word it writes otherwise only where nothing
// else can read it: it is no everyday English word, no word of the lexicon
// or of the schema's names, no stop word or cue (the only-reading evidence
// of value linking, noOtherReading), and it is written in lower case (a
// capital says a name, which is value linking's). Then a word of five
// letters or more is misspelt when exactly one schema word is one typing
// slip away (english.OneEdit), as itself or as its plural; failing that, a
// word of letters only, three to five long once a plural "s" is dropped,
// is shortened when exactly one schema word has it as a clipping
// (english.Clips). Every such reading is a word-corrected warning on the
// result.

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

// respelt is the schema word a question token writes otherwise, or "", and
// whether the token shortens it (a clipping) rather than misspells it.
func (g *Grounder) respelt(t Token) (w string, shortened bool) {
	if t.Stop || t.Cue || t.Quoted || t.POS == NUM || t.POS == PUNCT || t.POS == PROPN || isCapTok(t) {
		return "", false
	}
	if !g.noOtherReading(t.Lower) || !g.noOtherReading(t.Lemma) {
		return "", false
	}
	if w := g.misspelt(t); w != "" {
		return w, false
	}
	return g.clipped(t.Lower), true
}

// misspelt is the schema word one typing slip from the token, or "".
func (g *Grounder) misspelt(t Token) string {
	w := t.Lower
	if len([]rune(w)) < 5 {
		return ""
	}
	return g.onlySpellWord(func(s string) bool {
		return english.OneEdit(w, s) || english.OneEdit(w, english.Plural(s)) || english.OneEdit(t.Lemma, s)
	})
}

// clipped is the schema word the lower-case word w shortens, or "".
func (g *Grounder) clipped(w string) string {
	if strings.IndexFunc(w, func(r rune) bool { return !unicode.IsLetter(r) }) >= 0 {
		return ""
	}
	if len(w) > 3 && strings.HasSuffix(w, "s") && !strings.HasSuffix(w, "ss") {
		w = w[:len(w)-1]
	}
	if len(w) < 3 || len(w) > 5 {
		return ""
	}
	return g.onlySpellWord(func(s string) bool { return english.Clips(w, s) })
}

// onlySpellWord is the one schema word that fits, or "" when none or
// several do: two schema words written alike, either may be meant.
func (g *Grounder) onlySpellWord(fits func(string) bool) string {
	found := ""
	for _, s := range g.spellWords {
		if !fits(s) {
			continue
		}
		if found != "" && found != s {
			return ""
		}
		found = s
	}
	return found
}

// schemaWordOf is the schema word a token stands for through a derivation,
// a misspelling or a clipping, or "".
func (g *Grounder) schemaWordOf(t Token) string {
	if w := g.runTogetherWord(t); w != "" {
		return w
	}
	if w := g.derivedWord(t); w != "" {
		return w
	}
	w, _ := g.respelt(t)
	return w
}

// correctSpelling reads each misspelt or shortened word inside a schema
// link as the word it stands for (its lemma, so later readers see
// "country" in "countires" and "professor" in "profs") and says so with a
// warning that carries the word's span and a fix.
func (g *Grounder) correctSpelling(toks []Token, links []Link, warns *[]diag.Diagnostic) {
	for _, l := range links {
		for i := range toks {
			t := toks[i]
			if t.Span.Start < l.Span.Start || t.Span.End > l.Span.End {
				continue
			}
			w, shortened := g.respelt(t)
			if w == "" {
				continue
			}
			toks[i].Lemma = w
			d := diag.Diagnostic{Check: checkWordCorrected, Severity: diag.Warning, Span: t.Span,
				Summary: fmt.Sprintf("read '%s' as '%s'", t.Text, w),
				Detail: fmt.Sprintf("'%s' is no English word nor a word of the schema's names; '%s' of %s is one typing slip away and no other schema word is",
					t.Text, w, l.Element.ID()),
				Fixes: []diag.Fix{{Span: t.Span, Replacement: respell(t.Text, w), Label: "write the word as the schema spells it"}},
			}
			if shortened {
				d.Summary += " (a shortened form)"
				d.Detail = fmt.Sprintf("'%s' is no English word nor a word of the schema's names; it shortens '%s' of %s and no other schema word",
					t.Text, w, l.Element.ID())
				d.Fixes[0].Label = "write the word in full as the schema spells it"
			}
			*warns = append(*warns, d)
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
