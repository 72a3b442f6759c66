package offline

import "testing"

// TestContainEdgeValue: a cue word that names a relationship, followed by
// a value stored at the relationship's far end, walks the relationship to
// the thing holding it; a value of the asked thing's own label after it,
// or a cue naming no relationship, is still a piece of text.
func TestContainEdgeValue(t *testing.T) {
	runKinds(t, []kindCase{
		{schema: "delivery", question: "Which dishes contain gluten?",
			want: []string{"(i:Ingredient {allergen: 'gluten'})<-[:`CONTAINS`]-(d:Dish)"}, not: []string{"CONTAINS 'gluten'"}, warn: "contain-edge-read"},
		{schema: "delivery", question: "Does the Pad Thai contain peanuts?",
			want: []string{"(d:Dish {name: 'Pad Thai'})-[:`CONTAINS`]->(i:Ingredient {name: 'peanuts'})"}, not: []string{"CONTAINS 'peanuts'"}, warn: "contain-edge-read"},
		{schema: "delivery", question: "Which customers have ordered dishes containing fish?",
			want: []string{"(i:Ingredient {allergen: 'fish'})", "RETURN DISTINCT c.username"}, not: []string{"CONTAINS 'fish'"}, warn: "contain-edge-read"},
		{schema: "fixdelivery_workshop", question: "Which kits include brass?",
			want: []string{"(p:Part {material: 'brass'})<-[:INCLUDES]-(k:Kit)", "RETURN DISTINCT k.name"}, warn: "contain-edge-read"},
		{schema: "fixdelivery_workshop", question: "Which kits have names containing Lamp?",
			want: []string{"k.name CONTAINS 'Lamp'"}},
		{schema: "movies", question: "Which movies have a title containing Matrix?",
			want: []string{"CONTAINS 'Matrix'"}},
	})
}

// TestSelfEdgeWho: when every relationship named joins one label to
// itself, "who" is that label in either direction, though it is known by
// a handle and another label has names.
func TestSelfEdgeWho(t *testing.T) {
	runKinds(t, []kindCase{
		{schema: "delivery", question: "Who did anna_k refer?",
			want: []string{"(c:Customer {username: 'anna_k'})-[:REFERRED]->(c2:Customer)", "RETURN DISTINCT c2.username"}, not: []string{"Courier"}, warn: "who-self-label"},
		{schema: "delivery", question: "Who referred greta.w?",
			want: []string{"(c:Customer {username: 'greta.w'})<-[:REFERRED]-(c2:Customer)", "RETURN DISTINCT c2.username"}, not: []string{"Courier"}, warn: "who-self-label"},
		{schema: "fixdelivery_workshop", question: "Who did lena.m invite?",
			want: []string{"(m:Member {handle: 'lena.m'})-[:INVITED]->(m2:Member)", "RETURN DISTINCT m2.handle"}, not: []string{"Supplier"}, warn: "who-self-label"},
		{schema: "fixdelivery_workshop", question: "Who invited pia.k?",
			want: []string{"(m:Member {handle: 'pia.k'})<-[:INVITED]-(m2:Member)"}, not: []string{"Supplier"}, warn: "who-self-label"},
		{schema: "movies", question: "Who follows Jessica Thompson?",
			want: []string{"(p:Person {name: 'Jessica Thompson'})<-[:FOLLOWS]-(p2:Person)"}},
	})
}

// TestDottedHandle: a handle with a full stop between lower-case letters
// is one word, linked to the stored value, not a name cut in two and
// dropped.
func TestDottedHandle(t *testing.T) {
	runKinds(t, []kindCase{
		{schema: "delivery", question: "Which plan is ben.schulz on?", want: []string{"{username: 'ben.schulz'}", "RETURN c.plan"}},
		{schema: "fixdelivery_workshop", question: "Which city is lena.m in?", want: []string{"{handle: 'lena.m'}", "RETURN m.city"}},
	})
}

// TestNamedAmountSum: "how many" of one named thing with a verb that
// links to nothing sums the amount on the one relationship of its label
// that holds one; with two such relationships the count is left alone.
func TestNamedAmountSum(t *testing.T) {
	runKinds(t, []kindCase{
		{schema: "delivery", question: "How many Pizza Margheritas have we sold in total?",
			want: []string{"(d:Dish {name: 'Pizza Margherita'})<-[r:INCLUDES]-", "RETURN sum(r.quantity)"}, not: []string{"count("}, warn: "named-amount-sum"},
		{schema: "fixdelivery_workshop", question: "How many Hex Bolts have we used in total?",
			want: []string{"(p:Part {name: 'Hex Bolt'})<-[r:INCLUDES]-", "RETURN sum(r.quantity)"}, not: []string{"count("}, warn: "named-amount-sum"},
	})
}

// TestVerbPropSum: "how much" with a verb that is the first word of a
// numeric property's name sums the property, over the subject's things.
func TestVerbPropSum(t *testing.T) {
	runKinds(t, []kindCase{
		{schema: "delivery", question: "How much have customers tipped in total?",
			want: []string{"sum(x.tip_eur)"}, not: []string{"count("}, warn: "verb-prop-sum"},
		{schema: "fixdelivery_workshop", question: "How much have members paid in total?",
			want: []string{"sum(x.paid_usd)"}, not: []string{"count("}, warn: "verb-prop-sum"},
	})
}

// TestSuperlativeFirst: "<superlative> first" orders the superlative's
// way; "first" there is no "earliest".
func TestSuperlativeFirst(t *testing.T) {
	runKinds(t, []kindCase{
		{schema: "delivery", question: "Show me dishes 6 to 10 by price, most expensive first",
			want: []string{"ORDER BY price_eur DESC", "SKIP 5", "LIMIT 5"}},
		{schema: "retail", question: "Show products 1 to 5 by price, most expensive first",
			want: []string{"ORDER BY price_usd DESC", "LIMIT 5"}},
		{schema: "delivery", question: "Show me dishes 1 to 5 by price, cheapest first",
			want: []string{"ORDER BY price_eur,", "LIMIT 5"}, not: []string{"DESC"}},
		{schema: "movies", question: "Which movies were released first?", want: []string{"ORDER BY released,"}, not: []string{"DESC"}},
	})
}

// TestEstProp: a superlative the lexicon does not know, whose base form
// is a word of one numeric property's name, ranks the things by it,
// largest first, and returns the things.
func TestEstProp(t *testing.T) {
	runKinds(t, []kindCase{
		{schema: "delivery", question: "what are the spiciest dishes",
			want: []string{"ORDER BY spicy_level DESC", "RETURN row.name"}, warn: "est-prop-read"},
		{schema: "fixdelivery_workshop", question: "Which is the messiest kit?",
			want: []string{"ORDER BY messy_level DESC", "RETURN row.name"}, warn: "est-prop-read"},
		{schema: "movies", question: "Which is the oldest movie?", want: []string{"ORDER BY released,"}, not: []string{"est-prop"}},
	})
}

// TestUnreadAmountOf: "<amount> of <noun>" where the noun links to
// nothing is refused rather than summing the amount over every thing; a
// noun that is a stored value or a label is read.
func TestUnreadAmountOf(t *testing.T) {
	for _, c := range []planWant{
		{schema: "delivery", question: "How many grams of flour go into a Pizza Margherita?", check: "unused-words", detail: `"flour" says whose grams is asked`},
		{schema: "fixdelivery_workshop", question: "What is the total quantity of screws in the Birdhouse Kit?", check: "unused-words", detail: `"screws" says whose quantity is asked`},
		{schema: "fixdelivery_workshop", question: "What is the total quantity of hinges in the Birdhouse Kit?", want: []string{"{name: 'Hinge'}", "sum(r.quantity)"}},
		{schema: "delivery", question: "How many grams of ingredients go into a Pizza Margherita?", want: []string{"sum(r.grams)"}},
	} {
		g, s := answersGraph(t, c.schema)
		checkPlan(t, g, s, c)
	}
}

// TestContractedDenial: "aren't", "isn't" before a yes/no property's
// words deny it as "are not" does.
func TestContractedDenial(t *testing.T) {
	runKinds(t, []kindCase{
		{schema: "delivery", question: "Which restaurants aren't vegan friendly?", want: []string{"vegan_friendly: false"}, warn: "flag-phrase-read"},
		{schema: "registry", question: "Which packages aren't deprecated?", want: []string{"p.deprecated <> true"}},
		{schema: "campus", question: "Which courses aren't online?", want: []string{"online"}, not: []string{"online: true"}},
	})
}

// TestLevelAdjective: an adjective that is the first word of a numeric
// property's longer name, said of the things asked for, keeps those with
// some of it; asked with "how", the level itself is returned.
func TestLevelAdjective(t *testing.T) {
	runKinds(t, []kindCase{
		{schema: "delivery", question: "Which vegetarian dishes are spicy?", want: []string{"d.spicy_level > 0", "RETURN d.name"}, warn: "level-adjective-read"},
		{schema: "fixdelivery_workshop", question: "List the messy kits", want: []string{"k.messy_level > 0", "RETURN k.name"}, warn: "level-adjective-read"},
		{schema: "delivery", question: "How spicy is the Tantanmen?", want: []string{"RETURN d.spicy_level"}, not: []string{"> 0"}},
	})
}

// TestKindOfLabel: "what kind of <noun>" where the noun links to a label
// of kinds (things holding a name alone) asks for those things; over a
// label with more to it (movies) "kind" stays unread and refused, and a
// schema that already reads "kind" another way keeps its reading.
func TestKindOfLabel(t *testing.T) {
	runKinds(t, []kindCase{
		{schema: "delivery", question: "What kind of food does Ramen Ichiban serve?",
			want: []string{"(r:Restaurant {name: 'Ramen Ichiban'})-[:SERVES]->(c:Cuisine)", "RETURN DISTINCT c.name"}, warn: "focus-inferred"},
		{schema: "movies", question: "What kind of movies did Tom Hanks act in?", refused: true},
		{schema: "retail", question: "What kind of products does Acme supply?", want: []string{"RETURN DISTINCT c.name"}},
	})
}

// TestVerbValueEdge: the verb right after "who" that is also a stored
// state is read as the relationship whose name begins with it; the state
// said of things ("which orders were delivered") stays a value.
func TestVerbValueEdge(t *testing.T) {
	runKinds(t, []kindCase{
		{schema: "delivery", question: "Who delivered order ORD-88104?",
			want: []string{"(o:`Order` {code: 'ORD-88104'})-[:DELIVERED_BY]->(c:Courier)", "RETURN DISTINCT c.name"}, warn: "verb-value-edge"},
		{schema: "fixdelivery_workshop", question: "Who delivered purchase P-2?",
			want: []string{"(p:Purchase {code: 'P-2'})-[:DELIVERED_BY]->(c:Carrier)", "RETURN DISTINCT c.name"}, warn: "verb-value-edge"},
		{schema: "delivery", question: "Which orders were delivered?", want: []string{"status: 'delivered'"}, not: []string{"DELIVERED_BY"}},
	})
}
