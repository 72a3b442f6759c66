package offline

import (
	"strings"
	"testing"

	"github.com/gql-dev/gql/lang"
	"github.com/gql-dev/gql/templates"
)

// TestAggregateCompared: a property compared with its average, least or
// greatest value over every thing of the kind is read on relational,
// property-graph and example schemas (a count, another filter beside it,
// the property named by the comparative or left unsaid), each carrying
// the warning that says what was compared with what and where.
func TestAggregateCompared(t *testing.T) {
	for _, c := range []struct{ schema, q, want, phrase string }{
		{"rel_clinic", "Which departments have a budget above the average budget of all departments?",
			"WITH avg(all_agg.`department#budget`) AS agg MATCH (d:department) WHERE d.`department#budget` > agg", "the average budget of all departments"},
		{"rel_clinic", "List the names of patients who are older than the average age of all patients.",
			"WITH avg(all_agg.`patient#age`) AS agg MATCH (p:patient) WHERE p.`patient#age` > agg", "the average age of all patients"},
		{"rel_bike_share", "Show the ids of trips whose duration is longer than the average trip duration.",
			"WITH avg(all_agg.`trip#duration_min`) AS agg MATCH (t:trip) WHERE t.`trip#duration_min` > agg", "the average trip duration"},
		{"movies", "Which movies were released later than the average release year?",
			"MATCH (all_agg:Movie) WITH avg(all_agg.released) AS agg MATCH (m:Movie) WHERE m.released > agg RETURN m.title", "the average release year"},
		{"movies", "How many movies were released after the average?",
			"WITH avg(all_agg.released) AS agg MATCH (m:Movie) WHERE m.released > agg RETURN count(m)", "the average"},
		{"company", "How many departments have a budget below the average budget?",
			"WITH avg(all_agg.budget) AS agg MATCH (d:Department) WHERE d.budget < agg RETURN count(d)", "the average budget"},
		{"company", "Which employees in Finance have a salary above the average salary?",
			"WITH avg(all_agg.salary) AS agg MATCH (d:Department {name: 'Finance'})<-[:WORKS_IN]-(e:Employee) WHERE e.salary > agg", "the average salary"},
		{"company", "Which employees have a salary above the highest salary?",
			"WITH max(all_agg.salary) AS agg MATCH (e:Employee) WHERE e.salary > agg", "the highest salary"},
		{"flights", "Which flights are longer than the average flight duration?",
			"WITH avg(all_agg.duration_minutes) AS agg MATCH (f:Flight) WHERE f.duration_minutes > agg", "the average flight duration"},
		{"flights", "Which aircraft types have more seats than the average number of seats?",
			"WITH avg(all_agg.seats) AS agg MATCH (a:AircraftType) WHERE a.seats > agg", "the average number of seats"},
		{"campus", "Which rooms have a capacity above the average capacity?",
			"WITH avg(all_agg.capacity) AS agg MATCH (r:Room) WHERE r.capacity > agg", "the average capacity"},
		{"campus", "Which courses have an exam longer than the average exam length?",
			"WITH avg(all_agg.exam_minutes) AS agg MATCH (c:Course) WHERE c.exam_minutes > agg", "the average exam length"},
		{"retail", "Which products cost more than the average price?",
			"WITH avg(all_agg.price_usd) AS agg MATCH (p:Product) WHERE p.price_usd > agg", "the average price"},
		{"ops", "Which incidents lasted longer than the average duration?",
			"WITH avg(all_agg.duration_minutes) AS agg MATCH (i:Incident) WHERE i.duration_minutes > agg", "the average duration"},
	} {
		g, s := exampleOrRel(t, c.schema)
		cy, ws, err := renderOfflineDiag(t, g, s, c.q)
		if err != nil {
			t.Errorf("%s: %q: %v", c.schema, c.q, err)
			continue
		}
		if !strings.Contains(cy, c.want) {
			t.Errorf("%s: %q: want %q in\n%s", c.schema, c.q, c.want, cy)
		}
		found := false
		for _, w := range ws {
			if w.Check != "aggregate-compared" {
				continue
			}
			found = true
			if got := c.q[w.Span.Start:w.Span.End]; got != c.phrase {
				t.Errorf("%s: %q: the warning points at %q, want %q", c.schema, c.q, got, c.phrase)
			}
			if !strings.Contains(w.Detail, "over every") {
				t.Errorf("%s: %q: the warning does not say what the aggregate is over: %s", c.schema, c.q, w.Detail)
			}
		}
		if !found {
			t.Errorf("%s: %q: no aggregate-compared warning in %+v", c.schema, c.q, ws)
		}
		for _, w := range ws {
			if w.Span.End > len(c.q) || strings.Contains(w.Detail, "9876543") {
				t.Errorf("%s: %q: a warning about the stand-in number leaked: %+v", c.schema, c.q, w)
			}
		}
	}
}

// TestAggregateComparedRefusals: what the reading does not cover stays
// refused: a filter on the aggregate ("of employees in Finance"), a sum,
// another property than the compared one, a count compared with an
// average, and text, which has no average.
func TestAggregateComparedRefusals(t *testing.T) {
	for _, c := range []struct{ schema, q string }{
		{"company", "Which employees have a salary higher than the average salary of employees in Finance?"},
		{"company", "Which employees have a salary above the total salary?"},
		{"company", "Which departments have a budget above the average salary?"},
		{"movies", "Which people acted in more movies than the average?"},
		{"flights", "Which airports opened earlier than the average?"},
		{"retail", "Which products are priced above the average price of products in the Garden category?"},
		// "number" names no property: the phrase must, and "movies" is a kind.
		{"movies", "Which people acted in more movies than the average number of movies?"},
	} {
		g, s := exampleOrRel(t, c.schema)
		cy, _, err := renderOfflineDiag(t, g, s, c.q)
		if err == nil {
			t.Errorf("%s: %q: want a refusal, got\n%s", c.schema, c.q, cy)
		}
	}
}

// TestAggregateNarrowed: an average narrowed by a preposition or a value
// is refused with the reason, pointing at the narrowing words, on two
// schemas.
func TestAggregateNarrowed(t *testing.T) {
	for _, c := range []struct{ schema, q, at string }{
		{"company", "Which employees have a salary higher than the average salary of employees in Finance?", "in"},
		{"retail", "Which products are priced above the average price of products in the Garden category?", "in"},
		{"flights", "Which flights are longer than the average flight duration of flights from Oslo?", "from"},
	} {
		g, s := exampleOrRel(t, c.schema)
		_, _, err := renderOfflineDiag(t, g, s, c.q)
		u, ok := err.(*UnanswerableError)
		if !ok {
			t.Errorf("%s: %q: want a refusal, got %v", c.schema, c.q, err)
			continue
		}
		if d := u.Diagnostic; d.Check != "aggregate-narrowed" || c.q[d.Span.Start:d.Span.End] != c.at {
			t.Errorf("%s: %q: want aggregate-narrowed at %q, got %s at %v: %s", c.schema, c.q, c.at, d.Check, d.Span, u.Reason)
		}
	}
}

// TestAggregateComparedPhrase: the phrase found, and the words after the
// aggregate that end the reading, on the evidence alone.
func TestAggregateComparedPhrase(t *testing.T) {
	g, s := exampleGraph(t, "company")
	for q, want := range map[string]string{
		"Which employees earn more than the average salary?":                         "the average salary",
		"List the employees whose salary is above the mean. Show their names.":       "the mean",
		"Which employees have a salary above the average salary of all employees?":   "the average salary of all employees",
		"Which employees have a salary above the average salary in Finance?":         "",
		"Which employees have a salary above the average salary who joined in 2020?": "",
		"What is the average salary of employees?":                                   "",
	} {
		linked := linkOn(t, g, s, q)
		c := newReadCtx(EvidenceFrom(linked.Grounding), s)
		ph, ok := c.aggComparedPhrase()
		got := ""
		if ok {
			got = q[ph.span.Start:ph.span.End]
		}
		if got != want {
			t.Errorf("%q: phrase %q, want %q", q, got, want)
		}
	}
}

// TestAggregateComparedRendersEverywhere: the plans read render in the
// three languages and the critic accepts each rendering.
func TestAggregateComparedRendersEverywhere(t *testing.T) {
	for _, c := range []struct{ schema, q string }{
		{"movies", "How many movies were released after the average?"},
		{"company", "Which employees in Finance have a salary above the average salary?"},
	} {
		g, s := exampleOrRel(t, c.schema)
		linked := linkOn(t, g, s, c.q)
		r, err := Compile(EvidenceFrom(linked.Grounding), s)
		if err != nil {
			t.Fatalf("%s: %v", c.q, err)
		}
		if r.Query.Than == nil || r.Query.Than.Agg == templates.NoAgg {
			t.Fatalf("%s: no aggregate comparison in the plan", c.q)
		}
		for _, l := range lang.All {
			if _, err := templates.Render(r.Query, l, s); err != nil {
				t.Errorf("%s: %s: %v", c.q, l, err)
			}
		}
	}
}
