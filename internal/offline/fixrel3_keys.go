package offline

import (
	"fmt"
	"strings"

	"github.com/gql-dev/gql/grounding"
	"github.com/gql-dev/gql/internal/english"
)

// keyVerbNotJunction: a verb whose stem names a property that is itself a
// key from the verb's owner into the other thing the question relates
// ("bugs verified by X" with bug.verified_by referring to a developer) is
// that key, not the junction joining the two labels: the key says which of
// the two is the agent, a junction (an assignment row) says neither. The
// key's link then joins them by its name (fk-path-chosen warns it).
func (o *offline) keyVerbNotJunction(owner, other string, props []ElementLink) bool {
	for _, p := range props {
		if _, to, ok := o.keyTarget(owner, p.Name); ok && to == other {
			return true
		}
	}
	return false
}

// keyVerbPropsAside sets aside a property link of a verb that names a key
// of the verb's object instead ("Which player won the most games?": "won"
// links to a participation's prize_won by its word, while a game's
// winner_id is the key "won" names, from the games to the players the
// question relates). A property read there would group or filter by a
// column of a third thing the question does not speak of; the key's
// link is then chosen by its name (fk-path-chosen). Only when the verb's
// object (the noun after it, or the noun it follows as a participle:
// "the games won") is a label with a key whose role word the verb says,
// into another label the question names, and the property is neither that
// label's nor a key itself; the reading is warned.
func (o *offline) keyVerbPropsAside(warns *sink) {
	var drop []ElementLink
	named := o.namedLabelSet()
	for i := range o.toks {
		// The tagger's lexicon calls "won" a noun; an inflected word not
		// after an article or a possessive is the verb.
		verb := o.toks[i].POS == grounding.VERB || o.toks[i].POS == grounding.NOUN && english.Lemma(o.words[i]) != o.words[i] && english.Singular(o.words[i]) == o.words[i]
		if i > 0 && (o.toks[i-1].POS == grounding.DET || english.Determiner.Is(o.word(i-1)) || english.PossessivePronoun.Is(o.word(i-1)) || o.toks[i-1].POS == grounding.ADP) {
			verb = false
		}
		if !verb || o.linksKind(i, "label") || o.linksKind(i, "edge") {
			continue
		}
		props := o.propLinksAt(i)
		if len(props) == 0 {
			continue
		}
		obj := o.objectLabelAfter(i)
		if obj == "" && i+2 < len(o.toks) && o.toks[i+1].POS == grounding.DET && english.RankBeforeObject.Is(o.word(i+2)) {
			// "won the most games": the ranking word stands before the object.
			obj = o.objectLabelAfter(i + 2)
		}
		if obj == "" && i > 0 && o.linksKind(i-1, "label") {
			for _, e := range o.ev.Elements {
				if sp := o.toks[i-1].Span; e.Kind == "label" && e.Span.Start <= sp.Start && e.Span.End >= sp.End {
					obj = e.Name
				}
			}
		}
		if obj == "" {
			continue
		}
		key := o.keyVerbSays(i, obj, named)
		if key == "" {
			continue
		}
		var set []string
		for _, p := range props {
			owner := p.Owner
			if owner == "" {
				owner = o.ownerLabelOf(p.Name)
			}
			if owner == obj {
				continue
			}
			if _, _, ok := o.keyTarget(owner, p.Name); ok {
				continue
			}
			drop = append(drop, p)
			set = append(set, p.Name)
		}
		if len(set) > 0 {
			warns.add(o.diagnostic("key-verb-read", o.toks[i].Span, fmt.Sprintf("%q is read as %s, the key of the %s it speaks of, not as %s, a column of something the question does not relate", o.toks[i].Text, key, obj, strings.Join(set, " or "))))
		}
	}
	if len(drop) == 0 {
		return
	}
	o.dropElements(drop)
}

// keyVerbSays is the relationship from label obj to another label the
// question names whose role word the word at i says, "" when none or
// several do.
func (o *offline) keyVerbSays(i int, obj string, named map[string]bool) string {
	key := ""
	for _, et := range o.s.EdgeTypes {
		for _, ep := range et.Endpoints {
			if ep.From != obj || ep.To == obj || !named[ep.To] {
				continue
			}
			for _, r := range roleWords(et.Name, ep.From, ep.To) {
				if english.SaysRole(o.words[i], o.lower[i], r) {
					if key != "" && key != et.Name {
						return ""
					}
					key = et.Name
				}
			}
		}
	}
	return key
}
