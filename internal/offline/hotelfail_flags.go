package offline

import (
	"fmt"
	"strings"

	"github.com/gql-dev/gql/internal/english"
	"github.com/gql-dev/gql/schema"
	"github.com/gql-dev/gql/templates"
)

// Yes/no properties said as an adjective: of a relationship ("hotels with
// a free gym" over HAS_AMENITY.free, "customers who wrote a verified
// review" over REVIEWED.verified), or of a thing in capitals ("our VIP
// guests" over Guest.vip). The word says which things are meant; it is
// not what the question asks to see.

// edgeFlagWord: the property link p is one word naming a boolean property
// of a relationship type whose ends the question names elsewhere (a label
// or a stored value of one): the word says which relationships count, as
// "a 1-star review" does (edgeKindWord), so the focus phase must not take
// the flag for the column asked for.
func (o *readCtx) edgeFlagWord(p ElementLink) bool {
	et := o.s.EdgeType(p.Owner)
	if et == nil || len(o.tokensIn(p.Span)) != 1 {
		return false
	}
	q := schema.Find(et.Properties, p.Name)
	if q == nil || q.Type != schema.Bool {
		return false
	}
	for _, ep := range et.Endpoints {
		if o.labelNamedOutside(ep.From, p) || o.labelNamedOutside(ep.To, p) {
			return true
		}
	}
	return false
}

// applyEdgeFlags filters a relationship the plan walks on a boolean
// property of it that a word of the question names outright ("free",
// "verified"; after not/non its denial): the relationships kept are those
// it holds true of. Only one hop of the plan may have the property, or
// which relationship the word describes is a guess, and the word stays
// unread for the account to refuse. Warned edge-flag-read.
func (o *offline) applyEdgeFlags(q *templates.Query, warns *sink) {
	uses := planElements(q)
	for i := range o.toks {
		if o.used.has(i) && !o.labelSpanTail(i) || o.toks[i].Quoted {
			continue
		}
		var hop *templates.Hop
		var prop string
		n := 0
		for pi := range q.Match {
			for hi := range q.Match[pi].Hops {
				h := &q.Match[pi].Hops[hi]
				et := o.s.EdgeType(h.Edge)
				if et == nil || h.VarLength() || len(h.Or) > 0 {
					continue
				}
				for _, p := range et.Properties {
					adverb := english.AdverbOf(o.words[i], localName(p.Name))
					if p.Type == schema.Bool && !uses[p.Name] && (adverb || !o.used.has(i) && boolNamed(localName(p.Name), o.words[i], o.lower[i])) {
						hop, prop = h, p.Name
						n++
					}
				}
			}
		}
		if n != 1 {
			continue
		}
		yes, ok := o.fileFlag(q, i, prop, func() string {
			if hop.Var == "" {
				hop.Var = o.freeVar(q, "r")
			}
			return hop.Var
		})
		if !ok {
			continue
		}
		uses[prop] = true
		warns.add(o.diagnostic("edge-flag-read", o.tokSpan(i),
			fmt.Sprintf("read %q as %s.%s = %v: the word names a yes/no property of the relationship the plan walks, so only the relationships holding it count", o.toks[i].Text, hop.Edge, prop, yes)))
	}
}

// applyAcronymFlags reads a word written in capitals that spells the whole
// name of a boolean property ("our VIP guests" over Guest.vip) as that
// property true of the one thing of its label the plan reads, as
// applyBoolKinds reads longer words; a short word in lower case ("new",
// "hot") is too often an ordinary adjective to be read so. Warned
// bool-kind-read.
func (o *offline) applyAcronymFlags(q *templates.Query, warns *sink) {
	uses := planElements(q)
	labels := varLabels(q)
	for i := range o.toks {
		t := o.toks[i].Text
		if o.used.has(i) || o.toks[i].Quoted || len(t) < 2 || strings.ToUpper(t) != t || strings.ToLower(t) == t {
			continue
		}
		var v, label, prop string
		n := 0
		for x, l := range labels {
			for _, p := range o.propsOf(l) {
				if p.Type == schema.Bool && !uses[p.Name] && localName(p.Name) == squashName(t) {
					v, label, prop = x, l, p.Name
					n++
				}
			}
		}
		if n != 1 {
			continue
		}
		yes, ok := o.fileFlag(q, i, prop, func() string { return v })
		if !ok {
			continue
		}
		uses[prop] = true
		warns.add(o.diagnostic("bool-kind-read", o.tokSpan(i),
			fmt.Sprintf("read %q as %s.%s = %v: the word, in capitals, is the whole name of a yes/no property of the %s, read as a kind of them", t, label, prop, yes, label)))
	}
}

// fileFlag files the yes/no property prop of the thing varOf names as the
// flag word at token i reads it: true, or "<> true" (false, as the node
// flags read a denial) when a denial not yet read stands right before it.
// It marks the word and its denial; ok is false, and nothing is filed,
// when that denial was already read by another reading.
func (o *offline) fileFlag(q *templates.Query, i int, prop string, varOf func() string) (yes, ok bool) {
	yes, neg := true, -1
	if k := i - 1; k >= 0 && english.BoolDenial.Is(o.word(k)) {
		if o.used.has(k) {
			return false, false
		}
		yes, neg = false, k
	}
	op := templates.Eq
	if !yes {
		op = templates.Ne
	}
	q.Where = templates.AllOf(q.Where, &templates.Cmp{Var: varOf(), Prop: prop, Op: op, Value: true})
	o.used.mark(i)
	if neg >= 0 {
		o.used.mark(neg)
	}
	return yes, true
}

// labelSpanTail: token i is the last word of a label link of several
// words that the label's noun before it already spells ("meeting
// remotely" linked to Meeting): the word was consumed with the label, and
// it says nothing of it.
func (o *readCtx) labelSpanTail(i int) bool {
	for _, e := range o.ev.Elements {
		idx := o.tokensIn(e.Span)
		if e.Kind == "label" && len(idx) > 1 && idx[len(idx)-1] == i {
			return true
		}
	}
	return false
}
