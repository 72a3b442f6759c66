package offline

import (
	"fmt"
	"strings"

	"github.com/gql-dev/gql/grounding"
	"github.com/gql-dev/gql/internal/english"
	"github.com/gql-dev/gql/schema"
)

func init() {
	checks = append(checks,
		Check{ID: "passive-name-voice", Warning: true, Summary: "a relationship named in the passive (<participle>_BY) is read by its verb with the voices swapped",
			Doc: "\"Who influenced The Velvet Foxes?\" over INFLUENCED_BY: the relationship's source is the one influenced and its target the influence, so the active verb's subject stands at the target and the passive's (\"Which artists were influenced by X?\") at the source; word order alone had read the verb as if the name were active."},
	)
}

// passiveNamedVoice: endsFor reads a relationship's ends from word order —
// the active verb's subject first, at the source; the passive's agent
// after "by". A relationship named in the passive (INFLUENCED_BY,
// SUPPLIED_BY) holds the one the verb is done to at its source, so when
// the mention at pos is a form of the name's own verb the two voices swap:
// the returned passive is the reading endsFor should apply, and subjSign
// (1 or -1) whether the subject after an auxiliary ("did X influence") is
// the source (1) or the target (-1). The reading is a warning.
func (o *relPhase) passiveNamedVoice(et *schema.EdgeType, pos int, passive bool) (bool, int) {
	if et == nil || !passiveNamed(et.Name) {
		return passive, 1
	}
	words := grounding.SplitName(et.Name)
	verb := strings.ToLower(words[len(words)-2])
	v := -1
	for k := max(pos, 0); k < len(o.toks) && k <= pos+2; k++ {
		if english.FormOfVerb(o.words[k], verb) {
			v = k
			break
		}
	}
	if v < 0 {
		return passive, 1
	}
	q := english.PassiveBy.Is(o.word(v+1)) || english.PassiveBy.Is(o.word(v+2))
	voice := "active"
	if q {
		voice = "passive"
	}
	o.warnings = append(o.warnings, o.diagnostic("passive-name-voice", o.tokSpan(v),
		fmt.Sprintf("%q is said in the %s voice and %s is named in the passive: its source is the one %s, its target the one who does it", o.toks[v].Text, voice, et.Name, strings.ToLower(words[len(words)-2]))))
	if q {
		// "Which artists were influenced by X": the subject is the one
		// influenced, at the source, as the active reading puts it.
		return false, 1
	}
	// "Who influenced X", "did X influence": the doer is the target.
	return true, -1
}

// passiveNamedGuess: a relationship of a label to itself named in the
// passive (INFLUENCED_BY), joined by connect because grounding linked no
// word to it, where the question still says its verb in a form grounding
// left unread ("Which artists did Grey Harbour influence?"). The subject
// of the active verb — the thing between an auxiliary and the verb — does
// it, and the doer stands at the target; after a passive verb the thing
// after "by" does it. ok is false when the verb is not there or no such
// subject or agent is one of the two ends (the guess stays a guess).
func (o *relPhase) passiveNamedGuess(typ string, from, to *onode) (*onode, *onode, bool) {
	et := o.s.EdgeType(typ)
	if et == nil || !selfRelation(et) || !passiveNamed(typ) {
		return from, to, false
	}
	words := grounding.SplitName(typ)
	verb := strings.ToLower(words[len(words)-2])
	v := -1
	for k := range o.toks {
		if english.FormOfVerb(o.words[k], verb) && !o.linksAt(k) {
			if v >= 0 {
				return from, to, false
			}
			v = k
		}
	}
	if v < 0 {
		return from, to, false
	}
	var doer *onode
	if english.PassiveBy.Is(o.word(v + 1)) {
		for _, n := range []*onode{from, to} {
			if n.pos == v+2 || n.pos == v+3 && english.Determiner.Is(o.word(v+2)) {
				doer = n
			}
		}
	} else {
		aux := -1
		for k := v - 1; k >= 0 && k >= v-6; k-- {
			if english.Auxiliary.Is(o.word(k)) {
				aux = k
				break
			}
		}
		if aux < 0 || english.PassiveAux.Is(o.word(aux)) && english.PastParticiple(o.words[v]) {
			return from, to, false
		}
		for _, n := range []*onode{from, to} {
			if n.pos > aux && n.pos < v {
				if doer != nil {
					return from, to, false
				}
				doer = n
			}
		}
	}
	if doer == nil {
		return from, to, false
	}
	other := from
	if doer == from {
		other = to
	}
	o.warnings = append(o.warnings, o.diagnostic("passive-name-voice", o.tokSpan(v),
		fmt.Sprintf("%q names %s, which is named in the passive: %s does it and stands at the target", o.toks[v].Text, typ, o.mentionText(doer))))
	return other, doer, true
}
