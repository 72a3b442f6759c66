package offline

import (
	"strings"
	"testing"

	"github.com/gql-dev/gql/lang"
)

// TestFix29ChainFrom: "fed from X, directly or indirectly" walks the chain
// from X, on grid and a water network, in all three languages; "fed by X"
// was already read so and stays.
func TestFix29ChainFrom(t *testing.T) {
	out := map[lang.Lang][]string{
		lang.Cypher:  {"})-[:FEEDS*1.."},
		lang.Gremlin: {"repeat(__.out('FEEDS'))"},
		lang.SPARQL:  {":FEEDS+ ?"},
	}
	checkLangCases(t, []langCase{
		{"ex:grid", "Which substations are fed from Ashby Road, directly or indirectly?", out},
		{"ex:grid", "Which substations are fed by Ashby Road directly or indirectly?", out},
		{"fixgrid_water", "Which pumps are fed from Hilltop, directly or indirectly?", out},
	})
}

// TestFix29Nets: each net refuses its shape on two schemas, and leaves the
// near questions it must not touch answered.
func TestFix29Nets(t *testing.T) {
	checkRefusals(t, []refusalCase{
		{"ex:delivery", "Which orders did Jan Vogel's mentor deliver?", "possessive-edge-unwalked"},
		{"ex:bank", "Which loans were open on 1 January 2023?", "state-on-day"},
		{"ex:ops", "Which incidents were open on 1 March 2025?", "state-on-day"},
		{"ex:grid", "Which work orders were open on 1 March 2024?", "state-on-day"},
		{"ex:papers", "Which professors wrote a paper?", "asked-noun-unlinked"},
		{"ex:bank", "Which branch does Maria Santos's relationship manager work at?", "weak-link-dangling"},
		{"ex:insure", "Which seniors handled a claim?", "kind-asked-not-returned"},
		{"ex:hotel", "Which receptionists handled a booking?", "kind-asked-not-returned"},
		{"ex:ops", "headcount per office location", "counted-unnamed"},
		{"ex:campus", "rooms where Gustav Lind's advisees have classes", "possessive-role-dropped"},
		{"ex:grid", "which substations have a transformer that caused an outage", "possession-not-walked"},
		{"ex:campus", "Which rooms do Gustav Lind's advisees have classes in?", "possessive-role-dropped"},
		{"ex:retail", "who supplies our coffee & tea products", "unused-words"},
	})
	for _, c := range []struct{ schema, q, want string }{
		{"ex:delivery", "Who is Jan Vogel's mentor?", "MENTORS"},
		{"ex:farm", "Which crops did Hendrik Vos's mentor plant?", "MENTORS"},
		{"ex:bank", "Which accounts were opened on 1 March 2020?", "opened >= '2020-03-01'"},
		{"ex:museum", "What exhibitions were on on 1 March 2024?", "opening_date <= '2024-03-01'"},
		{"ex:insure", "Which senior adjusters handled a claim?", "grade: 'senior'"},
		{"ex:ops", "How many teams are there per location?", "count("},
		{"ex:campus", "Which students does Gustav Lind advise?", "ADVISES"},
		{"ex:grid", "Which substations have a transformer?", "INSTALLED_AT"},
		{"ex:logistics", "Which depots have a vehicle?", "ASSIGNED_TO"},
		{"ex:company", "Which employees have a skill?", "HAS_SKILL"},
		{"ex:library", "Which branches hold Lucy Hartwell's books?", "HOLDS"},
		{"ex:company", "Who works on a project called Nightingale?", "Nightingale"},
	} {
		cy, err := netCompile(t, c.schema, c.q)
		if err != nil {
			t.Errorf("%s %q: refused: %v", c.schema, c.q, err)
			continue
		}
		if !strings.Contains(cy, c.want) {
			t.Errorf("%s %q: want %q in\n%s", c.schema, c.q, c.want, cy)
		}
	}
}
