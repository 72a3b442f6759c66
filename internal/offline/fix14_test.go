package offline

import (
	"testing"

	"github.com/gql-dev/gql/lang"
)

// TestFix14RequestDativeCount: "give/tell/get me the number of X for each
// Y" asks what "show me …" asks — X counted in each Y — on several
// schemas, the same query in Cypher, Gremlin and SPARQL.
func TestFix14RequestDativeCount(t *testing.T) {
	for _, c := range []struct{ schema, shown, asked string }{
		{"ex:hotel", "show me the number of hotels for each brand", "give me the number of hotels for each brand"},
		{"ex:hotel", "show me the number of hotels for each brand", "tell me the number of hotels for each brand"},
		{"ex:library", "show me the number of books in each genre", "get me the number of books in each genre"},
		{"ex:library", "show me the total number of books", "give me the total number of books"},
		{"ex:company", "show me the number of employees in each department", "give me the number of employees in each department"},
		{"ex:flights", "show me the number of pilots for each airline", "tell me the number of pilots for each airline"},
		{"ex:retail", "show me the number of products in each category", "give us the number of products in each category"},
		{"ex:campus", "show me the number of courses in each department", "get me the number of courses in each department"},
		{"ex:hotel", "show me the count of bookings for each guest", "give me the count of bookings for each guest"},
	} {
		want, _, err := compileAll(t, c.schema, c.shown)
		if err != nil {
			t.Errorf("%s %q: %v", c.schema, c.shown, err)
			continue
		}
		got, codes, err := compileAll(t, c.schema, c.asked)
		if err != nil {
			t.Errorf("%s %q: %v", c.schema, c.asked, err)
			continue
		}
		for lg, w := range want {
			if got[lg] != w {
				t.Errorf("%s %q: %s differs from %q's\n got %s\nwant %s", c.schema, c.asked, lg, c.shown, got[lg], w)
			}
		}
		if !hasCode(codes, "request-dative-count") {
			t.Errorf("%s %q: no request-dative-count warning (%v)", c.schema, c.asked, codes)
		}
	}
}

func hasCode(codes []string, code string) bool {
	for _, c := range codes {
		if c == code {
			return true
		}
	}
	return false
}

// TestFix14Refusals: the nets refuse on two schemas or more.
func TestFix14Refusals(t *testing.T) {
	checkRefusals(t, []refusalCase{
		// A state word beside the label's noun that links to nothing.
		{"ex:delivery", "how many completed orders", "state-dropped"},
		{"ex:delivery", "how many orders are completed", "state-dropped"},
		{"ex:retail", "how many pending orders", "state-dropped"},
		// "the X of its X" with no chain in the plan.
		{"ex:campus", "how many prerequisites does Statistical Mechanics have in total, counting the prereqs of its prereqs", "chain-of-own-unread"},
		{"ex:company", "who are the managers of their managers", "chain-of-own-unread"},
		// A yes/no property before the things' noun, shown as the answer.
		{"ex:campus", "show me online classes with at least four credits", "flag-shown"},
		{"ex:delivery", "show me vegan dishes", "flag-shown"},
		// A value the named thing stores, matched on a far thing.
		{"ex:ops", "is secrets-vault written in Go?", "value-off-named-thing"},
		{"fix14_studio", "is Moonfall made with Godot?", "value-off-named-thing"},
		// A noun the stored names contain, linked to nothing.
		{"ex:hotel", "average nightly rate of our suites", "name-word-dropped"},
		{"ex:delivery", "average price of our carbonaras", "name-word-dropped"},
		// A walk back to the node it left, no word asking for it.
		{"ex:flights", "where are the hubs of the airlines that fly to Singapore", "roles-merged"},
	})
}

// TestFix14LeftAlone: what the nets must not refuse — a state read as a
// stored value.
func TestFix14LeftAlone(t *testing.T) {
	checkLangCases(t, []langCase{
		{"ex:delivery", "how many delivered orders", map[lang.Lang][]string{lang.Cypher: {"'delivered'"}}},
		{"ex:hotel", "how many bookings are cancelled", map[lang.Lang][]string{lang.Cypher: {"'cancelled'"}}},
		{"ex:registry", "how many open issues", map[lang.Lang][]string{lang.Cypher: {"'open'"}}},
		// A yes/no property read as the filter it is; a noun of names read
		// as the category it links to.
		{"fix14_studio", "show me multiplayer games", map[lang.Lang][]string{lang.Cypher: {"multiplayer: true", "g.title"}}},
		{"ex:retail", "average price of our laptops", map[lang.Lang][]string{lang.Cypher: {"'Laptops'", "avg("}}},
		// A walk back to the node it left that the words ask for.
		{"movies", "Which people acted in a movie they also directed?", map[lang.Lang][]string{lang.Cypher: {"<-[:DIRECTED]-(p)"}}},
		{"movies", "Who wrote and acted in the same movie?", map[lang.Lang][]string{lang.Cypher: {"<-[:ACTED_IN]-(p)"}}},
	})
}
