package offline

import "testing"

// TestWhereMotion: "where" with a verb of travelling asks for the place at
// the journey's arrival end, or its departure end after "from".
func TestWhereMotion(t *testing.T) {
	runKinds(t, []kindCase{
		{schema: "logistics", question: "where was PX-4458347 going to?",
			want: []string{"(s:Shipment {tracking: 'PX-4458347'})-[:DESTINATION]->(d:Depot)", "d.code"}, not: []string{"AS tracking"}, warn: "where-motion-read"},
		{schema: "logistics", question: "Where did PX-4458347 come from?",
			want: []string{"-[:ORIGIN]->(d:Depot)"}, warn: "where-motion-read"},
		{schema: "fixlogistics_rail", question: "Where was T100 going?",
			want: []string{"(t:Train {service_no: 'T100'})-[:ARRIVAL_STATION]->(s:Station)"}, warn: "where-motion-read"},
		{schema: "fixlogistics_rail", question: "Where did T200 come from?",
			want: []string{"-[:DEPARTURE_STATION]->(s:Station)"}, warn: "where-motion-read"},
		{schema: "flights", question: "Where is NS101 going?",
			want: []string{"-[:ARRIVES_AT]->(a:Airport)"}},
	})
}
