package offline

import (
	"fmt"
	"strings"

	"github.com/gql-dev/gql/grounding"
	"github.com/gql-dev/gql/internal/english"
	"github.com/gql-dev/gql/schema"
)

// arrivalVerbEdge: "For each depot, how many shipments arrived there?"
// where grounding linked the verb to a date an intermediate relationship
// keeps (VIA.arrived: when each leg reached a depot) and the schema has,
// between the same two labels, a relationship named for where the journey
// ends (DESTINATION). A verb of arriving or leaving used as the question's
// verb, with no date asked or compared, says where the thing goes, so the
// link is moved to the relationship named for that end (said as a
// warning); a date the question reads keeps the property's link.
func (o *offline) arrivalVerbEdge(warns *sink) {
	if o.asksOrComparesDate() {
		return
	}
	for ei, e := range o.ev.Elements {
		et := o.s.EdgeType(e.Owner)
		if e.Kind != "prop" || et == nil {
			continue
		}
		idx := o.tokensIn(e.Span)
		if len(idx) != 1 || o.toks[idx[0]].POS != grounding.VERB {
			continue
		}
		lemma := english.Lemma(o.lower[idx[0]])
		var ends english.WordList
		switch {
		case english.Arrival.Is(lemma) || english.Arrival.Is(o.lower[idx[0]]):
			ends = english.Arrival
		case english.Departure.Is(lemma) || english.Departure.Is(o.lower[idx[0]]):
			ends = english.Departure
		default:
			continue
		}
		var named []string
		for _, other := range o.s.EdgeTypes {
			if other.Name == et.Name || !sameEnds(et.Endpoints, other.Endpoints) {
				continue
			}
			for _, w := range strings.Split(strings.ToLower(other.Name), "_") {
				if ends.Is(w) && !english.TowardPrep.Is(w) && !english.AwayPrep.Is(w) {
					named = append(named, other.Name)
					break
				}
			}
		}
		if len(named) != 1 {
			continue
		}
		ev := *o.ev
		ev.Elements = append([]ElementLink(nil), o.ev.Elements...)
		ev.Elements[ei] = ElementLink{Kind: "edge", Name: named[0], Span: e.Span, Score: e.Score}
		o.ev = &ev
		warns.add(o.diagnostic("arrival-verb-edge", e.Span, fmt.Sprintf("%q is read as where the %s goes, the relationship %s, not as the date %s.%s the question neither asks for nor compares", o.toks[idx[0]].Text, et.Endpoints[0].From, named[0], et.Name, e.Name)))
		return
	}
}

// sameEnds: some endpoint pair of a is one of b's.
func sameEnds(a, b []schema.Endpoint) bool {
	for _, x := range a {
		for _, y := range b {
			if x.From == y.From && x.To == y.To {
				return true
			}
		}
	}
	return false
}

// asksOrComparesDate: the question asks when, or holds a number or a
// date, which the arrival date could be compared with.
func (o *offline) asksOrComparesDate() bool {
	for i, t := range o.toks {
		if t.POS == grounding.NUM || english.Frame.When.Is(o.lower[i]) || english.DateNoun.Is(o.lower[i]) {
			if o.valueInside(i, o.toks[i].Span) && t.POS != grounding.NUM {
				continue
			}
			return true
		}
	}
	return false
}
