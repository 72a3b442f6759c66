package offline

import (
	"fmt"

	"github.com/gql-dev/gql/grounding"
	"github.com/gql-dev/gql/internal/english"
)

// listedVerbOneEdge reads "What events has the Central Library hosted or
// scheduled?": two verbs joined by "or", the first naming a relationship
// the plan walks, the second naming nothing, and that relationship the
// only one the schema has between the two labels it joins. Whatever the
// second verb means, the graph can hold it only as that relationship, so
// the alternatives are read as that one relationship rather than refused
// (list-item-unlinked). With "and", with another relationship between the
// labels, or with the second verb linking anywhere, nothing is read. The
// reading is a warning (listed-verb-same-edge).
func (o *offline) listedVerbOneEdge(pl *pattern, warns *sink) {
	for i := range o.toks {
		typ := o.edgeAt(i)
		if typ == "" || i+2 >= len(o.toks) || !english.Alternative.Is(o.word(i+1)) {
			continue
		}
		k := i + 2
		if o.toks[k].POS != grounding.VERB || o.linksAt(k) || o.used.has(k) || !o.sameForm(i, k) {
			continue
		}
		var from, to string
		for _, e := range pl.edges {
			if e.typ == typ && !e.negated && e.from != nil && e.to != nil {
				from, to = e.from.label, e.to.label
			}
		}
		if from == "" || o.edgeTypesBetween(from, to) != 1 {
			continue
		}
		o.used.mark(k)
		warns.add(o.diagnostic("listed-verb-same-edge", o.tokSpans(i, k),
			fmt.Sprintf("%q links to nothing, and %s is the only relationship the schema has between %s and %s: %q is read as %s alone", o.toks[k].Text, typ, from, to, o.ev.Question[o.toks[i].Span.Start:o.toks[k].Span.End], typ)))
	}
}

// edgeTypesBetween counts the schema's relationship types joining labels a
// and b, either way.
func (o *readCtx) edgeTypesBetween(a, b string) int {
	n := 0
	for _, et := range o.s.EdgeTypes {
		if et.Connects(a, b) || et.Connects(b, a) {
			n++
		}
	}
	return n
}
