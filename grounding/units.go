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

// timeText is a third text for a property that holds a time (its name's
// unit is of time: duration_minutes, exam_minutes): its owner's name and
// "time", as people name a thing's duration ("flight time", "exam time",
// "incident time"). Embedded only as "duration minutes", "the average
// flight time" reached the label Flight and asked the average of nothing.
// A property of a relationship has no such compound.
func timeText(e Element) (string, bool) {
	if e.Kind != PropKind || e.OwnerKind != LabelKind || e.Owner == "" {
		return "", false
	}
	u, ok := english.PropertyUnit(e.Name)
	if !ok || u.Dim != "time" {
		return "", false
	}
	owner := ElementText(Element{Kind: LabelKind, Name: e.Owner})
	if owner == "" {
		return "", false
	}
	return owner + " time", true
}
