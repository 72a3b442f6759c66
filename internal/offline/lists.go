package offline

import (
	"github.com/gql-dev/gql/grounding"
	"github.com/gql-dev/gql/internal/english"
	"github.com/gql-dev/gql/templates"
)

// Lists of relationships ("actors, directors and producers", "acting,
// directing, or publishing") name alternatives, each of which the plan
// must keep.

// listRefusal refuses a list of relationships the plan cannot keep whole:
// an item that links to nothing while its neighbours link to edge types
// ("publishing" beside "acting, directing": answering with the other two
// drops it), or agent nouns of different relationships ("actors,
// directors and producers associated with each genre"), which ask for
// anyone in either role, while the plan holds one person to all of them.
// "both actors and directors", "people who are actors and directors" ask
// for all of them and are kept.
func (o *offline) listRefusal(pl *pattern) error {
	for i := range o.toks {
		if !o.linksKind(i, "edge") {
			continue
		}
		k := i + 1
		for k < len(o.toks) && english.Coordinator(o.word(k)) {
			k++
		}
		if k == i+1 || k >= len(o.toks) {
			continue
		}
		if !o.linksKind(k, "edge") && !o.linksKind(k, "label") && !o.used.has(k) && !o.isCueWord(k) && !fillerWords[o.word(k)] && o.sameForm(i, k) {
			return o.refuse("list-item-unlinked", k, "%q is listed beside %q but links to no relationship the plan uses; answering with the others would drop it", o.toks[k].Text, o.toks[i].Text)
		}
		if o.linksKind(k, "edge") && english.Agent(o.word(i)) && english.Agent(o.word(k)) && o.edgeAt(i) != o.edgeAt(k) && !o.conjoinedBefore(i) && !o.hasAlternatives(pl) {
			return o.refuse("role-list", i, "%q and %q name different relationships listed as alternatives (anyone in either role), which one pattern cannot express; ask for each role separately", o.toks[i].Text, o.toks[k].Text)
		}
	}
	return nil
}

// sameForm: tokens i and k are words of one form, both gerunds or both
// of one part of speech, as items of one list are.
func (o *readCtx) sameForm(i, k int) bool {
	return o.toks[i].POS == o.toks[k].POS || english.Gerund(o.word(i)) && english.Gerund(o.word(k))
}

// edgeAt is the edge type token i links to.
func (o *readCtx) edgeAt(i int) string { return o.linkOf(i, "edge") }

// conjoinedBefore: a word shortly before token i says the list's items
// hold together ("both", "also", "who are").
func (o *readCtx) conjoinedBefore(i int) bool {
	for k := i - 1; k >= 0 && k >= i-3; k-- {
		if english.Conjoined(o.word(k)) {
			return true
		}
	}
	return false
}

// hasAlternatives: the plan walks some relationship with alternatives
// ("either as actor or director"), the list read as it means.
func (o *readCtx) hasAlternatives(pl *pattern) bool {
	for _, e := range pl.edges {
		if len(e.or)+len(e.rev) > 0 {
			return true
		}
	}
	return false
}

// edgeAskedHead finds "What ratings do the movies ... have?": the noun the
// wh-word asks for names a relationship (not its agent, "what
// directors"), so the answer is the relationships or their values, while a
// plan returning nodes only answers with the things rated. -1 when the
// plan reads an edge or the head is no relationship.
func (o *readCtx) edgeAskedHead(q *templates.Query) int {
	wh := o.whPos()
	if wh < 0 || !english.NounAsker(o.word(wh)) {
		return -1
	}
	k := wh + 1
	for k < len(o.toks) && (o.toks[k].POS == grounding.DET || o.toks[k].POS == grounding.ADJ) {
		k++
	}
	// "what ratings do ...": the noun is the object the auxiliary's
	// clause asks about; "what depends on" has a verb there.
	if k+1 >= len(o.toks) || o.toks[k+1].POS != grounding.AUX {
		return -1
	}
	if o.toks[k].POS != grounding.NOUN || !o.linksKind(k, "edge") || o.linksKind(k, "label") || o.linksKind(k, "prop") || english.Agent(o.word(k)) {
		return -1
	}
	edgeVars := map[string]bool{}
	for _, p := range q.Match {
		for _, h := range p.Hops {
			if h.Var != "" {
				edgeVars[h.Var] = true
			}
		}
	}
	for _, r := range q.Return {
		if edgeVars[r.Var] {
			return -1
		}
	}
	return k
}
