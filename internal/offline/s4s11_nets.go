package offline

import (
	"github.com/gql-dev/gql/internal/english"
	"github.com/gql-dev/gql/templates"
)

// netColumnOfNeighbour: "the different descriptions for templates that
// have been used in a document" returned the documents' descriptions: the
// word linked to a column of one thing the question names (a document),
// while the question asks it of another ("for templates", "of templates")
// that has no such column and sits one key from a third thing that has
// one (a template's type, with its template_type_description). Which
// thing's column is meant is then a guess the plan made silently; it is
// refused. Only a returned column whose word is followed at once by
// "of"/"for" and a label (after an article at most) of a node the plan
// holds; a grouping ("for each") and a column the named thing has itself
// are left alone.
func (o *sanityCheck) netColumnOfNeighbour(q *templates.Query) error {
	labels := varLabels(q)
	for _, r := range q.Return {
		owner := labels[r.Var]
		if r.Prop == "" || r.Agg != "" || owner == "" {
			continue
		}
		for _, e := range o.ev.Elements {
			if e.Kind != "prop" || e.Name != r.Prop {
				continue
			}
			ks := o.tokensIn(e.Span)
			if len(ks) == 0 {
				continue
			}
			last := ks[len(ks)-1]
			j := last + 1
			if j >= len(o.toks) || !english.HeadOf.Is(o.word(j)) {
				continue
			}
			j++
			if j < len(o.toks) && english.Determiner.Is(o.word(j)) && !english.CountsEach.Is(o.word(j)) {
				j++
			}
			if j >= len(o.toks) || english.CountsEach.Is(o.word(j)) {
				continue
			}
			named := o.labelAtToken(j)
			if named == "" || named == owner || !hasVarOf(labels, named) {
				continue
			}
			word := english.Singular(o.word(last))
			if o.labelHasWord(named, word) {
				continue
			}
			for _, l := range o.s.Labels {
				if l.Name == owner || l.Name == named || !o.schemaJoins(l.Name, named) || !o.labelHasWord(l.Name, word) {
					continue
				}
				return o.refuse("column-of-neighbour", last, "%q is asked of %s, which has no such column; the plan shows %s of %s, and %s, one key from %s, has one too: which is meant is a guess", o.toks[last].Text, named, rawLocal(r.Prop), owner, l.Name, named)
			}
		}
	}
	return nil
}

// labelHasWord: a property of the label has the word among its name's
// words ("description" of template_type_description).
func (o *readCtx) labelHasWord(label, word string) bool {
	for _, p := range o.propsOf(label) {
		for _, w := range schemaWords(p.Name) {
			if w == word || english.Singular(w) == word {
				return true
			}
		}
	}
	return false
}
