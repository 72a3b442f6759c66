package offline

import (
	"fmt"
	"strings"

	"github.com/gql-dev/gql/internal/english"
)

// receiveVerbEdge: "Which depot receives the most shipments?" — a verb of
// receiving that links nothing, between a place's noun and another
// label's, says the things travel to the place: when exactly one
// relationship from the things' label to the place's is named for the
// arrival end (DESTINATION, ARRIVES_AT; english.Arrival), the verb is
// linked to it for this compilation. Said as a warning.
func (o *offline) receiveVerbEdge(warns *sink) {
	for k := range o.toks {
		if !english.ReceiveVerb.Is(o.lower[k]) || k == 0 {
			continue
		}
		// "depot receives" may be linked as one label: the verb is no
		// part of the noun.
		trim := -1
		for ei, e := range o.ev.Elements {
			if e.Kind == "label" && e.Span.End == o.toks[k].Span.End && e.Span.Start < o.toks[k].Span.Start {
				trim = ei
			}
		}
		if trim < 0 && o.linksAt(k) {
			continue
		}
		subj, obj := "", ""
		for _, e := range o.ev.Elements {
			if e.Kind != "label" {
				continue
			}
			switch p := o.tokenAt(e.Span); {
			case p < k && english.PlaceLabel(e.Name):
				subj = e.Name
			case p > k && obj == "":
				obj = e.Name
			}
		}
		if subj == "" || obj == "" || subj == obj {
			return
		}
		var named []string
		for _, et := range o.s.EdgeTypes {
			if !et.Connects(obj, subj) {
				continue
			}
			for _, w := range strings.Split(strings.ToLower(et.Name), "_") {
				if english.Arrival.Is(w) && !english.TowardPrep.Is(w) {
					named = append(named, et.Name)
					break
				}
			}
		}
		if len(named) != 1 {
			return
		}
		ev := *o.ev
		ev.Elements = append(append([]ElementLink(nil), o.ev.Elements...), ElementLink{Kind: "edge", Name: named[0], Span: o.toks[k].Span, Score: 0.9})
		if trim >= 0 {
			ev.Elements[trim].Span.End = o.toks[k-1].Span.End
		}
		o.ev = &ev
		warns.add(o.diagnostic("receive-verb-read", o.tokSpans(k, k), fmt.Sprintf("%q is read as the %s being where the %s arrive: %s, the one relationship between them named for the arrival end", o.toks[k].Text, subj, obj, named[0])))
		return
	}
}
