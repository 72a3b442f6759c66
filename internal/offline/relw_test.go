package offline

import (
	"errors"
	"strings"
	"testing"

	"github.com/gql-dev/gql/lang"
)

// TestRelwReadings: the relw rules on a relational graph as converted
// (SPARQL) and on the pottery property graph (all three languages): a
// column named by an everyday compound word is linked whole ("membership
// level"), a verb sharing its stem with a property names the one key
// between the things it relates ("made" and year_made), and a label after
// a denied junction is the junction row's far end.
func TestRelwReadings(t *testing.T) {
	all := func(w ...string) map[lang.Lang][]string {
		return map[lang.Lang][]string{lang.Cypher: w, lang.Gremlin: w, lang.SPARQL: w}
	}
	checkLangCases(t, []langCase{
		{"pottery", "Show each membership level and the number of potters at that level.", map[lang.Lang][]string{
			lang.Cypher:  {"p.membership_level", "!c.level", "!Course"},
			lang.Gremlin: {"'membership_level'", "!'level'", "!Course"},
			lang.SPARQL:  {":membership_level", "!:level", "!Course"}}},
		{"pottery", "Which potter made the most pieces?", map[lang.Lang][]string{
			lang.Cypher:  {"REF_POTTER", "!year_made"},
			lang.Gremlin: {"REF_POTTER", "!year_made"},
			lang.SPARQL:  {"REF_POTTER", "!year_made"}}},
		{"pottery", "Which potters are not affiliated with any studio?", map[lang.Lang][]string{
			lang.Cypher:  {"NOT EXISTS { (p)<-[:REF_POTTER]-(:Affiliated_With) }", "!REF_HEAD"},
			lang.Gremlin: {"not(", "REF_POTTER", "!REF_HEAD"},
			lang.SPARQL:  {"FILTER NOT EXISTS", ":REF_POTTER ?p", "!REF_HEAD"}}},
		// The junction's word beside the denial: denied over it, or
		// refused; never over the other key (a studio's head).
		{"pottery", "Which studios have no potters affiliated with them?", map[lang.Lang][]string{
			lang.Cypher:  {"NOT EXISTS { (s)<-[:REF_STUDIO]-(:Affiliated_With) }", "!REF_HEAD"},
			lang.Gremlin: {"not(", "REF_STUDIO", "!REF_HEAD"},
			lang.SPARQL:  {"FILTER NOT EXISTS { ?_x1 :REF_STUDIO ?s", "!REF_HEAD"}}},
		// A junction said by a verb with no key of its own between the
		// two things keeps its two-hop denial.
		{"staffing", "Find the names of the shops that do not hire any employee.", all("REF_EMPLOYEE")},
	})
	for _, c := range []struct{ kg, q, want, not string }{
		{"gym_club", "Show each membership level and the number of members at that level.", "membership_level", ":level "},
		{"gym_club", "Which membership levels have at least 5 members?", "membership_level", "gym_class"},
		{"art_museum", "Which artist made the most artworks?", "artwork\\#ref-artist_id", "year_made"},
		{"clinic", "Which physicians are not affiliated with any department?", "FILTER NOT EXISTS { ?_x1 :affiliated_with\\#ref-physician_id ?p", "head_id"},
		{"clinic", "Which departments have no physicians affiliated with them?", "FILTER NOT EXISTS { ?_x1 :affiliated_with\\#ref-dept_id ?d", "head_id"},
		{"farm_census", "Which crops are not grown on any farm?", "FILTER NOT EXISTS { ?_x1 :farm_crop\\#ref-crop_id ?c", "growing_days"},
	} {
		outs, ws, err := selfrefCompile(t, c.kg, c.q)
		if err != nil {
			t.Errorf("%s: %q: %v", c.kg, c.q, err)
			continue
		}
		s := outs[lang.SPARQL]
		if !strings.Contains(s, c.want) || strings.Contains(s, c.not) {
			t.Errorf("%s: %q: want %q and no %q\n%s", c.kg, c.q, c.want, c.not, s)
		}
		if len(ws) == 0 {
			t.Errorf("%s: %q: no warning", c.kg, c.q)
		}
	}
}

// TestRelwNets: the relw nets refuse on a relational graph and on the
// pottery property graph: a first clause of "A but never B" read as
// nothing, "N1 of the named N2" with N1 not joined to N2, "N1 verb prep
// N2" with the two joined only through other named things, and a verb
// naming a table of rows the plan does not read.
func TestRelwNets(t *testing.T) {
	for _, c := range []struct{ kg, q, code string }{
		{"farm_census", "Which farms bought livestock but never sold any?", "contrast-clause-dropped"},
		{"pottery", "Which potters glazed bowls but never sold any clay?", "contrast-clause-dropped"},
		{"bug_tracker", "How many different developers worked on bugs of the Comet Mobile project?", "of-named-not-joined"},
		{"pottery", "How many different potters worked on pieces of the North Studio studio?", "of-named-not-joined"},
		{"art_museum", "What are the distinct names of artists whose artworks were shown in an exhibition at Galleria Aurelia?", "verb-object-not-joined"},
		{"pottery", "What are the names of potters whose pieces were shown in an exhibition at Old Mill?", "verb-object-not-joined"},
		{"clinic", "Which physicians are affiliated with no department?", "unused-words"},
		{"pottery", "Which potters are affiliated with no studio?", "unused-words"},
		{"academic", "For each paper that is cited, show its title and the number of papers citing it.", "unused-words"},
		{"pottery", "For each potter that is mentored, show the name and the number of potters mentoring them.", "unused-words"},
	} {
		outs, _, err := selfrefCompile(t, c.kg, c.q)
		var ue *UnanswerableError
		if !errors.As(err, &ue) {
			t.Errorf("%s: %q: want a refusal (%s), got %v %s", c.kg, c.q, c.code, err, outs[lang.SPARQL])
			continue
		}
		if ue.Diagnostic.Check != c.code {
			t.Errorf("%s: %q: refused for another reason: %v", c.kg, c.q, err)
		}
	}
}
