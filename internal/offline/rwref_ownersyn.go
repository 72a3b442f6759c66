package offline

import (
	"fmt"

	"github.com/gql-dev/gql/grounding"
	"github.com/gql-dev/gql/internal/english"
)

// ownerSynonymProps: a word linked by its exact spelling to a property of
// a label the question does not mention, while a label it does mention
// has a property named by a synonym of the word ("incidents of each
// type", "vehicle type of 73-JT-57", where Customer has type and Incident
// and Vehicle have kind), means the mentioned thing's property: the word
// is said of the thing in front of it, and a property of a thing the
// question never names would join it for nothing. One such property of
// the mentioned labels, or the link stays.
func (o *offline) ownerSynonymProps(warns *sink) {
	present := o.labelsNamed()
	if len(present) == 0 {
		return
	}
	for k, e := range o.ev.Elements {
		idx := o.tokensIn(e.Span)
		if e.Kind != "prop" || len(idx) != 1 || o.ownedByPresent(e, present) {
			continue
		}
		w := o.lower[idx[0]]
		var owner, prop string
		n := 0
		for _, l := range o.s.Labels {
			if !present[l.Name] || !o.nextToLabel(idx[0], l.Name) {
				continue
			}
			for _, p := range l.Properties {
				ws := grounding.SplitName(p.Name)
				if p.Name != e.Name && len(ws) == 1 && grounding.SharesGroup(ws[0], w) {
					owner, prop = l.Name, p.Name
					n++
				}
			}
		}
		if n != 1 {
			continue
		}
		ev := *o.ev
		ev.Elements = append([]ElementLink(nil), o.ev.Elements...)
		ev.Elements[k].Name, ev.Elements[k].Owner = prop, owner
		o.ev = &ev
		warns.add(o.diagnostic("owner-synonym-read", e.Span, fmt.Sprintf("%q is read as %s.%s, a synonym of it that the %s the question names has, not %s of a thing it does not name", o.toks[idx[0]].Text, owner, prop, owner, e.Name)))
	}
}

// ownedByPresent: some label or relationship holding the linked property
// is one the question mentions.
func (o *offline) ownedByPresent(e ElementLink, present map[string]bool) bool {
	if e.Owner != "" {
		return present[e.Owner]
	}
	for _, l := range o.s.LabelsWithProperty(e.Name) {
		if present[l] {
			return true
		}
	}
	// A relationship's property: whether its ends are mentioned is for the
	// phases to read; it is left as linked.
	return len(o.s.EdgeTypesWithProperty(e.Name)) > 0
}

// nextToLabel: a mention of label (its noun or a value of it) stands next to
// token i, with at most "of", "each", "the" and the like between them
// (english.SaidOfGap): "vehicle type", "incidents of each type", "type of
// boat". A label the question names elsewhere is no owner the word is
// said of ("how many titles did Tom Hanks act in").
func (o *offline) nextToLabel(i int, label string) bool {
	var at []int
	for _, e := range o.ev.Elements {
		if e.Kind == "label" && e.Name == label {
			at = append(at, o.tokensIn(e.Span)...)
		}
	}
	for _, v := range o.ev.Values {
		if !v.OnEdge && v.Owner == label {
			at = append(at, o.tokensIn(v.Span)...)
		}
	}
	for _, j := range at {
		lo, hi := min(i, j), max(i, j)
		if hi-lo > 3 || hi == lo {
			continue
		}
		gap := true
		for k := lo + 1; k < hi; k++ {
			if !english.SaidOfGap.Is(o.word(k)) {
				gap = false
				break
			}
		}
		if gap {
			return true
		}
	}
	return false
}
