package offline

import (
	"testing"

	"github.com/gql-dev/gql/lang"
	"github.com/gql-dev/gql/schema"
)

// TestNegatedLabelNamed: a negation before a label whose node the question
// anchors by a value right after it ("departments that have no employee
// named X", "museums that do not own any artwork titled X") denies the one
// relationship between the two labels to such a thing: NOT EXISTS with the
// value inside, in each language, on an example graph and a relational
// one. When the negation's subject is no thing the question names ("the
// countries that are not …") or a possessive stands before it, the values
// no such thing holds are asked for, and the negation stays refused.
func TestNegatedLabelNamed(t *testing.T) {
	for _, c := range []struct {
		kg, q string
		want  map[lang.Lang]string
	}{
		{"company", "Which departments have no employee named Olivia Grant?", map[lang.Lang]string{
			lang.Cypher:  "NOT EXISTS { (d)<-[:WORKS_IN]-(:Employee {name: 'Olivia Grant'}) }",
			lang.Gremlin: "not(__.in('WORKS_IN').hasLabel('Employee').has('name', 'Olivia Grant'))",
			lang.SPARQL:  `FILTER NOT EXISTS { ?_x1 :WORKS_IN ?d . ?_x1 a :Employee . ?_x1 :name "Olivia Grant" . }`,
		}},
		{"company", "Which departments do not have any employee named Olivia Grant?", map[lang.Lang]string{
			lang.Cypher: "NOT EXISTS { (d)<-[:WORKS_IN]-(:Employee {name: 'Olivia Grant'}) }",
		}},
		{"art_museum", "Which museums do not own any artwork titled Harbor Lights?", map[lang.Lang]string{
			lang.Cypher:  "NOT EXISTS { (m)<-[:`artwork#ref-owner_museum_id`]-(:artwork {title: 'Harbor Lights'}) }",
			lang.Gremlin: "not(__.in('artwork#ref-owner_museum_id').hasLabel('artwork').has('title', 'Harbor Lights'))",
			lang.SPARQL:  `FILTER NOT EXISTS { ?_x1 :artwork\#ref-owner_museum_id ?m . ?_x1 a :artwork . ?_x1 :title "Harbor Lights" . }`,
		}},
	} {
		r, s, err := negNamedCompile(t, c.kg, c.q)
		if err != nil {
			t.Errorf("%s: %q: refused: %v", c.kg, c.q, err)
			continue
		}
		if !hasWarning(r.Warnings, "negated-named", "") {
			t.Errorf("%s: %q: no negated-named warning in %v", c.kg, c.q, r.Warnings)
		}
		fkRendered(t, c.kg, c.q, r, s, c.want)
	}
	for _, c := range []struct{ kg, q string }{
		{"company", "What are the names that are not used by any employee named Olivia Grant?"},
		{"art_museum", "Which countries' artists do not have any artwork titled Harbor Lights?"},
	} {
		if r, s, err := negNamedCompile(t, c.kg, c.q); err == nil {
			fkRendered(t, c.kg, c.q, r, s, nil)
			t.Errorf("%s: %q: answered, want the negation refused", c.kg, c.q)
		}
	}
}

// negNamedCompile compiles q on an example graph (company) or a relational
// tuning graph.
func negNamedCompile(t *testing.T, kg, q string) (*Result, *schema.Schema, error) {
	t.Helper()
	if kg != "company" {
		return fkCompile(t, kg, q)
	}
	g, s := answersGraph(t, kg)
	linked := linkOn(t, g, s, q)
	r, err := Compile(EvidenceFrom(linked.Grounding), s)
	return r, s, err
}

// TestAbsenceThenShow: "X have no P?" followed by a sentence that only
// asks what to show of them ("Give their names.") is the absence test of
// P, as when the question ends after P; a second sentence that asks for
// something else ("Count their flights.") leaves the negation refused.
func TestAbsenceThenShow(t *testing.T) {
	runNegor(t, []negorCase{
		{schema: "flights", question: "Which pilots have no hire date? Give their names.", frags: []string{"WHERE p.hired IS NULL", "RETURN p.name"}, warn: "presence-read"},
		{schema: "movies", question: "Which movies have no tagline? List their titles.", frags: []string{"WHERE m.tagline IS NULL", "RETURN m.title"}, warn: "presence-read"},
		{schema: "flights", question: "Which pilots have no hire date? Count their flights.", check: "unused-words", detail: `"no"`},
	})
	q := "Which players have no title? Give their names."
	r, s, err := fkCompile(t, "chess_club", q)
	if err != nil {
		t.Fatalf("chess_club: %q: refused: %v", q, err)
	}
	fkRendered(t, "chess_club", q, r, s, map[lang.Lang]string{
		lang.Cypher:  "WHERE p.title IS NULL RETURN p.name AS name",
		lang.Gremlin: "g.V().hasLabel('player').hasNot('title')",
		lang.SPARQL:  "FILTER(NOT EXISTS { ?p :title ?_x1 })",
	})
}
