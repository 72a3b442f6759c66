package offline

import (
	"os"
	"path/filepath"
	"strings"
	"testing"

	"github.com/gql-dev/gql/diag"
	"github.com/gql-dev/gql/examples"
	"github.com/gql-dev/gql/graph"
	"github.com/gql-dev/gql/schema"
)

// exampleGraph is a bundled example (movies, company), one of the
// examples directory's (ops, flights, campus) or loans (testdata), with
// its schema.
func exampleGraph(t *testing.T, name string) (*graph.Graph, *schema.Schema) {
	t.Helper()
	// A bundled example, an example directory of the repo, else a test
	// graph of testdata (loans, ferries, workshops).
	arg := name
	if !examples.IsBundled(name) {
		arg = filepath.Join("..", "..", "examples", name)
		if _, err := os.Stat(arg); err != nil {
			return testGraph(t, name)
		}
	}
	s, g, err := examples.Resolve(arg)
	if err != nil {
		t.Fatal(err)
	}
	return g, s
}

type acrossCase struct {
	schema, question string
	want             []string // fragments of the one-line Cypher
	warn             string
}

// TestTwoCountsPerThing: "Xs with more As than Bs" on five schemas, each
// side's relationship read from a verb, an edge noun, or the only edge to
// the noun's label, in the direction its words give.
func TestTwoCountsPerThing(t *testing.T) {
	for _, c := range []acrossCase{
		{"movies", "Which people acted in more movies than they directed?",
			[]string{"OPTIONAL MATCH (p)-[:ACTED_IN]->(m:Movie)", "OPTIONAL MATCH (p)-[:DIRECTED]->(m2:Movie)", "WHERE movies > directed"}, "counts-compared"},
		{"company", "Which departments have fewer projects than employees?",
			[]string{"OPTIONAL MATCH (d)<-[:BELONGS_TO]-(p:Project)", "OPTIONAL MATCH (d)<-[:WORKS_IN]-(e:Employee)", "WHERE projects < employees"}, "counts-compared"},
		{"flights", "Which airports have more departures than arrivals?",
			[]string{"(a)<-[:DEPARTS_FROM]-(f:Flight)", "(a)<-[:ARRIVES_AT]-(f2:Flight)", "WHERE departures > arrivals"}, "counts-compared"},
		{"flights", "Which airlines have more pilots than hubs?",
			[]string{"(a)<-[:WORKS_FOR]-(p:Pilot)", "(a)-[:HUB_AT]->(a2:Airport)", "WHERE pilots > hubs"}, "counts-compared"},
		{"campus", "Which professors advise more students than they teach courses?",
			[]string{"(p)-[:ADVISES]->(s:Student)", "(p)-[:TEACHES]->(c:Course)", "WHERE students > courses"}, "counts-compared"},
		{"ops", "Which teams own more services than they have members?",
			[]string{"(t)-[:OWNS]->(s:Service)", "(t)<-[:MEMBER_OF]-(p:Person)", "WHERE services > members"}, "counts-compared"},
		// Each side a relationship's stored value: only the edges holding
		// it are counted.
		{"campus", "Which students have dropped more courses than they completed?",
			[]string{"(s)-[:ENROLLED_IN {status: 'dropped'}]->(c:Course)", "(s)-[:ENROLLED_IN {status: 'completed'}]->(c2:Course)", "WHERE dropped > completed"}, "counts-compared"},
		{"loans", "Which members have lost more books than they returned?",
			[]string{"(m)-[:BORROWED {state: 'lost'}]->(b:Book)", "(m)-[:BORROWED {state: 'returned'}]->(b2:Book)", "WHERE lost > returned"}, "counts-compared"},
		// A side with no verb takes the other's when it reaches it: films
		// are borrowed or reserved, and "borrowed" says which.
		{"loans", "Which members borrowed more books than films?",
			[]string{"(m)-[:BORROWED]->(b:Book)", "(m)-[:BORROWED]->(f:Film)", "WHERE books > films"}, "counts-compared"},
	} {
		checkAcross(t, c)
	}
}

// TestTwoCountsListed: "each X with its number of As and of Bs" and "how
// many As and how many Bs does each X have" on four schemas; before, one
// pattern joined both walks (their product) and counted one of them.
func TestTwoCountsListed(t *testing.T) {
	for _, c := range []acrossCase{
		{"movies", "Show each movie with its number of actors and directors.",
			[]string{"OPTIONAL MATCH (m)<-[:ACTED_IN]-(p:Person)", "OPTIONAL MATCH (m)<-[:DIRECTED]-(p2:Person)", "RETURN title, actors, directors"}, "counts-listed"},
		{"company", "List each department with its number of employees and of projects.",
			[]string{"OPTIONAL MATCH (d)<-[:WORKS_IN]-(e:Employee)", "OPTIONAL MATCH (d)<-[:BELONGS_TO]-(p:Project)", "RETURN name, employees, projects"}, "counts-listed"},
		{"flights", "List each airline with its number of pilots and hubs.",
			[]string{"(a)<-[:WORKS_FOR]-(p:Pilot)", "(a)-[:HUB_AT]->(a2:Airport)", "RETURN name, pilots, hubs"}, "counts-listed"},
		{"ops", "How many services and how many members does each team have?",
			[]string{"(t)-[:OWNS]->(s:Service)", "(t)<-[:MEMBER_OF]-(p:Person)", "RETURN name, services, members"}, "counts-listed"},
	} {
		checkAcross(t, c)
	}
}

// TestThanANamedNode: "Xs with more P than <named X>" and "Xs <comparative>
// than <named X>" on five schemas: the property a word links to or the one
// the comparative's measure names, in the direction the measure gives.
func TestThanANamedNode(t *testing.T) {
	for _, c := range []acrossCase{
		{"movies", "Which movies were released later than The Matrix?",
			[]string{"MATCH (m2:Movie {title: 'The Matrix'}) MATCH (m:Movie)", "WHERE m.released > m2.released"}, "than-node"},
		{"movies", "Which people are younger than Tom Hanks?",
			[]string{"MATCH (p2:Person {name: 'Tom Hanks'})", "WHERE p.born > p2.born"}, "than-node"},
		{"company", "Which employees were born earlier than Priya Raman?",
			[]string{"MATCH (e2:Employee {name: 'Priya Raman'})", "WHERE e.born < e2.born"}, "than-node"},
		// "before"/"after" a named node: its property's word right before.
		{"movies", "Which movies were released before The Matrix?",
			[]string{"MATCH (m2:Movie {title: 'The Matrix'})", "WHERE m.released < m2.released"}, "than-node"},
		{"company", "Which employees were hired after Priya Raman?",
			[]string{"MATCH (e2:Employee {name: 'Priya Raman'})", "WHERE e.hired > e2.hired"}, "than-node"},
		{"flights", "Which airports opened before Oslo Gardermoen?",
			[]string{"MATCH (a2:Airport {name: 'Oslo Gardermoen'})", "WHERE a.opened < a2.opened"}, "than-node"},
		{"flights", "Which aircraft have more seats than the A330-300?",
			[]string{"MATCH (a2:AircraftType {model: 'A330-300'})", "WHERE a.seats > a2.seats"}, "than-node"},
		{"campus", "Which rooms are bigger than TH-101?",
			[]string{"MATCH (r2:Room {name: 'TH-101'})", "WHERE r.capacity > r2.capacity"}, "than-node"},
		{"ops", "Which incidents lasted longer than the Gateway 502 spike?",
			[]string{"MATCH (i2:Incident {title: 'Gateway 502 spike'})", "WHERE i.duration_minutes > i2.duration_minutes"}, "than-node"},
	} {
		checkAcross(t, c)
	}
}

// TestAcrossComparisonsStayRefused: what the two readings must not take —
// a count compared with a named node's count, a noun that is no
// relationship of the thing asked about, a
// relationship of a label with itself named by a noun (which way is not
// said), a comparison with another label's node.
func TestAcrossComparisonsStayRefused(t *testing.T) {
	for _, c := range []acrossCase{
		{schema: "movies", question: "Which people acted in more movies than Tom Hanks?"},
		{schema: "flights", question: "Which airlines have more pilots than Nordic Skyways?"},
		{schema: "movies", question: "Which movies were released later than Tom Hanks?"},
		{schema: "company", question: "Which employees have more reports than skills?"},
		{schema: "company", question: "Which projects have a bigger budget than Apollo?"},
		{schema: "movies", question: "Which people acted before Tom Hanks?"},
		{schema: "loans", question: "Which members have more books than films?"},
		{schema: "movies", question: "Which people have more names than Tom Hanks?"},
	} {
		g, s := exampleGraph(t, c.schema)
		cy, err := renderOffline(t, g, s, c.question)
		if err == nil {
			t.Errorf("%s: %q answered, want refused:\n%s", c.schema, c.question, cy)
		}
	}
}

func checkAcross(t *testing.T, c acrossCase) {
	t.Helper()
	g, s := exampleGraph(t, c.schema)
	cy, warns, err := renderOfflineDiag(t, g, s, c.question)
	if c.want == nil {
		if err == nil {
			t.Errorf("%s: %q answered, want refused:\n%s", c.schema, c.question, cy)
		}
		return
	}
	if err != nil {
		t.Errorf("%s: %q: %v", c.schema, c.question, err)
		return
	}
	for _, f := range c.want {
		if !strings.Contains(cy, f) {
			t.Errorf("%s: %q lacks %q:\n%s", c.schema, c.question, f, cy)
		}
	}
	if !warnedOf(warns, c.warn) {
		t.Errorf("%s: %q: no %s warning in %v", c.schema, c.question, c.warn, warns)
	}
}

func warnedOf(ws []diag.Diagnostic, id string) bool {
	for _, w := range ws {
		if w.Check == id {
			return true
		}
	}
	return false
}
