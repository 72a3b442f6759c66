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
		Check{ID: "edge-value-between-named", Warning: true, Summary: "a property of the relationship between two named things is read from the one relationship joining them",
			Doc: "\"What is the distance from LIS-01 to MAD-01?\": two things named by stored values, the words of one property of one relationship joining their labels, and besides them only asking words, auxiliaries, determiners, prepositions, the labels' nouns and the relationship's words; \"when\" or \"since when\" with no property word reads the relationship's one date. The relationship is walked in the one direction the schema gives it between the two labels (for a label joined to itself: from the thing after \"from\" to the thing after \"to\") and its property returned. Read only where the phases refused; any other word (a number, a negation, a verb no relationship is named by), a property of a thing, two relationships or two dates leave the refusal."},
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
	// The two named things, in the question's order.
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
	if len(named) != 2 {
		return nil, false
	}
	if o.tokensIn(named[1].Span)[0] < o.tokensIn(named[0].Span)[0] {
		named[0], named[1] = named[1], named[0]
	}
	a, b := named[0].Owner, named[1].Owner
	if a == b && fmt.Sprint(named[0].Value) == fmt.Sprint(named[1].Value) {
		return nil, false
	}
	// The relationships joining the two labels, either way.
	var joins []schema.EdgeType
	for _, et := range o.s.EdgeTypes {
		if et.Connects(a, b) || et.Connects(b, a) {
			joins = append(joins, et)
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
	// Every other word: a property word of a joining relationship, the
	// relationship's own words, a label's noun, or filler.
	asked := map[edgeValueWord]bool{}
	when, measure, askAt := false, false, -1
	for k, t := range o.toks {
		if _, ok := inName[k]; ok || t.POS == grounding.PUNCT {
			continue
		}
		w := o.word(k)
		read := false
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
				if askAt < 0 {
					askAt = k
				}
				read = true
			case e.Kind == "prop" && e.Owner == "":
				for _, et := range joins {
					if schema.Find(et.Properties, e.Name) != nil && len(o.s.LabelsWithProperty(e.Name)) == 0 {
						asked[edgeValueWord{et.Name, e.Name}] = true
						if askAt < 0 {
							askAt = k
						}
						read = true
					}
				}
			case e.Kind == "edge" && joining(e.Name):
				read = true
			case e.Kind == "label" && (e.Name == a || e.Name == b):
				read = true
			}
		}
		if read {
			continue
		}
		switch {
		case english.EdgeValueWhen.Is(w):
			when = true
			if askAt < 0 {
				askAt = k
			}
		case english.EdgeValueMeasure.Is(w) && k > 0 && english.EdgeValueFiller.Is(o.word(k-1)):
			measure = true
		case english.EdgeValueFiller.Is(w), english.EdgeValueSince.Is(w):
		case english.EdgeValueDateNoun.Is(w) && k > 1 && english.EdgeValueSince.Is(o.word(k-2)):
			when = true
			if askAt < 0 {
				askAt = k
			}
		case when && english.StartVerb.Is(grounding.Lemma(w)):
			// "when did Martin Egger start at …": the date the
			// relationship began.
		case o.edgeWordOf(w, joins):
		default:
			return nil, false
		}
	}
	var edge, prop string
	var how string
	switch {
	case len(asked) == 1 && !when:
		for w := range asked {
			edge, prop = w.edge, w.prop
		}
		how = fmt.Sprintf("the words name %s.%s, a property of the relationship joining %s and %s", edge, prop, a, b)
	case len(asked) == 0 && when && !measure:
		if len(joins) != 1 {
			return nil, false
		}
		edge = joins[0].Name
		for _, p := range joins[0].Properties {
			if p.Type.IsList() || !(dateText(p) || p.Type == schema.Date || p.Type == schema.DateTime || o.yearPropOf(edge, p.Name)) {
				continue
			}
			if prop != "" {
				return nil, false
			}
			prop = p.Name
		}
		if prop == "" {
			return nil, false
		}
		how = fmt.Sprintf("%q asks for %s.%s, the one date of the one relationship joining %s and %s", o.toks[askAt].Text, edge, prop, a, b)
	default:
		return nil, false
	}
	et := o.s.EdgeType(edge)
	p := schema.Find(et.Properties, prop)
	if p == nil || p.Type.IsList() || measure && !p.Type.Numeric() {
		return nil, false
	}
	// Direction: the schema's between two labels; for a label joined to
	// itself, from the thing after "from" to the thing after "to".
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
	vars := varNames{}
	sv := vars.next(src.Owner)
	dv := vars.next(dst.Owner)
	ev := vars.next(edge)
	q := &templates.Query{
		Match:  []templates.Path{templates.P(templates.N(sv, src.Owner), templates.Hop{Edge: edge, Var: ev, To: templates.N(dv, dst.Owner)})},
		Where:  templates.AllOf(templates.C(sv, src.Prop, templates.Eq, src.Value), templates.C(dv, dst.Prop, templates.Eq, dst.Value)),
		Return: []templates.Proj{{Var: ev, Prop: prop, As: prop}},
	}
	if _, err := templates.Normalize(q, o.s); err != nil {
		return nil, false
	}
	if askAt < 0 {
		askAt = 0
	}
	warns.add(o.diagnostic("edge-value-between-named", o.tokSpan(askAt),
		fmt.Sprintf("%s: %s is read on the %s from %v to %v", how, prop, edge, src.Value, dst.Value)))
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
