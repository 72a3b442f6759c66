package offline

// fixgridReadings are the fixgrid rules that reread the grounding before
// the phases run; each says what it changed as a warning.
func (o *offline) fixgridReadings(warns *sink) {
	o.compoundLabelNames(warns)
	o.valueOverVerbEdge(warns)
}
