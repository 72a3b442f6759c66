package offline

import "testing"

// TestArrivalVerbEdge: a verb of arriving or leaving linked to a date kept
// on a journey's legs walks the relationship named for that end when no
// date is asked or compared; "when" keeps the date.
func TestArrivalVerbEdge(t *testing.T) {
	runKinds(t, []kindCase{
		{schema: "logistics", question: "For each depot, how many shipments arrived there?",
			want: []string{"(d)<-[:DESTINATION]-(s:Shipment)", "count(s)"}, not: []string{"VIA"}, warn: "arrival-verb-edge"},
		{schema: "fixlogistics_rail", question: "For each station, how many trains arrived there?",
			want: []string{"(s)<-[:ARRIVAL_STATION]-(t:Train)"}, not: []string{"CALLS_AT"}, warn: "arrival-verb-edge"},
		{schema: "fixlogistics_rail", question: "How many trains departed from York?",
			want: []string{"<-[:DEPARTURE_STATION]-(t:Train)"}, not: []string{"CALLS_AT"}, warn: "arrival-verb-edge"},
		{schema: "fixlogistics_rail", question: "When did T100 arrive at York?", want: []string{"[r:CALLS_AT]", "r.arrived"}},
		{schema: "logistics", question: "When did PX-4410000 arrive at LIS-01?", want: []string{"[r:VIA]", "r.arrived"}},
	})
}
