package offline

import (
	"fmt"

	"github.com/gql-dev/gql/internal/english"
)

// columnOfNamedLabel moves a property word linked to a column of a label
// the question does not name onto the one label it names that holds a
// column of that word ("the name and city of the tournaments": "name"
// linked to a player's name while the tournament's is tourn_name): a
// column word belongs to the thing the question speaks of, and reaching
// the other label would join a third thing the question never mentions
// and show its column for the one asked. Only when the word is a word of
// the linked column's name, no value or noun of its owner stands in the
// question, and exactly one label the question names has exactly one
// column holding the word among its name's words and not being a key; the
// move is warned.
func (o *offline) columnOfNamedLabel(warns *sink) {
	named := o.namedLabelSet()
	var from, to []ElementLink
	for _, e := range o.ev.Elements {
		if e.Kind != "prop" {
			continue
		}
		ks := o.tokensIn(e.Span)
		if len(ks) != 1 {
			continue
		}
		w := english.Singular(o.word(ks[0]))
		if !fixrel3HasWord(schemaWords(e.Name), w) {
			continue
		}
		owners := o.ownersOf(e.Name)
		held := false
		for _, l := range owners {
			held = held || named[l]
		}
		cands := named
		// "For each tournament, show its name": "its" is the thing each
		// names, whatever else the question relates it to.
		if each := o.eachLabel(); each != "" && ks[0] > 0 && english.PossessivePronoun.Is(o.word(ks[0]-1)) && !english.PluralPossessive.Is(o.word(ks[0]-1)) {
			cands, held = map[string]bool{each: true}, false
			for _, l := range owners {
				held = held || l == each
			}
		}
		if held || len(owners) == 0 || o.asksWho() {
			continue
		}
		label, prop := "", ""
		n := 0
		for l := range cands {
			lb := o.s.Label(l)
			if lb == nil {
				continue
			}
			for _, p := range lb.Properties {
				if _, _, key := o.keyTarget(l, p.Name); key || rawLocal(p.Name) == w {
					continue
				}
				for _, sw := range schemaWords(p.Name) {
					if sw == w {
						label, prop = l, p.Name
						n++
						break
					}
				}
			}
		}
		if n != 1 {
			continue
		}
		from = append(from, e)
		to = append(to, ElementLink{Kind: "prop", Name: prop, Owner: label, Span: e.Span, Score: e.Score})
		warns.add(o.diagnostic("column-of-named-label", e.Span, fmt.Sprintf("%q is read as %s of %s, the thing the question asks it of, not as %s of %s", o.ev.Question[e.Span.Start:e.Span.End], prop, label, e.Name, owners[0])))
	}
	if len(from) == 0 {
		return
	}
	o.replaceElements(from, to)
}

// ownersOf lists the labels holding a property of that name.
func (o *readCtx) ownersOf(prop string) []string {
	var out []string
	for _, l := range o.s.Labels {
		for _, p := range l.Properties {
			if p.Name == prop {
				out = append(out, l.Name)
			}
		}
	}
	return out
}

// eachLabel is the label linked right after "each" or "every", "" when
// none is.
func (o *readCtx) eachLabel() string {
	for i := 0; i+1 < len(o.toks); i++ {
		if !english.EachOne.Is(o.word(i)) {
			continue
		}
		sp := o.toks[i+1].Span
		for _, e := range o.ev.Elements {
			if e.Kind == "label" && e.Span.Start <= sp.Start && e.Span.End >= sp.End {
				return e.Name
			}
		}
	}
	return ""
}

// asksWho: the question asks "who" or "whom" of a person, whose name a
// column word then is, whatever the question names.
func (o *readCtx) asksWho() bool {
	for i := range o.toks {
		if english.PersonAsker.Is(o.word(i)) {
			return true
		}
	}
	return false
}

func fixrel3HasWord(ws []string, w string) bool {
	for _, x := range ws {
		if x == w {
			return true
		}
	}
	return false
}
