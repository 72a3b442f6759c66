package english

import "strings"

// AndAHalf is how many words after a number say it and a half ("one and
// a half kilos", "2 and a half hours"): 3 when words[i+1:i+4] are "and a
// half", 0 otherwise. The number is then worth half a unit more.
func AndAHalf(words []string, i int) int {
	if i+3 < len(words) && And.Is(words[i+1]) && AnArticle.Is(words[i+2]) && Half.Is(words[i+3]) {
		return 3
	}
	return 0
}

// FreeOfWord after a noun, joined to it ("incident-free", "error free") or
// before "of" ("free of incidents"), denies the noun: the things that have
// none of it.
var FreeOfWord = words("free")

// usukEndings pair the endings American and British spellings differ by
// ("canceled"/"cancelled", "color"/"colour", "organized"/"organised",
// "center"/"centre", "catalog"/"catalogue", "license"/"licence").
var usukEndings = [][2]string{
	{"eled", "elled"}, {"eling", "elling"}, {"eler", "eller"},
	{"or", "our"}, {"ors", "ours"}, {"ored", "oured"}, {"oring", "ouring"},
	{"ize", "ise"}, {"izes", "ises"}, {"ized", "ised"}, {"izing", "ising"}, {"ization", "isation"},
	{"yze", "yse"}, {"yzed", "ysed"},
	{"er", "re"}, {"ers", "res"},
	{"og", "ogue"}, {"ogs", "ogues"},
	{"ense", "ence"},
}

// SpellingVariant: a and b (lower case) are one word in its American and
// British spellings: their stems agree and their endings are a pair of
// usukEndings. A stem of at least three letters keeps short words apart
// ("or"/"our" alone are other words).
func SpellingVariant(a, b string) bool {
	if a == b {
		return false
	}
	for _, p := range usukEndings {
		for _, e := range [][2]string{p, {p[1], p[0]}} {
			sa, ok := strings.CutSuffix(a, e[0])
			if !ok || len(sa) < 3 {
				continue
			}
			if sb, ok := strings.CutSuffix(b, e[1]); ok && sa == sb {
				return true
			}
		}
	}
	return false
}

// BreakdownWord is a group-break noun standing alone ("a breakdown of
// bookings by hotel"); the verbs of GroupBreak take DownWord after them
// ("bookings broken down by hotel", "break down the orders per city").
var BreakdownWord = words("breakdown")

// DownWord is the particle of "break down".
var DownWord = words("down")

// TrailingPolite are the courtesies that may close a request after what
// it asks for ("bookings by hotel, please"): they end nothing the
// question says.
var TrailingPolite = words("please", "thanks")

// PerGroup are the words that name the group of a breakdown: "by", "per".
var PerGroup = words("by", "per")
