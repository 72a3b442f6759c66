package offline

import "testing"

// kindCase is a question, the Cypher fragments its plan must (want) and
// must not (not) hold, and the warning it must carry; refused asks for a
// refusal instead.
type kindCase struct {
	schema, question string
	want, not        []string
	warn             string
	refused          bool
}

func runKinds(t *testing.T, cases []kindCase) {
	t.Helper()
	for _, c := range cases {
		g, s := answersGraph(t, c.schema)
		checkPlan(t, g, s, planWant{schema: c.schema, question: c.question, refused: c.refused, want: c.want, not: c.not, warn: c.warn, flat: true})
	}
}

// TestBoolKinds: a word that is the whole name of a boolean property of
// the things asked for — an adjective before their noun, a predicate
// after it, a plural noun for the kind — filters it true, and false
// after "not"; the property is never the column returned.
func TestBoolKinds(t *testing.T) {
	runKinds(t, []kindCase{
		{schema: "campus", question: "List the online courses.", want: []string{"online: true"}, not: []string{"AS online"}, warn: "bool-kind-read"},
		{schema: "flights", question: "Which aircraft types are widebodies?", want: []string{"widebody: true"}, not: []string{"AS widebody"}, warn: "bool-kind-read"},
		{schema: "gear", question: "Which items are waterproof?", want: []string{"waterproof: true"}, not: []string{"AS waterproof"}, warn: "bool-kind-read"},
		{schema: "gear", question: "List the waterproof items.", want: []string{"waterproof: true"}, not: []string{"AS waterproof"}},
		{schema: "campus", question: "Which courses are not online?", want: []string{"online <> true"}, warn: "bool-kind-read"},
		{schema: "gear", question: "How many items are not waterproof?", want: []string{"waterproof <> true", "count("}},
		{schema: "campus", question: "Number of online courses?", want: []string{"online: true", "count("}},
		{schema: "gear", question: "Number of waterproof items?", want: []string{"waterproof: true", "count("}},
	})
}

// TestNumberKinds: a number joined by a hyphen to the whole name of a
// numeric property ("300-level", "grade-2", an ordinal in "first-year")
// is a value of it that names a kind of the things asked for.
func TestNumberKinds(t *testing.T) {
	runKinds(t, []kindCase{
		// the dates rule's ordinal-read reads a hyphenated ordinal first
		{schema: "campus", question: "Show me all 300-level courses.", want: []string{"level: 300"}, not: []string{"AS level"}, warn: "ordinal-read"},
		{schema: "campus", question: "How many first-year students do we have?", want: []string{"year: 1", "count("}, warn: "ordinal-read"},
		{schema: "gear", question: "Show me all grade-2 items.", want: []string{"grade: 2"}, not: []string{"AS grade"}, warn: "number-kind-read"},
		{schema: "gear", question: "How many first-tier members are there?", want: []string{"tier: 1", "count("}},
	})
}

// TestAdjectiveRanks: a superlative ranks the things asked for by the
// property named right after it ("the longest range", "the biggest
// floor area") or, with none named, by the one property its measure
// names ("sits highest" by an elevation or altitude, "longest-serving"
// by the earliest start date held as text); the things are returned, not
// the property's values alone.
func TestAdjectiveRanks(t *testing.T) {
	runKinds(t, []kindCase{
		{schema: "campus", question: "Which course has the longest exam?", want: []string{"exam_minutes DESC", "row.title"}, warn: "measure-chosen"},
		// the property is named after the superlative: nothing is chosen
		{schema: "flights", question: "Which aircraft type has the longest range?", want: []string{"range_km DESC", "row.model"}},
		{schema: "gear", question: "Which shop has the biggest floor area?", want: []string{"floor_area DESC", "row.name"}},
		{schema: "flights", question: "Which airport sits highest?", want: []string{"elevation_ft DESC"}, warn: "measure-chosen"},
		{schema: "gear", question: "Which shop is the highest?", want: []string{"altitude_m DESC"}, warn: "measure-chosen"},
		{schema: "movies", question: "Who is the highest?", refused: true},
		{schema: "campus", question: "Who is the longest-serving professor?", want: []string{"ORDER BY hired,", "row.name"}, warn: "measure-chosen"},
		{schema: "gear", question: "Who is the longest-serving member?", want: []string{"ORDER BY joined,", "row.name"}, warn: "measure-chosen"},
	})
}

// TestValueKinds: "How many captains are there?" counts the things whose
// text property stores the counted noun's singular (a kind of them); the
// singular as written is a name and is not read so.
func TestValueKinds(t *testing.T) {
	runKinds(t, []kindCase{
		{schema: "flights", question: "How many captains are there?", want: []string{"rank: 'captain'", "count("}},
		{schema: "gear", question: "How many tents are there?", want: []string{"category: 'tent'", "count("}},
	})
}

// TestPhraseValues: "assistant professors" is the stored value the whole
// phrase spells on the label its noun names ('Assistant Professor'), not
// the first word's value on a relationship (a role 'assistant').
func TestPhraseValues(t *testing.T) {
	runKinds(t, []kindCase{
		{schema: "campus", question: "List all assistant professors.", want: []string{"title: 'Assistant Professor'"}, not: []string{"TEACHES", "role"}, warn: "value-phrase-read"},
		{schema: "campus", question: "How many assistant professors are there?", want: []string{"title: 'Assistant Professor'", "count("}, not: []string{"TEACHES"}},
		{schema: "gear", question: "List all family members.", want: []string{"status: 'Family Member'"}, not: []string{"RENTED", "plan"}, warn: "value-phrase-read"},
		{schema: "gear", question: "How many family members are there?", want: []string{"status: 'Family Member'", "count("}, not: []string{"RENTED"}},
	})
}

// TestWhoByEdgeProperty: "Who got the highest grade in Algorithms?" — the
// "who" is the one person-like end (a label with a name) of the
// relationship owning the property ranked, not the schema's first named
// label.
func TestWhoByEdgeProperty(t *testing.T) {
	runKinds(t, []kindCase{
		{schema: "campus", question: "Who got the highest grade in Algorithms?", want: []string{"ENROLLED_IN", "(s:Student)", "r.grade", "row.name"}},
		{schema: "company", question: "Who logged the highest hours on Atlas?", want: []string{"WORKS_ON", "(e:Employee)", "r.hours", "row.name"}},
	})
}

// TestCapacityRanks: "holds the most people", "seats the most people"
// rank the things by the one property naming a capacity (capacity,
// seats), the verb's own link set aside as the answer; with none the
// question is refused.
func TestCapacityRanks(t *testing.T) {
	runKinds(t, []kindCase{
		{schema: "campus", question: "Which room holds the most people?", want: []string{"capacity DESC", "row.name"}, warn: "measure-chosen"},
		{schema: "flights", question: "Which aircraft type seats the most people?", want: []string{"seats DESC", "row.model"}, warn: "measure-chosen"},
		{schema: "movies", question: "Which movie holds the most people?", refused: true},
	})
}

// TestMostRecentlyBeforeNoun: "the 3 most recently hired professors"
// ranks the things named after the participle by the property it names,
// latest first, as "hired most recently" does.
func TestMostRecentlyBeforeNoun(t *testing.T) {
	runKinds(t, []kindCase{
		{schema: "campus", question: "Who are the 3 most recently hired professors?", want: []string{"(p:Professor)", "ORDER BY hired DESC", "LIMIT 3"}},
		// "most recently" and the participle naming the shops' date
		// (recently-read): the shops, latest first.
		{schema: "gear", question: "List the 2 most recently opened shops.", want: []string{"s.name AS name", "ORDER BY opened DESC", "LIMIT 2"}, warn: "recently-read"},
		{schema: "gear", question: "Which are the 2 most recently joined members?", want: []string{"(m:Member)", "ORDER BY joined DESC", "LIMIT 2"}},
	})
}

// TestFlagAsked: "Is Machine Learning offered online?" — a yes/no
// question about a named thing and a word naming a boolean property of
// its label asks for the value; the verb before the word ("offered") is
// part of the phrase, not a walk that would drop a thing with none.
func TestFlagAsked(t *testing.T) {
	runKinds(t, []kindCase{
		{schema: "campus", question: "Is Machine Learning offered online?", want: []string{"RETURN c.online"}, not: []string{"OFFERED_BY"}, warn: "flag-asked"},
		{schema: "gear", question: "Is the Ridge Tent waterproof?", want: []string{"RETURN i.waterproof", "name: 'Ridge Tent'"}, warn: "flag-asked"},
		{schema: "flights", question: "Is the 787-9 a widebody?", want: []string{"a.widebody", "model: '787-9'"}, warn: "flag-asked"},
	})
}

// TestThingsBy: "rank the Xs by P" asks for the things, ranked by P, on
// two schemas; the property alone is still what "the Ps" ask for.
func TestThingsBy(t *testing.T) {
	runKinds(t, []kindCase{
		{schema: "flights", question: "Rank the airports by elevation, highest first, and show me the top 5.", want: []string{"a.name", "elevation_ft DESC", "LIMIT 5"}},
		{schema: "campus", question: "Rank the rooms by capacity, largest first, and show me the top 3.", want: []string{"r.name", "capacity DESC", "LIMIT 3"}},
	})
}
