package english

// Words of the foodbank graph's failures (fix32).

// UnitFraction are the fractions said before "of a <unit>" or "a <unit>":
// "a quarter of a tonne" is 0.25 tonnes, "half of an hour" 0.5 hours.
var UnitFraction = map[string]float64{"half": 0.5, "quarter": 0.25}

// RelativeThat are the words opening a relative clause whose subject
// follows them: "drivers that Tomasz coordinates", "the staff whom Ana
// manages".
var RelativeThat = WordList{"that": true, "whom": true, "who": true, "which": true}

// BulkDims are the dimensions of a thing's bulk: a donation of 600 kg is
// big by its weight as much as by the money it is worth.
var BulkDims = WordList{"mass": true, "volume": true}

// OpensWhich is the question word asking for things of a kind: "Which
// of our licensed drivers …" wants drivers, never a yes or no.
var OpensWhich = WordList{"which": true}

// NumberNoun are the nouns after a word that, together, name a thing's
// number property: "volunteer number" over volunteer_no.
var NumberNoun = WordList{"number": true, "no": true, "num": true}

// NumberNameTail are the last parts of a property's name that say it is
// a number of reference (volunteer_no, flight_number).
var NumberNameTail = WordList{"no": true, "number": true, "num": true, "nr": true}
