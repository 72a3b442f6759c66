package offline

import "testing"

// TestFix22Units: a number with a scale word before its unit ("0.2
// million euros", "half a million euros", "8k km"), a length in
// centimetres or millimetres, an area or volume written with a power
// ("100 m²", "10,000 cubic metres") and the spoken "gigs" are compared
// with the property in that unit, converted — on several example graphs,
// each plan rendered and parsed in the three languages.
func TestFix22Units(t *testing.T) {
	exampleReadings(t, []string{"farm", "papers", "museum", "flights", "logistics", "insure", "hotel", "ops"}, []readingCase{
		{"farm", "Which machines cost more than 0.2 million euros?", []string{"purchase_price_eur > 200000"}, "amount-unit-read"},
		{"papers", "Which grants are worth more than half a million euros?", []string{"amount_eur > 500000"}, "amount-unit-read"},
		{"flights", "any flights longer than 8k km?", []string{"distance_km > 8000"}, ""},
		{"museum", "Which works are more than 1.8 metres tall?", []string{"height_cm > 180"}, "unit-converted"},
		{"museum", "Which works are under 400 millimetres tall?", []string{"height_cm < 40"}, "unit-converted"},
		{"logistics", "which depots have a capacity above 10,000 cubic metres", []string{"capacity_m3 > 10000"}, "amount-unit-read"},
		{"logistics", "depots over 10k m3", []string{"capacity_m3 > 10000"}, "amount-unit-read"},
		{"insure", "Which buildings have less than 100 m² of living area?", []string{"living_area_sqm < 100"}, "amount-unit-read"},
		{"hotel", "Which room types are bigger than 30 m²?", []string{"size_sqm > 30"}, "amount-unit-read"},
		{"ops", "hosts with over 16 gigs of memory", []string{"memory_mb > 16384"}, "unit-converted"},
	})
}

// TestFix22Numbers: a number between "the" and a property's whole name is
// its value ("the 2024 season"), on farm and a synthetic transfers table;
// a participle between "which" and the noun asked for qualifies it and is
// no junction verb whose object the noun is (it was answered with the
// policies covering the buildings).
func TestFix22Numbers(t *testing.T) {
	exampleReadings(t, []string{"farm", "insure"}, []readingCase{
		{"farm", "Which machines did Visser Hoeve use in the 2024 season?", []string{"season: 2024", "RETURN DISTINCT m.asset_tag"}, "number-names-property"},
		{"transfers", "What is the total fee of the transfers in the 2021 season?", []string{"season: 2021"}, "number-names-property"},
		{"farm", "Which machines did Visser Hoeve use in the 2024 harvest?", nil, ""},
		{"insure", "Which insured properties have less than 100 m² of living area?", nil, ""},
	})
}
