package offline

import (
	"fmt"

	"github.com/gql-dev/gql/grounding"
	"github.com/gql-dev/gql/internal/english"
	"github.com/gql-dev/gql/schema"
	"github.com/gql-dev/gql/templates"
)

// measuredThan reads "older than 30", "younger than 25", "cheaper than 20":
// a measured comparative that no comparison cue lists, before "than" and a
// number, bounds the one numeric property of the thing compared whose name
// grows with the measure (age for older). A property that shrinks with it
// (a year of birth) beside it, several that grow, or none, leave the number
// unread: 30 is an age, not a year, and which property is meant would be a
// guess. It reports whether it placed the number at i.
func (o *conPhase) measuredThan(i int, f float64, focus *onode) bool {
	if i < 2 || !english.Than.Is(o.word(i-1)) || o.used.has(i-2) {
		return false
	}
	m, ok := english.ThanComparative(o.word(i - 2))
	if !ok {
		return false
	}
	// The thing compared: the node named last before the comparative,
	// else the focus ("patients who are older than 30").
	var x *onode
	for _, n := range o.nodes {
		if n.pos >= 0 && n.pos < i-2 && (x == nil || n.pos > x.pos) {
			x = n
		}
	}
	if x == nil || focus != nil && english.Copula.Is(o.word(i-3)) && english.Coordinator(o.word(i-4)) {
		// "patients who live in Springfield and are older than 30": a
		// second predicate of the clause is said of its subject, the
		// thing asked for, not of the place named in the first.
		x = focus
	}
	if x == nil || o.s.Label(x.label) == nil {
		return false
	}
	var grows []string
	for _, p := range o.propsOf(x.label) {
		if !p.Type.Numeric() || p.Type.IsList() || idLike(p.Name) {
			continue
		}
		switch m.Holds(grounding.SplitName(schema.LocalName(p.Name)), false) {
		case 1:
			grows = append(grows, p.Name)
		case -1:
			return false
		}
	}
	if len(grows) != 1 {
		return false
	}
	// The node chosen, not the label's nearest: a value named before
	// ("in Springfield") may hold a node of the same label merged later.
	v := x.v
	if v == "" {
		return false
	}
	op := templates.Gt
	if !m.More {
		op = templates.Lt
	}
	o.used.mark(i-2, i-1, i)
	o.filter = append(o.filter, templates.C(v, grows[0], op, numLit(f)))
	o.warnings = append(o.warnings, o.diagnostic("measure-chosen", o.tokSpans(i-2, i),
		fmt.Sprintf("%q compares %s of %s (%s %s), the one number of it whose name says what %q measures", o.word(i-2)+" than "+o.word(i), grows[0], x.label, op, o.word(i), o.word(i-2))))
	return true
}
