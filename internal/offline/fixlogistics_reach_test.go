package offline

import "testing"

// TestReachVerbChain: a verb of reaching in a chain question over one
// label with one relationship to itself follows that relationship, out of
// the thing after "from" and into the thing reached.
func TestReachVerbChain(t *testing.T) {
	runKinds(t, []kindCase{
		{schema: "logistics", question: "Which depots can be reached from LIS-01, directly or indirectly?",
			want: []string{"(d:Depot {code: 'LIS-01'})-[:CONNECTS*1..10]->(d2:Depot)"}, warn: "reach-verb-read"},
		{schema: "logistics", question: "Which depots can reach MAD-01, directly or indirectly?",
			want: []string{"(d:Depot {code: 'MAD-01'})<-[:CONNECTS*1..10]-(d2:Depot)"}, warn: "reach-verb-read"},
		{schema: "ops", question: "Which services can be reached from api-gateway, directly or indirectly?",
			want: []string{"(s:Service {name: 'api-gateway'})-[:DEPENDS_ON*1..10]->(s2:Service)"}, warn: "reach-verb-read"},
		{schema: "fixlogistics_rail", question: "Which stations can be reached from Leeds, directly or indirectly?",
			want: []string{"(s:Station {name: 'Leeds'})-[:LINKED_TO*1..10]->(s2:Station)"}, warn: "reach-verb-read"},
		// no chain cue: the verb still names no relationship
		{schema: "logistics", question: "Which depots can be reached from LIS-01?", refused: true},
	})
}
