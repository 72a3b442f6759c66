package offline

import (
	"strings"
	"testing"

	"github.com/gql-dev/gql/lang"
)

// TestSetOpTail: "A but not B" followed by a last sentence that only asks
// what to show ("Give their names.") or by the noun of B's own kind is
// still the two tests, one denied; a last sentence with a value of its own
// could bound either thing and is not so read. On property graphs
// (staffing, movies; three languages by checkPlan) and relational graphs
// as converted (chess_club, gym_club).
func TestSetOpTail(t *testing.T) {
	runAnswers(t, []answerCase{
		{schema: "staffing", question: "Which shops hired Ines but not Omar? Give their names.",
			want: []string{"EXISTS { (s)<-[:REF_SHOP]-(:Hiring)-[:REF_EMPLOYEE]->(:Employee {name: 'Ines'}) } AND NOT EXISTS { (s)<-[:REF_SHOP]-(:Hiring)-[:REF_EMPLOYEE]->(:Employee {name: 'Omar'}) }"}, warn: "set-operation"},
		{schema: "movies", question: "Which people acted in The Matrix but not in Top Gun? List their names.",
			want: []string{"AND NOT EXISTS { (p)-[:ACTED_IN]->(:Movie {title: 'Top Gun'}) }"}, warn: "set-operation"},
		{schema: "movies", question: "Which people acted in The Matrix but not in Top Gun? Give those born after 1960.", refused: true},
		// An article before the second thing ("a van but never a truck")
		// is no thing of its own, as "the" is not.
		{schema: "logistics", question: "Which drivers drive a van but never a truck?",
			want: []string{"EXISTS { (d)-[:DRIVES]->(:Vehicle {kind: 'van'}) } AND NOT EXISTS { (d)-[:DRIVES]->(:Vehicle {kind: 'truck'}) }"}, warn: "set-operation"},
	})
	for _, c := range []struct{ kg, q, want, not string }{
		{"chess_club", "Which players played in the Berlin Blitz Cup but not in the Lisbon Rapid? Give their names.",
			`FILTER NOT EXISTS { ?_x3 :participation\#ref-player_id ?p . ?_x3 a :participation . ?_x3 :participation\#ref-tourn_id ?_x4 . ?_x4 a :tournament . ?_x4 :tourn_name "Lisbon Rapid" . }`, ""},
		{"gym_club", "Which members booked Core Pilates but not Morning Flow? Give their first names.",
			`FILTER NOT EXISTS { ?_x3 :booking\#ref-member_id ?m . ?_x3 a :booking . ?_x3 :booking\#ref-class_id ?_x4 . ?_x4 a :gym_class . ?_x4 :class_name "Morning Flow" . }`, ""},
		{"water_utility", "Which technicians did a calibration but never an inspection?",
			`FILTER NOT EXISTS { ?_x2 :meter_service\#ref-tech_id ?t . ?_x2 a :meter_service . ?_x2 :service_type "inspection" . }`, ""},
	} {
		outs, ws, err := selfrefCompile(t, c.kg, c.q)
		if err != nil {
			t.Errorf("%s: %q: %v", c.kg, c.q, err)
			continue
		}
		if !strings.Contains(outs[lang.SPARQL], c.want) || !strings.Contains(outs[lang.Cypher], "AND NOT EXISTS") || !strings.Contains(outs[lang.Gremlin], "not(") {
			t.Errorf("%s: %q:\n%s\n%s\n%s", c.kg, c.q, outs[lang.Cypher], outs[lang.Gremlin], outs[lang.SPARQL])
		}
		if !hasWarning(ws, "set-operation", "") {
			t.Errorf("%s: %q: no set-operation warning", c.kg, c.q)
		}
	}
}
