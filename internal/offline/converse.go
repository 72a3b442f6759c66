package offline

import (
	"fmt"
	"strings"

	"github.com/gql-dev/gql/diag"
	"github.com/gql-dev/gql/internal/english"
)

// converseVerbs links a verb that names a relationship from its other end
// ("Who does X report to?" over a manages relationship) to that
// relationship, when no link covers the verb and exactly one relationship
// is named for one of its converses (english.ConverseOf), or only a weak
// link by meaning covers it. The link spans the verb and its particle;
// placeEdges reads it reversed.
func (o *offline) converseVerbs() {
	for i := 0; i+1 < len(o.toks); i++ {
		if k := o.weakVerbLink(i); k >= 0 {
			// "belong to" linked by meaning alone (MEMBER_OF at 0.73)
			// where a relationship is named for its converse (OWNS):
			// the schema's own name outweighs a guess.
			if typ, _ := o.converseEdge(i); typ != "" && typ != o.ev.Elements[k].Name && !o.meaningFitsEnds(i, i+1, o.ev.Elements[k].Name, typ) {
				ev := *o.ev
				ev.Elements = append([]ElementLink(nil), o.ev.Elements...)
				ev.Elements[k].Name, ev.Elements[k].Score = typ, 0.8
				o.ev = &ev
			}
			continue
		}
		trim := -1 // "employees report" linked as one label: the verb is no part of it
		if o.linksAt(i) {
			if trim = o.labelTail(i); trim < 0 {
				continue
			}
		}
		if o.linksAt(i + 1) {
			continue
		}
		if typ, _ := o.converseEdge(i); typ != "" {
			ev := *o.ev
			sp := diag.Span{Start: o.toks[i].Span.Start, End: o.toks[i+1].Span.End}
			ev.Elements = append(append([]ElementLink(nil), o.ev.Elements...), ElementLink{Kind: "edge", Name: typ, Span: sp, Score: 0.8})
			if trim >= 0 {
				ev.Elements[trim].Span.End = o.toks[i-1].Span.End
			}
			o.ev = &ev
		}
	}
}

// converseEdge is the one relationship named for a converse of the verb at
// token i followed by its particle, with the converse; "" when none or
// several are.
func (o *readCtx) converseEdge(i int) (string, string) {
	conv := english.ConverseOf(o.lower[i], o.word(i+1))
	if conv == nil {
		return "", ""
	}
	found, by := "", ""
	for _, et := range o.s.EdgeTypes {
		name := strings.ToLower(strings.ReplaceAll(et.Name, "_", ""))
		for _, c := range conv {
			if strings.HasPrefix(name, strings.TrimSuffix(c, "e")) {
				if found != "" && found != et.Name {
					return "", ""
				}
				found, by = et.Name, c
				break
			}
		}
	}
	return found, by
}

// converseMention: the edge link m is a verb naming its relationship from
// the other end; the warning says so.
func (o *relPhase) converseMention(m ElementLink) bool {
	idx := o.tokensIn(m.Span)
	if len(idx) != 2 {
		return false
	}
	typ, by := o.converseEdge(idx[0])
	if typ != m.Name {
		return false
	}
	o.warnings = append(o.warnings, o.diagnostic("converse-verb", m.Span, fmt.Sprintf("%q names the %s relationship from its other end: the plan reads it reversed (\"X %s Y\" is \"Y %s X\", the schema's direction)", o.ev.Question[m.Span.Start:m.Span.End], m.Name, o.ev.Question[m.Span.Start:m.Span.End], by)))
	return true
}

// weakVerbLink is the index of an edge link spanning exactly the verb at
// token i and its particle below the strong-link bar, -1 for none.
func (o *readCtx) weakVerbLink(i int) int {
	for k, e := range o.ev.Elements {
		if e.Kind == "edge" && e.Score < strongLink && e.Span.Start == o.toks[i].Span.Start && e.Span.End == o.toks[i+1].Span.End {
			return k
		}
	}
	return -1
}

// participleEnds reads a relationship named by a past participle used as
// an adjective ("which referred customers", "the invited members") over a
// relationship joining a label to itself: the participle says what was
// done to the noun after it, so that noun is the relationship's target.
// Word order alone would make the noun the subject of the verb before it
// (the referrers), a silent wrong answer. A participle after a noun or a
// name is a verb ("customers referred by X") and is left to endsFor.
func (o *relPhase) participleEnds(m ElementLink, from, to *onode, neg bool) (*onode, *onode) {
	idx := o.tokensIn(m.Span)
	if neg || from == nil || to == nil || from.label != to.label || len(idx) != 1 {
		return from, to
	}
	pos := idx[0]
	if pos == 0 || !english.ParticipleOpener.Is(o.word(pos-1)) || !english.PastParticiple(o.words[pos]) || english.PassiveBy.Is(o.word(pos+1)) {
		return from, to
	}
	if from.pos != pos+1 || len(from.filter) > 0 {
		return from, to
	}
	o.warnings = append(o.warnings, o.diagnostic("participle-object-read", m.Span, fmt.Sprintf("%q before %q is read as saying what was done to them: they are the %s relationship's target, not its source", o.toks[pos].Text, o.toks[pos+1].Text, m.Name)))
	return to, from
}
