package offline

import (
	"fmt"
	"strings"

	"github.com/gql-dev/gql/grounding"
	"github.com/gql-dev/gql/internal/english"
	"github.com/gql-dev/gql/schema"
)

// groupPropLinksAside: "For each venue type, how many venues are there?",
// "For each crop category, how many crops are there?", "For each county,
// show the county name and the number of farms": a property (venue_type,
// category, county_name) the question names after its owner's word, which
// grounding linked to the label on its own. Read as a second thing of the
// label, it joined nothing and the question was refused (group-unconnected,
// an unused word), though the other mention is the same thing. When the
// next word links a property of that label, the label is mentioned again
// elsewhere, and the owner's word stands right after the grouping word or
// is a word of the property's name (county_name) and the label's whole
// name (not "program" of degree_programs, a part), it only says whose
// property it is: its label link is set aside and the property's mention
// covers it, warned group-prop-read. ("the movie title", title naming no
// movie, is left to sanity's spurious-self-join, which removes the twin.)
func (o *offline) groupPropLinksAside(warns *sink) {
	type aside struct {
		k           int
		label, prop string
	}
	var drop []aside
	for k := range o.toks {
		l := o.singleLabelAt(k)
		if l == "" {
			continue
		}
		p := ""
		for _, e := range o.ev.Elements {
			if e.Kind == "prop" && e.Owner == l && o.tokenAt(e.Span) == k+1 {
				p = e.Name
			}
		}
		if p == "" || !o.labelElsewhere(l, k) || !o.afterGroupWord(k) && (!nameHolds(p, o.lower[k]) || len(schemaWords(l)) != 1) {
			continue
		}
		drop = append(drop, aside{k, l, p})
	}
	if len(drop) == 0 {
		return
	}
	ev := *o.ev
	ev.Elements = nil
	for _, e := range o.ev.Elements {
		keep := true
		for _, d := range drop {
			switch {
			case e.Kind == "label" && e.Name == d.label && e.Span == o.toks[d.k].Span:
				keep = false
			case e.Kind == "prop" && e.Name == d.prop && o.tokenAt(e.Span) == d.k+1:
				// The property's mention covers its owner's word, so
				// "the county name" asks for county_name in full.
				e.Span.Start = o.toks[d.k].Span.Start
			}
		}
		if keep {
			ev.Elements = append(ev.Elements, e)
		}
	}
	o.ev = &ev
	for _, d := range drop {
		warns.add(o.diagnostic("group-prop-read", o.tokSpans(d.k, d.k+1),
			fmt.Sprintf("%q is read as %s, a property of the %s mentioned elsewhere, not as a second %s", o.spanText(d.k, d.k+2), d.prop, d.label, d.label)))
	}
}

// afterGroupWord: token k follows the grouping word ("each", "per"), past
// determiners.
func (o *readCtx) afterGroupWord(k int) bool {
	for ; k > 0; k-- {
		for i := max(k-2, 0); i < k; i++ {
			if w := o.at(english.Each, i); w > 0 && i+w == k {
				return true
			}
		}
		if o.toks[k-1].POS != grounding.DET {
			return false
		}
	}
	return false
}

// nameHolds: the property's name has the word (its lemma) among its parts
// ("county" in county_name).
func nameHolds(prop, lemma string) bool {
	for _, w := range grounding.SplitName(schema.LocalName(prop)) {
		if english.Lemma(strings.ToLower(w)) == lemma {
			return true
		}
	}
	return false
}

// singleLabelAt is the label a link on exactly token k names, "" when none.
func (o *readCtx) singleLabelAt(k int) string {
	if k < 0 || k >= len(o.toks) {
		return ""
	}
	for _, e := range o.ev.Elements {
		if e.Kind == "label" && e.Span == o.toks[k].Span {
			return e.Name
		}
	}
	return ""
}

// labelElsewhere: label l is linked on a token other than k.
func (o *readCtx) labelElsewhere(l string, k int) bool {
	for _, e := range o.ev.Elements {
		if e.Kind == "label" && e.Name == l && o.tokenAt(e.Span) != k {
			return true
		}
	}
	return false
}
