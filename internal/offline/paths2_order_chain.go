package offline

import (
	"fmt"
	"strings"

	"github.com/gql-dev/gql/grounding"
	"github.com/gql-dev/gql/internal/english"
	"github.com/gql-dev/gql/schema"
)

// orderedChain is "Which courses must be taken before Compilers, directly
// or indirectly?": "before" (or "after") a named thing of the asked-for
// thing's own label, with the path cue, asks for what comes before it in a
// chain of the label's precondition relationship, not for a comparison of
// values. It is read only when the label has exactly one relationship to
// itself and that relationship's name says its target comes first
// (english.Precondition: REQUIRES, DEPENDS_ON); "before X" is then X's
// targets, "after X" what has X among its targets, followed any depth
// (variableLength reads the cue). Returns the "before" token, the named
// node and the relationship, or -1.
func (o *readCtx) orderedChainAt(nodes []*onode, focus *onode) (int, *onode, *schema.EdgeType) {
	if focus == nil || o.find(english.Indirectly) < 0 {
		return -1, nil, nil
	}
	et := o.preconditionEdge(focus.label)
	if et == nil {
		return -1, nil, nil
	}
	for i := range o.toks {
		if !english.CueBefore.Is(o.word(i)) && !english.CueAfter.Is(o.word(i)) {
			continue
		}
		k := o.pastDets(i)
		for _, n := range nodes {
			if n != focus && n.pos == k && n.label == focus.label && len(n.filter) > 0 {
				return i, n, et
			}
		}
	}
	return -1, nil, nil
}

// orderedChainWord: the comparison word at i is read by orderedChain. Only
// the words are checked (the pattern is not built yet when the refusals
// run): the cue, the word's operand a named value of a label with one
// precondition relationship to itself.
func (o *readCtx) orderedChainWord(i int) bool {
	if o.find(english.Indirectly) < 0 || !english.CueBefore.Is(o.word(i)) && !english.CueAfter.Is(o.word(i)) {
		return false
	}
	k := o.pastDets(i)
	sp := o.toks[min(k, len(o.toks)-1)].Span
	for _, v := range o.ev.Values {
		if !v.OnEdge && v.Span.Start <= sp.Start && v.Span.End >= sp.End && o.preconditionEdge(v.Owner) != nil {
			return true
		}
	}
	return false
}

// preconditionEdge is the label's one relationship to itself when its name
// holds a precondition word; nil otherwise (none, several, or a name that
// says nothing of order).
func (o *readCtx) preconditionEdge(label string) *schema.EdgeType {
	self := o.selfEdge(label)
	if self == nil {
		return nil
	}
	for _, w := range grounding.SplitName(self.Name) {
		if english.Precondition.Is(strings.ToLower(w)) {
			return self
		}
	}
	return nil
}

// orderedChain places the chain orderedChainAt reads: from the named thing
// to the asked-for ones for "before" (they are its preconditions), the
// other way for "after", warned ordered-chain-read. The early refusal of a
// comparison with a related thing let the word through on its words alone
// (orderedChainWord); when the plan turns out not to be such a chain ("Which
// students enrolled before Compilers, directly or indirectly?": students
// are not courses), the refusal is made here, or "before" would be dropped.
func (o *relPhase) orderedChain(focus *onode) error {
	w := -1
	for i := range o.toks {
		if o.orderedChainWord(i) {
			w = i
			break
		}
	}
	if w < 0 {
		return nil
	}
	refuse := func() error {
		return o.refuse("related-comparison", w, "the question compares with %q, a value of another node rather than a number or date, and does not read as order along a relationship of the asked-for thing's own label", o.word(w+1))
	}
	i, named, et := o.orderedChainAt(o.nodes, focus)
	if i != w || o.used.has(i) {
		return refuse()
	}
	if o.joinedAlready(named) {
		return refuse() // the named thing is joined already: its role is another
	}
	from, to := named, focus
	first := fmt.Sprintf("the %s asked for come before %s: %s's targets", focus.label, o.mentionText(named), et.Name)
	if english.CueAfter.Is(o.word(i)) {
		from, to = focus, named
		first = fmt.Sprintf("the %s asked for come after %s: those with it among their %s targets", focus.label, o.mentionText(named), et.Name)
	}
	o.edges = append(o.edges, &oedge{typ: et.Name, from: from, to: to, pos: i})
	o.used.mark(i)
	o.warnings = append(o.warnings, o.diagnostic("ordered-chain-read", o.tokSpan(i), fmt.Sprintf(
		"%q is read as order along %s (its name says its target comes first), not as a comparison of values: %s, followed any depth", o.toks[i].Text, et.Name, first)))
	return nil
}
