package offline

import (
	"errors"
	"strings"
	"testing"
)

// TestComparedWordIsNotAsked: in "Which Xs have more P than N" the P
// between the comparative and "than" is compared; the Xs are asked, shown
// by their key, and a second sentence "Give their names" says what of them
// to show. Before, the compared property was returned (seat counts for
// "Which aircraft …"). On a property graph (flights, campus, retail,
// company, movies with the property on a relationship) and a relational
// one, rendered in the three languages.
func TestComparedWordIsNotAsked(t *testing.T) {
	for _, c := range []havingCase{
		{"flights", "Which aircraft have more seats than 200?",
			[]string{"WHERE a.seats > 200", "RETURN a.model AS model", "!RETURN a.seats"}, ""},
		{"flights", "Which aircraft has more seats than 200?",
			[]string{"WHERE a.seats > 200", "RETURN a.model AS model", "!RETURN a.seats"}, ""},
		{"flights", "List aircraft with more seats than 200.",
			[]string{"WHERE a.seats > 200", "RETURN a.model AS model", "!RETURN a.seats"}, ""},
		{"flights", "Which aircraft have a greater range than 5000?",
			[]string{"WHERE a.range_km > 5000", "RETURN a.model AS model"}, ""},
		{"rel_farm_census", "Which farms have more employees than 12? Give their names.",
			[]string{"`farm#employees` > 12", "RETURN f.`farm#farm_name` AS farm_farm_name", "!RETURN f.`farm#employees`"}, ""},
		{"campus", "Which rooms have a larger capacity than 50? Give their names.",
			[]string{"WHERE r.capacity > 50", "RETURN r.name AS name", "!RETURN r.capacity"}, ""},
		{"campus", "Which courses have more credits than 3?",
			[]string{"c.credits > 3", "RETURN c.title AS title", "!RETURN c.credits"}, ""},
		{"retail", "Which products have a higher price than 20?",
			[]string{"p.price_usd > 20", "RETURN p.name AS name", "!RETURN p.price_usd"}, ""},
		{"company", "Which employees have a higher salary than 5000?",
			[]string{"WHERE e.salary > 5000", "RETURN e.name AS name", "!RETURN e.salary"}, ""},
		{"ops", "Which hosts have more memory than 8000?",
			[]string{"WHERE h.memory_mb > 8000", "RETURN h.name AS name", "!RETURN h.memory_mb"}, ""},
		// A link to a property of another name that holds the same
		// quantity stays read.
		{"movies", "Which movies were published after 2005?",
			[]string{"WHERE m.released > 2005", "RETURN m.title AS title"}, ""},
		{"movies", "Which movies have a higher rating than 80?",
			[]string{"r.rating > 80", "RETURN DISTINCT m.title AS title"}, ""},
		// The same question with the number before its noun was already
		// read so; it stays so.
		{"flights", "Which aircraft have more than 200 seats?",
			[]string{"WHERE a.seats > 200", "RETURN a.model AS model"}, ""},
		// "What is the P of …" still asks for P, wherever the comparison is.
		{"flights", "What is the manufacturer of aircraft with more seats than 200?",
			[]string{"WHERE a.seats > 200", "RETURN a.manufacturer AS manufacturer"}, ""},
	} {
		checkHaving(t, c)
	}
}

// TestUnnamedComparedRefused: "more votes than 100" where no property
// links to the word between the comparative and "than" is refused naming
// the word; before, the number was compared with whatever numeric property
// was nearest in size (m.released > 100). Movies, company, flights and a
// relational schema. So is a quantity ("age") compared through a property
// that holds it in reverse (a year of birth).
func TestUnnamedComparedRefused(t *testing.T) {
	for _, c := range []struct{ schema, question, word string }{
		{"movies", "Which movies have more votes than 100?", "votes"},
		{"movies", "Which movies have a longer runtime than 100?", "runtime"},
		{"company", "Which employees earn more money than 5000?", "money"},
		{"flights", "Which aircraft have more engines than 2?", "engines"},
		{"rel_farm_census", "Which farms have more tractors than 3? Give their names.", "tractors"},
		{"ops", "Which hosts have more storage than 100?", "storage"},
		// A quantity linked to the property that holds it in reverse: an
		// age linked to a year of birth.
		{"movies", "Which people have an age above 50?", "age"},
		{"movies", "Which people have a greater age than 50?", "age"},
		{"company", "Which employees have an age above 40?", "age"},
	} {
		refusedAt(t, c.schema, c.question, "unplaced-number", c.word)
	}
}

// TestTheirAsked: "Which Xs …? Give their P." shows P of the Xs (with any
// properties listed after it) in place of their key, warned their-read, on
// flights, movies (an anchor of another label), company and a relational
// schema; the key asked so is shown as before, unwarned; a request that
// counts, or an anchor of the asked label, is not read so.
func TestTheirAsked(t *testing.T) {
	for _, c := range []havingCase{
		{"flights", "Which aircraft have more than 200 seats? Give their manufacturers.",
			[]string{"WHERE a.seats > 200", "RETURN a.manufacturer AS manufacturer", "!a.model"}, "their-read"},
		{"flights", "Which aircraft have more seats than 200? List their manufacturers and models.",
			[]string{"WHERE a.seats > 200", "RETURN a.manufacturer AS manufacturer, a.model AS model"}, "their-read"},
		{"movies", "Which movies did Tom Hanks act in? Give their taglines.",
			[]string{"(p:Person {name: 'Tom Hanks'})-[:ACTED_IN]->(m:Movie)", "RETURN DISTINCT m.tagline AS tagline"}, "their-read"},
		{"movies", "Which people acted in The Matrix? Give their birth years.",
			[]string{"[:ACTED_IN]", "RETURN DISTINCT p.born AS born"}, "their-read"},
		{"company", "Which projects have a budget above 200000? Give their start years.",
			[]string{"p.budget > 200000", "RETURN p.started AS started"}, "their-read"},
		{"rel_clinic", "Which physicians have a higher salary than 200000? Give their positions and names.",
			[]string{"`physician#salary` > 200000", "RETURN p.`physician#position` AS physician_position, p.`physician#name` AS physician_name"}, "their-read"},
		{"rel_clinic", "Which patients are older than 60? Give their cities.",
			[]string{"`patient#age` > 60", "RETURN p.`patient#city` AS patient_city"}, "their-read"},
		{"flights", "Which aircraft have more than 200 seats? Give their models.", nil, "their-read"},
	} {
		checkHaving(t, c)
	}
}

// TestTheirUnlinkedRefused: "…? Give their budgets." where nothing of the
// last sentence links to the schema is refused at the noun; before, the key
// was shown and the request dropped. Movies and a relational schema.
func TestTheirUnlinkedRefused(t *testing.T) {
	refusedAt(t, "movies", "Which movies were released after 2005? Give their budgets.", "unused-words", "budgets")
	refusedAt(t, "rel_clinic", "Which departments have a larger budget than 100000? Give their mascots.", "unused-words", "mascots")
}

// refusedAt checks that the question is refused by check id at the word.
func refusedAt(t *testing.T, schemaName, question, id, word string) {
	t.Helper()
	var err error
	var cy string
	if strings.HasPrefix(schemaName, "rel_") {
		g, s := relIntrospected(t, strings.TrimPrefix(schemaName, "rel_"))
		cy, _, err = renderOfflineDiag(t, g, s, question)
	} else {
		g, s := exampleGraph(t, schemaName)
		cy, _, err = renderOfflineDiag(t, g, s, question)
	}
	var u *UnanswerableError
	if !errors.As(err, &u) {
		t.Errorf("%s: %q answered:\n%s", schemaName, question, cy)
		return
	}
	d := u.Diagnostic
	if d.Check != id {
		t.Errorf("%s: %q refused as %s, want %s: %v", schemaName, question, d.Check, id, err)
		return
	}
	if got := question[d.Span.Start:d.Span.End]; got != word {
		t.Errorf("%s: %q: refusal at %q, want %q", schemaName, question, got, word)
	}
	if !strings.Contains(d.Detail, `"`+word+`"`) {
		t.Errorf("%s: %q: detail does not name %q: %s", schemaName, question, word, d.Detail)
	}
}
