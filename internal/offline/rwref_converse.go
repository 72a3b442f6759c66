package offline

import (
	"fmt"

	"github.com/gql-dev/gql/grounding"
	"github.com/gql-dev/gql/internal/english"
)

// converseNounOf: the noun at token i names the object of the verb the
// relationship is named by, being the agent noun of its converse
// ("manager" of REPORTS_TO: the one reported to; "reports" of MANAGES: the
// ones managed). Such a noun reads like "dependencies": the possessor does
// the verb and the noun is what it is done to.
func (o *readCtx) converseNounOf(i int, edgeType string) bool {
	if i < 0 || i >= len(o.toks) || o.toks[i].POS != grounding.NOUN {
		return false
	}
	words := grounding.SplitName(edgeType)
	if len(words) == 0 {
		return false
	}
	for _, v := range english.ConverseNounOf(o.words[i]) {
		if english.SameBase(v, words[0]) {
			return true
		}
	}
	return false
}

// converseNounEdges is the relationships the noun at token i names the
// object of by way of their converse verb.
func (o *offline) converseNounEdges(i int) []string {
	var hit []string
	for _, et := range o.s.EdgeTypes {
		if o.converseNounOf(i, et.Name) {
			hit = append(hit, et.Name)
		}
	}
	return hit
}

// converseNounMention: the edge link m stands on a noun read through the
// relationship's converse ("manager" over REPORTS_TO); the direction comes
// from english's pairing of the two verbs, not from the schema's name, so
// the plan says so.
func (o *relPhase) converseNounMention(m ElementLink, pos int) {
	if m.Kind != "edge" || len(o.tokensIn(m.Span)) != 1 || !o.converseNounOf(pos, m.Name) {
		return
	}
	o.warnings = append(o.warnings, o.diagnostic("converse-noun-read", m.Span,
		fmt.Sprintf("%q is read as what the subject of %s is related to, the converse of its own verb", o.toks[pos].Text, m.Name)))
}

// converseOwner is the possessor of the converse noun at pos, over the
// adjectives that only say the relation is one step ("X's direct
// reports"); -1 when it has none.
func (o *readCtx) converseOwner(pos int) int {
	p := pos
	for p > 0 && english.ImmediateLead.Is(o.word(p-1)) {
		p--
	}
	return o.possessorOf(p)
}
