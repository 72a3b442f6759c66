package english

// NearCommonWord reports whether w is a fast typist's slip on an everyday
// word: one letter dropped, added, changed, or two neighbours swapped
// ("teh", "diffrent"), for words of four letters or more also two such
// slips ("recieved"). A word so near a common one is that word, not a name
// nobody stored.
func NearCommonWord(w string) bool {
	if IsCommonWord(w) {
		return true
	}
	limit := 1
	if len(w) >= 7 {
		limit = 2
	}
	for c := range commonWords {
		if d := len(c) - len(w); d > limit || -d > limit {
			continue
		}
		if slips(w, c, limit+1) <= limit {
			return true
		}
	}
	return false
}

// slips is the optimal-string-alignment distance of a and b (edits and
// swaps of neighbours), cut off at max.
func slips(a, b string, max int) int {
	prev2 := make([]int, len(b)+1)
	prev := make([]int, len(b)+1)
	cur := make([]int, len(b)+1)
	for j := range prev {
		prev[j] = j
	}
	for i := 1; i <= len(a); i++ {
		cur[0] = i
		best := cur[0]
		for j := 1; j <= len(b); j++ {
			cost := 1
			if a[i-1] == b[j-1] {
				cost = 0
			}
			cur[j] = min(prev[j]+1, cur[j-1]+1, prev[j-1]+cost)
			if i > 1 && j > 1 && a[i-1] == b[j-2] && a[i-2] == b[j-1] {
				cur[j] = min(cur[j], prev2[j-2]+1)
			}
			best = min(best, cur[j])
		}
		if best >= max {
			return max
		}
		prev2, prev, cur = prev, cur, prev2
	}
	return prev[len(b)]
}
