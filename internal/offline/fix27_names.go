package offline

import (
	"strings"

	"github.com/gql-dev/gql/schema"
	"github.com/gql-dev/gql/templates"
)

// otherNameColumns shows a thing whose key is one of several names with
// the others beside it: a label keyed by scientific_name that also holds
// common_name ("What species is LYX-03?", "Which species are endangered?")
// is shown by its key, since NamingProperty cannot choose between two
// "<x>_name" properties, yet a reader may call the species by either. Only
// a key that is itself a "<x>_name" property brings in the label's other
// "<x>_name" text properties (never an id or code, never "name" alone,
// which NamingProperty would have chosen); a thing the question names by a
// value is not echoed (namedBy), aggregates are left alone, and since the
// key is unique, a group shown by both is the same group.
func (b *builder) otherNameColumns() {
	o, q := b.o, b.q
	labelOf := b.unnamedLabels()
	var out []templates.Proj
	added := false
	for _, r := range q.Return {
		out = append(out, r)
		label := labelOf[r.Var]
		if r.Agg != "" || label == "" {
			continue
		}
		key := o.s.DeclaredKey(label) // a guessed key is a name NamingProperty chose already
		if r.Prop != "" || key == "" || !isOtherName(key) || o.nodeCol(&onode{v: r.Var, label: label}).Prop != "" {
			continue
		}
		for _, p := range o.propsOf(label) {
			if p.Name == key || p.Type != schema.String || !isOtherName(p.Name) || b.reads(r.Var, p.Name) {
				continue
			}
			out = append(out, templates.Proj{Var: r.Var, Prop: p.Name})
			added = true
		}
	}
	if added {
		q.Return = out
	}
}

// isOtherName: a "<x>_name" property (common_name, scientific_name), not
// "name" itself.
func isOtherName(prop string) bool {
	local := schema.LocalName(prop)
	return strings.HasSuffix(local, "_name") && local != "_name"
}
