package offline

import (
	"github.com/gql-dev/gql/grounding"
	"github.com/gql-dev/gql/internal/english"
	"github.com/gql-dev/gql/templates"
)

// groupUnplaced: a grouped plan returns a grouping node ("each county")
// that the pattern never reached, because no relationship placed between
// the mentions joins it to what is counted or summed ("different crops
// … in each county", where counties reach crops only through farms and
// their plantings). Left to the renderer, the column names a variable the
// pattern does not bind and the question fails as an invalid plan with no
// word to point at; the cause is the missing join, refused at the group's
// word.
func (b *builder) groupUnplaced() error {
	if !b.o.grouped() {
		return nil
	}
	if err := b.groupUnlinked(); err != nil {
		return err
	}
	bound := map[string]bool{}
	mark := func(p templates.Path) {
		bound[p.From.Var] = true
		for _, h := range p.Hops {
			bound[h.To.Var] = true
		}
	}
	for _, p := range b.q.Match {
		mark(p)
	}
	if b.q.Optional != nil {
		mark(*b.q.Optional)
	}
	for _, p := range b.q.Optionals {
		mark(p)
	}
	agg := ""
	for _, r := range b.q.Return {
		if r.Agg != "" {
			for _, n := range b.o.nodes {
				if n.v == r.Var {
					agg = n.label
				}
			}
		}
	}
	for _, r := range b.q.Return {
		if r.Var == "" || r.Agg != "" || bound[r.Var] {
			continue
		}
		for _, n := range b.o.nodes {
			if n.v != r.Var {
				continue
			}
			what := "what the plan aggregates"
			if agg != "" {
				what = "the " + agg + " it aggregates"
			}
			return b.o.refuse("group-unconnected", n.pos, "the question groups by each %s, and no relationship the plan places joins a %s to %s; the schema may join them only through other things, which offline compilation does not walk here", n.label, n.label, what)
		}
	}
	return nil
}

// groupUnlinked: "How many products are there in each city?" where "city"
// links to nothing the schema has: the plan answers one number over every
// product, the grouping dropped without a word. A noun right after the
// grouping word (past determiners and adjectives) that no link covers,
// when every column of the plan is an aggregate, is refused at the noun.
func (b *builder) groupUnlinked() error {
	o := b.o
	for _, r := range b.q.Return {
		if r.Agg == "" {
			return nil // a column per group: the group was read
		}
	}
	i := o.find(english.Each)
	if i < 0 {
		return nil
	}
	k := i + o.at(english.Each, i)
	for k < len(o.toks) && (o.toks[k].POS == grounding.DET || o.toks[k].POS == grounding.ADJ) {
		k++
	}
	if k >= len(o.toks) || o.toks[k].POS != grounding.NOUN || o.linksAt(k) {
		return nil
	}
	return o.refuse("group-unlinked", k, "the question asks for a number per %q, which links to nothing in the schema; the plan would answer one number over all of them", o.toks[k].Text)
}
