package offline

import (
	"github.com/gql-dev/gql/templates"
)

// Reads "products that got a 1-star review": a number-noun word whose noun
// names a numeric property of a relationship the plan walks (stars on
// REVIEWED) is that property's value on the relationship, as "300-level
// courses" is on a node.

// edgeNumberKind is the hop of q whose edge type has a numeric property the
// number-noun word at i names (the noun or its plural), with the property
// and the number; n counts the hops that could read it, so a word two
// relationships could read is left alone.
func (o *offline) edgeNumberKind(q *templates.Query, i int, uses map[string]bool) (h *templates.Hop, prop string, f float64, n int) {
	num, noun, ordinal, ok := numberKind(o.words[i])
	if !ok || ordinal {
		return nil, "", 0, 0
	}
	for pi := range q.Match {
		for hi := range q.Match[pi].Hops {
			hop := &q.Match[pi].Hops[hi]
			et := o.s.EdgeType(hop.Edge)
			if et == nil || hop.Min != 0 || hop.Max != 0 || len(hop.Or) > 0 {
				continue
			}
			for _, p := range et.Properties {
				ln := localName(p.Name)
				if p.Type.Numeric() && !uses[p.Name] && (ln == squashName(noun) || ln == squashName(noun)+"s") {
					h, prop, f = hop, p.Name, num
					n++
				}
			}
		}
	}
	return h, prop, f, n
}

// edgeKindWord: the property link p is one number-noun word ("1-star")
// naming a numeric property of a relationship type, and a label is named
// elsewhere: the word says which relationships count, not what is asked.
func (o *focusPhase) edgeKindWord(p ElementLink) bool {
	et := o.s.EdgeType(p.Owner)
	idx := o.tokensIn(p.Span)
	if et == nil || len(idx) != 1 {
		return false
	}
	_, noun, ordinal, ok := numberKind(o.words[idx[0]])
	if !ok || ordinal {
		return false
	}
	ln := localName(p.Name)
	if ln != squashName(noun) && ln != squashName(noun)+"s" {
		return false
	}
	for _, e := range o.ev.Elements {
		if e.Kind == "label" && (e.Span.End <= p.Span.Start || e.Span.Start >= p.Span.End) {
			return true
		}
	}
	return false
}
