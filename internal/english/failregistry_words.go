package english

// TextJoiners are the characters a name's prefix may end with when it is
// written against the word before it ("go-", "py_"): part of the text
// sought, not the sentence's punctuation. A full stop is left out, since
// at the end of a question it closes the sentence.
var TextJoiners = WordList{"-": true, "_": true, "/": true}

// RelativeCopula are the words between a noun and the adjective said of
// it in "a package that is deprecated".
var RelativeCopula = WordList{"is": true, "are": true, "was": true, "were": true}

// IdentifierEnd are the words after which a name written as an
// identifier ends a noun phrase: "left-pad and …", "left-pad that …".
var IdentifierEnd = WordList{"and": true, "or": true, "that": true, "which": true, "who": true, "since": true, "in": true, "on": true, "by": true, "from": true, "with": true}

// StateAdverb may stand between a copula and a state adjective: "issues
// that are still open".
var StateAdverb = WordList{"still": true, "currently": true, "now": true}

// NamePrepositions compare when a number or a date follows them ("under
// 100", "over 5 years") and join a relationship when a name does:
// "licensed under MIT", "filed under Fiction".
var NamePrepositions = WordList{"under": true}

// NegatedValueLead deny the stored values and noun after them: "no
// critical issues", "without urgent tickets".
var NegatedValueLead = WordList{"no": true, "without": true}

// QuantifiedDenial deny by quantifying ("none", "nobody") or pairing
// ("neither … nor"): they do not deny one named thing's relationship.
var QuantifiedDenial = words("none", "nobody", "nothing", "neither", "nor")

// LackOf denies what follows it as a relationship ("movies without Keanu
// Reeves", "hotels with no spa").
var LackOf = words("without", "no")
