package english

import "strings"

// Lemmas: the dictionary form of an inflected word, by a table of irregular
// forms and suffix rules that consult a vocabulary of known base forms (the
// words of the synonym lexicon and the known verbs) to restore a dropped
// "e" or undo a doubled consonant. The tagger and the linker of grounding
// and the offline compiler read the same lemma of every word.

// Lemma reduces an inflected lowercase English word to its dictionary form:
// irregular forms by table, regular ones by suffix rules that consult the
// built-in lexicon to restore a dropped "e" or undo a doubled consonant.
func Lemma(w string) string {
	if l, ok := irregularLemmas[w]; ok {
		return l
	}
	if l, ok := pluralOfIng(w); ok {
		return l
	}
	if len(w) <= 3 {
		return w
	}
	try := func(cands ...string) (string, bool) {
		for _, c := range cands {
			if Known(c) {
				return c, true
			}
		}
		return "", false
	}
	switch {
	case strings.HasSuffix(w, "ies") && len(w) > 4:
		return w[:len(w)-3] + "y"
	case strings.HasSuffix(w, "ied") && len(w) > 4:
		return w[:len(w)-3] + "y"
	case strings.HasSuffix(w, "eed") && !Known(w[:len(w)-1]):
		// "speed", "need", "breed" are not past tenses; "agreed" is.
		return w
	case strings.HasSuffix(w, "ing") && !hasVowel(w[:len(w)-3]), strings.HasSuffix(w, "ed") && !hasVowel(w[:len(w)-2]):
		// "string", "bred": no vowel left in the stem, so no suffix.
		return w
	case strings.HasSuffix(w, "ing") && len(w) > 5:
		stem := w[:len(w)-3]
		if l, ok := try(stem, stem+"e", undoubled(stem)); ok {
			return l
		}
		return regularStem(stem)
	case strings.HasSuffix(w, "ed") && len(w) > 4:
		stem := w[:len(w)-2]
		if l, ok := try(stem, stem+"e", undoubled(stem)); ok {
			return l
		}
		return regularStem(stem)
	case strings.HasSuffix(w, "sses") || strings.HasSuffix(w, "shes") || strings.HasSuffix(w, "ches") || strings.HasSuffix(w, "xes") || strings.HasSuffix(w, "zes"):
		if l, ok := try(w[:len(w)-1]); ok {
			return l
		}
		return w[:len(w)-2]
	case strings.HasSuffix(w, "ings") && len(w) > 5:
		// A noun in -ing ("bookings") has the lemma its singular has
		// ("booking" → "book"), or the plural never meets the label the
		// singular names.
		return Lemma(w[:len(w)-1])
	case strings.HasSuffix(w, "s") && !strings.HasSuffix(w, "ss"):
		if l, ok := try(w[:len(w)-1]); ok {
			return l
		}
		if strings.HasSuffix(w, "us") || strings.HasSuffix(w, "is") || strings.HasSuffix(w, "ics") {
			return w
		}
		return w[:len(w)-1]
	}
	return w
}

// regularStem applies the usual spelling rules when the lexicon does not
// know the word: doubled final consonant is undone, and a stem ending in a
// consonant + vowel + c/g/s/v/z ("releas", "produc", "danc") gets its "e" back.
func regularStem(s string) string {
	if u := undoubled(s); u != s {
		return u
	}
	n := len(s)
	if n >= 3 && strings.ContainsRune("cgsvzu", rune(s[n-1])) && isVowel(s[n-2]) {
		return s + "e"
	}
	if strings.HasSuffix(s, "at") || strings.HasSuffix(s, "bl") || strings.HasSuffix(s, "iz") {
		return s + "e"
	}
	return s
}

func isVowel(b byte) bool { return strings.IndexByte("aeiou", b) >= 0 }

func hasVowel(s string) bool { return strings.ContainsAny(s, "aeiouy") }

// Known reports whether a lower-case word is a known base form: a word of
// the synonym lexicon (synonyms.go) or a known verb. The lemmatiser asks it
// to choose between "releas", "release" and "releas" undoubled.
func Known(w string) bool {
	if vocabulary[w] {
		return true
	}
	_, v := knownVerbs[w]
	return v
}

// IsKnownVerb reports whether a lemma is one the tagger reads as a verb.
func IsKnownVerb(lemma string) bool {
	_, ok := knownVerbs[lemma]
	return ok
}

// IrregularLemma is the lemma of an irregular form ("wrote" → "write",
// "people" → "person"); ok is false for a regular word.
func IrregularLemma(w string) (lemma string, ok bool) {
	lemma, ok = irregularLemmas[w]
	return lemma, ok
}

// irregularLemmas maps irregular inflections to lemmas.
var irregularLemmas = map[string]string{
	"was": "be", "were": "be", "is": "be", "are": "be", "been": "be", "am": "be",
	"did": "do", "does": "do", "done": "do", "has": "have", "had": "have",
	"made": "make", "wrote": "write", "written": "write", "came": "come", "come": "come",
	"went": "go", "gone": "go", "took": "take", "taken": "take", "gave": "give", "given": "give",
	"saw": "see", "seen": "see", "got": "get", "gotten": "get", "knew": "know", "known": "know",
	"began": "begin", "begun": "begin", "sang": "sing", "sung": "sing", "led": "lead",
	"won": "win", "lost": "lose", "paid": "pay", "sold": "sell", "bought": "buy", "taught": "teach",
	"thought": "think", "built": "build", "held": "hold", "told": "tell", "found": "find",
	"left": "leave", "met": "meet", "ran": "run", "spoke": "speak", "spoken": "speak", "flew": "fly",
	"flown": "fly", "drove": "drive", "driven": "drive", "chose": "choose", "chosen": "choose",
	"grew": "grow", "grown": "grow", "drew": "draw", "drawn": "draw", "fell": "fall", "fallen": "fall",
	"brought": "bring", "caught": "catch", "felt": "feel", "kept": "keep", "meant": "mean",
	"sent": "send", "spent": "spend", "stood": "stand", "fed": "feed", "understood": "understand", "shot": "shoot",
	"hired": "hire", "born": "born", "people": "person", "persons": "person", "men": "man", "women": "woman",
	"children": "child", "feet": "foot", "teeth": "tooth", "mice": "mouse", "geese": "goose",
	"data": "data", "media": "media", "criteria": "criterion", "series": "series", "species": "species",
	"movies": "movie", "analyses": "analysis", "theses": "thesis", "indices": "index", "matrices": "matrix",
	"better": "good", "best": "good", "worse": "bad", "worst": "bad", "actress": "actress", "actresses": "actress",
	"news": "news", "lives": "life", "wives": "wife", "knives": "knife", "leaves": "leaf",
	"starring": "star", "starred": "star", "stars": "star", "ratings": "rating", "rated": "rate", "rating": "rating",
	"titled": "title", "named": "name", "called": "call", "aged": "age", "uses": "use", "used": "use",
	"releases": "release", "reviews": "review", "roles": "role", "glasses": "glass", "boxes": "box",
	"cities": "city", "countries": "country", "companies": "company", "categories": "category",
	"older": "old", "oldest": "old", "younger": "young", "youngest": "young", "longer": "long", "longest": "long",
	"shorter": "short", "shortest": "short", "taller": "tall", "tallest": "tall", "heavier": "heavy",
	"heaviest": "heavy", "cheaper": "cheap", "cheapest": "cheap", "earliest": "early", "newest": "new",
	"biggest": "big", "largest": "large", "smallest": "small", "highest": "high", "lowest": "low",
}

// knownVerbs are lemmas the tagger treats as verbs.
var knownVerbs = func() map[string]struct{} {
	m := map[string]struct{}{}
	for _, w := range strings.Fields(`act star play direct produce write review rate follow bear release come premiere
		appear perform make create build publish sing teach study enroll attend work hire employ manage own live
		buy sell pay earn cost win lose score vote fly depart arrive serve travel speak visit host hold join belong
		contain include know like love marry connect link relate cast feature narrate compose record edit film shoot
		direct lead run found start begin end finish open close launch air broadcast show list find name call title`) {
		m[w] = struct{}{}
	}
	return m
}()
