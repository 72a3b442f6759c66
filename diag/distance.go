package diag

import "strings"

// EditDistance is the optimal-string-alignment distance every language's
// did-you-mean uses: insertions, deletions, substitutions and a swap of two
// neighbours each count once (Moive → Movie, hasLable → hasLabel). Very long
// inputs are compared for equality only, which keeps a fuzzed query cheap.
func EditDistance(a, b string) int {
	ra, rb := []rune(a), []rune(b)
	if len(ra) > 256 || len(rb) > 256 {
		if a == b {
			return 0
		}
		return 1 << 20
	}
	prev2 := make([]int, len(rb)+1)
	prev := make([]int, len(rb)+1)
	cur := make([]int, len(rb)+1)
	for j := range prev {
		prev[j] = j
	}
	for i := 1; i <= len(ra); i++ {
		cur[0] = i
		for j := 1; j <= len(rb); j++ {
			cost := 1
			if ra[i-1] == rb[j-1] {
				cost = 0
			}
			v := min(prev[j]+1, cur[j-1]+1, prev[j-1]+cost)
			if i > 1 && j > 1 && ra[i-1] == rb[j-2] && ra[i-2] == rb[j-1] {
				v = min(v, prev2[j-2]+1)
			}
			cur[j] = v
		}
		prev2, prev, cur = prev, cur, prev2
	}
	return prev[len(rb)]
}

// LineOf is the line a parser's message names ("yaml: line 3: ..."), or 1.
func LineOf(err error) int {
	msg := err.Error()
	if i := strings.Index(msg, "line "); i >= 0 {
		n := 0
		for _, r := range msg[i+5:] {
			if r < '0' || r > '9' {
				break
			}
			n = n*10 + int(r-'0')
		}
		if n > 0 {
			return n
		}
	}
	return 1
}
