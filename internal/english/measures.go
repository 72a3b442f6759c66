package english

import "strings"

// A Measure is what a gradable adjective grades things by, read off the
// names of the properties that can hold it: "the longest movies" are those
// with the largest length, duration or runtime; "the oldest people" those
// with the smallest birth year or the largest age. Properties are matched
// by the words of their names (MeasuredBy), never by a schema's element.
type Measure struct {
	// Dim names the quantity, for messages ("length", "age", "price").
	Dim string
	// More: the adjective's superlative picks the largest value of a
	// property named by Direct ("longest" → largest duration).
	More bool
	// Direct are words of names of properties that grow with the quantity
	// ("duration", "age", "price"); Reversed of properties that shrink as
	// it grows: years of an event, older being an earlier year ("born",
	// "founded"). Fallback are tried when no Direct or Reversed word names
	// a property ("the oldest movie" by its release year).
	Direct, Reversed, Fallback []string
	// FallbackReversed: the Fallback words are dates, read as Reversed.
	FallbackReversed bool
}

var (
	lengthWords  = []string{"length", "duration", "runtime", "running", "minutes", "minute", "mins", "hours", "hour", "seconds", "pages", "words"}
	heightWords  = []string{"height", "tall"}
	birthWords   = []string{"born", "birth", "birthyear", "birthdate", "founded", "founding", "established", "built", "inception"}
	ageWords     = []string{"age"}
	recencyWords = []string{"date", "released", "release", "year", "created", "creation", "published", "publication", "updated", "hired", "joined", "started", "start", "launched", "opened", "founded", "established"}
	priceWords   = []string{"price", "cost", "fee", "fare", "charge", "budget", "amount"}
	sizeWords    = []string{"size", "capacity", "area", "population", "volume", "bytes", "seats"}
	weightWords  = []string{"weight", "mass"}
	speedWords   = []string{"speed", "velocity"}
	distWords    = []string{"distance", "km", "miles"}
)

// measures maps a superlative (one word, or "most"/"least" and the
// adjective) to what it measures. Comparatives are read by Comparison.
var measures = map[string]Measure{
	"longest":          {Dim: "length", More: true, Direct: lengthWords},
	"shortest":         {Dim: "length", More: false, Direct: append(append([]string(nil), lengthWords...), heightWords...)},
	"tallest":          {Dim: "height", More: true, Direct: heightWords},
	"oldest":           {Dim: "age", More: true, Direct: ageWords, Reversed: birthWords, Fallback: recencyWords, FallbackReversed: true},
	"youngest":         {Dim: "age", More: false, Direct: ageWords, Reversed: birthWords, Fallback: recencyWords, FallbackReversed: true},
	"newest":           {Dim: "recency", More: true, Direct: recencyWords, Fallback: birthWords},
	"latest":           {Dim: "recency", More: true, Direct: recencyWords, Fallback: birthWords},
	"recent":           {Dim: "recency", More: true, Direct: recencyWords, Fallback: birthWords},
	"expensive":        {Dim: "price", More: true, Direct: priceWords},
	"costly":           {Dim: "price", More: true, Direct: priceWords},
	"cheapest":         {Dim: "price", More: false, Direct: priceWords},
	"priciest":         {Dim: "price", More: true, Direct: priceWords},
	"costliest":        {Dim: "price", More: true, Direct: priceWords},
	"largest":          {Dim: "size", More: true, Direct: sizeWords},
	"biggest":          {Dim: "size", More: true, Direct: sizeWords},
	"smallest":         {Dim: "size", More: false, Direct: sizeWords},
	"heaviest":         {Dim: "weight", More: true, Direct: weightWords},
	"lightest":         {Dim: "weight", More: false, Direct: weightWords},
	"fastest":          {Dim: "speed", More: true, Direct: speedWords},
	"slowest":          {Dim: "speed", More: false, Direct: speedWords},
	"farthest":         {Dim: "distance", More: true, Direct: distWords},
	"furthest":         {Dim: "distance", More: true, Direct: distWords},
	"nearest":          {Dim: "distance", More: false, Direct: distWords},
	"closest":          {Dim: "distance", More: false, Direct: distWords},
	"highest":          {Dim: "height", More: true, Direct: elevationWords},
	"lowest":           {Dim: "height", More: false, Direct: elevationWords},
	"longest-serving":  {Dim: "service", More: true, Direct: serviceWords, Reversed: serviceStartWords},
	"shortest-serving": {Dim: "service", More: false, Direct: serviceWords, Reversed: serviceStartWords},
}

// MeasureAt reads a superlative of a gradable adjective at index i of a
// sentence's words (lower case): "longest", "most expensive", "least
// expensive", "most recent". It returns the measure (More reversed after
// "least"), how many words it covers, and false when there is none.
func MeasureAt(words []string, i int) (Measure, int, bool) {
	if i < 0 || i >= len(words) {
		return Measure{}, 0, false
	}
	if m, n, ok := capacityAt(words, i); ok {
		return m, n, true
	}
	if m, n, ok := payAt(words, i); ok {
		return m, n, true
	}
	if m, n, ok := fix4VerbMeasureAt(words, i); ok {
		return m, n, true
	}
	if m, ok := measures[words[i]]; ok && words[i] != "expensive" && words[i] != "costly" && words[i] != "recent" {
		return m, 1, true
	}
	if i+1 < len(words) && (words[i] == "most" || words[i] == "least") {
		if m, ok := measures[words[i+1]]; ok && (words[i+1] == "expensive" || words[i+1] == "costly" || words[i+1] == "recent") {
			if words[i] == "least" {
				m.More = !m.More
			}
			return m, 2, true
		}
	}
	return Measure{}, 0, false
}

// Holds tells how a property name holds the measure: +1 when its value
// grows with it, -1 when it shrinks (a year of birth for an age), 0 when
// its name has none of the measure's words. fallback selects the Fallback
// words instead.
func (m Measure) Holds(nameWords []string, fallback bool) int {
	has := func(ws []string) bool {
		for _, n := range nameWords {
			n = strings.ToLower(n)
			for _, w := range ws {
				// "surfacearea": names run words together.
				if n == w || len(w) >= 4 && strings.HasSuffix(n, w) {
					return true
				}
			}
		}
		return false
	}
	if fallback {
		if has(m.Fallback) {
			if m.FallbackReversed {
				return -1
			}
			return 1
		}
		return 0
	}
	switch {
	case has(m.Direct):
		return 1
	case has(m.Reversed):
		return -1
	}
	return 0
}

// Words lists the words of property names the measure looks for, for
// messages.
func (m Measure) Words() []string {
	return append(append([]string(nil), m.Direct...), m.Reversed...)
}
