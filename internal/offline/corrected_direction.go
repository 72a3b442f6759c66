package offline

import "github.com/gql-dev/gql/schema"

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
// answer "what did Olivia Fischer review?". A spelling the user wrote
// exactly is left to the other phases; a guess that contradicts the verb is
// refused (the refusal is set on the phase's result).
func (o *focusPhase) correctedAgainstVerb(wh int, et *schema.EdgeType) bool {
	if !o.whoIsSubject(wh) {
		return false
	}
	v := o.subjectVerb(wh)
	if v < 0 {
		return false
	}
	if typ, _ := o.converseEdge(v); typ == et.Name {
		return false // the verb names the relationship from its other end
	}
	for _, n := range o.nodes {
		if len(n.filter) == 0 || n.pos <= v {
			continue
		}
		link, ok := o.correctedValueAt(n.pos)
		if !ok {
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
		o.res.unsupported = o.refusalAt("unplaced-value", link.Span,
			"%q after %q is its object, but it was corrected to the stored %s %v, and %s stands only at the subject end of %s: the correction would answer another question",
			said, o.toks[v].Text, n.label, link.Value, n.label, et.Name)
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
