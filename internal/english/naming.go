package english

// namingWords announce a name: "a movie titled ...", "a user called ...".
var namingWords = map[string]bool{"named": true, "called": true, "titled": true, "entitled": true,
	"nicknamed": true, "dubbed": true, "name": true, "title": true}

// copulas link a property to the value that follows ("whose login is ...").
var copulas = map[string]bool{"is": true, "was": true, "are": true, "were": true, "equals": true, "=": true}

// NamingCue reads a cue that ends at word k (lower case) and announces that
// a name follows: a naming word, "known as", or "whose <property> is". It
// returns the indices of the cue's first and last words; a colon right
// before the name ("titled: ...") is skipped. boundary(j) says word j ends a
// clause (punctuation), which a "whose ... is" cue never crosses.
func NamingCue(words []string, k int, boundary func(j int) bool) (start, end int, ok bool) {
	if k >= 0 && k < len(words) && words[k] == ":" {
		k--
	}
	if k < 0 || k >= len(words) {
		return 0, 0, false
	}
	w := words[k]
	if namingWords[w] {
		return k, k, true
	}
	if w == "as" && k > 0 && words[k-1] == "known" {
		return k - 1, k, true
	}
	if copulas[w] {
		for j := k - 1; j >= 0 && j >= k-4; j-- {
			if boundary(j) {
				break
			}
			if words[j] == "whose" {
				return j, k, true
			}
		}
	}
	return 0, 0, false
}
