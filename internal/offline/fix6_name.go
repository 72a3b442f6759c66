package offline

import (
	"fmt"

	"github.com/gql-dev/gql/internal/english"
	"github.com/gql-dev/gql/schema"
)

// Kind of question read here: a piece of text sought "in the name" of
// things whose label has no property called so ("courses with History in
// the name", where a course has a code and a title). The word "name"
// linked to another label's name, the string filter found no property of
// the focus beside the cue and matched the text inside the key (the
// course code): a silent wrong. What a thing is called is the property it
// is shown by (nodeCol: a title or a name), so the text is sought there,
// and the reading is said as a warning.

// nameAsShown is the property a name noun in the words [from, to] after
// the sought text names on the focus: its own property of that name, or,
// when it has none, the one it is shown by; "" when no such noun stands
// there (the key is kept).
func (o *conPhase) nameAsShown(focus *onode, from, to int) string {
	shown := o.nodeCol(focus).Prop
	for k := from; k <= to && k < len(o.toks); k++ {
		if !english.IdentityNoun.Is(o.word(k)) && !english.IdentityNoun.Is(o.lower[k]) {
			continue
		}
		if p := schema.Find(o.propsOf(focus.label), o.lower[k]); p != nil {
			// "products with Coffee in the name", the word linked to
			// another label's name: the focus's own name is meant.
			return p.Name
		}
		if shown == "" || shown == o.s.Key(focus.label) {
			return ""
		}
		o.warnings = append(o.warnings, o.diagnostic("name-as-shown", o.tokSpan(k),
			fmt.Sprintf("%q is read as %s, the property %s is shown by (it has no property called so)", o.toks[k].Text, shown, focus.label)))
		return shown
	}
	return ""
}
