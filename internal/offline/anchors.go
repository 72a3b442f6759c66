package offline

import (
	"sort"

	"github.com/gql-dev/gql/templates"
)

// Phase anchors: named things.
//
// Input: value links (best score first). Output: a node per stored value with
// an equality (or inequality, "is not X") filter on the linked property, one
// IN filter for "X or Y", and o.edgeValues for values stored on edges, which
// the edges phase attaches. Values after a string-match cue are patterns and
// values followed by "or later" are bounds: the filters phase reads both.
// mergeSameLabelAnchors (run by the edges phase once the focus is known)
// folds a descriptive anchor into the focus of the same label.

// placeAnchors turns value links into node (or edge) filters. Overlapping
// links keep the best-scored one.
func (o *offline) placeAnchors() error {
	vs := append([]ValueLink(nil), o.ev.Values...)
	sort.SliceStable(vs, func(i, j int) bool { return vs[i].Score > vs[j].Score })
	taken := map[int]bool{}
	for _, v := range vs {
		idx := o.tokensIn(v.Span)
		clash := false
		for _, i := range idx {
			if taken[i] {
				clash = true
			}
		}
		if clash || len(idx) == 0 {
			continue
		}
		// A value right after a string-match cue ("starting with", "containing")
		// is a pattern, not an anchor.
		p := idx[0] - 1
		for p >= 0 && o.isQuoteMark(p) {
			p--
		}
		if p >= 0 && (o.endsAt(cue("starts-with"), p) >= 0 || o.endsAt(cue("ends-with"), p) >= 0 || containWords[o.word(p)] ||
			cue("piece-of-text").is(o.word(p)) && (containWords[o.word(p-2)] || o.word(p-2) == "with")) {
			continue
		}
		// "born in 1960 or later": a bound, read by numericFilters.
		if last := idx[len(idx)-1]; o.word(last+1) == "or" {
			if _, ok := orBound[o.word(last+2)]; ok {
				continue
			}
		}
		for _, i := range idx {
			taken[i], o.used[i] = true, true
		}
		if v.OnEdge {
			// An edge property value ("who played Neo"): the edge must exist;
			// placeEdges connects it.
			o.edgeValues = append(o.edgeValues, v)
			continue
		}
		// "Aberdeen or Abilene", "'NY' or 'CA'": one node, either value.
		if alt := o.alternativeOf(v, idx[0]); alt != nil {
			c := alt.filter[0].(*templates.Cmp)
			vals := []any{c.Value}
			if c.Op == templates.OneOf {
				vals = c.Value.([]any)
			}
			alt.filter[0] = templates.C(alt.v, v.Prop, templates.OneOf, append(vals, v.Value))
			continue
		}
		n := o.addNode(v.Owner, idx[0])
		op := templates.Eq
		if o.notBefore(idx[0]) {
			op = templates.Ne // "whose hometown is not 'X'"
		}
		n.filter = append(n.filter, templates.C(n.v, v.Prop, op, v.Value))
	}
	return nil
}

// notBefore: the value at token i is negated directly ("is not 'X'", "other
// than X", "isn't X").
func (o *offline) notBefore(i int) bool {
	k := i - 1
	for k >= 0 && (o.isQuoteMark(k) || o.word(k) == "``") {
		k--
	}
	switch w := o.word(k); {
	case w == "not" && o.word(k-1) != "do" && o.word(k-1) != "does" && o.word(k-1) != "did":
		return o.word(k-1) == "is" || o.word(k-1) == "are" || o.word(k-1) == "was" || o.word(k-1) == "were"
	case w == "than" && o.word(k-1) == "other":
		return true
	case w == "isn't" || w == "aren't" || w == "wasn't" || w == "weren't":
		return true
	}
	return false
}

// alternativeOf finds an anchor on the same property joined to the value at
// token i by "or" alone.
func (o *offline) alternativeOf(v ValueLink, i int) *onode {
	for _, n := range o.nodes {
		if n.label != v.Owner || len(n.filter) != 1 {
			continue
		}
		c, ok := n.filter[0].(*templates.Cmp)
		if !ok || c.Prop != v.Prop || (c.Op != templates.Eq && c.Op != templates.OneOf) {
			continue
		}
		a, b := n.pos, i
		if a > b {
			a, b = b, a
		}
		// Walk from the earlier value's last token to the later one.
		k := a + 1
		for k < b && (o.used[k] && !o.isQuoteMark(k) || o.isQuoteMark(k)) {
			k++
		}
		sawOr := false
		for ; k < b; k++ {
			switch {
			case o.word(k) == "or":
				sawOr = true
			case o.isQuoteMark(k), o.word(k) == ",":
			default:
				if o.used[k] && k > a {
					continue
				}
				return nil
			}
		}
		if sawOr {
			return n
		}
	}
	return nil
}

// mergeSameLabelAnchors folds a lone anchor of the focus's own label into
// the focus ("How many airlines are from USA?": country = USA filters the
// airlines asked about) when nothing relates the two: no edge touches the
// anchor, and either the label has no edge type to itself or the anchor's
// value is not the label's key (a descriptive value, not a named entity).
func (o *offline) mergeSameLabelAnchors(focus *onode) {
	if focus == nil || len(focus.filter) > 0 {
		return
	}
	selfEdge := false
	for _, et := range o.s.EdgeTypes {
		if et.Connects(focus.label, focus.label) {
			selfEdge = true
		}
	}
	var keep []*onode
	for _, n := range o.nodes {
		if n == focus || n.label != focus.label || len(n.filter) == 0 || o.touchesAny(n) {
			keep = append(keep, n)
			continue
		}
		key := o.s.Key(n.label)
		byKey := false
		for _, f := range n.filter {
			if c, ok := f.(*templates.Cmp); ok && c.Prop == key {
				byKey = true
			}
		}
		if selfEdge && byKey {
			keep = append(keep, n)
			continue
		}
		for _, f := range n.filter {
			if c, ok := f.(*templates.Cmp); ok {
				focus.filter = append(focus.filter, templates.C(focus.v, c.Prop, c.Op, c.Value))
			}
		}
	}
	o.nodes = keep
}

func (o *offline) touchesAny(n *onode) bool {
	for _, e := range o.edges {
		if e.from == n || e.to == n {
			return true
		}
	}
	return false
}
