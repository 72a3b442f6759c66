package offline

import "github.com/gql-dev/gql/templates"

// fixgridReadings are the fixgrid rules that reread the grounding before
// the phases run; each says what it changed as a warning.
func (o *offline) fixgridReadings(warns *sink) {
	o.compoundLabelNames(warns)
	o.valueOverVerbEdge(warns)
	o.exactPropOverEdge(warns)
	o.unitWordsAside(warns)
	o.stillLinksAside()
}

// fixgridPlan are the fixgrid rules that read the built plan again
// against the words: a direction grammar fixes, a column the question
// only compares.
func (o *offline) fixgridPlan(q *templates.Query, warns *sink) {
	o.selfEdgeDirection(q, warns)
	o.underDirection(q, warns)
	o.comparedNotShown(q, warns)
	o.countsNamed(q, warns)
}
