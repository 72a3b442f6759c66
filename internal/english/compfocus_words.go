package english

// ThanAround finds the comparison a word stands inside: "more seats than
// 200", "a higher rating than 80", "a greater total area than". It returns
// the comparative's index before i and the index of "than" after it, or
// -1, -1 when the word is not enclosed so. words are the sentence's words
// in lower case as written. The word between a comparative and its "than"
// names what is compared, never what the question asks for; "more than
// 200 seats" has nothing between and is read by Comparison.
func ThanAround(words []string, i int) (cmp, than int) {
	if i <= 0 || i >= len(words)-1 {
		return -1, -1
	}
	cmp = -1
	for k := i - 1; k >= 0 && k >= i-3; k-- {
		w := words[k]
		if Than.Is(w) {
			return -1, -1
		}
		if comparatives[w] || orderComparatives[w] {
			cmp = k
			break
		}
	}
	if cmp < 0 {
		return -1, -1
	}
	for k := i + 1; k < len(words) && k <= i+2; k++ {
		if Than.Is(words[k]) {
			return cmp, k
		}
		if comparatives[words[k]] || orderComparatives[words[k]] {
			break
		}
	}
	return -1, -1
}

// ComparedWordLead are the words that may stand between a comparative and
// the noun it grades without naming anything: "a higher rating", "more of
// the seats".
var ComparedWordLead = WordList{"a": true, "an": true, "the": true, "their": true, "its": true, "of": true}

// ReversedQuantity reports whether word names a quantity (a measure's
// direct word: "age", "tenure") that a property whose name has the words
// nameWords holds only in reverse (a year of birth, a start date): a
// number of the quantity ("an age above 50") is no value of that property.
func ReversedQuantity(word string, nameWords []string) bool {
	word = Lemma(word)
	for _, m := range measures {
		if len(m.Reversed) == 0 {
			continue
		}
		for _, d := range m.Direct {
			if d == word && m.Holds(nameWords, false) < 0 {
				return true
			}
		}
	}
	return false
}
