package english

// ThanEvery are the quantifiers after "than" that compare with each thing
// of a set at once ("older than every Basic member", "than all players
// from Oslo"): a bound past the greatest (or below the least) of them.
var ThanEvery = WordList{"every": true, "all": true, "each": true}

// ThanSetScope are the prepositions that put a stored value on the set
// compared with ("than any country in Europe", "than any player from
// Germany", "than every shop at the airport").
var ThanSetScope = WordList{"in": true, "from": true, "at": true}

// ThanNamedTail is the pronoun that may follow a named thing compared
// with ("longer than the Cell Biology one"): the thing itself.
var ThanNamedTail = WordList{"one": true}
