package offline

import (
	"github.com/gql-dev/gql/diag"
	"github.com/gql-dev/gql/grounding"
	"github.com/gql-dev/gql/internal/english"
)

// yesNoSubject is the span of the subject of a yes/no question that asks
// what a thing is — "Is api-gateway a tier 1 service?", "Was Dune a
// bestseller?": the tokens between the opening copula and the article of
// the predicate noun. ok is false for any other question.
func (o *readCtx) yesNoSubject() (from, to int, ok bool) {
	first := o.firstWord()
	if first < 0 || !english.RelativeCopula.Is(o.word(first)) {
		return 0, 0, false
	}
	for k := first + 1; k < len(o.toks); k++ {
		if english.IndefiniteArticle.Is(o.word(k)) {
			if k == first+1 {
				return 0, 0, false
			}
			return first + 1, k, true
		}
	}
	return 0, 0, false
}

// yesNoSubjectUnread: the subject of "Is X a …?" is neither used by the
// plan nor linked to anything: "Is zorblax a critical service?" asked
// whether any service was hit by a critical incident. The account lets an
// unlinked lower-case word go; here the word is the thing asked about,
// and a plan without it answers for every one. It returns the token, -1
// when the subject is read.
func (o *offline) yesNoSubjectUnread() int {
	from, to, ok := o.yesNoSubject()
	if !ok {
		return -1
	}
	for k := from; k < to; k++ {
		if o.used.has(k) || o.linksAlone(k) || o.valueAt(k) {
			return -1
		}
	}
	for k := from; k < to; k++ {
		if t := o.toks[k]; t.POS != grounding.PUNCT && !english.IsStopWord(o.word(k)) {
			return k
		}
	}
	return -1
}

// yesNoIdentity: in "Is api-gateway a tier 1 service?" the predicate noun
// is the subject itself when it names the label the subject's value is
// stored under: the question asks whether api-gateway is tier 1, not
// whether it depends on some tier-1 service. The noun's link to that label
// is set aside so the plan has one node, which the predicate's other words
// qualify; links of other kinds on the noun stay.
func (o *offline) yesNoIdentity() {
	from, to, ok := o.yesNoSubject()
	if !ok {
		return
	}
	owner := o.namedOwner(diag.Span{Start: o.toks[from].Span.Start, End: o.toks[to-1].Span.End})
	if owner == "" {
		return
	}
	start := o.toks[to].Span.End
	o.ev = o.ev.keepElements(func(_ int, e ElementLink) bool {
		return e.Kind != "label" || e.Name != owner || e.Span.Start < start
	})
}
