package offline

import (
	"fmt"

	"github.com/gql-dev/gql/schema"
	"github.com/gql-dev/gql/templates"
)

// The wildlife graph's failures (docs/offline.md "… (fix27)").

func init() {
	checks = append(checks,
		Check{ID: "level-chain-read", Warning: true, Summary: "a thing of a kind reached by a relationship its label also has to itself is read at any depth",
			Doc: "\"What family does the Alpine ibex belong to?\" over Species –BELONGS_TO→ Taxon and Taxon –BELONGS_TO→ Taxon, the family picked by Taxon.rank = 'family': the species belongs to a genus, the genus to the family, so the one step the plan walked reaches the genus and finds no family. When one relationship leads from a label to another and from that other to itself, and the far thing is picked by a value of a property that is neither its key nor its name (a level: rank, level, kind), the step is followed at any depth (each thing once). A far thing picked by its name, or with no level value, keeps the one step."},
	)
}

// levelChainRead follows at any depth a hop A –R→ B when R also leads
// from B to B (a hierarchy above A: species → genus → family) and B is
// picked by an equality on a text property that is neither B's key nor
// its naming property: the level asked for ("what family", "which
// sectors") may be several steps up. A count of a node the chain reaches
// counts each once.
func (o *readCtx) levelChainRead(q *templates.Query, warns *sink) {
	if q.Optional != nil || len(q.Optionals) > 0 || q.Shortest != nil {
		return
	}
	levelOf := map[string]string{} // var → the level property it is picked by
	labels := map[string]string{}
	for _, p := range q.Match {
		labels[p.From.Var] = p.From.Label
		for _, h := range p.Hops {
			if h.To.Label != "" {
				labels[h.To.Var] = h.To.Label
			}
		}
	}
	for _, c := range conjuncts(q.Where) {
		l := labels[c.Var]
		if l == "" || c.Op != templates.Eq || c.Prop == "" {
			continue
		}
		if _, ok := c.Value.(string); !ok {
			continue
		}
		p := schema.Find(o.propsOf(l), c.Prop)
		if p == nil || p.Type != schema.String || c.Prop == o.s.Key(l) || c.Prop == o.s.DeclaredKey(l) || c.Prop == schema.NamingProperty(l, o.propsOf(l)) || isOtherName(c.Prop) {
			continue
		}
		if _, seen := levelOf[c.Var]; seen {
			levelOf[c.Var] = "" // two level values: not one level
			continue
		}
		levelOf[c.Var] = c.Prop
	}
	changed := false
	for pi := range q.Match {
		p := &q.Match[pi]
		prev := p.From
		for hi := range p.Hops {
			h := &p.Hops[hi]
			from, to := prev, h.To
			prev = h.To
			if h.Var != "" || len(h.Or) > 0 || h.VarLength() || h.Dir == templates.Both {
				continue
			}
			near, far := from, to // walked near → far along the edge's direction
			if h.Dir == templates.In {
				near, far = to, from
			}
			ln, lf := labels[near.Var], labels[far.Var]
			if ln == "" || lf == "" || ln == lf || levelOf[far.Var] == "" || levelOf[near.Var] != "" {
				continue
			}
			et := o.s.EdgeType(h.Edge)
			if et == nil || !et.Connects(ln, lf) || !et.Connects(lf, lf) || et.Connects(lf, ln) {
				continue
			}
			h.Min, h.Max = 1, templates.Unbounded
			changed = true
			warns.add(o.diagnostic("level-chain-read", o.tokSpan(-1), fmt.Sprintf("the %s picked by %s is reached from %s along %s at any depth, since %s also leads from one %s to another", lf, levelOf[far.Var], ln, h.Edge, h.Edge, lf)))
		}
	}
	if !changed {
		return
	}
	for k, r := range q.Return {
		switch r.Agg {
		case templates.Count:
			if r.Prop == "" {
				q.Return[k].Agg = templates.CountDistinct
			}
		case templates.NoAgg:
			q.Distinct = q.Distinct || allPlain(q.Return)
		}
	}
}

// allPlain: no column aggregates.
func allPlain(rs []templates.Proj) bool {
	for _, r := range rs {
		if r.Agg != templates.NoAgg {
			return false
		}
	}
	return true
}
