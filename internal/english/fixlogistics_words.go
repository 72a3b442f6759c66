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
