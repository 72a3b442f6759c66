package offline

import (
	"fmt"
	"strings"

	"github.com/gql-dev/gql/diag"
	"github.com/gql-dev/gql/templates"
)

// unnamedByID shows a thing whose label has no naming property (no name,
// title or identifier the schema marks, and several text properties) by
// its one identifier column ("appt_id", "booking_id"). Refusing every
// question about such things ("which appointments were no-shows?") leaves
// a user with nothing; the identifier is what a listing of them shows
// first, the way a record is referred to in the data itself. With no
// identifier or several, which column names the thing stays a guess and
// the sanity phase refuses. The choice is a warning.
//
// A converted table's columns are qualified by their table
// ("violation#viol_id"): its identifier is a surrogate key the rows were
// numbered by, not how anyone refers to a row, and its questions ask for
// the columns they name (a description, an air date). There the refusal
// stands.
func (o *sanityCheck) unnamedByID(q *templates.Query, labels map[string]string) {
	for i := range q.Return {
		r := &q.Return[i]
		l := labels[r.Var]
		if r.Var == "" || r.Prop != "" || r.Agg != "" || l == "" || !o.s.KeyGuessed(l) {
			continue
		}
		var ids []string
		for _, p := range o.propsOf(l) {
			if rawLocal(p.Name) != strings.ToLower(p.Name) {
				ids = nil
				break
			}
			if idLike(rawLocal(p.Name)) {
				ids = append(ids, p.Name)
			}
		}
		if len(ids) != 1 {
			continue
		}
		r.Prop = ids[0]
		o.warnings = append(o.warnings, o.diagnostic("unnamed-shown-by-id", diag.Span{End: len(o.ev.Question)},
			fmt.Sprintf("%s has no property that names it; each is shown by %s, its identifier; name another property to see it instead", l, ids[0])))
	}
}
