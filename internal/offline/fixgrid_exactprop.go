package offline

import (
	"fmt"
	"strings"

	"github.com/gql-dev/gql/internal/english"
)

// exactPropOverEdge: "How many outages per cause?", "the most common cause
// of outages" — the noun is the whole name of a property of a label the
// question names (Outage.cause), while grounding linked it to a
// relationship whose name holds only another form of the word
// (CAUSED_BY). A thing's own property named exactly wins over a
// relationship named by a form of it: the link is replaced for this
// compilation. A word that is also the relationship's own word, or its
// bare verb ("handle" of HANDLES), is left alone. Said as a warning.
func (o *offline) exactPropOverEdge(warns *sink) {
	for ei, e := range o.ev.Elements {
		if e.Kind != "edge" || e.implied {
			continue
		}
		toks := o.tokensIn(e.Span)
		if len(toks) == 0 {
			continue
		}
		k := toks[len(toks)-1]
		w := o.words[k]
		one := strings.ToLower(english.Singular(w))
		edgeWords := strings.Split(strings.ToLower(e.Name), "_")
		same := false
		for _, ew := range edgeWords {
			// A relationship named by a present verb (HANDLES) is said
			// with its bare form ("does X handle"): that is the verb.
			if ew == w || ew == one || english.ThirdPerson(w) == ew {
				same = true
			}
		}
		if same {
			continue
		}
		var owners []string
		prop := ""
		for _, l := range o.s.Labels {
			if !o.labelOrValueNamed(l.Name) {
				continue
			}
			for _, p := range o.propsOf(l.Name) {
				if n := strings.ToLower(p.Name); n == w || n == one {
					owners = append(owners, l.Name)
					prop = p.Name
				}
			}
		}
		if len(owners) != 1 {
			continue
		}
		ev := *o.ev
		ev.Elements = append([]ElementLink(nil), o.ev.Elements...)
		ev.Elements[ei] = ElementLink{Kind: "prop", Name: prop, Owner: owners[0], Span: o.toks[k].Span, Score: e.Score}
		o.ev = &ev
		warns.add(o.diagnostic("exact-prop-over-edge", o.toks[k].Span, fmt.Sprintf("%q is the whole name of %s.%s, a property of a thing the question names; the relationship %s holds only another form of the word", o.toks[k].Text, owners[0], prop, e.Name)))
	}
}
