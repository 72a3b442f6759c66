package offline

import "testing"

// TestFix44Units: a number in a unit over a property whose whole name is
// that unit (grams, hours), converted, on delivery, museum and company; an
// amount "a piece" over the property whose name says a unit price, on
// delivery and retail — each plan rendered and parsed in the three
// languages. A rate the name does not say, and a later number whose
// reading is another's, stay refused.
func TestFix44Units(t *testing.T) {
	exampleReadings(t, []string{"delivery", "museum", "company", "retail", "outpatient"}, []readingCase{
		{"delivery", "dishes with more than 200 g of an ingredient", []string{"grams > 200"}, "unit-whole-name"},
		{"delivery", "dishes with less than 0.02 kg of an ingredient", []string{"grams < 20"}, "unit-whole-name"},
		{"museum", "Which conservators spent more than 100 hours restoring a work?", []string{"hours > 100"}, "unit-whole-name"},
		{"company", "who works over 300 minutes on a project", []string{"hours > 5"}, "unit-whole-name"},
		{"company", "Employees who put over 20 hrs per week into a project", nil, ""},
		{"delivery", "dishes with more than 200 g of any one ingredient", nil, ""},
		{"delivery", "orders where a dish was charged more than 15 euros a piece", []string{"unit_price_eur > 15"}, "amount-unit-read"},
		{"fix44_pantry", "Which recipes use more than 0.2 kg of an ingredient?", []string{"grams > 200"}, "unit-whole-name"},
		{"fix44_pantry", "Which vendors sell an ingredient for more than 5 euros a piece?", []string{"unit_price_eur > 5"}, "amount-unit-read"},
		{"fix44_pantry", "Which supplements have more than 1 g of vitamin C?", []string{"vitamin_c_mg > 1000"}, "unit-converted"},
		{"outpatient", "Drugs whose dose is greater than 0.5 g?", []string{"dose_mg > 500"}, "unit-converted"},
		{"retail", "Which orders had a product sold for more than 50 dollars a piece?", []string{"unit_price_usd > 50"}, "amount-unit-read"},
	})
}
