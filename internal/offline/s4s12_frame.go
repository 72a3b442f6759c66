package offline

import "github.com/gql-dev/gql/internal/english"

// frameTail skips the words closing a holding clause after the counted
// noun ("… at least two teachers come from?"): sharedValues reads the
// question only when nothing else follows.
func (o *readCtx) frameTail(end, n int) int {
	for end < n && english.FreqFrame.Is(o.word(end)) {
		end++
	}
	return end
}
