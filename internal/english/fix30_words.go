package english

import "strings"

// A choice between two named things (fix30): "Which grant is bigger, A or
// B?" — a size comparative over a kind with one quantity of its own grades
// by it.

// SizeComparative holds the comparatives of size: true for more of it,
// false for less.
var SizeComparative = map[string]bool{"bigger": true, "larger": true, "smaller": false}

// YearName reports whether a property's name says it holds a year
// ("birth_year", "year_made"): a number that is no quantity.
func YearName(name string) bool {
	for _, w := range strings.FieldsFunc(strings.ToLower(name), func(r rune) bool { return r == '_' || r == ' ' || r == '-' }) {
		if w == "year" || w == "yr" {
			return true
		}
	}
	return false
}
