package english

// WithHolding introduces what a thing just named holds: "the van with
// plate 17-BL-33", "the room whose number is 12", "the book having ISBN X".
var WithHolding = WordList{"with": true, "whose": true, "having": true, "bearing": true}

// ValueLinkFiller may stand between WithHolding and the value it
// introduces besides the property's own words: "whose number is 12",
// "with the plate 17-BL-33".
var ValueLinkFiller = WordList{"the": true, "a": true, "an": true, "is": true, "are": true, "of": true}

// DateNoun asks for or names a point in time: "the arrival date",
// "what time did it leave".
var DateNoun = WordList{"date": true, "time": true, "day": true}

// PaidWord says what someone is paid after "how much": "How much is X
// paid (per hour)?"; EarnVerb holds the verbs of earning.
var PaidWord = WordList{"paid": true}

// PerPeriod opens the period an amount is counted per: "per hour", "an
// hour", "a month".
var PerPeriod = WordList{"per": true, "an": true, "a": true, "each": true, "every": true}

// JourneyVerb says a thing travels, so "where" asks for an end of its
// journey: "Where was X going to?", "Where did X come from?".
var JourneyVerb = WordList{"go": true, "goes": true, "going": true, "went": true, "gone": true,
	"head": true, "heads": true, "headed": true, "heading": true, "bound": true,
	"come": true, "comes": true, "came": true, "coming": true,
	"travel": true, "travels": true, "travelled": true, "traveled": true, "travelling": true, "traveling": true,
	"ship": true, "ships": true, "shipped": true, "sent": true,
	"leave": true, "leaves": true, "left": true, "leaving": true,
	"depart": true, "departs": true, "departed": true,
	"originate": true, "originates": true, "originated": true}

// ReceiveVerb says a place takes in what travels to it: "Which depot
// receives the most shipments?".
var ReceiveVerb = WordList{"receive": true, "receives": true, "received": true, "receiving": true}

// ReachVerb says one thing can be got to from another along a chain:
// "Which depots can be reached from LIS-01, directly or indirectly?".
var ReachVerb = WordList{"reach": true, "reaches": true, "reached": true, "reaching": true, "reachable": true, "accessible": true}

// EarnVerb says what someone is paid: "How much does X earn?".
var EarnVerb = WordList{"earn": true, "earns": true, "earned": true, "make": true, "makes": true, "made": true}

// payFallback names pay counted per hour (hourly_rate_eur): "best paid"
// ranks by it only when no property is named for pay outright, since
// things other than people (a room) may have an hourly rate too.
var payFallback = []string{"hourly"}

// HourlyPayMeasure is PayMeasure with the hourly fallback.
func HourlyPayMeasure() Measure {
	m := PayMeasure()
	m.Fallback = payFallback
	return m
}
