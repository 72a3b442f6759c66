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

// TestTimesCounted: "the largest number of times" after a verb naming the
// junction rows counts them per thing (it read "times" as a property the
// word linked to and answered its maximum: a silent wrong), on the
// relational gym club and a synthetic shop graph; "the greatest number of
// times", "the most times" and "most often" read the same.
func TestTimesCounted(t *testing.T) {
	for _, c := range []havingCase{
		{"rel_gym_club", "What is the name of the class that was booked the largest number of times?",
			[]string{"(g:gym_class)<-[:`booking#ref-class_id`]-(b:booking)", "count(b) AS count", "ORDER BY count DESC", "!duration_min"}, "times-counted"},
		{"rel_gym_club", "Which class was booked the most times?",
			[]string{"count(b) AS count", "ORDER BY count DESC", "!duration_min"}, ""},
		{"relagg2_sales", "Which product was sold the largest number of times?",
			[]string{"(p:Product)<-[:SALE_PRODUCT]-(s:Sale)", "count(s) AS count", "ORDER BY count DESC", "!delivery_time"}, "times-counted"},
		{"rel_gym_club", "Which class was booked most often?",
			[]string{"(g:gym_class)<-[:`booking#ref-class_id`]-(b:booking)", "count(b) AS count", "ORDER BY count DESC"}, "ties-kept"},
		{"relagg2_sales", "Which shop made sales most often?",
			[]string{"(s:Shop)<-[:SALE_SHOP]-(s2:Sale)", "count(s2) AS count", "ORDER BY count DESC"}, "ties-kept"},
		{"relagg2_sales", "Which product was sold the fewest times?",
			[]string{"count(s) AS count", "ORDER BY count", "!delivery_time"}, "times-counted"},
	} {
		checkHaving(t, c)
	}
}
