package offline

import (
	"fmt"

	"github.com/gql-dev/gql/diag"
	"github.com/gql-dev/gql/internal/english"
)

// overAllScope: the word at i opens "over all papers", "across every
// farm" after an aggregate ("the average page count over all papers"):
// the set the aggregate ranges over, every thing of a label, not a value
// compared with ("over" is also "more than"). The label must follow the
// quantifier at once, so "over all their managers" (a possessive: a
// related node) stays a comparison.
func (o *readCtx) overAllScope(i int) bool {
	if !english.RelaggOver.Is(o.word(i)) || !english.RelaggAll.Is(o.word(i+1)) || !o.linksKind(i+2, "label") {
		return false
	}
	for k := 0; k < i; k++ {
		if english.RelaggAggregate.Is(o.word(k)) {
			return true
		}
	}
	return false
}

// overAllAsOf reads each aggregate scope "over all Xs" as "of all Xs",
// which every phase already reads as the aggregate's owner: the word is
// replaced in this compilation's own copy of the tokens (the caller's
// evidence keeps its own). Each reading is a warning, since "over" read
// so is no longer a comparison.
func (o *readCtx) overAllAsOf() []diag.Diagnostic {
	var out []diag.Diagnostic
	copied := false
	for i := range o.toks {
		if !o.overAllScope(i) {
			continue
		}
		was := o.toks[i].Text
		o.readTokenAs(i, "of", &copied)
		out = append(out, o.diagnostic("aggregate-over-all", o.tokSpans(i, i+2),
			fmt.Sprintf("%q is read as the set the aggregate ranges over, every %s, not as a comparison (%q read as \"of\")", o.spanText(i, i+3), o.word(i+2), was)))
	}
	return out
}
