package offline

import (
	"fmt"
	"strings"

	"github.com/gql-dev/gql/internal/english"
	"github.com/gql-dev/gql/templates"
)

// chainFromDirection is selfEdgeDirection's "from" reading for a chain:
// "Which substations are fed from Ashby Road, directly or indirectly?".
// The one-word verb naming a relationship of a label to itself, in a past
// form (the passive: the things asked for receive it), followed by "from"
// and a named thing of that label, makes the named thing the chain's
// source, as it does for one step; the chain "directly or indirectly" made
// of the hop was walked by word order, the other way round. Only a hop of
// one or more steps (a closure) is read here; selfEdgeDirection keeps
// the single step. The reading is the self-edge-direction warning.
func (o *offline) chainFromDirection(q *templates.Query, warns *sink) {
	if q == nil {
		return
	}
	for _, e := range o.ev.Elements {
		if e.Kind != "edge" || e.implied {
			continue
		}
		label := o.selfLabel(e.Name)
		if label == "" || strings.Contains(e.Name, "_") {
			continue
		}
		k := o.tokenAt(e.Span)
		if k >= len(o.toks) || o.toks[k].Span.End != e.Span.End || k+2 >= len(o.toks) {
			continue
		}
		if !english.PastParticiple(o.words[k]) || !english.SourcePrep.Is(o.words[k+1]) {
			continue
		}
		v := o.valueStartingAt(k+2, label)
		if v == nil {
			continue
		}
		hop, prev := findOneHop(q, e.Name)
		if hop == nil || hop.Min != 1 || hop.Max != templates.Unbounded || len(hop.Or) > 0 || hop.Dir == templates.Both {
			continue
		}
		if anchored, turned := turnHopFor(q, hop, prev, v, true); !anchored || !turned {
			continue
		}
		name := o.ev.Question[v.Span.Start:v.Span.End]
		warns.add(o.diagnostic("self-edge-direction", o.tokSpan(k),
			fmt.Sprintf("%q from %s says where it comes from: %s is the source of the chain of %s", o.toks[k].Text, name, name, e.Name)))
	}
}
