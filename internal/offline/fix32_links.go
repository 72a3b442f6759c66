package offline

import (
	"fmt"
	"strings"

	"github.com/gql-dev/gql/diag"
	"github.com/gql-dev/gql/grounding"
	"github.com/gql-dev/gql/internal/english"
)

func init() {
	checks = append(checks,
		Check{ID: "number-noun-read", Warning: true, Summary: "a word and \"number\" are read as the number property they name, not as a stored value",
			Doc: "\"What's Siobhán Ó Súilleabháin's volunteer number?\" over Volunteer.volunteer_no, where 'volunteer' is also a stored level: the word before \"number\" and the noun spell the property's name (<word>_no, <word>_number), so they link the property and the value link on the word is dropped."},
	)
}

// numberNounValuesAside reads "X's volunteer number" over volunteer_no
// where grounding linked "volunteer" to a stored value (Volunteer.level
// 'volunteer') and "number" to nothing, so the plan refused "number" as
// unread. A one-word value link followed by a number noun
// (english.NumberNoun) whose owner has a property named by that word and
// a number tail (english.NumberNameTail) links the property instead.
// Warned number-noun-read.
func (o *offline) numberNounValuesAside(warns *sink) {
	drop := map[int]bool{}
	var added []ElementLink
	for vi, v := range o.ev.Values {
		if v.OnEdge {
			continue
		}
		ks := o.tokensIn(v.Span)
		if len(ks) != 1 || o.toks[ks[0]].Quoted || !english.NumberNoun.Is(o.word(ks[0]+1)) {
			continue
		}
		w := o.word(ks[0])
		var found string
		n := 0
		for _, p := range o.propsOf(v.Owner) {
			parts := grounding.SplitName(localPart(p.Name))
			if len(parts) == 2 && strings.ToLower(parts[0]) == w && english.NumberNameTail.Is(strings.ToLower(parts[1])) {
				found, n = p.Name, n+1
			}
		}
		if n != 1 {
			continue
		}
		drop[vi] = true
		sp := diag.Span{Start: v.Span.Start, End: o.toks[ks[0]+1].Span.End}
		added = append(added, ElementLink{Kind: "prop", Name: found, Owner: v.Owner, Span: sp, Score: 1})
		warns.add(o.diagnostic("number-noun-read", sp,
			fmt.Sprintf("read %q as the property %s.%s, not as %s.%s = %v: the words spell the property's name", o.ev.Question[sp.Start:sp.End], v.Owner, found, v.Owner, v.Prop, v.Value)))
	}
	if len(added) == 0 {
		return
	}
	o.withoutValues(func(k int) bool { return drop[k] })
	o.addLinks(added...)
}
