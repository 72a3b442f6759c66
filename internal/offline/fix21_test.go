package offline

import (
	"testing"
)

// TestFix21Nets: an answer asked in another unit than the returned
// property's name holds, and every level of a self-relationship read as
// one step, are refused on two schemas each; the same unit, or a walk
// already read at any depth, still answers.
func TestFix21Nets(t *testing.T) {
	exampleReadings(t, []string{"farm", "transit", "logistics"}, []readingCase{
		{"farm", "How big is Lopez Market Garden in square metres?", nil, ""},
		{"logistics", "How heavy is shipment PX-4410000 in grams?", nil, ""},
		{"logistics", "How heavy is shipment PX-4410000 in kg?", []string{"RETURN s.weight_kg"}, ""},
		{"logistics", "Which drivers are in Ana Silva's reporting line?", nil, ""},
		{"logistics", "Which drivers come under Ana Silva?", []string{"REPORTS_TO*1.."}, ""},
	})
}

// TestFix21Readings: hectares are an area unit (a property named _ha
// holds them); the role a possessive names is where the rest of the walk
// starts — on farm and transit, in all three languages.
func TestFix21Readings(t *testing.T) {
	exampleReadings(t, []string{"farm", "transit", "logistics"}, []readingCase{
		{"farm", "Which farms are bigger than 100 hectares?", []string{"area_ha > 100"}, "amount-unit-read"},
		{"farm", "Which farms are bigger than 1000000 square metres?", []string{"area_ha > 100"}, "amount-unit-read"},
		{"farm", "Which buyers does Anna Brandt's mentor sell to?", []string{"<-[:MENTORS]-(f2:Farmer), (f2)-[:OWNS]->"}, "possessive-role-followed"},
		{"transit", "Which lines is Tomasz Nowak's mentor rostered on?", []string{"<-[:MENTORS]-(d2:Driver), (d2)-[:ROSTERED_ON]->"}, "possessive-role-followed"},
		{"transit", "Which lines is Tomasz Nowak rostered on?", []string{"(d:Driver {name: 'Tomasz Nowak'})-[:ROSTERED_ON]->", "!MENTORS"}, ""},
	})
}
