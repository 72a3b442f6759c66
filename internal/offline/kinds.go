package offline

import (
	"fmt"
	"sort"
	"strconv"
	"strings"

	"github.com/gql-dev/gql/diag"
	"github.com/gql-dev/gql/grounding"
	"github.com/gql-dev/gql/internal/english"
	"github.com/gql-dev/gql/schema"
	"github.com/gql-dev/gql/templates"
)

// Adjectives and kinds: a word naming a yes/no property used as an
// adjective ("the online courses"), a predicate ("types that are
// widebodies") or the kind itself narrows the things asked for; it is not
// what the question asks to see. A superlative heading a property's
// mention ("has the longest exam") ranks the things named before it.

// kindNotAsked: the property link p at token pos describes or ranks the
// things the question names (a label mention of p's owner elsewhere in
// the question), so the focus phase must not take it as the property
// asked for. Without such a mention ("Is X offered online?", "What is the
// longest exam?") the property may still be what is asked.
func (o *focusPhase) kindNotAsked(p ElementLink, pos int) bool {
	if o.edgeKindWord(p) || o.edgeFlagWord(p) {
		return true // "a 1-star review": stars on the relationship
	}
	owner := p.Owner
	if owner == "" {
		owner = o.ownerOf(p.Name)
	}
	if owner == "" || !o.labelNamedOutside(owner, p) {
		return false
	}
	if o.boolProp(owner, p.Name) {
		return true
	}
	if idx := o.tokensIn(p.Span); len(idx) == 1 {
		if q, _ := o.numberKindProp(owner, idx[0]); q == p.Name {
			return true // "300-level courses": a level, not the levels
		}
		if q, _ := o.numberBeforeProp(owner, idx[0]-1); q == p.Name {
			return true // "300 level courses"
		}
	}
	// "Which aircraft type seats the most passengers": the word names the
	// property a superlative right after it ranks by, as a verb.
	k := pos + 1
	if english.RankArticle.Is(o.word(k)) {
		k++
	}
	if _, _, ok := english.MeasureAt(o.words, k); ok && len(o.tokensIn(p.Span)) == 1 && o.toks[pos].POS != grounding.DET {
		return true
	}
	// "Which course has the longest exam": the superlative opens the
	// span; it ranks courses by the exam's length (measured), the exam is
	// not listed.
	idx := o.tokensIn(p.Span)
	if len(idx) > 1 && idx[0] == pos && !(o.ordinalOfName(p, pos) && !o.ordinalOutside(idx[0], idx[len(idx)-1]+1)) {
		w := o.word(pos)
		return ascWords[w] || descWords[w] || o.measureWord(pos)
	}
	return false
}

// labelNamedOutside: a label link of the given label lies outside p's span.
func (o *readCtx) labelNamedOutside(label string, p ElementLink) bool {
	for _, e := range o.ev.Elements {
		if e.Kind == "label" && e.Name == label && (e.Span.End <= p.Span.Start || e.Span.Start >= p.Span.End) {
			return true
		}
	}
	return false
}

// boolProp: owner's property named prop holds booleans.
func (o *readCtx) boolProp(owner, prop string) bool {
	p := schema.Find(o.propsOf(owner), prop)
	return p != nil && p.Type == schema.Bool
}

// applyBoolKinds filters on a boolean property that a word of the question
// names outright — its name is the word or the word's singular ("online",
// "widebodies" over widebody) — when the plan reads a node of the
// property's label and neither filters nor returns the property: the
// things are those it holds true of, false after "not"/"non". applyFlags
// reads the is_/has_ names; this reads the bare ones, booleans only (a
// text property named like a word is a value to ask for, not a kind).
// The reading is a warning (bool-kind-read); a negation another phase already
// read leaves the word unread, and the account refuses it.
func (o *offline) applyBoolKinds(q *templates.Query, warns *sink) {
	uses := planElements(q)
	labels := varLabels(q)
	vars := make([]string, 0, len(labels))
	for v := range labels {
		vars = append(vars, v)
	}
	sort.Strings(vars)
	done := map[int]bool{}
	for _, v := range vars {
		l := labels[v]
		for _, p := range o.propsOf(l) {
			if p.Type != schema.Bool || uses[p.Name] {
				continue
			}
			n := localName(p.Name)
			for i := range o.toks {
				if done[i] || o.used.has(i) || o.toks[i].Quoted || !boolNamed(n, o.words[i], o.lower[i]) {
					continue
				}
				yes := true
				neg := -1
				if k, between := o.boolDenialBefore(i); k >= 0 {
					if o.used.has(k) {
						continue // read by the negation phase as something else
					}
					yes, neg = false, k
					o.used.mark(between...)
				}
				// Denied as "<> true", which is "= false" for a node that
				// has the property (and, like it, no match for one that
				// lacks it), and which the account sees as the negation
				// applied.
				op := templates.Eq
				if !yes {
					op = templates.Ne
				}
				c := &templates.Cmp{Var: v, Prop: p.Name, Op: op, Value: true}
				if q.Where == nil {
					q.Where = c
				} else {
					q.Where = &templates.And{Args: []templates.Expr{q.Where, c}}
				}
				o.used.mark(i)
				if neg >= 0 {
					o.used.mark(neg)
				}
				done[i] = true
				warns.add(o.diagnostic("bool-kind-read", o.tokSpan(i),
					fmt.Sprintf("read %q as %s.%s = %v: the word names a yes/no property of the %s asked for, read as a kind of them", o.toks[i].Text, l, p.Name, yes, l)))
				break
			}
		}
	}
}

// boolNamed: a squashed property name is the word as written or its
// lemma ("widebodies" → widebody); short words are left out, as in
// english.FlagNamed.
func boolNamed(squashed, written, lemma string) bool {
	if len(written) < 4 {
		return false
	}
	return squashed == squashName(written) || squashed == squashName(lemma) || squashed == squashName(english.Lemma(written))
}

// numberKind reads a word that joins a number and a noun with a hyphen,
// "300-level", "first-year", "grade-2": the number (an ordinal counts as
// its number, and ordinal says so) and the noun; ok is false for any
// other word.
func numberKind(w string) (float64, string, bool, bool) {
	k := strings.IndexByte(w, '-')
	if k <= 0 || k == len(w)-1 || strings.Count(w, "-") != 1 {
		return 0, "", false, false
	}
	num, noun := w[:k], w[k+1:]
	if _, err := strconv.ParseFloat(noun, 64); err == nil {
		num, noun = noun, num // "grade-2", "tier-1": the noun first
	}
	if n, ok := english.Ordinal(num); ok {
		return float64(n), noun, true, true
	}
	f, err := strconv.ParseFloat(num, 64)
	if err != nil {
		return 0, "", false, false
	}
	return f, noun, false, true
}

// smallValues: every sample of p (when it has any) is a number below 100,
// a rank or a year of study rather than a calendar year, so an ordinal
// may name one of its values.
func smallValues(p schema.Property) bool {
	for _, v := range p.Samples {
		f, ok := sampleNumber(v)
		if !ok || f >= 100 {
			return false
		}
	}
	return true
}

func sampleNumber(v any) (float64, bool) {
	switch x := v.(type) {
	case float64:
		return x, true
	case int:
		return float64(x), true
	case int64:
		return float64(x), true
	}
	return 0, false
}

// numberKindProp is the numeric property of label that a number-noun word
// at token i names ("300-level" → level, "first-year" → year), "" when
// there is none: the noun is the property's whole name.
func (o *readCtx) numberKindProp(label string, i int) (string, float64) {
	f, noun, ordinal, ok := numberKind(o.words[i])
	if !ok {
		return "", 0
	}
	return o.numericNamed(label, f, noun, ordinal)
}

// numberBeforeProp reads "300 level courses": a number, then a word that
// is the whole name of a numeric property of label, then a mention of
// label; the property and the number, "" when the words are not so.
func (o *readCtx) numberBeforeProp(label string, i int) (string, float64) {
	if !o.isNumber(i) || i+2 >= len(o.toks) || !o.labelWithin(label, i+2, i+3) {
		return "", 0
	}
	f, err := strconv.ParseFloat(strings.ReplaceAll(o.words[i], ",", ""), 64)
	if err != nil {
		return "", 0
	}
	return o.numericNamed(label, f, o.words[i+1], false)
}

// labelWithin: a link to label starts at a token from a to b.
func (o *readCtx) labelWithin(label string, a, b int) bool {
	for _, e := range o.ev.Elements {
		if k := o.tokenAt(e.Span); e.Kind == "label" && e.Name == label && k >= a && k <= b {
			return true
		}
	}
	return false
}

// numericNamed is the numeric property of label whose whole name is noun
// (an ordinal only for a property of small values), with f.
func (o *readCtx) numericNamed(label string, f float64, noun string, ordinal bool) (string, float64) {
	for _, p := range o.propsOf(label) {
		if p.Type.Numeric() && localName(p.Name) == squashName(noun) && (!ordinal || smallValues(p)) {
			return p.Name, f
		}
	}
	return "", 0
}

// applyNumberKinds filters on a numeric property that a number-noun word
// names as a kind of the things asked for ("300-level courses" → level =
// 300, "first-year students" → year = 1) when the plan reads a node of
// the property's label and neither filters nor returns the property. A
// word two labels of the plan could read so is left alone (and the
// account refuses it). The reading is a warning (number-kind-read).
func (o *offline) applyNumberKinds(q *templates.Query, warns *sink) {
	uses := planElements(q)
	labels := varLabels(q)
	for i := range o.toks {
		if o.used.has(i) || o.toks[i].Quoted {
			continue
		}
		var hitVar, hitProp, hitLabel string
		var hitN float64
		n := 0
		words := []int{i}
		for v, l := range labels {
			if p, f := o.numberKindProp(l, i); p != "" && !uses[p] {
				hitVar, hitProp, hitLabel, hitN = v, p, l, f
				n++
			}
			if p, f := o.numberBeforeProp(l, i); p != "" && !uses[p] && !o.used.has(i+1) {
				hitVar, hitProp, hitLabel, hitN = v, p, l, f
				words = []int{i, i + 1}
				n++
			}
		}
		if h, p, f, en := o.edgeNumberKind(q, i, uses); n == 0 && en == 1 {
			// "a 1-star review": the number names a property of a
			// relationship the plan walks.
			if h.Var == "" {
				h.Var = o.freeVar(q, "r")
			}
			hitVar, hitProp, hitLabel, hitN, n = h.Var, p, h.Edge, f, 1
		}
		if n != 1 {
			continue
		}
		c := templates.C(hitVar, hitProp, templates.Eq, numLit(hitN))
		if q.Where == nil {
			q.Where = c
		} else {
			q.Where = &templates.And{Args: []templates.Expr{q.Where, c}}
		}
		uses[hitProp] = true
		o.used.mark(words...)
		last := words[len(words)-1]
		sp := diag.Span{Start: o.toks[i].Span.Start, End: o.toks[last].Span.End}
		warns.add(o.diagnostic("number-kind-read", sp,
			fmt.Sprintf("read %q as %s.%s = %v: the number names the %s's %s, read as a kind of them", o.ev.Question[sp.Start:sp.End], hitLabel, hitProp, numLit(hitN), hitLabel, hitProp)))
	}
}

// valueKindFocus: "How many captains are there?" — the noun counted right
// after "how many" is the plural of a stored text value of a node's
// property, so it names a kind of those nodes: the anchor the value made
// is what is counted. A singular ("how many Drama …") or a value spelled
// otherwise is a name, not a kind, and stays as it was.
func (o *focusPhase) valueKindFocus(sh shape) *onode {
	if !sh.count {
		return nil
	}
	i := o.find(english.HowMany)
	if i < 0 {
		return nil
	}
	for _, n := range o.nodes {
		if n.pos != i+2 && !o.stateBeforeKind(i, n) || len(n.filter) != 1 { // fix26_states.go
			continue
		}
		c, ok := n.filter[0].(*templates.Cmp)
		if !ok || c.Op != templates.Eq {
			continue
		}
		v, ok := c.Value.(string)
		w := o.word(n.pos)
		if ok && squashName(v) == squashName(w+english.Lemma(o.word(n.pos+1))) {
			return n // "How many assistant professors": the phrase is the value
		}
		if !ok || strings.EqualFold(w, v) || !english.NamesValue(w, v) {
			continue
		}
		return n
	}
	return nil
}

// phraseValuesAside reads "assistant professors" as the stored value
// 'Assistant Professor' of a text property of the label the second word
// names, where grounding linked the first word alone to a value of a
// relationship's property ('assistant', a role on TEACHES): the value the
// whole phrase spells (the label's noun in the singular) beats a value
// one word of it matches on an edge. The label's link is folded into the
// value's, whose anchor is then the thing asked for. Only the schema's
// samples are read, and only one property and value may match; the
// reading is a warning (value-phrase-read). The caller's evidence is not
// changed.
func (o *offline) phraseValuesAside(warns *sink) {
	var values []ValueLink
	dropLabel := map[int]bool{}
	changed := false
	for _, v := range o.ev.Values {
		idx := o.tokensIn(v.Span)
		if !v.OnEdge || len(idx) != 1 || idx[0]+1 >= len(o.toks) {
			values = append(values, v)
			continue
		}
		i := idx[0]
		label, at := "", -1
		for k, e := range o.ev.Elements {
			if e.Kind == "label" && o.tokenAt(e.Span) == i+1 && len(o.tokensIn(e.Span)) == 1 {
				label, at = e.Name, k
			}
		}
		prop, value, n := "", "", 0
		if label != "" {
			phrase := squashName(o.words[i] + english.Lemma(o.words[i+1]))
			for _, p := range o.propsOf(label) {
				if p.Type != schema.String {
					continue
				}
				for _, s := range p.Samples {
					if str, ok := s.(string); ok && (squashName(str) == phrase || squashName(str) == o.clippedLabelPhrase(i, label)) {
						prop, value = p.Name, str
						n++
					}
				}
			}
		}
		if n != 1 {
			values = append(values, v)
			continue
		}
		sp := diag.Span{Start: o.toks[i].Span.Start, End: o.toks[i+1].Span.End}
		values = append(values, ValueLink{Owner: label, Prop: prop, Value: value, Span: sp, Score: 1})
		dropLabel[at] = true
		changed = true
		warns.add(o.diagnostic("value-phrase-read", sp, fmt.Sprintf("read %q as %s.%s = '%s', the value the whole phrase spells, not %q as a value of %s.%s", o.ev.Question[sp.Start:sp.End], label, prop, value, o.toks[i].Text, v.Owner, v.Prop)))
	}
	if !changed {
		return
	}
	ev := o.ev.keepElements(func(k int, _ ElementLink) bool { return !dropLabel[k] })
	ev.Values = values
	o.ev = ev
}

// askedFlag: "Is Machine Learning offered online?" — a question opening
// with "is"/"are" about a named thing (an anchor) and a word naming a
// boolean property of its label asks for that property's value; nil when
// the question is not so. A label named as well ("Is X an online
// course?") is left to the kind reading.
func (o *focusPhase) askedFlag(props []ElementLink) *ElementLink {
	if len(o.toks) == 0 || !english.YesNoOpener.Is(o.word(0)) {
		return nil
	}
	var found *ElementLink
	for i := range props {
		p := props[i]
		owner := p.Owner
		if owner == "" {
			owner = o.ownerOf(p.Name)
		}
		if !o.boolProp(owner, p.Name) || o.labelNamedOutside(owner, p) {
			continue
		}
		anchored := false
		for _, n := range o.nodes {
			anchored = anchored || n.label == owner && len(n.filter) > 0
		}
		if !anchored {
			continue
		}
		if found != nil {
			return nil // two flags: which one is asked is not said
		}
		found = &props[i]
	}
	if found == nil {
		return nil
	}
	// "offered online": a verb right before the flag word that links a
	// relationship is part of the flag's phrase, not a walk to its other
	// end (which would drop a thing with none).
	pos := o.tokenAt(found.Span)
	verb := ""
	for _, e := range o.ev.Elements {
		if k := o.tokenAt(e.Span); e.Kind == "edge" && k == pos-1 && len(o.tokensIn(e.Span)) == 1 && o.toks[k].POS == grounding.VERB {
			o.consume(e)
			verb = o.toks[k].Text + " "
		}
	}
	o.res.warnings = append(o.res.warnings, o.diagnostic("flag-asked", o.tokSpan(pos),
		fmt.Sprintf("read %q as asking for %s, a yes/no property of the thing named: the answer is its value", verb+o.toks[pos].Text, found.Name)))
	return found
}
