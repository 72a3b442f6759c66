package offline

import (
	"strings"
	"testing"
)

// TestGroupUnconnected: a count per group whose group the pattern never
// joins to the counted things is refused at the group's word, naming
// both, on the relational farm census and a synthetic orchards graph
// (not left to fail as an unbound variable); a group the schema joins
// directly is still counted.
func TestGroupUnconnected(t *testing.T) {
	for _, c := range []struct{ schema, question, want string }{
		{"rel_farm_census", "How many different crops are grown in each county? Show the county name and the count.", "joins a county to the crop"},
		{"rel_farm_census", "How many different crops are there in each county?", "joins a county to the crop"},
		{"relagg_orchards", "How many different varieties are there in each district?", "joins a District to the Variety"},
	} {
		var err error
		if name, ok := strings.CutPrefix(c.schema, "rel_"); ok {
			g, s := relIntrospected(t, name)
			_, _, err = renderOfflineDiag(t, g, s, c.question)
		} else {
			g, s := testGraph(t, c.schema)
			_, _, err = renderOfflineDiag(t, g, s, c.question)
		}
		if err == nil || !strings.Contains(err.Error(), c.want) || strings.Contains(err.Error(), "not bound") {
			t.Errorf("%s: %q: want the group refused (%q), got %v", c.schema, c.question, c.want, err)
			continue
		}
		var ue *UnanswerableError
		if e, ok := err.(*UnanswerableError); ok {
			ue = e
		}
		if ue == nil || ue.Diagnostic.Check != "group-unconnected" || ue.Diagnostic.Span.End <= ue.Diagnostic.Span.Start {
			t.Errorf("%s: %q: want a group-unconnected diagnostic with a span, got %+v", c.schema, c.question, ue)
		}
	}
	checkHaving(t, havingCase{"company", "How many different projects are there in each department?",
		[]string{"d.name AS name", "count(DISTINCT p) AS count"}, ""}) // "different": each project once (fix17)
}

// TestGroupUnlinked: a count per a noun that links to nothing ("in each
// city" on a graph with no city) is refused at the noun rather than
// answered as one count over everything, on retail and movies; a group
// that links is still read.
func TestGroupUnlinked(t *testing.T) {
	for _, c := range []struct{ schema, question, word string }{
		{"retail", "How many products are there in each city?", "city"},
		{"retail", "How many different products are there in each city?", "city"},
		{"movies", "How many movies are there in each galaxy?", "galaxy"},
	} {
		g, s := exampleGraph(t, c.schema)
		_, _, err := renderOfflineDiag(t, g, s, c.question)
		e, ok := err.(*UnanswerableError)
		if !ok || e.Diagnostic.Check != "group-unlinked" {
			t.Errorf("%s: %q: want group-unlinked, got %v", c.schema, c.question, err)
			continue
		}
		if got := c.question[e.Diagnostic.Span.Start:e.Diagnostic.Span.End]; got != c.word {
			t.Errorf("%s: %q: refusal points at %q, want %q", c.schema, c.question, got, c.word)
		}
	}
	checkHaving(t, havingCase{"company", "How many employees are there in each department?",
		[]string{"count(e)"}, ""})
}
