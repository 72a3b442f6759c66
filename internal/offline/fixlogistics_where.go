package offline

import (
	"fmt"
	"strings"

	"github.com/gql-dev/gql/internal/english"
)

// whereMotionEdge: "Where was PX-4458347 going to?", "Where did X come
// from?" — "where" and a verb of travelling ask for an end of the named
// thing's journey: its arrival end, or its departure end after "from" or a
// verb of leaving. When exactly one relationship from the named thing's
// label to a place is named for that end (DESTINATION, ORIGIN;
// english.Arrival, english.Departure), the unlinked verb is linked to it
// for this compilation, and inferredFocus answers with the place at its
// other end. Said as a warning.
func (o *offline) whereMotionEdge(warns *sink) {
	wh := o.whPos()
	if wh < 0 && len(o.toks) > 0 && english.WherePlace.Is(o.word(0)) {
		wh = 0
	}
	if wh < 0 || !english.WherePlace.Is(o.word(wh)) {
		return
	}
	verb := -1
	for k := wh + 1; k < len(o.toks); k++ {
		if english.JourneyVerb.Is(o.lower[k]) && !o.linksAt(k) {
			verb = k
			break
		}
	}
	if verb < 0 {
		return
	}
	label := ""
	for _, v := range o.ev.Values {
		if k := o.tokenAt(v.Span); v.OnEdge || k <= wh || k >= verb {
			continue
		}
		if label != "" {
			return
		}
		label = v.Owner
	}
	if label == "" {
		return
	}
	ends := english.Arrival
	for k := verb; k < len(o.toks); k++ {
		if english.AwayPrep.Is(o.lower[k]) || english.Departure.Is(o.lower[k]) || english.Departure.Is(english.Lemma(o.lower[k])) {
			ends = english.Departure
		}
	}
	var named []string
	for _, et := range o.s.EdgeTypes {
		ok := false
		for _, ep := range et.Endpoints {
			if ep.From == label && ep.To != label && english.PlaceLabel(ep.To) {
				ok = true
			}
		}
		if !ok {
			continue
		}
		for _, w := range strings.Split(strings.ToLower(et.Name), "_") {
			if ends.Is(w) && !english.TowardPrep.Is(w) && !english.AwayPrep.Is(w) {
				named = append(named, et.Name)
				break
			}
		}
	}
	if len(named) != 1 {
		return
	}
	ev := *o.ev
	ev.Elements = append(append([]ElementLink(nil), o.ev.Elements...), ElementLink{Kind: "edge", Name: named[0], Span: o.toks[verb].Span, Score: 0.9})
	o.ev = &ev
	warns.add(o.diagnostic("where-motion-read", o.tokSpans(wh, verb), fmt.Sprintf("%q asks for an end of the %s's journey: %s, the one relationship from %s to a place named for that end", o.ev.Question[o.toks[wh].Span.Start:o.toks[verb].Span.End], label, named[0], label)))
}
