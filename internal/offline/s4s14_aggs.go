package offline

import (
	"fmt"

	"github.com/gql-dev/gql/grounding"
	"github.com/gql-dev/gql/internal/english"
	"github.com/gql-dev/gql/schema"
	"github.com/gql-dev/gql/templates"
)

func init() {
	checks = append(checks,
		Check{ID: "aggregates-of-columns", Summary: "several aggregates, each of its own property, read as one column each",
			Doc: "\"the average number of towns and the total area of the counties in each region\", \"the mean GNP and total population of the countries\": after the first aggregate and its property, \"and\" (or a comma) and another aggregate word before a property of the same thing add a column of that aggregate over that property, in the same rows; a property linked on another label is read as the thing's own property of that name. Before, the second property was left unused and the question refused.", Warning: true},
	)
}

// moreColumnAggs reads the aggregates listed after the first one's
// property, each over a property of its own: "the average number of towns
// and the total area of the counties", "the mean GNP and total
// population". retAggregate reads only aggregates sharing one property
// ("the minimum and maximum share"); the second property was left unused
// and the account phase refused the question. Only a plain numeric
// property of the thing read by the first aggregate is taken, only when
// the question holds no number (a number may bound an aggregate, "where
// the average life expectancy is shorter than 72", which the phases read
// as a row filter), and only for the aggregate words of the cue table.
func (b *builder) moreColumnAggs() {
	o, q := b.o, b.q
	if b.ownerEdge != "" || b.prop == "" || b.sh.aggPos < 0 || b.sh.count {
		return
	}
	label, l := b.aggregatedLabel()
	if l == nil {
		return
	}
	taken := map[string]bool{b.prop: true}
	for k := o.aggListEnd(b.sh.aggPos) + 1; k < len(o.toks); k++ {
		agg, ok := aggWords[o.word(k)]
		if !ok || english.TimeExtreme.Is(o.word(k)) || agg == templates.Count || agg == templates.CountDistinct || !o.joinedBefore(k) {
			continue
		}
		end := o.aggListEnd(k)
		p, at := o.columnAfter(l, end+1)
		// An amount named by a noun, no year: "average born" (a year, a verb)
		// stays refused.
		if p == nil || taken[p.Name] || !p.Type.Numeric() || p.Type.IsList() || idLike(p.Name) || p.Type != schema.Float && o.yearPropOf(label, p.Name) ||
			o.toks[at].POS != grounding.NOUN && o.toks[at].POS != grounding.PROPN {
			continue
		}
		taken[p.Name] = true
		aggs := []templates.Agg{agg}
		for _, a := range o.moreAggs(k) {
			if a != agg && a != templates.Count && a != templates.CountDistinct {
				aggs = append(aggs, a)
			}
		}
		for _, a := range aggs {
			q.Return = append(q.Return, templates.Proj{Agg: a, Var: b.propVar, Prop: p.Name, As: string(a) + "_" + rawLocal(p.Name)})
		}
		o.used.mark(k)
		o.warnings = append(o.warnings, o.diagnostic("aggregates-of-columns", o.tokSpans(k, at),
			fmt.Sprintf("%q is read as a further column, the %s of %s.%s over the same %s rows as %s (a %s without either value is left out)", o.spanText(k, at+1), agg, label, rawLocal(p.Name), label, rawLocal(b.prop), label)))
		k = at
	}
}

// joinedBefore: the words right before token k join it to a list ("and",
// ", and the"), with at least one "and" or comma among them.
func (o *readCtx) joinedBefore(k int) bool {
	joined := false
	for j := k - 1; j >= 0 && english.AggListJoiner.Is(o.word(j)); j-- {
		if !english.The.Is(o.word(j)) {
			joined = true
		}
	}
	return joined
}

// columnAfter is the property of l a link starting at token k names (after
// an "of" or "the"), with the link's last token. A link to another label's
// property of the same local name is read as l's: the linker picks among
// equal names by its own score, and the thing aggregated is l's.
func (o *readCtx) columnAfter(l *schema.Label, k int) (*schema.Property, int) {
	for k < len(o.toks) && (english.The.Is(o.word(k)) || english.Of.Is(o.word(k))) {
		k++
	}
	if k >= len(o.toks) {
		return nil, -1
	}
	var found *schema.Property
	last := -1
	for _, e := range o.ev.Elements {
		if e.Kind != "prop" {
			continue
		}
		idx := o.tokensIn(e.Span)
		if len(idx) == 0 || idx[0] != k {
			continue
		}
		p := schema.Find(l.Properties, e.Name)
		if p == nil {
			for i := range l.Properties {
				if rawLocal(l.Properties[i].Name) == rawLocal(e.Name) {
					p = &l.Properties[i]
				}
			}
		}
		if p == nil || found != nil && found.Name != p.Name {
			return nil, -1
		}
		found, last = p, idx[len(idx)-1]
	}
	return found, last
}

// listedColumnAggs reads one aggregate before a list of properties of
// the same thing as that aggregate of each: "the average capacity and
// revenue of the stations", "the number of different series names and
// contents". Each property must follow the asked-for one, or the one
// before it, across "and" or a comma alone (a "the" or an aggregate word
// after the joiner starts a phrase of its own, which moreColumnAggs reads),
// and be linked to a property of the same thing; a sum or an average only
// of a numeric property named by a noun. Not when the question holds a
// number. Warned aggregates-of-columns.
func (b *builder) listedColumnAggs(aggs []templates.Agg) {
	o, q := b.o, b.q
	if b.ownerEdge != "" || b.prop == "" || len(aggs) == 0 {
		return
	}
	label, l := b.aggregatedLabel()
	if l == nil {
		return
	}
	at := -1
	for _, e := range o.ev.Elements {
		if idx := o.tokensIn(e.Span); e.Kind == "prop" && rawLocal(e.Name) == rawLocal(b.prop) && len(idx) > 0 && at < 0 {
			at = idx[len(idx)-1]
		}
	}
	if at < 0 {
		return
	}
	taken := map[string]bool{b.prop: true}
	for _, p := range q.Return {
		taken[p.Prop] = true
	}
	for {
		j := at + 1
		if !english.ColumnListJoiner.Is(o.word(j)) {
			return
		}
		if english.And.Is(o.word(j + 1)) {
			j++ // ", and"
		}
		if _, agg := aggWords[o.word(j+1)]; agg || english.The.Is(o.word(j+1)) {
			return
		}
		p, end := o.columnAfter(l, j+1)
		if p == nil || taken[p.Name] || p.Type.IsList() || idLike(p.Name) || o.toks[end].POS != grounding.NOUN && o.toks[end].POS != grounding.PROPN {
			return
		}
		for _, a := range aggs {
			if a != templates.CountDistinct && a != templates.Count && (!p.Type.Numeric() || p.Type != schema.Float && o.yearPropOf(label, p.Name)) {
				return
			}
		}
		taken[p.Name] = true
		for _, a := range aggs {
			q.Return = append(q.Return, templates.Proj{Agg: a, Var: b.propVar, Prop: p.Name, As: string(a) + "_" + rawLocal(p.Name)})
		}
		o.warnings = append(o.warnings, o.diagnostic("aggregates-of-columns", o.tokSpans(j+1, end),
			fmt.Sprintf("the aggregate before %q is read as applying to %q too: the %s of %s.%s over the same %s rows (a %s without either value is left out)", rawLocal(b.prop), o.spanText(j+1, end+1), aggs[0], label, rawLocal(p.Name), label, label)))
		at = end
	}
}

// columnsAggregated adds the columns of the aggregates read over further
// properties: a bare list after the asked-for one first, then the phrases
// an aggregate word of their own opens.
func (b *builder) columnsAggregated() {
	var aggs []templates.Agg
	for _, p := range b.q.Return {
		if p.Agg != "" && p.Prop == b.prop {
			aggs = append(aggs, p.Agg)
		}
	}
	b.listedColumnAggs(aggs)
	b.moreColumnAggs()
}

// aggregatedLabel is the label whose property the first aggregate reads,
// and its schema; nil when it has none, or when the question holds a
// number (a number may bound an aggregate, which the phases read as a row
// filter), so neither reading of several aggregates applies.
func (b *builder) aggregatedLabel() (string, *schema.Label) {
	o := b.o
	var label string
	for _, n := range o.nodes {
		if n.v == b.propVar {
			label = n.label
		}
	}
	l := o.s.Label(label)
	for i := range o.toks {
		if o.isNumber(i) {
			return label, nil
		}
	}
	return label, l
}
