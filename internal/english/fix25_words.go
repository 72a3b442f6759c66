package english

import "strings"

// Relationship words (fix25): a question names a relationship by a form of
// the verb the schema's name is made of, where the name is an irregular
// past ("hanging" of HUNG_IN, "payments" of PAID, "lends" of LENT_TO).

// irregularParticiples are past forms a schema name may be spelt with that
// neither the lemmatizer's table nor the key-role table holds.
var irregularParticiples = map[string]string{
	"hung": "hang", "fed": "feed", "shown": "show", "drawn": "draw", "drew": "draw", "ran": "run",
	"rode": "ride", "ridden": "ride", "dealt": "deal", "sent": "send", "lent": "lend", "spent": "spend",
	"built": "build", "held": "hold", "kept": "keep", "brought": "bring", "caught": "catch", "bound": "bind",
	"found": "find", "sought": "seek", "struck": "strike", "stood": "stand", "sat": "sit", "told": "tell",
	"chose": "choose", "chosen": "choose", "grew": "grow", "grown": "grow", "threw": "throw", "thrown": "throw",
	"wore": "wear", "worn": "wear", "stole": "steal", "stolen": "steal", "swore": "swear", "spoke": "speak",
	"spoken": "speak", "forgave": "forgive", "forgiven": "forgive", "froze": "freeze", "frozen": "freeze",
}

// VerbBase is the derivational base of a word read as a form of a verb:
// its lemma's base ("payments", "paid" → pay; "hanging", "hung" → hang).
// An irregular past the tables know is read as its verb first.
func VerbBase(w string) string {
	w = strings.ToLower(w)
	if v, ok := irregularParticiples[w]; ok {
		return Base(v)
	}
	if v, ok := irregularRoles[w]; ok {
		return Base(v)
	}
	return Base(Lemma(w))
}

// SameVerb reports whether a question word is a form of the verb a schema
// name's word is ("payments" of "paid", "hanging" of "hung"). Bases of
// fewer than three letters never match.
func SameVerb(word, nameWord string) bool {
	a := VerbBase(word)
	return VerbBaseMatches(a) && a == VerbBase(nameWord)
}

// VerbBaseMatches reports whether a verb base is long enough to name a
// relationship by ("be", "go" and other two-letter bases say too little).
func VerbBaseMatches(base string) bool { return len(base) >= 3 }

// BareVerb holds the verbs whose forms say little of their own ("have",
// "make", "get"): a schema name made of one (HAS_TAG, MADE_BY) is not named
// by every "has" or "made" of a question.
var BareVerb = WordList{"be": true, "have": true, "do": true, "get": true, "make": true, "take": true, "give": true, "go": true, "come": true}

// IsBareVerb reports whether a word is a form of a light verb.
func IsBareVerb(w string) bool { return BareVerb[VerbBase(w)] || BareVerb[Lemma(strings.ToLower(w))] }
