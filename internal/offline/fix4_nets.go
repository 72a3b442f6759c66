package offline

import (
	"fmt"
	"strings"

	"github.com/gql-dev/gql/grounding"
	"github.com/gql-dev/gql/internal/english"
	"github.com/gql-dev/gql/templates"
)

// Nets of the reworded3 rewordings (branch fix4): each names the word
// that changed how a rewording was read from how its original was, and
// refuses the plan when that reading has no support in the question
// (docs/offline.md, "Rewordings that read unlike their originals").

func init() {
	checks = append(checks,
		Check{ID: "top-unranked", Summary: "\"the top N\" kept in no order",
			Doc: "\"top five priciest products\" with \"priciest\" unread: the plan keeps N rows but orders them by nothing, so which N is the server's storage order; the ranking the question names links to nothing, and the plan is refused (a wrong-answer net)."},
		Check{ID: "occurrence-as-property", Summary: "\"N times\" read as a property compared with N",
			Doc: "\"customers who have ordered three or more times\" read as orders whose minutes_to_deliver ≥ 3: \"times\" after a number counts how often the verb happened (english.OccurrenceNoun), and the plan compares N with a property the word \"times\" linked to; the plan is refused (a wrong-answer net)."},
		Check{ID: "count-noun-unapplied", Summary: "\"the N count\" with a plan that counts nothing",
			Doc: "\"a member count for every branch\" answered with each branch's members: an aggregate noun right after a label's noun (english.AggregateNoun) asks for a count of those things, and the plan has no aggregate; the plan is refused (a wrong-answer net)."},
		Check{ID: "group-by-dropped", Summary: "\"count N by X\" with X unread and one row",
			Doc: "\"count dishes by spiciness\" answered with one count of all dishes: \"by\" after the counted noun names the groups, the word after it links to nothing, and the plan aggregates everything into one row; the plan is refused (a wrong-answer net)."},
		Check{ID: "value-beside-clipped", Summary: "a stored value matched beside a shortened word",
			Doc: "\"the assistant profs\" read as TEACHES.role 'assistant': the word after the value was read as a shortened schema word (\"profs\" for Professor) only after values were matched, so a longer stored value the two words spell (\"Assistant Professor\") was never tried; a value owned by another label or relationship than the shortened word's label is refused (a wrong-answer net)."},
		Check{ID: "negated-weak-link", Summary: "a denied relationship that only a weak property link brought",
			Doc: "\"products that have never appeared in any order\" read as products nobody reviewed: the relationship the plan denies is named by no word, its far label by none, and only a word weakly linked to one of its properties (\"appeared\" to REVIEWED.stars) brought it; the plan is refused (a wrong-answer net)."},
		Check{ID: "manner-participle", Summary: "a participle with a manner word read as a relationship to an unnamed thing",
			Doc: "\"courses offered online\" read as online courses that are offered by some department: the participle names a relationship whose far end the question never mentions, and the word right after it is a yes/no property of the thing read as true (the manner); the participle only carries that word, so its hop is dropped, with this warning (a course with no department is counted).", Warning: true},
	)
}

// fix4 runs the nets; the first that fires refuses.
func (o *sanityCheck) fix4(q *templates.Query) error {
	o.mannerParticiple(q)
	for _, net := range []func(*templates.Query) error{
		o.netTopUnranked, o.netOccurrenceAsProperty, o.netCountNounUnapplied, o.netGroupByDropped,
		o.netValueBesideClipped, o.netNegatedWeakLink,
	} {
		if err := net(q); err != nil {
			return err
		}
	}
	return nil
}

// netTopUnranked: "top N" promises a ranking; with no ORDER BY the plan
// keeps whichever N rows the server returns first.
func (o *sanityCheck) netTopUnranked(q *templates.Query) error {
	if q.Limit == 0 || len(q.Order) > 0 || q.Skip > 0 {
		return nil
	}
	for i := 0; i+2 < len(o.toks); i++ {
		// "the top 5 movies" keeps storage order on purpose; only a
		// grading word after the number ("top five priciest") promises
		// an order the plan did not read.
		if english.QualityTop.Is(o.word(i)) && o.isNumberWord(i+1) && english.Fix4GradeWord(o.word(i+2)) {
			return o.refuse("top-unranked", i, "%q asks for the first %s of a ranking, and no word of the question that says by what links to the schema: the plan would keep %d rows in no order", o.toks[i].Text+" "+o.toks[i+1].Text, o.toks[i+1].Text, q.Limit)
		}
	}
	return nil
}

// netOccurrenceAsProperty: "three or more times" counts how often the
// verb happened; a property linked to "times" and compared with the
// number answers another question.
func (o *sanityCheck) netOccurrenceAsProperty(q *templates.Query) error {
	for i := range o.toks {
		if !english.OccurrenceNoun.Is(o.word(i)) {
			continue
		}
		p := o.propLinkAt(i)
		if p == "" || !o.numberBefore(i, 3) {
			continue
		}
		for _, c := range conjuncts(q.Where) {
			if c.Prop == p || strings.HasSuffix(p, "."+c.Prop) {
				return o.refuse("occurrence-as-property", i, "%q after a number counts how often the verb happened, and the plan compares the number with %s, the property the word linked to", o.toks[i].Text, c.Prop)
			}
		}
	}
	return nil
}

// numberBefore: one of the n tokens before i is a number.
func (o *readCtx) numberBefore(i, n int) bool {
	for k := i - 1; k >= 0 && k >= i-n; k-- {
		if o.isNumberWord(k) {
			return true
		}
	}
	return false
}

// netCountNounUnapplied: "the member count" asks for a count of members
// as "the number of members" does.
func (o *sanityCheck) netCountNounUnapplied(q *templates.Query) error {
	if aggregates(q) {
		return nil
	}
	for i := 1; i < len(o.toks); i++ {
		if english.AggregateNoun.Is(o.word(i)) && o.linksKind(i-1, "label") && o.propLinkAt(i) == "" {
			return o.refuse("count-noun-unapplied", i, "%q asks for a count of the %s, and the plan counts nothing", o.toks[i-1].Text+" "+o.toks[i].Text, o.labelAtToken(i-1))
		}
	}
	return nil
}

// netGroupByDropped: "count dishes by spiciness" names its groups after
// "by"; when that word links to nothing, one total answers another
// question.
func (o *sanityCheck) netGroupByDropped(q *templates.Query) error {
	if !aggregates(q) || groups(q) {
		return nil
	}
	for i := 1; i+1 < len(o.toks); i++ {
		if !english.KeyBy(o.word(i)) || !o.linksKind(i-1, "label") {
			continue
		}
		k := i + 1
		for k < len(o.toks) && english.RankArticle.Is(o.word(k)) {
			k++
		}
		if k >= len(o.toks) || o.linksAt(k) || o.isNumberWord(k) || o.isCueWord(k) {
			continue
		}
		if k+1 < len(o.toks) && o.toks[k+1].POS != grounding.PUNCT {
			continue // only a group noun that ends the question
		}
		return o.refuse("group-by-dropped", k, "\"%s %s\" names the groups to count by, %q links to nothing, and the plan counts everything in one row", o.toks[i].Text, o.toks[k].Text, o.toks[k].Text)
	}
	return nil
}

// netValueBesideClipped: a value matched on the word before a shortened
// schema word ("assistant profs"): the two words may spell a longer value
// of the shortened word's label that matching never saw.
func (o *sanityCheck) netValueBesideClipped(q *templates.Query) error {
	for _, v := range o.ev.Values {
		if _, ok := v.Value.(string); !ok {
			continue
		}
		j := -1
		for i, t := range o.toks {
			if t.Span.Start >= v.Span.End {
				j = i
				break
			}
		}
		if j < 0 {
			continue
		}
		l := o.labelAtToken(j)
		if l == "" || v.Owner == l {
			continue
		}
		// The word as typed: o.lower has abbreviations expanded already.
		w := strings.TrimSuffix(strings.ToLower(o.toks[j].Text), "s")
		full := strings.ToLower(l)
		if w == full || !english.Clips(w, full) {
			continue
		}
		return o.refuse("value-beside-clipped", j, "%q is read as %s.%s %q, and %q after it shortens %s: the two words may name a longer value of %s, which matching did not try", o.ev.Question[v.Span.Start:v.Span.End], v.Owner, v.Prop, v.Value, o.toks[j].Text, l, l)
	}
	return nil
}

// netNegatedWeakLink: the relationship a NOT EXISTS denies must come
// from the question's words; one brought only by a weak property link
// ("appeared" to REVIEWED.stars) denies something the question never
// named.
func (o *sanityCheck) netNegatedWeakLink(q *templates.Query) error {
	labels := varLabels(q)
	for _, x := range templates.Conjuncts(q.Where) {
		n, ok := x.(*templates.Not)
		if !ok {
			continue
		}
		ex, ok := n.X.(*templates.Exists)
		if !ok {
			continue
		}
		for _, h := range ex.Path.Hops {
			if o.namedEdge(h.Edge) || o.labelMentioned(h.To.Label) || h.To.Label == "" && o.labelMentioned(labels[h.To.Var]) {
				continue
			}
			for _, e := range o.ev.Elements {
				if e.Kind == "prop" && e.Owner == h.Edge && e.Score < fix4WeakLink {
					return o.refuse("negated-weak-link", o.tokenStarting(e.Span.Start), "the plan denies %s, which no word names: only %q, weakly linked to its property %s, brought it", h.Edge, o.ev.Question[e.Span.Start:e.Span.End], e.Name)
				}
			}
		}
	}
	return nil
}

// fix4WeakLink: a property link under this score is a guess from a
// word's letters ("appeared" to stars), not a word naming the property.
const fix4WeakLink = 0.8

// namedEdge: a word of the question links to the edge type.
func (o *readCtx) namedEdge(edge string) bool {
	for _, e := range o.ev.Elements {
		if e.Kind == "edge" && e.Name == edge && !e.implied {
			return true
		}
	}
	return false
}

// clippedLabelPhrase is the word at i and the label's name, squashed, when
// the word after i shortens that name ("assistant profs" spells
// "assistantprofessor"); "" otherwise. Grounding read the shortened word
// as the label (word-corrected) after values were matched, so the value
// the whole phrase spells is looked for here.
func (o *readCtx) clippedLabelPhrase(i int, label string) string {
	w := strings.TrimSuffix(strings.ToLower(o.toks[i+1].Text), "s")
	full := strings.ToLower(label)
	if w == full || !english.Clips(w, full) {
		return ""
	}
	return squashName(o.words[i] + full)
}

// mannerParticiple drops the hop of "courses offered online": a
// participle naming a relationship whose far end the question never
// mentions, followed at once by a yes/no property of the thing that the
// plan requires true. The participle carries the manner word ("online"),
// not a relationship the question asks to exist; kept, it drops the
// things with no such far end. The far node must be used by nothing
// else of the plan.
func (o *sanityCheck) mannerParticiple(q *templates.Query) {
	trues := map[string]bool{}
	for _, c := range conjuncts(q.Where) {
		if b, ok := c.Value.(bool); ok && b && c.Op == templates.Eq {
			trues[c.Prop] = true
		}
	}
	for _, p := range q.Match {
		for _, h := range p.Hops {
			v := h.To.Var
			if _, said := o.in.mentions[v]; said || h.Min != 0 || h.Max != 0 || o.varUsed(q, v) {
				continue
			}
			i := o.edgeWordAt(h.Edge)
			if i < 0 || i+1 >= len(o.toks) || !english.PastParticiple(o.word(i)) {
				continue
			}
			prop := o.propLinkAt(i + 1)
			if prop == "" || !trues[prop[strings.LastIndex(prop, ".")+1:]] {
				continue
			}
			c := *q
			c.Match = append([]templates.Path(nil), q.Match...)
			for k := range c.Match {
				c.Match[k].Hops = append([]templates.Hop(nil), c.Match[k].Hops...)
			}
			if !dropLeaf(&c, v) {
				continue
			}
			if _, err := templates.Normalize(&c, o.s); err != nil {
				continue
			}
			*q = c
			o.warnings = append(o.warnings, o.diagnostic("manner-participle", o.tokSpan(i), fmt.Sprintf("%q only carries %q, a yes/no property of the things asked for: %s to a thing the question never names is not required", o.toks[i].Text, o.toks[i+1].Text, h.Edge)))
			return
		}
	}
}

// edgeWordAt is the token of a word that links to the edge type, -1 for
// none.
func (o *readCtx) edgeWordAt(edge string) int {
	for _, e := range o.ev.Elements {
		if e.Kind == "edge" && e.Name == edge && !e.implied {
			return o.tokenStarting(e.Span.Start)
		}
	}
	return -1
}

// varUsed: the variable is returned, ordered, or compared outside the
// pattern.
func (o *sanityCheck) varUsed(q *templates.Query, v string) bool {
	for _, r := range q.Return {
		if r.Var == v {
			return true
		}
	}
	return readsVar(q.Where, v)
}
