package english

import "strings"

// pluralOfIng lemmatises the plural of a noun in -ing ("bookings",
// "meetings", "buildings") as its singular is lemmatised: the singular
// loses its -ing to the verb ("booking" → book), and the plural, losing
// only its -s, kept the -ing ("booking"), so a label named Booking was
// linked by "the booking" and not by "how many bookings".
func pluralOfIng(w string) (string, bool) {
	if len(w) <= 5 || !strings.HasSuffix(w, "ings") {
		return "", false
	}
	return Lemma(w[:len(w)-1]), true
}

var (
	// ExistDo and ExistHave with a request subject between them and
	// ExistAny after open a question of whether such things exist at all
	// ("Do we have any 1-star hotels?", "Do you have any rooms under
	// €100?"): the speaker asks whether, not which. "Do you have a list
	// of …" and "Can we have …" stay requests.
	ExistDo   = words("do", "does")
	ExistHave = words("have", "has")
	ExistAny  = words("any")
)

// AdverbOf: w is the adverb of the adjective adj ("remotely" of remote,
// "anonymously" of anonymous): said of a verb, it describes the act as
// the adjective describes its noun.
func AdverbOf(w, adj string) bool {
	return len(adj) >= 4 && w == adj+"ly"
}
