package offline

import (
	"strings"

	"github.com/gql-dev/gql/grounding"
	"github.com/gql-dev/gql/internal/english"
)

// samePartner: "cards that paid the same merchant more than once",
// "techs who worked on the same transformer twice or more" bound how often
// the verb joined each thing to one partner, not how many rows the thing
// has: counting per returned row would keep a card that paid two merchants
// once each. The count would have to be grouped by the pair, which the
// plan's count comparison does not do, so repeatCount leaves the phrase
// unread and refuses it rather than answering the wider
// question. i is the repetition's first token.
func (o *conPhase) samePartner(i int) bool {
	for k := i - 1; k >= 0; k-- {
		if english.SameValue.Is(o.word(k)) {
			if o.unsupported == nil {
				o.unsupported = o.refusalAt("count-comparison", o.tokSpan(i), "%s", "\""+o.word(k)+" "+o.word(k+1)+"\" bounds how often each thing was joined to one partner, a count grouped by the pair, which offline compilation does not do")
			}
			return true
		}
	}
	return false
}

// roleHeadOfProp: "is Tiago Nunes's supervisor part time?" — the embedder
// links "supervisor part time" to the property part_time as one span, and
// the agent noun at its head, which names a relationship ("supervisor" of
// SUPERVISES), is dropped with it: the plan would read the named doctor's
// own value. When a property link of several words opens with an -er/-or
// noun that is no word of the property's name nor a label's and shares its stem with
// exactly one edge type, the link is trimmed to the words after it, so
// agentNouns links the noun to its relationship as it does a lone one.
func (o *offline) roleHeadOfProp() {
	for k, e := range o.ev.Elements {
		idx := o.tokensIn(e.Span)
		if e.Kind != "prop" || len(idx) < 2 {
			continue
		}
		i := idx[0]
		if o.toks[i].POS != grounding.NOUN || !english.PossessiveAt(o.words, i-1) {
			continue // only the role of a possessor: "Tiago Nunes's supervisor"
		}
		stem := agentStem(o.words[i])
		if stem == "" {
			continue
		}
		own := false
		for _, w := range grounding.SplitName(e.Name) {
			own = own || english.SameBase(w, o.words[i]) || sharesStem(stem, w)
		}
		for _, nt := range o.s.Labels {
			for _, w := range grounding.SplitName(nt.Name) {
				own = own || english.SameBase(w, o.words[i])
			}
		}
		if own {
			continue // "driver hourly rate": the noun names the owner
		}
		hit := 0
		for _, et := range o.s.EdgeTypes {
			if sharesStem(stem, et.Name) {
				hit++
			}
		}
		if hit != 1 {
			continue
		}
		ev := *o.ev
		ev.Elements = append([]ElementLink(nil), o.ev.Elements...)
		ev.Elements[k].Span.Start = o.toks[idx[1]].Span.Start
		o.ev = &ev
	}
}

// agentStem is an -er/-or noun's stem ("supervisor" → "supervis"), "" when
// the word has no such ending or too short a stem (agentNouns' rule).
func agentStem(w string) string {
	w = strings.ToLower(w)
	for _, suf := range []string{"ers", "er", "ors", "or"} {
		if strings.HasSuffix(w, suf) && len(w)-len(suf) >= 4 {
			return w[:len(w)-len(suf)]
		}
	}
	return ""
}
