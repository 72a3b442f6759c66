package offline

import (
	"strings"

	"github.com/gql-dev/gql/internal/english"
	"github.com/gql-dev/gql/templates"
)

// Nets of the reworded4 set (issue 23): rewordings whose new word the
// rules read as nothing, so the plan answered without the constraint it
// carried.

// fix6 runs the nets; the first that fires refuses.
func (o *sanityCheck) fix6(q *templates.Query) error {
	return o.netFreeOfDropped(q)
}

// netFreeOfDropped: "which services have been incident-free so far?"
// answered with the services that had an incident. "X-free", "X free"
// and "free of X" deny X, and a plan that negates nothing answers the
// opposite. A "free" that names a property or a stored value ("a
// gluten-free flag", "Free Delivery") is that element, not a denial.
func (o *sanityCheck) netFreeOfDropped(q *templates.Query) error {
	k := o.freeOfAt()
	if k < 0 || negatesOrFalse(q.Where) {
		return nil
	}
	return o.refuse("denial-dropped", k, "%q denies what it names (none of it), but the plan negates nothing: it would answer for the things that have it, or for all of them", o.toks[k].Text)
}

// freeOfAt is the token of the first denying "free", -1 when there is none.
func (o *readCtx) freeOfAt() int {
	for i := range o.toks {
		if o.toks[i].Quoted || o.valueAt(i) || o.linksKind(i, "prop") {
			continue
		}
		w := o.word(i)
		if pre, rest, ok := strings.Cut(w, "-"); ok && pre != "" && english.FreeOfWord.Is(rest) {
			return i // "incident-free"
		}
		if !english.FreeOfWord.Is(w) {
			continue
		}
		if english.Of.Is(o.word(i+1)) && (o.linksKind(i+2, "label") || o.linksKind(i+2, "edge")) {
			return i // "free of incidents"
		}
		if o.linksKind(i-1, "label") || o.linksKind(i-1, "edge") {
			return i // "incident free"
		}
	}
	return -1
}
