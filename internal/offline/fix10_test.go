package offline

import (
	"testing"

	"github.com/gql-dev/gql/lang"
)

// TestFix10Refusals: the nets of reworded6's wrongs refuse on two schemas
// each.
func TestFix10Refusals(t *testing.T) {
	checkRefusals(t, []refusalCase{
		{"ex:registry", "which maintainers are collaborators on multiple packages", "vague-many-dropped"},
		{"ex:registry", "which packages have several maintainers", "vague-many-dropped"},
		{"fix10_depot", "which mechanics serve several plants", "vague-many-dropped"},
		{"ex:retail", "was a Pixelate 8 Phone ever sent back by a customer?", "edge-guessed-over-path"},
		{"ex:hotel", "which brands own a property in Austria", "graph-noun-as-thing"},
		{"ex:ops", "which teams own a property in Berlin", "graph-noun-as-thing"},
		{"ex:grid", "technicians who did work orders on Millbrook's transformers", "label-twice-dangling"},
		{"fix10_depot", "was bus B1 ever sent back to a firm?", "edge-guessed-over-path"},
		{"ex:registry", "longest-serving maintainer of quill-http?", "tenure-on-node"},
		{"ex:logistics", "longest-serving driver of vehicle V1", "tenure-on-node"},
		{"fix10_depot", "longest-serving mechanic of Riverton?", "tenure-on-node"},
		{"ex:flights", "Fjordline Air — how many flights per week altogether?", "rate-as-group"},
		{"ex:hotel", "how many bookings per night altogether", "rate-as-group"},
	})
}

// TestFix10Multiple: "multiple <things>" reads as "more than one", in
// Cypher, Gremlin and SPARQL, on two schemas; an edge whose own property
// the question filters is not copied (the copy would lack the filter).
func TestFix10Multiple(t *testing.T) {
	checkLangCases(t, []langCase{
		{"ex:registry", "which maintainers maintain multiple packages", map[lang.Lang][]string{lang.Cypher: {"(m)-[:MAINTAINS]->(p2:Package)"}, lang.Gremlin: {"'MAINTAINS'"}, lang.SPARQL: {"?p2"}}},
		{"ex:grid", "transformers that caused multiple outages", map[lang.Lang][]string{lang.Cypher: {"(t)<-[:CAUSED_BY]-(o2:Outage)"}, lang.Gremlin: {"'CAUSED_BY'"}, lang.SPARQL: {"?o2"}}},
		{"fix10_depot", "which mechanics serve multiple plants", map[lang.Lang][]string{lang.Cypher: {"(m)-[:SERVES]->(p2:Plant)"}, lang.Gremlin: {"'SERVES'"}, lang.SPARQL: {"?p2"}}},
	})
	checkRefusals(t, []refusalCase{
		{"ex:registry", "which maintainers are collaborators on more than one package", "count-comparison"},
	})
}
