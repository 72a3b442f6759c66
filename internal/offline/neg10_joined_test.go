package offline

import (
	"testing"

	"github.com/gql-dev/gql/lang"
)

// TestDeniedNamedSubject: a denial whose clause holds one named thing and
// only verbs, auxiliaries and prepositions besides denies the relationship
// to that thing (NOT EXISTS with its values), whether the denial stands
// before the name ("isn't X in", "aren't running X", "without X") or after
// it ("X wasn't in", "X is not running on"); a value that describes the
// joined thing itself ("a movie that isn't The Matrix") keeps its
// inequality, and a paired denial ("neither … nor") is not read.
func TestDeniedNamedSubject(t *testing.T) {
	runKinds(t, []kindCase{
		// "isn't X in" was X's value compared unequal: every movie with another actor
		{schema: "movies", question: "Which movies isn't Keanu Reeves in?",
			want: []string{"NOT EXISTS { (m)<-[:ACTED_IN]-(:Person {name: 'Keanu Reeves'}) }"}, not: []string{"<>"}, warn: "negated-values"},
		{schema: "movies", question: "Which movies is Keanu Reeves not in?",
			want: []string{"NOT EXISTS { (m)<-[:ACTED_IN]-(:Person {name: 'Keanu Reeves'}) }"}, warn: "negated-values"},
		{schema: "movies", question: "List movies that Tom Hanks wasn't in",
			want: []string{"NOT EXISTS { (m)<-[:ACTED_IN]-(:Person {name: 'Tom Hanks'}) }"}, warn: "negated-values"},
		{schema: "movies", question: "Movies without Keanu Reeves",
			want: []string{"NOT EXISTS { (m)<-[:ACTED_IN]-(:Person {name: 'Keanu Reeves'}) }"}, warn: "negated-values"},
		{schema: "movies", question: "Which people are not in The Matrix?",
			want: []string{"NOT EXISTS { (p)-[:ACTED_IN]->(:Movie {title: 'The Matrix'}) }"}, warn: "negated-values"},
		// the verb's own denial (no actor at all) gives way to the named one
		{schema: "movies", question: "Which movies has Tom Hanks not acted in?",
			want: []string{"WHERE NOT EXISTS { (m)<-[:ACTED_IN]-(:Person {name: 'Tom Hanks'}) } RETURN"}, not: []string{"(:Person) }"}},
		{schema: "movies", question: "Which people acted in a movie not directed by Lana Wachowski?",
			want: []string{"ACTED_IN]->(m:Movie)", "NOT EXISTS { (m)<-[:DIRECTED]-(:Person {name: 'Lana Wachowski'}) }"}},
		{schema: "campus", question: "Which courses isn't Ada Moreau teaching?",
			want: []string{"NOT EXISTS { (c)<-[:TEACHES]-(:Professor {name: 'Ada Moreau'}) }"}, not: []string{"<>"}, warn: "negated-values"},
		{schema: "campus", question: "Courses without Ada Moreau",
			want: []string{"NOT EXISTS { (c)<-[:TEACHES]-(:Professor {name: 'Ada Moreau'}) }"}},
		// "aren't" links to nothing now (neg_words.go): the same pattern
		// comes from the named far end, with that rule's warning.
		{schema: "ops", question: "Which hosts aren't running checkout?",
			want: []string{"NOT EXISTS { (h)<-[:RUNS_ON]-(:Service {name: 'checkout'}) }"}, warn: "negated-named"},
		{schema: "ops", question: "Which hosts is checkout not running on?",
			want: []string{"NOT EXISTS { (h)<-[:RUNS_ON]-(:Service {name: 'checkout'}) }"}},
		{schema: "hotel", question: "Which hotels have no spa?",
			want: []string{"NOT EXISTS { (h)-[:HAS_AMENITY]->(:Amenity {name: 'spa'}) }"}, warn: "negated-values"},
		{schema: "ops", question: "Which hosts run no checkout?",
			want: []string{"NOT EXISTS { (h)<-[:RUNS_ON]-(:Service {name: 'checkout'}) }"}, warn: "negated-values"},
		// the value describes the joined thing itself: its inequality stays
		{schema: "movies", question: "Which people acted in a movie that isn't The Matrix?",
			want: []string{"m.title <> 'The Matrix'"}, not: []string{"NOT EXISTS"}},
		{schema: "movies", question: "Which movies did neither Keanu Reeves nor Tom Hanks act in?", refused: true},
	})
}

// TestZeroCountNoLimit: "0 movies", "zero reviews" count none of the
// things. Read as a row count of 0 (no LIMIT at all) the plan answered with
// the things that have some; they are read as "no movies" (zero-as-none),
// on four schemas; a comparison before the number keeps it a count, and a
// row count is still one.
func TestZeroCountNoLimit(t *testing.T) {
	runKinds(t, []kindCase{
		{schema: "movies", question: "Which people directed 0 movies?", want: []string{"NOT EXISTS { (p)-[:DIRECTED]->(:Movie) }"}, not: []string{"LIMIT"}, warn: "zero-as-none"},
		{schema: "movies", question: "Which movies have zero reviews?", want: []string{"NOT EXISTS { (m)<-[:REVIEWED]-(:Person) }"}, warn: "zero-as-none"},
		{schema: "campus", question: "Which professors teach 0 courses?", want: []string{"NOT EXISTS { (p)-[:TEACHES]->(:Course) }"}, warn: "zero-as-none"},
		{schema: "ops", question: "Which teams own zero services?", want: []string{"NOT EXISTS { (t)-[:OWNS]->(:Service) }"}, warn: "zero-as-none"},
		{schema: "retail", question: "How many customers have placed zero orders?", want: []string{"NOT EXISTS { (c)-[:PLACED]->(:`Order`) }", "count(c)"}, warn: "zero-as-none"},
		{schema: "retail", question: "customers with more than 0 orders", not: []string{"NOT EXISTS", "LIMIT"}},
		{schema: "movies", question: "List 3 movies.", want: []string{"LIMIT 3"}},
	})
	runPerLang(t, []perLangCase{
		{"campus", "Which professors teach 0 courses?", map[lang.Lang]string{
			lang.Cypher:  "NOT EXISTS { (p)-[:TEACHES]->(:Course) }",
			lang.Gremlin: "not(",
			lang.SPARQL:  "FILTER NOT EXISTS",
		}},
		{"library", "members who have borrowed zero books", map[lang.Lang]string{
			lang.Cypher:  "NOT EXISTS { (m)-[:BORROWED]->(:Book) }",
			lang.Gremlin: "not(",
			lang.SPARQL:  "FILTER NOT EXISTS",
		}},
	})
}

// TestAgeFromBirth: an age aggregated over a property holding a year of
// birth is refused (max(born) is the youngest person's year, not the
// greatest age); the year asked as a year, and the oldest by the year,
// are still read.
func TestAgeFromBirth(t *testing.T) {
	runKinds(t, []kindCase{
		{schema: "movies", question: "What is the maximum age of people?", refused: true},
		{schema: "movies", question: "What is the average age of the actors of The Matrix?", refused: true},
		{schema: "company", question: "What is the maximum age of employees?", refused: true},
		{schema: "library", question: "What is the minimum age of authors?", refused: true},
		{schema: "movies", question: "What is the average birth year of the actors of The Matrix?", want: []string{"avg(p.born)"}},
		{schema: "movies", question: "Who is the oldest person?", want: []string{"ORDER BY born, name"}},
	})
}
