package offline

import "testing"

// TestPluralIngLabel: a label named by a noun in -ing (Booking, Meeting)
// is linked by its plural as by its singular, so a count of it filtered by
// its own stored value, per value, per related thing or ranked, compiles.
func TestPluralIngLabel(t *testing.T) {
	runKinds(t, []kindCase{
		{schema: "hotel", question: "Number of cancelled bookings?", want: []string{"status: 'cancelled'", "count("}},
		{schema: "hotel", question: "How many bookings per status?", want: []string{"RETURN b.status AS status, count(b)"}},
		{schema: "hotel", question: "How many bookings does each hotel have?", want: []string{"OPTIONAL MATCH (h)<-[:AT_HOTEL]-(b:Booking)", "count(b)"}},
		{schema: "hotel", question: "show me Ana Silva's bookings", want: []string{"(g:Guest {name: 'Ana Silva'})-[:MADE]->(b:Booking)", "b.reference"}},
		{schema: "hotelfail_meetings", question: "Number of cancelled meetings?", want: []string{"status: 'cancelled'", "count("}},
		{schema: "hotelfail_meetings", question: "How many meetings per status?", want: []string{"RETURN m.status AS status, count(m)"}},
		{schema: "hotelfail_meetings", question: "How many meetings does each room have?", want: []string{"OPTIONAL MATCH (r)<-[:BOOKED_IN]-(m:Meeting)", "count(m)"}},
		{schema: "hotelfail_meetings", question: "Which person organised the most meetings?", want: []string{"[:ORGANISED]->(m:Meeting)", "count(m)", "DESC"}},
	})
}

// TestExistenceAsked: "Do we have any X?" with a condition on X asks
// whether such things exist (yes or no), whichever phase read the
// condition (an ordinal, an adjective flag, a stored value); with no
// condition, or with "which" besides, the things are listed.
func TestExistenceAsked(t *testing.T) {
	runKinds(t, []kindCase{
		{schema: "hotel", question: "Do we have any 1-star hotels?", want: []string{"stars: 1", "RETURN count(*) > 0 AS yes"}, warn: "yes-no"},
		{schema: "hotel", question: "Do we have any hotels in Germany?", want: []string{"country: 'Germany'", "RETURN count(*) > 0 AS yes"}, warn: "yes-no"},
		{schema: "campus", question: "Do we have any online courses?", want: []string{"online: true", "RETURN count(*) > 0 AS yes"}, warn: "yes-no"},
		{schema: "campus", question: "Do we have any first-year students from France?", want: []string{"year: 1", "RETURN count(*) > 0 AS yes"}, warn: "yes-no"},
		{schema: "hotelfail_meetings", question: "Do we have any cancelled meetings?", want: []string{"status: 'cancelled'", "RETURN count(*) > 0 AS yes"}, warn: "yes-no"},
		{schema: "campus", question: "Do we have any students?", want: []string{"RETURN s.name"}, not: []string{"yes"}},
		{schema: "hotel", question: "Do you have a list of hotels?", want: []string{"RETURN h.name"}, not: []string{"yes"}},
	})
}

// TestEdgeFlags: a word naming a yes/no property of the relationship the
// plan walks — an adjective, a predicate, an adverb of the verb — keeps
// only the relationships holding it (false after "not"); the flag is not
// the column asked for.
func TestEdgeFlags(t *testing.T) {
	runKinds(t, []kindCase{
		{schema: "hotel", question: "Which hotels have a free gym?", want: []string{"[r:HAS_AMENITY {free: true}]", "RETURN DISTINCT h.name"}, not: []string{"AS free"}, warn: "edge-flag-read"},
		{schema: "hotel", question: "Which amenities are free at Harbor Grand Lisbon?", want: []string{"{free: true}", "RETURN DISTINCT a.name"}, warn: "edge-flag-read"},
		{schema: "retail", question: "Which customers wrote a verified review?", want: []string{"[r:REVIEWED {verified: true}]", "c.name AS name"}, not: []string{"AS verified"}, warn: "edge-flag-read"},
		{schema: "retail", question: "Which products have verified reviews?", want: []string{"{verified: true}", "p.name AS name"}, warn: "edge-flag-read"},
		{schema: "retail", question: "Which customers wrote a review that is not verified?", want: []string{"r.verified <> true"}, warn: "edge-flag-read"},
		{schema: "hotelfail_meetings", question: "Which people attended a meeting remotely?", want: []string{"[r:ATTENDS {remote: true}]", "p.name AS name"}, warn: "edge-flag-read"},
		{schema: "hotelfail_meetings", question: "Which people are remote attendees of a meeting?", want: []string{"{remote: true}"}, warn: "edge-flag-read"},
	})
}

// TestAcronymFlags: a word in capitals that is the whole name of a yes/no
// property of the things asked for is that property true of them.
func TestAcronymFlags(t *testing.T) {
	runKinds(t, []kindCase{
		{schema: "hotel", question: "Who are our VIP guests?", want: []string{"vip: true", "g.name AS name"}, warn: "bool-kind-read"},
		{schema: "hotelfail_meetings", question: "Who are our WFH people?", want: []string{"wfh: true", "p.name AS name"}, warn: "bool-kind-read"},
		{schema: "hotelfail_meetings", question: "How many WFH people are there?", want: []string{"wfh: true", "count("}, warn: "bool-kind-read"},
	})
}

// TestNameParts: a name that is part of several stored names of a label,
// before the plural of the label's noun, is every thing whose name holds
// it (contained text), not the closest one; before a singular noun the
// reading is left as it was, and a "who" question answered with those
// very things is refused.
func TestNameParts(t *testing.T) {
	runKinds(t, []kindCase{
		{schema: "hotel", question: "What amenities do Alpenrose hotels have?", want: []string{"h.name CONTAINS 'Alpenrose'", "RETURN DISTINCT a.name"}, not: []string{"'Alpenrose Zermatt'"}, warn: "name-part-read"},
		{schema: "hotel", question: "Which Alpenrose hotels have a spa?", want: []string{"CONTAINS 'Alpenrose'", "{name: 'spa'}"}, warn: "name-part-read"},
		{schema: "campus", question: "Which Calculus courses are online?", want: []string{"c2.title CONTAINS 'Calculus'", "online: true"}, not: []string{"'Calculus I'"}, warn: "name-part-read"},
		{schema: "campus", question: "How many students take Calculus courses?", want: []string{"CONTAINS 'Calculus'", "count(DISTINCT s)"}, warn: "name-part-read"},
		{schema: "hotelfail_meetings", question: "Which Harbour rooms have a capacity above 5?", want: []string{"CONTAINS 'Harbour'", "capacity > 5"}, warn: "name-part-read"},
		{schema: "campus", question: "Who teaches the Calculus courses?", refused: true},
	})
}

// TestAmountUnits: an amount of money (a sign or code before the number,
// a word after it) or of area (one word, or "square" and a length) is
// compared with the one property of the things named whose name ends in
// its unit, a period after it ("a night", "an hour") choosing by the
// property's name; square feet are converted to square metres.
func TestAmountUnits(t *testing.T) {
	runKinds(t, []kindCase{
		{schema: "hotel", question: "Room types under €150 a night?", want: []string{"r.nightly_rate_eur < 150"}, not: []string{"nights"}, warn: "amount-unit-read"},
		{schema: "hotel", question: "Which room types are bigger than 30 square metres?", want: []string{"r.size_sqm > 30"}, warn: "amount-unit-read"},
		{schema: "hotel", question: "which amenities cost more than 30 euros", want: []string{"r.fee_eur > 30", "RETURN DISTINCT a.name"}, warn: "amount-unit-read"},
		{schema: "hotel", question: "Which room types cost less than 200 euros per night?", want: []string{"r.nightly_rate_eur < 200"}, not: []string{"HAS_AMENITY"}, warn: "amount-unit-read"},
		{schema: "hotel", question: "Which bookings cost more than EUR 1000?", want: []string{"b.total_eur > 1000"}, not: []string{"fee_eur"}, warn: "amount-unit-read"},
		{schema: "retail", question: "Which products cost more than 500 dollars?", want: []string{"p.price_usd > 500"}, warn: "amount-unit-read"},
		{schema: "retail", question: "Which orders were over 1000 dollars?", want: []string{"o.total_usd > 1000"}, warn: "amount-unit-read"},
		{schema: "campus", question: "Which courses have a lab fee over 50 dollars?", want: []string{"c.lab_fee_usd > 50"}, warn: "amount-unit-read"},
		{schema: "hotelfail_meetings", question: "Rooms under $40 an hour?", want: []string{"r.hourly_rate_usd < 40"}, warn: "amount-unit-read"},
		{schema: "hotelfail_meetings", question: "Which rooms are bigger than 200 square feet?", want: []string{"r.size_sqm > 18"}, warn: "amount-unit-read"},
		// a currency the things named hold no amount in is not compared
		{schema: "retail", question: "Which products cost more than 500 euros?", refused: true},
	})
}

// TestStoredCounts: "the most/fewest N" over a whole-number property named
// N and a word of counting (rooms_total, desks_total) ranks by it; a noun
// naming things joined to the ranked one is still counted.
func TestStoredCounts(t *testing.T) {
	runKinds(t, []kindCase{
		{schema: "hotel", question: "Which hotel has the most rooms?", want: []string{"ORDER BY order_rooms_total DESC"}, not: []string{"count("}, warn: "stored-count-read"},
		{schema: "hotel", question: "Which 3 hotels have the most rooms?", want: []string{"ORDER BY order_rooms_total DESC", "LIMIT 3"}, warn: "stored-count-read"},
		{schema: "hotelfail_meetings", question: "Which room has the most desks?", want: []string{"ORDER BY order_desks_total DESC"}, warn: "stored-count-read"},
		{schema: "hotelfail_meetings", question: "Which room has the fewest desks?", want: []string{"ORDER BY order_desks_total, name"}, warn: "stored-count-read"},
		{schema: "hotelfail_meetings", question: "Which room has the most meetings?", want: []string{"count(m)", "BOOKED_IN"}},
	})
}

// TestPaySuperlatives: "best/highest/lowest paid", "earns the most/least"
// rank people by the one property named for pay (salary, wage …); a price
// superlative with no price-named property reads the one amount of money
// the thing holds, and not another thing's.
func TestPaySuperlatives(t *testing.T) {
	runKinds(t, []kindCase{
		{schema: "hotel", question: "Who's the best paid receptionist?", want: []string{"{role: 'receptionist'}", "ORDER BY salary_eur DESC"}},
		{schema: "hotel", question: "Which staff members earn the least?", want: []string{"ORDER BY salary_eur, name"}, warn: "measure-chosen"},
		{schema: "hotel", question: "Who are the 3 best paid staff members?", want: []string{"salary_eur DESC", "LIMIT 3"}},
		{schema: "company", question: "Which employees earn the least?", want: []string{"ORDER BY salary, name"}, warn: "measure-chosen"},
		{schema: "hotelfail_meetings", question: "Who is the worst paid designer?", want: []string{"{role: 'designer'}", "ORDER BY salary_usd, name"}},
		{schema: "hotel", question: "What's the most expensive room type?", want: []string{"ORDER BY nightly_rate_eur DESC"}, not: []string{"HAS_AMENITY"}, warn: "measure-chosen"},
		{schema: "hotel", question: "Which are the 3 most expensive bookings?", want: []string{"ORDER BY total_eur DESC", "LIMIT 3"}, not: []string{"HAS_AMENITY"}, warn: "measure-chosen"},
		{schema: "hotelfail_meetings", question: "Which room is the cheapest?", want: []string{"ORDER BY hourly_rate_usd, name"}, warn: "measure-chosen"},
		{schema: "hotel", question: "Which hotel is the most expensive?", refused: true},
	})
}

// TestNegatedNamed: a denied verb before a named thing asks for the things
// reaching no such thing — the relationship to the thing's stored values
// inside NOT EXISTS — whether the relationship is a light "have" over the
// value or a verb's own; "or" between two named things stays refused.
func TestNegatedNamed(t *testing.T) {
	runKinds(t, []kindCase{
		{schema: "hotel", question: "Which hotels don't have a spa?", want: []string{"NOT EXISTS { (h)-[:HAS_AMENITY]->(:Amenity {name: 'spa'}) }"}, warn: "negated-values"},
		{schema: "hotel", question: "How many hotels do not have a gym?", want: []string{"NOT EXISTS { (h)-[:HAS_AMENITY]->(:Amenity {name: 'gym'}) }", "count("}, warn: "negated-values"},
		{schema: "hotel", question: "Which staff don't work at Harbor Grand Lisbon?", want: []string{"NOT EXISTS { (s)-[:WORKS_AT]->(:Hotel {name: 'Harbor Grand Lisbon'}) }"}, warn: "negated-named"},
		{schema: "ops", question: "Which services don't run on host-01?", want: []string{"NOT EXISTS { (s)-[:RUNS_ON]->(:Host {name: 'host-01'}) }"}, warn: "negated-named"},
		{schema: "campus", question: "Which professors don't teach Data Structures?", want: []string{"NOT EXISTS { (p)-[:TEACHES]->(:Course {title: 'Data Structures'}) }"}, warn: "negated-named"},
		{schema: "campus", question: "Which students are not enrolled in Calculus I?", want: []string{"NOT EXISTS { (s)-[:ENROLLED_IN]->(:Course {title: 'Calculus I'}) }"}, warn: "negated-named"},
		{schema: "campus", question: "Which professors don't teach Data Structures or Calculus I?", refused: true},
	})
}

// TestCopulaDeniedAgent: "X are not <doer noun>" over a relationship
// joining X's label to itself denies that X does it (X at the source);
// "X have no <doer noun>" denies that someone does it to X. A doer noun
// that is also a stored value of X's label is refused.
func TestCopulaDeniedAgent(t *testing.T) {
	runKinds(t, []kindCase{
		{schema: "movies", question: "Which people are not followers?", want: []string{"NOT EXISTS { (p)-[:FOLLOWS]->(:Person) }"}},
		{schema: "movies", question: "Which people have no followers?", want: []string{"NOT EXISTS { (p)<-[:FOLLOWS]-(:Person) }"}},
		{schema: "company", question: "Which employees are not managers?", want: []string{"NOT EXISTS { (e)-[:MANAGES]->(:Employee) }"}},
		{schema: "company", question: "Which employees have no manager?", want: []string{"NOT EXISTS { (e)<-[:MANAGES]-(:Employee) }"}},
		{schema: "hotel", question: "List staff who aren't managers.", refused: true},
	})
}

// TestByGrouping: an aggregate question ending in "by" and a noun groups
// by it; a doer after a verb and a ranking are not groupings.
func TestByGrouping(t *testing.T) {
	runKinds(t, []kindCase{
		{schema: "hotel", question: "average salary by role", want: []string{"RETURN s.role AS role, avg(s.salary_eur)"}, warn: "by-grouping"},
		{schema: "hotel", question: "Number of guests by country", want: []string{"RETURN g.country AS country, count(g)"}, warn: "by-grouping"},
		{schema: "company", question: "average salary by department", want: []string{"RETURN d.name AS name, avg(e.salary)"}, warn: "by-grouping"},
		{schema: "movies", question: "number of movies by director", want: []string{"[:DIRECTED]", "RETURN p.name AS name, count(m)"}, warn: "by-grouping"},
		{schema: "hotelfail_meetings", question: "number of meetings by status", want: []string{"RETURN m.status AS status, count(m)"}, warn: "by-grouping"},
		{schema: "movies", question: "How many movies were directed by Lana Wachowski?", want: []string{"{name: 'Lana Wachowski'}", "count(DISTINCT m)"}, not: []string{"p.name AS name"}},
	})
}

// TestAmountNouns: a noun for money is the one amount of money of the
// things named (by its name's currency), "from" saying whose; a noun for
// pay is the one property of the schema named for pay.
func TestAmountNouns(t *testing.T) {
	runKinds(t, []kindCase{
		{schema: "hotel", question: "What's the total revenue from completed bookings?", want: []string{"status: 'completed'", "sum(b.total_eur)"}, warn: "amount-noun-read"},
		{schema: "hotel", question: "Total booking value per hotel?", want: []string{"h.name AS name, sum(b.total_eur)"}, warn: "amount-noun-read"},
		{schema: "hotel", question: "What's the total payroll at Harbor Grand Lisbon?", want: []string{"{name: 'Harbor Grand Lisbon'}", "sum(s.salary_eur)"}, warn: "amount-noun-read"},
		{schema: "hotel", question: "Show the 3 biggest bookings by value.", want: []string{"ORDER BY total_eur DESC", "LIMIT 3"}, warn: "amount-noun-read"},
		{schema: "retail", question: "What's the total revenue from delivered orders?", want: []string{"status: 'delivered'", "sum(o.total_usd)"}, warn: "amount-noun-read"},
		{schema: "hotelfail_meetings", question: "What is the total payroll?", want: []string{"sum(p.salary_usd)"}, warn: "amount-noun-read"},
	})
}

// TestWholeDates: a day, month and year ("31 December 2023", "December
// 31, 2023") after a cue bound a date held as ISO text to that day; the
// day is no number of its own; an impossible day is not read.
func TestWholeDates(t *testing.T) {
	runKinds(t, []kindCase{
		{schema: "hotel", question: "Which bookings checked in on 31 December 2023?", want: []string{"b.check_in >= '2023-12-31'", "b.check_in < '2024-01-01'"}, not: []string{"31}"}},
		{schema: "hotel", question: "Which bookings checked in on December 31, 2023?", want: []string{"b.check_in >= '2023-12-31'", "b.check_in < '2024-01-01'"}},
		{schema: "hotel", question: "Which staff were hired before 1 March 2012?", want: []string{"s.hired < '2012-03-01'"}},
		{schema: "campus", question: "Which students enrolled on 28 September 2020?", want: []string{"s.enrolled >= '2020-09-28'", "s.enrolled < '2020-09-29'"}},
		{schema: "retail", question: "Which orders were placed on 10 December 2023?", want: []string{"o.placed >= '2023-12-10'", "o.placed < '2023-12-11'"}},
		{schema: "hotel", question: "Which bookings checked in on 31 February 2023?", refused: true},
	})
}

// TestAskedAmounts: "since when" asks for the start date of the
// relationship the verb names; "how much is X" for the one amount of the
// named things named for a price or a currency; a plural noun naming only
// a date of one label, ranked, names those things; "where" is answered by
// a place or refused.
func TestAskedAmounts(t *testing.T) {
	runKinds(t, []kindCase{
		{schema: "hotel", question: "Since when has Martin Egger worked at Alpenrose Innsbruck?", want: []string{"[r:WORKS_AT]", "RETURN DISTINCT r.since"}, warn: "when-edge-date"},
		{schema: "flights", question: "Since when has Astrid Nilsen been qualified on the A320neo?", want: []string{"[r:QUALIFIED_ON]", "RETURN DISTINCT r.since"}, warn: "when-edge-date"},
		// Of two dates on the relationship, "since when" takes the one
		// named for a start; "when" alone cannot choose.
		{schema: "merge7_tenures", question: "Since when has Ada Ruiz chaired Audit?", want: []string{"[r:CHAIRS]", "RETURN DISTINCT r.started"}, warn: "when-edge-date"},
		{schema: "merge7_tenures", question: "When did Ada Ruiz chair Audit?", refused: true},
		{schema: "hotel", question: "How much is the spa at Harbor Grand Lisbon?", want: []string{"RETURN r.fee_eur"}, not: []string{"count("}, warn: "amount-noun-read"},
		{schema: "retail", question: "How much is the Chromebook Go?", want: []string{"RETURN p.price_usd"}, not: []string{"count("}, warn: "amount-noun-read"},
		{schema: "campus", question: "How much is the lab fee for CS101?", want: []string{"RETURN c.lab_fee_usd"}, warn: "amount-noun-read"},
		{schema: "hotel", question: "Give me the 5 most recent check-ins.", want: []string{"b.reference", "ORDER BY check_in DESC", "LIMIT 5"}, warn: "date-noun-read"},
		{schema: "hotelfail_meetings", question: "Show the 2 latest starts.", want: []string{"ORDER BY `starts` DESC", "LIMIT 2"}, warn: "date-noun-read"},
		{schema: "hotel", question: "Where does Martin Egger work?", want: []string{"-[:WORKS_AT]->(h:Hotel)", "RETURN DISTINCT h.name"}, warn: "focus-inferred"},
		{schema: "campus", question: "Where is CS101 taught?", refused: true},
	})
}

// TestStoredCountCompared: "more N than <named>" and "more than K N" over
// a property named N and a word of counting compare that property; the
// count of related things, and a number after a singular label noun in
// -ing, are counted.
func TestStoredCountCompared(t *testing.T) {
	runKinds(t, []kindCase{
		{schema: "hotel", question: "Which hotels have more rooms than Harbor Pine Porto?", want: []string{"h.rooms_total > h2.rooms_total"}, warn: "stored-count-read"},
		{schema: "hotel", question: "Which hotels have more than 100 rooms?", want: []string{"h.rooms_total > 100"}, warn: "stored-count-read"},
		{schema: "hotelfail_meetings", question: "Which rooms have more desks than Garden?", want: []string{"r.desks_total > r2.desks_total"}, warn: "stored-count-read"},
		{schema: "hotelfail_meetings", question: "Which rooms have more than 5 desks?", want: []string{"r.desks_total > 5"}, warn: "stored-count-read"},
		{schema: "hotelfail_meetings", question: "Which rooms have more than 1 meeting?", want: []string{"(r)<-[:BOOKED_IN]-(m2:Meeting)"}, not: []string{"floor"}},
		{schema: "hotel", question: "Which hotels have more than 1 booking?", want: []string{"(h)<-[:AT_HOTEL]-(b2:Booking)"}, not: []string{"stars"}},
	})
}

// TestHierarchy: "under"/"above" a named one over the label's one
// relationship to itself whose name says which end stands above reads
// the chain down or up at any depth; "who" takes the named one's label;
// a number after "under" is still a comparison.
func TestHierarchy(t *testing.T) {
	runKinds(t, []kindCase{
		{schema: "hotel", question: "Who's under Catarina Reis, directly or indirectly?", want: []string{"(s:Staff {name: 'Catarina Reis'})-[:MANAGES*1..10]->(s2:Staff)"}, warn: "hierarchy-read"},
		{schema: "hotel", question: "Who is above Nuno Pires in the reporting line?", want: []string{"(s:Staff {name: 'Nuno Pires'})<-[:MANAGES*1..10]-"}, warn: "hierarchy-read"},
		{schema: "company", question: "Which employees are under Ada Lovelace?", want: []string{"{name: 'Ada Lovelace'})-[:MANAGES*1..10]->"}, warn: "hierarchy-read"},
		{schema: "company", question: "Who is above Grace Hopper?", want: []string{"{name: 'Grace Hopper'})<-[:MANAGES*1..10]-"}, warn: "hierarchy-read"},
		{schema: "hotel", question: "Which staff earn under 30000?", want: []string{"s.salary_eur < 30000"}, not: []string{"MANAGES"}},
	})
}

// TestOrArticle: two values of one property joined by "or" and an
// article are either value.
func TestOrArticle(t *testing.T) {
	runKinds(t, []kindCase{
		{schema: "hotel", question: "Which hotels have a spa or a sauna?", want: []string{"a.name IN ['spa', 'sauna']"}},
		{schema: "campus", question: "Which students take Calculus I or the Data Structures course?", want: []string{"c.title IN ['Calculus I', 'Data Structures']"}},
	})
}

// TestWhoFallback: with nothing in the question deciding what "who" asks
// for, the one label whose properties only people have is taken; with
// several such labels the question is refused rather than answered with
// the first labelled thing of the schema.
func TestWhoFallback(t *testing.T) {
	runKinds(t, []kindCase{
		{schema: "hotel", question: "Who earns the most?", refused: true},
		{schema: "movies", question: "Who is the oldest?", want: []string{"p.born"}},
		// The relationship named (by a value stored on it) never reaches
		// the people-like label: "who" is the named label it reaches.
		{schema: "flights", question: "Who does Rhein Air have codeshares with?", want: []string{"[r:PARTNER_OF {kind: 'codeshare'}]-(a2:Airline)", "RETURN DISTINCT a2.name"}, not: []string{"Pilot"}},
		{schema: "merge7_tenures", question: "Who does Audit have liaisons with?", want: []string{"(b2:Board)"}, not: []string{"Member"}},
	})
}
