package english

import "strings"

// NumberSuffix are the letters a number may carry glued to it that scale
// it, with the scale word they stand for: "over 5k", "under 80k a year".
// Only "k": "m" glued to a number is as often metres or minutes as
// millions, and "b" bytes as billions.
var NumberSuffix = map[string]string{"k": "thousand"}

// Fix5WhoAux stand between "who" and its verb without being the verb:
// "who's delivered", "who has been driving", "who was hired".
var Fix5WhoAux = words("'s", "s", "has", "have", "had", "been", "is", "was", "are", "were", "did", "does", "do", "will", "would", "ever", "never", "already", "also", "just", "still")

// Fix5ObjectDeterminer stand between a verb and its object's noun:
// "driving their vehicle", "delivered the orders".
var Fix5ObjectDeterminer = words("the", "a", "an", "their", "his", "her", "its", "our", "my", "your", "any", "some", "these", "those", "all")

// Fix5Others after a number counts things of the subject's own kind:
// "substations that feed at least 2 others".
var Fix5Others = words("others", "other")

// AggregateAbbrev are shortened aggregate words written for the whole
// word: "avg work order cost by priority". Only shortenings that are no
// other word: "min" is a unit of time after a number, "max" a name.
var AggregateAbbrev = map[string]string{"avg": "average", "avg.": "average"}

// ShortDecade reads a decade written with two digits, "90s" or "'80s", as
// the decade of the last century it names ("1990s"). "00s", "10s" and
// "20s" are left unread: they as often mean this century as the last.
func ShortDecade(w string) (string, bool) {
	w = strings.TrimLeft(w, "'’")
	if len(w) != 3 || w[2] != 's' || w[1] != '0' || w[0] < '3' || w[0] > '9' {
		return "", false
	}
	return "19" + w[:2] + "s", true
}

// DativePronoun are the pronouns that stand after a verb for whom it is
// done, between the verb and what it measures: "which incidents cost us
// the least", "what costs me the most". They shape no query.
var DativePronoun = words("us", "me")
