package english

import "strings"

// actEvents are verbs whose doing is recorded as a thing of its own: a
// purchase is an order, a reservation a booking. A schema that keeps the
// act as a node ("Customer -PLACED-> Order -CONTAINS-> Product") has no
// relationship named by the verb, and its subject and object are each
// related to the act's node. Only the verb's own noun or its synonym is
// listed; which label it is comes from the schema's names.
var actEvents = map[string][]string{
	"buy":       {"order", "purchase"},
	"purchase":  {"order", "purchase"},
	"order":     {"order"},
	"book":      {"booking", "reservation"},
	"reserve":   {"reservation", "booking"},
	"enrol":     {"enrolment", "enrollment", "registration"},
	"enroll":    {"enrollment", "enrolment", "registration"},
	"register":  {"registration", "enrollment", "enrolment"},
	"ship":      {"shipment"},
	"rent":      {"rental"},
	"borrow":    {"loan"},
	"lend":      {"loan"},
	"subscribe": {"subscription"},
	"deliver":   {"delivery"},
	"pay":       {"payment"},
	"sell":      {"sale"},
	"donate":    {"donation"},
	"attend":    {"attendance"},
	"invest":    {"investment"},
}

// ActEventVerb is the lemma of w when w is an inflected form of a verb
// whose act english knows a noun for ("bought" → "buy", "ordered" →
// "order"), "" otherwise. A bare or plural form ("order", "orders") is
// as likely the noun, so only a past or -ing form counts.
func ActEventVerb(w string) string {
	w = strings.ToLower(w)
	l := Lemma(w)
	if _, ok := actEvents[l]; !ok || l == w {
		return ""
	}
	if IsIrregularPast(w) || strings.HasSuffix(w, "ed") || strings.HasSuffix(w, "ing") {
		return l
	}
	return ""
}

// ActEventNoun reports whether the noun (a label's name, any case, either
// number) names the act of the verb lemma: one of its listed nouns, or
// the verb itself made a noun ("booked" and Booking, "shipped" and
// Shipment).
func ActEventNoun(lemma, noun string) bool {
	n := strings.ToLower(Singular(noun))
	for _, a := range actEvents[lemma] {
		if n == a {
			return true
		}
	}
	return Act(n) && SameBase(lemma, n) || Derived(lemma, n)
}

// SortFollower are words after "ordered" that make it the query's order,
// not a purchase: "ordered by", "ordered alphabetically".
var SortFollower = WordList{"by": true, "according": true, "alphabetically": true, "ascending": true, "descending": true, "chronologically": true}

// ParticipleOpener are the words that open a noun phrase a participle may
// modify: "which referred customers", "the invited members", "how many
// required courses". After a noun or a name the participle is a verb
// ("customers referred by X", "Ann referred Bob").
var ParticipleOpener = WordList{"which": true, "what": true, "the": true, "all": true, "any": true, "those": true, "these": true,
	"every": true, "each": true, "many": true, "our": true, "its": true, "their": true}

// PastParticiple reports whether w is a past form of a verb ("referred",
// "followed", "written"): a regular -ed, or an irregular past.
func PastParticiple(w string) bool {
	w = strings.ToLower(w)
	return Lemma(w) != w && (strings.HasSuffix(w, "ed") || IsIrregularPast(w) || strings.HasSuffix(w, "en"))
}

// MakeVerb are the verbs that only say a thing was made or given ("wrote
// a review", "gave a rating", "left a comment", "posted a review"): the
// noun after them names the relationship, and the verb adds nothing.
var MakeVerb = WordList{"write": true, "give": true, "leave": true, "post": true, "submit": true, "make": true}
