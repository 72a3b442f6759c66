package offline

import (
	"strings"
	"testing"

	"github.com/gql-dev/gql/lang"
)

// relCase is one question on one example graph: the Cypher must hold every
// fragment of want and none of the "!fragment" ones; refused says it must
// be refused instead; warn is a fragment some warning's summary or detail
// must hold.
type relCase struct {
	graph, q string
	want     []string
	refused  bool
	warn     string
}

func checkRelCases(t *testing.T, cases []relCase) {
	t.Helper()
	for _, c := range cases {
		g, s := exampleGraph(t, c.graph)
		cy, ws, err := renderOfflineDiag(t, g, s, c.q)
		if c.refused {
			if err == nil {
				t.Errorf("%s %q: want a refusal, got %s", c.graph, c.q, cy)
			}
			continue
		}
		if err != nil {
			t.Errorf("%s %q: %v", c.graph, c.q, err)
			continue
		}
		for _, f := range c.want {
			if strings.HasPrefix(f, "!") {
				if strings.Contains(cy, f[1:]) {
					t.Errorf("%s %q: %s holds %q", c.graph, c.q, cy, f[1:])
				}
			} else if !strings.Contains(cy, f) {
				t.Errorf("%s %q: %s lacks %q", c.graph, c.q, cy, f)
			}
		}
		if c.warn != "" {
			found := false
			for _, w := range ws {
				if strings.Contains(w.Summary+" "+w.Detail, c.warn) {
					found = true
				}
			}
			if !found {
				t.Errorf("%s %q: no warning holds %q: %v", c.graph, c.q, c.warn, ws)
			}
		}
		// The plan must render in the other two languages as well.
		linked := linkOn(t, g, s, c.q)
		r, err := Compile(EvidenceFrom(linked.Grounding), s)
		if err != nil {
			t.Fatal(err)
		}
		for _, lg := range []lang.Lang{lang.Gremlin, lang.SPARQL} {
			renderParsed(t, r.Query, lg, s, c.q)
		}
	}
}

// "S is a/the N of which O?" — an agent noun after a copula describes the
// copula's subject, whose name may be several words; what follows "of" is
// what the agent acts on, never the agent.
func TestAgentNounPredicate(t *testing.T) {
	checkRelCases(t, []relCase{
		{graph: "flights", q: "Atlantic Crown is a partner of which airlines?",
			want: []string{"(a:Airline {name: 'Atlantic Crown'})-[:PARTNER_OF]->(a2:Airline)", "!]->(a3"}},
		{graph: "movies", q: "Jessica Thompson is a follower of which people?",
			want: []string{"(p:Person {name: 'Jessica Thompson'})-[:FOLLOWS]->(p2:Person)", "!]->(p3"}},
		{graph: "company", q: "Olivia Grant is a manager of which employees?",
			want: []string{"(e:Employee {name: 'Olivia Grant'})-[:MANAGES]->(e2:Employee)", "!]->(e3"}},
		{graph: "company", q: "Olivia Grant is the manager of whom?",
			want: []string{"(e:Employee {name: 'Olivia Grant'})-[:MANAGES]->(e2:Employee)"}},
		{graph: "company", q: "Who is the manager of Olivia Grant?",
			want: []string{"(e:Employee {name: 'Olivia Grant'})<-[:MANAGES]-(e2:Employee)"}},
	})
}

// A noun naming what a relationship's verb is done to ("prerequisites",
// "dependencies") gives a self-relationship its direction: what the noun
// belongs to is the source, the thing said to be one the target.
func TestActNounDirection(t *testing.T) {
	const warn = "is read as what"
	checkRelCases(t, []relCase{
		{graph: "campus", q: "How many courses list MATH101 as a prerequisite?",
			want: []string{"(c:Course {code: 'MATH101'})<-[:REQUIRES]-(c2:Course)", "count(DISTINCT c2)"}, warn: warn},
		{graph: "campus", q: "What are the prerequisites for CS301?",
			want: []string{"(c:Course {code: 'CS301'})-[:REQUIRES]->(c2:Course)", "RETURN DISTINCT c2."}, warn: warn},
		{graph: "campus", q: "What are CS301's prerequisites?",
			want: []string{"(c:Course {code: 'CS301'})-[:REQUIRES]->(c2:Course)"}},
		{graph: "campus", q: "Is CS201 a prerequisite for Algorithms?",
			want: []string{"(c:Course {code: 'CS201'})<-[:REQUIRES]-(c2:Course {title: 'Algorithms'})"}, warn: warn},
		{graph: "campus", q: "What are the requirements for CS301?",
			want: []string{"(c:Course {code: 'CS301'})-[:REQUIRES]->(c2:Course)"}, warn: warn},
		{graph: "packages", q: "Which packages list debug as a dependency?",
			want: []string{"(p:Package {name: 'debug'})<-[:DEPENDS_ON]-(p2:Package)", "RETURN DISTINCT p2.name"}, warn: warn},
		{graph: "packages", q: "What are the dependencies for express?",
			want: []string{"(p:Package {name: 'express'})-[:DEPENDS_ON]->(p2:Package)"}, warn: warn},
		{graph: "packages", q: "Which packages are dependencies for express?",
			want: []string{"(p:Package {name: 'express'})-[:DEPENDS_ON]->(p2:Package)", "RETURN DISTINCT p2.name"}, warn: warn},
		{graph: "campus", q: "Which courses are prerequisites for CS301?",
			want: []string{"(c:Course {code: 'CS301'})-[:REQUIRES]->(c2:Course)", "RETURN DISTINCT c2."}, warn: warn},
		{graph: "packages", q: "What are the dependencies of express?",
			want: []string{"(p:Package {name: 'express'})-[:DEPENDS_ON]->(p2:Package)"}},
	})
}

// Two things of one label joined by the label's only relationship when no
// word names it: the direction is no reading of the question, and the plan
// says so.
func TestSelfRelationGuessWarned(t *testing.T) {
	const warn = "nothing in the question names the relationship"
	checkRelCases(t, []relCase{
		{graph: "movies", q: "How many people list Jessica Thompson as a friend?", want: []string{"FOLLOWS"}, warn: warn},
		{graph: "campus", q: "How many courses list MATH101 as a precursor?", want: []string{"REQUIRES"}, warn: warn},
	})
}

// A verb that links to a label names a thing that happens: its subject and
// object are joined through that thing, the preposition picking the
// arrival or departure relationship, never by another relationship the two
// labels have (a hub, a home port).
func TestEventVerbJoin(t *testing.T) {
	const warn = "read as joined through a"
	checkRelCases(t, []relCase{
		{graph: "flights", q: "Which pilots work for airlines that fly to Lisbon?",
			want: []string{"(a:Airport {city: 'Lisbon'})<-[:ARRIVES_AT]-(f:Flight)-[:OPERATED_BY]->(a2:Airline)<-[:WORKS_FOR]-(p:Pilot)", "!HUB_AT"}, warn: warn},
		{graph: "flights", q: "From which airports does Klaus Weber's airline fly?",
			want: []string{"-[:WORKS_FOR]->(a2:Airline)<-[:OPERATED_BY]-(f:Flight)-[:DEPARTS_FROM]->(a:Airport)", "!HUB_AT"}, warn: warn},
		{graph: "flights", q: "Which aircraft types does Gulf Meridian fly?",
			want: []string{"(a:Airline {name: 'Gulf Meridian'})<-[:OPERATED_BY]-(f:Flight)-[:USES]->(a2:AircraftType)"}, warn: "\"aircraft types\""},
		{graph: "ferries", q: "Which companies sail to Stavanger?",
			want: []string{"(p:Port {name: 'Stavanger'})<-[:ARRIVES_AT]-(s:Sailing)-[:OPERATED_BY]->(c:Company)", "!HOME_PORT"}, warn: warn},
		{graph: "ferries", q: "Which companies sail from Hirtshals?",
			want: []string{"(p:Port {name: 'Hirtshals'})<-[:DEPARTS_FROM]-(s:Sailing)-[:OPERATED_BY]->(c:Company)", "!HOME_PORT"}, warn: warn},
	})
}

// The event-verb reading leaves a negated verb to the negation: placing
// the joins positively would answer the opposite question.
func TestEventVerbLeavesAlone(t *testing.T) {
	for _, c := range []struct{ graph, q string }{
		{"ferries", "Which companies do not sail to Bergen?"},
		{"flights", "Which airlines have never flown to Lisbon?"},
	} {
		g, s := exampleGraph(t, c.graph)
		_, ws, _ := renderOfflineDiag(t, g, s, c.q)
		for _, w := range ws {
			if strings.Contains(w.Detail, "read as joined through a") {
				t.Errorf("%s %q: the negated verb was read as an event: %s", c.graph, c.q, w.Detail)
			}
		}
	}
}

// A word linked to an edge's property that only modifies a noun linking to
// nothing ("type ratings", with type ~ a kind property of partnerships)
// does not bring the property's relationship into the question: ranking
// pilots by their airline's partnerships was a silent wrong answer.
func TestCompoundModifierBringsNoEdge(t *testing.T) {
	checkRelCases(t, []relCase{
		{graph: "flights", q: "Which pilots hold the most type ratings?", refused: true},
		{graph: "ferries", q: "Which captains hold the most type licences?", refused: true},
		// The property still implies its edge when it is the noun itself.
		{graph: "movies", q: "Which people gave the highest rating?", want: []string{"[r:REVIEWED]->", "avg(r.rating)"}},
	})
}

// "S use X as a N": the noun names the relationship between S and X, and
// the light verb's own link (a USES relationship) is set aside.
func TestLightVerbAsNoun(t *testing.T) {
	const warn = "leaves the relationship to"
	checkRelCases(t, []relCase{
		{graph: "flights", q: "Which airlines use Copenhagen as a secondary hub?",
			want: []string{"(a:Airport {city: 'Copenhagen'})<-[r:HUB_AT {role: 'secondary'}]-(a2:Airline)", "!USES"}, warn: warn},
		{graph: "ferries", q: "Which companies use Bergen as a home port?",
			want: []string{"(p:Port {name: 'Bergen'})<-[:HOME_PORT]-(c:Company)", "!USES", "!Captain"}, warn: warn},
	})
}

// "V for" with V a verb of a trade says whom the subject works for.
func TestServeVerbWorksFor(t *testing.T) {
	const warn = "is read as working for"
	checkRelCases(t, []relCase{
		{graph: "flights", q: "Which airline does Layla Mansour fly for?",
			want: []string{"(p:Pilot {name: 'Layla Mansour'})-[:WORKS_FOR]->(a:Airline)", "!Flight"}, warn: warn},
		{graph: "ferries", q: "Which company does Ola Strand sail for?",
			want: []string{"(c:Captain {name: 'Ola Strand'})-[:WORKS_FOR]->(c2:Company)", "!Sailing"}, warn: warn},
	})
}

// A verb that links to nothing joins its subject to the thing named
// before it ("the courses Ada Moreau's advisees are taking"), not the
// named person to that thing by a relationship of their own (teaching).
func TestVerbSubjectJoin(t *testing.T) {
	const warn = "links to nothing: its subject"
	checkRelCases(t, []relCase{
		{graph: "campus", q: "Which departments offer the courses Ada Moreau's advisees are taking?",
			want: []string{"(p:Professor {name: 'Ada Moreau'})-[:ADVISES]->(s:Student)-[:ENROLLED_IN]->(c:Course)-[:OFFERED_BY]->(d:Department)", "!TEACHES"}, warn: warn},
		{graph: "workshops", q: "Which venues hold the workshops Nora Lind's advisees are taking?",
			want: []string{"(m:Mentor {name: 'Nora Lind'})-[:ADVISES]->(t:Trainee)-[:JOINED]->(w:Workshop)-[:HELD_AT]->(v:Venue)", "!RUNS"}, warn: warn},
	})
}

// A verb and particle that say what a relationship's name says ("build
// on" for requires, "rely on" for depends) read it in the same direction.
func TestParaphraseVerb(t *testing.T) {
	const warn = "in the same direction"
	checkRelCases(t, []relCase{
		{graph: "campus", q: "Which courses build on CS101, directly or indirectly?",
			want: []string{"(c:Course {code: 'CS101'})<-[:REQUIRES*1..10]-(c2:Course)", "RETURN DISTINCT c2."}, warn: warn},
		{graph: "packages", q: "Which packages rely on debug?",
			want: []string{"(p:Package {name: 'debug'})<-[:DEPENDS_ON]-(p2:Package)"}, warn: warn},
	})
}
