package english

import "strings"

// Units a property's whole name may be (fix44): a numeric property named
// "grams" or "hours" alone holds that many grams or hours (a dish's grams
// of an ingredient, a person's hours on a project). Only units of mass,
// time up to hours, and length are read so; "days", "weeks" and "months"
// name spans a property may count in another way, and the bare abbreviations
// are wholeNameUnits' (units7_words.go).
var wholeWordUnits = words("grams", "grammes", "kilograms", "kilos",
	"seconds", "minutes", "hours",
	"metres", "meters", "kilometres", "kilometers", "miles")

// WholeNameUnit reads a property whose whole name (namespace removed) is a
// unit's full plural word: "grams", "hours".
func WholeNameUnit(name string) (Unit, bool) {
	n := strings.ToLower(name)
	if i := strings.LastIndexAny(n, "#./:"); i >= 0 {
		n = n[i+1:]
	}
	if !wholeWordUnits.Is(n) {
		return Unit{}, false
	}
	if u, ok := units[n]; ok {
		return u, true
	}
	return Unit{}, false
}

// pieceRates are the rates "a piece", "per unit", "each item": an amount
// counted for one of the things, which a property's name says by "unit"
// (unit_price_eur) or "piece".
var pieceRates = []string{"unit", "piece", "item"}

// PieceRate reads "piece", "unit", "item" after "a"/"per"/"each" ("15 euros
// a piece"), giving the words a property's name says that rate by.
func PieceRate(w string) ([]string, bool) {
	switch strings.ToLower(Singular(w)) {
	case "piece", "unit", "item":
		return pieceRates, true
	}
	return nil, false
}

// Milligrams (fix44): a dose or a nutrient is stored so (dose_mg), and a
// question may give it in grams ("more than 0.5 g" is 500 mg).
func init() {
	for _, w := range []string{"mg", "milligram", "milligrams", "milligramme", "milligrammes"} {
		units[w] = Unit{Dim: "mass", Factor: 0.001, Name: "milligrams"}
	}
}
