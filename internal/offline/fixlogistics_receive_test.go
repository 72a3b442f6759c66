package offline

import "testing"

// TestReceiveVerb: a place that "receives" things is where they arrive:
// the relationship named for the arrival end, on three schemas.
func TestReceiveVerb(t *testing.T) {
	runKinds(t, []kindCase{
		{schema: "logistics", question: "Which depot receives the most shipments?",
			want: []string{"(d:Depot)<-[:DESTINATION]-(s:Shipment)", "count(s)"}, warn: "receive-verb-read"},
		{schema: "flights", question: "Which airport receives the most flights?",
			want: []string{"(a:Airport)<-[:ARRIVES_AT]-(f:Flight)"}, warn: "receive-verb-read"},
		{schema: "fixlogistics_rail", question: "Which station receives the most trains?",
			want: []string{"(s:Station)<-[:ARRIVAL_STATION]-(t:Train)"}, warn: "receive-verb-read"},
	})
}
