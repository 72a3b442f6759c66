package english

// actNouns are nouns that name what a verb is done to without being made
// from the verb: a prerequisite is what something requires, as a
// requirement is. Act reads the derived ones ("requirements",
// "dependencies") from their suffix; these need a word list because
// nothing in their spelling says which verb they belong to.
var actNouns = map[string]string{
	"prerequisite":  "require",
	"prerequisites": "require",
	"prereq":        "require",
	"prereqs":       "require",
	"precondition":  "require",
	"preconditions": "require",
}

// ActNounVerb is the verb whose object the lower-case noun w names ("the
// prerequisites of X" are what X requires), "" when w is none of them.
func ActNounVerb(w string) string { return actNouns[w] }

// ActOwnerPrep introduces the subject of the verb after a noun naming what
// the verb is done to: "the requirements of X" and "the prerequisites for
// X" are both what X requires; "Y is a prerequisite for X" says X requires
// Y.
var ActOwnerPrep = WordList{"of": true, "for": true}

// Arrival and Departure are the words a relationship's name uses for the
// end a journey goes to and the one it leaves from: "fly to X" walks the
// arrival relationship of a flight, "fly from X" its departure one, when
// a schema has both between the same two labels.
var (
	Arrival   = WordList{"arrive": true, "arrives": true, "arrival": true, "destination": true, "to": true, "land": true, "lands": true, "reach": true, "reaches": true, "dest": true, "inbound": true}
	Departure = WordList{"depart": true, "departs": true, "departure": true, "origin": true, "from": true, "leave": true, "leaves": true, "source": true, "outbound": true, "start": true, "starts": true}
	// TowardPrep and AwayPrep are the prepositions that say which of the
	// two ends a verb of motion names.
	TowardPrep = WordList{"to": true, "into": true}
	AwayPrep   = WordList{"from": true, "out": true}
)

// LightVerb are verbs that, in "S V X as a N", leave the relationship to
// the noun: "airlines that use X as a hub" are joined to X by the hub
// relationship, not by one named "uses"; "courses that list X as a
// requirement" by the requiring one.
var LightVerb = WordList{"use": true, "uses": true, "used": true, "using": true, "list": true, "lists": true, "listed": true,
	"have": true, "has": true, "had": true, "choose": true, "chooses": true, "chose": true, "chosen": true,
	"pick": true, "picks": true, "picked": true, "designate": true, "designates": true, "designated": true,
	"keep": true, "keeps": true, "kept": true, "treat": true, "treats": true, "treated": true}

// ServeVerb are verbs of a trade that, followed by "for", say whom the
// subject works for: a pilot flies for an airline, a player plays for a
// club, a driver drives for a company, a journalist writes for a paper.
var ServeVerb = WordList{"fly": true, "play": true, "drive": true, "sail": true, "race": true, "write": true, "sing": true, "coach": true}

// Serve is the verb and particle ServeVerb's "V for" stands for.
const (
	ServeAs       = "work"
	ServeParticle = "for"
)

// paraphrases pairs a verb and the particle after it with verbs naming the
// same relationship in the same direction: a course that builds on another
// requires it; a package that relies on another depends on it.
var paraphrases = map[string]struct {
	particle string
	of       []string
}{
	"build": {"on", []string{"require", "depend"}},
	"rely":  {"on", []string{"depend", "require"}},
	"check": {"out", []string{"borrow", "loan"}},
}

// ParaphraseOf is the verbs naming, in the same direction, the
// relationship the verb lemma with the particle after it names; nil when
// it has none.
func ParaphraseOf(lemma, next string) []string {
	c, ok := paraphrases[lemma]
	if !ok || c.particle != next {
		return nil
	}
	return c.of
}
