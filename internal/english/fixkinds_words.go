package english

import "strings"

// Which end of a relationship of a label to itself is the part: read from
// the relationship's name as English reads it. "A PART_OF B", "A
// SUBCATEGORY_OF B", "A BELONGS_TO B": a name ending in a preposition
// relates its source to the target, so the source is the part; "A
// CONTAINS B", "A HAS_SUBTEAM B": a verb of holding, so the target is.
var (
	partOfTail  = words("of", "in", "to", "within", "under", "inside")
	holdingHead = words("contains", "contain", "has", "have", "includes", "include", "holds", "hold", "owns")
)

// PartEnd reads a self-relationship's name words: +1 when its source is
// the part (the thing under the other), -1 when its target is, 0 when the
// name does not say. Names of rank (MANAGES, REPORTS_TO) are read as
// HierarchyDirection reads them.
func PartEnd(nameWords []string) int {
	if d := HierarchyDirection(nameWords); d != 0 {
		return -d
	}
	if len(nameWords) == 0 {
		return 0
	}
	first := strings.ToLower(nameWords[0])
	last := strings.ToLower(nameWords[len(nameWords)-1])
	switch {
	case holdingHead.Is(first):
		return -1
	case len(nameWords) > 1 && partOfTail.Is(last):
		return 1
	case strings.HasPrefix(first, "sub") && len(first) > 5:
		// SUBCUISINE: the name is the part's own noun.
		return 1
	}
	return 0
}

// RangeJoin joins a range's two numbers: "between 3 and 6", "from 3 to 6".
var RangeJoin = words("and", "to")
