package english

import "strings"

// Honorific is a title written before a person's surname ("Dr Almeida",
// "Prof. Reis"): the stored name is the full one, and the title is no
// part of it. Only abbreviations: the words in full (doctor, professor)
// are also nouns a schema names its labels with.
var Honorific = WordList{
	"dr":   true,
	"prof": true,
	"mr":   true,
	"mrs":  true,
	"ms":   true,
	"mx":   true,
}

// PairNoun asks for two things at once ("drug pairs", "pairs of
// stations"): a row is both ends of what joins them.
var PairNoun = WordList{
	"pair":  true,
	"pairs": true,
}

// NounFormOf reports whether w, lower case, is noun n (lower case, one
// word) or its plural, the Greek -is/-es plural included ("diagnoses" of
// diagnosis, "analyses" of analysis), which the -s rule does not make.
func NounFormOf(w, n string) bool {
	if w == "" || n == "" {
		return false
	}
	if w == n || w == strings.ToLower(Plural(n)) {
		return true
	}
	return strings.HasSuffix(n, "is") && w == n[:len(n)-2]+"es"
}

// subPrefixes mark a noun as the parts under a thing of that noun:
// "sub-departments", "subcategories".
var subPrefixes = []string{"sub-", "sub"}

// SubPartOf is the noun after a sub- prefix of w, lower case
// ("sub-departments" → "departments"); ok is false for any other word or
// a prefix alone.
func SubPartOf(w string) (string, bool) {
	w = strings.ToLower(w)
	for _, p := range subPrefixes {
		if strings.HasPrefix(w, p) && len(w) > len(p)+2 {
			return w[len(p):], true
		}
	}
	return "", false
}
