package offline

import "testing"

// TestAbbreviatedValues: an abbreviation written in capitals is the stored
// value its letters are the initials of (with a warning), and one that
// abbreviates nothing stored is refused, never dropped as the pronoun or
// filler its lower case spells ("US" is not "us").
func TestAbbreviatedValues(t *testing.T) {
	checkReadings(t, []readingCase{
		{"retail", "Which customers live in the US?", []string{"country: 'United States'"}, "value-corrected"},
		{"records", "Which artists are from the USA?", []string{"country: 'United States of America'"}, "value-corrected"},
		{"records", "Which UK artists are there?", []string{"country: 'United Kingdom'"}, "value-corrected"},
		{"records", "Which EU artists are there?", nil, ""},
		{"movies", "Which US movies were released after 2000?", nil, ""},
		{"company", "Which US employees work in Engineering?", nil, ""},
		// Lower case "us" is the pronoun, not a value.
		{"movies", "Tell us which movies were released after 2000.", []string{"m.released > 2000"}, ""},
	})
}

// TestPredicateNoun: "Which X L are Y M?" where M links to L's label says
// what the things asked about are: both values filter one thing, not two
// things of the label joined by a guessed relationship.
func TestPredicateNoun(t *testing.T) {
	checkReadings(t, []readingCase{
		{"retail", "Which US customers are silver members?", []string{"loyalty_tier: 'silver'", "country: 'United States'", "!REFERRED"}, "predicate-noun"},
		{"retail", "Which German customers are gold members?", []string{"loyalty_tier: 'gold'", "country: 'Germany'", "!REFERRED"}, "predicate-noun"},
		{"records", "Which UK artists are solo artists?", []string{"kind: 'solo'", "country: 'United Kingdom'", "!RECORDED"}, "predicate-noun"},
	})
}

// TestLowerWordInTextFolded: an unquoted word in lower case sought inside
// a text ("coffee in their name") is matched whatever its case, warned;
// a capitalised or quoted one keeps its case.
func TestLowerWordInTextFolded(t *testing.T) {
	checkReadings(t, []readingCase{
		{"retail", "Which products have coffee in their name?", []string{"toLower(p.name) CONTAINS 'coffee'"}, "case-folded"},
		{"records", "Which albums have blue in their title?", []string{"toLower(a.title) CONTAINS 'blue'"}, "case-folded"},
		{"movies", "Which movies have matrix in their title?", []string{"toLower(m.title) CONTAINS 'matrix'"}, "case-folded"},
		{"movies", "Which movies have a tagline containing 'love'?", []string{"m.tagline CONTAINS 'love'", "!toLower"}, ""},
	})
}

// TestFlagPhrase: the words of a yes/no property's name ("in print", "in
// stock"), their opposite ("out of print") or their denial filter on the
// flag instead of walking a relationship that shares a word; followed by
// a place ("in stock at IL-01") they walk the relationship.
func TestFlagPhrase(t *testing.T) {
	checkReadings(t, []readingCase{
		{"retail", "Which products are out of stock?", []string{"in_stock: false", "!STOCKED_AT"}, "flag-phrase-read"},
		{"retail", "Which products are in stock?", []string{"in_stock: true", "!STOCKED_AT"}, "flag-phrase-read"},
		{"retail", "How many products are in stock at IL-01?", []string{"STOCKED_AT", "!in_stock"}, ""},
		{"records", "Which albums are out of print?", []string{"in_print: false"}, "flag-phrase-read"},
		{"records", "How many albums are not in print?", []string{"in_print: false", "count("}, "flag-phrase-read"},
		{"records", "Which albums are in print?", []string{"in_print: true"}, "flag-phrase-read"},
	})
}

// TestEdgeAmount: "how many X are at Y" with both named and joined by a
// relationship holding an amount reads the amount; a count of unnamed
// things stays a count.
func TestEdgeAmount(t *testing.T) {
	checkReadings(t, []readingCase{
		{"retail", "How many Electric Kettles are in stock at IL-01?", []string{"sum(r.units)", "!count("}, "edge-amount-read"},
		{"retail", "How many products are stocked at IL-01?", []string{"count(DISTINCT p)", "!sum("}, ""},
		{"records", "How many Northern Lights albums are shelved at LDN-1?", []string{"sum(r.copies)", "!count("}, "edge-amount-read"},
		{"records", "How many albums are shelved at LDN-1?", []string{"count(", "!sum("}, ""},
		// An edge with no amount (ACTED_IN holds roles) keeps the count.
		{"movies", "How many movies did Tom Hanks act in?", []string{"count(", "!sum("}, ""},
	})
}

// TestMassAndBoundedUnits: masses convert like times and sizes ("1.5 kg"
// over weight_g), and "N unit or less/more" is an inclusive bound in the
// unit — never a row limit after "last".
func TestMassAndBoundedUnits(t *testing.T) {
	checkReadings(t, []readingCase{
		{"retail", "Which products are heavier than 1.5 kg?", []string{"p.weight_g > 1500", "RETURN p.name"}, "unit-converted"},
		{"retail", "Which products weigh 100 grams or less?", []string{"p.weight_g <= 100", "RETURN p.name"}, ""},
		{"records", "Which albums weigh more than 0.15 kg?", []string{"a.weight_g > 150"}, "unit-converted"},
		{"flights", "Which flights last 90 minutes or more?", []string{"f.duration_minutes >= 90", "!LIMIT"}, ""},
		{"flights", "Which flights take 2 hours or less?", []string{"f.duration_minutes <= 120", "!LIMIT"}, "unit-converted"},
	})
}

// TestEdgeNumberKind: a number-noun word naming a numeric property of a
// relationship the plan walks ("a 1-star review") filters the
// relationship on it; it is not the property asked for.
func TestEdgeNumberKind(t *testing.T) {
	checkReadings(t, []readingCase{
		{"retail", "Which products got a 1-star review?", []string{"stars: 1", "RETURN DISTINCT p.name"}, "number-kind-read"},
		{"records", "Which albums got a 5-star rating?", []string{"stars: 5", "RETURN DISTINCT a.title"}, "number-kind-read"},
	})
}

// TestLabelPlural: the plural of a label named like a sorting cue
// ("orders" over Order) names the label; "sorted by"/"in order" stay cues.
func TestLabelPlural(t *testing.T) {
	checkReadings(t, []readingCase{
		{"retail", "How many orders were placed in 2024?", []string{"MATCH (o:`Order`)", "count(o)", "o.placed >= '2024-01-01'"}, "date-as-text"},
		{"retail", "Which orders took more than a week to ship?", []string{"o.shipping_days > 7"}, "unit-converted"},
		{"records", "How many orders are there?", []string{"MATCH (o:`Order`)", "count(o)"}, ""},
		{"records", "Which orders took longer than a week to deliver?", []string{"o.delivery_days > 7"}, "unit-converted"},
		{"records", "List the albums in order of title.", []string{"ORDER BY"}, ""},
	})
}

// TestWhoRanksCounted: "Who has placed the most X?" asks for the person
// label, and X after the ranking word is what is counted.
func TestWhoRanksCounted(t *testing.T) {
	checkReadings(t, []readingCase{
		{"retail", "Who has placed the most orders?", []string{"MATCH (c:Customer)-[:PLACED]->(o:`Order`)", "count(o)"}, ""},
		{"company", "Who has worked on the most projects?", []string{"MATCH (e:Employee)", "count(p)"}, ""},
		{"movies", "Who has directed the most movies?", []string{"MATCH (p:Person)-[:DIRECTED]->(m:Movie)", "count(m)"}, ""},
	})
}
