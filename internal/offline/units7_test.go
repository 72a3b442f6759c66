package offline

import "testing"

// TestUnitsInWords: a quantity's unit said in words is compared with the
// property whose name gives it as an abbreviation, alone (kcal) or first
// (minutes_to_deliver), or as a larger unit converted (tonnes over _kg,
// half an hour over minutes), warned unit-converted; a unit of another
// dimension than the property's is not compared with it.
func TestUnitsInWords(t *testing.T) {
	runKinds(t, []kindCase{
		{schema: "delivery", question: "Which dishes are under 600 calories?", want: []string{"d.kcal < 600", "d.name"}, warn: "unit-converted"},
		{schema: "units7_bakery", question: "Which cakes are under 500 calories?", want: []string{"c.kcal < 500", "c.name"}, warn: "unit-converted"},
		{schema: "delivery", question: "How many calories does the Tantanmen have?", want: []string{"{name: 'Tantanmen'}", "RETURN d.kcal"}},
		{schema: "units7_bakery", question: "How many calories does the Black Forest have?", want: []string{"{name: 'Black Forest'}", "RETURN c.kcal"}},
		{schema: "logistics", question: "How many shipments weigh over 2 tonnes?", want: []string{"s.weight_kg > 2000", "count("}, warn: "unit-converted"},
		{schema: "units7_bakery", question: "Which vans have a load of more than 2 t?", want: []string{"v.load_kg > 2000"}, warn: "unit-converted"},
		{schema: "units7_bakery", question: "Which cakes are under 500 kilograms?", refused: true},
		{schema: "delivery", question: "Which orders were delivered in under half an hour?", want: []string{"o.minutes_to_deliver < 30", "o.code"}, not: []string{"status"}, warn: "measured-verb-read"},
		{schema: "units7_bakery", question: "Which batches were baked in less than an hour?", want: []string{"b.minutes_to_bake < 60", "b.code"}, not: []string{"status"}, warn: "measured-verb-read"},
		// a state with no amount after it stays a state
		{schema: "units7_bakery", question: "How many batches were baked?", want: []string{"status: 'baked'", "count("}},
	})
}

// TestAmountChosenByWord: an amount of money compared where the things
// hold several amounts in that currency is compared with the one a word
// of the question names (a tip, a deposit).
func TestAmountChosenByWord(t *testing.T) {
	runKinds(t, []kindCase{
		{schema: "delivery", question: "How many orders had a tip of more than 2 euros?", want: []string{"o.tip_eur > 2", "count("}, not: []string{"total_eur"}, warn: "amount-unit-read"},
		{schema: "units7_bakery", question: "Which cakes have a deposit of more than 2 dollars?", want: []string{"c.deposit_usd > 2", "c.name"}, not: []string{"price_usd"}, warn: "amount-unit-read"},
		// "a total of" an amount names the stored total, not a sum
		{schema: "delivery", question: "How many orders had a total of more than 30 euros?", want: []string{"o.total_eur > 30", "count("}, not: []string{"sum("}, warn: "amount-unit-read"},
		{schema: "retail", question: "Which orders had a total of more than 100 dollars?", want: []string{"o.total_usd > 100"}, not: []string{"sum("}, warn: "amount-unit-read"},
		{schema: "hotel", question: "Which bookings had a total of more than 200 euros?", want: []string{"b.total_eur > 200"}, not: []string{"sum("}, warn: "amount-unit-read"},
	})
}

// TestAbbreviatedAggregates: "max", "tot" are read as the words they
// shorten; "avg" too (fix34: english.AggregateAbbrev, read before the
// phases; the music item that once went wrong with it is now refused by
// the compound-owner-other net).
func TestAbbreviatedAggregates(t *testing.T) {
	runKinds(t, []kindCase{
		{schema: "units7_bakery", question: "max price of a cake", want: []string{"max(c.price_usd)"}},
		{schema: "delivery", question: "max price of a dish", want: []string{"max(d.price_eur)"}},
		{schema: "delivery", question: "What's the avg rating of restaurants in Berlin?", want: []string{"avg(r.rating)"}},
	})
}

// TestMonthYearOnDateText: a year or a month and a year said of a date
// held as ISO text, a date or a date-time, bound it as text ranges that
// hold for both forms: the date a verb spells (signed up → signup), and
// the one date of the things a named thing acted on.
func TestMonthYearOnDateText(t *testing.T) {
	runKinds(t, []kindCase{
		{schema: "delivery", question: "How many customers have signed up since March 2023?", want: []string{"c.signup >= '2023-03-01'", "count("}, not: []string{"birth_year"}, warn: "date-spelled-read"},
		{schema: "units7_bakery", question: "How many members have checked in since March 2023?", want: []string{"m.checkin >= '2023-03-01'", "count("}, not: []string{"birth_year"}, warn: "date-spelled-read"},
		{schema: "units7_bakery", question: "Which members checked in in 2024?", want: []string{"m.checkin >= '2024-01-01' AND m.checkin < '2025-01-01'"}, warn: "date-spelled-read"},
		{schema: "logistics", question: "What was delivered in December 2024?", want: []string{"s.delivered >= '2024-12-01' AND s.delivered < '2025-01-01'", "s.tracking"}, not: []string{"status"}, warn: "date-spelled-read"},
		{schema: "delivery", question: "Which orders did Marta Nowak deliver in 2025?", want: []string{"{name: 'Marta Nowak'}", "o2.placed >= '2025-01-01' AND o2.placed < '2026-01-01'"}, warn: "date-as-text"},
		{schema: "units7_bakery", question: "Which batches did Ines Duarte bake in January 2025?", want: []string{"{name: 'Ines Duarte'}", ".started >= '2025-01-01' AND", ".started < '2025-02-01'"}, warn: "date-as-text"},
		{schema: "units7_bakery", question: "Which batches did Otto Brandt bake until December 2024?", want: []string{"{name: 'Otto Brandt'}", ".started < '2025-01-01'"}, not: []string{">= '2024-12-01'"}, warn: "date-as-text"},
		// asked of the doer, the year dates the act, which the doer's
		// own date does not hold
		{schema: "units7_bakery", question: "Which baker baked B-1 in 2024?", refused: true},
		{schema: "delivery", question: "Which courier delivered ORD-88104 in 2025?", refused: true},
	})
}

// TestAmountPerPeriodAsked: "how much does X earn per hour / cost a
// night" asks for the one amount of money of the named thing whose name
// says that period; the period word's links elsewhere are set aside.
func TestAmountPerPeriodAsked(t *testing.T) {
	runKinds(t, []kindCase{
		{schema: "logistics", question: "How much does Nora Lefebvre earn per hour?", want: []string{"{name: 'Nora Lefebvre'}", "RETURN d.hourly_rate_eur"}, not: []string{"transit_hours"}, warn: "amount-unit-read"},
		{schema: "hotel", question: "How much does the Deluxe River View cost per night?", want: []string{"{name: 'Deluxe River View'}", ".nightly_rate_eur"}, not: []string{"nights", "fee_eur"}, warn: "amount-unit-read"},
	})
}

// TestDurationNamed: "<activity> time" names the one property whose name
// gives a unit of time and the activity, on a relationship or a node.
func TestDurationNamed(t *testing.T) {
	runKinds(t, []kindCase{
		{schema: "logistics", question: "Average transit time across all connections?", want: []string{"[r:CONNECTS]", "avg(r.transit_hours)"}, not: []string{"Incident", "status"}, warn: "duration-named"},
		{schema: "units7_bakery", question: "What is the average baking time of the batches?", want: []string{"avg(b.minutes_to_bake)"}, not: []string{"status"}, warn: "duration-named"},
		{schema: "delivery", question: "What is the average delivery time?", want: []string{"avg(o.minutes_to_deliver)"}},
	})
}
