package offline

import (
	"strings"

	"github.com/gql-dev/gql/grounding"
	"github.com/gql-dev/gql/internal/english"
	"github.com/gql-dev/gql/schema"
	"github.com/gql-dev/gql/templates"
)

// groupByWalk reports whether the word at i names the group by a
// relationship the plan walks: an agent noun of the edge type ("each
// director" and DIRECTED, "the reviewer" and REVIEWED). Such a group is made
// of the things that have the relationship, so the inner join is the
// answer and nobody is listed with 0. An agent noun that is a label's own
// name ("each supplier" over a Supplier label) names every node of that
// label, the ones with nothing related included, so it is no such group.
func (o *readCtx) groupByWalk(i int, q *templates.Query) bool {
	if i < 0 || i >= len(o.toks) {
		return false
	}
	w := o.word(i)
	if !english.Agent(w) || o.isLabelName(w) {
		return false
	}
	for _, p := range q.Match {
		for _, h := range p.Hops {
			for _, r := range h.Types() {
				verb, _, _ := strings.Cut(strings.ToLower(r.Edge), "_")
				if english.SameBase(w, verb) {
					return true
				}
			}
		}
	}
	return false
}

// agentGroup is groupByWalk for any word of the question: a ranking of
// the fewest names its group where it asks ("Which director directed the
// fewest movies?").
func (o *readCtx) agentGroup(q *templates.Query) bool {
	for i := range o.toks {
		if o.groupByWalk(i, q) {
			return true
		}
	}
	return false
}

// outerCount turns a count per group into a left-outer count: the walk from
// the group to the counted things becomes the query's Optional pattern, so a
// group with none counts 0 instead of being left out ("How many movies did
// each person direct?" lists every person; "Which project has the fewest
// employees?" can find the project nobody works on). It applies only where
// the meaning is unchanged otherwise: one path, the counted node at one end,
// one count, columns read from the group node alone, and no filter on the
// walk. It reports whether q was rewritten; q is left as it was when not.
func outerCount(q *templates.Query, s *schema.Schema) bool {
	if q.Optional != nil || q.Shortest != nil || q.Distinct || len(q.Match) != 1 {
		return false
	}
	counted, group := "", ""
	for _, r := range q.Return {
		switch {
		case r.Agg == templates.Count || r.Agg == templates.CountDistinct:
			if counted != "" || r.Var == "" || r.Prop != "" {
				return false
			}
			counted = r.Var
		case r.Agg != templates.NoAgg:
			return false
		case group == "" || group == r.Var:
			group = r.Var
		default:
			return false
		}
	}
	if counted == "" || group == "" || counted == group {
		return false
	}
	p := q.Match[0]
	if len(p.Hops) > 0 && p.Hops[len(p.Hops)-1].To.Var != counted {
		if p.From.Var != counted {
			return false
		}
		p = reversePath(p)
	}
	nodes := []templates.Node{p.From}
	for _, h := range p.Hops {
		nodes = append(nodes, h.To)
	}
	seen := map[string]bool{}
	gi := -1
	for i, n := range nodes {
		if n.Var == "" || seen[n.Var] {
			return false
		}
		seen[n.Var] = true
		if n.Var == group {
			gi = i
		}
	}
	if gi < 0 || gi == len(nodes)-1 {
		return false
	}
	walk := map[string]bool{}
	for _, n := range nodes[gi+1:] {
		walk[n.Var] = true
	}
	for _, h := range p.Hops[gi:] {
		if h.Var != "" {
			return false
		}
	}
	for _, v := range exprVarsOf(q.Where) {
		if walk[v] {
			return false
		}
	}
	chain := make([]templates.Hop, 0, len(p.Hops)-gi)
	for i, h := range p.Hops[gi:] {
		if i < len(p.Hops)-gi-1 {
			h.To.Var = ""
		}
		chain = append(chain, h)
	}
	keep := templates.Path{From: p.From, Hops: append([]templates.Hop(nil), p.Hops[:gi]...)}
	n := *q
	n.Match = []templates.Path{keep}
	n.Optional = &templates.Path{From: templates.N(group, ""), Hops: chain}
	if _, err := templates.Normalize(&n, s); err != nil {
		return false
	}
	*q = n
	return true
}

// reversePath walks p from its last node back to its first.
func reversePath(p templates.Path) templates.Path {
	nodes := []templates.Node{p.From}
	for _, h := range p.Hops {
		nodes = append(nodes, h.To)
	}
	out := templates.Path{From: nodes[len(nodes)-1]}
	for i := len(p.Hops) - 1; i >= 0; i-- {
		h := p.Hops[i]
		h.Dir = flip(h.Dir)
		h.Or = append([]templates.EdgeRef(nil), h.Or...)
		for j := range h.Or {
			h.Or[j].Dir = flip(h.Or[j].Dir)
		}
		h.To = nodes[i]
		out.Hops = append(out.Hops, h)
	}
	return out
}

// exprVarsOf lists the variables a filter reads, those inside EXISTS
// patterns too.
func exprVarsOf(e templates.Expr) []string {
	var out []string
	var walk func(templates.Expr)
	walk = func(e templates.Expr) {
		switch x := e.(type) {
		case *templates.Cmp:
			out = append(out, x.Var)
		case *templates.And:
			for _, a := range x.Args {
				walk(a)
			}
		case *templates.Or:
			for _, a := range x.Args {
				walk(a)
			}
		case *templates.Not:
			walk(x.X)
		case *templates.Exists:
			out = append(out, x.Path.From.Var)
			for _, h := range x.Path.Hops {
				out = append(out, h.To.Var)
			}
		}
	}
	walk(e)
	return out
}

// unlinkedHead is the head noun of what a request asks for when it links
// to nothing ("Retrieve distinct works that all persons have acted in":
// works), or -1. The plan would answer with whatever label comes next
// (the persons), which is another question.
func (o *offline) unlinkedHead() int {
	start := 0
	if wh := o.whPos(); wh >= 0 {
		start = wh + 1
	}
	for k := start; k < len(o.toks); k++ {
		t := o.toks[k]
		if o.used.has(k) || o.linksAt(k) {
			return -1
		}
		switch t.POS {
		case grounding.DET, grounding.ADJ, grounding.NUM, grounding.PRON, grounding.PUNCT, grounding.AUX, grounding.PART:
			continue
		}
		w := o.word(k)
		if fillerWords[w] || english.CountModifier.Is(w) || english.GraphJargon.Is(w) || o.kindOfLabel(k) {
			continue
		}
		if english.VerbDenied.Is(w) || english.CopulaDenied.Is(w) {
			// "Who doesn't have a manager?": the tagger leaves a negated
			// auxiliary a noun, but it heads nothing; the negation check
			// still asks that the plan apply it.
			continue
		}
		if t.POS != grounding.NOUN || o.isCueWord(k) {
			return -1
		}
		return k
	}
	return -1
}

// isLabelName: the word, singular, is the name of a label of the schema.
func (o *readCtx) isLabelName(w string) bool {
	one := english.Singular(w)
	for _, l := range o.s.Labels {
		if strings.EqualFold(l.Name, w) || strings.EqualFold(l.Name, one) {
			return true
		}
	}
	return false
}
