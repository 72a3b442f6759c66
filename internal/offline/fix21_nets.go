package offline

import (
	"fmt"

	"github.com/gql-dev/gql/grounding"
	"github.com/gql-dev/gql/internal/english"
	"github.com/gql-dev/gql/templates"
)

// Rules of farm's first run (docs/offline.md "farm's first run
// (fix21)"), each a mechanism for any graph, run on the plan after the
// account and sanity phases.
func (o *readCtx) fix21Plan(q *templates.Query, warns *sink) error {
	if i, prop, u, pu := o.unitAskedUnconverted(q); i >= 0 {
		return o.refuse("unit-unconverted", i, "the question asks for the answer in %s and the plan returns %s, whose name says it holds %s; converting a returned value is not expressed offline", u, prop, pu)
	}
	if i, edge := o.allLevelsOneStep(q); i >= 0 && !o.allLevelsRead(q, i, edge, warns) { // fix24_walks.go
		return o.refuse("one-level-walked", i, "%q asks for every level of %s, and the plan walks one step of it", o.toks[i].Text, edge)
	}
	o.possessiveRoleFollowed(q, warns)
	return o.throughChainPlaced(q) // fix24_walks.go
}

// unitAskedUnconverted: "How big is X in square metres?" — the question
// names the unit it wants the answer in, and a returned property's name
// says it holds another unit of the same dimension (area_ha): returning
// the stored number would answer in the wrong unit. Nothing is said when
// the names agree or the property's name gives no unit.
func (o *readCtx) unitAskedUnconverted(q *templates.Query) (int, string, string, string) {
	for i := 0; i+1 < len(o.toks); i++ {
		if !english.UnitIntro.Is(o.word(i)) {
			continue
		}
		u, ok := english.SquareUnit(o.word(i+1), o.wordAt(i+2))
		if !ok {
			if u, ok = english.AmountUnit(o.word(i + 1)); !ok {
				u, ok = english.UnitWord(o.word(i + 1))
			}
		}
		if !ok {
			continue
		}
		for _, r := range q.Return {
			if r.Prop == "" || r.Agg == templates.Count || r.Agg == templates.CountDistinct {
				continue
			}
			pu, ok := english.PropertyAmountUnit(r.Prop)
			if !ok {
				pu, ok = english.PropertyUnit(r.Prop)
			}
			if ok && pu.Dim == u.Dim && pu.Factor != u.Factor {
				return i + 1, r.Prop, u.Name, pu.Name
			}
		}
	}
	return -1, "", "", ""
}

// wordAt is the word at i, or "" past the end.
func (o *readCtx) wordAt(i int) string {
	if i < 0 || i >= len(o.toks) {
		return ""
	}
	return o.word(i)
}

// allLevelsOneStep: "everyone in X's mentoring line", "the crops that come
// under Wheat" ask for every level of a relationship of a label to
// itself, and a plan that walks it one step answers with the first level
// only. A lineage noun counts after a word that links to the
// relationship and before no noun it modifies ("line manager" is one
// step); "come under" counts before whatever it names. The reading of
// such walks is the hierarchy rules'; this net refuses what they left at
// one step.
func (o *readCtx) allLevelsOneStep(q *templates.Query) (int, string) {
	labels := varLabels(q)
	for _, l := range links(q) {
		h := l.hop
		if h.Min != 0 || h.Max != 0 || labels[l.a] == "" || labels[l.a] != labels[l.b] {
			continue
		}
		for i := 1; i < len(o.toks); i++ {
			w := o.word(i)
			switch {
			case english.LineageNoun.Is(w) && o.linksEdge(i-1, h.Edge) && !o.nounAt(i+1):
				return i, h.Edge
			case english.RankBelow.Is(w) && english.ComeUnder.Is(o.word(i-1)):
				return i, h.Edge
			}
		}
	}
	return -1, ""
}

// nounAt: the token at i is a noun.
func (o *readCtx) nounAt(i int) bool {
	return i < len(o.toks) && o.toks[i].POS == grounding.NOUN
}

// possessiveRoleFollowed: "Which buyers does Anna Brandt's mentor sell
// to?" — the plan joined the mentor to the named person by the
// relationship of the label to itself and walked on from the named
// person: the mentor, matched and then left, changed nothing. The
// possessed role is who the rest of the question is about, so the walk
// starts from it. Only a role joined by one hop, neither returned nor
// filtered, to a named node that the rest of the plan walks from.
func (o *readCtx) possessiveRoleFollowed(q *templates.Query, warns *sink) {
	labels := varLabels(q)
	ls := links(q)
	deg := degrees(ls)
	filtered, returned := varRoles(q)
	for _, l := range ls {
		named, role := l.a, l.b
		if deg[role] != 1 {
			named, role = l.b, l.a
		}
		if deg[role] != 1 || deg[named] < 2 || labels[named] == "" || labels[named] != labels[role] || filtered[role] || returned[role] || !filtered[named] || returned[named] {
			continue
		}
		at := o.possessiveOf(q, named)
		if at < 0 || !o.linksEdge(at, l.edge) {
			continue
		}
		if !moveWalks(q, named, role, l) {
			continue
		}
		warns.add(o.diagnostic("possessive-role-followed", o.tokSpan(at),
			fmt.Sprintf("%q is the %s %s names by %s, and the rest of the question walks from it, not from the one named", o.toks[at].Text, labels[role], l.edge, "'s")))
		return
	}
}

// possessiveOf is the token after "'s" that follows the value named
// node v is matched on, or -1.
func (o *readCtx) possessiveOf(q *templates.Query, v string) int {
	for _, c := range allCmps(q.Where) {
		s, ok := c.Value.(string)
		if !ok || c.Var != v || c.Op != templates.Eq {
			continue
		}
		k := o.valueToken(s)
		if k < 0 {
			continue
		}
		end := k
		for end < len(o.toks) && o.toks[end].Span.End <= o.toks[k].Span.Start+len(s) {
			end++
		}
		if end < len(o.toks) && english.Apostrophe.Is(o.word(end)) {
			end++
		}
		if end+1 < len(o.toks) && english.PossessiveAt(o.words, end) {
			return end + 1
		}
	}
	return -1
}

// moveWalks starts every path of the plan that starts at named, other
// than the one of the role's hop, at role instead. Hops into named from
// elsewhere are left as they are: then nothing is moved.
func moveWalks(q *templates.Query, named, role string, own link) bool {
	var at []int
	for pi, p := range q.Match {
		prev := p.From.Var
		for _, h := range p.Hops {
			mine := h.Edge == own.edge && (prev == own.a && h.To.Var == own.b)
			if !mine && (h.To.Var == named || prev == named && prev != p.From.Var) {
				return false
			}
			prev = h.To.Var
		}
		if p.From.Var == named && !(len(p.Hops) == 1 && p.Hops[0].Edge == own.edge && p.Hops[0].To.Var == role) && len(p.Hops) > 0 {
			at = append(at, pi)
		}
	}
	if len(at) == 0 {
		return false
	}
	for _, pi := range at {
		q.Match[pi].From = templates.N(role, q.Match[pi].From.Label)
	}
	return true
}
