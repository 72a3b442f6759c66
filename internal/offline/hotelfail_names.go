package offline

import (
	"fmt"
	"strings"

	"github.com/gql-dev/gql/diag"
	"github.com/gql-dev/gql/grounding"
	"github.com/gql-dev/gql/internal/english"
	"github.com/gql-dev/gql/templates"
)

// A name that is only part of several stored names ("Alpenrose" of the
// hotels Alpenrose Zermatt and Alpenrose Innsbruck), said before the
// plural of their label's noun ("Alpenrose hotels"): the plural asks for
// several things, and the words are shared by several stored values, so
// correcting them into the closest one (by length alone) answered about
// one hotel. Read instead as an unstored name, whose words stored values
// contain ("the Matrix films"): the things whose name holds the words.

// namePartsAside moves such a value link among the unmatched names, with
// the stored values holding its words as the closest, so the anchors
// phase matches them as contained text (literalAnchors). A name written
// in full, a match up to case or accents, a name holding words no stored
// value has, or one before a singular noun ("the Alpenrose hotel": one
// hotel, which one a guess either way) is left as it was.
func namePartsAside(ev *Evidence, r *grounding.Result) *Evidence {
	for _, v := range r.Values {
		if len(v.Candidates) == 0 || v.Best().Match == grounding.MatchExact || v.Best().Match == grounding.MatchAlias {
			continue
		}
		at := -1
		for k, x := range ev.Values {
			if x.Span == v.Span {
				at = k
			}
		}
		if at < 0 {
			continue
		}
		taken := ev.Values[at]
		if taken.OnEdge || labelRightAfter(r, v.Span) != taken.Owner || !pluralAfter(r, v.Span) {
			continue
		}
		text := grounding.Normalize(r.Question[v.Span.Start:v.Span.End])
		var holding []ValueLink
		for _, c := range v.Candidates {
			if c.Field.Owner == taken.Owner && c.Field.Prop == taken.Prop && !c.Field.Edge && holdsWords(grounding.Normalize(c.Value), text) {
				holding = append(holding, ValueLink{Owner: c.Field.Owner, Prop: c.Field.Prop, Value: c.Value, Span: v.Span, Score: c.Score})
			}
		}
		if len(holding) < 2 {
			continue
		}
		ev.Values = append(ev.Values[:at:at], ev.Values[at+1:]...)
		ev.Unmatched = append(ev.Unmatched, Unmatched{Text: r.Question[v.Span.Start:v.Span.End], Span: v.Span, Closest: holding, part: true})
	}
	return ev
}

// pluralAfter: the word right after sp is a plural noun ("hotels"): its
// lemma differs from it as written.
func pluralAfter(r *grounding.Result, sp diag.Span) bool {
	for _, t := range r.Tokens {
		if t.Span.Start < sp.End {
			continue
		}
		w := strings.ToLower(t.Text)
		l := strings.ToLower(t.Lemma)
		if l == "" {
			l = english.Lemma(w)
		}
		return w != l && strings.HasSuffix(w, "s")
	}
	return false
}

// namePartsRead says how a name moved by namePartsAside was read,
// replacing the warning the anchors phase gave it as an unstored literal
// (which says nothing matches): the things whose field holds its words
// are matched, all of them. A "who" question answered with those very
// things is refused as the echo it would be with the name stored: the
// question names them and asks for someone else ("Who teaches the
// Calculus courses?" where the plan found no teacher to show).
func (o *offline) namePartsRead(q *templates.Query, warns *sink) error {
	for _, u := range o.ev.Unmatched {
		if !u.part {
			continue
		}
		var names []string
		for _, c := range u.Closest {
			names = append(names, fmt.Sprintf("%q", c.Value))
		}
		c := u.Closest[0]
		if o.whoAsksFor(q, c.Owner) {
			return o.refuse("echo-answer", o.tokenAt(u.Span), "the question asks who, and the plan would return the %s things %q names (%s) rather than someone related to them: what is asked about them does not link to the schema", c.Owner, u.Text, strings.Join(names, ", "))
		}
		for k, d := range warns.list {
			if d.Check == "value-not-found" && d.Span == u.Span {
				warns.list[k] = o.diagnostic("name-part-read", u.Span,
					fmt.Sprintf("%q is no stored %s.%s but a part of several (%s), said before the plural of their noun: read as every %s whose %s holds those words, not as one of them nor as something else of that name", u.Text, c.Owner, c.Prop, strings.Join(names, ", "), c.Owner, c.Prop))
			}
		}
	}
	return nil
}

// whoAsksFor: the question opens with who/whom and the plan returns a
// thing of the label.
func (o *offline) whoAsksFor(q *templates.Query, label string) bool {
	first := -1
	for i := range o.toks {
		if w := o.word(i); w != "" && !isPunct(w) {
			first = i
			break
		}
	}
	if first < 0 || !english.Frame.Who.Is(o.word(first)) {
		return false
	}
	labels := varLabels(q)
	for _, r := range q.Return {
		if labels[r.Var] == label {
			return true
		}
	}
	return false
}
