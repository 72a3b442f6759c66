package english

import "strings"

// Words of the conditions and walks the new users' graphs refused (branch
// fix19, docs/offline.md "Conditions and walks (fix19)").
var (
	// EveryonePronoun stands for the people asked for when no noun names
	// them ("everyone under X", "everybody above X"): whoever the named
	// one's hierarchy holds.
	EveryonePronoun = words("everyone", "everybody")
	// RankChain names a line of rank ("in the chain of supervisors",
	// "the whole line of managers"); RankChainOf joins it to the rank's
	// noun, RankChainWhole may stand before it.
	RankChain      = words("chain", "line", "hierarchy")
	RankChainOf    = words("of")
	RankChainWhole = words("whole", "entire", "full")
	RankChainIn    = words("in", "within", "along", "up", "down")
	// RankUpNoun are nouns of those above someone ("X's chain of
	// managers"), RankDownNoun of those below ("X's chain of reports").
	RankUpNoun   = words("managers", "supervisors", "bosses", "superiors", "heads", "leaders")
	RankDownNoun = words("subordinates", "reports", "underlings", "juniors")
	// RankStep before "under"/"above" asks for one step ("directly under
	// Computers"), not the whole chain.
	RankStep = words("directly", "immediately", "just", "right")
)

// rankPartOf are the last words of a self-relationship's name that make
// its source part of its target (SUBFIELD_OF, PART_OF): the source is
// under the target. "to" and "in" are left out: CONNECTS_TO and LOCATED_IN
// of a label to itself draw no rank.
var rankPartOf = words("of")

// RankDirection reads a self-relationship's name as a hierarchy: +1 when
// its source stands above its target, -1 when below, 0 when the name says
// neither. Names of rank (MANAGES, REPORTS_TO) are read as
// HierarchyDirection reads them; names of a part (SUBFIELD_OF, PART_OF,
// SUBCUISINE_OF, CONTAINS) put the part below the whole.
func RankDirection(nameWords []string) int {
	if d := HierarchyDirection(nameWords); d != 0 {
		return d
	}
	if len(nameWords) == 0 {
		return 0
	}
	first := strings.ToLower(nameWords[0])
	last := strings.ToLower(nameWords[len(nameWords)-1])
	if holdingHead.Is(first) || len(nameWords) > 1 && rankPartOf.Is(last) || strings.HasPrefix(first, "sub") && len(first) > 5 {
		return -PartEnd(nameWords)
	}
	return 0
}

var (
	// AbsenceLead denies a thing's having something outright, before what
	// it lacks ("missing a delivered date", "lacking a KYC result").
	AbsenceLead = words("missing", "lacking", "without")
	// AbsenceTail may end a clause saying a value is missing ("no delivery
	// time recorded", "no delivery date yet"): the value's being kept, or
	// not yet, adds no condition.
	AbsenceTail = words("yet", "recorded", "logged", "entered", "stored", "known", "listed", "registered", "documented")
	// absenceKind are nouns that only say what kind of value is missing
	// ("a delivery date", "a KYC result", "a delivery time"): the other
	// words of the phrase name the property.
	absenceKind = words("date", "time", "day", "result", "value", "record", "entry", "figure", "status", "info", "information", "details", "reading", "measurement")
)

// AbsenceKind: w only says what kind of value a phrase names ("date",
// "time", "result").
func AbsenceKind(w string) bool { return absenceKind.Is(strings.ToLower(w)) }

// NameStemMatch: a question's word w and a word n of a schema name are one
// word in two forms ("delivery" / "delivered" / "deliver", "KYC" / "kyc"):
// equal, derived (DerivStem), or one's inflection stem a prefix of the
// other's of five letters or more.
func NameStemMatch(w, n string) bool {
	w, n = strings.ToLower(w), strings.ToLower(n)
	if w == n {
		return true
	}
	if Derived(w, n) {
		return true
	}
	a, b := inflectionStem(w), inflectionStem(n)
	if len(a) > len(b) {
		a, b = b, a
	}
	return len(a) >= 5 && strings.HasPrefix(b, a)
}
