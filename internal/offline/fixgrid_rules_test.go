package offline

import "testing"

// TestValueOverVerbEdge: a verb that is a form of a property's name,
// followed by a stored value of that property, filters by the value; the
// relationship of the same word is walked only when its other end is
// named.
func TestValueOverVerbEdge(t *testing.T) {
	runKinds(t, []kindCase{
		{schema: "grid", question: "How many outages were caused by vegetation?", want: []string{"cause: 'vegetation'", "count("}, not: []string{"CAUSED_BY"}, warn: "value-over-verb-edge"},
		{schema: "fixgrid_water", question: "Number of incidents caused by flood", want: []string{"cause: 'flood'"}, not: []string{"CAUSED_BY"}, warn: "value-over-verb-edge"},
		{schema: "fixgrid_water", question: "Count the incidents that frost caused.", not: []string{"CAUSED_BY"}},
		// the other end named: the relationship stays
		{schema: "fixgrid_water", question: "Which pumps caused incidents?", want: []string{"CAUSED_BY"}},
	})
}

// TestSelfEdgeDirection: a possessive before the bare verb of a
// self-relationship makes the named thing its target; "from" after the
// verb makes it the source.
func TestSelfEdgeDirection(t *testing.T) {
	runKinds(t, []kindCase{
		{schema: "grid", question: "Who is Aisha Khan's lead?", want: []string{"<-[:LEADS]-(t2:Technician)"}, warn: "self-edge-direction"},
		{schema: "fixgrid_water", question: "Who is Paul Reyes's guide?", want: []string{"<-[:GUIDES]-(e2:Engineer)"}, warn: "self-edge-direction"},
		{schema: "fixgrid_water", question: "Which pumps feed from Millbrook?", want: []string{"{name: 'Millbrook'})-[:FEEDS]->"}, warn: "self-edge-direction"},
		{schema: "grid", question: "List the substations that feed from Northgate Grid Supply.", want: []string{"{name: 'Northgate Grid Supply'})-[:FEEDS]->"}, warn: "self-edge-direction"},
		// word order already right: unchanged
		{schema: "fixgrid_water", question: "Which pumps does Hilltop feed?", want: []string{"{name: 'Hilltop'})-[:FEEDS]->"}},
	})
}

// TestExactPropOverEdge: a noun that is the whole name of a named thing's
// property is that property, not a relationship named by another form of
// the word; the relationship's own word still walks it.
func TestExactPropOverEdge(t *testing.T) {
	runKinds(t, []kindCase{
		{schema: "grid", question: "Count the outages for each cause.", want: []string{"o.cause AS cause", "count(o)"}, not: []string{"CAUSED_BY"}, warn: "exact-prop-over-edge"},
		{schema: "fixgrid_water", question: "What is the most common cause of incidents?", want: []string{"i.cause AS cause"}, not: []string{"CAUSED_BY"}, warn: "exact-prop-over-edge"},
		{schema: "grid", question: "Which transformer caused the most outages?", want: []string{"CAUSED_BY"}},
	})
}

// TestStillOpenDate: "still" with the end of a state kept as a value (a
// closed date) reads the things where it is missing.
func TestStillOpenDate(t *testing.T) {
	runKinds(t, []kindCase{
		{schema: "grid", question: "Show the priority 3 work orders that are still open.", want: []string{"closed IS NULL", "priority: 3"}, not: []string{"opened"}, warn: "still-open-missing"},
		{schema: "fixgrid_water", question: "Which repair jobs are still open?", want: []string{"closed IS NULL", "r.job_id"}, warn: "still-open-missing"},
		{schema: "fixgrid_water", question: "How many repair jobs are still pending?", want: []string{"closed IS NULL", "count(r)"}, warn: "still-open-missing"},
	})
}
