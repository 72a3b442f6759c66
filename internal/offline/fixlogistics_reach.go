package offline

import (
	"fmt"

	"github.com/gql-dev/gql/internal/english"
)

// reachVerbChain: "Which depots can be reached from LIS-01, directly or
// indirectly?" — a verb of reaching that links nothing, in a question that
// follows a chain ("indirectly"), between things of one label that has
// exactly one relationship to itself: the chain is that relationship
// (CONNECTS), followed from the thing after "from". The verb is linked to
// it for this compilation; which relationship it is, is said as a warning.
func (o *offline) reachVerbChain(warns *sink) {
	if o.find(english.Indirectly) < 0 {
		return
	}
	for k := range o.toks {
		if !english.ReachVerb.Is(o.lower[k]) || o.linksAt(k) {
			continue
		}
		label := ""
		for _, e := range o.ev.Elements {
			if e.Kind == "label" {
				if label != "" && label != e.Name {
					return
				}
				label = e.Name
			}
		}
		for _, v := range o.ev.Values {
			if v.OnEdge || label != "" && v.Owner != label {
				return
			}
			label = v.Owner
		}
		if label == "" {
			return
		}
		var self []string
		for _, et := range o.s.EdgeTypes {
			if et := et; selfRelation(&et) && et.Connects(label, label) {
				self = append(self, et.Name)
			}
		}
		if len(self) != 1 {
			return
		}
		ev := *o.ev
		ev.Elements = append(append([]ElementLink(nil), o.ev.Elements...), ElementLink{Kind: "edge", Name: self[0], Span: o.toks[k].Span, Score: 0.9})
		o.ev = &ev
		warns.add(o.diagnostic("reach-verb-read", o.tokSpans(k, k), fmt.Sprintf("%q names no relationship; the chain followed is %s, the one relationship %s has to itself", o.toks[k].Text, self[0], label)))
		return
	}
}

// reachFromSource turns a chain reachVerbChain linked so that the thing
// named after "from" is its source: "reached from LIS-01" follows the
// relationship out of LIS-01, whatever the word order made of the passive.
func (o *offline) reachFromSource(pl *pattern) {
	for _, e := range pl.edges {
		if e.pos < 0 || e.pos >= len(o.toks) || !english.ReachVerb.Is(o.lower[e.pos]) || e.from.label != e.to.label {
			continue
		}
		for k := e.pos + 1; k < len(o.toks) && k <= e.pos+2; k++ {
			if english.AwayPrep.Is(o.lower[k]) && e.to.pos == k+1 {
				e.from, e.to = e.to, e.from
			}
		}
	}
}
