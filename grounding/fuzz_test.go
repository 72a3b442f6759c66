package grounding

import (
	"context"
	"testing"
	"unicode/utf8"
)

// FuzzGround: any input grounds without panicking, and every span it
// reports lies inside the question on rune boundaries.
func FuzzGround(f *testing.F) {
	for _, s := range []string{
		"", "?", "'", "\"unclosed", "Tom's", "Who directed 'The Matrix'?", "1990s", "from 1990 to 2000",
		"Amélie — “Cloud Atlas”", "ACTED_IN", "how many", "a 'b' \"c\" ‘d’", "x.y.z", "3.14.15", "don't won't",
		"The The The", "   ", "\x00\xff", "Carrie-Anne Moss' movies", "tom hanx",
	} {
		f.Add(s)
	}
	gr, src := moviesGrounder(f)
	f.Fuzz(func(t *testing.T, q string) {
		if len(q) > 400 {
			return
		}
		r, err := gr.Ground(context.Background(), q, src)
		if err != nil {
			t.Fatal(err)
		}
		check := func(what string, start, end int) {
			if start < 0 || end > len(q) || start > end {
				t.Fatalf("%s span [%d,%d) outside %q", what, start, end, q)
			}
			if utf8.ValidString(q) && (!utf8.RuneStart(q[start]) && start < len(q) || end < len(q) && !utf8.RuneStart(q[end])) {
				t.Fatalf("%s span [%d,%d) splits a rune in %q", what, start, end, q)
			}
		}
		for _, tk := range r.Tokens {
			check("token", tk.Span.Start, tk.Span.End)
		}
		for _, l := range r.Mapping {
			check("link", l.Span.Start, l.Span.End)
			if l.Score < gr.Opts.Delta {
				t.Fatalf("link below δ: %+v", l)
			}
		}
		for _, v := range r.Values {
			check("value", v.Span.Start, v.Span.End)
			if len(v.Candidates) == 0 {
				t.Fatal("value link without candidates")
			}
		}
		for _, l := range r.Literals {
			check("literal", l.Span.Start, l.Span.End)
		}
	})
}
