package grounding

import (
	"sort"

	"github.com/gql-dev/gql/diag"
	"github.com/gql-dev/gql/internal/english"
	"github.com/gql-dev/gql/schema"
)

// howMeasure links the adjective of "how long", "how heavy", "how
// expensive" to the one property of the things the question names whose
// name holds the adjective's measure as it grows (english's measures:
// "long" → a duration, length or runtime). The pair is a cue, so the
// embedder never sees "long", and a schema seldom names a property after
// an adjective: without this the question asks for nothing the schema
// has. A measure held only in reverse (an age by a birth year: "how old")
// is an arithmetic the answer would have to do, and two or more holders
// are a guess: neither links.
func howMeasure(s *schema.Schema, toks []Token, links []Link, values []ValueLink) []Link {
	if s == nil {
		return links
	}
	for i := 1; i < len(toks); i++ {
		if !english.How.Is(toks[i-1].Lower) || covered(links, toks[i].Span) {
			continue
		}
		m, ok := english.MeasureOf(toks[i].Lower)
		if !ok {
			continue
		}
		owners := questionLabels(links, values)
		if len(owners) == 0 {
			for _, l := range s.Labels {
				owners = append(owners, l.Name)
			}
		}
		var found []Element
		for _, o := range owners {
			l := s.Label(o)
			if l == nil {
				continue
			}
			for _, p := range l.Properties {
				if p.Type.Numeric() && m.Holds(SplitName(p.Name), false) > 0 {
					found = append(found, Element{Kind: PropKind, Name: p.Name, Owner: o, OwnerKind: LabelKind})
				}
			}
		}
		if len(found) != 1 {
			continue
		}
		links = append(links, Link{Span: toks[i].Span, Text: toks[i].Text, Element: found[0], Score: howScore})
	}
	sort.SliceStable(links, func(a, b int) bool { return links[a].Span.Start < links[b].Span.Start })
	return links
}

// howScore is a measured property's score: above δ, below any name match,
// since it rests on a table of word relations rather than the words.
const howScore = 0.6

func covered(links []Link, sp diag.Span) bool {
	for _, l := range links {
		if l.Span.Start < sp.End && sp.Start < l.Span.End {
			return true
		}
	}
	return false
}

// questionLabels are the labels the question names or names a thing of.
func questionLabels(links []Link, values []ValueLink) []string {
	var out []string
	seen := map[string]bool{}
	add := func(n string) {
		if !seen[n] {
			seen[n] = true
			out = append(out, n)
		}
	}
	for _, l := range links {
		if l.Element.Kind == LabelKind {
			add(l.Element.Name)
		}
	}
	for _, v := range values {
		if len(v.Candidates) > 0 && !v.Best().Field.Edge {
			add(v.Best().Field.Owner)
		}
	}
	return out
}
