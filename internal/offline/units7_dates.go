package offline

import (
	"fmt"
	"strings"

	"github.com/gql-dev/gql/diag"
	"github.com/gql-dev/gql/internal/english"
	"github.com/gql-dev/gql/schema"
	"github.com/gql-dev/gql/templates"
)

// dateNamedByVerb reads "customers who signed up since March 2023", "what
// was delivered in December 2024": a verb, alone or with the particle
// after it, spells the name of a date a thing holds as ISO text (signup,
// delivered), and a date cue and a year (or a month and a year) follow.
// The year is said of that date. Grounding linked the verb to nothing, or
// to a stored state of the same spelling ("delivered" of a status), which
// would have been a second constraint and left the year on a birth year
// or on nothing. The date's owner is the one label the question names
// holding such a date or, naming none, the one label of the schema that
// does; with several it is left alone. Verbs grounding linked to a
// relationship are dateVerbLinks'. Warned date-spelled-read.
func (o *offline) dateNamedByVerb(warns *sink) {
	for i := 0; i+1 < len(o.toks); i++ {
		n := 1
		if !o.yearCueAt(i + 1) {
			if !o.yearCueAt(i+2) || !english.VerbParticle.Is(o.word(i+1)) {
				continue
			}
			n = 2
		}
		sp := diag.Span{Start: o.toks[i].Span.Start, End: o.toks[i+n-1].Span.End}
		if o.linkedWithin(sp) {
			continue
		}
		owner, prop, ok := o.dateSpelled(i, n)
		if !ok {
			continue
		}
		ev := *o.ev
		ev.Values = nil
		for _, v := range o.ev.Values {
			if v.Span.Start >= sp.Start && v.Span.End <= sp.End {
				continue // the state the verb also spells
			}
			ev.Values = append(ev.Values, v)
		}
		ev.Elements = append(append([]ElementLink(nil), o.ev.Elements...), ElementLink{Kind: "prop", Name: prop, Owner: owner, Span: sp, Score: 1})
		said := o.ev.Question[sp.Start:sp.End]
		detail := fmt.Sprintf("%q is read as %s.%s, the date %s holds (as text, %s), whose name it spells: the year after it is compared with that date", said, owner, prop, owner, isoForm(schema.Find(o.propsOf(owner), prop)))
		if !o.labelLinked() && english.WhatOpens.Is(o.word(0)) {
			// "What was delivered in …": nothing else names the things
			// asked for; they are the date's owner.
			ev.Elements = append(ev.Elements, ElementLink{Kind: "label", Name: owner, Span: o.toks[0].Span, Score: 1})
			detail += fmt.Sprintf("; %q asks for the %s things, the one label whose date it spells", o.toks[0].Text, owner)
		}
		o.ev = &ev
		warns.add(o.diagnostic("date-spelled-read", sp, detail))
		return
	}
}

// linkedWithin: a label, relationship or property link lies on the words
// of sp alone (values are not counted: a state may share the verb's
// spelling; nor is a label's link that runs over the noun before them,
// "customers signed up").
func (o *readCtx) linkedWithin(sp diag.Span) bool {
	for _, e := range o.ev.Elements {
		if e.Span.Start >= sp.Start && e.Span.Start < sp.End {
			return true
		}
	}
	return false
}

// dateSpelled is the one ISO-text date whose name the n words at i spell
// ("signed up" → signup, sign_up; "delivered" → delivered), among the
// labels the question names or, when it names none, all of the schema's.
func (o *readCtx) dateSpelled(i, n int) (owner, prop string, ok bool) {
	var labels []string
	for _, e := range o.ev.Elements {
		if e.Kind == "label" {
			labels = append(labels, e.Name)
		}
	}
	if len(labels) == 0 {
		for _, l := range o.s.Labels {
			labels = append(labels, l.Name)
		}
	}
	seen := map[string]bool{}
	for _, l := range labels {
		if seen[l] {
			continue
		}
		seen[l] = true
		for _, p := range o.propsOf(l) {
			if !isoDated(&p) || !o.wordsSpell(i, n, p.Name) {
				continue
			}
			if owner != "" {
				return "", "", false // two dates spelled: which is a guess
			}
			owner, prop = l, p.Name
		}
	}
	return owner, prop, owner != ""
}

// wordsSpell: the verb at i (its lemma or as written), with the particle
// after it when n is 2, is the property's name with its separators
// removed.
func (o *readCtx) wordsSpell(i, n int, name string) bool {
	squashed := strings.ToLower(strings.NewReplacer("_", "", "-", "", " ", "").Replace(localPart(name)))
	if n == 1 {
		return spellsName(o.word(i), squashed)
	}
	particle := o.word(i + 1)
	for _, v := range []string{o.word(i), o.lower[i], english.Lemma(o.word(i))} {
		if v+particle == squashed {
			return true
		}
	}
	return false
}

// labelLinked: some word links a label.
func (o *readCtx) labelLinked() bool {
	for _, e := range o.ev.Elements {
		if e.Kind == "label" {
			return true
		}
	}
	return false
}

// yearOnUnnamedDate reads "Which orders did Marta Nowak deliver in 2025?":
// no property is named for the year, and the question names several
// things, all but one of them a single thing named by its key (Marta
// Nowak), and the one not named is what the verb acts on (actedOn). A year said of one named thing's date would keep it or not as a
// whole, which no question asks through "which"; it dates the things that
// are not named one by one, here the orders, when they hold exactly one
// date as ISO text ('YYYY-MM-DD', or 'YYYY-MM-DDTHH:MM', which sorts the
// same) and no year-like number. With two unnamed things, several dates
// or a year-like number, the number is left to the other readings (which
// refuse it). Warned date-as-text, naming the date chosen.
func (o *conPhase) yearOnUnnamedDate(i int) bool {
	lo, hi, c, when, _, ok := o.textYearRange(i, "")
	if !ok || len(o.nodes) < 2 {
		return false
	}
	if o.propNamedBefore(c) {
		return false // a property is named: its own reading decides
	}
	var free *onode
	for _, n := range o.nodes {
		if o.keyAnchored(n) {
			continue
		}
		if free != nil {
			return false // two unnamed things: whose date is a guess
		}
		free = n
	}
	if free == nil || free.pos < 0 || !o.actedOn(free.pos, c) {
		return false
	}
	date := o.onlyTextDate(free.label)
	if date == "" {
		return false
	}
	o.keepDateRange(free.v, date, lo, hi, c, i)
	o.warnings = append(o.warnings, o.diagnostic("date-as-text", o.tokSpan(i),
		fmt.Sprintf("%s is the one date %s holds (as text, %s), and %s are the things the question does not name one by one: %q %s is compared with it as text, which sorts like the days", date, free.label, isoForm(schema.Find(o.propsOf(free.label), date)), free.label, o.word(c), when)))
	return true
}

// actedOn: the noun at pos is the object of the verb before the cue at c:
// an auxiliary of an object question follows it ("Which orders did Marta
// Nowak deliver"), or a passive one with "by" before c ("which orders were
// delivered by Marta Nowak"). A year then dates what was done to the
// things; asked of the doer ("Which courier delivered ORD-1 in 2025"), it
// dates the act, whose date the doer does not hold.
func (o *readCtx) actedOn(pos, c int) bool {
	next := o.word(pos + 1)
	if english.ObjectAux.Is(next) {
		return true
	}
	if !english.PassiveAux.Is(next) {
		return false
	}
	for k := pos + 2; k < c; k++ {
		if english.ByWord.Is(o.word(k)) {
			return true
		}
	}
	return false
}

// keyAnchored: the node is one thing named by its key (a value of the
// property that identifies its label).
func (o *readCtx) keyAnchored(n *onode) bool {
	key := o.s.Key(n.label)
	if key == "" {
		return false
	}
	for _, f := range n.filter {
		if c, ok := f.(*templates.Cmp); ok && c.Prop == key && c.Op == templates.Eq {
			return true
		}
	}
	return false
}

// isoForm names the form of the ISO text a date property holds, a date or
// a date and a time: a year's or a month's bounds ('2025-01-01' ≤ d <
// '2026-01-01') hold for both, since a date-time sorts after its day.
func isoForm(p *schema.Property) string {
	if p != nil {
		for _, v := range p.Samples {
			if s, ok := v.(string); ok && len(s) > 10 && s[10] == 'T' {
				return "'YYYY-MM-DDTHH:MM', a date and a time"
			}
		}
	}
	return "'YYYY-MM-DD'"
}
