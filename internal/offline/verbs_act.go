package offline

import (
	"fmt"
	"strings"

	"github.com/gql-dev/gql/grounding"

	"github.com/gql-dev/gql/internal/english"
)

// actVerbLinksAside links a verb whose act the schema keeps as a node of
// its own ("ordered" with an Order label, "booked" with Booking) to that
// label, when grounding linked the verb to nothing: the schema has no
// relationship the verb names, and its subject and object meet at the
// act's node (eventVerbs joins them there). Without the link the verb was
// read as nothing, and "ordered" as the query's sort order. A verb
// followed by "by" or "alphabetically" is the sort order, and is left
// alone; so is a verb whose act names no label or several. The link is
// this compilation's: the caller's evidence is unchanged.
func (o *offline) actVerbLinksAside(warns *sink) {
	var added []ElementLink
	for i := range o.toks {
		lemma := english.ActEventVerb(o.words[i])
		if lemma == "" || o.linksAt(i) || english.SortFollower.Is(o.word(i+1)) {
			continue
		}
		label := ""
		for _, l := range o.s.Labels {
			if english.ActEventNoun(lemma, l.Name) {
				if label != "" {
					label = ""
					break
				}
				label = l.Name
			}
		}
		if label == "" {
			continue
		}
		added = append(added, ElementLink{Kind: "label", Name: label, Span: o.toks[i].Span, Score: 0.5})
		warns.add(o.diagnostic("event-verb-read", o.toks[i].Span, fmt.Sprintf("%q names no relationship of the schema; it is read as the act a %s records", o.toks[i].Text, label)))
	}
	o.addLinks(added...)
}

// actVerbAt: the word at i is a past or -ing form of a verb whose act the
// label names ("bought" and Order), so a tagger's noun there is the verb.
func (o *readCtx) actVerbAt(i int, label string) bool {
	l := english.ActEventVerb(o.words[i])
	return l != "" && english.ActEventNoun(l, label)
}

// actsPlaced refuses a question whose verb was read as an act the schema
// records ("ordered" and Order) when the plan kept no node for it: the
// subject and object could not both be joined to the act, and the plan
// that dropped it would relate them by some other relationship, or not at
// all ("customers who reviewed X or ordered it" answered as the reviewers).
func (o *relPhase) actsPlaced() error {
	for _, a := range o.acts {
		kept := false
		for _, n := range o.nodes {
			if n == a {
				kept = true
			}
		}
		for _, e := range o.edges {
			// A negated path through a junction stands for the act's
			// missing row ("no students enrolled"): the act is there.
			if e.via != nil && e.via.label == a.label {
				kept = true
			}
		}
		if !kept {
			return o.refuse("disconnected", a.pos, "%q names no relationship of the schema but the act a %s records, and the plan cannot join what the question relates through it; dropping it would answer another question", o.toks[a.pos].Text, a.label)
		}
	}
	return nil
}

// passiveEdgeAgent is the label "who" asks for when the question's verb
// is active ("Who supplies X?", "Who operates flight Y?") and names a
// relationship the schema names in the passive (SUPPLIED_BY, OPERATED_BY):
// the doer of such a relationship is its target, not its source. "" when
// no such edge is mentioned, the question itself is passive ("who was
// supplied by"), or no single candidate label is its target.
func (o *focusPhase) passiveEdgeAgent(cands []string) string {
	for _, e := range o.elementsOf("edge") {
		et := o.s.EdgeType(e.Name)
		words := grounding.SplitName(e.Name)
		if et == nil || len(words) < 2 || !english.PassiveBy.Is(strings.ToLower(words[len(words)-1])) || !english.PastParticiple(strings.ToLower(words[len(words)-2])) {
			continue
		}
		idx := o.tokensIn(e.Span)
		if len(idx) == 0 {
			continue
		}
		last := idx[len(idx)-1]
		if english.PastParticiple(o.words[last]) || english.PassiveBy.Is(o.word(last+1)) {
			continue
		}
		found := ""
		for _, c := range cands {
			if et.Connects("", c) && !et.Connects(c, "") {
				if found != "" {
					return ""
				}
				found = c
			}
		}
		if found != "" {
			return found
		}
	}
	return ""
}

// makeVerbLinksAside links a verb of making that grounding linked to
// nothing ("wrote", "gave", "left") to the relationship the edge noun
// right after it names ("wrote unverified reviews" and REVIEWED): the verb
// only says the review was made, and read as nothing it was taken for
// what the question asks ("the question asks for 'wrote'"). At most two
// words (an adjective, an article) may stand between.
func (o *offline) makeVerbLinksAside(warns *sink) {
	var added []ElementLink
	for i := range o.toks {
		if o.linksAt(i) || !english.MakeVerb.Is(english.Lemma(o.words[i])) {
			continue
		}
		for k := i + 1; k <= i+3 && k < len(o.toks); k++ {
			e, ok := o.edgeLinkEndingAt(k)
			if !ok {
				if o.toks[k].POS == grounding.VERB && !o.linksAt(k) {
					break
				}
				continue
			}
			added = append(added, ElementLink{Kind: "edge", Name: e.Name, Span: o.toks[i].Span, Score: e.Score})
			warns.add(o.diagnostic("make-verb-read", o.toks[i].Span, fmt.Sprintf("%q only says the %s was made: it is read as the %s relationship the noun names", o.toks[i].Text, o.toks[k].Text, e.Name)))
			break
		}
	}
	o.addLinks(added...)
}

// edgeLinkEndingAt is the edge link of token k's noun alone.
func (o *readCtx) edgeLinkEndingAt(k int) (ElementLink, bool) {
	for _, e := range o.ev.Elements {
		// One word only: an adjective inside the link ("unverified
		// reviews") is a condition the link would hide.
		if e.Kind != "edge" || e.Span.Start != o.toks[k].Span.Start || e.Span.End != o.toks[k].Span.End {
			continue
		}
		// A tagger's verb after an article is the noun ("a review").
		if p := o.toks[max(k-1, 0)].POS; o.toks[k].POS == grounding.NOUN || p == grounding.DET || p == grounding.ADJ || p == grounding.NUM {
			return e, true
		}
	}
	return ElementLink{}, false
}
