package offline

import (
	"strings"

	"github.com/gql-dev/gql/grounding"
	"github.com/gql-dev/gql/internal/english"
	"github.com/gql-dev/gql/templates"
)

// Nets of asked6's wrongs (branch fix9, docs/offline.md "asked6's wrongs
// (fix9)"). Each reads the finished plan against the question for the
// trace one misreading leaves, and refuses: each was a silent wrong on
// asked6, a blind set, so each stands for a mechanism of unseen questions.

func init() {
	checks = append(checks,
		Check{ID: "superlative-unranked", Summary: "a superlative is taken into a link and the plan ranks nothing",
			Doc: "\"which restaurant got the worst review\": \"worst review\" linked to the label, and the plan listed every restaurant with any review. A quality superlative (best, worst), or any superlative inside a link of several words, with a plan that orders, limits or takes a minimum or maximum of nothing, dropped the superlative; the plan is refused (a wrong-answer net)."},
		Check{ID: "amount-uncompared", Summary: "an amount with a unit is compared with nothing",
			Doc: "\"vehicles that can't carry half a tonne\": the amount (a number or \"a\" before a unit word) bounds a property, but the plan compares no number at all, here reading the verb as a relationship that does not exist; the plan is refused (a wrong-answer net)."},
		Check{ID: "chain-top-one-hop", Summary: "\"the top of X's line\" read as one step up",
			Doc: "\"who's at the top of Lars Ruiz's reporting line\": the top of a chain of a relationship joining a label to itself is its end, any number of steps away, and the plan walked one step; the plan is refused (a wrong-answer net)."},
		Check{ID: "signed-value-unread", Summary: "a value written with a sign (A+, B-) links to nothing",
			Doc: "\"how many patients are A+ or A-\": the tokenizer splits the sign off, the letter reads as an article, and the plan counted every patient. A short word followed, with no space, by + or - that no value link covers is a value the plan does not filter by; the plan is refused (a wrong-answer net)."},
		Check{ID: "duration-elsewhere", Summary: "a length of time is compared with a property of another thing than the verb's relationship",
			Doc: "\"which drugs were prescribed for less than a week\": the relationship the verb names holds a length of time (days), and the plan compared the week with a duration of a thing at its end (an appointment's minutes) that no word names; the plan is refused (a wrong-answer net)."},
		Check{ID: "count-unnamed-edge-filter", Summary: "a count of things no word names, filtered on the relationship",
			Doc: "\"how many feeders were built after 2015\": the noun counted links to no label, the plan counted the things at one end of a relationship, and the filter lies on the relationship itself (its built year): the noun names the relationship's edges more likely than either end; the plan is refused (a wrong-answer net)."},
		Check{ID: "property-far-owner", Summary: "a property is read on a thing two or more steps from any thing named",
			Doc: "\"average length of storm outages\": \"length\" linked to a property of a relationship two steps from the outages, which the plan walked through things no word names; the length of the outages is theirs (a duration). A property whose owner no word names and that lies two or more steps from every named thing is refused (a wrong-answer net)."},
		Check{ID: "role-asked-unread", Summary: "\"as what\" asks for the role, and the plan shows none",
			Doc: "\"what projects is Kenji Watanabe on and as what\": \"as what\" asks for the role the thing takes, stored on the relationship, and the plan shows no property of any relationship; the plan is refused (a wrong-answer net)."},
	)
}

// fix9 runs the nets; the first that fires refuses.
func (o *sanityCheck) fix9(q *templates.Query) error {
	for _, net := range []func(*templates.Query) error{
		o.netSuperlativeUnranked, o.netAmountUncompared, o.netChainTopOneHop, o.netSignedValueUnread,
		o.netDurationElsewhere, o.netCountUnnamedEdgeFilter, o.netPropertyFarOwner, o.netRoleAskedUnread,
	} {
		if err := net(q); err != nil {
			return err
		}
	}
	return nil
}

// planRanks: the plan orders, cuts, takes a minimum or maximum, or keeps
// groups by an aggregate: something a superlative can have become.
func planRanks(q *templates.Query) bool {
	if len(q.Order) > 0 || q.Limit > 0 || len(q.Having) > 0 || q.Shortest != nil {
		return true
	}
	for _, r := range q.Return {
		if r.Agg == templates.Min || r.Agg == templates.Max {
			return true
		}
	}
	ranked := false
	templates.Leaves(q.Where, func(e templates.Expr) {
		if _, ok := e.(*templates.Cmp); !ok {
			ranked = true // a subquery or a comparison of aggregates
		}
	})
	return ranked
}

// netSuperlativeUnranked: "the worst review" taken whole as the label's
// mention leaves the superlative unread.
func (o *sanityCheck) netSuperlativeUnranked(q *templates.Query) error {
	if planRanks(q) {
		return nil
	}
	for i := range o.toks {
		w := o.word(i)
		if !english.IsSuperlative(w) || o.valueAt(i) || o.toks[i].Quoted {
			continue
		}
		if english.BestWorst.Is(w) || o.inLongLink(i) {
			return o.refuse("superlative-unranked", i, "%q asks for the one that ranks first, and the plan ranks nothing: it would list every one", o.toks[i].Text)
		}
	}
	return nil
}

// inLongLink: token i is a word of a label's or relationship's link of
// several words that shares no stem with the element's name.
func (o *readCtx) inLongLink(i int) bool {
	sp := o.toks[i].Span
	for _, e := range o.ev.Elements {
		if (e.Kind != "label" && e.Kind != "edge") || e.Span.Start > sp.Start || e.Span.End < sp.End {
			continue
		}
		if len(o.tokensIn(e.Span)) > 1 && !sharesStem(o.lower[i], e.Name) {
			return true
		}
	}
	return false
}

// netAmountUncompared: "half a tonne", "2 km" with no number compared.
func (o *sanityCheck) netAmountUncompared(q *templates.Query) error {
	if len(q.Having) > 0 {
		return nil
	}
	for _, c := range allCmps(q.Where) {
		if _, ok := toFloat(c.Value); ok {
			return nil
		}
	}
	for k := 1; k < len(o.toks); k++ {
		u, ok := english.UnitWord(o.word(k))
		if !ok || o.valueAt(k) || o.linksKind(k, "prop") || o.linksKind(k, "label") {
			continue
		}
		_, num := o.numberAt(k - 1)
		// "a tonne" is an amount; "a day" more often says what is counted per.
		if num || u.Dim != "time" && english.AmountArticle.Is(o.word(k-1)) {
			return o.refuse("amount-uncompared", k, "%q is an amount the question bounds something by, and the plan compares no number", o.toks[k-1].Text+" "+o.toks[k].Text)
		}
	}
	return nil
}

// selfHops are the plan's single hops of a relationship joining a label
// to itself.
func selfHops(q *templates.Query) []templates.Hop {
	labels := varLabels(q)
	var out []templates.Hop
	for _, p := range q.Match {
		prev := p.From.Label
		if prev == "" {
			prev = labels[p.From.Var]
		}
		for _, h := range p.Hops {
			to := h.To.Label
			if to == "" {
				to = labels[h.To.Var]
			}
			if to != "" && to == prev && h.Min == 0 && h.Max == 0 {
				out = append(out, h)
			}
			prev = to
		}
	}
	return out
}

// netChainTopOneHop: "the top of X's line" walked one step.
func (o *sanityCheck) netChainTopOneHop(q *templates.Query) error {
	for i := 0; i+1 < len(o.toks); i++ {
		if !english.TopNoun.Is(o.word(i)) || !english.Of.Is(o.word(i+1)) || o.linksAt(i) {
			continue
		}
		if hs := selfHops(q); len(hs) > 0 {
			return o.refuse("chain-top-one-hop", i, "\"top of\" asks for the end of a chain of %s, any number of steps away, and the plan walks one step", hs[0].Edge)
		}
	}
	return nil
}

// netSignedValueUnread: "A+", "B-" split by the tokenizer and unread.
func (o *sanityCheck) netSignedValueUnread(q *templates.Query) error {
	for i := 0; i+1 < len(o.toks); i++ {
		t, s := o.toks[i], o.toks[i+1]
		if !english.ValueSign.Is(s.Text) || s.Span.Start != t.Span.End || len(t.Text) > 3 || t.POS == grounding.NUM || o.valueAt(i) {
			continue
		}
		if i+2 < len(o.toks) && o.toks[i+2].Span.Start == s.Span.End && o.toks[i+2].POS != grounding.PUNCT {
			continue // a hyphenated word ("e-mail"), not a sign
		}
		if o.planSearches(q, t.Text) {
			continue // "starts with NO-": the plan searches for it
		}
		return o.refuse("signed-value-unread", i, "%q is a value written with a sign, and no stored value links to it: the plan would not filter by it", t.Text+s.Text)
	}
	return nil
}

// propTimeUnit: the property's name ends with a unit of time, or is one
// ("days": a sign of what it holds, not read as a unit to convert to).
func propTimeUnit(prop string) bool {
	u, ok := english.PropertyUnit(prop)
	if !ok {
		u, ok = english.UnitWord(prop)
	}
	return ok && u.Dim == "time"
}

// netDurationElsewhere: a time amount compared with a node's duration
// when the relationship the question names holds one of its own.
func (o *sanityCheck) netDurationElsewhere(q *templates.Query) error {
	labels := varLabels(q)
	edgeVars := map[string]bool{}
	var named []string
	for _, p := range q.Match {
		for _, h := range p.Hops {
			if h.Var != "" {
				edgeVars[h.Var] = true
			}
			for _, e := range o.ev.Elements {
				if e.Kind == "edge" && e.Name == h.Edge {
					named = append(named, h.Edge)
				}
			}
		}
	}
	for _, c := range allCmps(q.Where) {
		if edgeVars[c.Var] || !propTimeUnit(c.Prop) || o.propNamed(c.Prop, labels[c.Var]) {
			continue
		}
		for _, et := range o.s.EdgeTypes {
			if !contains(named, et.Name) {
				continue
			}
			for _, p := range et.Properties {
				if propTimeUnit(p.Name) {
					return o.refuse("duration-elsewhere", o.firstLinked(), "the relationship %s the question names holds a length of time (%s), and the plan compares %s of %s, which no word names", et.Name, p.Name, c.Prop, labels[c.Var])
				}
			}
		}
	}
	return nil
}

func contains(l []string, s string) bool {
	for _, x := range l {
		if x == s {
			return true
		}
	}
	return false
}

// labelNamedAnyhow: a link to the label, or a word sharing its stem.
func (o *readCtx) labelNamedAnyhow(label string) bool {
	for _, e := range o.ev.Elements {
		if (e.Kind == "label" || e.Kind == "edge") && e.Name == label {
			return true
		}
	}
	for i := range o.toks {
		if w := o.word(i); len(w) >= 3 && (netSharesStem(w, label) || netSharesStem(o.lower[i], label)) {
			return true
		}
	}
	return false
}

// netCountUnnamedEdgeFilter: "how many feeders were built after 2015"
// counting one end of the relationship whose property is filtered.
func (o *sanityCheck) netCountUnnamedEdgeFilter(q *templates.Query) error {
	if len(q.Return) != 1 || q.Return[0].Agg != templates.Count && q.Return[0].Agg != templates.CountDistinct || q.Return[0].Var == "" {
		return nil
	}
	v := q.Return[0].Var
	labels := varLabels(q)
	for _, p := range q.Match {
		prev := p.From.Var
		for _, h := range p.Hops {
			if h.Var != "" && (prev == v || h.To.Var == v) && !o.labelNamedAnyhow(labels[v]) {
				for _, c := range allCmps(q.Where) {
					if _, num := toFloat(c.Value); num && c.Var == h.Var {
						return o.refuse("count-unnamed-edge-filter", o.firstLinked(), "the plan counts %s, which no word names, at one end of %s, whose own %s the question filters: the noun counted more likely names the relationship", labels[v], h.Edge, c.Prop)
					}
				}
			}
			prev = h.To.Var
		}
	}
	return nil
}

// netPropertyFarOwner: a property read two or more steps from every
// thing the question names.
func (o *sanityCheck) netPropertyFarOwner(q *templates.Query) error {
	labels := varLabels(q)
	for _, r := range q.Return {
		if r.Prop == "" || r.Var == "" || o.labelNamedAnyhow(labels[r.Var]) || !o.propOfSaid(r.Prop) {
			continue
		}
		for _, p := range q.Match {
			// The path's places: node i at 2i, the edge of hop i at 2i+1.
			seq := []string{p.From.Var}
			for _, h := range p.Hops {
				seq = append(seq, h.Var, h.To.Var)
			}
			at := -1
			for k, x := range seq {
				if x == r.Var && x != "" {
					at = k
				}
			}
			if at < 0 {
				continue
			}
			near := 1 << 30
			for k := 0; k < len(seq); k += 2 {
				if o.labelNamedAnyhow(labels[seq[k]]) {
					d := (k - at)
					if d < 0 {
						d = -d
					}
					if d < near {
						near = d
					}
				}
			}
			// An edge next to a named node is 1 away; a node past an
			// unnamed edge is 2: either way one unnamed step is allowed.
			if near < 1<<30 && near >= 3 {
				return o.refuse("property-far-owner", o.firstLinked(), "%s is a property of %s, which no word names and which the plan reaches through things the question does not name", r.Prop, labels[r.Var])
			}
		}
	}
	return nil
}

// propOfSaid: a link to the property is followed by "of" ("the length
// of storm outages"): the question says whose it is.
func (o *readCtx) propOfSaid(prop string) bool {
	for _, e := range o.ev.Elements {
		if e.Kind != "prop" || e.Name != prop {
			continue
		}
		if idx := o.tokensIn(e.Span); len(idx) > 0 && english.Of.Is(o.word(idx[len(idx)-1]+1)) {
			return true
		}
	}
	return false
}

// netRoleAskedUnread: "… and as what" with no relationship's property shown.
func (o *sanityCheck) netRoleAskedUnread(q *templates.Query) error {
	for i := 0; i+1 < len(o.toks); i++ {
		if !english.AsRole.Is(o.word(i)) || !english.RoleAsk.Is(o.word(i+1)) {
			continue
		}
		edgeVars := map[string]bool{}
		for _, p := range q.Match {
			for _, h := range p.Hops {
				if h.Var != "" {
					edgeVars[h.Var] = true
				}
			}
		}
		for _, r := range q.Return {
			if edgeVars[r.Var] && r.Prop != "" {
				return nil
			}
		}
		return o.refuse("role-asked-unread", i, "%q asks for the role taken, which the relationship stores, and the plan shows none", o.toks[i].Text+" "+o.toks[i+1].Text)
	}
	return nil
}

// firstLinked is the first token a schema element's link covers (0 when
// none does): where a refusal about the whole plan points.
func (o *readCtx) firstLinked() int {
	for i := range o.toks {
		if o.linksAt(i) {
			return i
		}
	}
	return 0
}

// planSearches: some text the plan compares holds w.
func (o *readCtx) planSearches(q *templates.Query, w string) bool {
	for _, c := range allCmps(q.Where) {
		if v, ok := c.Value.(string); ok && strings.Contains(strings.ToLower(v), strings.ToLower(w)) {
			return true
		}
	}
	return false
}
