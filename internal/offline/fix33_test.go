package offline

import (
	"path/filepath"
	"strings"
	"testing"

	"github.com/gql-dev/gql/examples"
	"github.com/gql-dev/gql/lang"
	"github.com/gql-dev/gql/templates"
)

// TestFix33SamePartner: "the same X more than N times" through a junction
// no word names is read as N+1 distinct junction nodes joining the asked
// thing to one X (grid, outpatient, papers, hotel, retail); a direct
// relationship repeated between the pair (bank, library), a bound from
// above and a count beyond maxDistinct stay refused.
func TestFix33SamePartner(t *testing.T) {
	exampleReadings(t, []string{"grid", "outpatient", "papers", "hotel", "retail", "bank", "library"}, []readingCase{
		{"grid", "techs who've worked on the same transformer more than once", []string{"(t:Technician)-[:WORKED_ON]->(w:WorkOrder)-[:FOR]->(t2:Transformer), (t)-[:WORKED_ON]->(w2:WorkOrder)-[:FOR]->(t2)", "RETURN DISTINCT t.name"}, "same-partner-repeat"},
		{"outpatient", "patients who booked appointments with the same doctor more than once", []string{"(p:Patient)-[:BOOKED]->(a:Appointment)-[:`WITH`]->(d:Doctor), (p)-[:BOOKED]->(a2:Appointment)-[:`WITH`]->(d)", "RETURN DISTINCT p.name"}, "same-partner-repeat"},
		{"papers", "authors who wrote papers in the same venue more than twice", []string{"(a)-[:WROTE]->(p2:Paper)-[:PUBLISHED_IN]->(v), (a)-[:WROTE]->(p3:Paper)-[:PUBLISHED_IN]->(v)", "RETURN DISTINCT a.name"}, "same-partner-repeat"},
		{"hotel", "guests who booked the same hotel more than once", []string{"(g)-[:MADE]->(b2:Booking)-[:AT_HOTEL]->(h)", "RETURN DISTINCT g.name"}, "same-partner-repeat"},
		{"retail", "customers who ordered the same product at least twice", []string{"(c)-[:PLACED]->(o2:`Order`)-[:`CONTAINS`]->(p)", "!o3"}, "same-partner-repeat"},
		{"hotel", "guests who booked the same hotel fewer than 3 times", nil, ""},
		{"hotel", "guests who booked the same hotel more than 7 times", nil, ""},
		{"bank", "cards that paid the same merchant more than once", nil, ""},
		{"library", "members who borrowed the same book more than once", nil, ""},
	})
}

// TestFix33SamePartnerLanguages: the junction's copies meet the one partner
// in Gremlin (where(P.eq)) and SPARQL (the partner's variable shared), kept
// apart from the first junction in both.
func TestFix33SamePartnerLanguages(t *testing.T) {
	for _, c := range []struct {
		schema, question string
		gremlin, sparql  []string
	}{
		{"grid", "techs who've worked on the same transformer more than once",
			[]string{"out('FOR').where(P.eq('t2'))", "where(P.neq('w'))"}, []string{"?w2 a :WorkOrder", ":FOR ?t2", "FILTER(?w != ?w2)", "SELECT DISTINCT"}},
		{"hotel", "guests who booked the same hotel more than once",
			[]string{"out('AT_HOTEL').where(P.eq('h'))", "where(P.neq('b'))"}, []string{"?b2 a :Booking", ":AT_HOTEL ?h", "FILTER(?b != ?b2)", "SELECT DISTINCT"}},
	} {
		s, g, err := examples.Resolve(filepath.Join("..", "..", "examples", c.schema))
		if err != nil {
			t.Fatal(err)
		}
		linked := linkOn(t, g, s, c.question)
		r, err := Compile(EvidenceFrom(linked.Grounding), s)
		if err != nil {
			t.Fatalf("%s: %q refused: %v", c.schema, c.question, err)
		}
		for lg, want := range map[lang.Lang][]string{lang.Gremlin: c.gremlin, lang.SPARQL: c.sparql} {
			out, err := templates.Render(r.Query, lg, s)
			if err != nil {
				t.Fatalf("%s: %v", lg, err)
			}
			for _, w := range want {
				if !strings.Contains(out, w) {
					t.Errorf("%s %q (%s): %q lacks %q", c.schema, c.question, lg, out, w)
				}
			}
		}
	}
}
