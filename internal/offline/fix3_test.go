package offline

import "testing"

// TestTravelPrepEdge: of several relationships between a traveller's label
// and a place's, "from"/"out of" before the place picks the one named for
// the departure end and "to" the one named for the arrival end; with no
// such preposition the frequency choice stands and is said.
func TestTravelPrepEdge(t *testing.T) {
	runKinds(t, []kindCase{
		{schema: "flights", question: "Which flights out of Copenhagen use a widebody?",
			want: []string{"<-[:DEPARTS_FROM]-(f:Flight)"}, not: []string{"ARRIVES_AT"}, warn: "travel-prep-edge"},
		{schema: "flights", question: "flights to Bergen",
			want: []string{"<-[:ARRIVES_AT]-(f:Flight)"}, not: []string{"DEPARTS_FROM"}, warn: "travel-prep-edge"},
		{schema: "logistics", question: "Which shipments out of MAD-01 weigh more than 100 kg?",
			want: []string{"<-[:ORIGIN]-(s:Shipment)", "weight_kg > 100"}, not: []string{"VIA", "DESTINATION"}, warn: "travel-prep-edge"},
		{schema: "logistics", question: "shipments to MAD-01",
			want: []string{"<-[:DESTINATION]-(s:Shipment)"}, not: []string{"VIA", "ORIGIN"}, warn: "travel-prep-edge"},
		{schema: "ferries", question: "Which sailings to Hirtshals take more than 10 hours?",
			want: []string{"ARRIVES_AT"}, not: []string{"DEPARTS_FROM"}, warn: "travel-prep-edge"},
		{schema: "flights", question: "which flights go from Oslo to Bergen",
			want: []string{"(a:Airport {city: 'Oslo'})<-[:DEPARTS_FROM]-(f:Flight)-[:ARRIVES_AT]->(a2:Airport {city: 'Bergen'})"}, warn: "travel-prep-edge"},
		{schema: "ferries", question: "sailings from Bergen to Hirtshals",
			want: []string{"DEPARTS_FROM", "ARRIVES_AT"}, warn: "travel-prep-edge"},
		{schema: "logistics", question: "shipments at MAD-01",
			want: []string{"VIA"}, warn: "edge-choice-guessed"},
	})
}

// TestNeedYesNo: "do you need X before Y" has a generic subject, not the
// one asked to list: it asks yes or no; "can you list" stays a request.
// Whether a walk of any depth matches at all is one answer in every
// language, so a yes/no over it is built.
func TestNeedYesNo(t *testing.T) {
	runKinds(t, []kindCase{
		{schema: "campus", question: "Do you need MATH101 before CS401, directly or indirectly?",
			want: []string{"REQUIRES*1..", "count(*) > 0 AS yes"}, warn: "yes-no"},
		{schema: "campus", question: "Does CS401 require MATH101, directly or indirectly?",
			want: []string{"REQUIRES*1..", "count(*) > 0 AS yes"}, warn: "yes-no"},
		{schema: "ops", question: "Does api-gateway depend on metrics-db, directly or indirectly?",
			want: []string{"DEPENDS_ON*1..", "count(*) > 0 AS yes"}, warn: "yes-no"},
		{schema: "movies", question: "Can you list the movies released in 1999?",
			not: []string{"AS yes"}},
	})
}

// TestFlagPhraseAtEdgeEnd: a phrase spelling a yes/no property of a label
// the question names only as the far end of a verb's relationship
// ("supply anything that's out of stock") is that flag, not the
// relationship sharing its word.
func TestFlagPhraseAtEdgeEnd(t *testing.T) {
	runKinds(t, []kindCase{
		{schema: "retail", question: "Does Nordic Home AB supply anything that's out of stock?",
			want: []string{"in_stock: false", "AS yes"}, not: []string{"STOCKED_AT"}, warn: "flag-phrase-read"},
		{schema: "retail", question: "Is the Two-Person Tent out of stock?",
			want: []string{"in_stock: false", "AS yes"}, not: []string{"STOCKED_AT"}, warn: "flag-phrase-read"},
		{schema: "retail", question: "Is anything out of stock?", refused: true},
		{schema: "grid", question: "Is anything installed at Ashby Road oil filled?",
			want: []string{"oil_filled: true", "AS yes"}, warn: "flag-phrase-read"},
		{schema: "grid", question: "outages caused by something that is not oil filled",
			want: []string{"oil_filled: false"}, warn: "flag-phrase-read"},
	})
}

// TestPropOrBound: "N <property> or more/less" bounds the property the
// word names, whatever "of" stands before the number; "a week or longer"
// is a bound too, converted to the unit the property's name gives (a
// stay's nights are its days).
func TestPropOrBound(t *testing.T) {
	runKinds(t, []kindCase{
		{schema: "hotel", question: "bookings of 3 nights or more", want: []string{"nights >= 3"}, not: []string{"nights: 3"}},
		{schema: "hotel", question: "hotels with 4 stars or more", want: []string{"stars >= 4"}},
		{schema: "flights", question: "aircraft of 300 seats or fewer", want: []string{"seats <= 300"}, not: []string{"seats: 300"}},
		{schema: "hotel", question: "How many bookings were for a week or longer?", want: []string{"nights >= 7", "count("}, warn: "unit-converted"},
		{schema: "ops", question: "incidents of an hour or longer", want: []string{"duration_minutes >= 60"}, warn: "unit-converted"},
	})
}

// TestAskedLabelUnshown: "which <label>" answered with no column of that
// label (a relationship's property a verb linked to) is refused.
func TestAskedLabelUnshown(t *testing.T) {
	runKinds(t, []kindCase{
		{schema: "hotel", question: "Which hotels charge for the spa?", refused: true},
		{schema: "fix3_gyms", question: "Which gyms charge for yoga?", refused: true},
		{schema: "hotel", question: "Which hotels have a spa?", want: []string{"h.name"}},
		{schema: "flights", question: "Which aircraft types are widebodies?", want: []string{"widebody: true"}},
	})
}

// TestYearSpanOnText: "between Y1 and Y2" / "from Y1 to Y2" and "the
// 1990s" on a date held as ISO text are day ranges, both years included,
// never a number compared with another property.
func TestYearSpanOnText(t *testing.T) {
	runKinds(t, []kindCase{
		{schema: "campus", question: "Which professors were hired between 2010 and 2015?",
			want: []string{"p.hired >= '2010-01-01'", "p.hired < '2016-01-01'"}, warn: "date-as-text"},
		{schema: "hotel", question: "hotels opened from 2015 to 2018",
			want: []string{"h.opened >= '2015-01-01'", "h.opened < '2019-01-01'"}, warn: "date-as-text"},
		{schema: "flights", question: "Which airports opened in the 1990s?",
			want: []string{"a.opened >= '1990-01-01'", "a.opened < '2000-01-01'"}, warn: "date-as-text"},
		{schema: "flights", question: "airports of the 1990s",
			want: []string{"a.opened >= '1990-01-01'"}, not: []string{"elevation_ft"}, warn: "date-as-text"},
		{schema: "campus", question: "professors hired in the 2000s",
			want: []string{"p.hired >= '2000-01-01'", "p.hired < '2010-01-01'"}, warn: "date-as-text"},
		{schema: "movies", question: "movies of the 1990s", want: []string{"m.released >= 1990", "m.released <= 1999"}},
	})
}

// TestMonthUnit: "a month" against a property counted in days is 30 of
// them, said as a conversion; "5000 a month" after a number is a rate,
// not a length, and is left to the other readings.
func TestMonthUnit(t *testing.T) {
	runKinds(t, []kindCase{
		{schema: "retail", question: "products with a supplier lead time of more than a month",
			want: []string{"lead_time_days > 30"}, warn: "unit-converted"},
		{schema: "hotel", question: "bookings of more than a month", want: []string{"nights > 30"}, warn: "unit-converted"},
		{schema: "hotel", question: "staff earning more than 5000 a month", want: []string{"salary_eur > 5000"}},
	})
}
