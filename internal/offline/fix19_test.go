package offline

import (
	"slices"
	"strings"
	"testing"

	"github.com/gql-dev/gql/lang"
)

// fix19Case is a question and the fragments its query must hold in each
// language (nil: refused), with a warning the plan must carry.
type fix19Case struct {
	schema, question     string
	cypher, gremlin, rdf []string
	warning              string
}

func checkFix19(t *testing.T, cases []fix19Case) {
	t.Helper()
	for _, c := range cases {
		out, codes, err := compileAll(t, c.schema, c.question)
		if c.cypher == nil {
			if err == nil {
				t.Errorf("%s %q: want refused, got\n%s", c.schema, c.question, out[lang.Cypher])
			}
			continue
		}
		if err != nil {
			t.Errorf("%s %q: refused: %v", c.schema, c.question, err)
			continue
		}
		for lg, frags := range map[lang.Lang][]string{lang.Cypher: c.cypher, lang.Gremlin: c.gremlin, lang.SPARQL: c.rdf} {
			for _, f := range frags {
				if not, ok := strings.CutPrefix(f, "!"); ok {
					if strings.Contains(out[lg], not) {
						t.Errorf("%s %q %s: has %q:\n%s", c.schema, c.question, lg, not, out[lg])
					}
				} else if !strings.Contains(out[lg], f) {
					t.Errorf("%s %q %s: no %q:\n%s", c.schema, c.question, lg, f, out[lg])
				}
			}
		}
		if c.warning != "" && !slices.Contains(codes, c.warning) {
			t.Errorf("%s %q: no warning %s in %v", c.schema, c.question, c.warning, codes)
		}
	}
}

// TestFix19Walks: "everyone" under or above a named one, the line of rank
// after the place, "X's chain of managers", and a hierarchy of parts
// (SUBFIELD_OF, SUBCUISINE_OF) walked at any depth, on five schemas in
// all three languages; one end of a chain and "directly under" over parts
// stay refused.
func TestFix19Walks(t *testing.T) {
	checkFix19(t, []fix19Case{
		{"ex:grid", "Everyone under Ruth Adams, directly or indirectly?",
			[]string{"{name: 'Ruth Adams'})-[:LEADS*1..", "(t2:Technician)"}, []string{"repeat(__.out('LEADS'))"}, []string{":LEADS+"}, "hierarchy-read"},
		{"ex:insure", "List everyone above Mia Graf in the chain of supervisors.",
			[]string{"{name: 'Mia Graf'})<-[:SUPERVISES*1..", "a2.name"}, []string{"repeat(__.in('SUPERVISES'))"}, []string{":SUPERVISES+ ?a"}, "hierarchy-read"},
		{"ex:logistics", "Show Jan Almeida's whole chain of managers.",
			[]string{"{name: 'Jan Almeida'})-[:REPORTS_TO*1..", "d2.name"}, []string{"repeat(__.out('REPORTS_TO'))"}, []string{":REPORTS_TO+"}, "rank-chain-read"},
		{"ex:papers", "What are all the broader topics above Text-to-Query?",
			[]string{"{name: 'Text-to-Query'})-[:SUBFIELD_OF*1..", "t2.name"}, []string{"repeat(__.out('SUBFIELD_OF'))"}, []string{":SUBFIELD_OF+"}, "hierarchy-read"},
		{"ex:delivery", "Which cuisines are under Asian?",
			[]string{"{name: 'Asian'})<-[:SUBCUISINE_OF*1..", "c2.name"}, []string{"repeat(__.in('SUBCUISINE_OF'))"}, []string{":SUBCUISINE_OF+"}, "hierarchy-read"},
		{"fix19_depot", "Show Carla Reis's whole chain of managers.",
			[]string{"{name: 'Carla Reis'})-[:REPORTS_TO*1..", "c2.name"}, []string{"repeat(__.out('REPORTS_TO'))"}, []string{":REPORTS_TO+"}, "rank-chain-read"},
		{"fix19_depot", "Everyone above Carla Reis?",
			[]string{"{name: 'Carla Reis'})-[:REPORTS_TO*1..", "c2.name"}, []string{"repeat(__.out('REPORTS_TO'))"}, []string{":REPORTS_TO+"}, "hierarchy-read"},
		{"ex:hotel", "who's at the very top of Lena Brunner's chain of command", nil, nil, nil, ""},
		{"ex:retail", "Which categories sit directly under Computers?", nil, nil, nil, ""},
	})
}

// TestFix19Absence: a missing value named by a word of a property's name
// (delivery: minutes_to_deliver, delivered; KYC: kyc_verified), the rest
// only its kind, on three schemas in all three languages; a stored value
// spelt as the name adds no condition.
func TestFix19Absence(t *testing.T) {
	checkFix19(t, []fix19Case{
		{"ex:delivery", "Which orders have no delivery time recorded?",
			[]string{"minutes_to_deliver IS NULL"}, []string{"hasNot('minutes_to_deliver')"}, []string{"NOT EXISTS { ?o :minutes_to_deliver"}, "absence-name-read"},
		{"ex:logistics", "Which shipments don't have a delivery date yet?",
			[]string{"s.delivered IS NULL", "!Incident"}, []string{"hasNot('delivered')"}, []string{"NOT EXISTS { ?s :delivered"}, "absence-name-read"},
		{"ex:logistics", "How many shipments are missing a delivered date?",
			[]string{"delivered IS NULL", "count(", "!status"}, []string{"hasNot('delivered')", "!status"}, []string{":delivered", "!status"}, "absence-name-read"},
		{"fix19_depot", "Which parcels don't have a delivery date yet?",
			[]string{"delivered IS NULL", "!status"}, []string{"hasNot('delivered')"}, []string{":delivered"}, "absence-name-read"},
		{"fix19_depot", "Which parcels have no weight recorded?",
			[]string{"weight_kg IS NULL"}, []string{"hasNot('weight_kg')"}, []string{":weight_kg"}, ""},
		{"ex:bank", "Which customers have no KYC result on file?",
			[]string{"kyc_verified IS NULL", "!REPORTS_TO"}, []string{"hasNot('kyc_verified')"}, []string{"NOT EXISTS { ?c :kyc_verified"}, "absence-name-read"},
	})
}
