package offline

import (
	"fmt"

	"github.com/gql-dev/gql/grounding"
	"github.com/gql-dev/gql/internal/english"
	"github.com/gql-dev/gql/templates"
)

// A list of columns asked for ("the titles and publication years of
// papers", "show their names and affiliations", "its title and the name of
// its first author") names each column the answer must show. The focus
// phase reads such a list only while its items follow one another as
// property links, so an unlinked modifier ("publication years") or a
// column the plan already reads as a filter ("an affiliation that starts
// with 'Uni'") ends it early, and the rest of the list vanished from the
// answer without a word. askedColumns puts every listed column back: on
// the one node (or relationship) of the plan that holds the property, with
// a warning naming it; a column no single variable holds, or one asked
// beside an aggregate (where a new column would split the groups), is
// refused with the column named.
func (o *offline) askedColumns(q *templates.Query, warns *sink) error {
	if len(q.Return) == 0 {
		return nil
	}
	if i := o.unappliedDescending(q); i >= 0 {
		// Checked here because an added column can make a plan answer
		// whose list was refused before, and the direction is a cue the
		// account phase does not count.
		return o.refuse("unused-words", i, "the question orders %q and the plan sorts ascending: it would list the rows the other way round", o.toks[i].Text)
	}
	for k := range o.toks {
		e, ok := o.listedColumn(q, k)
		if !ok {
			continue
		}
		owner := e.Owner
		vars := o.holders(q, e.Name, owner)
		if owner == "" && len(vars) == 1 {
			owner = varLabels(q)[vars[0]]
		}
		if aggregates(q) || len(q.Having) > 0 || q.Than != nil || q.Shortest != nil {
			// A column added to an aggregating plan would split its
			// groups; the lists there are read by the build phase.
			continue
		}
		if i := o.ordinalOwner(k); i >= 0 {
			return o.refuse("asked-column-dropped", i, "%q is listed among the columns asked for, of the %q one only, a position the plan does not read; answering would show it for every one", o.toks[k].Text, o.toks[i].Text+" "+o.toks[i+1].Text)
		}
		if len(vars) != 1 {
			return o.refuse("asked-column-dropped", k, "%q is listed among the columns asked for, and the plan does not show %s: %s", o.toks[k].Text, e.Name, holdersWhy(len(vars)))
		}
		q.Return = append(q.Return, templates.Proj{Var: vars[0], Prop: e.Name})
		warns.add(o.diagnostic("asked-column-added", o.tokSpan(k),
			fmt.Sprintf("%q is listed beside a column the plan shows, so %s of the %s is shown as well", o.toks[k].Text, e.Name, owner)))
	}
	return nil
}

func holdersWhy(n int) string {
	if n == 0 {
		return "no node or relationship the plan matches holds it"
	}
	return fmt.Sprintf("%d of the plan's nodes hold it and the question does not say whose", n)
}

// listedColumn: token k is a property word listed, through "and" or a
// comma, beside a property word whose column the plan shows, while no
// column shows any property k links to. The link returned is k's
// best-scored property link.
func (o *offline) listedColumn(q *templates.Query, k int) (ElementLink, bool) {
	// "the name of …" is a noun whatever the tagger says of "name".
	nounAfterDet := k > 0 && (english.Determiner.Is(o.word(k-1)) || english.PossessivePronoun.Is(o.word(k-1)))
	if (o.toks[k].POS == grounding.VERB && !nounAfterDet) || o.toks[k].POS == grounding.AUX || o.linksKind(k, "label") || o.linksKind(k, "edge") || o.valueAt(k) {
		return ElementLink{}, false
	}
	props := o.propLinksAt(k)
	if len(props) == 0 {
		return ElementLink{}, false
	}
	best := props[0]
	of := o.ofLabel(k)
	for _, e := range props {
		if o.shownOn(q, e.Name, of) {
			return ElementLink{}, false
		}
		if e.Score > best.Score {
			best = e
		}
	}
	if best.Score < propLink {
		return ElementLink{}, false
	}
	if of != "" {
		if best.Owner != "" && best.Owner != of {
			return ElementLink{}, false
		}
		best.Owner = of
	}
	// A neighbour in the list, before or after k, the plan shows.
	for _, step := range []int{-1, 1} {
		joined := false
		for j := k + step; j >= 0 && j < len(o.toks); j += step {
			w := o.word(j)
			if english.ListJoiner.Is(w) {
				joined = true
				continue
			}
			if english.Determiner.Is(w) || english.PossessivePronoun.Is(w) {
				continue
			}
			// "the title of each paper and the name of its venue": the
			// earlier item ends with the thing it is said of.
			if joined && step == -1 && (english.Of.Is(w) || english.Each.Is(w) || o.linksKind(j, "label")) {
				continue
			}
			if ps := o.propLinksAt(j); len(ps) > 0 {
				if joined && o.shownAny(q, ps) {
					return best, true
				}
				break
			}
			// An unlinked modifier of k ("publication years"): only
			// right before k, where it qualifies the listed word.
			if step == -1 && j == k-1 && (o.toks[j].POS == grounding.NOUN || o.toks[j].POS == grounding.ADJ) && !o.linksAt(j) {
				continue
			}
			break
		}
	}
	return ElementLink{}, false
}

// propLinksAt are the property links covering token k.
func (o *readCtx) propLinksAt(k int) []ElementLink {
	var out []ElementLink
	sp := o.toks[k].Span
	for _, e := range o.ev.Elements {
		if e.Kind == "prop" && e.Span.Start <= sp.Start && e.Span.End >= sp.End {
			out = append(out, e)
		}
	}
	return out
}

func (o *readCtx) shownAny(q *templates.Query, ps []ElementLink) bool {
	for _, e := range ps {
		if o.shownOn(q, e.Name, "") {
			return true
		}
	}
	return false
}

// shownOn: a column of q shows prop as it is stored, not aggregated, on
// a variable of label (any, when ""); a node returned as itself shows its
// key and its naming property.
func (o *readCtx) shownOn(q *templates.Query, prop, label string) bool {
	labels := varLabels(q)
	for _, r := range q.Return {
		if r.Agg != "" || label != "" && labels[r.Var] != label {
			continue
		}
		if r.Prop == prop || label == "" && r.Prop != "" && localName(r.Prop) == localName(prop) {
			// One column's name on two tables ("document_id" of documents
			// and of paragraphs) is one column asked for.
			return true
		}
		if l := labels[r.Var]; r.Prop == "" && l != "" && (o.s.Key(l) == prop || o.nodeCol(&onode{label: l}).Prop == prop) {
			return true
		}
	}
	return false
}

// holders are the variables of q's Match whose label or edge type has
// prop (owner, when given, the only one that may).
func (o *readCtx) holders(q *templates.Query, prop, owner string) []string {
	var out []string
	seen := map[string]bool{}
	for v, l := range varLabels(q) {
		if seen[v] || owner != "" && l != owner {
			continue
		}
		for _, p := range o.propsOf(l) {
			if p.Name == prop {
				out = append(out, v)
				seen[v] = true
				break
			}
		}
	}
	return out
}

// ordinalOwner finds "the name of its first author": the listed word is
// said of a thing picked by its position, which an added column would not
// apply. The ordinal's token, -1 for none.
func (o *readCtx) ordinalOwner(k int) int {
	if k+1 >= len(o.toks) || !english.Of.Is(o.word(k+1)) {
		return -1
	}
	for j := k + 2; j+1 < len(o.toks) && j <= k+4; j++ {
		w := o.word(j)
		if _, ok := english.Ordinal(w); ok && o.toks[j].POS != grounding.NUM && (o.linksKind(j+1, "label") || o.linksKind(j+1, "edge")) {
			return j
		}
		if !english.Determiner.Is(w) && !english.PossessivePronoun.Is(w) {
			return -1
		}
	}
	return -1
}

// ofLabel is the label named right after "P of (the/its)" at token k
// ("the name of their department"): whose property the listed word is.
func (o *readCtx) ofLabel(k int) string {
	if k+1 >= len(o.toks) || !english.Of.Is(o.word(k+1)) {
		return ""
	}
	for j := k + 2; j < len(o.toks) && j <= k+4; j++ {
		sp := o.toks[j].Span
		for _, e := range o.ev.Elements {
			if e.Kind == "label" && e.Span.Start <= sp.Start && e.Span.End >= sp.End {
				return e.Name
			}
		}
		w := o.word(j)
		if _, ord := english.Ordinal(w); !english.Determiner.Is(w) && !english.PossessivePronoun.Is(w) && !english.Each.Is(w) && !ord {
			return ""
		}
	}
	return ""
}

// unappliedDescending is the token of a descending cue ("in descending
// order", "reverse") when the plan orders and no key of its order is
// descending, and the question says no ascending word beside it; -1
// otherwise.
func (o *readCtx) unappliedDescending(q *templates.Query) int {
	if len(q.Order) == 0 {
		return -1
	}
	for _, s := range q.Order {
		if s.Desc {
			return -1
		}
	}
	at := -1
	for i := range o.toks {
		w := o.word(i)
		if english.Ascending.Is(w) || english.AscendingWord.Is(w) {
			return -1
		}
		if at < 0 && english.Descending.Is(w) {
			at = i
		}
	}
	return at
}
