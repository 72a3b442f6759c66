package grounding

import (
	"testing"

	"github.com/gql-dev/gql/schema"
)

// TestHowMeasure: "how long" (heavy, expensive) links the one property of
// the named things that grows with the measure; a measure held in reverse
// ("how old" by a birth year) and two holders link nothing. On ops and a
// synthetic music schema.
func TestHowMeasure(t *testing.T) {
	num, str := schema.Type("int"), schema.Type("string")
	music := &schema.Schema{Name: "music", Labels: []schema.Label{
		{Name: "Song", Properties: []schema.Property{{Name: "title", Type: str}, {Name: "length_seconds", Type: num}}},
		{Name: "Singer", Properties: []schema.Property{{Name: "name", Type: str}, {Name: "birth_year", Type: num}}},
		{Name: "Tour", Properties: []schema.Property{{Name: "name", Type: str}, {Name: "duration_days", Type: num}, {Name: "length_km", Type: num}}},
	}}
	cases := []struct {
		schema, q, word, prop string // prop "" = the word links nothing
	}{
		{"ops", "How long did the Ledger double posting incident last?", "long", "prop:Incident.duration_minutes"},
		{"music", "How long is the song?", "long", "prop:Song.length_seconds"},
		{"music", "How old is the singer?", "old", ""},
		{"music", "How long was the tour?", "long", ""},
	}
	for _, c := range cases {
		var s *schema.Schema
		var src ValueSource
		if c.schema == "music" {
			s = music
		} else {
			s, src = readingsSetup(t, c.schema)
		}
		r := groundValues(t, s, src, c.q)
		got := ""
		for _, l := range r.Mapping {
			if l.Text == c.word {
				got = l.Element.ID()
			}
		}
		if got != c.prop {
			t.Errorf("%s: %q: %q → %q, want %q:%s", c.schema, c.q, c.word, got, c.prop, describe(r))
		}
	}
}
