package offline

import (
	"fmt"
	"slices"

	"github.com/gql-dev/gql/internal/english"
	"github.com/gql-dev/gql/templates"
)

// Counts per pair (fix33): "patients who saw the same doctor more than
// once", "authors who've published in the same venue more than twice",
// "techs who've worked on the same transformer more than once". The bound
// is on how often the verb joined each asked thing to one partner, a count
// grouped by the pair (fix15's samePartner refused it). Where the plan
// joins the asked thing to the partner through one node no word names
// (an Appointment, a Paper, a WorkOrder), each such node is one time the
// verb happened between the two, so "more than N times with the same
// partner" holds exactly when N+1 distinct such nodes join the asked thing
// to one partner: the junction is written N+1 times, each copy joined to
// the asked thing and to the one partner, and the pattern keeps them
// distinct in every language (as countAsDistinct's copies are). The query
// needs no grouping by the unreturned partner.
//
// Not read, refused as before: a direct relationship repeated between the
// two ("cards that paid the same merchant more than once": several edges
// between one pair, which a pattern cannot keep apart in every language),
// a bound from above (those with none would have to be kept), a count
// beyond maxDistinct copies, a junction the question names, filters or
// returns, or one joined to anything else.

func init() {
	checks = append(checks,
		Check{ID: "same-partner-repeat", Warning: true, Summary: "how often a verb joined the thing asked about to one unnamed partner (\"the same doctor more than once\") is read as that many distinct nodes between them",
			Doc: "\"patients who saw the same doctor more than once\", \"authors who've published in the same venue more than twice\": the plan joins the asked thing to the partner through one node no word names (Appointment, Paper), each one time the verb happened between the two. N+1 distinct such nodes joined to the asked thing and to one partner is \"more than N times with the same partner\"; the junction is written that many times. Only a bound from below, at most four copies, and a junction joined to nothing else."},
	)
}

// pairRep is a repetition bounded against "the same X", read by
// samePairRead and applied to the built query (applyPairRepeats).
type pairRep struct {
	at, end, same int // the repetition's first and last token, and "same"
	partner       string
	copies        int // distinct junction nodes the bound asks for
}

// samePairRead records the repetition at i..end (n times) against "the
// same X" at k: the node X mentions right after "same", bounded from
// below. It reports whether it read it (else samePartner refuses).
func (o *conPhase) samePairRead(i, end, k, n int, op templates.Op) bool {
	copies := n
	switch op {
	case templates.Gt:
		copies = n + 1
	case templates.Ge:
	default:
		return false
	}
	if copies < 2 || copies > maxDistinct {
		return false
	}
	var partner *onode
	for _, x := range o.nodes {
		if (x.pos == k || x.pos == k+1) && !x.focus && !x.placeholder && len(x.filter) == 0 {
			partner = x
		}
	}
	if partner == nil || o.focusNode == nil || partner.label == o.focusNode.label {
		return false
	}
	o.pairs = append(o.pairs, pairRep{at: i, end: end, same: k, partner: partner.v, copies: copies})
	o.used.mark(i, end, k)
	o.atLeast = true
	return true
}

// sameWordBefore is the token of "same" before the repetition at i, or -1.
func (o *conPhase) sameWordBefore(i int) int {
	for k := i - 1; k >= 0; k-- {
		if english.SameValue.Is(o.word(k)) {
			return k
		}
	}
	return -1
}

// applyPairRepeats writes each pair repetition into q as copies of the
// junction between the asked thing (focus) and the partner; a plan where
// no such junction stands refuses as samePartner did.
func (o *offline) applyPairRepeats(q *templates.Query, fn *onode, pl *pattern, ps []pairRep, warns *sink) error {
	for _, p := range ps {
		refuse := func() error { return o.pairRefusal([]pairRep{p}, nil) }
		if fn == nil {
			return refuse()
		}
		focus := fn.v
		if q.Optional != nil || len(q.Optionals) > 0 || q.Shortest != nil || len(q.Having) > 0 || q.Than != nil {
			return refuse()
		}
		for _, r := range q.Return {
			if r.Agg != templates.NoAgg || r.Var == p.partner {
				return refuse()
			}
		}
		j, jl, h1, h2, ok := pairJunction(q, focus, p.partner)
		if !ok || jl == "" || slices.Contains(exprVarsOf(q.Where), j) {
			return refuse()
		}
		for _, r := range q.Return {
			if r.Var == j {
				return refuse()
			}
		}
		try := *q
		try.Match = slices.Clone(q.Match)
		for c := 1; c < p.copies; c++ {
			v := pl.vars.next(jl)
			try.Match = append(try.Match, templates.P(templates.N(focus, ""),
				templates.Hop{Edge: h1.Edge, Dir: h1.Dir, To: templates.N(v, jl)},
				templates.Hop{Edge: h2.Edge, Dir: h2.Dir, To: templates.N(p.partner, "")}))
		}
		try.Distinct = true
		if _, err := templates.Normalize(&try, o.s); err != nil {
			return refuse()
		}
		*q = try
		warns.add(o.diagnostic("same-partner-repeat", o.tokSpan(p.at),
			fmt.Sprintf("%q … %q is read as %d distinct %s nodes joining each row to one %s (the pair's count, bounded from below)", o.word(p.same)+" "+o.word(p.same+1), o.word(p.at), p.copies, jl, labelOfVar(q, p.partner))))
	}
	return nil
}

// pairHop is a hop of the built pattern between two variables, directed
// from a to b.
type pairHop struct {
	a, b string
	hop  templates.Hop
}

// pairJunction finds the one node j of q joined by exactly two plain hops,
// one to focus and one to partner, and by nothing else; h1 walks from the
// focus to j, h2 from j to the partner.
func pairJunction(q *templates.Query, focus, partner string) (j, label string, h1, h2 templates.Hop, ok bool) {
	var hops []pairHop
	labels := map[string]string{}
	for _, p := range q.Match {
		from := p.From.Var
		if p.From.Label != "" {
			labels[from] = p.From.Label
		}
		for _, h := range p.Hops {
			if h.To.Label != "" {
				labels[h.To.Var] = h.To.Label
			}
			hops = append(hops, pairHop{from, h.To.Var, h})
			from = h.To.Var
		}
	}
	deg := map[string]int{}
	for _, h := range hops {
		deg[h.a]++
		deg[h.b]++
	}
	flip := func(h templates.Hop) templates.Hop {
		if h.Dir == templates.In {
			h.Dir = templates.Out
		} else {
			h.Dir = templates.In
		}
		return h
	}
	plain := func(h templates.Hop) bool {
		return h.Var == "" && len(h.Or) == 0 && !h.VarLength() && len(h.EdgeEq) == 0 && h.Dir != templates.Both
	}
	found := 0
	for v, d := range deg {
		if d != 2 || v == focus || v == partner || labels[v] == labels[focus] || labels[v] == labels[partner] {
			continue
		}
		var toF, toP *templates.Hop
		for _, h := range hops {
			var side string
			var x templates.Hop
			switch {
			case h.a == v:
				side, x = h.b, h.hop
			case h.b == v:
				side, x = h.a, flip(h.hop)
			default:
				continue
			}
			// x walks from v to side.
			switch side {
			case focus:
				y := flip(x)
				toF = &y
			case partner:
				toP = &x
			}
		}
		if toF == nil || toP == nil || !plain(*toF) || !plain(*toP) {
			continue
		}
		found++
		j, label, h1, h2 = v, labels[v], *toF, *toP
	}
	return j, label, h1, h2, found == 1
}

// labelOfVar is the label q's pattern gives v.
func labelOfVar(q *templates.Query, v string) string {
	for _, p := range q.Match {
		if p.From.Var == v && p.From.Label != "" {
			return p.From.Label
		}
		for _, h := range p.Hops {
			if h.To.Var == v && h.To.Label != "" {
				return h.To.Label
			}
		}
	}
	return ""
}

// pairTokens adds the pair repetitions' tokens to the repetition tokens
// the account no longer refuses as unread.
func pairTokens(m map[int]bool, ps []pairRep) map[int]bool {
	for _, p := range ps {
		for i := p.at; i <= p.end; i++ {
			m[i] = true
		}
	}
	return m
}

// pairRefusal: a plan that could not be built or placed while a pair
// repetition was read refuses as samePartner did before the reading (the
// count per pair is what it could not answer); err otherwise.
func (o *offline) pairRefusal(ps []pairRep, err error) error {
	if len(ps) == 0 {
		return err
	}
	p := ps[0]
	return o.refuse("count-comparison", p.at, "%s", "\""+o.word(p.same)+" "+o.word(p.same+1)+"\" bounds how often each thing was joined to one partner, a count grouped by the pair, which offline compilation does not do")
}
