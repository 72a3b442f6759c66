package offline

import (
	"fmt"

	"github.com/gql-dev/gql/grounding"
	"github.com/gql-dev/gql/internal/english"
)

// selfKeyByPrep orders the two ends of a label's relationship to itself
// (a key such as supervisor_id or mentor_id, from the row to the one it
// refers to) when no word of the question names it and the named thing
// stands right after a verb's "to" or "by" ("Which inspectors
// report to X?"): the rows asked about are the ones whose key holds X, so
// X is the key's target. A self key names the role of the row it refers
// to (a supervisor, a mentor, a manager), and those prepositions introduce
// that role's holder; the reading is warned. Other questions keep the
// order given.
func (o *relPhase) selfKeyByPrep(lone *onode, typ string, from, to *onode, score float64) (*onode, *onode) {
	if score >= 1e12 || from.label != to.label || to == lone || from != lone || lone.pos < 2 || len(lone.filter) == 0 {
		return from, to
	}
	et := o.s.EdgeType(typ)
	if et == nil || !selfRelation(et) {
		return from, to
	}
	k := lone.pos - 1
	if !english.SelfKeyPrep.Is(o.word(k)) {
		return from, to
	}
	// The preposition follows the verb ("report to", "supervised by"),
	// which the tagger may have merged into the label's noun.
	if v := k - 1; o.toks[v].POS != grounding.VERB && !o.linksKind(v, "label") && !o.verbObjectBefore(v) {
		return from, to
	}
	o.warnings = append(o.warnings, o.diagnostic("self-key-direction-read", o.tokSpans(k, lone.pos),
		fmt.Sprintf("%q: the %s asked about are those whose %s refers to %s, so %s stands at the key's target", o.ev.Question[o.toks[k].Span.Start:o.spanOf(lone).End], from.label, typ, o.mentionText(lone), o.mentionText(lone))))
	return to, from
}
