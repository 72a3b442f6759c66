package grounding

import "testing"

// TestEventDates: "date" beside a word linked to a property that holds
// dates ("hire date", "date of birth", "opening date") joins that link, with
// a word-corrected warning; a "date" beside a property that holds no dates
// is not joined. On outpatient, library and movies.
func TestEventDates(t *testing.T) {
	for _, c := range []struct {
		dir, q, span, want string
	}{
		{"../examples/outpatient", "Give the date of birth of every patient born in Faro.", "date of birth", "prop:Patient.birth_date"},
		{"../examples/outpatient", "What is the hire date of each nurse?", "hire date", "prop:Nurse.hired"},
		{"../examples/library", "What is the opening date of the Harbour Branch?", "opening date", "prop:Branch.opened"},
		// Movie.released holds years, not dates: "date" is not joined to it.
		{"movies", "Show the release date of The Matrix.", "release date", ""},
	} {
		r := groundOn(t, resolve(t, c.dir), c.q)
		got := spanLinked(r, c.span)
		if c.want != "" && got != c.want {
			t.Errorf("%q: %q linked %q, want %q (mapping %v)", c.q, c.span, got, c.want, r.Mapping)
		}
		warned := correctedAt(r, c.q, c.span)
		if warned != (c.want != "") {
			t.Errorf("%q: warning = %v, want %v", c.q, warned, c.want != "")
		}
	}
}
