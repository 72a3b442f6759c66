package offline

import (
	"fmt"
	"strings"

	"github.com/gql-dev/gql/internal/english"
	"github.com/gql-dev/gql/schema"
	"github.com/gql-dev/gql/templates"
)

// mostOfColumn reads "the X with the most P" where P is no label or
// relationship but a numeric property of X ("the museum with the most
// staff" over num_of_staff, "the physician with the most years of
// experience" over years_exp): tables converted to graphs keep such counts
// as columns, and with nothing connected to count, the count reading
// refuses. The answer ranks X by P, highest first; the cut at one row is
// warned by the ranking's own ties warning, and the reading by
// most-is-column. It runs only where the count reading would refuse
// (retCountRanked found no counted end), so no answer given before changes.
func (b *builder) mostOfColumn() (bool, error) {
	o, q, focus := b.o, b.q, b.focus
	at := o.countMost()
	if focus == nil || at < 0 || at+1 >= len(o.toks) || o.superlative() != 0 || !o.countRanks() {
		return false, nil
	}
	sp := o.toks[at+1].Span
	var hit *ElementLink
	for k, e := range o.ev.Elements {
		if e.Span.Start > sp.Start || e.Span.End < sp.End {
			continue
		}
		if e.Kind != "prop" {
			// The noun also names a label or a relationship: a count of
			// those may be meant, and guessing is worse than refusing.
			return false, nil
		}
		if e.Owner != "" && e.Owner != focus.label || e.Name == b.prop {
			continue
		}
		p := schema.Find(o.propsOf(focus.label), e.Name)
		if p == nil || !p.Type.Numeric() || p.Type.IsList() || !columnSpells(e.Name, o.toks[at+1].Text) {
			continue
		}
		if hit != nil && hit.Name != e.Name {
			return false, nil // two columns the noun could name
		}
		hit = &o.ev.Elements[k]
	}
	if hit == nil {
		return false, nil
	}
	o.consume(*hit)
	first := o.nodeCol(focus)
	if b.prop != "" && b.ownerEdge == "" {
		first = templates.Col(focus.v, b.prop)
	}
	col := "order_" + identOf(hit.Name)
	q.Return = []templates.Proj{first, {Var: focus.v, Prop: hit.Name, As: col}}
	nq, err := templates.Normalize(q, o.s)
	if err != nil {
		return true, o.refuse("invalid-plan", -1, "%v", err)
	}
	q.Order = []templates.Sort{{Col: col, Desc: true}, {Col: nq.Return[0].As}}
	q.Limit = b.limitOr(1)
	o.warnings = append(o.warnings, o.diagnostic("most-is-column", o.tokSpans(at, at+1),
		fmt.Sprintf("%q names %s, a number each %s holds, so %s is ranked by it rather than by a count of related things", o.toks[at].Text+" "+o.toks[at+1].Text, hit.Name, focus.label, focus.label)))
	return true, nil
}

// columnSpells: the property's name holds the noun as the question wrote
// it ("staff" in num_of_staff, "years" in years_exp, "seats"): a plural the
// name has in the singular ("floors" for floor) is a count of things, and
// the column a single value's position or measure, so it is no reading.
func columnSpells(prop, noun string) bool {
	noun = strings.ToLower(noun)
	for _, part := range strings.FieldsFunc(strings.ToLower(schema.LocalName(prop)), func(r rune) bool { return r == '_' || r == '#' || r == '-' || r == ' ' }) {
		if part == noun {
			return true
		}
	}
	return false
}

// serialAnd: token t is the "and" (or "or") of a serial comma ("the name,
// independence year, and surface area"), which joins no item the comma
// before it did not already.
func (o *readCtx) serialAnd(t int) bool {
	return t > 0 && english.HavingJoin.Is(o.word(t)) && english.HavingComma.Is(o.word(t-1))
}

// countWordInColumn: the count word at token i is part of a property's
// name the plan returns ("the average dock count" over dock_count, "the
// total seat count"): the column is what is asked, not a count of things.
func (o *readCtx) countWordInColumn(q *templates.Query, i int) bool {
	if i < 0 || i >= len(o.toks) {
		return false
	}
	sp := o.toks[i].Span
	for _, e := range o.ev.Elements {
		if e.Kind != "prop" || e.Span.Start > sp.Start || e.Span.End < sp.End {
			continue
		}
		for _, r := range q.Return {
			if r.Prop == e.Name {
				return true
			}
		}
	}
	return false
}

// atMostRanking refuses a ranking whose "most" is the bound of "at most
// N" ("airlines that have at most 2 hubs"): that compares each count with
// N, and ranking the top N instead would answer another question.
func (b *builder) atMostRanking() error {
	o := b.o
	for i := 1; i+1 < len(o.toks); i++ {
		if !english.HavingMost.Is(o.word(i)) || !english.HavingAt.Is(o.word(i-1)) {
			continue
		}
		// A number the filters compared with a value ("a rating of at
		// most 60") is read already; one left to the ranking, or one
		// before a label or relationship (the things it counts), is not.
		counts := o.linksKind(i+2, "label") || o.linksKind(i+2, "edge")
		if _, ok := o.numberAt(i + 1); ok && (!o.used.has(i+1) || counts) {
			return o.refuse("count-comparison", i+1, "%q bounds a count of related things by %s, which the plan would read as a ranking of the top %s instead", "at most "+o.toks[i+1].Text, o.toks[i+1].Text, o.toks[i+1].Text)
		}
	}
	return nil
}
