package offline

import (
	"fmt"
	"strings"
	"unicode"
	"unicode/utf8"

	"github.com/gql-dev/gql/schema"
)

// storedHeads lists stored values of field c that begin with text and go on
// with a digit or a separator ("CS" of "CS101", "CS-2"): text is then the
// head of a code, a group of values, not one value. Values that go on with
// a letter ("Ann" of "Anna") or a space (a whole word, which literalField
// already reads as contained text) are not heads. The values come from the
// closest stored values and the field's samples, quoted, at most three.
func (o *anchorsPhase) storedHeads(text string, c ValueLink, closest []ValueLink) []string {
	if text == "" || strings.ContainsRune(text, ' ') {
		return nil
	}
	var cands []string
	for _, x := range closest {
		if x.Owner == c.Owner && x.Prop == c.Prop && x.OnEdge == c.OnEdge {
			if s, ok := x.Value.(string); ok {
				cands = append(cands, s)
			}
		}
	}
	if !c.OnEdge {
		if p := schema.Find(o.propsOf(c.Owner), c.Prop); p != nil {
			for _, v := range p.Samples {
				if s, ok := v.(string); ok {
					cands = append(cands, s)
				}
			}
		}
	}
	seen := map[string]bool{}
	var heads []string
	for _, s := range cands {
		if seen[s] || len(s) <= len(text) || !strings.EqualFold(s[:len(text)], text) {
			continue
		}
		r, _ := utf8.DecodeRuneInString(s[len(text):])
		if unicode.IsLetter(r) || unicode.IsSpace(r) {
			continue
		}
		seen[s] = true
		if len(heads) < 3 {
			heads = append(heads, fmt.Sprintf("%q", s))
		}
	}
	return heads
}
