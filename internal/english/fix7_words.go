package english

// Words of the asked5 set's wrong answers (fix7).

// PerCounted is the group word that, right after a plural noun of things
// and with no aggregate named ("online courses per department"), asks how
// many of them each group has.
var PerCounted = words("per")

// Anyone is the indefinite person a question asks about without naming
// ("did anyone go to X?", "does anyone at X earn over 60k?"): someone of a
// label the plan has to join, not the thing the question names.
var Anyone = words("anyone", "anybody", "someone", "somebody", "everyone", "everybody")

// PlaceOf is the preposition that ties a value to the noun right before
// it ("a hotel in Austria", "guests from Spain", "staff at Vienna"): the
// value is a field of that noun's thing, not of another thing the
// question names.
var PlaceOf = words("in", "from", "at")

// RateLead before a calendar period makes it a rate ("flights a week",
// "trips per day"): how often, which a count of the things does not say.
var RateLead = words("a", "an", "per", "each", "every")

// BothWays are the particles that, joined by "or", ask for either
// direction of a movement ("flights in or out of Helsinki", "trains to or
// from Lyon").
var BothWays = words("in", "out", "into", "to", "from", "inbound", "outbound", "arriving", "departing")

// QuestionEnd closes one question and lets another sentence follow it
// ("whose products did they buy? suppliers pls").
var QuestionEnd = words("?", ".", "!")

// Pls are short courtesies of chat ("suppliers pls").
var Pls = words("pls", "plz", "please", "thanks", "thx")
