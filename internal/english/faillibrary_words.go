package english

var (
	// YearPart nouns cut a year into equal parts ("the first half of
	// 2025", "the third quarter of 2024"); the value is how many parts a
	// year holds.
	YearPart = map[string]int{"half": 2, "quarter": 4}
	// LastPart picks the final part of a year ("the last quarter").
	LastPart = words("last", "final")
	// StillState says a state holds at the moment of asking ("loans still
	// out", "what does X still have"): a condition on the thing's present
	// state, not a relationship.
	StillState = words("still")
	// HaveA opens a possession whose object is a relationship's noun
	// ("books that have a sequel", "categories with a subcategory").
	HaveA = words("have", "has", "had", "having", "with", "without")
	// IndefArticle stands between a possession's verb and its noun; "no"
	// denies it ("books with no sequel").
	IndefArticle = words("a", "an", "any", "one", "no")
)

// PartOfYear reads the ordinal before a part of a year: "first" of "half"
// is 1 of 2. ok is false when the ordinal is out of range.
func PartOfYear(ordinal, part string) (n, of int, ok bool) {
	of, isPart := YearPart[part]
	if !isPart {
		return 0, 0, false
	}
	if LastPart.Is(ordinal) {
		return of, of, true
	}
	n, isOrd := Ordinal(ordinal)
	if !isOrd || n < 1 || n > of {
		return 0, 0, false
	}
	return n, of, true
}

// TheArticle may stand before an ordinal ("in the first half").
var TheArticle = words("the")
