package offline

import (
	"fmt"

	"github.com/gql-dev/gql/grounding"
	"github.com/gql-dev/gql/internal/english"
)

// verbFormEdges links a word that is a form of the verb exactly one
// relationship's name is made of to that relationship ("card payments"
// over PAID, "what's hanging in" over HUNG_IN). Grounding links such words
// by meaning, and a synonym can win over the name itself ("payments" read
// as TRANSFERRED, a payment being a transfer): the schema's own spelling
// of the verb is the stronger evidence. A word grounding left alone is
// linked as agentNouns links one, for the irregular pasts its morphology
// does not read ("hung" is a form of "hang"). A word linked to a label, a
// property or a value is left as it is; a link replaced is warned
// (edge-verb-form).
func (o *offline) verbFormEdges(warns *sink) {
	// The verb base of each relationship name's first word, read once per
	// question rather than once per word (the schema may hold hundreds).
	var nameBases []string
	for i, t := range o.toks {
		bare := english.IsBareVerb(o.words[i])
		if t.POS != grounding.NOUN && t.POS != grounding.VERB || len(o.words[i]) < 3 || o.isCueWord(i) && !(bare && o.perfectParticiple(i)) || fillerWords[o.words[i]] {
			continue
		}
		if nameBases == nil {
			nameBases = make([]string, len(o.s.EdgeTypes))
			for k, et := range o.s.EdgeTypes {
				if ws := grounding.SplitName(et.Name); len(ws) > 0 {
					nameBases[k] = english.VerbBase(ws[0])
				}
			}
		}
		var hit []string
		if base := english.VerbBase(o.words[i]); english.VerbBaseMatches(base) {
			for k, et := range o.s.EdgeTypes {
				if nameBases[k] == base {
					hit = append(hit, et.Name)
				}
			}
		}
		if len(hit) != 1 || bare && !o.bareVerbNames(i, hit[0]) {
			continue
		}
		sp := t.Span
		other, covered := -1, false
		for k, e := range o.ev.Elements {
			if e.Span.Start > sp.Start || e.Span.End < sp.End {
				continue
			}
			covered = true
			if e.Kind == "edge" && e.Span == sp && e.Name != hit[0] && !o.wordFormOf(i, e.Name) {
				other = k
			}
		}
		for _, v := range o.ev.Values {
			if v.Span.Start <= sp.Start && v.Span.End >= sp.End {
				covered, other = true, -1
			}
		}
		if bare && covered {
			continue
		}
		if covered && other < 0 || other >= 0 && (o.countedBefore(i) || o.meaningFitsEnds(i, i, o.ev.Elements[other].Name, hit[0])) {
			// A counted relationship noun ("the most card payments")
			// counts the relationships, which a pattern over its far
			// nodes does not in every language: left as grounding read it.
			continue
		}
		ev := *o.ev
		ev.Elements = append([]ElementLink(nil), o.ev.Elements...)
		if other >= 0 {
			was := ev.Elements[other].Name
			ev.Elements[other] = ElementLink{Kind: "edge", Name: hit[0], Span: sp, Score: 0.8}
			warns.add(o.diagnostic("edge-verb-form", o.tokSpan(i),
				fmt.Sprintf("%q is a form of the verb %s is named by: read as %s, not as %s, which it was linked to by meaning", t.Text, hit[0], hit[0], was)))
		} else {
			ev.Elements = append(ev.Elements, ElementLink{Kind: "edge", Name: hit[0], Span: sp, Score: 0.8})
		}
		o.ev = &ev
	}
}

// countedBefore: a cue of counting or ranking stands before token i ("the
// most", "how many", "number of").
func (o *readCtx) countedBefore(i int) bool {
	for _, c := range allCues {
		if c.Kind() != english.KindAggregation && c.Kind() != english.KindOrder {
			continue
		}
		for k := 0; k < i; k++ {
			if o.at(c, k) > 0 {
				return true
			}
		}
	}
	return false
}
