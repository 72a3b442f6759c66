package english

// dotJoinsLetters: the full stop at byte j stands between two lower-case
// letters with no space ("ben.schulz", "greta.w", "shop.example"): a
// handle or a host name, one word. A sentence's full stop is followed by
// a space or a capital, and an abbreviation's ("U.S.") sits between
// capitals, so neither is read as joining.
func dotJoinsLetters(q string, j int) bool {
	if j < 1 || j+1 >= len(q) || q[j] != '.' {
		return false
	}
	lower := func(b byte) bool { return b >= 'a' && b <= 'z' }
	return lower(q[j-1]) && lower(q[j+1])
}

// KindOf before "of" and a noun naming a label asks for things of that
// label: "what kind of food" is the cuisine, "which type of vehicle" the
// vehicle.
var KindOf = WordList{
	"kind":  true,
	"kinds": true,
	"type":  true,
	"types": true,
	"sort":  true,
	"sorts": true,
}
