package offline

import (
	"fmt"
	"github.com/gql-dev/gql/internal/english"
	"sort"
	"strings"
	"unicode"

	"github.com/gql-dev/gql/diag"
	"github.com/gql-dev/gql/grounding"
	"github.com/gql-dev/gql/schema"
	"github.com/gql-dev/gql/templates"
)

// Phase anchors: named things.
//
// Input: value links (best score first), the consumed tokens and the
// variable counts (anchorsOf). Output (anchorsResult): a node per stored
// value with an equality (or inequality, "is not X") filter on the linked
// property, one IN filter for "X or Y", and the values stored on edges,
// which the edges phase attaches. Values after a string-match cue are patterns and
// values followed by "or later" are bounds: the filters phase reads both.
// mergeSameLabelAnchors (run by the edges phase once the focus is known)
// folds a descriptive anchor into the focus of the same label.

// anchorsResult is what the anchors phase places: the anchor nodes in the
// order made, the values stored on edges (for the edges phase), the tokens
// consumed, the warnings (names the graph does not hold) and the variable
// counts after naming the anchors.
type anchorsResult struct {
	nodes      []*onode
	edgeValues []ValueLink
	used       []int
	warnings   []diag.Diagnostic
	vars       varNames
}

// anchorsPhase is the phase's own working state: copies of the consumed
// set and the variable counts, so that reading its own marks ("Aberdeen or
// Abilene") leaves the caller's untouched until compile applies the result.
type anchorsPhase struct {
	*readCtx
	used usedWords
	res  anchorsResult
}

// anchorsOf runs the anchors phase alone. The anchors are the plan's first
// nodes: no earlier phase places any, so none is a placeholder to fill.
func anchorsOf(c *readCtx, used usedWords, vars varNames) (anchorsResult, error) {
	a := &anchorsPhase{readCtx: c, used: used.clone(), res: anchorsResult{vars: vars.clone()}}
	if err := a.placeAnchors(); err != nil {
		return anchorsResult{vars: vars}, err
	}
	return a.res, nil
}

// mark consumes tokens in the phase's copy and records them for compile.
func (o *anchorsPhase) mark(i int) {
	o.used.mark(i)
	o.res.used = append(o.res.used, i)
}

// addNode names a new anchor node.
func (o *anchorsPhase) addNode(label string, pos int) *onode {
	n := &onode{v: o.res.vars.next(label), label: label, pos: pos}
	o.res.nodes = append(o.res.nodes, n)
	return n
}

// placeAnchors turns value links into node (or edge) filters. Overlapping
// links keep the best-scored one.
func (o *anchorsPhase) placeAnchors() error {
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
		if p >= 0 && (o.endsAt(english.CueStartsWith, p) >= 0 || o.endsAt(english.CueEndsWith, p) >= 0 || containWords[o.word(p)] && !o.edgeCueValue(p, v) ||
			english.CuePieceOfText.Is(o.word(p)) && (containWords[o.word(p-2)] || english.With.Is(o.word(p-2)))) {
			continue
		}
		// "'Engineer' in their title": a pattern, read by stringFilters.
		if last := idx[len(idx)-1] + 1; o.isQuoteMark(last) && o.inTheirProp(last+1) || o.inTheirProp(last) {
			continue
		}
		// "born in 1960 or later": a bound, read by numericFilters.
		if last := idx[len(idx)-1]; english.Or.Is(o.word(last + 1)) {
			if _, ok := orBound[o.word(last+2)]; ok {
				continue
			}
		}
		for _, i := range idx {
			taken[i] = true
			o.mark(i)
		}
		if v.OnEdge {
			// An edge property value ("who played Neo"): the edge must exist;
			// placeEdges connects it.
			o.res.edgeValues = append(o.res.edgeValues, v)
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
		if o.joinNamePart(v) {
			continue
		}
		n := o.addNode(v.Owner, idx[0])
		op := templates.Eq
		if o.notBefore(idx[0]) || o.negatedValue(idx[0], v.Owner) {
			op = templates.Ne // "whose hometown is not 'X'"
		}
		n.filter = append(n.filter, templates.C(n.v, v.Prop, op, v.Value))
	}
	return o.literalAnchors()
}

// literalAnchors keeps a name the graph does not hold ("How many films has
// Brad Pitt been in?") as a literal filter on the field of its closest
// stored values, so the answer is empty (a count of 0) rather than every
// row, and warns (value-not-found) with those closest values.
func (o *anchorsPhase) literalAnchors() error {
	for _, u := range o.ev.Unmatched {
		idx := o.tokensIn(u.Span)
		if len(idx) == 0 || len(u.Closest) == 0 && o.adjacentLabel(idx) == "" {
			continue
		}
		free := true
		for _, i := range idx {
			if o.used.has(i) && !o.valueInside(i, u.Span) || o.linksKind(i, "label") || o.linksKind(i, "edge") || o.linksKind(i, "prop") {
				free = false
			}
		}
		if initial := idx[0] == 0 || o.toks[idx[0]-1].POS == grounding.PUNCT && !o.isQuoteMark(idx[0]-1); !u.Quoted && initial &&
			(len(idx) == 1 || english.Opener.Is(o.word(idx[0])) || o.toks[idx[len(idx)-1]].POS == grounding.NUM) {
			continue // capitalised because it starts a sentence ("Identify 3 movies")
		}
		if !u.Quoted && o.monthYearAt(idx[0]) {
			continue // "since March 2025" is a date, which the filters read
		}
		// After a string-match cue the name is a pattern.
		p := idx[0] - 1
		for p >= 0 && o.isQuoteMark(p) {
			p--
		}
		if !free || o.inTheirProp(idx[len(idx)-1]+1) || o.endsAt(english.CueStartsWith, p) >= 0 || o.endsAt(english.CueEndsWith, p) >= 0 || containWords[o.word(p)] || english.CuePieceOfText.Is(o.word(p)) {
			continue
		}
		text := strings.Trim(u.Text, `'"“”‘’`)
		if o.namesSchemaElement(text) {
			continue // "the 'REVIEWED' relationship" names the schema
		}
		c, op := o.literalField(u, idx)
		if c.Prop == "" || o.unlikeStored(text, c) {
			continue
		}
		if l := o.objectOfWhoVerb(idx, c.Owner); l != "" && o.adjacentLabel(idx) == "" {
			return o.refuse("unplaced-value", idx[0], "%q is not stored; its closest stored values are %s.%s, but as what the verb before it is done to it would be a %s, which nothing stored under that name is", text, c.Owner, c.Prop, l)
		}
		if op == templates.Eq {
			if heads := o.storedHeads(text, c, u.Closest); len(heads) >= 2 {
				return o.refuse("unplaced-value", idx[0], "%q is not a stored %s.%s, but stored ones begin with it (%s): it names a group of them, which no field of the graph stores; reading it as a value would answer nothing, and as the start of one a guess", text, c.Owner, c.Prop, strings.Join(heads, ", "))
			}
		}
		if v, ok := pluralOfStored(text, c, u.Closest); ok && op == templates.Eq && !c.OnEdge { // fix25_plural.go
			o.pluralValueAnchor(u, idx, c, v)
			continue
		}
		var near []string
		for _, x := range u.Closest {
			if x.Owner == c.Owner && x.Prop == c.Prop {
				near = append(near, fmt.Sprintf("%q", x.Value))
			}
		}
		o.dropValuesInside(u.Span)
		for _, i := range idx {
			o.mark(i)
		}
		o.res.warnings = append(o.res.warnings, o.diagnostic("value-not-found", u.Span,
			fmt.Sprintf("%q is not a stored %s.%s; kept as a literal, so nothing matches it. Closest stored: %s", text, c.Owner, c.Prop, strings.Join(near, ", "))))
		if c.OnEdge {
			o.res.edgeValues = append(o.res.edgeValues, ValueLink{Owner: c.Owner, OnEdge: true, Prop: c.Prop, Value: text, Span: u.Span, Score: 0})
			continue
		}
		n := o.addNode(c.Owner, idx[0])
		n.filter = append(n.filter, templates.C(n.v, c.Prop, op, text))
	}
	return nil
}

// literalField picks the field a name the graph does not hold is compared
// with: a label named right next to it decides ("the Support department":
// a department's name), else the field of the closest stored value. When
// stored values of that field contain the name as whole words ("the
// Ledger project", "the Matrix films"), the name is a part of theirs and is
// matched as contained text; otherwise it is an equality.
func (o *readCtx) literalField(u Unmatched, idx []int) (ValueLink, templates.Op) {
	var c ValueLink
	if len(u.Closest) > 0 {
		c = u.Closest[0]
	}
	if l := o.adjacentLabel(idx); l != "" && l != c.Owner {
		c = ValueLink{}
		for _, x := range u.Closest {
			if x.Owner == l && !x.OnEdge {
				c = x
				break
			}
		}
		if c.Prop == "" {
			p := o.nodeCol(&onode{label: l}).Prop
			if p == "" {
				p = o.s.Key(l)
			}
			if pp := schema.Find(o.propsOf(l), p); pp == nil || pp.Type != schema.String {
				return ValueLink{}, ""
			}
			c = ValueLink{Owner: l, Prop: p}
		}
	}
	text := " " + squashWords(u.Text) + " "
	for _, x := range u.Closest {
		if x.Owner == c.Owner && x.Prop == c.Prop && !x.OnEdge {
			if s, ok := x.Value.(string); ok && strings.Contains(" "+squashWords(s)+" ", text) {
				return c, templates.Contains
			}
		}
	}
	return c, templates.Eq
}

// adjacentLabel is the label mentioned right before or after the tokens
// (past a determiner), "" when none is.
func (o *readCtx) adjacentLabel(idx []int) string {
	before, after := idx[0]-1, idx[len(idx)-1]+1
	for before >= 0 && (o.isQuoteMark(before) || english.The.Is(o.word(before))) {
		before--
	}
	for after < len(o.toks) && o.isQuoteMark(after) {
		after++
	}
	for _, e := range o.ev.Elements {
		if e.Kind != "label" {
			continue
		}
		if p := o.tokenAt(e.Span); p == before || p == after {
			return e.Name
		}
	}
	return ""
}

// squashWords lower-cases text and keeps its words separated by one space.
func squashWords(s string) string {
	return strings.Join(strings.FieldsFunc(strings.ToLower(s), func(r rune) bool {
		return !(r >= 'a' && r <= 'z' || r >= '0' && r <= '9')
	}), " ")
}

// notBefore: the value at token i is negated directly ("is not 'X'", "other
// than X", "isn't X").
func (o *readCtx) notBefore(i int) bool {
	k := i - 1
	for k >= 0 && (o.isQuoteMark(k) || english.BacktickQuote.Is(o.word(k))) {
		k--
	}
	return english.NotEqualEndsAt(o.words, k)
}

// alternativeOf finds an anchor on the same property joined to the value at
// token i by "or" alone.
func (o *anchorsPhase) alternativeOf(v ValueLink, i int) *onode {
	for _, n := range o.res.nodes {
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
		for k < b && (o.used.has(k) && !o.isQuoteMark(k) || o.isQuoteMark(k)) {
			k++
		}
		sawOr := false
		for ; k < b; k++ {
			switch {
			case english.Or.Is(o.word(k)):
				sawOr = true
			case o.isQuoteMark(k), english.Comma.Is(o.word(k)), sawOr && english.OrArticle.Is(o.word(k)):
			case sawOr && o.repeatedPreposition(k, a): // fix43_either.go
				o.res.warnings = append(o.res.warnings, o.diagnostic("either-named-read", o.tokSpan(k), fmt.Sprintf("%q repeated after \"or\" is read as one relationship to either named %s", o.toks[k].Text, v.Owner)))
			default:
				if o.used.has(k) && k > a {
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
func (o *readCtx) mergeSameLabelAnchors(pl *pattern, focus *onode) {
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
	for _, n := range pl.nodes {
		if n != focus && n.label == focus.label && o.selfJunctionKeeps(n) {
			keep = append(keep, n)
			continue
		}
		if n == focus || n.label != focus.label || len(n.filter) == 0 || pl.touchesAny(n) {
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
	pl.nodes = keep
}

// namesSchemaElement: the text is a label, edge type or property name, up
// to case and separators.
func (o *readCtx) namesSchemaElement(text string) bool {
	k := squashName(text)
	for _, l := range o.s.Labels {
		if squashName(l.Name) == k {
			return true
		}
		for _, p := range l.Properties {
			if squashName(p.Name) == k {
				return true
			}
		}
	}
	for _, e := range o.s.EdgeTypes {
		if squashName(e.Name) == k {
			return true
		}
		for _, p := range e.Properties {
			if squashName(p.Name) == k {
				return true
			}
		}
	}
	return false
}

// squashName lower-cases a name and drops everything but letters and
// digits: ACTED_IN, acted in and actedIn compare equal.
func squashName(n string) string {
	var b strings.Builder
	for _, r := range strings.ToLower(n) {
		if r >= 'a' && r <= 'z' || r >= '0' && r <= '9' {
			b.WriteRune(r)
		}
	}
	return b.String()
}

// valueInside: token i belongs to a value link lying inside sp.
func (o *readCtx) valueInside(i int, sp diag.Span) bool {
	t := o.toks[i].Span
	for _, v := range o.ev.Values {
		if v.Span.Start <= t.Start && v.Span.End >= t.End && v.Span.Start >= sp.Start && v.Span.End <= sp.End {
			return true
		}
	}
	return false
}

// dropValuesInside removes the anchors made of value links inside sp: the
// name they are part of is one the graph does not hold.
func (o *anchorsPhase) dropValuesInside(sp diag.Span) {
	var keep []*onode
	for _, n := range o.res.nodes {
		if n.pos >= 0 && len(n.filter) > 0 && o.toks[n.pos].Span.Start >= sp.Start && o.toks[n.pos].Span.End <= sp.End {
			continue
		}
		keep = append(keep, n)
	}
	o.res.nodes = keep
	var ev []ValueLink
	for _, v := range o.res.edgeValues {
		if v.Span.Start >= sp.Start && v.Span.End <= sp.End {
			continue
		}
		ev = append(ev, v)
	}
	o.res.edgeValues = ev
}

// unlikeStored: the name holds a word and the field stores none ("Masters
// and Bachelors" closest to phone numbers such as "1-541-827x2366"): kept
// as a literal there it would answer "nothing" about a field it cannot be
// in, so it is left unplaced (the words then count against the plan).
func (o *anchorsPhase) unlikeStored(text string, c ValueLink) bool {
	if !hasWord(text) {
		return false
	}
	p := schema.Find(o.propsOf(c.Owner), c.Prop)
	if p == nil || len(p.Samples) == 0 {
		return false
	}
	for _, v := range p.Samples {
		sv, ok := v.(string)
		if !ok || hasWord(sv) {
			return false
		}
	}
	return true
}

// hasWord: s holds three letters in a row.
func hasWord(s string) bool {
	run := 0
	for _, r := range s {
		if unicode.IsLetter(r) {
			run++
			if run >= 3 {
				return true
			}
		} else {
			run = 0
		}
	}
	return false
}
