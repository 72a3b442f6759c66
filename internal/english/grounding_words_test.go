package english

import "testing"

// Every number cue reads as its number, and the tagger's other spelled-out
// numbers too; a word that is no number reads as none.
func TestNumberWord(t *testing.T) {
	for _, c := range OfKind(KindNumber) {
		for _, w := range c.Words() {
			if n, ok := NumberWord(w); !ok || n != c.N() {
				t.Errorf("NumberWord(%q) = %d, %v; the cue %s says %d", w, n, ok, c.Name(), c.N())
			}
		}
	}
	for w, want := range map[string]int{"zero": 0, "three": 3, "twelve": 12, "fifty": 50, "hundred": 100} {
		if n, ok := NumberWord(w); !ok || n != want {
			t.Errorf("NumberWord(%q) = %d, %v, want %d", w, n, ok, want)
		}
	}
	for _, w := range []string{"", "none", "first", "Three", "3"} {
		if n, ok := NumberWord(w); ok {
			t.Errorf("NumberWord(%q) = %d, want no number", w, n)
		}
	}
}

// Small words join the capitalised words of a title; content words and
// capitalised forms do not.
func TestIsNameJoiner(t *testing.T) {
	for _, w := range []string{"of", "the", "van", "with"} {
		if !IsNameJoiner(w) {
			t.Errorf("IsNameJoiner(%q) = false", w)
		}
	}
	for _, w := range []string{"movie", "who", "The", "directed", ""} {
		if IsNameJoiner(w) {
			t.Errorf("IsNameJoiner(%q) = true", w)
		}
	}
}

// Function words have their class, the later list winning ("to" is a
// particle); stop words are the function words but the wh-words and the
// quantifiers, with the fillers.
func TestWordClassesAndStopWords(t *testing.T) {
	for w, want := range map[string]WordClass{"the": ClassDeterminer, "of": ClassAdposition, "to": ClassParticle,
		"they": ClassPronoun, "was": ClassAuxiliary, "nor": ClassConjunction, "whose": ClassWh} {
		if c, ok := ClassOf(w); !ok || c != want {
			t.Errorf("ClassOf(%q) = %q, %v, want %q", w, c, ok, want)
		}
	}
	if c, ok := ClassOf("movie"); ok {
		t.Errorf("ClassOf(movie) = %q, want an open class", c)
	}
	for _, w := range []string{"the", "of", "was", "please", "respectively", "’s"} {
		if !IsStopWord(w) {
			t.Errorf("IsStopWord(%q) = false", w)
		}
	}
	for _, w := range []string{"who", "how", "all", "no", "each", "movie", "directed"} {
		if IsStopWord(w) {
			t.Errorf("IsStopWord(%q) = true", w)
		}
	}
}

// The words that shape a query include every word of an inequality or an
// aggregate cue, but not equality's function words nor a string match's
// verbs, which also name relationships.
func TestShapesQuery(t *testing.T) {
	for _, w := range []string{"how", "top", "exceeding", "through", "later", "combined", "than"} {
		if !ShapesQuery(w) {
			t.Errorf("ShapesQuery(%q) = false", w)
		}
	}
	for _, w := range []string{"in", "of", "is", "contains", "includes", "movie", "directed"} {
		if ShapesQuery(w) {
			t.Errorf("ShapesQuery(%q) = true", w)
		}
	}
	if x, ok := Abbreviation("dept"); !ok || x != "department" {
		t.Errorf("Abbreviation(dept) = %q, %v", x, ok)
	}
	if _, ok := Abbreviation("department"); ok {
		t.Error("Abbreviation(department) expands")
	}
}
