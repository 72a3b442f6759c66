package offline

import (
	"fmt"
	"slices"

	"github.com/gql-dev/gql/grounding"
	"github.com/gql-dev/gql/schema"

	"github.com/gql-dev/gql/internal/english"
	"github.com/gql-dev/gql/templates"
)

// Walks the new users' graphs refused (docs/offline.md "Conditions and
// walks (fix19)"), each a reading of a label's one relationship to itself
// as a hierarchy (hierarchyEdge):
//   - "Everyone under Ruth Adams", "List everybody above Mia Graf": the
//     pronoun names no label, and the people the question places under or
//     above the named one are of the named one's label, as "who" is
//     (hierarchyChain).
//   - "… above Mia Graf in the chain of supervisors": the line of rank
//     after the place says the hierarchy the place is read in; it adds no
//     condition.
//   - "Show Jan Almeida's whole chain of managers": the named one's line of
//     rank upwards (managers) or downwards (reports), at any depth.

func init() {
	checks = append(checks,
		Check{ID: "rank-chain-read", Warning: true, Summary: "\"X's chain of managers\" is read as everyone above (or below) X in a hierarchy",
			Doc: "\"Show Jan Almeida's whole chain of managers\": a line of rank (chain, line, hierarchy) of a noun of those above someone (managers, supervisors, bosses) or below (subordinates, reports), owned by a named thing whose label has one relationship to itself whose name says which end stands above (REPORTS_TO, MANAGES), asks for the things reached from the named one upwards (or downwards) along it, at any depth."})
}

// fix19Focus is the focus the walks read, nil when none does.
func (o *focusPhase) fix19Focus() *onode {
	if n := o.everyoneRanked(); n != nil {
		return n
	}
	if n := o.rankNounRanked(); n != nil { // fix40_hierarchy.go
		return n
	}
	return o.chainOfRankFocus()
}

// everyoneRanked is the focus of "everyone under X": a new node of X's
// label where the pronoun stands, when a hierarchy word follows it; nil
// otherwise.
func (o *focusPhase) everyoneRanked() *onode {
	for i := range o.toks {
		if !english.EveryonePronoun.Is(o.word(i)) || !o.hierarchyWord(i+1) {
			continue
		}
		l := o.hierarchyLabelAt(i + 1)
		if l == "" {
			return nil
		}
		return o.rankedNode(l, i)
	}
	return nil
}

// rankedNode adds the asked-for node of label l at token i, the word before
// a hierarchy word, marking it and the words naming the hierarchy used: "…
// in the chain of supervisors" names the hierarchy, so the edges phase must
// not place those words as a relationship of their own.
func (o *focusPhase) rankedNode(l string, i int) *onode {
	o.used.mark(i)
	o.res.used = append(o.res.used, i)
	for _, j := range o.rankChainTailWords(i + 1) {
		o.used.mark(j)
		o.res.used = append(o.res.used, j)
	}
	return o.addNode(l, i)
}

// partStep: "directly under Computers", "fall under Gearbox",
// "categorised under Kitchen" over a hierarchy of parts (SUBCATEGORY_OF),
// which english.RankDirection reads beyond names of rank. A verb before
// the word places things by its own relationship, one step ("fall under"
// asks for the direct parts), and "directly" asks for one step: the chain
// would answer neither, so the word is not read as a place in the
// hierarchy. Only right after the label's noun, "is" or "everyone"
// ("topics above X", "cuisines are under X") it is.
func (o *readCtx) partStep(w int, et *schema.EdgeType) bool {
	if english.HierarchyDirection(grounding.SplitName(et.Name)) != 0 {
		return false
	}
	if w < 1 || english.RankStep.Is(o.word(w-1)) {
		return true
	}
	if o.anyDepthSaid() { // fix40_hierarchy.go
		return false
	}
	p := w - 1
	return o.toks[p].POS != grounding.AUX && !o.rankLabelNoun(p) && !english.EveryonePronoun.Is(o.word(p))
}

// rankLabelNoun: token p is the noun of a label it links to ("topics" for
// Topic), not another word a label's span runs over ("assemblies fall").
func (o *readCtx) rankLabelNoun(p int) bool {
	for _, e := range o.ev.Elements {
		if e.Kind != "label" || !slices.Contains(o.tokensIn(e.Span), p) {
			continue
		}
		for _, n := range grounding.SplitName(e.Name) {
			if english.NameStemMatch(o.word(p), n) {
				return true
			}
		}
	}
	return false
}

// hierarchyLabelAt is the label of the named thing after the hierarchy
// word at w.
func (o *readCtx) hierarchyLabelAt(w int) string {
	if v := o.rankPronounNamed(w); v != nil {
		return v.Owner // fix40: "under her"
	}
	k := o.pastDets(w)
	if k >= len(o.toks) {
		return ""
	}
	sp := o.toks[k].Span
	for _, v := range o.ev.Values {
		if !v.OnEdge && v.Span.Start <= sp.Start && v.Span.End >= sp.End {
			return v.Owner
		}
	}
	return ""
}

// rankChainAt: the tokens from i read "(the) (whole) chain of <rank
// noun>"; end is the rank noun's index and up says whether its people
// stand above (managers) rather than below (reports). ok is false when
// the words are not there.
func (o *readCtx) rankChainAt(i int) (end int, up, ok bool) {
	k := i
	if english.RankChainWhole.Is(o.word(k)) {
		k++
	}
	if !english.RankChain.Is(o.word(k)) || !english.RankChainOf.Is(o.word(k+1)) {
		return 0, false, false
	}
	n := o.word(k + 2)
	switch {
	case english.RankUpNoun.Is(n):
		return k + 2, true, true
	case english.RankDownNoun.Is(n):
		return k + 2, false, true
	}
	return 0, false, false
}

// rankChainTailWords are the words of "in the chain of supervisors"
// after a place in a hierarchy read at w, none when there is no such
// phrase: they name the hierarchy the place is in. When the rank noun's
// side disagrees with the place ("under X in the chain of managers"),
// the reading stays the place's.
func (o *readCtx) rankChainTailWords(w int) []int {
	for i := w + 1; i < len(o.toks); i++ {
		if !english.RankChainIn.Is(o.word(i)) {
			continue
		}
		end, _, ok := o.rankChainAt(o.pastDets(i))
		if !ok {
			continue
		}
		var idx []int
		for j := i; j <= end; j++ {
			idx = append(idx, j)
		}
		return idx
	}
	return nil
}

// rankChainTail marks the words of rankChainTailWords used.
func (o *relPhase) rankChainTail(w int) {
	o.used.mark(o.rankChainTailWords(w)...)
}

// chainOfRankFocus is the focus of "Jan Almeida's whole chain of
// managers": a new node of the named one's label where the chain's noun
// stands; nil when the question has no such phrase after a named thing
// of a label with a hierarchy.
func (o *focusPhase) chainOfRankFocus() *onode {
	for i := range o.toks {
		end, _, ok := o.rankChainAt(i)
		if !ok || english.RankChainWhole.Is(o.word(i-1)) {
			continue
		}
		named := o.rankChainOwner(o.nodes, i)
		if named == nil {
			return nil
		}
		return o.addNode(named.label, end)
	}
	return nil
}

// rankChainOwner is the named node right before the chain at i ("Jan
// Almeida's whole chain"), of a label with a hierarchy.
func (o *readCtx) rankChainOwner(nodes []*onode, i int) *onode {
	var owner *onode
	for _, n := range nodes {
		if len(n.filter) == 0 || n.pos < 0 || n.pos >= i || i-n.pos > 4 {
			continue
		}
		if et, _ := o.hierarchyEdge(n.label); et == nil {
			continue
		}
		if english.OfPossessor.Is(o.word(n.pos - 1)) {
			// "the very top of Lena Brunner's chain": one end of the
			// chain, not the chain.
			return nil
		}
		owner = n
	}
	return owner
}

// rankChainWalk places the chain "X's chain of managers" reads: from the
// named one up (or down) to the asked-for ones, any depth.
func (o *relPhase) rankChainWalk(focus *onode) error {
	if focus == nil {
		return nil
	}
	for i := range o.toks {
		end, up, ok := o.rankChainAt(i)
		if !ok || english.RankChainWhole.Is(o.word(i-1)) || focus.pos != end {
			continue
		}
		named := o.rankChainOwner(o.nodes, i)
		if named == nil || named == focus || named.label != focus.label {
			return nil
		}
		et, dir := o.hierarchyEdge(focus.label)
		from, to := focus, named // the asked-for ones above: the source of a downward name
		if up != (dir > 0) {
			from, to = named, focus
		}
		if o.joinedAlready(named) {
			// "X's managers" placed one step of the hierarchy already:
			// the chain is that step at any depth. Any other join (or
			// that step the other way) is left as it was, and the chain's
			// words stay unread.
			var step *oedge
			for _, e := range o.edges {
				if e.from == named || e.to == named {
					if step != nil {
						return nil
					}
					step = e
				}
			}
			if step == nil || step.typ != et.Name || step.from != from || step.to != to || step.min != 0 || step.max != 0 {
				return nil
			}
			step.min, step.max = 1, templates.Unbounded
		} else {
			o.edges = append(o.edges, &oedge{typ: et.Name, from: from, to: to, pos: end, min: 1, max: templates.Unbounded})
		}
		for j := i; j <= end; j++ {
			o.used.mark(j)
		}
		way := "above"
		if !up {
			way = "below"
		}
		o.warnings = append(o.warnings, o.diagnostic("rank-chain-read", o.tokSpans(i, end), fmt.Sprintf(
			"%q is read as the %s %s %s in the hierarchy %s draws (its name says which end stands above), at any depth", o.toks[end].Text, focus.label, way, o.mentionText(named), et.Name)))
		return nil
	}
	return nil
}
