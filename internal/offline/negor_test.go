package offline

import (
	"os"
	"path/filepath"
	"testing"

	"github.com/gql-dev/gql/graph"
	"github.com/gql-dev/gql/schema"
	"github.com/gql-dev/gql/templates"
)

// negorGraph is a test schema by name: movies and the synthetic
// testdata/NAME.cypher graphs as the other rule tests read them, else an
// example directory (flights, campus, ops).
func negorGraph(t *testing.T, name string) (*graph.Graph, *schema.Schema) {
	t.Helper()
	if _, err := os.Stat(filepath.Join("testdata", name+".cypher")); name == "movies" || err == nil {
		return testGraph(t, name)
	}
	g, s, err := graph.ReadDir(filepath.Join("..", "..", "examples", name))
	if err != nil {
		t.Fatal(err)
	}
	return g, s
}

// negorCase is a question and what its plan must be: refused by check
// (with the words in its detail), or a plan holding every fragment.
type negorCase struct {
	schema, question string
	check, detail    string
	frags            []string
	warn             string // a warning the answered plan must carry
}

// runNegor compiles each case; an answered one is also rendered and
// parsed in the three languages.
func runNegor(t *testing.T, cases []negorCase) {
	t.Helper()
	for _, c := range cases {
		g, s := negorGraph(t, c.schema)
		checkPlan(t, g, s, planWant{schema: c.schema, question: c.question, check: c.check, detail: c.detail, want: c.frags, warn: c.warn, flat: true, twig: true})
	}
}

// TestDenialContraction: any contraction in n't is a negation the plan
// must apply ("pilots aren't rated on X" answered with the rated pilots).
func TestDenialContraction(t *testing.T) {
	runNegor(t, []negorCase{
		{schema: "flights", question: "Which Nordic Skyways pilots aren't rated on the A320neo?", check: "unused-words", detail: `"not"`},
		{schema: "company", question: "Which Engineering employees aren't on Atlas?", check: "unused-words", detail: `"not"`},
		{schema: "movies", question: "Which people aren't in The Matrix?", frags: []string{"NOT EXISTS { (p)-[:ACTED_IN]->(:Movie {title: 'The Matrix'}) }"}, warn: "negated-values"},
		{schema: "movies", question: "Which Matrix actors weren't born in 1964?", check: "unused-words", detail: `"not"`},
		// applied, so answered
		{schema: "movies", question: "Which actors of The Matrix aren't directors?", frags: []string{"NOT EXISTS { (p)-[:DIRECTED]->(:Movie) }"}},
	})
}

// TestDenialWordIsValue: the text a string match asks for is a value,
// whatever word it spells ("starts with NO-", "starting with 'No'").
func TestDenialWordIsValue(t *testing.T) {
	runNegor(t, []negorCase{
		{schema: "flights", question: "List pilots whose licence number starts with NO-", frags: []string{"STARTS WITH 'NO"}},
		{schema: "company", question: "Which employees have a name starting with no?", frags: []string{"STARTS WITH 'no'"}},
		{schema: "movies", question: "Which movies have a tagline starting with 'No'?", frags: []string{"m.tagline STARTS WITH 'No'"}},
	})
}

// TestOrReadAsAnd: an "or" between two conditions the plan placed, with no
// alternative in the plan, is refused: the plan would require both.
func TestOrReadAsAnd(t *testing.T) {
	runNegor(t, []negorCase{
		// both relationships read ("fly for" since the relations rules):
		// the alternatives' own refusal comes first
		{schema: "flights", question: "Which airports are either a Rhein Air hub or served by Alpine Connect?", check: "or-read-as-and", detail: `"or"`},
		// two relationships of different types, each with its named end:
		// either EXISTS (TestEitherExists)
		{schema: "company", question: "Which employees are in Engineering or on the Atlas project?", frags: []string{"EXISTS { (e)-[:WORKS_IN]->(:Department {name: 'Engineering'}) } OR EXISTS { (e)-[:WORKS_ON]->(:Project {title: 'Atlas'}) }"}, warn: "either-read"},
		{schema: "company", question: "Which projects have Ada Lovelace as a member or are run by Engineering?", check: "or-read-as-and", detail: `"or"`},
		{schema: "movies", question: "Which movies star Keanu Reeves or were made by Lana Wachowski?", check: "or-read-as-and", detail: `"or"`},
		{schema: "movies", question: "Which people were in The Matrix or made Cloud Atlas?", check: "or-read-as-and", detail: `"or"`},
		// alternatives the plan holds stay answered
		{schema: "movies", question: "Which people acted in or directed The Matrix?", frags: []string{"[:ACTED_IN|DIRECTED]"}},
		{schema: "movies", question: "Which movies were released in 1999 or 2000?", frags: []string{"IN [1999, 2000]"}},
		{schema: "campus", question: "Which students are from Brazil or Nigeria?", frags: []string{"IN ['Brazil', 'Nigeria']"}},
	})
}

// TestRequiredInDenial: a named thing under a negation that the plan
// requires instead of excluding is refused.
func TestRequiredInDenial(t *testing.T) {
	runNegor(t, []negorCase{
		{schema: "flights", question: "Which airlines have never flown to the United States?", check: "negated-anchor", detail: `"United"`},
		{schema: "movies", question: "Which people have never acted with Tom Hanks?", check: "negated-anchor", detail: `"Tom"`},
		{schema: "company", question: "Which employees have never worked with Ada Lovelace?", check: "negated-anchor", detail: `"Ada"`},
		{schema: "campus", question: "Which professors have never taught in Computer Science?", check: "negated-anchor", detail: `"Computer"`},
		// a value outside the negation's scope stays a condition
		{schema: "movies", question: "Which people born in 1960 have not directed a movie?", frags: []string{"born: 1960", "NOT EXISTS { (p)-[:DIRECTED]->(:Movie) }"}},
	})
}

// TestNegatedObjectAgain: a bare thing the plan requires over the very
// relationship it denies from the same node is the denied relationship's
// object named twice; a filtered, returned or differently-typed one is a
// condition of its own and stays.
func TestNegatedObjectAgain(t *testing.T) {
	type tc struct {
		q    *templates.Query
		want string
	}
	denied := func(from, edge string, dir templates.Dir, label string) templates.Expr {
		return &templates.Not{X: &templates.Exists{Path: templates.P(templates.N(from, ""), templates.Hop{Edge: edge, Dir: dir, To: templates.N("", label)})}}
	}
	cases := []tc{
		// movies: people who never acted in a movie, the movie joined again
		{&templates.Query{Match: []templates.Path{templates.P(templates.N("p", "Person"), templates.OutE("ACTED_IN", templates.N("m", "Movie")))},
			Where: denied("p", "ACTED_IN", templates.Out, "Movie"), Return: []templates.Proj{templates.Col("p", "name")}}, "m"},
		// company: projects nobody works on, the employee joined again from its side
		{&templates.Query{Match: []templates.Path{templates.P(templates.N("e", "Employee"), templates.OutE("WORKS_ON", templates.N("p", "Project")))},
			Where: denied("p", "WORKS_ON", templates.In, "Employee"), Return: []templates.Proj{templates.Col("p", "name")}}, "e"},
		// the movie is filtered: a condition of its own
		{&templates.Query{Match: []templates.Path{templates.P(templates.N("p", "Person"), templates.OutE("ACTED_IN", templates.N("m", "Movie")))},
			Where: templates.AllOf(denied("p", "ACTED_IN", templates.Out, "Movie"), templates.C("m", "released", templates.Eq, 1999)), Return: []templates.Proj{templates.Col("p", "name")}}, ""},
		// another relationship: acted in one, directed none
		{&templates.Query{Match: []templates.Path{templates.P(templates.N("p", "Person"), templates.OutE("ACTED_IN", templates.N("m", "Movie")))},
			Where: denied("p", "DIRECTED", templates.Out, "Movie"), Return: []templates.Proj{templates.Col("p", "name")}}, ""},
		// the project is returned
		{&templates.Query{Match: []templates.Path{templates.P(templates.N("e", "Employee"), templates.OutE("WORKS_ON", templates.N("p", "Project")))},
			Where: denied("e", "WORKS_ON", templates.Out, "Project"), Return: []templates.Proj{templates.Col("e", "name"), templates.Col("p", "name")}}, ""},
	}
	for i, c := range cases {
		if got := negatedObjectAgain(c.q, varLabels(c.q)); got != c.want {
			t.Errorf("case %d: got %q, want %q", i, got, c.want)
		}
	}
	runNegor(t, []negorCase{
		{schema: "campus", question: "Which students have never signed up for a course?", frags: []string{"MATCH (s:Student) WHERE NOT EXISTS { (s)-[:ENROLLED_IN]->(:Course) }"}},
	})
}

// TestHyphenatedCompounds: a number or a superlative inside a hyphenated
// word binds like one standing alone: unapplied, the question is refused.
func TestHyphenatedCompounds(t *testing.T) {
	runNegor(t, []negorCase{
		// applied, the number is read (ordinal-read, TestOrdinalValue)
		{schema: "campus", question: "Show me all 300-level courses.", frags: []string{"level: 300"}},
		{schema: "movies", question: "Which movies are 2-hour films?", check: "unused-words", detail: `"2-hour"`},
		// applied, the superlative ranks (the adjectives' reading, TestAdjectiveRanks)
		{schema: "campus", question: "Who is the longest-serving professor?", frags: []string{"ORDER BY hired"}},
		{schema: "company", question: "Which employees are highest-paid?", check: "unused-words", detail: `"highest-paid"`},
		// a hyphenated stored value is a value, not a number to apply
		{schema: "flights", question: "Which pilots are rated on the A380-800?", frags: []string{"model: 'A380-800'"}},
	})
}

// TestAttributeReturned: a property's word that says which things are
// asked for ("the online courses", "types are widebodies") is a condition;
// a plan that returns it as a column and filters nothing by it is refused.
func TestAttributeReturned(t *testing.T) {
	runNegor(t, []negorCase{
		// read as a kind (bool-kind-read, TestBoolKinds), the word is applied
		{schema: "campus", question: "List the online courses.", frags: []string{"online: true"}},
		{schema: "clinic", question: "List the insured patients.", check: "unused-words", detail: `"insured" qualifies the Patient`},
		{schema: "flights", question: "Which aircraft types are widebodies?", frags: []string{"widebody: true"}},
		// a property asked for, or read as a filter, stays
		{schema: "movies", question: "List the movie titles.", frags: []string{"RETURN m.title"}},
		{schema: "company", question: "List the employee salaries.", frags: []string{"RETURN e.salary"}},
		{schema: "clinic", question: "Which patients are insured?", frags: []string{"is_insured: 'Y'"}},
	})
}

// TestEitherExists: "or" between two relationships from the asked-for
// thing to things named only by their kind is an OR of two EXISTS; with a
// named far end it stays refused.
func TestEitherExists(t *testing.T) {
	runNegor(t, []negorCase{
		{schema: "campus", question: "Which professors either advise a student or teach a course?", frags: []string{"MATCH (p:Professor) WHERE EXISTS { (p)-[:ADVISES]->(:Student) } OR EXISTS { (p)-[:TEACHES]->(:Course) }"}},
		{schema: "company", question: "Which employees manage someone or work on a project?", frags: []string{"EXISTS { (e)-[:MANAGES]->(:Employee) } OR EXISTS { (e)-[:WORKS_ON]->(:Project) }"}},
		{schema: "movies", question: "Which people reviewed a movie or follow somebody?", frags: []string{"EXISTS { (p)-[:REVIEWED]->(:Movie) } OR EXISTS { (p)-[:FOLLOWS]->(:Person) }"}},
		// far ends named or given a value: each EXISTS holds them
		{schema: "campus", question: "Which students take Ecology or are advised by Laura Bianchi?", frags: []string{"WHERE EXISTS { (s)-[:ENROLLED_IN]->(:Course {title: 'Ecology'}) } OR EXISTS { (s)<-[:ADVISES]-(:Professor {name: 'Laura Bianchi'}) }"}, warn: "either-read"},
		{schema: "campus", question: "Which professors either advise a student or teach an online course?", frags: []string{"EXISTS { (p)-[:ADVISES]->(:Student) } OR EXISTS { (p)-[:TEACHES]->(:Course {online: true}) }"}, warn: "either-read"},
		{schema: "flights", question: "Which pilots are rated on the A380-800 or fly for Sakura Pacific?", frags: []string{"EXISTS { (p)-[:QUALIFIED_ON]->(:AircraftType {model: 'A380-800'}) } OR EXISTS { (p)-[:WORKS_FOR]->(:Airline {name: 'Sakura Pacific'}) }"}, warn: "either-read"},
		{schema: "movies", question: "Which people reviewed The Matrix or follow Jessica Thompson?", frags: []string{"-[:REVIEWED]->(:Movie {title: 'The Matrix'}) } OR EXISTS {", "-[:FOLLOWS]->(:Person {name: 'Jessica Thompson'}) }"}, warn: "either-read"},
		{schema: "movies", question: "Which people acted in or directed a movie?", frags: []string{"[:ACTED_IN|DIRECTED]->"}},
	})
}

// TestNegatedFlags: a yes/no property named right after a negation is
// read as its no value (false, or the other spelling its samples use).
func TestNegatedFlags(t *testing.T) {
	runNegor(t, []negorCase{
		{schema: "clinic", question: "Which patients are not insured?", frags: []string{"is_insured: 'N'", "RETURN p.name"}},
		{schema: "clinic", question: "Which patients aren't insured?", frags: []string{"is_insured: 'N'"}},
		{schema: "library", question: "Which books are not rare?", frags: []string{"is_rare: 'F'", "RETURN b.title"}},
		// a boolean property is read by the adjectives' rule first (TestBoolKinds)
		{schema: "campus", question: "Which courses are not online?", frags: []string{"online <> true"}},
		{schema: "clinic", question: "Which patients are insured?", frags: []string{"is_insured: 'Y'"}},
	})
}

// TestAbsenceTest: "no P", "not in a P" over a property asks for things
// whose property is missing, which the IR cannot test: refused with that
// reason, not as an unapplied negation.
func TestAbsenceTest(t *testing.T) {
	runNegor(t, []negorCase{
		{schema: "flights", question: "Which airlines aren't in an alliance?", frags: []string{"WHERE a.alliance IS NULL", "RETURN a.name"}, warn: "presence-read"},
		{schema: "flights", question: "Which pilot has no hire date on record?", frags: []string{"WHERE p.hired IS NULL"}, warn: "presence-read"},
		{schema: "movies", question: "Which movies have no tagline?", frags: []string{"WHERE m.tagline IS NULL", "RETURN m.title"}, warn: "presence-read"},
		{schema: "company", question: "Which employees have no salary?", frags: []string{"IS NULL"}, warn: "presence-read"},
		{schema: "movies", question: "Which movies were not released in 1999?", check: "unused-words", detail: `"not"`},
	})
}

// TestNoneOfThem: "have no Y", "without any Y" with several relationships
// between the two labels and no verb naming one denies every one of them.
func TestNoneOfThem(t *testing.T) {
	runNegor(t, []negorCase{
		{schema: "flights", question: "Which airports have no flights at all?", frags: []string{"NOT EXISTS { (a)<-[:ARRIVES_AT]-(:Flight) } AND NOT EXISTS { (a)<-[:DEPARTS_FROM]-(:Flight) }"}},
		{schema: "flights", question: "Which airports don't have any flights?", frags: []string{"NOT EXISTS { (a)<-[:ARRIVES_AT]-(:Flight) } AND NOT EXISTS { (a)<-[:DEPARTS_FROM]-(:Flight) }"}},
		{schema: "movies", question: "Which people are without any movie?", frags: []string{"NOT EXISTS { (p)-[:ACTED_IN]->(:Movie) }", "NOT EXISTS { (p)-[:WROTE]->(:Movie) }"}},
		// a verb names one relationship, which it does not
		{schema: "movies", question: "Which people have never signed on to a movie?", check: "ambiguous-negation", detail: "without naming it"},
	})
}
