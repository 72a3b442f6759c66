package offline

import (
	"strings"

	"github.com/gql-dev/gql/schema"
	"github.com/gql-dev/gql/templates"
)

// A thing named by a stored value of the label asked about ("Which clubs
// bought from Harbour United?") is folded into the asked thing when no
// relationship of the label to itself exists: "clubs from Harbour" would
// be the clubs that are Harbour. A table with two keys into the label (a
// transfer's seller and buyer, a mentorship's mentor and mentee) is such
// a relationship in a graph converted from tables; when the question says
// a role word of one of its keys, the named thing is the other end of the
// row, not a description of the asked one.

// selfJunctionKeeps: n, an anchor of the focus's label named by a text
// value, stays a node of its own because the question says a role of a
// table joining that label to itself.
func (o *readCtx) selfJunctionKeeps(n *onode) bool {
	named := false
	for _, f := range n.filter {
		if c, ok := f.(*templates.Cmp); ok && c.Op == templates.Eq {
			if _, isText := c.Value.(string); isText {
				named = true
			}
		}
	}
	return named && len(o.selfJunctionRoles(n.label)) > 0
}

// selfJunctionRoles lists the tokens saying a role word of a key of a
// nameless table with two keys or more into label l.
func (o *readCtx) selfJunctionRoles(l string) []int {
	var out []int
	for _, lab := range o.s.Labels {
		j := lab.Name
		if j == l || schema.NamingProperty(j, lab.Properties) != "" {
			continue
		}
		ets := edgeTypesBetween(o.s, l, j)
		if len(ets) < 2 {
			continue
		}
		for _, et := range ets {
			out = append(out, o.saying(roleWords(et.Name, l, j))...)
		}
	}
	return out
}

// sameKeyTwice refuses a plan that joins one row of a table with two keys
// into a label to two different things of that label by the same key
// ("Which clubs did X sell to?" read with X and the clubs both as the
// seller): a key holds one value, so the plan finds nothing, and the
// question meant the other key for one of them.
func (o *sanityCheck) sameKeyTwice(q *templates.Query) error {
	type use struct{ row, edge string }
	seen := map[use]string{}
	labels := varLabels(q)
	for _, p := range q.Match {
		prev := p.From
		for _, h := range p.Hops {
			if h.Min != 0 || h.Max != 0 || len(h.Or) > 0 || h.Dir == templates.Both {
				prev = h.To
				continue
			}
			row, end := prev, h.To
			if h.Dir == templates.In {
				row, end = h.To, prev
			}
			prev = h.To
			if row.Label == end.Label || len(edgeTypesBetween(o.s, row.Label, end.Label)) < 2 {
				continue
			}
			if lab := o.s.Label(row.Label); lab == nil || schema.NamingProperty(row.Label, lab.Properties) != "" {
				continue
			}
			u := use{row.Var, h.Edge}
			if other, ok := seen[u]; ok && other != end.Var && labels[other] == labels[end.Var] {
				return o.refuse("same-key-twice", o.labelToken(end.Label), "the plan joins one %s to two %s by the same key %s, which holds one value: one of them is the other key's (%s)", row.Label, end.Label, h.Edge, o.otherKeys(row.Label, end.Label, h.Edge))
			}
			seen[u] = end.Var
		}
	}
	return nil
}

// otherKeys names the edge types from row to end other than et.
func (o *readCtx) otherKeys(row, end, et string) string {
	var out []string
	for _, e := range edgeTypesBetween(o.s, row, end) {
		if e.Name != et {
			out = append(out, e.Name)
		}
	}
	return strings.Join(out, ", ")
}
