package english

import "strings"

// Words that put the thing before them under the thing named right after
// them, whatever the relationship's name: "cuisines that fall under
// European", "people who report to Emma", "units that are part of
// Operations", "the sub-types of Italian". The named thing is the whole
// (the holder, the one of higher rank); the other is the part.
var (
	// UnderPrep directly before the named thing.
	UnderPrep = words("under", "within", "beneath", "below", "inside")
	// answerVerbs take "to" before the one ranked above ("report to",
	// "answer to", "belong to").
	answerVerbs = words("report", "answer", "belong")
	// partNouns take "of" before the whole ("a part of", "members of",
	// "children of"); a sub- noun ("subtype", "sub-category") is one too.
	partNouns = words("part", "parts", "member", "members", "child", "children", "component", "components", "piece", "pieces", "subordinate", "subordinates")
)

// AnswerVerb: a form of a verb that, with "to", ranks its subject under
// its object.
func AnswerVerb(w string) bool {
	w = strings.ToLower(w)
	for _, b := range []string{w, strings.TrimSuffix(w, "s"), strings.TrimSuffix(w, "ed"), strings.TrimSuffix(w, "ing")} {
		if answerVerbs.Is(b) {
			return true
		}
	}
	return false
}

// kindNouns after "sub" name a kind under a kind whatever the things are
// ("sub-type", "subcategory").
var kindNouns = words("type", "types", "kind", "kinds", "class", "classes", "category", "categories", "group", "groups")

// PartNoun: a noun naming a part of what follows its "of". A "sub" word
// counts when the rest is a kind noun or the label's own name
// ("subcuisine" of cuisines, "sub-department" of departments), never as
// a prefix alone ("substation", "subject").
func PartNoun(w, label string) bool {
	w = strings.ToLower(w)
	if partNouns.Is(w) {
		return true
	}
	rest, ok := strings.CutPrefix(w, "sub")
	rest = strings.TrimPrefix(rest, "-")
	if !ok || rest == "" {
		return false
	}
	return SubRest(rest, label)
}

// SubRest: the word after a "sub" (or "sub-") makes a sub- noun of the
// label's things.
func SubRest(rest, label string) bool {
	rest = strings.ToLower(rest)
	return kindNouns.Is(rest) || label != "" && SameBase(rest, strings.ToLower(label))
}

var (
	// RankTo joins an answering verb to the one above ("report to").
	RankTo = words("to")
	// PartOfJoin joins a part noun to its whole ("a part of").
	PartOfJoin = words("of")
	// SubHyphen splits "sub-type" into "sub", "-", "type".
	SubHyphen = words("-", "‐")
	// SubWord is the "sub" a hyphen splits off.
	SubWord = words("sub")
)
