package grounding

import (
	"fmt"
	"strings"

	"github.com/gql-dev/gql/diag"
	"github.com/gql-dev/gql/internal/english"
)

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
