package offline

import (
	"fmt"
	"strings"

	"github.com/gql-dev/gql/grounding"
	"github.com/gql-dev/gql/internal/english"
	"github.com/gql-dev/gql/schema"
)

// earning is a "how much does X earn" reading: the verb's token, the
// named person's value token and label, the pay property and the tokens
// of a period after the verb; verb is -1 when the question is not one.
type earning struct {
	verb, anchor int
	label, prop  string
	period       []int
}

// earnAsked: "How much does Nora Lefebvre earn per hour?", "How much is X
// paid?" ask for the named person's pay: the one property of their label
// whose name says pay (english.PayMeasure: salary, wage, hourly …), not a
// count or a sum. A period after the verb ("per hour", "a month") must be
// the one the property is counted per (hourly_rate_eur for "per hour");
// a property counted per another period, several pay properties or
// several named things leave the question as it was.
func (o *readCtx) earnAsked() earning {
	none := earning{verb: -1}
	wh := o.whPos()
	if wh < 0 || !english.How.Is(o.word(wh)) || english.HowMuch.At(o.words, o.lower, wh) != 2 {
		return none
	}
	e := earning{verb: -1, anchor: -1}
	for k := wh + 2; k < len(o.toks); k++ {
		if english.EarnVerb.Is(o.lower[k]) || english.PaidWord.Is(o.lower[k]) {
			e.verb = k
			break
		}
	}
	if e.verb < 0 {
		return none
	}
	for _, v := range o.ev.Values {
		k := o.tokenAt(v.Span)
		if v.OnEdge || k < 0 || k >= e.verb {
			continue
		}
		if e.anchor >= 0 {
			return none
		}
		e.anchor, e.label = k, v.Owner
	}
	if e.anchor < 0 {
		return none
	}
	m := english.HourlyPayMeasure()
	n := 0
	for _, fallback := range []bool{false, true} {
		for _, p := range o.propsOf(e.label) {
			if m.Holds(grounding.SplitName(schema.LocalName(p.Name)), fallback) > 0 {
				e.prop = p.Name
				n++
			}
		}
		if n > 0 {
			break
		}
	}
	if n != 1 {
		return none
	}
	k := e.verb + 1
	if english.PerPeriod.Is(o.word(k)) {
		if forms, ok := english.RatePeriod(english.Singular(o.word(k + 1))); ok {
			said := false
			for _, f := range forms {
				for _, w := range grounding.SplitName(schema.LocalName(e.prop)) {
					if strings.EqualFold(w, f) {
						said = true
					}
				}
			}
			if !said {
				return none
			}
			e.period = []int{k, k + 1}
		}
	}
	return e
}

// earnFocus places earnAsked's reading: the named thing's pay property is
// the focus, and the verb and period are read by it.
func (o *focusPhase) earnFocus(wh int) (*onode, string) {
	e := o.earnAsked()
	if e.verb < 0 {
		return nil, ""
	}
	var anchor *onode
	for _, n := range o.nodes {
		if n.pos == e.anchor && n.label == e.label {
			anchor = n
		}
	}
	if anchor == nil {
		return nil, ""
	}
	use := append([]int{e.verb}, e.period...)
	for _, i := range use {
		o.used.mark(i)
		o.res.used = append(o.res.used, i)
	}
	last := use[len(use)-1]
	o.res.warnings = append(o.res.warnings, o.diagnostic("earn-read", o.tokSpans(wh, last), fmt.Sprintf("%q is read as %s's %s, the one property of %s whose name says pay", o.ev.Question[o.toks[wh].Span.Start:o.toks[last].Span.End], o.mentionText(anchor), e.prop, anchor.label)))
	return anchor, e.prop
}

// earnPeriodAside drops what grounding linked on the period of a "how much
// does X earn per hour" reading ("hour" → a transit_hours elsewhere): the
// period is read by the pay property, and the link would join a thing the
// question never names.
func (o *offline) earnPeriodAside() {
	e := o.earnAsked()
	if e.verb < 0 || len(e.period) == 0 {
		return
	}
	sp := o.tokSpans(e.period[0], e.period[len(e.period)-1])
	ev := *o.ev
	ev.Elements = nil
	for _, l := range o.ev.Elements {
		if l.Span.Start >= sp.Start && l.Span.End <= sp.End {
			continue
		}
		ev.Elements = append(ev.Elements, l)
	}
	o.ev = &ev
}
