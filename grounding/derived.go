package grounding

import (
	"strings"

	"github.com/gql-dev/gql/internal/english"
)

// A column is often named with a noun ("course_description", "population")
// that the question asks about with its verb or a sibling noun ("how is the
// course described", "most populated", "the populace"). The built-in
// embedder joins words through the lexicon, lemmas and trigrams, none of
// which reach from "described" to "description"; the derivational stem
// does (english.DerivStem). Such a word is embedded as the schema's own
// word, so it scores as that word would and the usual ranking, owners and
// ties apply unchanged.

// buildDerived maps each derivational stem of a schema name's words to the
// word; a stem two different words share maps to nothing, since a word of
// the question could then mean either.
func (g *Grounder) buildDerived() {
	g.derived = map[string]string{}
	seen := map[string]bool{}
	for _, e := range g.elems {
		for _, w := range SplitName(e.Name) {
			l := Lemma(w)
			if seen[l] {
				continue
			}
			seen[l] = true
			s := english.DerivStem(l)
			if s == "" {
				continue
			}
			if o, ok := g.derived[s]; ok && o != l {
				g.derived[s] = ""
				continue
			}
			g.derived[s] = l
		}
	}
}

// derivedWord is the schema word a question token is a derived form of, or
// "" when the token is itself a schema word (it links as itself), is a cue,
// stop word or quoted, or has no such schema word.
func (g *Grounder) derivedWord(t Token) string {
	if t.Stop || t.Cue || t.Quoted || t.POS == NUM || t.POS == PUNCT {
		return ""
	}
	if g.nameParts[t.Lower] || g.nameParts[t.Lemma] {
		return ""
	}
	s := english.DerivStem(t.Lower)
	if s == "" {
		return ""
	}
	return g.derived[s]
}

// schemaWordText is a span's text with each derived or misspelt word
// replaced by the schema word it stands for, and whether anything was
// replaced.
func (g *Grounder) schemaWordText(q string, toks []Token, sp span) (string, bool) {
	var b strings.Builder
	changed := false
	prev := toks[sp.i].Span.Start
	for i := sp.i; i < sp.j; i++ {
		t := toks[i]
		b.WriteString(q[prev:t.Span.Start])
		if w := g.schemaWordOf(t); w != "" {
			b.WriteString(w)
			changed = true
		} else {
			b.WriteString(q[t.Span.Start:t.Span.End])
		}
		prev = t.Span.End
	}
	return b.String(), changed
}

// adjectivalDerived: a noun read through its derivation that stands between
// a superlative's "most"/"least" and the noun it describes is used as the
// adjective ("the most populace city" means the most populous one), so it
// is tagged ADJ: a plan must rank by the property, not count the property's
// owners.
func (g *Grounder) adjectivalDerived(toks []Token, links []Link) {
	for _, l := range links {
		for i := 1; i+1 < len(toks); i++ {
			t := toks[i]
			if t.Span != l.Span || t.POS != NOUN || g.derivedWord(t) == "" {
				continue
			}
			if p := toks[i-1].Lower; (english.Most.Is(p) || english.Least.Is(p)) && toks[i+1].POS == NOUN {
				toks[i].POS = ADJ
			}
		}
	}
}
