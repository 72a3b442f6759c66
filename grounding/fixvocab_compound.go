package grounding

import (
	"fmt"
	"strings"

	"github.com/gql-dev/gql/diag"
	"github.com/gql-dev/gql/internal/english"
)

// A schema name made of several words (WorkOrder, ORDER_LINE, sales_rep)
// is asked about in those words, spaced ("work orders"). One of them may be
// a word that shapes a query ("order" is an ordering cue), which the linker
// never links, so the other word links alone — "work" to WORKED_ON — and the
// question is refused or answered about the wrong thing. A run of the
// question's words whose lemmas are, in order, exactly the words of one
// label's or edge type's name, or of one property's name no other owner
// shares, is that element: the run links to it whole, replacing what its
// parts linked to, a cue word inside it stops being a cue (a
// word-corrected warning says so), and the words of a label's or property's
// name are tagged as the noun they make.

type compoundName struct {
	words []string
	elem  Element
}

// buildCompounds lists the schema's names of two words or more, as lemmas;
// a property name several owners share is left out (its owner would be a
// guess here).
func (g *Grounder) buildCompounds() {
	owners := map[string]int{}
	for _, e := range g.elems {
		if e.Kind == PropKind {
			owners[e.Name]++
		}
	}
	for _, e := range g.elems {
		if e.Kind == PropKind && owners[e.Name] > 1 {
			continue
		}
		ws := SplitName(e.Name)
		if len(ws) < 2 {
			continue
		}
		for i := range ws {
			ws[i] = Lemma(ws[i])
		}
		g.compounds = append(g.compounds, compoundName{ws, e})
	}
}

// compoundLinks links each run of words that spells a compound schema name
// to it, where the linker did not.
func (g *Grounder) compoundLinks(q string, toks []Token, links []Link, warns *[]diag.Diagnostic) []Link {
	for _, c := range g.compounds {
		n := len(c.words)
		for i := 0; i+n <= len(toks); i++ {
			if !spellsCompound(toks[i:i+n], c.words) {
				continue
			}
			sp := diag.Span{Start: toks[i].Span.Start, End: toks[i+n-1].Span.End}
			done := false
			for _, l := range links {
				if l.Span == sp && l.Element == c.elem {
					done = true
				}
			}
			if done {
				continue
			}
			// Only a cue inside the run keeps the linker from the name;
			// elsewhere its own spans decide ("acted" of ACTED_IN).
			var cues []string
			for k := i; k < i+n; k++ {
				if toks[k].Cue && !toks[k].Stop {
					cues = append(cues, toks[k].Text)
				}
			}
			if len(cues) == 0 {
				continue
			}
			for k := i; k < i+n; k++ {
				toks[k].Cue = false
				if c.elem.Kind != EdgeKind {
					// The words of a label's or property's name are a
					// noun here ("work" of "work orders" is no verb).
					toks[k].POS = NOUN
				}
			}
			kept := links[:0]
			for _, l := range links {
				if l.Span.End <= sp.Start || l.Span.Start >= sp.End {
					kept = append(kept, l)
				}
			}
			links = append(kept, Link{Span: sp, Text: q[sp.Start:sp.End], Element: c.elem, Score: 1})
			*warns = append(*warns, diag.Diagnostic{Check: checkWordCorrected, Severity: diag.Warning, Span: sp,
				Summary: fmt.Sprintf("read '%s' as %s, the schema's name in words", q[sp.Start:sp.End], c.elem.ID()),
				Detail: fmt.Sprintf("the words spell the name %s; '%s' is part of the name here, not a word that shapes the query",
					c.elem.Name, strings.Join(cues, "', '")),
				Fixes: []diag.Fix{{Span: sp, Replacement: c.elem.Name, Label: "write the name as the schema spells it"}},
			})
		}
	}
	return links
}

// spellsCompound: the tokens, none quoted or a proper name, spell the
// name's words (english.SpellsCompound) by their lemmas or by the lemmas
// of the words as written.
func spellsCompound(run []Token, words []string) bool {
	lemmas := make([]string, len(run))
	written := make([]string, len(run))
	for k, t := range run {
		if t.Quoted || t.POS == PROPN {
			return false
		}
		lemmas[k], written[k] = t.Lemma, Lemma(t.Lower)
	}
	return english.SpellsCompound(lemmas, words) || english.SpellsCompound(written, words)
}
