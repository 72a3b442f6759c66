package offline

import (
	"fmt"

	"github.com/gql-dev/gql/grounding"
	"github.com/gql-dev/gql/internal/english"
	"github.com/gql-dev/gql/schema"
	"github.com/gql-dev/gql/templates"
)

// rankedSelfEdge: a label with several relationships to itself (a doctor
// SUPERVISES and REFERRED another) still has one hierarchy when exactly
// one of them has a name saying which end stands above (english.
// RankDirection); "under X" / "above X" walk it. With none or several such
// names, which relationship the place is in would be a guess: nil.
func (o *readCtx) rankedSelfEdge(label string) *schema.EdgeType {
	var found *schema.EdgeType
	for i := range o.s.EdgeTypes {
		et := &o.s.EdgeTypes[i]
		if !et.Connects(label, label) || english.RankDirection(grounding.SplitName(et.Name)) == 0 {
			continue
		}
		if found != nil {
			return nil
		}
		found = et
	}
	return found
}

// rankNounRanked is the focus of "all the supervisors above Nuno
// Teixeira", "the reports under Ana Silva": a noun of those above
// someone (english.RankUpNoun) right before "above"/"over", or of those
// below (RankDownNoun) right before "under"/"below", a named thing of a
// label with a hierarchy after it. The noun links to no label (it is the
// hierarchy's own word for its people), so the asked-for things are of
// the named one's label, as after "everyone". A noun on the other side of
// its word ("the managers under X") is left to the phases.
func (o *focusPhase) rankNounRanked() *onode {
	for i := range o.toks {
		up, down := english.RankUpNoun.Is(o.word(i)), english.RankDownNoun.Is(o.word(i))
		if !up && !down || !o.hierarchyWord(i+1) || o.linksAt(i) {
			continue
		}
		if up != english.RankAbove.Is(o.word(i+1)) {
			return nil
		}
		l := o.hierarchyLabelAt(i + 1)
		if l == "" {
			return nil
		}
		return o.rankedNode(l, i)
	}
	return nil
}

// dropRankNounStep: "all the supervisors above Nuno Teixeira" — the rank
// noun right before the hierarchy word at w is the focus, and as an agent
// noun it placed one step of the hierarchy's own relationship between it
// and the named one. The place in the hierarchy is that step at any
// depth, so the step gives way to the chain hierarchyChain places. Any
// other relationship on the named one stays, and keeps the refusal.
func (o *relPhase) dropRankNounStep(named, focus *onode, w int) {
	if focus.pos != w-1 || !english.RankUpNoun.Is(o.word(focus.pos)) && !english.RankDownNoun.Is(o.word(focus.pos)) {
		return
	}
	et, _ := o.hierarchyEdge(focus.label)
	if et == nil {
		return
	}
	kept := o.edges[:0:0]
	for _, e := range o.edges {
		if !e.negated && e.typ == et.Name && e.min <= 1 && e.max <= 1 && e.v == "" && len(e.or) == 0 && len(e.rev) == 0 &&
			(e.from == named && e.to == focus || e.from == focus && e.to == named) {
			continue
		}
		kept = append(kept, e)
	}
	o.edges = kept
}

// anyDepthSaid: the question says the walk goes to every depth
// ("directly or indirectly", "at any depth", "all levels"): "Which
// categories fall under Electronics, directly or indirectly?" asks for
// the whole subtree, which a verb before "under" ("fall under") would
// otherwise leave at the direct parts (partStep).
func (o *readCtx) anyDepthSaid() bool {
	return o.find(english.Indirectly) >= 0 || o.allLevelsAt() >= 0
}

// depthCueProp: the span is a word of a cue saying the walk goes to any
// depth ("directly or indirectly", english.Indirectly) that grounding
// linked, by a loose match, to a property of a relationship ("indirectly"
// → REVIEWED.verified at 0.54). The word says how deep to walk; it names
// no property, so it implies no edge (as fix35's "all levels" does not).
func (o *relPhase) depthCueProp(p ElementLink) bool {
	if p.Score >= 1 {
		return false
	}
	idx := o.tokensIn(p.Span)
	if len(idx) != 1 {
		return false
	}
	i := idx[0]
	for j := max(0, i-3); j <= i; j++ {
		if n := o.at(english.Indirectly, j); n > 0 && j+n > i {
			return true
		}
	}
	return false
}

// sizeQuantity: "grants bigger than Trustworthy Question Answering" — a
// size comparative (bigger, larger, smaller) over a kind whose measure
// names no property grades by the kind's one quantity, as fix30's choice
// between two named things does (soleQuantity: its one numeric property
// that says no year). "" when w is no size comparative or the kind has
// none or several.
func (o *readCtx) sizeQuantity(x, w string) (string, templates.Op) {
	more, size := english.SizeComparative[w]
	if !size {
		return "", ""
	}
	prop := o.soleQuantity(x)
	if prop == "" {
		return "", ""
	}
	if more {
		return prop, templates.Gt
	}
	return prop, templates.Lt
}

// thanShown is the column thanNode shows the things by: the property the
// question names the compared-with thing by ("grants bigger than
// Trustworthy Question Answering" names a grant by its title, so the
// grants are shown by title), when that is a text property other than
// the kind's key; else the key, as before.
func (o *readCtx) thanShown(xv, x string, ref *ValueLink) templates.Proj {
	if ref.Prop != o.s.Key(x) {
		if l := o.s.Label(x); l != nil {
			if p := schema.Find(l.Properties, ref.Prop); p != nil && p.Type == schema.String {
				return templates.Col(xv, ref.Prop)
			}
		}
	}
	return templates.Col(xv, "")
}

// rankPronounNamed: "how many people does Katrin Schulz have under her",
// "everyone in Catarina Reis's reporting line below her" — the hierarchy
// word at i is followed by a pronoun pointing back (english.
// RankBackPronoun), and the question names exactly one thing before it,
// of a label with a hierarchy: that thing is the one the place is
// relative to. Its value link, nil when the words are not so.
func (o *readCtx) rankPronounNamed(i int) *ValueLink {
	if !english.RankBelow.Is(o.word(i)) && !english.RankAbove.Is(o.word(i)) || !english.RankBackPronoun.Is(o.word(i+1)) {
		return nil
	}
	var found *ValueLink
	for k := range o.ev.Values {
		v := &o.ev.Values[k]
		if v.OnEdge {
			continue
		}
		idx := o.tokensIn(v.Span)
		if len(idx) == 0 || idx[0] >= i {
			continue
		}
		if found != nil && (found.Owner != v.Owner || found.Span != v.Span) {
			return nil
		}
		found = v
	}
	if found == nil {
		return nil
	}
	if et, _ := o.hierarchyEdge(found.Owner); et == nil {
		return nil
	}
	return found
}

// rankEnd: "What's the top-level guild above Vanguard Trials?" — a word
// of the walk's far end (english.RankTop with "above", RankBottom with
// "under") right before the asked-for noun keeps, of the things the chain
// reaches, those it can go no further from: nothing stands beyond them
// along the relationship (a negated edge from the focus on, in the
// chain's own direction). chain is the edge hierarchyChain placed.
func (o *relPhase) rankEnd(focus *onode, chain *oedge, above bool) {
	endWord := func(p int) bool {
		return p >= 0 && (above && english.RankTop.Is(o.word(p)) || !above && english.RankBottom.Is(o.word(p)))
	}
	end := func(p int) bool { return endWord(p) && !o.used.has(p) }
	p := focus.pos - 1
	if endWord(focus.pos) && focus.pos+1 == chain.pos-1 && o.rankLabelNoun(focus.pos+1) {
		// "the top-level team above Storage": grounding's label link ran
		// over the word, and the focus stands at it.
		p = focus.pos
	} else if !end(p) {
		// "What is the top-level team above Storage?": the focus stands
		// at the asker; the word is before the label's noun right
		// before the hierarchy word.
		w := chain.pos
		if w < 2 || !o.rankLabelNoun(w-1) || !end(w-2) {
			return
		}
		p = w - 2
	}
	n := &onode{v: o.newVar(focus.label), label: focus.label, pos: p}
	o.nodes = append(o.nodes, n)
	e := &oedge{typ: chain.typ, from: n, to: focus, pos: p, negated: true}
	if chain.to == focus {
		e.from, e.to = focus, n
	}
	o.edges = append(o.edges, e)
	o.used.mark(p)
	o.warnings = append(o.warnings, o.diagnostic("hierarchy-end-read", o.tokSpan(p), fmt.Sprintf(
		"%q keeps, of the %s the walk reaches, those with no %s beyond them along %s", o.toks[p].Text, focus.label, focus.label, chain.typ)))
}

// rankEndApplied: token i is a word of the walk's far end ("top-level")
// and the plan walks a relationship from a label to itself at any depth
// with a denial in it (rankEnd's negated edge): the word is applied, no
// superlative left out.
func (o *readCtx) rankEndApplied(q *templates.Query, i int) bool {
	return (english.RankTop.Is(o.word(i)) || english.RankBottom.Is(o.word(i))) && negates(q.Where) && o.walksSelfAtAnyDepth(q)
}

// rankEndLinksAside: "What's the top-level guild above Vanguard Trials?"
// — a word of the walk's far end (english.RankTop, RankBottom) right
// before a label's noun that a hierarchy word follows says where the walk
// ends (rankEnd); a link grounding made of it by a loose match
// ("top-level" → Character.level at 0.71) names nothing, and is set aside.
func (o *offline) rankEndLinksAside() {
	for i := 0; i+2 < len(o.toks); i++ {
		if !english.RankTop.Is(o.word(i)) && !english.RankBottom.Is(o.word(i)) || !o.hierarchyWord(i+2) {
			continue
		}
		sp := o.toks[i].Span
		o.ev = o.ev.keepElements(func(_ int, e ElementLink) bool {
			return e.Kind != "prop" || e.Score >= 1 || e.Span != sp
		})
	}
}
