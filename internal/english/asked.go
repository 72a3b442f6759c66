package english

import "strings"

// Words that ask for something a plan must show or apply: identifiers
// ("list the name and id"), predominance ("the language predominantly
// spoken", a ranking the plan must make), and adjectives that name a
// yes/no property ("official languages" over is_official).

// idWords ask for a thing's identifier.
var idWords = map[string]bool{"id": true, "ids": true, "identifier": true, "identifiers": true}

// IDWord reports whether w (lower case) asks for an identifier.
func IDWord(w string) bool { return idWords[strings.ToLower(w)] }

// predominanceWords pick the one of several related things that weighs
// most: "predominantly spoken", "mainly used". Answering without ranking
// returns every one of them.
var predominanceWords = map[string]bool{"predominantly": true, "predominant": true, "mainly": true, "mostly": true,
	"primarily": true, "chiefly": true, "principally": true, "largely": true, "dominant": true}

// Predominance reports whether w (lower case) asks for the thing that
// weighs most among several.
func Predominance(w string) bool { return predominanceWords[strings.ToLower(w)] }

// flagPrefixes open the name of a yes/no property: is_official,
// has_parking, isActive.
var flagPrefixes = []string{"is", "has"}

// FlagNamed reports whether a property name, squashed to lower-case
// letters and digits ("isofficial"), is a yes/no property named by the
// word w ("official"): the prefix of a flag followed by the word alone.
// Short words are left out: "is"+"in" is not a flag.
func FlagNamed(squashedProp, w string) bool {
	w = strings.ToLower(w)
	if len(w) < 4 {
		return false
	}
	for _, p := range flagPrefixes {
		if squashedProp == p+w {
			return true
		}
	}
	return false
}

// PairedNegation reports whether w is the second half of a paired
// negation ("neither ... nor"), which negates nothing new.
func PairedNegation(w string) bool { return strings.ToLower(w) == "nor" }

// ComparativeThanAt reports whether words[i] (lower case) is a comparative
// that a "than" within the next three words completes ("greater area than
// that of", "more than 5"): the question compares.
func ComparativeThanAt(words []string, i int) bool {
	if i < 0 || i >= len(words) || !comparatives[words[i]] && !orderComparatives[words[i]] {
		return false
	}
	for k := i + 1; k < len(words) && k <= i+3; k++ {
		if words[k] == "than" {
			return true
		}
	}
	return false
}

// orderComparatives compare by a measure other than amount ("released
// later than", "older than"); with "than" they compare like "more than".
var orderComparatives = map[string]bool{"later": true, "earlier": true, "older": true, "younger": true, "newer": true,
	"longer": true, "shorter": true, "cheaper": true, "heavier": true, "lighter": true, "taller": true}

// yesNo pairs the stored spellings of a yes/no property's two values.
var yesNo = [][2]string{{"t", "f"}, {"y", "n"}, {"true", "false"}, {"yes", "no"}}

// YesValue reads a yes/no property's samples: when every sample is one of
// a pair's two spellings (T/F, Y/N, true/false, yes/no, any case) and the
// yes spelling is among them, it returns that sample as stored.
func YesValue(samples []string) (string, bool) {
	for _, p := range yesNo {
		yes, ok := "", len(samples) > 0
		for _, s := range samples {
			switch strings.ToLower(s) {
			case p[0]:
				yes = s
			case p[1]:
			default:
				ok = false
			}
		}
		if ok && yes != "" {
			return yes, true
		}
	}
	return "", false
}

// months by name and by their usual abbreviations ("March", "Mar").
var months = func() map[string]int {
	m := map[string]int{}
	for i, n := range []string{"january", "february", "march", "april", "may", "june", "july", "august", "september", "october", "november", "december"} {
		m[n] = i + 1
		m[n[:3]] = i + 1
	}
	m["sept"] = 9
	return m
}()

// Month reads a month's name (any case; "March", "mar"), 1 to 12.
func Month(w string) (int, bool) {
	n, ok := months[strings.ToLower(strings.TrimSuffix(w, "."))]
	return n, ok
}

// RankAfterVerb reads a ranking word that follows the verb it ranks by
// ("started first", "hired last", "joined most recently"): -1 for the
// earliest first, +1 for the latest first, 0 for none. next is the word
// after w (lower case).
func RankAfterVerb(w, next string) int {
	switch {
	case w == "first" || w == "earliest":
		return -1
	case w == "last" || w == "latest" || w == "most" && (next == "recently" || next == "recent"):
		return 1
	}
	return 0
}

// PluralNoun guesses from its ending whether a noun as written is plural
// ("taglines", "roles"; not "class", "status").
func PluralNoun(w string) bool {
	w = strings.ToLower(w)
	return len(w) > 2 && strings.HasSuffix(w, "s") && !strings.HasSuffix(w, "ss") && !strings.HasSuffix(w, "us") && !strings.HasSuffix(w, "is")
}

// NamesValue reports whether a word names a stored text value whole, in
// any case, its plural's -s or -es aside ("owners" names 'owner').
func NamesValue(w, value string) bool {
	w, v := strings.ToLower(w), strings.ToLower(value)
	if v == "" || strings.ContainsAny(v, " ") {
		return false
	}
	return w == v || w == v+"s" || w == v+"es"
}

// affectWords and failWords together ask what depends on a thing: "what
// would be affected if X went down", "what is impacted when X fails".
var (
	affectWords = map[string]bool{"affected": true, "affect": true, "affects": true, "impacted": true, "impact": true, "impacts": true}
	failWords   = map[string]bool{"down": true, "fails": true, "failed": true, "fail": true, "breaks": true, "broke": true,
		"crashes": true, "crashed": true, "outage": true, "removed": true, "offline": true, "unavailable": true}
)

// AffectedIfDown reports whether the words (lower case) ask what would be
// affected if something failed: an affect word and a failure word.
func AffectedIfDown(words []string) (affect int, ok bool) {
	a, f := -1, false
	for i, w := range words {
		if affectWords[w] && a < 0 {
			a = i
		}
		if failWords[w] {
			f = true
		}
	}
	return a, a >= 0 && f
}

// dependencyVerbs name a relationship whose source relies on its target.
var dependencyVerbs = map[string]bool{"depends": true, "depend": true, "requires": true, "require": true, "uses": true, "use": true,
	"calls": true, "call": true, "imports": true, "import": true, "needs": true, "need": true, "consumes": true, "consume": true,
	"relies": true, "rely": true, "references": true, "extends": true, "includes": true}

// DependencyEdge reports whether an edge type's name (DEPENDS_ON, USES,
// callsService) says its source relies on its target.
func DependencyEdge(name string) bool {
	for _, p := range strings.FieldsFunc(strings.ToLower(name), func(r rune) bool { return r == '_' || r == '-' || r == ' ' }) {
		if dependencyVerbs[p] {
			return true
		}
	}
	return false
}

// KeyBy reports whether w is the "by" that names the key of an order after
// a position word ("the first 5 hosts by name", "the top 3 services by
// tier").
func KeyBy(w string) bool { return strings.ToLower(w) == "by" }

// AddsColumn reports whether w joins a further column to an answer before
// "their" ("with their release years", "and their ratings").
func AddsColumn(w string) bool {
	w = strings.ToLower(w)
	return w == "with" || w == "and"
}
