package offline

import (
	"fmt"

	"github.com/gql-dev/gql/grounding"
	"github.com/gql-dev/gql/internal/english"
)

// terseProp: a question said as a bare noun phrase, with no question word
// and no request ("opening date of the Harbour Branch?", "kcal of the
// tantanmen?"), asks for the property it opens with, as "what is the
// opening date of …" does: the property is the phrase's head, and "of" or
// "for" joins it to a thing the question names. Only the whole phrase
// reads so: a property after the head ("branches by opening date") is no
// head, and nothing but "the" may come before it.
func (o *focusPhase) terseProp(wh int, p ElementLink) bool {
	idx := o.tokensIn(p.Span)
	// A weak link ("weekly booked hours" at 0.81) is a guess at the
	// property; with no question word around it to confirm it, it is
	// not taken for what is asked.
	if wh >= 0 || len(idx) == 0 || p.Score < strongLink {
		return false
	}
	for k := 0; k < idx[0]; k++ {
		// "vehicle type of 73-JT-57": the owner's own noun may say whose
		// property it is.
		if !english.TerseLead.Is(o.word(k)) && !o.ownerNounAt(k, p) {
			return false
		}
	}
	of := idx[len(idx)-1] + 1
	if !english.TerseOf.Is(o.word(of)) {
		return false
	}
	for _, n := range o.nodes {
		// "of the tantanmen", "of The Matrix", "for room TH-101": an
		// article or the label's noun may come before the value.
		// The property is the named thing's own: one of a relationship
		// ("weekly booked hours for room TH-101") may be one per
		// relationship or their total, which the phrase does not say.
		if n.pos > of && n.pos <= of+3 && len(n.filter) > 0 && ownerOr(p, o.ownerAmong([]*onode{n}, p.Name)) == n.label {
			return true
		}
	}
	return false
}

// ownerNounAt: token k is a label link of the property's owner.
func (o *focusPhase) ownerNounAt(k int, p ElementLink) bool {
	for _, e := range o.ev.Elements {
		if e.Kind == "label" && o.tokenAt(e.Span) == k && len(o.tokensIn(e.Span)) == 1 && e.Name == ownerOr(p, o.ownerAmong(o.nodes, p.Name)) {
			return true
		}
	}
	return false
}

// ownerOr is the link's owner, or def when the link names none.
func ownerOr(p ElementLink, def string) string {
	if p.Owner != "" {
		return p.Owner
	}
	return def
}

// agentSynonymEdges are the relationships a noun names the subject of
// though it does not share their spelling ("boss" of MANAGES or
// SUPERVISES: english.AgentSynonymOf); the caller links the noun when
// there is exactly one.
func (o *offline) agentSynonymEdges(w string) []string {
	var hit []string
	for _, et := range o.s.EdgeTypes {
		words := grounding.SplitName(et.Name)
		if len(words) == 0 {
			continue
		}
		for _, v := range english.AgentSynonymOf(w) {
			if english.SameBase(words[0], v) {
				hit = append(hit, et.Name)
				break
			}
		}
	}
	return hit
}

// agentSynonymMention: the edge link m stands on a noun that names the
// relationship's subject by meaning alone ("boss" for MANAGES); the plan
// says so, since the schema's own word is not the one asked.
func (o *relPhase) agentSynonymMention(m ElementLink, pos int) {
	if m.Kind != "edge" || len(o.tokensIn(m.Span)) != 1 || english.AgentSynonymOf(o.word(pos)) == nil {
		return
	}
	o.warnings = append(o.warnings, o.diagnostic("agent-synonym-read", m.Span,
		fmt.Sprintf("%q is read as the one who is the subject of %s, as its agent noun would be", o.toks[pos].Text, m.Name)))
}
