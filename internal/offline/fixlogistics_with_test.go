package offline

import "testing"

// TestWithValueSameThing: "the <stored kind> with <property> <value>" of
// one label is one thing holding both values, not two joined through the
// thing asked for; without the property's word the two stay apart.
func TestWithValueSameThing(t *testing.T) {
	runKinds(t, []kindCase{
		{schema: "logistics", question: "Who drives the van with plate 17-BL-33?",
			want: []string{"(v:Vehicle {kind: 'van', plate: '17-BL-33'})<-[:DRIVES]-(d:Driver)"}, not: []string{"v2:Vehicle"}, warn: "with-value-same-thing"},
		{schema: "logistics", question: "Which driver drives the van whose plate is 17-BL-33?",
			want: []string{"{kind: 'van', plate: '17-BL-33'}"}, not: []string{"v2:Vehicle"}, warn: "with-value-same-thing"},
		{schema: "hotel", question: "Who manages the receptionist with name Miguel Antunes?",
			want: []string{"{role: 'receptionist', name: 'Miguel Antunes'})<-[:MANAGES]-"}, warn: "with-value-same-thing"},
		{schema: "library", question: "Which branch is the home branch of the premium member with name Tom Becker?",
			want: []string{"(m:Member {tier: 'premium', name: 'Tom Becker'})-[:HOME_BRANCH]->(b:Branch)"}, not: []string{"m2:Member"}, warn: "with-value-same-thing"},
	})
}
