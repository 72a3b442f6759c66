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
