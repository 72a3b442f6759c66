package offline

import (
	"strings"
	"testing"

	"github.com/gql-dev/gql/graph"
	"github.com/gql-dev/gql/schema"
)

// TestTwoCols: two properties of the same thing compared ("more pigs than
// cows", "a fee higher than their cost", "as many A as B") on a relational
// graph and property graphs, rendered in the three languages and warned
// two-columns-compared; a side that names a related node, a named value, a
// number or a sum is not read so.
func TestTwoCols(t *testing.T) {
	for _, c := range []havingCase{
		{"rel_farm_census", "Which farms have more pigs than cows? Give their names.",
			[]string{"f.`farm#pigs` > f.`farm#cows`", "`farm#farm_name`"}, "two-columns-compared"},
		{"rel_farm_census", "List the names of the farms that keep more pigs than cows.",
			[]string{"f.`farm#pigs` > f.`farm#cows`", "`farm#farm_name`"}, "two-columns-compared"},
		{"rel_farm_census", "Which farms have as many working horses as horses in total?",
			[]string{"f.`farm#working_horses` = f.`farm#total_horses`"}, "two-columns-compared"},
		{"rel_farm_census", "Which farms have at least as many cows as pigs?",
			[]string{"f.`farm#cows` >= f.`farm#pigs`"}, "two-columns-compared"},
		{"rel_farm_census", "Which farms have fewer cows than cattle?",
			[]string{"f.`farm#cows` < f.`farm#total_cattle`"}, "two-columns-compared"},
		{"ops", "Which hosts have more disk than memory?",
			[]string{"h.disk_gb > h.memory_mb"}, "two-columns-compared"},
		{"ops", "Which hosts have a disk higher than their memory?",
			[]string{"h.disk_gb > h.memory_mb"}, "two-columns-compared"},
		{"flights", "Which aircraft types have fewer seats than range?",
			[]string{"a.seats < a.range_km"}, "two-columns-compared"},
		{"campus", "Which courses have a lab fee above their credits?",
			[]string{"c.lab_fee_usd > c.credits"}, "two-columns-compared"},
		{"company", "Which departments have a budget higher than their floor?",
			[]string{"d.budget > d.floor"}, "two-columns-compared"},
		{"twocols_clubs", "Which clubs have more wins than losses?",
			[]string{"c.wins > c.losses"}, "two-columns-compared"},
		{"twocols_clubs", "Which members have as many visits as bookings?",
			[]string{"m.visits = m.bookings"}, "two-columns-compared"},
		{"twocols_clubs", "Which members have a bonus that exceeds their fee?",
			[]string{"m.bonus > m.fee"}, "two-columns-compared"},
		{"twocols_clubs", "Show the names of the members whose fee is below their bonus.",
			[]string{"m.fee < m.bonus"}, "two-columns-compared"},
		// A measured comparative grades by what both properties hold.
		{"twocols_clubs", "Which trips have a delay longer than their duration?",
			[]string{"t.delay_minutes > t.duration_minutes"}, "two-columns-compared"},
		{"twocols_clubs", "Which trips had a delay that was shorter than the duration?",
			[]string{"t.delay_minutes < t.duration_minutes"}, "two-columns-compared"},
		// A related node, a named node, a number: not two properties.
		{"company", "Which employees earn more than their manager?", nil, "two-columns-compared"},
		{"flights", "Which aircraft have more seats than the A330-300?", nil, "two-columns-compared"},
		{"ops", "Which hosts have more disk than 1000?", nil, "two-columns-compared"},
		{"rel_farm_census", "Which farms have more cattle than any farm in Ashford?", nil, "two-columns-compared"},
		// Negated: not read.
		{"rel_farm_census", "Which farms do not have more pigs than cows?", nil, "two-columns-compared"},
	} {
		checkHaving(t, c)
	}
}

// TestTwoColsSumRefused: a side joining two properties ("pigs and cows")
// would be their sum, which the plan does not compute: refused with its
// own reason, not read as either property alone.
func TestTwoColsSumRefused(t *testing.T) {
	for _, c := range []struct{ schema, question string }{
		{"rel_farm_census", "Which farms have more pigs and cows than cattle?"},
		{"campus", "Which courses have more credits and exam minutes than lab fee?"},
		{"twocols_clubs", "Which clubs have more wins and draws than losses?"},
	} {
		var g *graph.Graph
		var sc *schema.Schema
		if strings.HasPrefix(c.schema, "rel_") {
			g, sc = relIntrospected(t, strings.TrimPrefix(c.schema, "rel_"))
		} else {
			g, sc = exampleGraph(t, c.schema)
		}
		_, _, err := renderOfflineDiag(t, g, sc, c.question)
		if err == nil || !strings.Contains(err.Error(), "sum of two properties") {
			t.Errorf("%s: %q: want the sum refused, got %v", c.schema, c.question, err)
		}
	}
}
