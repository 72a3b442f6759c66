package offline

import "testing"

// TestPluralIngLabel: a plural in -ing ("bookings") names the label its
// singular names, so a ranking or a count by it links (it linked to
// nothing: "the question ranks by 'bookings'"), on the relational gym club
// and the hotel example.
func TestPluralIngLabel(t *testing.T) {
	for _, c := range []havingCase{
		{"rel_gym_club", "Which class has the most bookings? Give its name.",
			[]string{"(g:gym_class)<-[:`booking#ref-class_id`]-(b:booking)", "count(b) AS count", "ORDER BY count DESC"}, "ties-kept"},
		{"hotel", "Which hotel has the most bookings?",
			[]string{"(h:Hotel)<-[:AT_HOTEL]-(b:Booking)", "count(b) AS count", "ORDER BY count DESC"}, "ties-kept"},
		{"hotel", "How many bookings are there?", []string{"MATCH (b:Booking) RETURN count(b) AS count"}, ""},
	} {
		checkHaving(t, c)
	}
}

// TestIrregularVerbJunctionCount: "Xs who <irregular past> at least N Ys",
// the verb naming the junction rows between X and Y ("wrote", "sold"),
// counts the Ys through them as a regular past does ("serviced"): the
// tagger took the irregular form for a noun. On the relational academic
// database and a synthetic shop graph.
func TestIrregularVerbJunctionCount(t *testing.T) {
	for _, c := range []havingCase{
		{"rel_academic", "What are the names of the authors who wrote at least 4 papers?",
			[]string{"(a:author)<-[:`writes#ref-author_id`]-(w:writes)-[:`writes#ref-paper_id`]->(p:paper)", "count(DISTINCT p) AS count", "WHERE count >= 4"}, "count-compared"},
		{"relagg2_sales", "Which shops sold at least 2 products?",
			[]string{"(s:Shop)<-[:SALE_SHOP]-(s2:Sale)-[:SALE_PRODUCT]->(p:Product)", "count(DISTINCT p) AS count", "WHERE count >= 2"}, "count-compared"},
	} {
		checkHaving(t, c)
	}
}
