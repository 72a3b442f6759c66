package offline

import (
	"fmt"

	"github.com/gql-dev/gql/grounding"
	"github.com/gql-dev/gql/internal/english"
	"github.com/gql-dev/gql/schema"
	"github.com/gql-dev/gql/templates"
)

// "Which doctors belong to Internal Medicine, including its
// sub-departments?", "How many products are in Electronics, subcategories
// included?": a sub- noun of a label with one relationship to itself asks
// for the named thing and every thing under it, at any depth, and the
// things of another label joined to any of them. The plan the phases
// built joins those things to the named one alone; the join moves to a
// thing of the label that reaches the named one along the relationship in
// zero or more steps (itself included), in the direction the
// relationship's name gives its part (english.PartEnd: PART_OF's source,
// CONTAINS's target). A name that says neither leaves the question to the
// sub-parts refusal. Cypher and Gremlin walk at most ClosureCap steps and
// SPARQL's property path any number: the warning says so.

// subPartsWalk rewrites the plan; the refusal then sees the walk
// (walksSelf) and lets it through.
func (o *offline) subPartsWalk(q *templates.Query, warns *sink) {
	if q == nil || q.Optional != nil || len(q.Optionals) > 0 || q.Shortest != nil || q.Than != nil {
		return
	}
	o.eachSubPartAsk(q, func(i int, label string, self *schema.EdgeType) bool {
		end := english.PartEnd(grounding.SplitName(self.Name))
		if end == 0 {
			return false
		}
		named := namedVarOf(q, label)
		if named != "" {
			dropOneLevel(q, named, self.Name)
		}
		if named == "" || projectsVar(q, named) || varsOf(q, label) != 1 || danglingVar(q) {
			// Another thing of the label in the plan: which one the
			// parts hang from would be a guess. A thing the plan joins
			// but neither filters nor returns is a join no word asked
			// for ("serve Asian food" joined to orders of dishes): the
			// walk would answer with it, and the refusal stands.
			return false
		}
		sub := freshVar(varLabels(q), named+"_part")
		for p := range q.Match {
			if q.Match[p].From.Var == named {
				q.Match[p].From.Var = sub
			}
			for h := range q.Match[p].Hops {
				if q.Match[p].Hops[h].To.Var == named {
					q.Match[p].Hops[h].To.Var = sub
				}
			}
		}
		dir := templates.Out // from the part up to the named one
		if end < 0 {
			dir = templates.In
		}
		q.Match = append(q.Match, templates.P(templates.N(sub, ""),
			templates.Hop{Edge: self.Name, Dir: dir, Min: 0, Max: templates.Unbounded, To: templates.N(named, label)}))
		counted := ""
		for r := range q.Return {
			if q.Return[r].Agg == templates.Count && q.Return[r].Var != "" {
				// A thing under the named one by two routes is one thing.
				q.Return[r].Agg = templates.CountDistinct
				counted = " and counted once each"
			}
		}
		if !returnsAgg(q) {
			q.Distinct = true
		}
		o.used.mark(i)
		warns.add(o.diagnostic("sub-parts-walked", o.tokSpan(i), fmt.Sprintf(
			"%q is read as the named %s and every %s under it along %s (its %s end is the part), zero or more steps%s; Cypher and Gremlin follow at most %d steps, SPARQL's property path has no cap",
			o.toks[i].Text, label, label, self.Name, map[bool]string{true: "source", false: "target"}[end > 0], counted, templates.ClosureCap)))
		return true
	})
}

// walksSelf: the plan already walks the relationship a variable number of
// steps (the sub-parts are read).
func walksSelf(q *templates.Query, edge string) bool {
	for _, p := range q.Match {
		for _, h := range p.Hops {
			if h.Edge == edge && h.VarLength() {
				return true
			}
		}
	}
	return false
}

// namedVarOf is the one variable of the label in the plan that an
// equality in the filter names ("Internal Medicine"), "" with none or
// several.
func namedVarOf(q *templates.Query, label string) string {
	labels := varLabels(q)
	found := ""
	seen := map[string]bool{}
	templates.Leaves(q.Where, func(e templates.Expr) {
		c, ok := e.(*templates.Cmp)
		if !ok || c.Op != templates.Eq || labels[c.Var] != label || seen[c.Var] {
			return
		}
		seen[c.Var] = true
		if found == "" {
			found = c.Var
		} else {
			found = "-"
		}
	})
	if found == "-" {
		return ""
	}
	return found
}

// projectsVar: a column of the plan reads the variable.
func projectsVar(q *templates.Query, v string) bool {
	for _, r := range q.Return {
		if r.Var == v {
			return true
		}
	}
	return false
}

func returnsAgg(q *templates.Query) bool {
	for _, r := range q.Return {
		if r.Agg != "" {
			return true
		}
	}
	return false
}

// varsOf counts the plan's variables of the label.
func varsOf(q *templates.Query, label string) int {
	n := 0
	for _, l := range varLabels(q) {
		if l == label {
			n++
		}
	}
	return n
}

// dropOneLevel removes the one step of the relationship the phases placed
// for the sub- noun itself (the Department one level from the named one),
// when its far end is a bare leaf: no filter, no column, no other hop.
// The walk placed instead reaches that level and every other.
func dropOneLevel(q *templates.Query, named, edge string) {
	uses, filtered := varUses(q)
	for p := range q.Match {
		path := &q.Match[p]
		n := len(path.Hops)
		if n == 0 {
			continue
		}
		h := path.Hops[n-1]
		prev := path.From.Var
		if n > 1 {
			prev = path.Hops[n-2].To.Var
		}
		leaf := h.To.Var
		if h.Edge != edge || h.VarLength() || len(h.Or) > 0 || h.Var != "" || prev != named ||
			uses[leaf] != 1 || filtered[leaf] || projectsVar(q, leaf) {
			continue
		}
		path.Hops = path.Hops[:n-1]
		if len(path.Hops) == 0 && (p > 0 || len(q.Match) > 1) {
			if p == 0 {
				// The first path binds the named node's label: keep it
				// on the next path's start.
				q.Match[1].From.Label = path.From.Label
			}
			q.Match = append(q.Match[:p], q.Match[p+1:]...)
		}
		return
	}
}

// danglingVar: a node of the plan is a leaf of one hop that nothing
// filters or returns.
func danglingVar(q *templates.Query) bool {
	uses, filtered := varUses(q)
	for _, p := range q.Match {
		if len(p.Hops) == 0 {
			continue
		}
		for _, v := range []string{p.From.Var, p.Hops[len(p.Hops)-1].To.Var} {
			if uses[v] == 1 && !filtered[v] && !projectsVar(q, v) {
				return true
			}
		}
	}
	return false
}

// subPartsNamed: the words [start, end) after a word of containing
// ("including its sub-departments") hold a sub- noun of a label with one
// relationship to itself: they name the parts subPartsWalk reads, no
// piece of text to search.
func (o *readCtx) subPartsNamed(start, end int) bool {
	for k := start; k < end && k < len(o.toks); k++ {
		rest, ok := english.SubPartOf(o.toks[k].Text)
		if !ok {
			continue
		}
		for _, l := range o.s.Labels {
			if englishNounOfLabel(rest, l.Name) && o.selfEdge(l.Name) != nil {
				return true
			}
		}
	}
	return false
}

// varUses counts how many places of the plan's patterns each variable
// stands in, and which variables a condition compares.
func varUses(q *templates.Query) (uses map[string]int, filtered map[string]bool) {
	uses, filtered = map[string]int{}, map[string]bool{}
	for _, p := range q.Match {
		uses[p.From.Var]++
		for _, h := range p.Hops {
			uses[h.To.Var]++
		}
	}
	templates.Leaves(q.Where, func(e templates.Expr) {
		if c, ok := e.(*templates.Cmp); ok {
			filtered[c.Var] = true
		}
	})
	return uses, filtered
}
