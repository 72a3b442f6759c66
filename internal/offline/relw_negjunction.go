package offline

import (
	"fmt"

	"github.com/gql-dev/gql/diag"
	"github.com/gql-dev/gql/grounding"
	"github.com/gql-dev/gql/internal/english"
)

// deniedJunctionEndAside reads "physicians not affiliated with any
// department", "crops not grown on any farm": a denial covers a junction
// the question names (by its noun, or by the verb junctionVerbLinksAside
// read as it) and, after it, a label the junction joins to a thing named
// before the denial. That label is the junction row's far end, inside what
// is denied; linked as a node of its own it is joined to the thing by
// another key (a department's head) or required outright beside the NOT
// EXISTS, and the question's denial is lost or contradicted. Its link is
// set aside, so the denial is of any junction row; the plan assumes every
// row refers to one of them (a key left empty would count as none), which
// the warning says. A far end that carries a value the question names
// ("not affiliated with Surgery") is left to the negated-named readings,
// and so is a question naming any stored value: the denial is then one
// condition of several, whose joins this reading has not been measured on.
func (o *offline) deniedJunctionEndAside(warns *sink) {
	if len(o.ev.Values) > 0 {
		return
	}
	named := o.namedLabels()
	var drop []ElementLink
	var at []int
	for _, x := range o.ev.Elements {
		if x.Kind != "label" {
			continue
		}
		k := o.tokenAt(x.Span)
		if k >= len(o.toks) || !o.inDenialScope(k) || o.labelHasValue(x.Name) {
			continue
		}
		d := o.denialBefore(k)
		for _, j := range o.ev.Elements {
			if j.Kind != "label" || j.Name == x.Name {
				continue
			}
			i := o.tokenAt(j.Span)
			// beside: the junction's word stands outside the denial
			// next to the far end ("affiliated with no department", "no
			// physicians affiliated with them"). The far end read by the
			// other key there denied the head of the department; set
			// aside, the denial is left with nothing of its own and the
			// plan is refused for it (unused-words), which beats that.
			beside := false
			switch {
			case i > d && i < k:
			case i < d && d-i <= 2 && o.onlyPrepsBetween(i, d):
				beside = true
			case i > k && i-k <= 2 && d < k && k-d <= 2:
				beside = true
			default:
				continue
			}
			subj := ""
			for _, f := range named {
				if f == x.Name || f == j.Name || !o.labelNamedBefore(f, d) {
					continue
				}
				for _, via := range junctionsBetween(o.s, f, x.Name) {
					if via.label == j.Name {
						subj = f
					}
				}
			}
			// A junction said by a verb the tagger reads as one, with no
			// key of its own between the two things ("shops that do not
			// hire any employee"), is walked to its far end by the
			// junction-negation reading, which needs no assumption.
			if subj == "" || o.toks[i].POS == grounding.VERB && !o.schemaJoins(subj, x.Name) {
				continue
			}
			drop = append(drop, x)
			at = append(at, k)
			if beside {
				warns.add(o.diagnostic("denied-junction-end", x.Span, fmt.Sprintf("%q is the far end of %s, which the question denies beside it: it is not read as a %s joined to the %s by another key, and any %s row counts, as if every one names a %s", o.ev.Question[x.Span.Start:x.Span.End], j.Name, x.Name, subj, j.Name, x.Name)))
				break
			}
			warns.add(o.diagnostic("denied-junction-end", x.Span, fmt.Sprintf("%q is read as the far end of the denied %s, which joins %s to %s: a %s with no %s row at all is kept, as if every %s row names a %s", o.ev.Question[x.Span.Start:x.Span.End], j.Name, subj, x.Name, subj, j.Name, j.Name, x.Name)))
			break
		}
	}
	if len(drop) == 0 {
		return
	}
	o.dropElements(drop)
	o.used.mark(at...)
}

// onlyPrepsBetween: the tokens strictly between i and d are prepositions
// (the tagger calls "with" anything).
func (o *readCtx) onlyPrepsBetween(i, d int) bool {
	for t := i + 1; t < d; t++ {
		if o.toks[t].POS != grounding.ADP && !english.SetLinkWords.Is(o.word(t)) {
			return false
		}
	}
	return true
}

// denialBefore is the nearest token before i that denies, -1 when none.
func (o *readCtx) denialBefore(i int) int {
	for n := i - 1; n >= 0; n-- {
		if o.denies(n) {
			return n
		}
	}
	return -1
}

// labelHasValue: a stored value the question names belongs to the label.
func (o *readCtx) labelHasValue(label string) bool {
	for _, v := range o.ev.Values {
		if !v.OnEdge && v.Owner == label {
			return true
		}
	}
	return false
}

// labelNamedBefore: a link to the label, or a value of it, starts before
// token i.
func (o *readCtx) labelNamedBefore(label string, i int) bool {
	if i < 0 || i >= len(o.toks) {
		return false
	}
	before := func(sp diag.Span) bool { return sp.Start < o.toks[i].Span.Start }
	for _, e := range o.ev.Elements {
		if e.Kind == "label" && e.Name == label && before(e.Span) {
			return true
		}
	}
	for _, v := range o.ev.Values {
		if !v.OnEdge && v.Owner == label && before(v.Span) {
			return true
		}
	}
	return false
}
