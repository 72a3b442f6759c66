package offline

import "github.com/gql-dev/gql/internal/english"

// "What kind of food does Ramen Ichiban serve?": "kind of" before a noun
// that links to a label names no thing of its own; the noun after it is
// what is asked. Read as the head, "kind" links to nothing and the
// question was refused.

// Only a label whose things hold nothing but a name is read so: such
// things are themselves kinds (cuisines, genres, categories). "What kind
// of movies" over movies with titles, years and taglines asks for a
// classification the schema may not have, and stays refused.

// kindOfLabel: token k is a kind word followed by "of" and a word linked
// to a label of kinds.
func (o *readCtx) kindOfLabel(k int) bool {
	if !english.KindOf.Is(o.word(k)) || !english.Of.Is(o.word(k+1)) {
		return false
	}
	for j := k + 2; j < len(o.toks) && j <= k+3; j++ {
		sp := o.toks[j].Span
		for _, e := range o.ev.Elements {
			if e.Kind != "label" || e.Span.Start > sp.Start || e.Span.End < sp.End {
				continue
			}
			if l := o.s.Label(e.Name); l != nil && len(l.Properties) == 1 {
				return true
			}
		}
	}
	return false
}
