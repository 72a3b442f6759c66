package offline

// tokenSet is the set of the given tokens, nil when there are none (a
// phase's result lists them; the account phase asks about one).
func tokenSet(toks []int) map[int]bool {
	var s map[int]bool
	for _, i := range toks {
		if s == nil {
			s = map[int]bool{}
		}
		s[i] = true
	}
	return s
}
