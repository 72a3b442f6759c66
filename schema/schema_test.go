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
