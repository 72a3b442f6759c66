package english

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
