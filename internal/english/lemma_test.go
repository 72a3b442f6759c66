package english

import "testing"

// Irregular forms by table; regular ones by suffix, the vocabulary choosing
// between a dropped "e" and a doubled consonant; words that only look
// inflected ("speed", "string") stay whole.
func TestLemma(t *testing.T) {
	for in, want := range map[string]string{
		"played": "play", "released": "release", "starred": "star", "directing": "direct", "movies": "movie",
		"cities": "city", "wrote": "write", "people": "person", "producers": "producer", "critics": "critic",
		"premiered": "premiere", "making": "make", "boxes": "box", "reviews": "review", "glasses": "glass",
		"speed": "speed", "need": "need", "string": "string",
	} {
		if got := Lemma(in); got != want {
			t.Errorf("Lemma(%q) = %q, want %q", in, got, want)
		}
	}
}
