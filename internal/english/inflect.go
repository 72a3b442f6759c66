package english

import "strings"

// The forms gql writes when it answers in a sentence: a verb moved into
// the past or the third person, a noun made plural or singular, a copula
// or auxiliary agreeing with how many answers there are. The lemmatiser
// (lemma.go) reads these forms back; inflect_test.go checks the two agree.

// pastTense are the irregular past forms a sentence may need, by lemma.
var pastTense = map[string]string{
	"be": "was", "begin": "began", "break": "broke", "bring": "brought", "build": "built", "buy": "bought",
	"choose": "chose", "come": "came", "do": "did", "draw": "drew", "drive": "drove", "eat": "ate",
	"feel": "felt", "fight": "fought", "find": "found", "fly": "flew", "get": "got", "give": "gave",
	"go": "went", "grow": "grew", "have": "had", "hold": "held", "keep": "kept", "know": "knew",
	"lead": "led", "leave": "left", "lose": "lost", "make": "made", "meet": "met", "pay": "paid",
	"put": "put", "read": "read", "run": "ran", "say": "said", "see": "saw", "sell": "sold",
	"send": "sent", "set": "set", "sing": "sang", "sit": "sat", "speak": "spoke", "stand": "stood",
	"take": "took", "teach": "taught", "tell": "told", "think": "thought", "understand": "understood",
	"wear": "wore", "win": "won", "write": "wrote", "spend": "spent", "lend": "lent", "rise": "rose",
}

// irregularPast is every form pastTense gives.
var irregularPast = func() map[string]bool {
	m := map[string]bool{}
	for _, p := range pastTense {
		m[p] = true
	}
	return m
}()

// IsIrregularPast reports whether the lower-case w is an irregular past
// form ("wrote", "led").
func IsIrregularPast(w string) bool { return irregularPast[w] }

// Past is the past tense of the lower-case verb v: act → acted, write →
// wrote, star → starred, study → studied.
func Past(v string) string {
	if p, ok := pastTense[v]; ok {
		return p
	}
	n := len(v)
	switch {
	case strings.HasSuffix(v, "e"):
		return v + "d"
	case n > 1 && v[n-1] == 'y' && !isVowel(v[n-2]):
		return v[:n-1] + "ied"
	case doublesFinal(v):
		return v + v[n-1:] + "ed"
	}
	return v + "ed"
}

// doublesFinal is English's consonant doubling for short one-vowel verbs
// (star → starred, stop → stopped); longer verbs are left alone, which is
// right far more often than a guess at their stress would be.
func doublesFinal(v string) bool {
	n := len(v)
	if n < 3 || n > 4 || isVowel(v[0]) {
		return false
	}
	vowels := 0
	for i := 0; i < n; i++ {
		if isVowel(v[i]) {
			vowels++
		}
	}
	last := v[n-1]
	return vowels == 1 && isVowel(v[n-2]) && !isVowel(last) && !strings.ContainsRune("wxy", rune(last))
}

// ThirdPerson is the third-person singular present of the lower-case verb
// v: follow → follows, watch → watches, have → has.
func ThirdPerson(v string) string {
	n := len(v)
	switch {
	case v == "have":
		return "has"
	case strings.HasSuffix(v, "s") || strings.HasSuffix(v, "x") || strings.HasSuffix(v, "z") ||
		strings.HasSuffix(v, "ch") || strings.HasSuffix(v, "sh") || v == "do" || v == "go":
		return v + "es"
	case n > 1 && v[n-1] == 'y' && !isVowel(v[n-2]):
		return v[:n-1] + "ies"
	}
	return v + "s"
}

// PresentPlural turns a third-person present verb plural, keeping its
// case: "follows" → "follow", "watches" → "watch"; other words stay.
func PresentPlural(v string) string {
	lv := strings.ToLower(v)
	if strings.HasSuffix(lv, "ss") || !strings.HasSuffix(lv, "s") {
		return v
	}
	for _, suf := range []string{"ches", "shes", "xes", "sses", "zes"} {
		if strings.HasSuffix(lv, suf) {
			return v[:len(v)-2]
		}
	}
	if strings.HasSuffix(lv, "ies") {
		return v[:len(v)-3] + "y"
	}
	return v[:len(v)-1]
}

// irregularPlural are the nouns whose plural no rule makes.
var irregularPlural = map[string]string{"person": "people", "child": "children", "man": "men", "woman": "women"}

// Plural is the plural of noun n, keeping its case; a noun already plural
// stays as it is.
func Plural(n string) string {
	ln := strings.ToLower(n)
	if p, ok := irregularPlural[ln]; ok {
		return p
	}
	for _, p := range irregularPlural {
		if ln == p {
			return n
		}
	}
	switch {
	case strings.HasSuffix(ln, "s") && !strings.HasSuffix(ln, "ss"):
		return n
	case strings.HasSuffix(ln, "ss") || strings.HasSuffix(ln, "x") || strings.HasSuffix(ln, "ch") || strings.HasSuffix(ln, "sh"):
		return n + "es"
	case len(ln) > 1 && ln[len(ln)-1] == 'y' && !isVowel(ln[len(ln)-2]):
		return n[:len(n)-1] + "ies"
	}
	return n + "s"
}

// Singular is the singular of noun n, keeping its case. The lemmatiser
// knows the nouns whose singular ends in -ie ("movies" → "movie", not
// "movy"); its reading is taken when making it plural again gives n back.
func Singular(n string) string {
	ln := strings.ToLower(n)
	for s, p := range irregularPlural {
		if ln == p {
			return s
		}
	}
	if l := Lemma(ln); l != ln && Plural(l) == ln {
		k := 0
		for k < len(l) && k < len(ln) && l[k] == ln[k] {
			k++
		}
		return n[:k] + l[k:]
	}
	switch {
	case strings.HasSuffix(ln, "ies"):
		return n[:len(n)-3] + "y"
	case strings.HasSuffix(ln, "sses") || strings.HasSuffix(ln, "xes") || strings.HasSuffix(ln, "ches") || strings.HasSuffix(ln, "shes"):
		return n[:len(n)-2]
	case strings.HasSuffix(ln, "s") && !strings.HasSuffix(ln, "ss"):
		return n[:len(n)-1]
	}
	return n
}

// copulaAgreement maps a copula or have, lower case, to its form for one
// answer (false) and for several (true).
var copulaAgreement = map[string][2]string{
	"is": {"is", "are"}, "are": {"is", "are"},
	"was": {"was", "were"}, "were": {"was", "were"},
	"has": {"has", "have"}, "have": {"has", "have"},
}

// AgreeCopula makes the lower-case copula or have agree with one answer
// or several: is/are, was/were, has/have; any other word stays.
func AgreeCopula(cop string, plural bool) string {
	f, ok := copulaAgreement[cop]
	if !ok {
		return cop
	}
	if plural {
		return f[1]
	}
	return f[0]
}

// AgreeDo makes the lower-case do-auxiliary agree: "did" stays, the
// present is "do" for several answers and "does" for one.
func AgreeDo(aux string, plural bool) string {
	switch {
	case DoPast.Is(aux):
		return aux
	case plural:
		return "do"
	}
	return "does"
}

// Inflect moves the tense of the lower-case auxiliary onto the verb:
// did+act → acted, does+follow → follows; has/have/had keep the auxiliary
// ("has acted"); any other auxiliary leaves the verb as it is.
func Inflect(aux, verb string) string {
	switch {
	case DoPast.Is(aux):
		return Past(verb)
	case DoThird.Is(aux):
		return ThirdPerson(verb)
	case Frame.HaveAux.Is(aux):
		return aux + " " + verb
	}
	return verb
}
