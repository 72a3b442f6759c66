package offline

import "testing"

// TestProbeConjoinedAsk: "the names of X and the Ys they VERB" asks for
// both; the plan joined the Ys and showed only X's names (a silent wrong).
// Movies, company and ops.
func TestProbeConjoinedAsk(t *testing.T) {
	runProbes(t, []probeCase{
		{schema: "movies", question: "Show the names of people and the movies they directed.", want: []string{"p.name", "m.title"}},
		{schema: "company", question: "Show the names of employees and the projects they work on.", want: []string{"e.name", "p.title"}},
		{schema: "ops", question: "List the names of teams and the services they own.", want: []string{"t.name", "s.name"}},
		// "… and look at what they VERB" asks for the relationship's other end.
		{schema: "movies", question: "Find all unique people and look at what they directed", want: []string{"p.name", "m.title"}},
		{schema: "company-example", question: "Show the employees and see what they work on", want: []string{"e.name", "p.name"}},
		{schema: "ops", question: "List the teams and look at what they own", want: []string{"t.name", "s.name"}},
	})
}

// TestProbeUnappliedWhose: a "whose <property>" clause the plan does not
// apply is refused, never answered with every thing.
func TestProbeUnappliedWhose(t *testing.T) {
	runProbes(t, []probeCase{
		{schema: "movies", question: "What is the tagline of the one whose title has the word frobnicate?", refused: true, want: []string{"whose title"}},
		{schema: "company", question: "What is the budget of the department whose name has the word frobnicate?", refused: true, want: []string{"whose name"}},
		{schema: "ops", question: "What is the region of the one whose name has the word frobnicate?", refused: true, want: []string{"whose name"}},
	})
}

// TestProbeEitherUnread: "either X or Y" where neither alternative reads
// anything of the schema is refused; alternatives that are stored values
// are kept.
func TestProbeEitherUnread(t *testing.T) {
	runProbes(t, []probeCase{
		{schema: "movies", question: "Which movies are either comedies or dramas?", refused: true, want: []string{"either comedies or dramas"}},
		{schema: "company", question: "Which employees are either interns or contractors?", refused: true, want: []string{"either interns or contractors"}},
		{schema: "ops", question: "Which services are either legacy or experimental?", refused: true, want: []string{"either legacy or experimental"}},
		// Numbers are read: the alternatives are applied.
		{schema: "movies", question: "Which people were born in either 1948 or 1949?", want: []string{"1948", "1949"}},
		{schema: "company", question: "Which projects started in either 2020 or 2021?", want: []string{"2020", "2021"}},
	})
}

// TestProbeSingleCount: "a single X" after a verb counts related things
// (exactly one); the plan cannot filter by such a count and used to drop
// it.
func TestProbeSingleCount(t *testing.T) {
	runProbes(t, []probeCase{
		{schema: "movies", question: "Which movies were directed by a single person?", refused: true, want: []string{"a single person"}},
		{schema: "company", question: "Which projects are worked on by a single employee?", refused: true, want: []string{"a single employee"}},
		{schema: "ops", question: "Which services are owned by a single team?", refused: true, want: []string{"a single team"}},
	})
}

// TestProbeUnplannedLabel: a label the question names outright and the
// plan leaves out is refused even when grounding linked it weakly.
func TestProbeUnplannedLabel(t *testing.T) {
	runProbes(t, []probeCase{
		{schema: "movies", question: "How many different movies do the people currently like?", refused: true},
		{schema: "company", question: "How many different projects do the holidays currently have?", refused: true, want: []string{"does not use"}},
		{schema: "ops", question: "How many different hosts do the skills currently need?", refused: true, want: []string{"does not use"}},
	})
}

// TestProbeNumberOnRelationship: a year said of one thing through a verb
// naming another's property ("employees started working on a project
// after 2022": started is the project's) goes to the relationship's own
// year, or is refused when it has none; it was compared with the
// project's start.
func TestProbeNumberOnRelationship(t *testing.T) {
	runProbes(t, []probeCase{
		{schema: "company-example", question: "Which employees started working on a project after 2022?", want: []string{".since > 2022"}, not: []string{"p.started"}},
		{schema: "enrolments", question: "Which students started taking a course after 2020?", want: []string{".since > 2020"}, not: []string{"c.started", "grade"}},
		{schema: "company", question: "Which employees started working on a project after 2022?", refused: true, want: []string{"is said of Employee"}},
		// Said of the owner itself, the property stays.
		{schema: "company-example", question: "Which projects started after 2022?", want: []string{"started > 2022"}},
		{schema: "enrolments", question: "Which courses started after 2015?", want: []string{"c.started > 2015"}},
	})
}

// TestProbeUnreturnedName: "the X id and name with the most Ys" asks for a
// name; a plan returning none is refused (it answered with the budget or
// the identifier alone); one that shows it is kept.
func TestProbeUnreturnedName(t *testing.T) {
	runProbes(t, []probeCase{
		{schema: "company", question: "What is the department budget and name with the most employees?", refused: true, want: []string{"and name"}},
		{schema: "ops", question: "What is the team location and name with the most services?", want: []string{"t.name"}},
		{schema: "movies", question: "What is the movie tagline and title with the most reviews?", want: []string{"m.title"}},
	})
}

// TestProbePluralTop: "which Xs ... the most" asks for the top, as "which X"
// does; the plural is no request for five (ties are the ties rule's).
func TestProbePluralTop(t *testing.T) {
	runProbes(t, []probeCase{
		{schema: "movies", question: "Which persons have reviewed the most movies?", want: []string{"rows[0] AS nth"}},
		{schema: "company", question: "Which employees work on the most projects?", want: []string{"rows[0] AS nth"}},
		{schema: "ops", question: "Which teams own the most services?", want: []string{"rows[0] AS nth"}},
	})
}

// TestProbeJoinedByPropertyWord: a relationship walked to a leaf only
// because a word linked to one of its properties, beside a relationship
// the question names, is refused (it narrowed the answer to things that
// have one: "actors who appeared in movies" over rated movies). A verb
// naming a relationship's property alone is that relationship.
func TestProbeJoinedByPropertyWord(t *testing.T) {
	runProbes(t, []probeCase{
		{schema: "movies", question: "Which actors acted in movies that were scored?", refused: true, want: []string{"scored"}},
		{schema: "ops", question: "Which people reported incidents they rotated?", refused: true, want: []string{"rotated"}},
		{schema: "ops", question: "Which people are assigned to projects they leveled?", refused: true, want: []string{"leveled"}},
		{schema: "movies", question: "Which people rated something?", want: []string{"REVIEWED"}},
		{schema: "movies", question: "Which actors in The Matrix rated a movie?", want: []string{"REVIEWED", "ACTED_IN"}},
	})
}

// TestProbeCountRankOfOther: "Which team owns the service with the most
// incidents?" ranked teams by their services' incidents; the superlative
// picks the service, so it is refused (a subquery). Ranking the thing
// asked for stays.
func TestProbeCountRankOfOther(t *testing.T) {
	runProbes(t, []probeCase{
		{schema: "ops", question: "Which team owns the service with the most incidents?", refused: true, want: []string{"qualifies Service"}},
		{schema: "movies", question: "Which person acted in the movie with the most reviews?", refused: true, want: []string{"qualifies Movie"}},
		{schema: "ops", question: "Which team owns the most services?", want: []string{"count(", "rows[0] AS nth"}},
		{schema: "company", question: "Which employees work on the most projects?", want: []string{"count(", "rows[0] AS nth"}},
	})
}

// TestUnlikeStored: a name with a word is not kept as a literal on a field
// whose stored values hold none (phone numbers on the enrolments schema,
// born years on movies are no text); one on a field of words is.
func TestUnlikeStored(t *testing.T) {
	for _, c := range []struct {
		schema, owner, prop, text string
		unlike                    bool
	}{
		{"enrolments", "Student", "phone", "Masters and Bachelors", true},
		{"enrolments", "Student", "phone", "555-0199", false},
		{"enrolments", "Student", "name", "Masters and Bachelors", false},
		{"movies", "Movie", "title", "Masters and Bachelors", false},
		{"movies", "Person", "born", "Masters and Bachelors", false},
	} {
		_, s := testGraph(t, c.schema)
		a := &anchorsPhase{readCtx: newReadCtx(&Evidence{}, s)}
		if got := a.unlikeStored(c.text, ValueLink{Owner: c.owner, Prop: c.prop}); got != c.unlike {
			t.Errorf("%s %s.%s %q: unlike %v, want %v", c.schema, c.owner, c.prop, c.text, got, c.unlike)
		}
	}
}

// TestProbeNegativeSubject: "Which Xs does nothing/nobody/no Y VERB?" asks
// for the verb's objects that nothing reaches; on a self-relationship the
// plan read the Xs as the subject (those that depend on nothing).
func TestProbeNegativeSubject(t *testing.T) {
	runProbes(t, []probeCase{
		{schema: "packages", question: "Which packages does nothing depend on?", want: []string{"NOT EXISTS { (p)<-[:DEPENDS_ON]-(:Package) }"}},
		{schema: "ops", question: "Which services does no service depend on?", want: []string{"NOT EXISTS { (s)<-[:DEPENDS_ON]-(:Service) }"}},
		{schema: "movies", question: "Which people does nobody follow?", want: []string{"NOT EXISTS { (p)<-[:FOLLOWS]-(:Person) }"}},
		// The subject's own negation stays the subject's.
		{schema: "packages", question: "Which packages have no dependencies?", want: []string{"NOT EXISTS { (p)-[:DEPENDS_ON]->(:Package) }"}},
		{schema: "movies", question: "Which persons have produced movies but have not directed any?", want: []string{"NOT EXISTS { (p)-[:DIRECTED]->(:Movie) }"}},
	})
}

// TestProbeBothOnSelf: two names joined by "and" after a verb on a
// self-relationship are both its objects ("Who follows both A and B?");
// the plan had B follow A. Different labels were already right.
func TestProbeBothOnSelf(t *testing.T) {
	runProbes(t, []probeCase{
		{schema: "movies", question: "Who follows both Jessica Thompson and Angela Scope?", want: []string{"EXISTS { (p2)-[:FOLLOWS]->(:Person {name: 'Jessica Thompson'}) } AND EXISTS { (p2)-[:FOLLOWS]->(:Person {name: 'Angela Scope'}) }"}},
		{schema: "packages", question: "Which packages depend on both debug and body-parser?", want: []string{"EXISTS { (p2)-[:DEPENDS_ON]->(:Package {name: 'debug'}) } AND EXISTS { (p2)-[:DEPENDS_ON]->(:Package {name: 'body-parser'}) }"}},
		{schema: "ops", question: "Which services depend on both ledger and auth-service?", want: []string{"EXISTS { (s2)-[:DEPENDS_ON]->(:Service {name: 'ledger'}) } AND EXISTS { (s2)-[:DEPENDS_ON]->(:Service {name: 'auth-service'}) }"}},
		{schema: "movies", question: "Which people acted in both The Matrix and Top Gun?", want: []string{"EXISTS { (p)-[:ACTED_IN]->(:Movie {title: 'The Matrix'}) } AND EXISTS { (p)-[:ACTED_IN]->(:Movie {title: 'Top Gun'}) }"}},
	})
}

// TestProbeCountedMeasure: "the most hours" (a unit naming a number
// property) ranks by the amount summed, warned; it counted the values.
// "the most ratings" (no unit) still counts them.
func TestProbeCountedMeasure(t *testing.T) {
	runProbes(t, []probeCase{
		{schema: "ops", question: "Which person has worked the most hours?", want: []string{"sum(r.hours)"}, not: []string{"count(r.hours)"}},
		{schema: "enrolments", question: "Which student has studied the most hours?", want: []string{"sum(r.hours)"}, not: []string{"count(r.hours)"}},
		{schema: "movies", question: "Which person has the most ratings?", want: []string{"count(r.rating)"}},
		{schema: "enrolments", question: "Which student has the most grades?", want: []string{"count(r.grade)"}},
	})
}

// TestProbeUnitNotCounted: "the most minutes of films" is an amount; a plan
// ranking by the number of films (the unit word excused as the counted
// noun) is refused. Counting things stays.
func TestProbeUnitNotCounted(t *testing.T) {
	runProbes(t, []probeCase{
		{schema: "catalog", question: "Which director has the most minutes of films?", refused: true, want: []string{"minutes"}},
		{schema: "ops", question: "Which service has the most minutes of incidents?", refused: true, want: []string{"minutes"}},
		{schema: "catalog", question: "Which director has the most films?", want: []string{"count(f)"}},
	})
}

// TestProbeModifiedOther: "Who reviewed the highest rated movie?" ranked
// reviewers by their own ratings; the superlative and its participle
// modify another label, so it is refused (a subquery). The same words
// about the thing asked for, and "the most movies" (a count), stay.
func TestProbeModifiedOther(t *testing.T) {
	runProbes(t, []probeCase{
		{schema: "movies", question: "Who reviewed the highest rated movie?", refused: true, want: []string{"qualifies Movie"}},
		{schema: "ops", question: "Which team owns the most depended on service?", refused: true, want: []string{"qualifies Service"}},
		{schema: "movies", question: "Which movie is the highest rated movie?", want: []string{"ORDER BY"}},
		{schema: "movies", question: "Which persons have reviewed the most movies?", want: []string{"count(m)"}},
	})
}
