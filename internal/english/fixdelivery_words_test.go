package english

import "testing"

// TestDottedHandlePieces: a full stop between lower-case letters joins a
// handle; after a sentence, between capitals or digits it does what it did.
func TestDottedHandlePieces(t *testing.T) {
	for _, c := range []struct {
		q    string
		want []string
	}{
		{"Which plan is ben.schulz on?", []string{"Which", "plan", "is", "ben.schulz", "on", "?"}},
		{"Who referred greta.w?", []string{"Who", "referred", "greta.w", "?"}},
		{"Is it 3.5 stars.", []string{"Is", "it", "3.5", "stars", "."}},
		{"Movies. Who acted?", []string{"Movies", ".", "Who", "acted", "?"}},
		{"Films made in the U.S. by Tom", []string{"Films", "made", "in", "the", "U", ".", "S", ".", "by", "Tom"}},
	} {
		var got []string
		for _, p := range Pieces(c.q) {
			got = append(got, c.q[p.Start:p.End])
		}
		if len(got) != len(c.want) {
			t.Errorf("%q: pieces %q, want %q", c.q, got, c.want)
			continue
		}
		for i := range got {
			if got[i] != c.want[i] {
				t.Errorf("%q: pieces %q, want %q", c.q, got, c.want)
				break
			}
		}
	}
}
