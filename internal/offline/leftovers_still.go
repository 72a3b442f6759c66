package offline

import (
	"fmt"
	"strings"

	"github.com/gql-dev/gql/grounding"
	"github.com/gql-dev/gql/internal/english"
	"github.com/gql-dev/gql/schema"
	"github.com/gql-dev/gql/templates"
)

// stillNotEnded reads "How many loans are still out?", "What does Tom
// Becker still have out?": "still" asks for a state that has not ended,
// and exactly one thing the plan walks (a relationship or a node) holds a
// yes/no property whose name says the state ended (returned, resolved,
// closed): the plan keeps only those where it is false. With none or
// several such properties "still" stays unread and the question is
// refused as before. The reading is a warning (still-not-ended).
func (o *offline) stillNotEnded(pl *pattern, q *templates.Query, warns *sink) {
	at := -1
	for i := range o.toks {
		if english.StillState.Is(o.word(i)) && !(i+1 < len(o.toks) && o.used.has(i+1) && o.valueAt(i+1)) {
			at = i
			break
		}
	}
	if at < 0 {
		return
	}
	type cand struct {
		hop  *templates.Hop
		v    string
		prop string
	}
	var cands []cand
	ended := func(owner string) string {
		found := ""
		for _, p := range o.propsOf(owner) {
			if p.Type != schema.Bool {
				continue
			}
			for _, w := range grounding.SplitName(schema.LocalName(p.Name)) {
				if english.EndedFlag.Is(strings.ToLower(w)) {
					if found != "" && found != p.Name {
						return "?"
					}
					found = p.Name
				}
			}
		}
		return found
	}
	for pi := range q.Match {
		p := &q.Match[pi]
		if f := ended(p.From.Label); f != "" {
			cands = append(cands, cand{v: p.From.Var, prop: f})
		}
		for hi := range p.Hops {
			h := &p.Hops[hi]
			if h.Min != 0 || len(h.Or) > 0 {
				continue
			}
			if f := ended(h.Edge); f != "" {
				cands = append(cands, cand{hop: h, prop: f})
			}
			if f := ended(h.To.Label); f != "" {
				cands = append(cands, cand{v: h.To.Var, prop: f})
			}
		}
	}
	if len(cands) != 1 || cands[0].prop == "?" {
		return
	}
	c := cands[0]
	owner := ""
	if c.hop != nil {
		if c.hop.Var == "" {
			c.hop.Var = pl.newVar("r")
		}
		c.v, owner = c.hop.Var, c.hop.Edge
	} else {
		owner = varLabels(q)[c.v]
	}
	q.Where = templates.AllOf(q.Where, templates.C(c.v, c.prop, templates.Eq, false))
	o.used.mark(at)
	if o.still == nil {
		o.still = map[int]bool{}
	}
	o.still[at] = true
	warns.add(o.diagnostic("still-not-ended", o.tokSpan(at),
		fmt.Sprintf("%q asks for a state that has not ended: read as %s.%s = false, the one yes/no property of what the plan walks whose name says it ended", o.toks[at].Text, owner, c.prop)))
}
