package offline

import "github.com/gql-dev/gql/templates"

// leftoversPlan applies, to the built plan q, the readings found on the
// registry and library graphs' remaining refusals, each stated in
// schema-free words at its function. It runs after the plan is built and
// before the account and sanity phases, which then see the words these
// readings consumed and the plan they rewrote.
func (o *offline) leftoversPlan(pl *pattern, q *templates.Query, warns *sink) error {
	o.textExtremeByDate(q, warns)
	o.whenEdgeDate(pl, q, warns)
	o.eachRelatedProp(q, warns)
	return nil
}
