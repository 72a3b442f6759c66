package english

import "testing"

func TestOneEdit(t *testing.T) {
	for _, c := range []struct {
		a, b string
		want bool
	}{
		{"langauge", "language", true},    // swapped neighbours
		{"popuation", "population", true}, // a letter dropped
		{"produdction", "production", true},
		{"cartool", "cartoon", true}, // a letter changed
		{"airilne", "airline", true},
		{"countires", "countries", true},
		{"language", "language", false}, // no slip at all
		{"country", "county", true},
		{"country", "countries", false}, // an inflection is two edits, and no slip
		{"lnaguage", "language", true},
		{"lanugage", "language", true},
		{"lanaguge", "language", false}, // two slips
		{"ab", "ba", true},
		{"abc", "cba", false},
	} {
		if got := OneEdit(c.a, c.b); got != c.want {
			t.Errorf("OneEdit(%q, %q) = %v, want %v", c.a, c.b, got, c.want)
		}
		if got := OneEdit(c.b, c.a); got != c.want {
			t.Errorf("OneEdit(%q, %q) = %v, want %v (symmetric)", c.b, c.a, got, c.want)
		}
	}
}

// TestClips: a clipping is a word's first letters or an abbreviation's
// consonant skeleton, on words of several schemas.
func TestClips(t *testing.T) {
	for _, c := range []struct {
		w, s string
		want bool
	}{
		{"prof", "professor", true}, {"dept", "department", true}, {"mgr", "manager", true},
		{"org", "organization", true}, {"pkg", "package", true}, {"qty", "quantity", true},
		{"emp", "employee", true}, {"proj", "project", true},
		{"pro", "pro", false},          // not shorter
		{"prof", "profs", false},       // one letter off is no clipping
		{"depot", "department", false}, // two vowels: no skeleton
		{"mga", "manager", false},      // a skeleton ends on a consonant
		{"rgm", "manager", false},      // starts elsewhere
		{"", "manager", false},
	} {
		if got := Clips(c.w, c.s); got != c.want {
			t.Errorf("Clips(%q, %q) = %v, want %v", c.w, c.s, got, c.want)
		}
	}
}

// TestSkeleton: a shortening's letters in the word's order, from its first
// letter (moved from the offline compiler's identifier reader).
func TestSkeleton(t *testing.T) {
	if !Skeleton("appt", "appointment") || Skeleton("ppt", "appointment") || Skeleton("atpp", "appointment") {
		t.Error("Skeleton: want a first-letter, in-order reading")
	}
	if !Skeleton("pt", "payment") || !Skeleton("pt", "part") || Skeleton("", "part") || Skeleton("p", "") {
		t.Error("Skeleton: pt shortens part and payment alike; an empty word shortens nothing")
	}
}
