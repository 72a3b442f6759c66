package offline

import (
	"fmt"
	"strings"

	"github.com/gql-dev/gql/grounding"
	"github.com/gql-dev/gql/internal/english"
)

// cueNounPropLinks: "what's the rank of Transactions on Query Languages?"
// was refused as an echo of the venue's name: "rank" is a cue word, so
// grounding never linked it, though the venue's core_rank ends in it. A
// cue noun right after "the" and before "of" and a named thing, or after
// the named thing's "'s", is read as the one property of that thing's
// label whose name ends in the word; with none or several it stays the
// cue. Each reading is a warning.
func (o *offline) cueNounPropLinks(warns *sink) {
	var added []ElementLink
	for i := range o.toks {
		t := o.toks[i]
		if t.Quoted || o.linksAt(i) || !english.PropertyOfNoun.Is(o.word(i)) {
			continue
		}
		owner := ""
		switch {
		case english.PropertyOfDeterminer.Is(o.word(i-1)) && english.PropertyOfJoin.Is(o.word(i+1)):
			owner = o.valueOwnerAt(i + 2)
		case i > 0 && english.PropertyOfPossessive.Is(strings.ToLower(o.toks[i-1].Text)):
			owner = o.valueOwnerAt(i - 2)
		}
		if owner == "" {
			continue
		}
		var hits []string
		for _, p := range o.propsOf(owner) {
			parts := grounding.SplitName(p.Name)
			if len(parts) > 1 && strings.EqualFold(parts[len(parts)-1], o.word(i)) {
				hits = append(hits, p.Name)
			}
		}
		if len(hits) != 1 {
			continue
		}
		added = append(added, ElementLink{Kind: "prop", Name: hits[0], Owner: owner, Span: t.Span, Score: 1})
		warns.add(o.diagnostic("cue-noun-prop", o.tokSpan(i), fmt.Sprintf(
			"%q shapes queries elsewhere; here it is a property of the named %s, read as %s.%s, the one property of %s whose name ends in it", t.Text, owner, owner, hits[0], owner)))
	}
	o.addLinks(added...)
}

// valueOwnerAt is the label of the stored value that token i starts or
// ends, "" when none does.
func (o *readCtx) valueOwnerAt(i int) string {
	if i < 0 || i >= len(o.toks) {
		return ""
	}
	sp := o.toks[i].Span
	for _, v := range o.ev.Values {
		if v.Span.Start <= sp.Start && v.Span.End >= sp.End {
			return v.Owner
		}
	}
	return ""
}
