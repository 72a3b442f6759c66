package offline

import (
	"fmt"
	"strings"

	"github.com/gql-dev/gql/internal/english"
	"github.com/gql-dev/gql/templates"
)

// selfEdgeDirection reads the direction of a relationship joining a label
// to itself from two words grammar fixes, not from word order:
//   - "X's lead", "Lena Hart's guide": a possessive before the bare verb
//     naming the relationship (LEADS, GUIDES) asks for the one who does it
//     to X, as "X's leader" would: X is the relationship's target.
//   - "substations that feed from X", "pumps fed from X": the verb followed
//     by "from" and a named thing says the thing is where it comes from: X
//     is the relationship's source, in either voice. A chain of the
//     relationship ("fed from X, directly or indirectly") is read the same
//     way when the verb is a past form; word order had walked it the other
//     way round.
//
// When the plan walks that one relationship the other way round, the hop
// is turned. A relationship whose own name holds "from" is left alone
// (DEPARTS_FROM already says which end the preposition names). The reading
// is a warning.
func (o *offline) selfEdgeDirection(q *templates.Query, warns *sink) {
	if q == nil {
		return
	}
	for _, e := range o.ev.Elements {
		if e.Kind != "edge" || e.implied {
			continue
		}
		label := o.selfLabel(e.Name)
		if label == "" {
			continue
		}
		parts := strings.Split(strings.ToLower(e.Name), "_")
		if len(parts) != 1 {
			continue
		}
		k := o.tokenAt(e.Span)
		if k >= len(o.toks) || o.toks[k].Span.End != e.Span.End {
			continue
		}
		hop, prev := findOneHop(q, e.Name)
		if hop == nil || len(hop.Or) > 0 || hop.Dir == templates.Both {
			continue
		}
		single := hop.Min == 0 && hop.Max == 0
		// A chain ("fed from X, directly or indirectly") takes the "from"
		// reading only, and only after a past form: the passive, whose
		// subjects receive it.
		chain := hop.Min == 1 && hop.Max == templates.Unbounded && english.PastParticiple(o.words[k])
		if !single && !chain {
			continue
		}
		var anchor *ValueLink
		wantSource, why := false, ""
		if pk := o.possessiveBefore(k); single && pk >= 0 && english.SameBase(o.words[k], parts[0]) && !strings.HasSuffix(o.words[k], "ing") {
			if v := o.valueEndingAt(pk, label); v != nil {
				anchor, wantSource = v, false
				why = fmt.Sprintf("%q after a possessive asks for the one who %s %s: %s is the target of %s", o.toks[k].Text, strings.ToLower(e.Name), o.ev.Question[v.Span.Start:v.Span.End], o.ev.Question[v.Span.Start:v.Span.End], e.Name)
			}
		}
		if anchor == nil && k+2 < len(o.toks) && english.SourcePrep.Is(o.words[k+1]) {
			if v := o.valueStartingAt(k+2, label); v != nil {
				name := o.ev.Question[v.Span.Start:v.Span.End]
				anchor, wantSource = v, true
				why = fmt.Sprintf("%q from %s says where it comes from: %s is the source of %s", o.toks[k].Text, name, name, e.Name)
				if chain {
					why = fmt.Sprintf("%q from %s says where it comes from: %s is the source of the chain of %s", o.toks[k].Text, name, name, e.Name)
				}
			}
		}
		if anchor == nil {
			continue
		}
		if anchored, turned := turnHopFor(q, hop, prev, anchor, wantSource); !anchored || !turned {
			continue
		}
		warns.add(o.diagnostic("self-edge-direction", o.tokSpan(k), why))
	}
}

// possessiveBefore is the last token of the possessor when the words
// right before token k are a possessive mark ("Nowak's", split as
// "Nowak", "'", "s", or "Adams'"), else -1.
func (o *readCtx) possessiveBefore(k int) int {
	i := k - 1
	if i >= 1 && english.PossessiveS.Is(o.toks[i].Text) {
		i--
	}
	if i >= 1 && (english.Apostrophe.Is(o.toks[i].Text) || english.PossessiveMark.Is(o.toks[i].Text)) {
		return i - 1
	}
	return -1
}

// valueEndingAt is the value link of the label whose last token is i.
func (o *offline) valueEndingAt(i int, label string) *ValueLink {
	if i < 0 {
		return nil
	}
	for vi := range o.ev.Values {
		v := &o.ev.Values[vi]
		if !v.OnEdge && v.Owner == label && v.Span.End == o.toks[i].Span.End {
			return v
		}
	}
	return nil
}

// valueStartingAt is the value link of the label whose first token is i
// (an article before it is skipped).
func (o *offline) valueStartingAt(i int, label string) *ValueLink {
	if i < len(o.toks) && english.DefiniteArticle.Is(o.words[i]) {
		i++
	}
	if i >= len(o.toks) {
		return nil
	}
	for vi := range o.ev.Values {
		v := &o.ev.Values[vi]
		if !v.OnEdge && v.Owner == label && v.Span.Start == o.toks[i].Span.Start {
			return v
		}
	}
	return nil
}

// findOneHop is the one hop of the Match walking the edge type, and the
// variable of the node it starts from; nil when none or several do.
func findOneHop(q *templates.Query, edge string) (*templates.Hop, string) {
	var found *templates.Hop
	prevVar := ""
	for pi := range q.Match {
		p := &q.Match[pi]
		prev := p.From.Var
		for hi := range p.Hops {
			h := &p.Hops[hi]
			if h.Edge == edge {
				if found != nil {
					return nil, ""
				}
				found, prevVar = h, prev
			}
			prev = h.To.Var
		}
	}
	return found, prevVar
}

// eqCmps are the equality comparisons every row must pass (the top-level
// conjunction of the filter).
func eqCmps(e templates.Expr) []*templates.Cmp {
	switch x := e.(type) {
	case *templates.Cmp:
		if x.Op == templates.Eq {
			return []*templates.Cmp{x}
		}
	case *templates.And:
		var out []*templates.Cmp
		for _, a := range x.Args {
			out = append(out, eqCmps(a)...)
		}
		return out
	}
	return nil
}

// selfLabel is the label a relationship joins to itself, "" when it joins
// two labels or more than one pair.
func (o *readCtx) selfLabel(edge string) string {
	et := o.s.EdgeType(edge)
	if et == nil || len(et.Endpoints) != 1 || et.Endpoints[0].From != et.Endpoints[0].To {
		return ""
	}
	return et.Endpoints[0].From
}

// turnHopFor turns hop (starting from prev) so that the thing the plan
// compares equal to v stands at the relationship's source (wantSource) or
// target. anchored is false when v is compared at neither end; turned says
// whether the hop was the other way round.
func turnHopFor(q *templates.Query, hop *templates.Hop, prev string, v *ValueLink, wantSource bool) (anchored, turned bool) {
	av := ""
	for _, c := range eqCmps(q.Where) {
		if c.Prop == v.Prop && fmt.Sprint(c.Value) == fmt.Sprint(v.Value) && (c.Var == prev || c.Var == hop.To.Var) {
			av = c.Var
		}
	}
	if av == "" {
		return false, false
	}
	src := prev
	if hop.Dir == templates.In {
		src = hop.To.Var
	}
	if (src == av) == wantSource {
		return true, false
	}
	if hop.Dir == templates.Out {
		hop.Dir = templates.In
	} else {
		hop.Dir = templates.Out
	}
	return true, true
}
