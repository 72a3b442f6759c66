package offline

import (
	"fmt"
	"strings"

	"github.com/gql-dev/gql/grounding"
	"github.com/gql-dev/gql/schema"
)

// "What are the spiciest dishes?": a superlative the lexicon does not
// know, whose base form (spicy) is a word of a numeric property's name
// (spicy_level), ranks by that property, largest first. Grounding links
// the word to the property by its spelling; read as the property alone it
// lists every row's value and the superlative is lost.

// estBases are the base forms a word in -est may have: "spiciest" spicy,
// "largest" large, "biggest" big, "coldest" cold.
func estBases(w string) []string {
	if len(w) < 6 || !strings.HasSuffix(w, "est") {
		return nil
	}
	stem := w[:len(w)-3]
	out := []string{stem, stem + "e"}
	if strings.HasSuffix(stem, "i") {
		out = append(out, stem[:len(stem)-1]+"y")
	}
	if n := len(stem); n >= 2 && stem[n-1] == stem[n-2] {
		out = append(out, stem[:n-1])
	}
	return out
}

// estPropAt is the numeric property of label (any label when label is
// "") whose name holds the base form of the -est word at token i, "" when
// none does or several do.
func (o *readCtx) estPropAt(i int, label string) (string, string) {
	bases := estBases(o.word(i))
	if len(bases) == 0 || ascWords[o.word(i)] || descWords[o.word(i)] || o.measureWord(i) {
		return "", ""
	}
	owner, prop := "", ""
	for _, l := range o.s.Labels {
		if label != "" && l.Name != label {
			continue
		}
		for _, p := range l.Properties {
			if !p.Type.Numeric() || p.Type.IsList() || !nameHasAny(p.Name, bases) {
				continue
			}
			if prop != "" {
				return "", ""
			}
			owner, prop = l.Name, p.Name
		}
	}
	return owner, prop
}

func nameHasAny(name string, words []string) bool {
	for _, w := range grounding.SplitName(schema.LocalName(name)) {
		for _, b := range words {
			if strings.EqualFold(w, b) {
				return true
			}
		}
	}
	return false
}

// estSuperlative: some token is such a superlative; +1 (largest first)
// when one is, else 0.
func (o *readCtx) estSuperlative() int {
	for i := range o.toks {
		if _, p := o.estPropAt(i, ""); p != "" {
			return 1
		}
	}
	return 0
}

// estProp is the property the -est superlative ranks label by, with a
// warning saying so; "" when there is none.
func (o *bldPhase) estProp(label string) string {
	for i := range o.toks {
		if _, p := o.estPropAt(i, label); p != "" {
			o.used.mark(i)
			o.warnings = append(o.warnings, o.diagnostic("est-prop-read", o.tokSpan(i),
				fmt.Sprintf("%q is read as the largest %s of %s: its base form is a word of that property's name", o.toks[i].Text, p, label)))
			return p
		}
	}
	return ""
}

// estWord: token i is an -est superlative naming a numeric property.
func (o *readCtx) estWord(i int) bool {
	_, p := o.estPropAt(i, "")
	return p != ""
}
