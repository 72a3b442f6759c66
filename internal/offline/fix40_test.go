package offline

import (
	"path/filepath"
	"strings"
	"testing"

	"github.com/gql-dev/gql/examples"
	"github.com/gql-dev/gql/lang"
	"github.com/gql-dev/gql/templates"
)

// TestFix40Hierarchy: "under"/"above" a named one over a hierarchy fix40
// reads — a rank said in the passive (COORDINATED_BY, MANAGED_BY: the
// target above), the one relationship of rank among several of a label to
// itself (SUPERVISES beside REFERRED, MANAGED_BY beside MENTORS), a rank
// noun before the word ("all the supervisors above X"), and "fall under X,
// directly or indirectly" — on four schemas, in all three languages.
func TestFix40Hierarchy(t *testing.T) {
	chain := func(e string, in bool) map[lang.Lang][]string {
		if in {
			return map[lang.Lang][]string{
				lang.Cypher:  {"<-[:" + e + "*1..10]-"},
				lang.Gremlin: {"repeat(__.in('" + e + "'))"},
				lang.SPARQL:  {":" + e + "+"},
			}
		}
		return map[lang.Lang][]string{
			lang.Cypher:  {"-[:" + e + "*1..10]->"},
			lang.Gremlin: {"repeat(__.out('" + e + "'))"},
			lang.SPARQL:  {":" + e + "+"},
		}
	}
	checkLangCases(t, []langCase{
		// The passive rank: those under Declan coordinate-by him (the
		// chain runs into him).
		{"ex:foodbank", "Who is under Declan Hayes, directly or indirectly?", chain("COORDINATED_BY", true)},
		{"ex:foodbank", "Who is above Declan Hayes?", chain("COORDINATED_BY", false)},
		{"fix40_org", "Who is under Ada Marsh?", chain("MANAGED_BY", true)},
		{"fix40_org", "Who is above Eva Lind?", chain("MANAGED_BY", false)},
		// The one rank among several relationships to itself.
		{"ex:outpatient", "Who is above Nuno Teixeira?", chain("SUPERVISES", true)},
		// A rank noun before the hierarchy word.
		{"ex:outpatient", "all the supervisors above Nuno Teixeira, up to the top", chain("SUPERVISES", true)},
		{"ex:company", "the managers above Priya Raman", chain("MANAGES", true)},
		// "fall under X" at any depth when the question says so.
		{"ex:retail", "Which categories fall under Electronics, directly or indirectly?", chain("SUBCATEGORY_OF", true)},
		{"ex:outpatient", "Which departments fall under Surgery, directly or indirectly?", chain("PART_OF", true)},
		// A pronoun after the word points back to the one named thing.
		{"ex:company", "how many employees does Priya Raman have under her", chain("MANAGES", false)},
		{"ex:hotel", "which staff does Katrin Schulz have under her", chain("MANAGES", false)},
		{"ex:bank", "which employees does Tom Brennan have under him", chain("REPORTS_TO", true)},
	})
}

// TestFix40Refused: the shapes fix40 leaves as they were — a rank noun
// on the other side of its word ("the reports above X"), which says
// neither side for sure: it is not walked at any depth.
func TestFix40Refused(t *testing.T) {
	for _, c := range []struct{ schema, q string }{
		{"ex:company", "the reports above Priya Raman"},
		{"ex:outpatient", "the reports above Nuno Teixeira"},
	} {
		s, g, err := examples.Resolve(filepath.Join("..", "..", "examples", strings.TrimPrefix(c.schema, "ex:")))
		if err != nil {
			t.Fatal(err)
		}
		r, err := Compile(EvidenceFrom(linkOn(t, g, s, c.q).Grounding), s)
		if err != nil {
			continue // refused
		}
		text, _ := templates.Render(r.Query, lang.Cypher, s)
		if strings.Contains(text, "*1..") {
			t.Errorf("%s %q: walked at any depth:\n%s", c.schema, c.q, text)
		}
	}
}

// TestFix40SizeThan: "grants bigger than X" grades by the kind's one
// quantity when the comparative's measure names no property, and shows
// the things by the property the named one is given by (its title).
func TestFix40SizeThan(t *testing.T) {
	checkLangCases(t, []langCase{
		{"ex:papers", "grants bigger than Trustworthy Question Answering", map[lang.Lang][]string{
			lang.Cypher:  {"g.amount_eur > g2.amount_eur", "g.title AS title"},
			lang.Gremlin: {"where(P.gt('g2')).by('amount_eur')", "project('title'"},
			lang.SPARQL:  {"FILTER(?amount_eur > ?g2_amount_eur)", "?title"},
		}},
		{"fix40_org", "Which funds are smaller than Clean Water Access?", map[lang.Lang][]string{
			lang.Cypher:  {".amount < ", ".title AS title"},
			lang.Gremlin: {"where(P.lt(", "project('title'"},
			lang.SPARQL:  {"FILTER(?amount < ", "?title"},
		}},
	})
}

// TestFix40RankEnd: "the top-level X above Y" keeps the things the walk up
// reaches with nothing beyond them, on retail and guild (where grounding
// linked "top-level" to a property of another label), in all three
// languages.
func TestFix40RankEnd(t *testing.T) {
	checkLangCases(t, []langCase{
		{"ex:retail", "what's the top-level category above Keyboards?", map[lang.Lang][]string{
			lang.Cypher:  {"-[:SUBCATEGORY_OF*1..10]->(c2:Category)", "NOT EXISTS { (c2)-[:SUBCATEGORY_OF]->(:Category) }"},
			lang.Gremlin: {"repeat(__.out('SUBCATEGORY_OF'))", "not(__.out('SUBCATEGORY_OF')"},
			lang.SPARQL:  {":SUBCATEGORY_OF+", "FILTER NOT EXISTS { ?c2 :SUBCATEGORY_OF"},
		}},
		{"ex:guild", "What's the top-level guild above Vanguard Trials?", map[lang.Lang][]string{
			lang.Cypher:  {"-[:BRANCH_OF*1..10]->(g2:Guild)", "NOT EXISTS { (g2)-[:BRANCH_OF]->(:Guild) }", "!level"},
			lang.Gremlin: {"repeat(__.out('BRANCH_OF'))", "not(__.out('BRANCH_OF')", "!level"},
			lang.SPARQL:  {":BRANCH_OF+", "FILTER NOT EXISTS { ?g2 :BRANCH_OF", "!level"},
		}},
		{"fix40_org", "What is the top-level team above Storage?", map[lang.Lang][]string{
			lang.Cypher:  {"-[:PART_OF*1..10]->", "NOT EXISTS {"},
			lang.Gremlin: {"repeat(__.out('PART_OF'))", "not(__.out('PART_OF')"},
			lang.SPARQL:  {":PART_OF+", "FILTER NOT EXISTS {"},
		}},
		{"fix40_org", "Which bottom-level teams are under Platform?", map[lang.Lang][]string{
			lang.Cypher:  {"<-[:PART_OF*1..10]-", "NOT EXISTS {"},
			lang.Gremlin: {"repeat(__.in('PART_OF'))", "not(__.in('PART_OF')"},
			lang.SPARQL:  {":PART_OF+", "FILTER NOT EXISTS {"},
		}},
	})
}
