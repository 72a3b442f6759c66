package offline

import (
	"fmt"

	"github.com/gql-dev/gql/grounding"
	"github.com/gql-dev/gql/internal/english"
	"github.com/gql-dev/gql/templates"
)

// Walks and positions the new users' graphs refused (docs/offline.md
// "Walks and positions (fix24)").

func init() {
	checks = append(checks,
		Check{ID: "all-levels-read", Warning: true, Summary: "a lineage noun or \"come/fall under\" is read as every level of a relationship of a thing to its own kind",
			Doc: "\"Who are all the farmers in Hendrik Vos's mentoring line?\", \"Which crops come under Wheat?\": the plan had walked the label's relationship to itself one step, from or to the named thing, in the direction the other rules read; the lineage noun (line, chain, tree) or \"come/fall under\" asks for every level, so the step becomes a chain of any length (distinct things; a count counts each once). Only a plan with that one self-hop between a named thing and the things returned."},
		Check{ID: "chain-through-read", Warning: true, Summary: "\"directly or through the X it cites\" is read as a chain of the relationship the closing clause names",
			Doc: "\"Which drivers were trained by Tomasz Nowak, directly or through someone he mentored?\", \"Which papers does X build on, directly or through the papers it cites?\": the clause after \"directly or through\" names the label's relationship to itself by a verb whose subject is a pronoun for the named thing, and otherwise only the label's noun or a word for someone; the things asked for are those reached from the named thing along that relationship at any depth, the verb's voice giving the direction. A clause naming no relationship (\"directly or through other services\") is still refused."},
		Check{ID: "chain-through-unplaced", Summary: "a \"directly or through\" clause's chain is not walked from the named thing",
			Doc: "\"… directly or through the papers it cites\": the pronoun before the clause's verb is the named thing, so the chain leaves it from the relationship's source; a plan that walks it otherwise is refused rather than answered."},
	)
}

// allLevelsRead turns the one self-hop the one-level-walked net found
// into a chain of any length, when the plan is a plain listing or count
// of the things at its far end from a named thing: the rules that read
// the hop had already placed its direction. It reports whether it did.
func (o *readCtx) allLevelsRead(q *templates.Query, i int, edge string, warns *sink) bool {
	if hasClosure(q) || len(q.Match) != 1 || len(q.Match[0].Hops) != 1 || q.Optional != nil || len(q.Optionals) > 0 || len(q.Order) > 0 {
		return false
	}
	p := &q.Match[0]
	h := &p.Hops[0]
	if h.Edge != edge || h.Var != "" || len(h.Or) > 0 || h.Min != 0 || h.Max != 0 || p.From.Label != h.To.Label {
		return false
	}
	// One end is the named thing, the other what is shown.
	named := map[string]bool{}
	for _, c := range allCmps(q.Where) {
		if c.Op == templates.Eq && c.Value != nil {
			named[c.Var] = true
		}
	}
	far := ""
	switch {
	case named[p.From.Var] && !named[h.To.Var]:
		far = h.To.Var
	case named[h.To.Var] && !named[p.From.Var]:
		far = p.From.Var
	default:
		return false
	}
	src := p.From.Var
	if h.Dir == templates.In {
		src = h.To.Var
	}
	if english.LineageNoun.Is(o.word(i)) {
		// "Hendrik Vos's mentoring line": the owner does what the verb
		// says, so the line runs from the relationship's source. Over a
		// relationship of rank ("Ana Silva's reporting line") the line
		// may run up or down from her, which the words leave open.
		if src == far || english.HierarchyDirection(grounding.SplitName(edge)) != 0 {
			return false
		}
	}
	// "come under Wheat": the hop's direction is underDirection's, which
	// reads the plan after this phase and turns the chain as it would the
	// step (the named thing above the others).
	for k, r := range q.Return {
		if r.Var != far {
			return false
		}
		switch r.Agg {
		case templates.NoAgg:
		case templates.Count:
			q.Return[k].Agg = templates.CountDistinct
		case templates.CountDistinct:
		default:
			return false
		}
	}
	h.Min, h.Max = 1, templates.Unbounded
	if q.Return[0].Agg == templates.NoAgg {
		q.Distinct = true
	}
	warns.add(o.diagnostic("all-levels-read", o.tokSpan(i),
		fmt.Sprintf("%q asks for every level of %s: the plan follows it from the named %s at any depth, each thing once", o.toks[i].Text, edge, p.From.Label)))
	return true
}

// chainThrough is the index of "through"/"via" in a closing "directly or
// through …" ("Which drivers were trained by Tomasz Nowak, directly or
// through someone he mentored?"), -1 when the question has none.
func (o *readCtx) chainThrough() int {
	for i := 0; i+2 < len(o.toks); i++ {
		if english.DirectManner.Is(o.word(i)) && english.MannerJoin.Is(o.word(i+1)) && english.Via.Is(o.word(i+2)) {
			return i + 2
		}
	}
	return -1
}

// throughChain reads a closing "directly or through <clause>" whose
// clause names one relationship of a label to itself by a verb after a
// pronoun subject ("someone he mentored", "the papers it cites"), its
// other words being determiners, the label's noun or a word for someone.
// It gives the clause's first and last tokens, the verb's token and the
// relationship; ok is false for any other clause, which keeps the
// closure-unread net's refusal ("directly or through other services"
// names no relationship, and which way the services depend is a guess).
func (o *readCtx) throughChain() (from, to, verb int, edge string, ok bool) {
	t := o.chainThrough()
	if t < 0 {
		return 0, 0, 0, "", false
	}
	end := t + 1
	for end < len(o.toks) && o.toks[end].POS != grounding.PUNCT {
		end++
	}
	verb = -1
	for k := t + 1; k < end; k++ {
		if es := o.edgeNamesAt(k); len(es) > 0 {
			if verb >= 0 || len(es) != 1 {
				return 0, 0, 0, "", false
			}
			verb, edge = k, es[0]
		}
	}
	if verb < 0 || !english.ThirdPersonSubject.Is(o.word(verb-1)) {
		return 0, 0, 0, "", false
	}
	label := o.selfEdgeLabel(edge)
	if label == "" {
		return 0, 0, 0, "", false
	}
	for k := t + 1; k < end; k++ {
		w := o.word(k)
		if k == verb || english.Determiner.Is(w) || english.ThroughWhom.Is(w) || english.ThirdPersonSubject.Is(w) || english.Frame.RelativeStart.Is(w) {
			continue
		}
		if l := o.labelAtToken(k); l == label || l == "" && englishNounOfLabel(w, label) {
			continue
		}
		return 0, 0, 0, "", false
	}
	// The rest of the question names no other relationship: the chain is
	// the question's one walk.
	for _, e := range o.ev.Elements {
		if e.Kind == "edge" && e.Name != edge {
			return 0, 0, 0, "", false
		}
	}
	return t - 2, end - 1, verb, edge, true
}

// edgeNamesAt are the relationships token k links to.
func (o *readCtx) edgeNamesAt(k int) []string { return o.namesAt(k, "edge") }

// selfEdgeLabel is the one label the relationship joins to itself, and
// joins to nothing else; "" otherwise.
func (o *readCtx) selfEdgeLabel(name string) string {
	et := o.s.EdgeType(name)
	if et == nil || len(et.Endpoints) != 1 || et.Endpoints[0].From != et.Endpoints[0].To {
		return ""
	}
	return et.Endpoints[0].From
}

// chainThroughAside consumes the clause throughChain reads: its words
// name the chain's middle, so its noun must not become a node of its own
// ("the papers it cites" is no second walk of CITES); the verb's link
// stays, and the edges phase places it between the named thing and the
// things asked for.
func (o *offline) chainThroughAside(warns *sink) {
	from, to, verb, edge, ok := o.throughChain()
	if !ok {
		return
	}
	lo, hi := o.toks[from+3].Span.Start, o.toks[to].Span.End
	vs := o.toks[verb].Span
	o.ev = o.ev.keepElements(func(_ int, e ElementLink) bool {
		return e.Span.End <= lo || e.Span.Start >= hi || e.Span == vs && e.Kind == "edge"
	})
	for k := from; k <= to; k++ {
		if k != verb {
			o.used.mark(k)
		}
	}
	warns.add(o.diagnostic("chain-through-read", o.tokSpans(from, to),
		fmt.Sprintf("%q names %s as the way to the things asked for: they are those the named thing reaches along it at any depth", o.ev.Question[o.toks[from].Span.Start:o.toks[to].Span.End], edge)))
}

// throughChainOK: the question closes on a "directly or through" clause
// throughChain reads.
func (o *readCtx) throughChainOK() bool {
	_, _, _, _, ok := o.throughChain()
	return ok
}

// throughChainPlaced checks the plan the edges phase built for a clause
// throughChain read: the pronoun before the verb is the named thing, the
// verb's subject, so the chain must leave the named thing from the
// relationship's source. A plan walking it the other way is refused
// rather than answered.
func (o *readCtx) throughChainPlaced(q *templates.Query) error {
	_, _, verb, edge, ok := o.throughChain()
	if !ok {
		return nil
	}
	named := map[string]bool{}
	for _, c := range allCmps(q.Where) {
		if c.Op == templates.Eq && c.Value != nil {
			named[c.Var] = true
		}
	}
	for _, l := range links(q) {
		if l.hop.Edge != edge || !l.hop.Closure() {
			continue
		}
		src, dst := l.a, l.b
		if l.hop.Dir == templates.In {
			src, dst = dst, src
		}
		if named[src] && !named[dst] {
			return nil
		}
	}
	return o.refuse("chain-through-unplaced", verb, "%q has the named thing as the subject of %q, and the plan does not follow %s from it at any depth: which way the chain runs is not what the question says", o.toks[verb].Text, o.toks[verb].Text, edge)
}
