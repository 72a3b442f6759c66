package offline

import "testing"

// TestCountHeadRelative: "Number of N who/that …" counts the N; the
// relative pronoun is no question word asking for a person.
func TestCountHeadRelative(t *testing.T) {
	runKinds(t, []kindCase{
		{schema: "campus", question: "Total number of students that enrolled in 2024?",
			want: []string{"MATCH (s:Student)", "count(s)"}, not: []string{"Professor", "ADVISES"}},
		{schema: "campus", question: "number of students who enrolled during 2023",
			want: []string{"MATCH (s:Student)", "s.enrolled >= '2023-01-01'", "count(s)"}, not: []string{"Professor"}},
		{schema: "company", question: "The number of employees who were hired in 2019?",
			want: []string{"(e:Employee", "2019", "count(e)"}, not: []string{"Department"}},
		{schema: "movies", question: "Which movies were released during 1999?",
			want: []string{"1999"}, not: []string{"count("}},
	})
}

// TestRelativeHead: with no question word of its own, "(are there) N who
// V no M" asks for the N, the relative clause said of them.
func TestRelativeHead(t *testing.T) {
	runKinds(t, []kindCase{
		{schema: "campus", question: "Are there professors who teach no course?",
			want: []string{"MATCH (p:Professor)", "NOT EXISTS { (p)-[:TEACHES]->(:Course) }", "p.name"}},
		{schema: "movies", question: "people who directed no movie",
			want: []string{"MATCH (p:Person)", "NOT EXISTS { (p)-[:DIRECTED]->(:Movie) }"}},
		{schema: "company", question: "Are there employees who work on no project?",
			want: []string{"NOT EXISTS { (e)-[:WORKS_ON]->(:Project) }", "e.name"}},
	})
}

// TestFollowUpAsk: a last sentence that only asks to see ("Which?",
// "Which ones?", "List them.") reads the sentence before it.
func TestFollowUpAsk(t *testing.T) {
	runKinds(t, []kindCase{
		{schema: "campus", question: "Are there professors with no teaching at all? Which?",
			want: []string{"NOT EXISTS { (p)-[:TEACHES]->(:Course) }", "p.name"}},
		{schema: "movies", question: "Are there movies with no reviews? Which ones?",
			want: []string{"NOT EXISTS { (m)<-[:REVIEWED]-(:Person) }", "m.title"}},
		{schema: "retail", question: "Are there categories with no products? List them.",
			want: []string{"NOT EXISTS", "IN_CATEGORY", "c.name"}},
		{schema: "company", question: "Are there employees without projects? Which?",
			want: []string{"NOT EXISTS", "WORKS_ON", "e.name"}},
	})
}
