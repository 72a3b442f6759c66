package english

import "strings"

// SpellsCompound reports whether a run of question words (lower case, as
// written or as lemmas) spells a name made of several words (nameWords,
// lower case): the run's letters, its last word as written or singular,
// are the name's letters in order. A name of several words is asked about
// spaced ("work orders"), run together ("workorders") or split elsewhere,
// and only the letters say which name it is; one word alone is no compound.
// Grounding (links whole) and the offline compiler (rereads a run grounding
// linked in parts) read runs with this one reader.
func SpellsCompound(run, nameWords []string) bool {
	if len(nameWords) < 2 || len(run) == 0 {
		return false
	}
	want := strings.Join(nameWords, "")
	lead := strings.Join(run[:len(run)-1], "")
	last := run[len(run)-1]
	return lead+last == want || lead+strings.ToLower(Singular(last)) == want
}
