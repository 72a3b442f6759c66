package english

import "strings"

// derivations are the suffixes that make a noun or adjective of a verb, in
// the order they are tried (longest first), with what each names: the
// subject of the verb ("dependent", "owner": the one who depends, owns) or
// the thing or act ("dependency", "management", "direction").
var derivations = []struct {
	suffix string
	agent  bool
}{
	{"ency", false}, {"ance", false}, {"ence", false}, {"ment", false}, {"tion", false}, {"sion", false},
	{"ent", true}, {"ant", true}, {"er", true}, {"or", true}, {"ion", false},
}

// Base is a word's derivational base: the verb its inflections and the
// nouns made of it share ("dependencies", "dependents", "depending" →
// "depend"; "director", "direction" → "direct"; "owners" → "own";
// "management", "manager" → "manage"; "writer" → "write"). A word with no
// such suffix, or whose base would be shorter than three letters ("agent"
// is not a form of "age"), is its own base. Bases need not be words: two
// words are forms of one another when their bases are equal (SameBase), so
// a base only has to be the same for both.
func Base(w string) string {
	b, _, _ := derive(w)
	return b
}

// Agent reports whether a word is an agent noun of its base: it names the
// subject of the verb ("dependents", "followers", "owner"), so "X's
// dependents" are the things that depend on X.
func Agent(w string) bool {
	_, a, _ := derive(w)
	return a
}

// Act reports whether a word is a noun made of a verb that names what the
// verb is done to or the act itself, not its subject ("dependencies",
// "management", "direction"): "X's dependencies" are what X depends on.
func Act(w string) bool {
	_, a, d := derive(w)
	return d && !a
}

// SameBase reports whether two words are forms of one word.
func SameBase(a, b string) bool {
	return Base(a) == Base(b)
}

func derive(w string) (base string, agent, derived bool) {
	w = inflectionStem(strings.ToLower(w))
	for _, d := range derivations {
		stem, ok := strings.CutSuffix(w, d.suffix)
		if !ok || len(stem) < 3 || len(stem) < 4 && (d.suffix == "ent" || d.suffix == "ant") {
			// "moment" is no form of "mom", "agent" none of "age".
			continue
		}
		// The -ion of "direction" leaves "direct"; of "production",
		// "product" (a base of its own), so only -tion after "c" keeps the t.
		if d.suffix == "tion" && strings.HasSuffix(stem, "c") {
			stem += "t"
		}
		return restoreE(stem), d.agent, true
	}
	return restoreE(w), false, false
}

// inflectionStem strips the inflections of a regular verb or noun:
// "dependencies" → "dependency", "depends" → "depend", "depending",
// "depended" → "depend", "writes" → "write".
func inflectionStem(w string) string {
	switch {
	case strings.HasSuffix(w, "ies") && len(w) > 4:
		return w[:len(w)-3] + "y"
	case strings.HasSuffix(w, "ing") && len(w) > 5:
		return undoubled(w[:len(w)-3])
	case strings.HasSuffix(w, "ed") && len(w) > 4:
		return undoubled(w[:len(w)-2])
	case strings.HasSuffix(w, "s") && !strings.HasSuffix(w, "ss") && len(w) > 3:
		return w[:len(w)-1]
	}
	return w
}

func undoubled(s string) string {
	n := len(s)
	if n >= 2 && s[n-1] == s[n-2] && !strings.ContainsRune("aeiouls", rune(s[n-1])) {
		return s[:n-1]
	}
	return s
}

// restoreE drops a final silent "e" so that "write", "writ(er)" and
// "manage", "manag(er)" meet: bases are compared without it.
func restoreE(s string) string {
	if len(s) > 3 && strings.HasSuffix(s, "e") {
		return s[:len(s)-1]
	}
	return undoubled(s)
}
