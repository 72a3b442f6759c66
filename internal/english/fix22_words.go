package english

import "strings"

// Units and spoken numbers of new users' graphs (fix22): lengths in
// centimetres and millimetres ("1.8 metres" over height_cm), sizes said
// as "gigs", areas and volumes written with a power ("100 m²", "10,000
// cubic metres" over capacity_m3). Without them the number was refused as
// counting a word the schema does not have.
func init() {
	add := func(m map[string]Unit, dim string, f float64, name string, ws ...string) {
		for _, w := range ws {
			m[w] = Unit{Dim: dim, Factor: f, Name: name}
		}
	}
	add(units, "length", 0.01, "centimetres", "cm", "centimetre", "centimetres", "centimeter", "centimeters")
	add(units, "length", 0.001, "millimetres", "mm", "millimetre", "millimetres", "millimeter", "millimeters")
	// "16 gigs of RAM": the spoken gigabyte.
	add(units, "size", 1024*1024*1024, "GB", "gig", "gigs")
	add(amountUnits, "volume", 1, "cubic metres", "m3", "m³", "cbm")
}

// cubeOf: a length unit after "cubic" is a volume in that unit cubed.
var cubeOf = map[string]Unit{
	"metre": {Dim: "volume", Factor: 1, Name: "cubic metres"}, "metres": {Dim: "volume", Factor: 1, Name: "cubic metres"},
	"meter": {Dim: "volume", Factor: 1, Name: "cubic metres"}, "meters": {Dim: "volume", Factor: 1, Name: "cubic metres"},
}

// Cubic opens a volume written in two words.
var Cubic = words("cubic")

// PoweredUnit reads an area or a volume written in two tokens: "square"
// or "cubic" and a length ("30 square metres", "10,000 cubic metres"), or
// the metre's symbol and the power the tokenizer split off it ("100 m²",
// "500 m³").
func PoweredUnit(w1, w2 string) (Unit, bool) {
	if u, ok := SquareUnit(w1, w2); ok {
		return u, true
	}
	w1, w2 = strings.ToLower(w1), strings.ToLower(w2)
	if Cubic.Is(w1) {
		u, ok := cubeOf[w2]
		return u, ok
	}
	if w1 == "m" {
		switch w2 {
		case "²":
			return amountUnits["m²"], true
		case "³":
			return amountUnits["m³"], true
		}
	}
	return Unit{}, false
}

// QualifiedAsker opens "Which insured properties", "what listed
// buildings": a participle between it and the noun asked for qualifies
// the noun; it is no verb whose object the noun is.
var QualifiedAsker = words("which", "what")

// NumberNounDeterminer before a number and a noun makes the number a
// value of what the noun names ("in the 2024 season").
var NumberNounDeterminer = words("the")
