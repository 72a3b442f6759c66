package offline

import "testing"

// TestTerseProp: a question said as a bare noun phrase asks for the
// property it opens with when "of" or "for" joins it to a named thing
// owning it; on three schemas, and not for a relationship's property,
// whose one value or total the phrase does not choose.
func TestTerseProp(t *testing.T) {
	runKinds(t, []kindCase{
		{schema: "library", question: "Opening date of the Harbour Branch?",
			want: []string{"RETURN b.opened AS opened"}, warn: "terse-property-read"},
		{schema: "delivery", question: "kcal of the tantanmen?",
			want: []string{"RETURN d.kcal AS kcal"}, warn: "terse-property-read"},
		{schema: "company", question: "salary for Ada Lovelace",
			want: []string{"RETURN e.salary AS salary"}, warn: "terse-property-read"},
		{schema: "movies", question: "the tagline of The Matrix",
			want: []string{"RETURN m.tagline AS tagline"}, warn: "terse-property-read"},
		{schema: "campus", question: "Weekly booked hours for room TH-101?", refused: true},
	})
}

// TestAgentSynonym: "boss" names the subject of a relationship named by
// "manage" or "supervise", as "manager" does, on two schemas.
func TestAgentSynonym(t *testing.T) {
	runKinds(t, []kindCase{
		{schema: "company", question: "Who's Ada Lovelace's boss?",
			want: []string{"(e:Employee {name: 'Ada Lovelace'})<-[:MANAGES]-(e2:Employee)", "RETURN DISTINCT e2.name"}, warn: "agent-synonym-read"},
		{schema: "outpatient", question: "Who is Tiago Nunes's boss?",
			want: []string{"<-[:SUPERVISES]-(d2:Doctor)", "RETURN DISTINCT d2.name"}, warn: "agent-synonym-read"},
		{schema: "company", question: "Who is the boss of Ada Lovelace?",
			want: []string{"<-[:MANAGES]-(e2:Employee)", "RETURN DISTINCT e2.name"}, warn: "agent-synonym-read"},
	})
}
