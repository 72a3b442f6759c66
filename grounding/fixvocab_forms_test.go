package grounding

import (
	"strings"
	"testing"

	"github.com/gql-dev/gql/examples"
)

// TestJoinedValueForms: a joined word that no stored value spells links to
// the stored value one of its forms spells — a plural last part, or the
// part before a participle — with a word-corrected warning; a form two
// fields store, or none, links nothing. On the outpatient, grid and
// logistics graphs, in wordings of their own.
func TestJoinedValueForms(t *testing.T) {
	for _, c := range []struct {
		dir, q, word string
		want         string // field and value; "" for none
	}{
		{"../examples/outpatient", "Count the no-shows at each clinic.", "no-shows", "Appointment.status=no_show"},
		// Value linking reads this one itself (the words fold alike).
		{"../examples/logistics", "How many parcels are in-transits?", "in-transits", "Shipment.status=in_transit"},
		{"../examples/grid", "What is the capacity of the solar-powered generators?", "solar-powered", "Generator.fuel=solar"},
		{"../examples/grid", "Name the wind-driven generators.", "wind-driven", "Generator.fuel=wind"},
		// No stored value is "top" or "well": nothing to read.
		{"../examples/grid", "Which are the top-rated transformers?", "top-rated", ""},
		{"../examples/outpatient", "Which are the well-paid doctors?", "well-paid", ""},
	} {
		s, g, err := examples.Resolve(c.dir)
		if err != nil {
			t.Fatal(err)
		}
		r := groundValues(t, s, NewMemorySource(g, s), c.q)
		got := ""
		for _, v := range r.Values {
			if v.Text == c.word {
				got = v.Best().Field.String() + "=" + v.Best().Value
			}
		}
		if got != c.want {
			t.Errorf("%q: %q read as %q, want %q", c.q, c.word, got, c.want)
		}
		warned := correctedAt(r, c.q, c.word)
		if ours := c.word != "in-transits"; ours && warned != (c.want != "") {
			t.Errorf("%q: warning on %q = %v, want %v", c.q, c.word, warned, c.want != "")
		}
	}
}

// TestJoinedForms: the forms of a joined word, in order.
func TestJoinedForms(t *testing.T) {
	for text, want := range map[string]string{
		"no-shows": "no show", "gas-fired": "gas", "cloud_based": "cloud", "state-of-the-art": "", "x-rays": "x ray",
	} {
		got, _ := joinedForms(text)
		if strings.Join(got, "|") != want {
			t.Errorf("joinedForms(%q) = %q, want %q", text, got, want)
		}
	}
}
