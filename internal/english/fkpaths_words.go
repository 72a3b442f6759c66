package english

import "strings"

// keyFiller are the words of a foreign-key column's name that say it is a
// key, not which role the referenced row plays: "start_station_id" is the
// start, "referred_by" the referrer, "ref-" the converter's mark.
var keyFiller = WordList{"id": true, "ids": true, "uid": true, "key": true, "ref": true, "fk": true, "no": true, "num": true, "number": true, "code": true,
	"by": true, "of": true, "with": true, "to": true, "in": true, "on": true, "at": true, "for": true, "the": true, "has": true, "is": true}

// KeyFiller: a word of a key column's name that names no role.
func KeyFiller(w string) bool { return keyFiller[strings.ToLower(w)] }

// irregularRoles are past forms the lemmatizer keeps as they are, mapped
// to the verb a column's agent noun is made of ("lent" → lend, of
// "lender_id").
var irregularRoles = map[string]string{
	"lent": "lend", "sent": "send", "spent": "spend", "built": "build", "sold": "sell", "bought": "buy",
	"taught": "teach", "held": "hold", "led": "lead", "paid": "pay", "won": "win", "kept": "keep",
	"left": "leave", "met": "meet", "brought": "bring", "wrote": "write", "written": "write",
	"drove": "drive", "driven": "drive", "flew": "fly", "flown": "fly", "began": "begin", "begun": "begin",
}

// SaysRole reports whether a question word (with its lemma) is a form of
// a role word taken from a schema name: "started" of "start", "heads" of
// "head", "borrowed" of "borrower", "lent" of "lender", "referred" of
// "referred". Short words must match whole: "end" is no form of "ending"
// worth the risk only when the bases agree.
func SaysRole(word, lemma, role string) bool {
	word, lemma, role = strings.ToLower(word), strings.ToLower(lemma), strings.ToLower(role)
	if role == "" || keyFiller[role] {
		return false
	}
	if v, ok := irregularRoles[word]; ok {
		lemma = v
	}
	if word == role || lemma == role || lemma == Lemma(role) {
		return true
	}
	if len(role) < 4 && len(lemma) < 4 {
		return false
	}
	return SameBase(lemma, role) || SameBase(lemma, Lemma(role)) || Derived(word, role)
}

// keyNouns are the nouns that ask for a key itself ("the country codes",
// "the head id", "their numbers"), not for the thing it refers to.
var keyNouns = WordList{"id": true, "code": true, "number": true, "key": true, "uid": true, "num": true, "identifier": true}

// KeyNoun: a word that asks for a key (plural or singular).
func KeyNoun(w string) bool {
	w = strings.ToLower(w)
	return keyNouns[w] || keyNouns[Singular(w)] || IDWord(w)
}
