package offline

import (
	"fmt"

	"github.com/gql-dev/gql/internal/english"
	"github.com/gql-dev/gql/schema"
	"github.com/gql-dev/gql/templates"
)

// whenDate: the property p links to holds dates as ISO text ('YYYY-MM-DD'),
// so "When did the Harbour Branch open?" asks for it however many words the
// named thing takes between the question word and the verb; a year-like
// number was the only date "when" reached before.
func (o *focusPhase) whenDate(p ElementLink) bool {
	owner := p.Owner
	if owner == "" {
		owner = o.ownerOf(p.Name)
	}
	return isoDated(schema.Find(o.propsOf(owner), p.Name))
}

// whenPropOf is the property "When is X?" asks of a thing of the label when
// nothing names one: its one date held as ISO text ("When is the Winter
// Poetry Slam?": the event's date), else its one year-like number (a
// movie's released). A number merely the size of a year (a weight in
// grams) is no answer to "when" when the thing holds a date. With several
// things named ("Since when has X maintained Y?") the date may be their
// relationship's, so only the year-like number is read, as before.
func (o *focusPhase) whenPropOf(label string) string {
	if len(o.nodes) != 1 {
		return o.yearProp(label)
	}
	date := ""
	for _, p := range o.propsOf(label) {
		if isoDated(&p) {
			if date != "" {
				return o.yearProp(label)
			}
			date = p.Name
		}
	}
	if date != "" {
		return date
	}
	return o.yearProp(label)
}

// warnWhenDate says when "when" was answered with a thing's one date that
// no word of the question names ("When is the Winter Poetry Slam?" read as
// the event's date): the property is taken for what "when" asks.
func (o *offline) warnWhenDate(q *templates.Query, warns *sink) {
	i := o.find(english.When)
	if i < 0 || len(q.Return) != 1 || q.Return[0].Prop == "" || q.Return[0].Agg != "" {
		return
	}
	p := q.Return[0].Prop
	for _, e := range o.ev.Elements {
		if e.Kind == "prop" && e.Name == p {
			return
		}
	}
	label := varLabels(q)[q.Return[0].Var]
	warns.add(o.diagnostic("when-date-read", o.tokSpan(i),
		fmt.Sprintf("no word names what %q asks of the %s; read as %s, the one date it holds", o.toks[i].Text, label, p)))
}
