package offline

import (
	"fmt"

	"github.com/gql-dev/gql/grounding"
	"github.com/gql-dev/gql/internal/english"
	"github.com/gql-dev/gql/schema"
)

// Kind of question read here (asked5): "online courses per department",
// "vehicles per kind". Things, then "per" and a group, with no aggregate
// named: the question asks how many of them each group has, as "how many
// courses per department" does. Read without the count, the plan listed
// each course beside its department (a silent wrong). The count is an
// assumption, warned per-counted. Not when a property before "per" is
// what is asked ("parking charge per hotel"): that is an amount, not
// things.

// perCountAt is the token of such a "per", -1 when there is none.
func (o *readCtx) perCountAt() int {
	for k := 1; k+1 < len(o.toks); k++ {
		if !english.PerCounted.Is(o.word(k)) || o.toks[k].Quoted {
			continue
		}
		if o.toks[k-1].POS != grounding.NOUN || !o.linksKind(k-1, "label") || o.word(k-1) == o.toks[k-1].Lemma {
			return -1 // a plural noun of things counts: "courses per"
		}
		last := len(o.toks) - 1
		for last > k+1 && (isPunct(o.word(last)) || english.TrailingPolite.Is(o.word(last))) {
			last--
		}
		if last != k+1 && !o.oneLinkRun(k+1, last) || !(o.linksKind(k+1, "label") || o.linksKind(k+1, "prop")) || o.valueAt(k+1) {
			return -1
		}
		for j := 0; j < k-1; j++ {
			if o.linksKind(j, "prop") && !o.boolPropAt(j) || o.linksKind(j, "edge") {
				return -1 // an amount or a relation before the things
			}
		}
		return k
	}
	return -1
}

// boolPropAt: every property link covering token i is a yes/no property
// ("online courses"), read as a kind of the things, not an amount.
func (o *readCtx) boolPropAt(i int) bool {
	sp := o.toks[i].Span
	found := false
	for _, e := range o.ev.Elements {
		if e.Kind != "prop" || e.Span.Start > sp.Start || e.Span.End < sp.End {
			continue
		}
		p := schema.Find(o.propsOf(e.Owner), e.Name)
		if p == nil || p.Type != schema.Bool {
			return false // unowned, or an amount
		}
		found = true
	}
	return found
}

// perCountWarned says the count a "per" with no aggregate was read as.
func (o *offline) perCountWarned(warns *sink) {
	sh := shapeOf(o.readCtx).shape
	if k := o.perCountAt(); k >= 0 && o.breakdownAt() < 0 && sh.count && sh.agg == "" {
		warns.add(o.diagnostic("per-counted", o.tokSpan(k),
			fmt.Sprintf("%q after %q names no aggregate: the %s are counted in each group", o.toks[k].Text, o.toks[k-1].Text, o.toks[k-1].Text)))
	}
}

// prepNounAt: token i is a noun right after a preposition ("units in
// stock by warehouse"): a state the things are in, which a relationship's
// word may name, not the verb of a doer ("supplied by").
func (o *readCtx) prepNounAt(i int) bool {
	return i > 0 && o.toks[i].POS == grounding.NOUN && english.Frame.Preposition.Is(o.word(i-1))
}
