package english

import (
	"strings"
	"testing"
)

// The relations phase's lists are lower-case single words; FramingVerb,
// matched against lemmas, holds each verb's lemma, so an inflected form
// ("shows", "listed") reaches it through the tokenizer's lemma.
func TestEdgeWords(t *testing.T) {
	for name, l := range map[string]WordList{"PassiveBy": PassiveBy, "PerfectAux": PerfectAux, "DoAux": DoAux, "AsRole": AsRole,
		"PredicateFiller": PredicateFiller, "TopNoun": TopNoun, "RelativePronoun": RelativePronoun, "HasValue": HasValue, "FramingVerb": FramingVerb} {
		if len(l) == 0 {
			t.Errorf("%s is empty", name)
		}
		for w := range l {
			if w != strings.ToLower(w) || strings.ContainsAny(w, " \t") {
				t.Errorf("%s: %q is not one lower-case word", name, w)
			}
		}
	}
	for w := range FramingVerb {
		if l := Lemma(w); l != w {
			t.Errorf("FramingVerb: %q lemmatizes to %q; the list is matched against lemmas", w, l)
		}
	}
	for _, w := range []string{"shows", "listed", "giving", "found", "is", "were", "has"} {
		if !FramingVerb.Is(Lemma(w)) {
			t.Errorf("FramingVerb: %q (lemma %q) not found", w, Lemma(w))
		}
	}
	for _, w := range []string{"directed", "manages", "depends"} {
		if FramingVerb.Is(Lemma(w)) {
			t.Errorf("FramingVerb: %q names a relationship, not a frame", w)
		}
	}
}
