package english

// Words the offline focus and filters phases read around a property or a
// number. They were spelled inline there; here each list says which role
// its words play, so a phase asks for the role, not the spelling.
var (
	// CountHead heads "the number of", "the count of": what follows is
	// counted, not shown.
	CountHead = WordList{"number": true, "count": true}
	// RangeOpener starts a range after a property ("born between 1960 and
	// 1970", "released from 1990 until 1995"): the property filters.
	RangeOpener = WordList{"between": true, "from": true}
	// YearSpanJoin joins the two years of a range ("between 2010 and
	// 2015", "from 2010 to 2015"), both included; each year is read as
	// YearSpanEach says ("in 2010" … "in 2015").
	YearSpanJoin = WordList{"and": true, "to": true, "until": true, "till": true, "through": true, "thru": true}
	YearSpanEach = "in"
	// InWord places a value inside a span or a text ("in 1999", "in their
	// title").
	InWord = WordList{"in": true}
	// OrWord joins two alternatives ("4 or more", "1940 or after").
	OrWord = WordList{"or": true}
	// TheWord is the definite article, read where "the" and not "a" decides
	// ("have the letter", "the word 'love'").
	TheWord = WordList{"the": true}
	// HeadOf ties a head noun to the thing it is of ("the ids of
	// documents", "ids for all templates").
	HeadOf = WordList{"of": true, "for": true}
	// NoPerson is a negated person ("nobody has", "which skills does
	// nobody have"); "no one" is the phrase of two words.
	NoPerson = WordList{"nobody": true, "noone": true}
	// PersonNoun names the label persons are held under, as a lemma.
	PersonNoun = WordList{"person": true, "people": true}
	// Half and AnArticle make half of one unit ("half an hour").
	Half      = WordList{"half": true}
	AnArticle = WordList{"a": true, "an": true}
	// BoundEnd ends a bound before a number: "at least 3", "more than 2".
	BoundEnd = WordList{"least": true, "than": true}
	// TextEnd ends an unquoted piece of text a contains cue opened ("names
	// containing Tom in …", "… and"): the words after it are not the text.
	TextEnd = WordList{"in": true, "and": true, "?": true}
	// OwnsMark is the clitic "'s" as one token ("Ada Lovelace's salary").
	OwnsMark = WordList{"'s": true}
)

// PossessorEnd is the last token of the name owning the noun right after
// token k through a possessive mark at k: "X 's", "X ' s", or "Xs '"; -1 when
// k holds none. words are lower case; an index out of range reads as no
// word.
func PossessorEnd(words []string, k int) int {
	at := func(i int) string {
		if i < 0 || i >= len(words) {
			return ""
		}
		return words[i]
	}
	switch {
	case OwnsMark.Is(at(k)):
		return k - 1
	case PossessiveS.Is(at(k)) && at(k-1) == "'":
		return k - 2
	case Apostrophe.Is(at(k)) && len(at(k-1)) > 0 && at(k - 1)[len(at(k-1))-1] == 's':
		return k - 1
	}
	return -1
}
