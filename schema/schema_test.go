package schema

import "testing"

// The property that names a node of a converted relational table is found
// by its local name on two unrelated schemas, not by alphabetical order.
func TestKeyNamesConvertedTables(t *testing.T) {
	s := &Schema{Labels: []Label{
		{Name: "airlines", Properties: []Property{{Name: "airlines#abbreviation", Type: String}, {Name: "airlines#airline", Type: String}, {Name: "airlines#country", Type: String}}},
		{Name: "departments", Properties: []Property{{Name: "departments#department_description", Type: String}, {Name: "departments#department_name", Type: String}}},
		{Name: "tv_channel", Properties: []Property{{Name: "tv_channel#content", Type: String}, {Name: "tv_channel#series_name", Type: String}}},
		{Name: "song", Properties: []Property{{Name: "song#sales", Type: Float}, {Name: "song#title", Type: String}}},
		{Name: "notes", Properties: []Property{{Name: "notes#a_name", Type: String}, {Name: "notes#b_name", Type: String}, {Name: "notes#body", Type: String}}},
	}}
	for label, want := range map[string]string{
		"airlines": "airlines#airline", "departments": "departments#department_name",
		"tv_channel": "tv_channel#series_name", "song": "song#title", "notes": "notes#a_name",
	} {
		if got := s.Key(label); got != want {
			t.Errorf("Key(%s) = %q, want %q", label, got, want)
		}
	}
}

// A key is a guess only when several text properties could name the label
// and none does by its name.
func TestKeyGuessed(t *testing.T) {
	s := &Schema{Labels: []Label{
		{Name: "flights", Properties: []Property{{Name: "flights#destairport", Type: String}, {Name: "flights#sourceairport", Type: String}, {Name: "flights#flightno", Type: Int}}},
		{Name: "airports", Properties: []Property{{Name: "airports#code", Type: String}}},
		{Name: "airlines", Properties: []Property{{Name: "airlines#abbreviation", Type: String}, {Name: "airlines#airline", Type: String}}},
		{Name: "Person", Properties: []Property{{Name: "born", Type: Int}, {Name: "name", Type: String}, {Name: "bio", Type: String}}},
	}}
	for label, want := range map[string]bool{"flights": true, "airports": false, "airlines": false, "Person": false} {
		if got := s.KeyGuessed(label); got != want {
			t.Errorf("KeyGuessed(%s) = %v, want %v", label, got, want)
		}
	}
}
