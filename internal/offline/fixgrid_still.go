package offline

import (
	"fmt"
	"strings"

	"github.com/gql-dev/gql/grounding"
	"github.com/gql-dev/gql/internal/english"
	"github.com/gql-dev/gql/schema"
	"github.com/gql-dev/gql/templates"
)

// stillOpenDate reads "How many work orders are still open?", "tickets
// that are still unresolved": "still" asks for a state that has not ended,
// and when what the plan walks holds no yes/no flag for it (stillNotEnded
// reads those) but exactly one node of the plan has a property, not a
// yes/no one, whose name says the state ended (closed, resolved, returned:
// english.EndedFlag), the things still in the state are those with no
// value there: the property is missing. The state word after "still"
// ("open") is read with it, whatever grounding linked it to. Said as a
// warning; with no such property "still" stays unread and the question is
// refused as before.
func (o *offline) stillOpenDate(q *templates.Query, warns *sink) {
	if o.still != nil {
		return
	}
	at := o.findIn(english.StillState)
	if at < 0 {
		return
	}
	type cand struct{ v, label, prop string }
	var cands []cand
	seen := map[string]bool{}
	for v, label := range varLabels(q) {
		if seen[v] || label == "" {
			continue
		}
		seen[v] = true
		if found := o.endedValue(label); found != "" {
			cands = append(cands, cand{v, label, found})
		}
	}
	if len(cands) != 1 {
		return
	}
	c := cands[0]
	t := *q
	t.Where = templates.AllOf(q.Where, &templates.Cmp{Var: c.v, Prop: c.prop, Op: templates.Missing})
	if _, err := templates.Normalize(&t, o.s); err != nil {
		return
	}
	*q = t
	o.used.mark(at)
	read := []int{at}
	// The state word right after "still" is what the missing end means.
	if k := at + 1; k < len(o.toks) && o.toks[k].POS != grounding.NOUN && !o.isNumber(k) {
		o.used.mark(k)
		read = append(read, k)
	}
	o.still = map[int]bool{at: true}
	warns.add(o.diagnostic("still-open-missing", o.tokSpans(read[0], read[len(read)-1]),
		fmt.Sprintf("%q asks for a state that has not ended: read as %s.%s missing, the one property of the %s whose name says the state ended", o.ev.Question[o.tokSpan(read[0]).Start:o.tokSpan(read[len(read)-1]).End], c.label, c.prop, c.label)))
}

// stillLinksAside: a property link spanning "still" and the state word
// after it ("still open" → opened) is the state stillOpenDate reads from
// the property that ends it, when the link's label keeps that end as a
// value (not a flag): the link is set aside so the plan neither shows nor
// filters the other property. Said in stillOpenDate's warning.
func (o *offline) stillLinksAside() {
	at := o.findIn(english.StillState)
	if at < 0 {
		return
	}
	sp := o.toks[at].Span
	var kept []ElementLink
	changed := false
	for _, e := range o.ev.Elements {
		if e.Kind == "prop" && e.Owner != "" && e.Span.Start <= sp.Start && e.Span.End > sp.End && o.endedValue(e.Owner) != "" && o.endedValue(e.Owner) != e.Name {
			changed = true
			continue
		}
		kept = append(kept, e)
	}
	if changed {
		ev := *o.ev
		ev.Elements = kept
		o.ev = &ev
	}
}

// endedValue is the label's one property, not a yes/no one, whose name
// says a state ended; "" when it has none, several, or a yes/no one.
func (o *offline) endedValue(label string) string {
	found := ""
	for _, p := range o.propsOf(label) {
		for _, w := range grounding.SplitName(schema.LocalName(p.Name)) {
			if !english.EndedFlag.Is(strings.ToLower(w)) {
				continue
			}
			if p.Type == schema.Bool || found != "" && found != p.Name {
				return ""
			}
			found = p.Name
		}
	}
	return found
}
