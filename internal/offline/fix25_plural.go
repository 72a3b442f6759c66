package offline

import (
	"fmt"
	"strings"

	"github.com/gql-dev/gql/templates"
)

// pluralOfStored is the stored value a name the graph does not hold is the
// plural of ("claims on BMWs" where BMW is stored as a make): the name
// with its plural -s taken off is, letter for letter, one of the closest
// stored values of the field it is compared with. A name that is not a
// plural of a stored one keeps its literal reading.
func pluralOfStored(text string, c ValueLink, closest []ValueLink) (string, bool) {
	stem, ok := strings.CutSuffix(text, "s")
	if !ok || len(stem) < 2 || strings.HasSuffix(stem, "'") {
		return "", false
	}
	for _, x := range closest {
		if x.Owner != c.Owner || x.Prop != c.Prop {
			continue
		}
		if v, isText := x.Value.(string); isText && v == stem {
			return v, true
		}
	}
	return "", false
}

// pluralValueAnchor anchors the stored value v a plural name stands for,
// and says so (value-plural-read).
func (o *anchorsPhase) pluralValueAnchor(u Unmatched, idx []int, c ValueLink, v string) {
	o.dropValuesInside(u.Span)
	for _, i := range idx {
		o.mark(i)
	}
	o.res.warnings = append(o.res.warnings, o.diagnostic("value-plural-read", u.Span,
		fmt.Sprintf("%q is not a stored %s.%s, and %q is: the name is read as its plural, the things whose %s is %q", u.Text, c.Owner, c.Prop, v, c.Prop, v)))
	n := o.addNode(c.Owner, idx[0])
	n.filter = append(n.filter, templates.C(n.v, c.Prop, templates.Eq, v))
}
