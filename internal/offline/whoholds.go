package offline

import (
	"fmt"

	"github.com/gql-dev/gql/schema"
)

// whoHolds reads "Who was hired in 2023?", "Who joined before 2010?" on a
// graph whose people are no label called Person: the question names no
// thing and no relationship, only properties, and every one of them is a
// property of one label with a name. Who is asked is a thing of that label
// — the one the words can be said of. Otherwise the first label with a
// name stood for "who", and the property, held by another label, was
// refused. A warning (focus-inferred) says which label was taken.
func (o *focusPhase) whoHolds() string {
	owner := ""
	var said ElementLink
	for _, e := range o.ev.Elements {
		if e.Kind != "prop" {
			return "" // a thing or a relationship is named: it decides
		}
		l := e.Owner
		if l == "" {
			l = o.onlyLabelWith(e.Name)
		}
		if l == "" || o.s.Label(l) == nil || owner != "" && l != owner {
			return ""
		}
		owner, said = l, e
	}
	if owner == "" || schema.Find(o.propsOf(owner), "name") == nil {
		return ""
	}
	o.res.warnings = append(o.res.warnings, o.diagnostic("focus-inferred", said.Span,
		fmt.Sprintf("the question names no thing; \"who\" is read as %s, the one label holding %s", owner, said.Name)))
	return owner
}
