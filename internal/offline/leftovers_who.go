package offline

import (
	"fmt"

	"github.com/gql-dev/gql/grounding"
	"github.com/gql-dev/gql/internal/english"
	"github.com/gql-dev/gql/schema"
)

// edgeValuePerson is the label "who" asks for in "Who is the owner of
// quill-http?", "Who is the lead of Data Structures?": no word names a
// thing asked for, a word names a value stored on a relationship (a role
// on MAINTAINS, TEACHES), and a named thing stands at one end of that
// relationship: the one asked for is at its other end, when that end is a
// label with a name (cands). A self-relationship, a relationship with no
// named thing at either end, or several such relationships leave "who" to
// the other readings. The reading is a warning (who-other-end).
func (o *focusPhase) edgeValuePerson(cands []string) string {
	named := map[string]bool{}
	for _, v := range o.ev.Values {
		if !v.OnEdge {
			named[v.Owner] = true
		}
	}
	found, edge := "", ""
	var said ValueLink
	for _, v := range o.ev.Values {
		if !v.OnEdge {
			continue
		}
		et := o.s.EdgeType(v.Owner)
		if et == nil || selfRelation(et) {
			continue
		}
		for _, c := range cands {
			if named[c] || !et.Connects(c, "") && !et.Connects("", c) {
				continue
			}
			ends := false
			for l := range named {
				ends = ends || et.Connects(c, l) || et.Connects(l, c)
			}
			if !ends {
				continue
			}
			if found != "" && found != c {
				return ""
			}
			found, edge, said = c, v.Owner, v
		}
	}
	if found == "" {
		return ""
	}
	o.res.warnings = append(o.res.warnings, o.diagnostic("who-other-end", said.Span,
		fmt.Sprintf("no word names who is asked for; %q is a value of %s.%s, so \"who\" is read as the %s at the other end of %s from the thing named", o.ev.Question[said.Span.Start:said.Span.End], edge, said.Prop, found, edge)))
	return found
}

// roleNounValuesAside reads "Who are the owners of quill-http?", "Who are
// the leads of Data Structures?": in a "who" question naming no label, the
// noun after "the" and before "of" links to nothing and names, but for its
// plural, exactly one value stored in a text property of a relationship
// (MAINTAINS.role 'owner'): it is that value, as "the owner" already is
// when grounding links it. The link is added to this compilation's
// evidence; the reading is a warning (edge-value-read).
func (o *offline) roleNounValuesAside(warns *sink) {
	if o.find(english.Who) < 0 {
		return
	}
	for _, e := range o.ev.Elements {
		if e.Kind == "label" {
			return
		}
	}
	for i := 1; i+1 < len(o.toks); i++ {
		if !english.The.Is(o.word(i-1)) || !english.Of.Is(o.word(i+1)) || o.toks[i].POS != grounding.NOUN || o.linksAt(i) || o.valueAt(i) || o.toks[i].Quoted {
			continue
		}
		found, ambiguous := o.edgeValueNamed(i, func(v string) bool { return english.NamesValue(o.toks[i].Text, v) })
		if ambiguous {
			return
		}
		if found == nil {
			continue
		}
		o.addValueLink(*found)
		warns.add(o.diagnostic("edge-value-read", o.toks[i].Span,
			fmt.Sprintf("read %q as %s.%s = '%s', a value the relationship holds", o.toks[i].Text, found.Owner, found.Prop, found.Value)))
		return
	}
}

// edgeValueNamed is the one value, stored in a text property of a
// relationship, that match accepts, linked at token i. Two different ones
// are ambiguous: a word naming two roles names neither.
func (o *offline) edgeValueNamed(i int, match func(v string) bool) (found *ValueLink, ambiguous bool) {
	for _, et := range o.s.EdgeTypes {
		for _, p := range et.Properties {
			if p.Type != schema.String {
				continue
			}
			for _, sv := range p.Samples {
				v, ok := sv.(string)
				if !ok || !match(v) {
					continue
				}
				if found != nil && (found.Owner != et.Name || found.Prop != p.Name || found.Value != v) {
					return nil, true
				}
				found = &ValueLink{Owner: et.Name, OnEdge: true, Prop: p.Name, Value: v, Span: o.toks[i].Span, Score: 1}
			}
		}
	}
	return found, false
}

// addValueLink adds a value link to this compilation's evidence; the
// evidence is shared with the caller, so it is copied, not appended to.
func (o *offline) addValueLink(v ValueLink) {
	ev := *o.ev
	ev.Values = append(append([]ValueLink(nil), o.ev.Values...), v)
	o.ev = &ev
}
