package grounding

import (
	"testing"

	"github.com/gql-dev/gql/schema"
)

// TestFix28RunTogether: a label whose one-word name the embedder reads as
// two words ("Playlist" → play list) links from the question's word said
// whole, singular or plural, on two schemas.
func TestFix28RunTogether(t *testing.T) {
	str := schema.Type("string")
	mk := func(name string, labels ...string) *schema.Schema {
		s := &schema.Schema{Name: name}
		for _, l := range labels {
			s.Labels = append(s.Labels, schema.Label{Name: l, Properties: []schema.Property{{Name: "name", Type: str}}})
		}
		return s
	}
	music := mk("music", "Playlist", "Track")
	music.EdgeTypes = []schema.EdgeType{{Name: "IN_PLAYLIST", Endpoints: []schema.Endpoint{{From: "Track", To: "Playlist"}}}}
	for _, c := range []struct {
		s       *schema.Schema
		q, word string
		want    string
	}{
		{music, "List the playlists", "playlists", "label:Playlist"},
		{music, "Number of tracks in each playlist", "playlist", "label:Playlist"},
		{mk("choir", "Songbook", "Singer"), "Which songbooks are there?", "songbooks", "label:Songbook"},
		{mk("hiring", "Shortlist", "Candidate"), "Show every shortlist", "shortlist", "label:Shortlist"},
	} {
		r := groundValues(t, c.s, nil, c.q)
		got := ""
		for _, l := range r.Mapping {
			if l.Text == c.word {
				got = l.Element.ID()
			}
		}
		if got != c.want {
			t.Errorf("%q: %q → %q, want %q:%s", c.q, c.word, got, c.want, describe(r))
		}
	}
}
