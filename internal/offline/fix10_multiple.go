package offline

import "github.com/gql-dev/gql/internal/english"

// multipleRead reads "multiple <things>" as "more than one <thing>":
// "maintainers who are collaborators on multiple packages", "transformers
// behind multiple outages". It is countAsDistinct's reading of "more than
// one" (two distinct related nodes), so it holds where that one does: the
// counted noun a bare node joined by one edge to the thing asked about. It
// runs before the used words are skipped: the grounder folds the word
// into the verb's link ("maintain multiple" → MAINTAINS), which reads the
// edge but not the count. A noun it cannot read so is left unread, and
// netVagueManyDropped refuses.
func (o *conPhase) multipleRead(i int) bool {
	if !english.MoreThanOne.Is(o.word(i)) || i+1 >= len(o.toks) || o.valueAt(i) {
		return false
	}
	// The grounder may fold the word into the noun's link ("multiple
	// packages" → Package), whose node then stands at i.
	for _, at := range []int{i, i + 1} {
		if o.linksKind(at, "label") || o.linksKind(at, "edge") {
			if o.distinctCopies(i, at, 2) {
				return true
			}
		}
	}
	return false
}

// edgeSaidOf: the question says something of the edge's own properties (a
// value it stores, "collaborators" of MAINTAINS.role, or a property's
// name). Those conditions are placed on the edge later, and on it alone:
// its copies for "at least N" would lack them ("collaborator on more than
// one package" became collaborator on one and maintainer of another).
func (o *conPhase) edgeSaidOf(e *oedge) bool {
	if e.v != "" {
		return true
	}
	for _, v := range o.ev.Values {
		if v.OnEdge && v.Owner == e.typ {
			return true
		}
	}
	for _, el := range o.ev.Elements {
		if el.Kind == "prop" && el.Owner == e.typ {
			return true
		}
	}
	return false
}
