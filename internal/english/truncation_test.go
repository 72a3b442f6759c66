package english

import (
	"slices"
	"testing"
)

func TestCompletions(t *testing.T) {
	got := Completions("independ")
	if !slices.Contains(got, "independence") || !slices.Contains(got, "independent") {
		t.Errorf("Completions(independ) = %v, want independence and independent", got)
	}
	if !slices.IsSorted(got) {
		t.Errorf("Completions(independ) = %v, not in order", got)
	}
	for _, w := range got {
		if w == "independ" {
			t.Errorf("Completions returned the prefix itself")
		}
	}
	if got := Completions("qxzv"); len(got) != 0 {
		t.Errorf("Completions(qxzv) = %v, want none", got)
	}
}
