package english

// degreeSuperlatives grade by whatever the next word measures: "the highest
// salary", "the lowest fee", "the biggest budget". Alone ("the highest
// peak") they keep their own dimension from measures.
var degreeSuperlatives = map[string]bool{
	"highest": true, "lowest": true, "biggest": true, "largest": true,
	"smallest": true, "greatest": true,
}

// nounMeasures are the measures a noun can name by itself, each with the
// direction a "More" superlative gives it; built from the measures table
// and the pay words so a noun is classed in one place only.
func nounMeasure(w string) (Measure, bool) {
	for _, p := range payWords {
		if w == p {
			return Measure{Dim: "pay", More: true, Direct: payWords, Fallback: payFallback}, true
		}
	}
	// Only measures whose superlative picks the largest value of a Direct
	// word, so the noun's measure and the adjective's direction compose.
	for _, adj := range []string{"expensive", "largest", "longest", "heaviest", "fastest", "farthest"} {
		m := measures[adj]
		for _, d := range m.Direct {
			if w == d {
				return m, true
			}
		}
	}
	return Measure{}, false
}

// NounMeasureAt reads a degree superlative followed by a noun that names a
// measure ("highest salary" → pay, largest first; "lowest fare" → price,
// smallest first): the noun says what is measured, the adjective only the
// direction, so "highest" is not read as a height there.
func NounMeasureAt(words []string, i int) (Measure, int, bool) {
	if i+1 >= len(words) || !degreeSuperlatives[words[i]] {
		return Measure{}, 0, false
	}
	m, ok := nounMeasure(words[i+1])
	if !ok {
		return Measure{}, 0, false
	}
	own := measures[words[i]]
	m.More = own.More
	return m, 2, true
}
