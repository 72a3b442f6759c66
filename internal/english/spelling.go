package english

import "strings"

// OneEdit reports whether a and b (lower-case words) differ by exactly one
// typing slip: a letter added, dropped or changed, or two neighbouring
// letters swapped ("langauge", "popuation", "produdction", "cartool"). Those
// are the slips people make in a word they know; two slips in a short word
// already make another word as often as a misspelling, so nothing further
// counts.
func OneEdit(a, b string) bool {
	if a == b {
		return false
	}
	ra, rb := []rune(a), []rune(b)
	if len(ra) < len(rb) {
		ra, rb = rb, ra
	}
	switch len(ra) - len(rb) {
	case 0:
		i := 0
		for i < len(ra) && ra[i] == rb[i] {
			i++
		}
		if string(ra[i+1:]) == string(rb[i+1:]) {
			return true // one letter changed
		}
		return i+1 < len(ra) && ra[i] == rb[i+1] && ra[i+1] == rb[i] && string(ra[i+2:]) == string(rb[i+2:])
	case 1:
		i := 0
		for i < len(rb) && ra[i] == rb[i] {
			i++
		}
		return string(ra[i+1:]) == string(rb[i:])
	}
	return false
}

// Clips reports whether w (lower case) is a clipping of the word full: its
// first letters, leaving at least two off ("prof", "dept" is not), or, for
// a w with at most one vowel that ends on a consonant, its consonant
// skeleton — w's letters in full's order, from the same first letter
// ("dept" of department, "mgr" of manager, "qty" of quantity). People
// shorten the words they type often that way; a longer w with more vowels
// is another word as often as a clipping.
func Clips(w, full string) bool {
	if w == "" || len(full) < len(w)+2 || w[0] != full[0] {
		return false
	}
	if strings.HasPrefix(full, w) {
		return true
	}
	if vowels(w) > 1 || isVowel(w[len(w)-1]) {
		return false
	}
	return Skeleton(w, full)
}

// Skeleton reports whether ab starts as word does and its letters come in
// word's order ("appt" of appointment, "mgr" of manager): the shape of a
// shortened word, without Clips' limits on its length and vowels.
func Skeleton(ab, word string) bool {
	if ab == "" || word == "" || ab[0] != word[0] {
		return false
	}
	k := 0
	for i := 0; i < len(word) && k < len(ab); i++ {
		if word[i] == ab[k] {
			k++
		}
	}
	return k == len(ab)
}

func vowels(w string) int {
	n := 0
	for i := 0; i < len(w); i++ {
		if isVowel(w[i]) {
			n++
		}
	}
	return n
}
