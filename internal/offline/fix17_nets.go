package offline

import (
	"github.com/gql-dev/gql/grounding"
	"github.com/gql-dev/gql/internal/english"
)

// Nets of museum's first run (docs/offline.md "museum's first run
// (fix17)"): words a plan answered without reading, each a mechanism for
// any graph. fix17Unread is asked by the account phase for every token; a
// word it names is unread, so the question is refused rather than
// answered without it.
func (o *accounting) fix17Unread(i int) bool {
	return o.periodEdgeUnread(i) || o.speakerRecipient(i) || o.labelModifierTaken(i)
}

// speakerRecipient: "Which institution lent us Peasant Wedding?", "Who
// sent me the invoice?" — the asker ("us", "me") received what the verb
// gave, and the verb names a relationship whose end is the receiver
// (LENT_TO, SENT_TO). The asker is no node of the graph, so the thing
// asked for is the giver, which the relationship does not hold at either
// end; the plan put it at the receiving end and answered who was lent the
// work. Also "… lent Peasant Wedding to us".
func (o *accounting) speakerRecipient(i int) bool {
	if !english.DativePronoun.Is(o.word(i)) || i == 0 {
		return false
	}
	v := i - 1
	if english.RecipientEnd.Is(o.word(v)) {
		// "lent X to us": the verb stands before the object.
		v = -1
		for k := i - 2; k >= 0; k-- {
			if o.receiverEdgeAt(k) {
				v = k
				break
			}
		}
	}
	return v >= 0 && o.receiverEdgeAt(v)
}

// receiverEdgeAt: token k lies in a link to a relationship whose name ends
// in a word that puts the receiver at its end.
func (o *readCtx) receiverEdgeAt(k int) bool {
	if k < 0 || k >= len(o.toks) {
		return false
	}
	sp := o.toks[k].Span
	for _, e := range o.ev.Elements {
		if e.Kind != "edge" || e.Span.Start > sp.Start || e.Span.End < sp.End {
			continue
		}
		if ws := schemaWords(e.Name); len(ws) > 1 && english.RecipientEnd.Is(ws[len(ws)-1]) {
			return true
		}
	}
	return false
}

// labelModifierTaken: "Who is the oldest living artist?", "Which living
// artists are French?" — grounding took the participle or adjective before
// a label's noun into the label's link ("living artist" → Artist 0.71), so
// no phase read it as a condition and the plan answered about every
// artist. A word that spells the label, a filler, a cue, or a word some
// other link or value reads is no dropped condition.
func (o *accounting) labelModifierTaken(i int) bool {
	t := o.toks[i]
	if t.POS != grounding.ADJ && t.POS != grounding.VERB || t.Stop || t.Cue || t.Quoted || i+1 >= len(o.toks) {
		return false
	}
	w := o.word(i)
	if fillerWords[w] || fillerWords[o.lower[i]] || o.isCueWord(i) || o.valueAt(i) || english.IsSuperlative(w) || english.IsGradable(w) || english.IsGradable(o.lower[i]) {
		// A superlative ("the priciest products") is read by the ranking.
		return false
	}
	// A modifier follows a determiner, the question word or another
	// adjective ("the oldest living artist", "which living artists"); a
	// verb after "are" or "that" takes the noun as its object ("channels
	// that are playing cartoons").
	if i == 0 {
		return false
	}
	if p := o.toks[i-1].POS; p != grounding.DET && p != grounding.WH && p != grounding.ADJ {
		return false
	}
	sp, next := t.Span, o.toks[i+1].Span
	label := false
	for _, e := range o.ev.Elements {
		if e.Span.Start > sp.Start || e.Span.End < sp.End {
			continue
		}
		if e.Kind != "label" || e.Span.End < next.End || spellsLabel(o.lower[i], e.Name) || sharesStem(o.lower[i], e.Name) || !spellsLabel(o.lower[i+1], e.Name) {
			return false
		}
		label = true
	}
	return label
}
