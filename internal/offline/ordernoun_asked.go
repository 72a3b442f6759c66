package offline

import (
	"fmt"
	"strings"

	"github.com/gql-dev/gql/grounding"
	"github.com/gql-dev/gql/internal/english"
	"github.com/gql-dev/gql/schema"
)

// What a question asks for when its question word names no label and no
// property: the verb or the question word itself says it.
//
//	"How much does X cost?", "What does X weigh?" → X's numeric property the verb links to
//	"Who supplies X?"                             → the thing at the other end of the verb's relationship
//	"Where is X stocked?"                         → that other end, when it is a place and X has no place property
//	"Where is X based?"                           → X's one place property (city, country …)

// measuredVerb is the token of a clause-final verb that links a numeric
// property of a thing the question names by a value, in "How much /
// What do(es) X <verb>?": the verb's property is the answer ("cost" →
// price_usd), not a count. -1 when the question is not of that form.
func (o *readCtx) measuredVerb() int {
	wh := o.whPos()
	if wh < 0 {
		return -1
	}
	aux := wh + 1
	if english.How.Is(o.word(wh)) && english.HowMuch.At(o.words, o.lower, wh) == 2 {
		aux = wh + 2
	} else if !english.WhatThing.Is(o.word(wh)) {
		return -1
	}
	if !english.DoAux.Is(o.word(aux)) {
		return -1
	}
	last := len(o.toks) - 1
	for last > aux && o.toks[last].POS == grounding.PUNCT {
		last--
	}
	if last <= aux+1 || o.valueOf(last) {
		return -1
	}
	var prop ElementLink
	n := 0
	for _, e := range o.ev.Elements {
		if e.Kind == "prop" && o.tokenAt(e.Span) == last && len(o.tokensIn(e.Span)) == 1 {
			prop = e
			n++
		}
	}
	if n != 1 {
		return -1 // two properties fit the verb: which one is asked is a guess
	}
	named := false
	for _, v := range o.ev.Values {
		if k := o.tokenAt(v.Span); k > aux && k < last && !v.OnEdge && o.numericProp(v.Owner, prop.Name) {
			named = true
		}
	}
	if !named {
		return -1
	}
	return last
}

// numericProp: the label has the property and it holds numbers.
func (o *readCtx) numericProp(label, prop string) bool {
	p := schema.Find(o.propsOf(label), prop)
	return p != nil && p.Type.Numeric() && !p.Type.IsList()
}

// measuredProp is the property link of the measured verb, with its owner
// set to the named thing's label; ok false when there is none.
func (o *focusPhase) measuredProp(props []ElementLink) (ElementLink, bool) {
	k := o.measuredVerb()
	if k < 0 {
		return ElementLink{}, false
	}
	for _, p := range props {
		if o.tokenAt(p.Span) != k {
			continue
		}
		for _, n := range o.nodes {
			if len(n.filter) > 0 && o.numericProp(n.label, p.Name) {
				p.Owner = n.label
				o.res.warnings = append(o.res.warnings, o.diagnostic("measure-verb-read", o.tokSpan(k),
					fmt.Sprintf("%q asks for an amount and names no property; the verb %q is read as asking for %s.%s of the named %s", o.toks[o.whPos()].Text, o.toks[k].Text, n.label, p.Name, n.label)))
				return p, true
			}
		}
	}
	return ElementLink{}, false
}

// whoIsSubject: "Who supplies X?" — the question word is the subject of a
// verb naming a relationship, and a thing named by a value follows: the
// one asked for is at the relationship's other end (inferredFocus).
func (o *focusPhase) whoIsSubject(wh int) bool {
	if wh < 0 || !english.Frame.Who.Is(o.word(wh)) || english.DoAux.Is(o.word(wh+1)) {
		return false
	}
	v := o.subjectVerb(wh)
	if v < 0 {
		return false
	}
	for _, n := range o.nodes {
		if len(n.filter) > 0 && n.pos > v {
			return true
		}
	}
	return false
}

// subjectVerb is the verb right after the question word (past an adverb)
// when it links a relationship, -1 otherwise.
func (o *focusPhase) subjectVerb(wh int) int {
	v := wh + 1
	for v < len(o.toks) && (o.toks[v].POS == grounding.ADV || o.perfectAux(v)) {
		v++
	}
	// Right after "who" a word tagged a noun ("supplies") is the verb.
	if v >= len(o.toks) || o.toks[v].POS == grounding.NOUN && v > wh+1 && !o.perfectAux(v-1) || !o.linksKind(v, "edge") {
		return -1
	}
	return v
}

// verbNamesEdge: a weak link of the subject verb to a relationship is kept
// when the verb shares the relationship's stem ("supplies" ~ SUPPLIED_BY).
func (o *focusPhase) verbNamesEdge(wh int, e ElementLink) bool {
	v := o.subjectVerb(wh)
	return v >= 0 && o.whoIsSubject(wh) && sharesStem(o.lower[v], e.Name)
}

// anchorHasPlace: some thing the question names has a property naming a
// place, so a verb's "where" may ask for it rather than a related node.
func (o *focusPhase) anchorHasPlace() bool {
	for _, n := range o.nodes {
		if len(n.filter) > 0 && len(o.placeProps(n.label)) > 0 {
			return true
		}
	}
	return false
}

// placeProps are the label's text properties whose name ends in a word
// naming a place (city, country, location, address …).
func (o *readCtx) placeProps(label string) []string {
	var out []string
	for _, p := range o.propsOf(label) {
		parts := grounding.SplitName(p.Name)
		if len(parts) == 0 || p.Type.IsList() || p.Type.Numeric() {
			continue
		}
		if english.PlaceProperty.Is(strings.ToLower(parts[len(parts)-1])) {
			out = append(out, p.Name)
		}
	}
	return out
}

// wherePlace: "Where is X based?" — "where" opens the question, one thing
// is named by a value, nothing else links but words that link to nothing,
// and that thing's label has exactly one place property: that property is
// asked. With two (city and country) which is meant is a guess, and the
// question stays refused.
func (o *focusPhase) wherePlace(wh int, props, labels, edges []ElementLink) (ElementLink, bool) {
	if wh < 0 && len(o.toks) > 0 && english.WherePlace.Is(o.word(0)) {
		wh = 0 // "where" opens no list the other phases read
	}
	if wh < 0 || !english.WherePlace.Is(o.word(wh)) || len(props) > 0 || len(edges) > 0 {
		return ElementLink{}, false
	}
	var anchor *onode
	for _, n := range o.nodes {
		if len(n.filter) == 0 {
			continue
		}
		if anchor != nil && anchor.label != n.label {
			return ElementLink{}, false
		}
		anchor = n
	}
	if anchor == nil {
		return ElementLink{}, false
	}
	for _, l := range labels {
		if l.Name != anchor.label {
			return ElementLink{}, false
		}
	}
	ps := o.placeProps(anchor.label)
	if len(ps) != 1 || o.joinsPlace(anchor.label) {
		// A relationship to a place ("an airline's hubs") may be where
		// it is based as much as its country is.
		return ElementLink{}, false
	}
	o.res.warnings = append(o.res.warnings, o.diagnostic("where-property", o.tokSpan(wh),
		fmt.Sprintf("%q names no property; it is read as %s.%s, the one property of %s naming a place", o.toks[wh].Text, anchor.label, ps[0], anchor.label)))
	return ElementLink{Kind: "prop", Name: ps[0], Owner: anchor.label, Span: o.toks[wh].Span, Score: 1}, true
}

// joinsPlace: some relationship joins the label to a label naming a place.
func (o *readCtx) joinsPlace(label string) bool {
	for _, et := range o.s.EdgeTypes {
		for _, ep := range et.Endpoints {
			if ep.From == label && english.PlaceLabel(ep.To) || ep.To == label && english.PlaceLabel(ep.From) {
				return true
			}
		}
	}
	return false
}

// valueKindOfNoun: "the gold tier customers" — a property word between a
// stored value of that property and a noun naming the property's label
// says which things are meant (value, property, thing); it is not what the
// question asks for.
func (o *readCtx) valueKindOfNoun(p ElementLink, pos int) bool {
	idx := o.tokensIn(p.Span)
	if len(idx) == 0 {
		return false
	}
	after := idx[len(idx)-1] + 1
	owner := o.linkOf(after, "label")
	if owner == "" || pos == 0 {
		return false
	}
	sp := o.toks[pos-1].Span
	for _, v := range o.ev.Values {
		if v.Span.Start <= sp.Start && v.Span.End >= sp.End && v.Owner == owner && v.Prop == p.Name {
			return true
		}
	}
	return false
}

// containsLinks: "What was in order SO-10003?" — what/which + a copula +
// "in" + a thing named by a value, nothing else linked: "in" names the one
// relationship from the thing's label whose name says it contains
// (english.ContainVerb). Linked as that relationship, the focus is its
// other end (inferredFocus); with none or several the question stays
// refused. The reading is warned.
func (o *offline) containsLinks(warns *sink) {
	wh := o.whPos()
	if wh < 0 || !english.WhatThing.Is(o.word(wh)) || !english.Frame.Copula.Is(o.word(wh+1)) || !english.ContainedIn.Is(o.word(wh+2)) {
		return
	}
	in := wh + 2
	if o.linksAt(in) || len(o.ev.Elements) > 0 && !o.onlyLabelsOfValues() {
		return
	}
	var owner string
	for _, v := range o.ev.Values {
		if k := o.tokenAt(v.Span); k > in && !v.OnEdge {
			owner = v.Owner
		}
	}
	if owner == "" {
		return
	}
	var hit []string
	for _, et := range o.s.EdgeTypes {
		parts := grounding.SplitName(et.Name)
		if len(parts) == 0 || !english.ContainVerb.Is(strings.ToLower(parts[0])) {
			continue
		}
		for _, ep := range et.Endpoints {
			if ep.From == owner {
				hit = append(hit, et.Name)
				break
			}
		}
	}
	if len(hit) != 1 {
		return
	}
	o.addLinks(ElementLink{Kind: "edge", Name: hit[0], Span: o.toks[in].Span, Score: 1})
	warns.add(o.diagnostic("contains-read", o.tokSpan(in), fmt.Sprintf("%q is read as %s, the one relationship from %s whose name says it contains things", o.toks[in].Text, hit[0], owner)))
}

// onlyLabelsOfValues: every element link is a label that a value link
// names too ("order SO-10003": the noun and its value).
func (o *readCtx) onlyLabelsOfValues() bool {
	for _, e := range o.ev.Elements {
		if e.Kind != "label" {
			return false
		}
		named := false
		for _, v := range o.ev.Values {
			if v.Owner == e.Name {
				named = true
			}
		}
		if !named {
			return false
		}
	}
	return true
}

// containerAt: the label noun at pos follows the "in" read as a containing
// relationship ("in order SO-10003"): it names the container, not what is
// asked.
func (o *readCtx) containerAt(pos int) bool {
	k := pos - 1
	if k < 0 || !english.ContainedIn.Is(o.word(k)) {
		return false
	}
	name := o.linkOf(k, "edge")
	parts := grounding.SplitName(name)
	return len(parts) > 0 && english.ContainVerb.Is(strings.ToLower(parts[0]))
}
