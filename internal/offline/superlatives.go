package offline

import (
	"fmt"
	"strings"

	"github.com/gql-dev/gql/diag"
	"github.com/gql-dev/gql/grounding"
	"github.com/gql-dev/gql/internal/english"
	"github.com/gql-dev/gql/schema"
)

// adjMeasure is the property a superlative at tokens i..i+n-1 ranks label
// by, read before the measure's name words are: the property the word
// right after the superlative names ("the longest range", "the largest
// capacity": what is long is the range, whatever the measure's words
// say), else the one property whose name holds the measure once dates
// stored as ISO text count as dates ("the longest-serving professor" by
// the earliest hire date). ok is false when neither reading finds exactly
// one property; superProp then reads as before. The reading is a warning
// (measure-chosen).
func (o *bldPhase) adjMeasure(label string, i, n int, m english.Measure) (string, bool, bool) {
	word := strings.Join(o.words[i:i+n], " ")
	if p, ok := o.namedAfter(label, i+n-1); ok {
		desc := m.More
		if h := m.Holds(grounding.SplitName(schema.LocalName(p.Name)), false); h < 0 {
			desc = !m.More // "the oldest founding year": the smallest
		}
		o.markMeasure(i, n, p.Name)
		o.warnings = append(o.warnings, o.diagnostic("measure-chosen", diag.Span{Start: o.toks[i].Span.Start, End: o.toks[i+n-1].Span.End},
			fmt.Sprintf("%q is read as the %s %s of %s, the property named right after it", word, dirWord(desc), p.Name, label)))
		return p.Name, desc, true
	}
	var cands []string
	var datedDesc bool
	dated := false
	for _, fallback := range []bool{false, true} {
		for _, p := range o.propsOf(label) {
			p := p
			num := !p.Type.IsList() && (p.Type.Numeric() || p.Type == schema.Date || p.Type == schema.DateTime)
			if !num && !isoDated(&p) {
				continue
			}
			h := m.Holds(grounding.SplitName(schema.LocalName(p.Name)), fallback)
			if h == 0 {
				continue
			}
			cands = append(cands, p.Name)
			datedDesc = m.More == (h > 0)
			dated = dated || !num
		}
		if len(cands) > 0 {
			break
		}
	}
	// Only the dates held as text are new here: a plain number or date
	// is measureProp's to choose, with its own refusal when several fit.
	if len(cands) != 1 || !dated {
		return "", false, false
	}
	o.markMeasure(i, n, cands[0])
	o.warnings = append(o.warnings, o.diagnostic("measure-chosen", diag.Span{Start: o.toks[i].Span.Start, End: o.toks[i+n-1].Span.End},
		fmt.Sprintf("%q is read as the %s %s of %s, the one property of %s whose name says %s (ISO dates held as text, which sort as the days they name)", word, dirWord(datedDesc), cands[0], label, label, m.Dim)))
	return cands[0], datedDesc, true
}

func dirWord(desc bool) string {
	if desc {
		return "largest"
	}
	return "smallest"
}

// markMeasure marks the superlative's tokens and the mention of the
// property read with it as used.
func (o *bldPhase) markMeasure(i, n int, prop string) {
	for k := i; k < i+n; k++ {
		o.used.mark(k)
	}
	for _, e := range o.ev.Elements {
		if e.Kind == "prop" && e.Name == prop {
			for _, k := range o.tokensIn(e.Span) {
				if k >= i && k <= i+n+1 {
					o.used.mark(k)
				}
			}
		}
	}
}

// namedAfter is the numeric (or dated) property of label that a link
// right after token end names, or that a link opening at the superlative
// itself names ("longest exam" linked as one span).
func (o *bldPhase) namedAfter(label string, end int) (schema.Property, bool) {
	var found []schema.Property
	for _, e := range o.ev.Elements {
		if e.Kind != "prop" || e.Owner != "" && e.Owner != label {
			continue
		}
		idx := o.tokensIn(e.Span)
		if len(idx) == 0 {
			continue
		}
		// The link covers the word after the superlative, and no word
		// beyond the next one.
		if !(idx[0] <= end+1 && idx[len(idx)-1] >= end+1 && idx[len(idx)-1] <= end+2) {
			continue
		}
		p := schema.Find(o.propsOf(label), e.Name)
		if p == nil || p.Type.IsList() || !p.Type.Numeric() && p.Type != schema.Date && p.Type != schema.DateTime && !isoDated(p) {
			continue
		}
		dup := false
		for _, f := range found {
			dup = dup || f.Name == p.Name
		}
		if !dup {
			found = append(found, *p)
		}
	}
	if len(found) != 1 {
		return schema.Property{}, false
	}
	return found[0], true
}

// gradedLinksAside sets aside the link grounding made for a superlative's
// own word ("longest" → some duration) when the word right after it
// names a property ("the longest range"): the superlative grades that
// property, and its own link, a guess at what "long" measures, would
// otherwise count as a word the plan leaves unread. The caller's evidence
// is not changed.
func (o *offline) gradedLinksAside() {
	drop := map[int]bool{}
	for i := range o.toks {
		_, n, ok := english.MeasureAt(o.words, i)
		if !ok || i+n >= len(o.toks) {
			continue
		}
		next := o.toks[i+n].Span
		names := false
		for _, e := range o.ev.Elements {
			if e.Kind == "prop" && e.Span.Start <= next.Start && e.Span.End >= next.End && e.Span.Start >= o.toks[i].Span.End {
				names = true
			}
		}
		if !names {
			continue
		}
		sup := diag.Span{Start: o.toks[i].Span.Start, End: o.toks[i+n-1].Span.End}
		for k, e := range o.ev.Elements {
			if e.Span.Start >= sup.Start && e.Span.End <= sup.End {
				drop[k] = true
			}
		}
	}
	if len(drop) == 0 {
		return
	}
	o.ev = o.ev.keepElements(func(k int, _ ElementLink) bool { return !drop[k] })
}

// edgePropPerson: "Who got the highest grade in Algorithms?" — a property
// the question names belongs to a relationship, and exactly one of the
// named labels (cands) is an end of it: the "who" is that end, the one
// the relationship's property is about, rather than the first named label
// of the schema.
func (o *focusPhase) edgePropPerson(cands []string) string {
	found := ""
	for _, e := range o.ev.Elements {
		if e.Kind != "prop" || e.Owner == "" {
			continue
		}
		et := o.s.EdgeType(e.Owner)
		if et == nil {
			continue
		}
		for _, c := range cands {
			if !et.Connects(c, "") {
				continue
			}
			if found != "" && found != c {
				return ""
			}
			found = c
		}
	}
	return found
}
