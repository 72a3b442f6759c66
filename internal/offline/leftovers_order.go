package offline

import (
	"fmt"
	"strings"

	"github.com/gql-dev/gql/grounding"
	"github.com/gql-dev/gql/internal/english"
	"github.com/gql-dev/gql/schema"
	"github.com/gql-dev/gql/templates"
)

// orderNeighbour reads "What comes before The Fox Returns?", "Which book
// came after The Salt Road?": a thing named, placed in a sequence by
// "come(s) before/after", where its label has exactly one relationship
// with itself whose name says which end comes later (SEQUEL_OF: the
// sequel after the book it continues; PRECEDES: the source before). The
// answer is the thing at the other end in the direction asked. The
// question must be made of those words alone (a question word, the
// label's noun, an auxiliary, the verb, before/after and the name);
// anything else leaves it to the phases, which refuse it. The reading is
// a warning (order-relation-read).
func (o *offline) orderNeighbour(warns *sink) (*templates.Query, bool) {
	n := len(o.toks)
	for n > 0 && o.toks[n-1].POS == grounding.PUNCT {
		n--
	}
	verb, rel := -1, -1
	for k := 0; k+1 < n; k++ {
		if english.ComeVerb.Is(o.word(k)) && (english.OrderBefore.Is(o.word(k+1)) || english.OrderAfter.Is(o.word(k+1))) {
			verb, rel = k, k+1
			break
		}
	}
	if verb < 0 || len(o.ev.Values) != 1 || o.ev.Values[0].OnEdge {
		return nil, false
	}
	v := o.ev.Values[0]
	if o.tokenAt(v.Span) != rel+1 && !(english.The.Is(o.word(rel+1)) && o.tokenAt(v.Span) == rel+2) {
		return nil, false
	}
	if last := o.tokensIn(v.Span); len(last) == 0 || last[len(last)-1] != n-1 {
		return nil, false
	}
	// Before the verb: a question word, the label's noun, an auxiliary.
	for k := 0; k < verb; k++ {
		switch {
		case o.toks[k].POS == grounding.WH, o.toks[k].POS == grounding.AUX:
		case o.labelAtToken(k) == v.Owner:
		default:
			return nil, false
		}
	}
	label := v.Owner
	var edge *schema.EdgeType
	later := false
	for k := range o.s.EdgeTypes {
		et := &o.s.EdgeTypes[k]
		if !et.Connects(label, label) {
			continue
		}
		l, e := false, false
		for _, w := range grounding.SplitName(et.Name) {
			w = strings.ToLower(w)
			l = l || english.LaterName.Is(w) || english.LaterName.Is(english.Lemma(w))
			e = e || english.EarlierName.Is(w) || english.EarlierName.Is(english.Lemma(w))
		}
		if l == e {
			continue
		}
		if edge != nil {
			return nil, false
		}
		edge, later = et, l
	}
	if edge == nil || o.edgeTypesBetween(label, label) != 1 {
		return nil, false
	}
	// X E Y with E "later": X comes after Y. Asked what comes before the
	// named X, the answer is the Y X points to.
	before := english.OrderBefore.Is(o.word(rel))
	dir := templates.Out
	if before != later {
		dir = templates.In
	}
	key := o.s.Key(label)
	x, y := "x", "y"
	q := &templates.Query{
		Match:    []templates.Path{templates.P(templates.N(x, label), templates.Hop{Edge: edge.Name, Dir: dir, To: templates.N(y, label)})},
		Where:    templates.C(x, v.Prop, templates.Eq, v.Value),
		Return:   []templates.Proj{templates.Col(y, key)},
		Distinct: true,
	}
	if _, err := templates.Normalize(q, o.s); err != nil {
		return nil, false
	}
	side := "after"
	if before {
		side = "before"
	}
	warns.add(o.diagnostic("order-relation-read", o.tokSpans(verb, rel),
		fmt.Sprintf("read %q as %s, the one relationship of %s with itself, whose name says its source comes %s its target: the %s %s %s", o.ev.Question[o.toks[verb].Span.Start:o.toks[rel].Span.End], edge.Name, label, map[bool]string{true: "after", false: "before"}[later], label, side, v.Value)))
	return q, true
}
