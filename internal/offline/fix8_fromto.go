package offline

import (
	"fmt"

	"github.com/gql-dev/gql/internal/english"
	"github.com/gql-dev/gql/templates"
)

func init() {
	checks = append(checks,
		Check{ID: "from-to-direction-read", Warning: true, Summary: "\"from X to Y\" orients a relationship of a label to itself from X",
			Doc: "\"the line from Bramley to Tollgate: what type of cable is it?\": two named things of one label, the first after \"from\" and the second after \"to\", joined by a relationship of that label to itself: X is its source and Y its target, whatever else the question puts first; the warning names the direction taken."},
	)
}

// fromToNamedDirection orients a hop of a label to itself between two
// named nodes from the one the question writes after "from" to the one
// after "to" (rw5-grid-1 fronted the phrase, and the plan walked the line
// from Tollgate). Other hops, and names not in a from … to phrase, keep
// the direction given.
func (o *readCtx) fromToNamedDirection(q *templates.Query, warns *sink) {
	names := map[string]string{}
	for _, c := range conjuncts(q.Where) {
		if s, ok := c.Value.(string); ok && c.Op == templates.Eq && c.Var != "" {
			names[c.Var] = s
		}
	}
	labels := varLabels(q)
	for pi := range q.Match {
		p := &q.Match[pi]
		prev := p.From.Var
		for hi := range p.Hops {
			h := &p.Hops[hi]
			cur := h.To.Var
			a, b := prev, cur
			prev = cur
			if h.Min != 0 || h.Max != 0 || labels[a] == "" || labels[a] != labels[b] || names[a] == "" || names[b] == "" {
				continue
			}
			src, dst := a, b
			if h.Dir == templates.In {
				src, dst = b, a
			}
			if o.fromToNames(names[dst], names[src]) {
				if h.Dir == templates.In {
					h.Dir = templates.Out
				} else {
					h.Dir = templates.In
				}
				warns.add(o.diagnostic("from-to-direction-read", o.toks[o.valueToken(names[dst])].Span,
					fmt.Sprintf("%s is walked from %s to %s, as \"from %s to %s\" says", h.Edge, names[dst], names[src], names[dst], names[src])))
			}
		}
	}
}

// fromToNames: the question writes "from x … to y", x's words right after
// "from" and y's right after a "to" later on (an article between).
func (o *readCtx) fromToNames(x, y string) bool {
	vx, vy := o.valueToken(x), o.valueToken(y)
	if vx < 1 || vy <= vx {
		return false
	}
	before := func(v int, l english.WordList) bool {
		k := v - 1
		if k > 0 && english.DefiniteArticle.Is(o.word(k)) {
			k--
		}
		return l.Is(o.word(k))
	}
	return before(vx, english.FromToFrom) && before(vy, english.FromToTo)
}
