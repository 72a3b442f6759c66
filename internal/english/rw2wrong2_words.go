package english

// Rw2wrong2Between joins two named things without an order ("an
// interaction between A and B").
var Rw2wrong2Between = words("between", "betwixt")

// Rw2wrong2AggregateWord are the words the compiler reads as an aggregate
// (a total, an average, a minimum or maximum) that a schema may also use
// as the name, or part of the name, of a stored property.
var Rw2wrong2AggregateWord = words("total", "sum", "average", "mean", "minimum", "maximum", "min", "max", "avg")
