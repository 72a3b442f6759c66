package offline

import (
	"github.com/gql-dev/gql/diag"
	"github.com/gql-dev/gql/grounding"
	"github.com/gql-dev/gql/internal/english"
	"github.com/gql-dev/gql/schema"
	"github.com/gql-dev/gql/templates"
)

// keepAmount files the filter an amount reader settled on and claims what
// it read. The unit words are also remembered as unit words so that later
// readers do not take "euros" or "minutes" for a value or a name, and the
// elements naming the compared property are consumed so the property is
// not read a second time as something the question asks for.
func (o *conPhase) keepAmount(v, prop string, op templates.Op, val any, i int, unitToks []int) {
	o.filter = append(o.filter, templates.C(v, prop, op, val))
	o.used.mark(i)
	o.used.mark(unitToks...)
	if o.unitWords == nil {
		o.unitWords = map[int]bool{}
	}
	for _, k := range unitToks {
		o.unitWords[k] = true
	}
	for _, e := range o.ev.Elements {
		if e.Kind == "prop" && e.Name == prop {
			o.consume(e)
		}
	}
}

// spanOver is the span from token i over the tokens toks, the part of the
// question a warning about a reading of all of them points at.
func (o *readCtx) spanOver(i int, toks []int) diag.Span {
	sp := o.toks[i].Span
	for _, k := range toks {
		sp = diag.Span{Start: min(sp.Start, o.toks[k].Span.Start), End: max(sp.End, o.toks[k].Span.End)}
	}
	return sp
}

// withElements reads from here on with a copy of the evidence whose element
// links are els, never the caller's: a compilation must not change what
// another reading of the same evidence sees.
func (o *offline) withElements(els []ElementLink) {
	ev := *o.ev
	ev.Elements = els
	c := *o.readCtx
	c.ev = &ev
	o.readCtx = &c
}

// withoutValues reads from here on with a copy of the evidence that lacks the
// value links whose indexes drop holds, never the caller's: a word read as
// something else must not also stand as a value.
func (o *offline) withoutValues(drop func(int) bool) {
	ev := *o.ev
	ev.Values = nil
	for k, v := range o.ev.Values {
		if !drop(k) {
			ev.Values = append(ev.Values, v)
		}
	}
	c := *o.readCtx
	c.ev = &ev
	o.readCtx = &c
}

// replaceElements swaps each element link matching one of from (kind, name
// and span) for the link to at the same index, in a copy of the evidence
// (see withElements).
func (o *offline) replaceElements(from, to []ElementLink) {
	var els []ElementLink
	for _, e := range o.ev.Elements {
		for i, f := range from {
			if e.Kind == f.Kind && e.Name == f.Name && e.Span == f.Span {
				e = to[i]
			}
		}
		els = append(els, e)
	}
	o.withElements(els)
}

// dropElements leaves out each element link matching one of drop (kind,
// name and span), in a copy of the evidence (see withElements).
func (o *offline) dropElements(drop []ElementLink) {
	var els []ElementLink
	for _, e := range o.ev.Elements {
		keep := true
		for _, d := range drop {
			if e.Kind == d.Kind && e.Name == d.Name && e.Span == d.Span {
				keep = false
			}
		}
		if keep {
			els = append(els, e)
		}
	}
	o.withElements(els)
}

// bareCueBounds are the bounds an open cue puts a day, month or year
// [from, next) on: "before" and "until" close the range above, "after" and
// "since" open it below, at the first or the last day as the word says.
// Cues that keep the thing inside the range ("in", "on") differ by unit,
// so their readers test them first.
func bareCueBounds(cue, from, next string) (lo, hi string, ok bool) {
	switch {
	case english.CueBefore.Is(cue):
		return "", from, true
	case english.CueAfter.Is(cue):
		return next, "", true
	case english.CueSince.Is(cue):
		return from, "", true
	case english.CueUntil.Is(cue):
		return "", next, true
	}
	return "", "", false
}

// onlyTextDate is the one date label holds as ISO text, "" when it holds
// none, several, or a year-like number: a year then has a better place, or
// which date it bounds is a guess.
func (o *readCtx) onlyTextDate(label string) string {
	date := ""
	for _, p := range o.propsOf(label) {
		if o.yearPropOf(label, p.Name) {
			return ""
		}
		if isoDated(&p) {
			if date != "" {
				return ""
			}
			date = p.Name
		}
	}
	return date
}

// keepDateRange files the date bounds a year reading settled on and claims
// its words, from the cue at c to the year at i.
func (o *conPhase) keepDateRange(v, prop, lo, hi string, c, i int) {
	o.addDateRange(v, prop, lo, hi, i)
	for k := c; k <= i; k++ {
		o.used.mark(k)
	}
}

// pastDets is the first token after i that is no determiner, len(o.toks)
// when none is: the operand of a comparison word stands there ("under the
// CEO", "before the Compilers course").
func (o *readCtx) pastDets(i int) int {
	k := i + 1
	for k < len(o.toks) && o.toks[k].POS == grounding.DET {
		k++
	}
	return k
}

// selfEdge is the label's one relationship to itself, nil when it has none
// or several: only then is "under X" or "before X" a walk along it rather
// than a guess between relationships.
func (o *readCtx) selfEdge(label string) *schema.EdgeType {
	var self []*schema.EdgeType
	for i := range o.s.EdgeTypes {
		et := &o.s.EdgeTypes[i]
		if et.Connects(label, label) {
			self = append(self, et)
		}
	}
	if len(self) != 1 {
		return nil
	}
	return self[0]
}

// joinedAlready: a relationship the plan holds, not a negated one, touches
// n; a chain placed on n then would give it a second role.
func (o *relPhase) joinedAlready(n *onode) bool {
	for _, e := range o.edges {
		if !e.negated && (e.from == n || e.to == n) {
			return true
		}
	}
	return false
}

// edgesAt are the relationships the element links over token k name, in
// link order (a name the schema does not know is passed over): what a verb
// at k may walk.
func (o *readCtx) edgesAt(k int) []*schema.EdgeType {
	var ets []*schema.EdgeType
	sp := o.toks[k].Span
	for _, e := range o.ev.Elements {
		if e.Kind != "edge" || e.Span.Start > sp.Start || e.Span.End < sp.End {
			continue
		}
		if et := o.s.EdgeType(e.Name); et != nil {
			ets = append(ets, et)
		}
	}
	return ets
}

// eachPlanOwner calls f once for each label and relationship type the plan
// holds so far, nodes first, in plan order: the owners an amount the
// question states may belong to, each weighed once however often it stands.
func (o *conPhase) eachPlanOwner(f func(owner string)) {
	seen := map[string]bool{}
	visit := func(owner string) {
		if !seen[owner] {
			seen[owner] = true
			f(owner)
		}
	}
	for _, n := range o.nodes {
		visit(n.label)
	}
	for _, e := range o.edges {
		visit(e.typ)
	}
}

// namedLabelSet is namedLabels as a set, for readers that ask of many
// labels whether the question names them.
func (o *readCtx) namedLabelSet() map[string]bool {
	named := map[string]bool{}
	for _, l := range o.namedLabels() {
		named[l] = true
	}
	return named
}
