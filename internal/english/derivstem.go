package english

import "strings"

// Base (forms.go) joins a verb with its agent and act nouns when the noun
// keeps the verb's spelling ("direct", "direction"). Latin-derived nouns
// often do not: "describe" / "description", "populate" / "population" /
// "populace". DerivStem reads those: it is used to match a question's word to
// a word of a schema name, where a column spelt as the noun ("…_description")
// is asked about with the verb ("described").

// derivSuffixes are the derivational endings DerivStem strips, longest
// first. -ate goes separately (stemCanon), since the verb itself carries it.
// -ive is left out: it joins "positive" with "position" and "executive"
// with "execution", pairs no question means as one.
var derivSuffixes = []string{"ance", "ence", "ment", "tion", "sion", "ion", "ous", "ace"}

// allomorphs are Latin roots that change their last consonants between the
// verb and the noun made of it: describe / description, receive /
// reception, assume / assumption, produce / production. Each maps the noun's
// form of the root to the verb's; both then stem alike.
var allomorphs = []struct{ noun, verb string }{
	{"script", "scrib"}, {"cept", "ceiv"}, {"sumpt", "sum"}, {"duct", "duc"}, {"solut", "solv"},
}

// minDerivStem keeps short stems out: "surface" is no form of "surf",
// "active" none of "act" worth the risk, "famous" none of "fame".
const minDerivStem = 5

// DerivStem is a word's derivational stem, or "" when the word is too short
// to have one worth comparing: "described", "describing", "description"
// → "describ"; "populated", "population", "populace", "populous" → "popul"; "located", "location" → "locat". Two words with one stem are
// forms of one word (Derived).
func DerivStem(w string) string {
	w = strings.ToLower(w)
	if !strings.HasSuffix(w, "ous") {
		// The s of -ous is no plural ("populous").
		w = inflectionStem(w)
	}
	s := w
	for _, suf := range derivSuffixes {
		stem, ok := strings.CutSuffix(w, suf)
		if !ok || len(stem) < minDerivStem-1 {
			continue
		}
		// -ion after t keeps the t ("direction" → "direct", "adoption" →
		// "adopt"); -tion after a vowel drops it ("population" →
		// "popula…", which stemCanon reads with "populate").
		if suf == "tion" && strings.HasSuffix(stem, "c") || suf == "tion" && strings.HasSuffix(stem, "p") {
			stem += "t"
		} else if suf == "tion" {
			stem += "te"
		}
		s = stem
		break
	}
	s = stemCanon(s)
	if len(s) < minDerivStem {
		return ""
	}
	return s
}

// stemCanon spells a stem one way whichever word it came from: the final
// silent e goes ("describe"), a noun's form of a Latin root becomes the
// verb's ("descript" → "describ"), and the verb-forming -ate goes when what
// is left is still a stem ("populate" → "popul", but "create" keeps
// "creat").
func stemCanon(s string) string {
	s = strings.TrimSuffix(s, "e")
	for _, a := range allomorphs {
		if r, ok := strings.CutSuffix(s, a.noun); ok {
			s = r + a.verb
			break
		}
	}
	if r, ok := strings.CutSuffix(s, "at"); ok && len(r) >= minDerivStem {
		s = r
	}
	return s
}

// Derived reports whether two different words are forms of one word by
// derivation: "described" and "description", "populace" and "population".
// Words whose stems are too short never are.
func Derived(a, b string) bool {
	sa := DerivStem(a)
	return sa != "" && sa == DerivStem(b)
}
