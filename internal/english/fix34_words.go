package english

import "strings"

// BeContraction is a form of "be" with "not" glued to it ("isn't",
// "aren't"), and the form it stands for: "who isn't assigned to any
// project" says what "who is not assigned…" says, which the negation
// rules read; the one token was read as "not equal" before a value only.
var BeContraction = map[string]string{"isn't": "is", "aren't": "are", "wasn't": "was", "weren't": "were"}

// NotWord is the word a contraction's "n't" stands for.
const NotWord = "not"

// SplitBeContraction is the form of "be" a contraction stands for, with
// the bytes of its "n't" (the text after the form), or ok false.
func SplitBeContraction(w string) (be string, rest int, ok bool) {
	l := strings.ToLower(strings.ReplaceAll(w, "’", "'"))
	be, ok = BeContraction[l]
	if !ok {
		return "", 0, false
	}
	return be, len(be), true
}

// AnyAfterDenial stands between a denial and the stored values it denies
// without changing what is denied: "departments without any active
// projects" says what "without active projects" says.
var AnyAfterDenial = words("any")
