package offline

import (
	"strings"
	"unicode"

	"github.com/gql-dev/gql/grounding"
)

// acronymAt: token i is written as an abbreviation ("US", "UK") in a
// question not written in capitals throughout. It names something even
// when its lower case is a pronoun or a filler ("us"), so it is never
// excused as one: linked to a stored value (grounding reads "US" as the
// initials of "United States") or refused, never dropped.
func (o *readCtx) acronymAt(i int) bool {
	t := o.toks[i]
	return !t.Quoted && grounding.IsAcronym(t.Text, grounding.AllCaps(o.ev.Question))
}

// lowerWords: the text has letters and none of them is a capital.
func lowerWords(text string) bool {
	return strings.IndexFunc(text, unicode.IsLower) >= 0 && strings.IndexFunc(text, unicode.IsUpper) < 0
}
