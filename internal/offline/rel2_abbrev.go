package offline

import (
	"fmt"
	"strings"

	"github.com/gql-dev/gql/internal/english"
	"github.com/gql-dev/gql/schema"
)

// abbrevIDs keeps the identifiers whose name, less its id suffix, shortens
// the label's name the way column names do (appt_id of appointment, dept_id
// of department, stuid of student): the label's first letter, then letters of
// the name in order. Tables converted to a graph name their key so, beside
// the keys of the rows they refer to. A shortening another label's name also
// takes could be that label's key, so it is not read as this one's.
func abbrevIDs(s *schema.Schema, label string, ids []string) []string {
	own := strings.ToLower(schema.LocalName(label))
	var out []string
	for _, id := range ids {
		ab := idStem(id)
		if len(ab) < 2 || !english.Skeleton(ab, own) {
			continue
		}
		other := false
		for _, l := range s.Labels {
			if l.Name != label && english.Skeleton(ab, strings.ToLower(schema.LocalName(l.Name))) {
				other = true
				break
			}
		}
		if !other {
			out = append(out, id)
		}
	}
	return out
}

// idStem is an identifier's name less its id suffix and separators.
func idStem(id string) string {
	n := strings.ToLower(rawLocal(id))
	n = strings.TrimSuffix(n, "id")
	return strings.Trim(n, "-_")
}

// abbrevIDWarning says which shortened identifier the plan reads "ids" as.
func (o *focusPhase) abbrevIDWarning(at int, label, prop string) {
	o.res.warnings = append(o.res.warnings, o.diagnostic("id-column", o.toks[at].Span,
		fmt.Sprintf("%q is read as %s, the identifier whose name shortens %s's; the label has other identifiers, those of the things it refers to", o.toks[at].Text, prop, label)))
}
