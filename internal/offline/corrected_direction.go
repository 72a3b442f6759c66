package offline

import (
	"strings"

	"github.com/gql-dev/gql/diag"

	"github.com/gql-dev/gql/grounding"
	"github.com/gql-dev/gql/internal/english"
	"github.com/gql-dev/gql/schema"
)

// correctedScore mirrors grounding's bar for a value read as spelt (case,
// accents, articles aside): below it the value was corrected — a close
// spelling, another form of the words, initials — and is a guess.
const correctedScore = 0.97

// correctedAgainstVerb: "Who reviewed Olivia Fisher?" — the value after the
// verb is its object, so its label must be able to stand at the object end
// of the verb's relationship. When the name was corrected into a stored
// value whose label stands only at the subject end (a customer, where
// reviews point at products), the correction has changed what the question
// is about: reading the relationship from the corrected value's end would
// answer "what did Olivia Fischer review?". A name spelt exactly is no
// safer: "Who reviewed Olivia Fischer?" asks who reviewed a customer, which
// the relationship cannot say, and answering her own reviews (products,
// not people) was a silent wrong. Either way the value contradicts the verb
// and the question is refused (the refusal is set on the phase's result).
func (o *focusPhase) correctedAgainstVerb(wh int, et *schema.EdgeType) bool {
	if !o.whoIsSubject(wh) {
		return false
	}
	v := o.subjectVerb(wh)
	if v < 0 {
		return false
	}
	if typ, _ := o.converseEdge(v); typ == et.Name || passiveNamed(et.Name) {
		// The verb names the relationship from its other end: "Who
		// supplies X?" over SUPPLIED_BY has X at the relationship's source.
		return false
	}
	for _, n := range o.nodes {
		if len(n.filter) == 0 || n.pos <= v {
			continue
		}
		link, corrected := o.correctedValueAt(n.pos)
		if link.Span.End == 0 {
			continue
		}
		asObject, asSubject := false, false
		for _, ep := range et.Endpoints {
			asObject = asObject || ep.To == n.label
			asSubject = asSubject || ep.From == n.label
		}
		if asObject || !asSubject {
			continue
		}
		said := o.ev.Question[link.Span.Start:link.Span.End]
		if !corrected && !o.lastWordsRightAfter(v, link.Span) {
			// Spelt exactly, the name must be the verb's whole object
			// ("Who reviewed Olivia Fischer?"); "the same products as
			// Olivia Fischer" or "Olivia Fischer's products" say more.
			continue
		}
		if corrected {
			o.res.unsupported = o.refusalAt("unplaced-value", link.Span,
				"%q after %q is its object, but it was corrected to the stored %s %v, and %s stands only at the subject end of %s: the correction would answer another question",
				said, o.toks[v].Text, n.label, link.Value, n.label, et.Name)
			return true
		}
		o.res.unsupported = o.refusalAt("unplaced-value", link.Span,
			"%q after %q is its object, but %s stands only at the subject end of %s: reading it from that end would answer what %s %s instead",
			said, o.toks[v].Text, n.label, et.Name, said, o.toks[v].Text)
		return true
	}
	return false
}

// correctedValueAt is the value link covering token i when grounding read
// it as a value not spelt that way.
func (o *focusPhase) correctedValueAt(i int) (ValueLink, bool) {
	sp := o.tokSpan(i)
	for _, l := range o.ev.Values {
		if l.Span.Start <= sp.Start && sp.End <= l.Span.End {
			return l, l.Score < correctedScore
		}
	}
	return ValueLink{}, false
}

// passiveNamed: the relationship's name is a participle and "by"
// (SUPPLIED_BY, PUBLISHED_BY), so an active verb of that stem reads it from
// its target end.
func passiveNamed(edge string) bool {
	words := grounding.SplitName(edge)
	return len(words) >= 2 && english.PassiveBy.Is(strings.ToLower(words[len(words)-1])) &&
		english.PastParticiple(strings.ToLower(words[len(words)-2]))
}

// lastWordsRightAfter: the span starts right after token v (an article
// between aside) and no word follows it.
func (o *focusPhase) lastWordsRightAfter(v int, sp diag.Span) bool {
	k := v + 1
	for k < len(o.toks) && english.Determiner.Is(o.word(k)) {
		k++
	}
	if k >= len(o.toks) || o.toks[k].Span.Start != sp.Start {
		return false
	}
	for j := k; j < len(o.toks); j++ {
		if o.toks[j].Span.Start >= sp.End && o.toks[j].POS != grounding.PUNCT {
			return false
		}
	}
	return true
}
