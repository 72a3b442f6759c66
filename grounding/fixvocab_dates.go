package grounding

import (
	"fmt"
	"regexp"

	"github.com/gql-dev/gql/diag"
	"github.com/gql-dev/gql/internal/english"
	"github.com/gql-dev/gql/schema"
)

// A date property is often named by its event alone (hired, opened,
// birth_date's "birth"), and asked about as the event's date: "hire date",
// "opening date", "date of birth". The event word links to the property,
// and "date" links apart — to another owner's property named date, or to
// nothing — so the plan either joins a stranger or refuses a word it does
// not use. "date" right after a word linked to a property that holds dates
// ("hire date"), or before "of" and such a word ("date of birth"), is read
// as part of that property's link: the date of that event.

var isoDate = regexp.MustCompile(`^\d{4}-\d{2}-\d{2}`)

// datedProp: the property holds dates, by its type or, stored as text, by
// every sample it has.
func (g *Grounder) datedProp(e Element) bool {
	if e.Kind != PropKind {
		return false
	}
	var props []schema.Property
	if e.OwnerKind == EdgeKind {
		if et := g.Schema.EdgeType(e.Owner); et != nil {
			props = et.Properties
		}
	} else if l := g.Schema.Label(e.Owner); l != nil {
		props = l.Properties
	}
	p := schema.Find(props, e.Name)
	if p == nil {
		return false
	}
	if p.Type == schema.Date || p.Type == schema.DateTime {
		return true
	}
	if p.Type != schema.String || len(p.Samples) == 0 {
		return false
	}
	for _, v := range p.Samples {
		s, ok := v.(string)
		if !ok || !isoDate.MatchString(s) {
			return false
		}
	}
	return true
}

// eventDates joins each "date" beside an event word's date property to
// that property's link.
func (g *Grounder) eventDates(q string, toks []Token, links []Link, warns *[]diag.Diagnostic) []Link {
	linkAt := func(i int) int {
		for k, l := range links {
			if toks[i].Span.Start >= l.Span.Start && toks[i].Span.End <= l.Span.End {
				return k
			}
		}
		return -1
	}
	for i, t := range toks {
		if t.Quoted || !english.EventDateNoun.Is(t.Lower) {
			continue
		}
		own := linkAt(i)
		p := -1
		if i > 0 && !toks[i-1].Stop {
			p = linkAt(i - 1) // "hire date"
		}
		if p < 0 && i+2 < len(toks) && english.DateOf.Is(toks[i+1].Lower) { // "date of birth"
			p = linkAt(i + 2)
		}
		if p < 0 || p == own || !g.datedProp(links[p].Element) {
			continue
		}
		if own >= 0 && links[own].Element == links[p].Element {
			continue
		}
		if own >= 0 && links[own].Span != t.Span {
			continue // "date" is part of a longer link of its own
		}
		sp := links[p].Span
		if t.Span.Start < sp.Start {
			sp.Start = t.Span.Start
		}
		if t.Span.End > sp.End {
			sp.End = t.Span.End
		}
		joined := links[p]
		joined.Span, joined.Text = sp, q[sp.Start:sp.End]
		kept := links[:0]
		for k, l := range links {
			switch k {
			case own:
			case p:
				kept = append(kept, joined)
			default:
				kept = append(kept, l)
			}
		}
		links = kept
		*warns = append(*warns, diag.Diagnostic{Check: checkWordCorrected, Severity: diag.Warning, Span: sp,
			Summary: fmt.Sprintf("read '%s' as %s, the date of the event its name says", joined.Text, joined.Element.ID()),
			Detail:  fmt.Sprintf("%s holds dates, and '%s' asks for the date of it, not a property named date", joined.Element.ID(), joined.Text),
			Fixes:   []diag.Fix{{Span: sp, Replacement: joined.Element.Name, Label: "use the property's name"}},
		})
	}
	return links
}
