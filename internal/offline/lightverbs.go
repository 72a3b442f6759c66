package offline

import (
	"fmt"

	"github.com/gql-dev/gql/internal/english"
)

// lightVerbs drops the link of a light verb ("use", "list", "have") in "S
// V X as a N" when N links to a relationship of its own: the noun says how
// S and X are related ("airlines that use Copenhagen as a secondary hub"
// are joined to it by the hub relationship), and the verb's own link (a
// relationship named USES, between other labels) would join the wrong
// things or nothing. The verb's words are consumed and the reading is a
// warning.
func (o *relPhase) lightVerbs(ms []ElementLink) []ElementLink {
	var out []ElementLink
	for i, m := range ms {
		idx := o.tokensIn(m.Span)
		if len(idx) != 1 || m.implied || !english.LightVerb.Is(o.word(idx[0])) {
			out = append(out, m)
			continue
		}
		noun := o.asNounAfter(idx[0], ms[i+1:])
		if noun == nil {
			out = append(out, m)
			continue
		}
		o.consume(m)
		o.warnings = append(o.warnings, o.diagnostic("light-verb-read", m.Span, fmt.Sprintf(
			"%q in \"%s ... as ... %s\" leaves the relationship to %q: the plan joins them by %s, not by %s",
			o.ev.Question[m.Span.Start:m.Span.End], o.word(idx[0]), o.ev.Question[noun.Span.Start:noun.Span.End],
			o.ev.Question[noun.Span.Start:noun.Span.End], noun.Name, m.Name)))
	}
	return out
}

// asNounAfter is the edge link N of "V X as (a) (words) N" after the verb
// at token v: a named node right after the verb, then "as", then at most
// three words linking to nothing, then N; nil when the clause is not so.
func (o *relPhase) asNounAfter(v int, later []ElementLink) *ElementLink {
	var x *onode
	for _, n := range o.nodes {
		if n.pos == v+1 && len(n.filter) > 0 {
			x = n
		}
	}
	if x == nil {
		return nil
	}
	as := o.mentionEnd(x) + 1
	if !english.AsRole.Is(o.word(as)) {
		return nil
	}
	for k := range later {
		n := &later[k]
		p := o.tokenAt(n.Span)
		if n.implied || p <= as || p > as+4 {
			continue
		}
		for j := as + 1; j < p; j++ {
			if o.linksKind(j, "edge") || o.linksKind(j, "label") {
				return nil
			}
		}
		return n
	}
	return nil
}

var _ = func() bool {
	checks = append(checks, Check{ID: "light-verb-read", Warning: true, Summary: "a light verb leaves the relationship to the noun after \"as\"",
		Doc: "\"Which airlines use Copenhagen as a secondary hub?\": \"use\" links to a relationship of its own (USES), but in \"S V X as a N\" the noun names how S and X are related (HUB_AT); the verb's link is set aside. english.LightVerb lists the verbs."})
	return true
}()
