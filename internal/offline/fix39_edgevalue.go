package offline

import (
	"fmt"
	"strings"

	"github.com/gql-dev/gql/grounding"
	"github.com/gql-dev/gql/internal/english"
	"github.com/gql-dev/gql/schema"
	"github.com/gql-dev/gql/templates"
)

// A value stored on the relationship between two named things (fix39):
// "What is the distance from LIS-01 to MAD-01?", "Transit time from MAD-01
// to BCN-01?", "Since what date has numkit been maintained by Chen Wei?".
// The phases refused them: a property word of a relationship with both
// ends named is no column of either thing (unused-words), and "when" over
// a verb no relationship is named by echoes a name back (echo-answer).
// Read only once the phases refused: the question holds two things named
// by stored values, the words of one property of one relationship joining
// their labels (or, asking when, none: the relationship's one date), and
// nothing else but asking words, auxiliaries, determiners, prepositions,
// the two labels' nouns and the relationship's own words.

func init() {
	checks = append(checks,
		Check{ID: "edge-value-between-named", Warning: true, Summary: "a value stored on the relationship at one or two named things is read from the one relationship that holds it",
			Doc: "\"What is the distance from LIS-01 to MAD-01?\", \"What did Zoë_Lumière pay for the Spectral Warhorse?\", \"How much grant money has been allocated to Limerick Central Warehouse in total?\": one or two things named by stored values; the words of one property of one relationship joining their labels (or touching the one thing's label), or, with no property word, \"when\"/\"since what date\" (the relationship's one date, two things named), a money verb (pay, spend, cost, bill, charge) or \"money\" (its one amount of money), \"how many portions of\" (its one quantity); besides them only asking words, auxiliaries, determiners, prepositions, the labels' nouns, the relationship's words and a sum or mean word. Two things: the relationship is walked in the one direction the schema gives it (a label joined to itself: from the thing after \"from\" to the thing after \"to\") and its value returned, summed with \"in total\"/\"altogether\". One thing: the value is asked summed or averaged over its relationships (a noun of another label than the relationship's other end leaves it), or a verb or noun naming a stored value of the relationship's text property (\"owns\" of role 'owner', \"tanked\" of 'tank') lists the things at the other end. No \"each\"/\"per\": one row per thing of the other end answered wrong on a check graph and was dropped. Read only where the phases refused; any other word (a number, a negation, a superlative, a verb no relationship is named by), a property of a thing, two relationships or two candidate properties leave the refusal."},
	)
}

// compileEdgeValueBetween is tried after the phases refused; ok false
// leaves their refusal.
func compileEdgeValueBetween(ev *Evidence, s *schema.Schema) (*Result, bool) {
	o := &offline{readCtx: newReadCtx(ev, s), used: newUsedWords()}
	warns := &sink{}
	q, ok := o.edgeValueBetween(warns)
	if !ok {
		return nil, false
	}
	return &Result{Query: q, Warnings: warns.list}, true
}

type edgeValueWord struct{ edge, prop string }

func (o *offline) edgeValueBetween(warns *sink) (*templates.Query, bool) {
	if english.EdgeValueYesNo.Is(o.word(0)) {
		return nil, false
	}
	// The named things (one or two), in the question's order.
	var named []*ValueLink
	inName := map[int]int{}
	for i := range o.ev.Values {
		v := &o.ev.Values[i]
		if v.OnEdge || o.s.Label(v.Owner) == nil {
			continue
		}
		for _, r := range v.Readings {
			if r.Owner != v.Owner || r.Prop != v.Prop {
				return nil, false
			}
		}
		idx := o.tokensIn(v.Span)
		if len(idx) == 0 {
			continue
		}
		for _, k := range idx {
			if _, dup := inName[k]; dup {
				return nil, false
			}
			inName[k] = len(named)
		}
		named = append(named, v)
	}
	if len(named) != 1 && len(named) != 2 {
		return nil, false
	}
	if len(named) == 2 && o.tokensIn(named[1].Span)[0] < o.tokensIn(named[0].Span)[0] {
		named[0], named[1] = named[1], named[0]
	}
	a := named[0].Owner
	b := ""
	if len(named) == 2 {
		b = named[1].Owner
		if a == b && fmt.Sprint(named[0].Value) == fmt.Sprint(named[1].Value) {
			return nil, false
		}
	}
	// The relationships joining the two labels either way; with one
	// thing named, those touching its label.
	var joins []schema.EdgeType
	ends := map[string]bool{a: true, b: true}
	for _, et := range o.s.EdgeTypes {
		if b != "" && (et.Connects(a, b) || et.Connects(b, a)) || b == "" && touches(et, a) {
			joins = append(joins, et)
			for _, ep := range et.Endpoints {
				if b == "" && (ep.From == a || ep.To == a) {
					ends[ep.From], ends[ep.To] = true, true
				}
			}
		}
	}
	if len(joins) == 0 {
		return nil, false
	}
	joining := func(name string) bool {
		for _, et := range joins {
			if et.Name == name {
				return true
			}
		}
		return false
	}
	own := func(w string) bool {
		for _, l := range []english.WordList{english.EdgeValueFiller, english.EdgeValueMeasure, english.EdgeValueWhen, english.EdgeValueSince,
			english.EdgeValueSum, english.EdgeValueMean, english.EdgeValueTimes, english.EdgeValueCountNoun, english.EdgeValuePronoun} {
			if l.Is(w) {
				return true
			}
		}
		return english.EdgeValueMoneyVerb.Is(grounding.Lemma(w)) || english.MoneyMass.Is(w)
	}
	// Every other word: a property word of a joining relationship, the
	// relationship's own words, a label's noun, or filler.
	asked := map[edgeValueWord]bool{}
	when, measure, money, times, counted, askAt := false, false, false, false, false, -1
	var agg templates.Agg
	// nouns are the labels a word names.
	nouns := map[string]bool{}
	// role is a stored value of a relationship's text property a verb or
	// noun names ("owns" of role 'owner'); who the question opens with.
	var role *edgeRole
	who := false
	at := func(k int) {
		if askAt < 0 {
			askAt = k
		}
	}
	for k, t := range o.toks {
		if _, ok := inName[k]; ok || t.POS == grounding.PUNCT {
			continue
		}
		w := o.word(k)
		if k == 0 && english.EdgeValueWho.Is(w) {
			who = true
		}
		read, named := false, false
		for _, e := range o.ev.Elements {
			in := false
			for _, j := range o.tokensIn(e.Span) {
				in = in || j == k
			}
			if !in {
				continue
			}
			switch {
			case e.Kind == "prop" && joining(e.Owner):
				asked[edgeValueWord{e.Owner, e.Name}] = true
				at(k)
				read = true
			case e.Kind == "prop" && e.Owner == "":
				for _, et := range joins {
					if schema.Find(et.Properties, e.Name) != nil && len(o.s.LabelsWithProperty(e.Name)) == 0 {
						asked[edgeValueWord{et.Name, e.Name}] = true
						at(k)
						read = true
					}
				}
			case e.Kind == "edge" && joining(e.Name):
				read, named = true, true
			case e.Kind == "label" && ends[e.Name]:
				read, named = true, true
				nouns[e.Name] = true
			}
		}
		if l := labelWordOf(w, ends); !read && l != "" {
			// "on order ORD-88153": the label's own noun, which
			// grounding left unlinked beside its value.
			read, named = true, true
			nouns[l] = true
		}
		if !named && !own(w) && o.cueCovers(k) {
			// "the longest distance", "not": a word that orders,
			// compares or denies asks for more than the stored value
			// (a label's or relationship's noun is none: "order").
			return nil, false
		}
		if read {
			continue
		}
		prev := o.word(k - 1)
		switch {
		case english.EdgeValueWhen.Is(w):
			when = true
			at(k)
		case english.EdgeValueMeasure.Is(w) && k > 0 && english.EdgeValueFiller.Is(prev):
			measure = true
		case english.EdgeValueTimes.Is(w) && english.EdgeValueMeasure.Is(prev):
			times = true
		case english.EdgeValueCountNoun.Is(w) && english.EdgeValueMeasure.Is(prev) && english.EdgeValueOf.Is(o.word(k+1)):
			counted = true
			at(k)
		case english.EdgeValueSum.Is(w):
			agg = templates.Sum
		case english.EdgeValueMean.Is(w):
			agg = templates.Avg
		case english.EdgeValueMoneyVerb.Is(grounding.Lemma(w)), english.MoneyMass.Is(w):
			money = true
			at(k)
		case english.EdgeValueFiller.Is(w), english.EdgeValueSince.Is(w), english.EdgeValuePronoun.Is(w):
		case english.EdgeValueDateNoun.Is(w) && k > 1 && english.EdgeValueSince.Is(o.word(k-2)):
			when = true
			at(k)
		case when && english.StartVerb.Is(grounding.Lemma(w)):
			// "when did Martin Egger start at …": the date the
			// relationship began.
		case o.edgeWordOf(w, joins):
		case english.EdgeValueWho.Is(w) && k == 0:
			who = true
		case role == nil && b == "" && edgeRoleOf(w, joins) != nil:
			role = edgeRoleOf(w, joins)
			at(k)
		default:
			return nil, false
		}
	}
	if askAt < 0 {
		askAt = 0
	}
	var edge, prop, how string
	// sole is the one property of a joining relationship keep accepts.
	sole := func(keep func(schema.Property) bool) bool {
		for _, et := range joins {
			for _, p := range et.Properties {
				if p.Type.IsList() || !keep(p) {
					continue
				}
				if prop != "" {
					return false
				}
				edge, prop = et.Name, p.Name
			}
		}
		return prop != ""
	}
	if role != nil {
		if !who && !english.EdgeValueWhat.Is(o.word(0)) || len(asked) > 0 || when || measure || money || times || counted || agg != "" {
			return nil, false
		}
		return o.edgeRoleListed(named[0], role, nouns, askAt, warns)
	}
	if who {
		return nil, false
	}
	switch {
	case len(asked) == 1 && !when && !counted:
		for w := range asked {
			edge, prop = w.edge, w.prop
		}
		if money {
			if u, ok := english.PropertyAmountUnit(prop); !ok || u.Dim == "area" {
				return nil, false
			}
		}
		how = fmt.Sprintf("the words name %s.%s, a property of the relationship", edge, prop)
	case len(asked) == 0 && when && !measure && !money && !times && !counted && agg == "" && b != "":
		if len(joins) != 1 || !sole(func(p schema.Property) bool {
			return dateText(p) || p.Type == schema.Date || p.Type == schema.DateTime || o.yearPropOf(joins[0].Name, p.Name)
		}) {
			return nil, false
		}
		how = fmt.Sprintf("%q asks for %s.%s, the one date of the one relationship", o.toks[askAt].Text, edge, prop)
	case len(asked) == 0 && money && !when && !times && !counted:
		if !sole(func(p schema.Property) bool {
			u, ok := english.PropertyAmountUnit(p.Name)
			return ok && u.Dim != "area" && p.Type.Numeric()
		}) {
			return nil, false
		}
		how = fmt.Sprintf("%q asks for %s.%s, the one amount of money of the relationship", o.toks[askAt].Text, edge, prop)
	case len(asked) == 0 && counted && measure && !when && !money && !times:
		if !sole(func(p schema.Property) bool {
			return p.Type.Numeric() && english.EdgeValueQuantity.Is(strings.ToLower(schema.LocalName(p.Name)))
		}) {
			return nil, false
		}
		how = fmt.Sprintf("%q counts %s.%s, the quantity the relationship stores", o.toks[askAt].Text, edge, prop)
	default:
		return nil, false
	}
	if times && !measure {
		return nil, false
	}
	if b == "" && agg == "" {
		// One thing named: the value of each of its relationships is
		// asked only summed or averaged.
		return nil, false
	}
	et := o.s.EdgeType(edge)
	p := schema.Find(et.Properties, prop)
	if p == nil || p.Type.IsList() || (measure || times || agg != "") && !p.Type.Numeric() {
		return nil, false
	}
	vars := varNames{}
	var q *templates.Query
	if b != "" {
		// Direction: the schema's between two labels; for a label
		// joined to itself, from the thing after "from" to the thing
		// after "to".
		first, second := 0, 1
		switch fwd, back := et.Connects(a, b), et.Connects(b, a); {
		case a == b:
			i0, i1 := o.tokensIn(named[0].Span)[0], o.tokensIn(named[1].Span)[0]
			if !english.EdgeValueFrom.Is(o.word(i0-1)) || !english.EdgeValueTo.Is(o.word(i1-1)) {
				return nil, false
			}
		case fwd && !back:
		case back && !fwd:
			first, second = 1, 0
		default:
			return nil, false
		}
		src, dst := named[first], named[second]
		sv := vars.next(src.Owner)
		dv := vars.next(dst.Owner)
		evar := vars.next(edge)
		q = &templates.Query{
			Match:  []templates.Path{templates.P(templates.N(sv, src.Owner), templates.Hop{Edge: edge, Var: evar, To: templates.N(dv, dst.Owner)})},
			Where:  templates.AllOf(templates.C(sv, src.Prop, templates.Eq, src.Value), templates.C(dv, dst.Prop, templates.Eq, dst.Value)),
			Return: []templates.Proj{{Agg: agg, Var: evar, Prop: prop, As: prop}},
		}
		how += fmt.Sprintf(", read on the %s from %v to %v", edge, src.Value, dst.Value)
	} else {
		// One thing named: the relationship leaves it or reaches it,
		// not both, and its other end is one label.
		far, dir, ok := farEnd(et, a)
		if !ok || !onlyEnds(nouns, a, far) {
			// A noun of another label than the relationship's other
			// end names another relationship's things.
			return nil, false
		}
		nv := vars.next(a)
		fv := vars.next(far)
		evar := vars.next(edge)
		q = &templates.Query{
			Match:  []templates.Path{templates.P(templates.N(nv, a), templates.Hop{Edge: edge, Var: evar, Dir: dir, To: templates.N(fv, far)})},
			Where:  templates.C(nv, named[0].Prop, templates.Eq, named[0].Value),
			Return: []templates.Proj{{Agg: agg, Var: evar, Prop: prop, As: prop}},
		}
		if agg != "" {
			how += fmt.Sprintf(", %s over every %s of %v", agg, edge, named[0].Value)
		}
	}
	if _, err := templates.Normalize(q, o.s); err != nil {
		return nil, false
	}
	warns.add(o.diagnostic("edge-value-between-named", o.tokSpan(askAt), how))
	return q, true
}

// edgeWordOf: w is a word of a joining relationship's name, as written or
// as a form of its verb ("maintained" of MAINTAINS).
func (o *readCtx) edgeWordOf(w string, joins []schema.EdgeType) bool {
	lemma := grounding.Lemma(w)
	for _, et := range joins {
		for _, part := range grounding.SplitName(et.Name) {
			p := strings.ToLower(part)
			if p == w || grounding.Lemma(p) == lemma {
				return true
			}
		}
	}
	return false
}

// cueCovers: token k is an ordering or comparing word, or a word of one of
// english's cues.
func (o *readCtx) cueCovers(k int) bool {
	w := o.word(k)
	if english.IsSuperlative(w) || english.EstSuperlative(w) {
		return true
	}
	for _, c := range english.Cues() {
		if c.Kind() == english.KindQuestion || c.Kind() == english.KindFiller {
			continue
		}
		for j := max(0, k-3); j <= k; j++ {
			if n := c.At(o.words, o.lower, j); n > 0 && j+n > k {
				return true
			}
		}
	}
	return false
}

// labelWordOf is the label of labels whose whole one-word name w is, as
// written or in another form ("orders" of Order); "" when none or several.
func labelWordOf(w string, labels map[string]bool) string {
	lemma := grounding.Lemma(w)
	found := ""
	for l := range labels {
		if parts := grounding.SplitName(l); len(parts) == 1 {
			if p := strings.ToLower(parts[0]); p == w || p == lemma {
				if found != "" {
					return ""
				}
				found = l
			}
		}
	}
	return found
}

// edgeRole is a stored value of a text property of a relationship.
type edgeRole struct {
	edge, prop string
	value      any
}

// edgeRoleOf is the one stored value of a text property of the joining
// relationships that w names: its lemma as stored ("tanked" of 'tank',
// "leads" of 'lead') or the lemma with an agent ending ("owns" of
// 'owner', "collaborate" of 'collaborator'); nil for none or several.
func edgeRoleOf(w string, joins []schema.EdgeType) *edgeRole {
	lemma := grounding.Lemma(w)
	if len(lemma) < 3 {
		return nil
	}
	forms := []string{lemma}
	for _, suf := range english.EdgeValueAgentSuffix {
		forms = append(forms, lemma+suf, strings.TrimSuffix(lemma, "e")+suf)
	}
	var found *edgeRole
	for _, et := range joins {
		for _, p := range et.Properties {
			if p.Type != schema.String {
				continue
			}
			for _, v := range p.Samples {
				sv, ok := v.(string)
				if !ok {
					continue
				}
				for _, f := range forms {
					if strings.EqualFold(sv, f) {
						if found != nil && (found.edge != et.Name || found.prop != p.Name || found.value != v) {
							return nil
						}
						found = &edgeRole{et.Name, p.Name, v}
					}
				}
			}
		}
	}
	return found
}

// edgeRoleListed lists the things at the relationship's other end from
// the named thing whose relationship holds the role.
func (o *offline) edgeRoleListed(n *ValueLink, role *edgeRole, nouns map[string]bool, askAt int, warns *sink) (*templates.Query, bool) {
	et := o.s.EdgeType(role.edge)
	a := n.Owner
	far, dir, ok := farEnd(et, a)
	key := o.s.Key(far)
	if !ok || key == "" || !onlyEnds(nouns, a, far) {
		return nil, false
	}
	vars := varNames{}
	nv := vars.next(a)
	fv := vars.next(far)
	evar := vars.next(role.edge)
	q := &templates.Query{
		Match:    []templates.Path{templates.P(templates.N(nv, a), templates.Hop{Edge: role.edge, Var: evar, Dir: dir, To: templates.N(fv, far)})},
		Where:    templates.AllOf(templates.C(nv, n.Prop, templates.Eq, n.Value), templates.C(evar, role.prop, templates.Eq, role.value)),
		Return:   []templates.Proj{{Var: fv, Prop: key, As: key}},
		Distinct: true,
	}
	if _, err := templates.Normalize(q, o.s); err != nil {
		return nil, false
	}
	warns.add(o.diagnostic("edge-value-between-named", o.tokSpan(askAt),
		fmt.Sprintf("%q names %s.%s %q, a stored value of the relationship joining %v to the %s listed", o.toks[askAt].Text, role.edge, role.prop, role.value, n.Value, far)))
	return q, true
}

// onlyEnds: every label a word names is a or far.
func onlyEnds(nouns map[string]bool, a, far string) bool {
	for l := range nouns {
		if l != a && l != far {
			return false
		}
	}
	return true
}

// farEnd is the one label at the other end of et from label a, and the
// direction walked to it: not ok when et joins a to itself, does not touch
// a, or reaches more than one label or both ways.
func farEnd(et *schema.EdgeType, a string) (string, templates.Dir, bool) {
	far, dir := "", templates.Out
	for _, ep := range et.Endpoints {
		var f string
		var d templates.Dir
		switch {
		case ep.From == a && ep.To == a:
			return "", dir, false
		case ep.From == a:
			f, d = ep.To, templates.Out
		case ep.To == a:
			f, d = ep.From, templates.In
		default:
			continue
		}
		if far != "" && (far != f || dir != d) {
			return "", dir, false
		}
		far, dir = f, d
	}
	return far, dir, far != ""
}
