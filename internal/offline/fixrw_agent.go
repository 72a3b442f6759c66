package offline

import (
	"fmt"

	"github.com/gql-dev/gql/grounding"
	"github.com/gql-dev/gql/internal/english"
)

// agentVerbValuesAside reads "Who owns quill-http?", "Who contributes to
// Kafka Upgrade?" as "Who is the owner of …", "Who is a contributor to
// …": the verb right after "who" links to nothing, and its agent noun
// (the same base with -er/-or: english.Agent) is exactly one value stored
// in a text property of a relationship (MAINTAINS.role 'owner'). The verb
// names that role, as the noun does when the question says it; the
// value's link is added to this compilation's evidence, and "who" is then
// read as the one at the relationship's other end. It is the reading of
// verbNamesEdgeValue made before the plan rather than after it, so that it
// also holds when the labels alone would walk another relationship (a
// package's license for "who owns it"); the warning is the same
// (verb-value-read).
func (o *offline) agentVerbValuesAside(warns *sink) {
	w := o.find(english.Who)
	if w < 0 {
		return
	}
	i := w + 1
	if english.AgentVerbAux.Is(o.word(i)) {
		i++
	}
	// The tagger often takes a present verb after "who" for a plural
	// noun ("owns") or an unknown past for a name ("contributed"); right
	// after "who", a word written in lower case can only be the verb.
	if i >= len(o.toks) || o.toks[i].POS == grounding.PUNCT || o.toks[i].POS == grounding.NUM || o.toks[i].Text != o.word(i) ||
		o.linksAt(i) || o.valueAt(i) || o.toks[i].Quoted {
		return
	}
	verb := o.word(i)
	if english.Agent(verb) {
		return // "who owner": already the noun, read by roleNounValuesAside's kin
	}
	found, _ := o.edgeValueNamed(i, func(v string) bool {
		return len(v) > 0 && english.Agent(v) && english.SameBase(v, verb)
	})
	if found == nil {
		return
	}
	o.addValueLink(*found)
	warns.add(o.diagnostic("verb-value-read", o.toks[i].Span,
		fmt.Sprintf("%q after \"who\" links to nothing, and %s.%s stores '%s', the one who does it: the relationship holding that value is walked", o.toks[i].Text, found.Owner, found.Prop, found.Value)))
}
