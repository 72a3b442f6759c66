package offline

import "github.com/gql-dev/gql/internal/english"

// Kind of question read here: a year compared by a comparative and
// "than" ("joined earlier than 2020", "opened later than March 2023") on a
// date held as text is the same bound as "before 2020", "after March
// 2023": the comparative is the cue, "than" only joins it to the year.
// Read with "than" as the cue the year found no date and was refused (or,
// with a number nearby, compared with it).

// thanCue is the cue token for a year whose cue slot c holds "than": the
// comparative before it when that is a before or after word, c otherwise.
func (o *readCtx) thanCue(c int) int {
	if !english.Than.Is(o.word(c)) {
		return c
	}
	if w := o.word(c - 1); english.CueBefore.Is(w) || english.CueAfter.Is(w) {
		return c - 1
	}
	return c
}
