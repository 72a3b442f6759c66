package grounding

import (
	"fmt"
	"strings"

	"github.com/gql-dev/gql/diag"
)

// A label whose name runs two words together (Artwork, Substation,
// Policyholder) is asked about by its last word alone: "which works are on
// display", "how many stations". The linker compares whole words, so the
// noun links to nothing and the question is refused for want of what it
// asks. A noun of the question that links to nothing, whose lemma ends the
// name of exactly one label after at least three letters of another word,
// is that label — unless some relationship's or property's name holds the
// word (WORKS_AT: "works" there may be the verb's), where the word is that
// element's, not the label's. The reading is a word-corrected warning.

// labelTails links each unlinked noun that is the tail of one label's
// name to that label.
func (g *Grounder) labelTails(q string, toks []Token, links []Link, warns *[]diag.Diagnostic) []Link {
	covered := func(sp diag.Span) bool {
		for _, l := range links {
			if l.Span.Start < sp.End && sp.Start < l.Span.End {
				return true
			}
		}
		return false
	}
	for i, t := range toks {
		w := t.Lemma
		if t.POS != NOUN || t.Stop || t.Cue || t.Quoted || len(w) < 4 || covered(t.Span) {
			continue
		}
		var hit []Element
		held := false
		for _, e := range g.elems {
			words := SplitName(e.Name)
			for k := range words {
				words[k] = Lemma(words[k])
			}
			if e.Kind != LabelKind {
				for _, x := range words {
					if x == w {
						held = true
					}
				}
				continue
			}
			whole := strings.Join(words, "")
			if whole == w {
				held = true
				continue
			}
			if strings.HasSuffix(whole, w) && len(whole)-len(w) >= 3 {
				hit = append(hit, e)
			}
		}
		if held || len(hit) != 1 {
			continue
		}
		links = append(links, Link{Span: t.Span, Text: q[t.Span.Start:t.Span.End], Element: hit[0], Score: 1})
		*warns = append(*warns, diag.Diagnostic{Check: checkWordCorrected, Severity: diag.Warning, Span: t.Span,
			Summary: fmt.Sprintf("read '%s' as %s, the last word of its name", toks[i].Text, hit[0].ID()),
			Detail:  fmt.Sprintf("'%s' ends the name %s and names nothing else in the schema", toks[i].Text, hit[0].Name),
			Fixes:   []diag.Fix{{Span: t.Span, Replacement: hit[0].Name, Label: "write the name as the schema spells it"}},
		})
	}
	return links
}
