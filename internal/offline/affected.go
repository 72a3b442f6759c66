package offline

import (
	"fmt"

	"github.com/gql-dev/gql/internal/english"
	"github.com/gql-dev/gql/templates"
)

// affectedIfDown reads "What would be affected if X went down?": the
// things of X's label that reach X over its one self-relationship,
// directly or indirectly (those that depend on it), as the closure rules
// build it (capped in Cypher and Gremlin, closure-capped). The direction —
// the dependent is the edge's source, as in DEPENDS_ON, USES, CALLS — is
// read from the edge's name and still a warning (affected-read). Nil when
// the question asks something else, names no one thing, or the label has
// no single self-relationship named as a dependency.
func (o *readCtx) affectedIfDown(pl *pattern, warns *sink) *templates.Query {
	at, ok := english.AffectedIfDown(o.words)
	if !ok {
		return nil
	}
	var named []*onode
	for _, n := range pl.nodes {
		if len(n.filter) > 0 {
			named = append(named, n)
		}
	}
	if len(named) != 1 {
		return nil
	}
	x := named[0]
	var self []string
	for _, et := range o.s.EdgeTypes {
		if et.Connects(x.label, x.label) {
			self = append(self, et.Name)
		}
	}
	if len(self) != 1 || !english.DependencyEdge(self[0]) {
		// MANAGES, FOLLOWS: which end fails the other is no reading of
		// the name; the question is left to the other phases.
		return nil
	}
	v := pl.newVar(x.label)
	h := templates.OutE(self[0], templates.N(x.v, x.label))
	h.Min, h.Max = 1, templates.Unbounded
	q := &templates.Query{
		Match:    []templates.Path{templates.P(templates.N(v, x.label), h)},
		Where:    templates.AllOf(x.filter...),
		Return:   []templates.Proj{{Var: v}},
		Distinct: true,
	}
	if _, err := templates.Normalize(q, o.s); err != nil {
		return nil
	}
	warns.add(o.diagnostic("affected-read", o.tokSpan(at),
		fmt.Sprintf("read as the %s that reach %s over %s, directly or indirectly: the source of %s is taken to depend on its target", x.label, o.ev.Question[o.toks[x.pos].Span.Start:o.toks[x.pos].Span.End], self[0], self[0])))
	if cv, err := templates.Caveats(q, o.s); err == nil {
		for _, c := range cv {
			if c.Code == templates.CaveatClosureCapped {
				warns.add(o.diagnostic("closure-capped", o.tokSpan(at), c.Detail))
			}
		}
	}
	return q
}
