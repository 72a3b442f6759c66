package offline

import (
	"fmt"
	"strings"

	"github.com/gql-dev/gql/diag"
	"github.com/gql-dev/gql/grounding"
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
		o.warnServe(m)
		o.warnParaphrase(m)
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

// serveVerbs links "V for" with V a verb of a trade ("Who does X fly
// for?") to the one relationship named for working for (WORKS_FOR), when
// the schema has exactly one and no relationship link covers the verb. A
// label link on the verb alone (fly ~ Flight) is set aside: the verb says
// whom X works for, not that a flight is involved. The link is this
// compilation's; the warning says what was read.
func (o *offline) serveVerbs() {
	for i := 0; i+1 < len(o.toks); i++ {
		if !english.ServeVerb.Is(o.lower[i]) || o.word(i+1) != english.ServeParticle || o.linksKind(i, "edge") || o.linksAt(i+1) {
			continue
		}
		typ := ""
		for _, et := range o.s.EdgeTypes {
			w := grounding.SplitName(et.Name)
			if len(w) == 2 && english.SameBase(w[0], english.ServeAs) && strings.EqualFold(w[1], english.ServeParticle) {
				if typ != "" {
					typ = ""
					break
				}
				typ = et.Name
			}
		}
		if typ == "" {
			continue
		}
		sp := diag.Span{Start: o.toks[i].Span.Start, End: o.toks[i+1].Span.End}
		verb := o.toks[i].Span
		ev := o.ev.keepElements(func(_ int, e ElementLink) bool {
			return e.Kind != "label" || e.Span.Start < verb.Start || e.Span.End > verb.End
		})
		ev.Elements = append(ev.Elements, ElementLink{Kind: "edge", Name: typ, Span: sp, Score: 0.8})
		o.ev = ev
	}
}

// warnServe says a "V for" link was read as working for (serveVerbs).
func (o *relPhase) warnServe(m ElementLink) {
	idx := o.tokensIn(m.Span)
	if len(idx) != 2 || !english.ServeVerb.Is(o.lower[idx[0]]) || o.word(idx[1]) != english.ServeParticle {
		return
	}
	o.warnings = append(o.warnings, o.diagnostic("serve-verb-read", m.Span, fmt.Sprintf(
		"%q is read as working for: the plan walks %s", o.ev.Question[m.Span.Start:m.Span.End], m.Name)))
}

// paraphraseVerbs links a verb and its particle that name a relationship
// in other words ("courses that build on CS101" over REQUIRES) to that
// relationship, read in the same direction, when no link covers them and
// exactly one relationship is named for one of english.ParaphraseOf's
// verbs. The link is this compilation's; placeEdges warns (warnParaphrase).
func (o *offline) paraphraseVerbs() {
	for i := 0; i+1 < len(o.toks); i++ {
		if o.linksKind(i, "edge") || o.linksAt(i+1) {
			continue
		}
		typ := o.paraphraseEdge(i)
		if typ == "" {
			continue
		}
		ev := *o.ev
		ev.Elements = append([]ElementLink(nil), o.ev.Elements...)
		ev.Elements = append(ev.Elements, ElementLink{Kind: "edge", Name: typ, Span: diag.Span{Start: o.toks[i].Span.Start, End: o.toks[i+1].Span.End}, Score: 0.8})
		o.ev = &ev
	}
}

// paraphraseEdge is the one relationship named for a paraphrase of the
// verb at token i with its particle, "" when none or several are.
func (o *readCtx) paraphraseEdge(i int) string {
	verbs := english.ParaphraseOf(o.lower[i], o.word(i+1))
	found := ""
	for _, et := range o.s.EdgeTypes {
		w := grounding.SplitName(et.Name)
		if len(w) == 0 {
			continue
		}
		for _, v := range verbs {
			if english.SameBase(w[0], v) {
				if found != "" && found != et.Name {
					return ""
				}
				found = et.Name
			}
		}
	}
	return found
}

// warnParaphrase says a verb was read as a paraphrase of a relationship's
// name (paraphraseVerbs).
func (o *relPhase) warnParaphrase(m ElementLink) {
	idx := o.tokensIn(m.Span)
	if len(idx) != 2 || o.paraphraseEdge(idx[0]) != m.Name {
		return
	}
	o.warnings = append(o.warnings, o.diagnostic("paraphrase-verb-read", m.Span, fmt.Sprintf(
		"%q is read as naming %s in the same direction (english.ParaphraseOf)", o.ev.Question[m.Span.Start:m.Span.End], m.Name)))
}
