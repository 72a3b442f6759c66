package offline

import (
	"fmt"
	"strings"

	"github.com/gql-dev/gql/diag"
	"github.com/gql-dev/gql/grounding"
	"github.com/gql-dev/gql/internal/english"
	"github.com/gql-dev/gql/templates"
)

// Nets of papers's wrong answers (branch fix11, docs/offline.md "papers's
// wrongs (fix11)"), the first run of a graph nobody had tuned on. Each
// reads the finished plan against the question for the trace one
// misreading leaves, and refuses: a wording the rules did not read must
// not lose a condition.

func init() {
	checks = append(checks,
		Check{ID: "who-unanswered", Summary: "\"who\" asked, and the plan shows only the named thing or a relationship's property",
			Doc: "\"Who is the PI on grant X?\" answered with the grant's title, \"Who used to be at X, and until what year?\" with a year alone: the question asks for someone, the plan walks to a thing no condition names and shows nothing of it, only the thing the question names by a value or a property of the relationship. Refused (a wrong-answer net)."},
		Check{ID: "who-focus-moved", Warning: true, Summary: "\"who\" answered by the one free thing joined to the named one",
			Doc: "\"Who is the PI on grant X?\": the plan showed only properties of the thing the question names by a value, and exactly one thing of the plan, joined to it, is free of conditions: \"who\" asks for that one, so it is shown by its key instead (warned; with two or more such things, or a relationship's property shown, refused: who-unanswered)."},
		Check{ID: "choice-comparative-unread", Summary: "\"which is bigger, A or B?\" answered without comparing",
			Doc: "\"Which grant is bigger, Federated Learning on Graphs or Scalable Knowledge Graph Integration?\" listed both grants: a comparative adjective with no \"than\" and no number asks which of the alternatives after it has more of something, and the plan neither ranks nor compares. Refused (a wrong-answer net)."},
		Check{ID: "closure-unread", Summary: "\"directly or through …\" answered one step deep",
			Doc: "\"Which papers does X build on, directly or through the papers it cites?\" asks for the chain of a relationship (the things reached in one step or through others like them); a plan with no chain answers one step, or joins the words after \"through\" as another thing. Refused (a wrong-answer net); \"at any depth\" is read as \"indirectly\"."},
		Check{ID: "hyphen-value-unread", Summary: "a value written before a hyphen (\"B-ranked\") dropped, its property shown",
			Doc: "\"Which B-ranked journal has the highest impact factor?\": the hyphenated word was linked to the property its second half names (core_rank) and the plan showed that property for every journal, dropping the value the first half gives (B). Refused (a wrong-answer net)."},
		Check{ID: "or-value-dropped", Summary: "the second of two alternatives (\"X or Y\") dropped",
			Doc: "\"How many papers are on federated learning or data integration?\": the first alternative links a stored value, the words after \"or\" link nothing, and the plan compares with the first alone. Refused (a wrong-answer net): the words may be a value the schema's samples do not show."},
	)
}

// fix11 runs the nets; the first that fires refuses.
func (o *sanityCheck) fix11(q *templates.Query) error {
	for _, net := range []func(*templates.Query) error{
		o.netWhoUnanswered, o.netChoiceComparative, o.netClosureUnread, o.netHyphenValue, o.netOrValueDropped, o.netHowMuchMoneyCounted,
	} {
		if err := net(q); err != nil {
			return err
		}
	}
	return nil
}

// netWhoUnanswered: a question opening "who" whose plan shows no property
// of a node it leaves free, while it walks to such a node: the someone
// asked for stands there, unshown, and the columns are the named thing's
// own or a relationship's.
func (o *sanityCheck) netWhoUnanswered(q *templates.Query) error {
	if len(o.toks) < 3 || !english.NetWho.Is(o.word(0)) || len(q.Return) == 0 {
		return nil
	}
	nodes := map[string]string{}
	for _, p := range q.Match {
		nodes[p.From.Var] = p.From.Label
		for _, h := range p.Hops {
			if h.VarLength() {
				return nil
			}
			nodes[h.To.Var] = h.To.Label
		}
	}
	bound := map[string]bool{}
	for _, c := range conjuncts(q.Where) {
		switch c.Op {
		case templates.Eq, templates.EqFold, templates.OneOf:
			bound[c.Var] = true
		}
	}
	for _, r := range q.Return {
		if r.Agg != templates.NoAgg {
			return nil
		}
		if _, node := nodes[r.Var]; node && !bound[r.Var] {
			return nil
		}
	}
	shown := map[string]bool{}
	onNamed := true
	for _, r := range q.Return {
		shown[r.Var] = true
		_, node := nodes[r.Var]
		onNamed = onNamed && node && r.Prop != ""
	}
	var free []string
	for v, l := range nodes {
		if v != "" && l != "" && !bound[v] && !shown[v] {
			free = append(free, v)
		}
	}
	if len(free) == 1 && onNamed && !ranked(q) {
		// "Who is the PI on grant X?": only the named thing is shown, and one
		// thing of the plan is free, joined to it: that one is the someone.
		v, l := free[0], nodes[free[0]]
		if key := o.s.Key(l); key != "" {
			was := returnedCols(q)
			q.Return = []templates.Proj{o.nodeCol(&onode{v: v, label: l})}
			q.Distinct = true
			o.warnings = append(o.warnings, o.diagnostic("who-focus-moved", diag.Span{Start: 0, End: len(o.ev.Question)},
				fmt.Sprintf("\"who\" asks for someone, and the plan showed %s, the thing the question names: the %s joined to it, which no condition names, is shown instead", was, l)))
			return nil
		}
	}
	for v, l := range nodes {
		if v == "" || l == "" || bound[v] || shown[v] {
			continue
		}
		return o.refuse("who-unanswered", 0, "\"who\" asks for someone, and the plan shows %s, while the %s it walks to, which no condition names, is not shown: that is where the someone stands", returnedCols(q), l)
	}
	return nil
}

// netChoiceComparative: "which X is bigger, A or B?" — a comparative
// adjective no "than" completes, alternatives joined by "or" after it, and
// a plan that neither ranks nor compares with a number.
func (o *sanityCheck) netChoiceComparative(q *templates.Query) error {
	if ranked(q) {
		return nil
	}
	for _, c := range allCmps(q.Where) {
		switch c.Op {
		case templates.Lt, templates.Le, templates.Gt, templates.Ge:
			return nil
		}
	}
	for i := range o.toks {
		if o.toks[i].Quoted || !english.ChoiceComparative.Is(o.word(i)) || o.valueAt(i) || english.ComparativeThanAt(o.words, i) {
			continue
		}
		if i > 0 && english.OrWord.Is(o.word(i-1)) {
			continue // "5 or older": a bound
		}
		for k := i + 1; k < len(o.toks); k++ {
			if english.OrWord.Is(o.word(k)) && o.valueAt(k-1) && k+1 < len(o.toks) && o.valueAt(k+1) {
				return o.refuse("choice-comparative-unread", i, "%q asks which of the things named after it has more of something, and the plan neither ranks nor compares them: it would list them all", o.toks[i].Text)
			}
		}
	}
	return nil
}

// hasClosure says some hop of the plan is a chain of any length.
func hasClosure(q *templates.Query) bool {
	for _, p := range q.Match {
		for _, h := range p.Hops {
			if h.VarLength() {
				return true
			}
		}
	}
	return q.Shortest != nil
}

// netClosureUnread: "directly or through/via/indirectly …" with a plan
// that follows no chain.
func (o *sanityCheck) netClosureUnread(q *templates.Query) error {
	if hasClosure(q) {
		return nil
	}
	for i := 0; i+2 < len(o.toks); i++ {
		if english.DirectlyWord.Is(o.word(i)) && english.OrWord.Is(o.word(i+1)) && !o.linksAt(i) {
			return o.refuse("closure-unread", i, "%q asks for the things reached in one step or through a chain of steps, and the plan follows no chain", o.toks[i].Text+" "+o.word(i+1)+" "+o.word(i+2))
		}
	}
	return nil
}

// netHyphenValue: a hyphenated word ("B-ranked", "5-star") linked to a
// property, not a value, right before a label's noun or a value, and the
// plan shows that property without comparing it: the first half was the
// value, and it was dropped.
func (o *sanityCheck) netHyphenValue(q *templates.Query) error {
	for i, t := range o.toks {
		head, _, ok := strings.Cut(t.Text, "-")
		if !ok || head == "" || t.Quoted || o.valueAt(i) || i+1 >= len(o.toks) {
			continue
		}
		if !o.linksKind(i+1, "label") && !o.valueAt(i+1) {
			continue
		}
		for _, e := range o.ev.Elements {
			if e.Kind != "prop" || e.Span.Start > t.Span.Start || e.Span.End < t.Span.End {
				continue
			}
			compared := false
			for _, c := range allCmps(q.Where) {
				compared = compared || c.Prop == e.Name && c.Op != templates.Missing && c.Value != nil
			}
			for _, r := range q.Return {
				if r.Prop == e.Name && r.Agg == templates.NoAgg && !compared {
					return o.refuse("hyphen-value-unread", i, "%q gives a value (%q) of %s, and the plan shows %s for every row instead of keeping the rows with that value", t.Text, head, e.Name, e.Name)
				}
			}
		}
	}
	return nil
}

// netOrValueDropped: a value link ends right before "or", the words after
// it link nothing and are no cue, and the plan compares the value's
// property with that one value alone.
func (o *sanityCheck) netOrValueDropped(q *templates.Query) error {
	for _, v := range o.ev.Values {
		k := -1
		for i, t := range o.toks {
			if t.Span.Start >= v.Span.End {
				k = i
				break
			}
		}
		if k < 0 || k+1 >= len(o.toks) || !english.OrWord.Is(o.word(k)) {
			continue
		}
		n := k + 1
		if o.toks[n].Stop && o.toks[n].POS == grounding.NOUN && n+1 < len(o.toks) {
			n++ // "or data integration": a noun the tagger stops is a modifier here
		}
		if o.linksAt(n) || o.isNumber(n) || isPunct(o.word(n)) || o.toks[n].Stop || o.toks[n].Cue {
			continue
		}
		one := false
		for _, c := range conjuncts(q.Where) {
			one = one || c.Prop == v.Prop && (c.Op == templates.Eq || c.Op == templates.EqFold)
		}
		if one {
			return o.refuse("or-value-dropped", n, "the question gives two alternatives (%q or %q), the second links to no stored value, and the plan keeps the first alone", o.ev.Question[v.Span.Start:v.Span.End], o.toks[n].Text)
		}
	}
	return nil
}

// netHowMuchMoneyCounted: "how much grant money": a label's noun naming
// whose money, then a noun of money; amount-counted lets "how much movies"
// pass as a loose count, which this is not.
func (o *sanityCheck) netHowMuchMoneyCounted(q *templates.Query) error {
	i := o.find(english.HowMuch)
	if i < 0 || len(q.Return) == 0 || !o.linksKind(i+2, "label") || !english.AmountNoun.Is(o.word(i+3)) {
		return nil
	}
	for _, r := range q.Return {
		if r.Agg != templates.Count && r.Agg != templates.CountDistinct {
			return nil
		}
	}
	return o.refuse("amount-counted", i, "%q asks for an amount of money, and the plan only counts things: the count would answer another question", o.toks[i].Text+" "+o.word(i+1)+" "+o.word(i+2)+" "+o.word(i+3))
}
