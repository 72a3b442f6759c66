package offline

import "testing"

// "Where are X's Ns?" with N a noun naming a relationship asks for the
// things at its other end, as places; a label that is not a place, or a
// verb's "where", is left to the other readings.
func TestWhereRelationNoun(t *testing.T) {
	const warn = `"Where" names no label`
	checkRelCases(t, []relCase{
		{graph: "flights", q: "Where are Liberty Transcontinental's hubs?",
			want: []string{"(a:Airline {name: 'Liberty Transcontinental'})-[:HUB_AT]->(a2:Airport)"}, warn: warn},
		{graph: "flights", q: "Where are the hubs of Liberty Transcontinental?",
			want: []string{"(a:Airline {name: 'Liberty Transcontinental'})-[:HUB_AT]->(a2:Airport)"}, warn: warn},
		{graph: "ferries", q: "Where are North Boats's home ports?",
			want: []string{"(c:Company {name: 'North Boats'})-[:HOME_PORT]->(p:Port)"}, warn: warn},
		// A project is not a place: "where" does not make it the answer.
		{graph: "company", q: "Where are Ada Lovelace's projects?", refused: true},
	})
}

// "Who does X V for/with/to?" — the question word is the verb's object, so
// the answer is at the other end of the relationship from X, whatever X's
// label is; a label with no name does not answer "who".
func TestWhoObjectOfVerb(t *testing.T) {
	const warn = `"Who" names no label`
	checkRelCases(t, []relCase{
		{graph: "flights", q: "Who does Layla Mansour fly for?",
			want: []string{"(p:Pilot {name: 'Layla Mansour'})-[:WORKS_FOR]->(a:Airline)", "RETURN DISTINCT a.name", "!Flight"}, warn: warn},
		{graph: "ferries", q: "Who does Ola Strand sail for?",
			want: []string{"(c:Captain {name: 'Ola Strand'})-[:WORKS_FOR]->(c2:Company)", "RETURN DISTINCT c2.name", "!Sailing"}, warn: warn},
		{graph: "ferries", q: "Who does Ola Strand work for?",
			want: []string{"(c:Captain {name: 'Ola Strand'})-[:WORKS_FOR]->(c2:Company)"}, warn: warn},
		{graph: "company", q: "Who does Marcus Webb report to?",
			want: []string{"(e:Employee {name: 'Marcus Webb'})<-[:MANAGES]-(e2:Employee)", "RETURN DISTINCT e2.name"}, warn: warn},
		// "with" that no relationship takes asks for a co-participant: the
		// colleagues, never the department at WORKS_IN's other end.
		{graph: "company", q: "Who does Olivia Grant work with?",
			want: []string{"<-[:WORKS_IN]-(e2:Employee)", "RETURN DISTINCT e2.name", "!RETURN DISTINCT d.name"}},
	})
}

// "Which Ls is X a N of?" — N a noun naming a relationship, its "of"
// stranded at the end: X is the N, the Ls are what X is the N of, other
// things than X (a self-relationship does not fold them into X).
func TestStrandedOfAgentNoun(t *testing.T) {
	const warn = `ends the question with its "of"`
	checkRelCases(t, []relCase{
		{graph: "flights", q: "Which airlines is Nordic Skyways a partner of?",
			want: []string{"(a:Airline {name: 'Nordic Skyways'})-[:PARTNER_OF]->(a2:Airline)", "RETURN DISTINCT a2.name", "!(a3"}, warn: warn},
		{graph: "movies", q: "Which people is Jessica Thompson a follower of?",
			want: []string{"(p:Person {name: 'Jessica Thompson'})-[:FOLLOWS]->(p2:Person)", "RETURN DISTINCT p2.name", "!(p3"}, warn: warn},
		{graph: "company", q: "Which employees is Olivia Grant a manager of?",
			want: []string{"(e:Employee {name: 'Olivia Grant'})-[:MANAGES]->(e2:Employee)", "RETURN DISTINCT e2.name", "!(e3"}, warn: warn},
	})
}
