package english

// Rw2wrong2Between joins two named things without an order ("an
// interaction between A and B").
var Rw2wrong2Between = words("between", "betwixt")

// Rw2wrong2AggregateWord are the words the compiler reads as an aggregate
// (a total, an average, a minimum or maximum) that a schema may also use
// as the name, or part of the name, of a stored property.
var Rw2wrong2AggregateWord = words("total", "sum", "average", "mean", "minimum", "maximum", "min", "max", "avg")

// Rw2wrong2ThingLead are the only words that may come before a
// superlative for its noun to be what the question asks for ("What was
// the earliest project to start?"); any other word before it ("When
// was", "the date of") asks for something else about that thing.
var Rw2wrong2ThingLead = words("what", "which", "is", "was", "are", "were", "the", "'s")
