package offline

import (
	"fmt"
	"strings"

	"github.com/gql-dev/gql/grounding"
	"github.com/gql-dev/gql/internal/english"
	"github.com/gql-dev/gql/schema"
	"github.com/gql-dev/gql/templates"
)

// fewestOfColumn is mostOfColumn's other end: "the Rust package with the
// fewest downloads", "the aircraft type with the fewest seats" rank the
// things by a numeric property of theirs the noun after "fewest" spells,
// lowest first, where nothing connected could be counted and the count
// reading would refuse. The noun must name that one property and no label
// or relationship. The reading is a warning (fewest-is-column); the cut at
// one row is warned by the ranking's ties warning.
func (b *builder) fewestOfColumn() (bool, error) {
	o, q, focus := b.o, b.q, b.focus
	at := -1
	for i := range o.toks {
		if english.Fewest.Is(o.word(i)) {
			at = i
			break
		}
	}
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
			return false, nil // a count of the things the noun names may be meant
		}
		if e.Owner != "" && e.Owner != focus.label || e.Name == b.prop {
			continue
		}
		p := schema.Find(o.propsOf(focus.label), e.Name)
		if p == nil || !p.Type.Numeric() || p.Type.IsList() || !columnSpells(e.Name, o.toks[at+1].Text) {
			continue
		}
		if hit != nil && hit.Name != e.Name {
			return false, nil
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
	q.Order = []templates.Sort{{Col: col}, {Col: nq.Return[0].As}}
	q.Limit = b.limitOr(1)
	o.warnings = append(o.warnings, o.diagnostic("fewest-is-column", o.tokSpans(at, at+1),
		fmt.Sprintf("%q names %s, a number each %s holds, so %s is ranked by it, lowest first, rather than by a count of related things", o.toks[at].Text+" "+o.toks[at+1].Text, hit.Name, focus.label, focus.label)))
	return true, nil
}

// participleRanked reads "the 5 most downloaded Python packages", "the
// least visited airports": a superlative followed by a participle that
// links a numeric property of the things listed ranks them by that
// property. The build reads the participle as the property to group by
// and counts the things per value — a most-common-value plan that counts
// each thing once, which sanity refuses; the plan is turned into the
// ranking by the property instead, highest first after "most", lowest
// after "fewest"/"least"; the property must count the participle's acts
// (countOfActs). The reading is a warning (participle-ranked).
func (o *offline) participleRanked(q *templates.Query, warns *sink) {
	if len(q.Return) != 2 || len(q.Order) == 0 || q.Optional != nil || len(q.Optionals) > 0 || len(q.Having) > 0 {
		return
	}
	prop, count := q.Return[0], q.Return[1]
	if prop.Agg != "" || prop.Prop == "" || count.Agg != templates.Count || count.Var != prop.Var || q.Order[0].Col != count.As {
		return
	}
	label := varLabels(q)[prop.Var]
	p := schema.Find(o.propsOf(label), prop.Prop)
	if p == nil || !p.Type.Numeric() || p.Type.IsList() {
		return
	}
	for i := range o.toks {
		most := o.mostAtBut(i, -1)
		if !most && !english.Fewest.Is(o.word(i)) && !english.Least.Is(o.word(i)) {
			continue
		}
		k := i + 1
		if k >= len(o.toks) || o.toks[k].POS == grounding.NOUN || o.linksKind(k, "label") || o.linksKind(k, "edge") || !o.linksPropAt(k, label, prop.Prop) || !countOfActs(o.words[k], prop.Prop) {
			continue
		}
		col := "order_" + identOf(prop.Prop)
		nq := *q
		nq.Return = []templates.Proj{o.nodeCol(&onode{v: prop.Var, label: label}), {Var: prop.Var, Prop: prop.Prop, As: col}}
		nq.Order = []templates.Sort{{Col: col, Desc: most}}
		nq.Distinct = false
		norm, err := templates.Normalize(&nq, o.s)
		if err != nil {
			return // the plan stays as it was, and sanity refuses it
		}
		nq.Order = append(nq.Order, templates.Sort{Col: norm.Return[0].As})
		*q = nq
		way := "highest"
		if !most {
			way = "lowest"
		}
		warns.add(o.diagnostic("participle-ranked", o.tokSpans(i, k),
			fmt.Sprintf("%q ranks each %s by %s, %s first, rather than counting the %s per value of it", o.toks[i].Text+" "+o.toks[k].Text, label, prop.Prop, way, label)))
		return
	}
}

// linksPropAt: token k lies in a link to label's property prop.
func (o *readCtx) linksPropAt(k int, label, prop string) bool {
	sp := o.toks[k].Span
	for _, e := range o.ev.Elements {
		if e.Kind == "prop" && e.Name == prop && (e.Owner == "" || e.Owner == label) && e.Span.Start <= sp.Start && e.Span.End >= sp.End {
			return true
		}
	}
	return false
}

// countOfActs: the property is the plural noun of the participle's act —
// downloads of "downloaded", views of "viewed", visits of "visited" — a
// count of those acts; "released" over a year named released is no such
// count.
func countOfActs(participle, prop string) bool {
	if !strings.HasSuffix(participle, "ed") {
		return false
	}
	name := squashName(localName(prop))
	base := strings.TrimSuffix(participle, "ed")
	for _, stem := range []string{base, base + "e", english.Lemma(participle)} {
		if stem != "" && (name == squashName(stem+"s") || name == squashName(stem+"es")) {
			return true
		}
	}
	return false
}
