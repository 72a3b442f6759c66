package grounding

import (
	"strings"

	"github.com/gql-dev/gql/internal/english"
)

// A property named with its unit (memory_mb, duration_minutes) is asked
// about by what it measures: "the most memory", "the longest duration".
// Embedded only as "memory mb", "memory" reached it at 0.68, below the
// score a plan ranks by, and the compiler counted hosts instead. Such a
// property is also embedded without its unit, as an annotation's synonym
// is, so the measure links it as its own name would while the unit
// ("minutes") still reaches the full name.

// unitlessText is the text a property is embedded as without the unit its
// name ends with (english.PropertyUnit), if it has one and something is
// left.
func unitlessText(e Element) (string, bool) {
	if e.Kind != PropKind {
		return "", false
	}
	if _, ok := english.PropertyUnit(e.Name); !ok {
		return "", false
	}
	i := strings.LastIndexAny(e.Name, "_-")
	if i <= 0 {
		return "", false
	}
	trimmed := e
	trimmed.Name = e.Name[:i]
	t := ElementText(trimmed)
	if t == "" || t == ElementText(e) {
		return "", false
	}
	return t, true
}

// bestPerElement keeps each element's best candidate (candidates sorted
// best first): an element embedded under several texts (its name, its name
// without a unit, a taught synonym) is one reading, not its own runner-up.
func bestPerElement(cands []Candidate) []Candidate {
	seen := map[Element]bool{}
	out := cands[:0]
	for _, c := range cands {
		if !seen[c.Element] {
			seen[c.Element] = true
			out = append(out, c)
		}
	}
	return out
}
