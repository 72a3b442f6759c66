package offline

import (
	"fmt"
)

// offEdgeDateVerbs reads "How many releases were published in 2024?" where
// "published" links a relationship (Organization PUBLISHES Package) that
// the one kind of thing the question names takes no part in: the verb
// cannot be that relationship, and followed by a date cue and a year it
// says when the things happened. When they hold exactly one date (ISO
// text), the verb is read as that date, as dateVerbLinks does for a verb
// spelling the date's name. Several labels named, a relationship touching
// the label, or no or several dates leave the links alone. The reading is
// a warning (date-verb-read).
func (o *offline) offEdgeDateVerbs(warns *sink) {
	label := ""
	for _, e := range o.ev.Elements {
		if e.Kind != "label" {
			continue
		}
		if label != "" && e.Name != label {
			return
		}
		label = e.Name
	}
	if label == "" {
		return
	}
	var ev *Evidence
	for k, e := range o.ev.Elements {
		if e.Kind != "edge" {
			continue
		}
		idx := o.tokensIn(e.Span)
		if len(idx) != 1 || !o.yearCueAt(idx[0]+1) {
			continue
		}
		et := o.s.EdgeType(e.Name)
		if et == nil {
			continue
		}
		touches := false
		for _, ep := range et.Endpoints {
			touches = touches || ep.From == label || ep.To == label
		}
		if touches {
			continue
		}
		prop := ""
		for _, p := range o.propsOf(label) {
			if isoDated(&p) {
				if prop != "" {
					return // two dates: which one the verb means is a guess
				}
				prop = p.Name
			}
		}
		if prop == "" {
			return
		}
		if ev == nil {
			cp := *o.ev
			cp.Elements = append([]ElementLink(nil), o.ev.Elements...)
			ev = &cp
		}
		ev.Elements[k] = ElementLink{Kind: "prop", Name: prop, Owner: label, Span: e.Span, Score: e.Score}
		warns.add(o.diagnostic("date-verb-read", e.Span, fmt.Sprintf("%q is read as %s.%s, the one date %s holds, not as %s, a relationship %s takes no part in: a year follows it", o.toks[idx[0]].Text, label, prop, label, e.Name, label)))
	}
	if ev != nil {
		o.ev = ev
	}
}
