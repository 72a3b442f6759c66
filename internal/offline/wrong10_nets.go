package offline

import (
	"strings"

	"github.com/gql-dev/gql/internal/english"
	"github.com/gql-dev/gql/templates"
)

// Nets of session 10 (issue 23): the mechanisms behind the tuning sets'
// last wrong answers, each read back from the finished plan
// (docs/offline.md, "Session 10: tuning wrongs by mechanism").

// wrong10 runs this session's nets; the first that fires refuses.
func (o *sanityCheck) wrong10(q *templates.Query) error {
	if err := o.netCountsCompareDropped(q); err != nil {
		return err
	}
	if err := o.netConstantColumn(q); err != nil {
		return err
	}
	if err := o.netValueIsEdgeVerb(q); err != nil {
		return err
	}
	return o.netPossessorNotJoined(q)
}

// netPossessorNotJoined: "any of Hana Sato's courses" names the courses
// by their owner, so the plan must join the named thing to them directly
// when the schema has a relationship between the two labels. A plan that
// reaches them only through a third thing ("the students Hana Sato
// advises, and their courses") answers with another set. Only a
// possessive whose noun follows it at once is read; a schema with no
// relationship between the two labels leaves the path to the plan.
func (o *sanityCheck) netPossessorNotJoined(q *templates.Query) error {
	labels := varLabels(q)
	for _, v := range o.ev.Values {
		s, ok := v.Value.(string)
		if !ok {
			continue
		}
		k := o.tokenStarting(v.Span.End)
		if k < 0 || !english.PossessiveAt(o.lower, k) {
			continue
		}
		j := k + 1
		if j < len(o.toks) && english.Apostrophe.Is(o.lower[k]) && english.PossessiveS.Is(o.lower[j]) {
			j++ // "Sato ' s courses": the tokeniser split the mark
		}
		if j >= len(o.toks) {
			continue
		}
		noun := o.labelAtToken(j)
		owner := pinnedTo(q, s)
		if noun == "" || owner == "" || labels[owner] == noun || !o.schemaJoins(labels[owner], noun) {
			continue
		}
		if !hasVarOf(labels, noun) || joinsLabel(q, owner, noun, labels) {
			continue
		}
		return o.refuse("possessor-not-joined", j, "%q names the %s by their owner %q, and the plan reaches them from %s only through another thing, though the schema joins %s and %s directly: it would answer with another set", o.ev.Question[v.Span.Start:o.toks[j].Span.End], noun, s, labels[owner], labels[owner], noun)
	}
	return nil
}

// tokenStarting is the token that starts at byte b, -1 for none.
func (o *readCtx) tokenStarting(b int) int {
	for i, t := range o.toks {
		if t.Span.Start == b {
			return i
		}
	}
	return -1
}

// pinnedTo is the node variable a top-level equality compares with the
// text s, "" for none.
func pinnedTo(q *templates.Query, s string) string {
	for _, c := range conjuncts(q.Where) {
		if v, ok := c.Value.(string); ok && v == s && (c.Op == templates.Eq || c.Op == templates.EqFold) {
			return c.Var
		}
	}
	return ""
}

// hasVarOf: the plan has a node variable of the label.
func hasVarOf(labels map[string]string, label string) bool {
	for _, l := range labels {
		if l == label {
			return true
		}
	}
	return false
}

// joinsLabel: a single hop of the plan joins the node variable v to a
// node of the label.
func joinsLabel(q *templates.Query, v, label string, labels map[string]string) bool {
	for _, p := range q.Match {
		prev := p.From.Var
		for _, h := range p.Hops {
			if (prev == v && labels[h.To.Var] == label) || (h.To.Var == v && labels[prev] == label) {
				return true
			}
			prev = h.To.Var
		}
	}
	return false
}

// schemaJoins: a relationship of the schema joins the two labels, either
// way.
func (o *readCtx) schemaJoins(a, b string) bool {
	for _, e := range o.s.EdgeTypes {
		for _, ep := range e.Endpoints {
			if (ep.From == a && ep.To == b) || (ep.From == b && ep.To == a) {
				return true
			}
		}
	}
	return false
}

// netValueIsEdgeVerb: a stored text the plan requires of a thing, matched
// to a word that also names the relationship the plan walks from that
// thing ("the number of orders they delivered": status 'delivered' on the
// orders, and DELIVERED_BY walked to the courier). The word is read
// twice: as the relationship that joins the two, and as a value that
// keeps only some of the rows; the question says one. Only a word after
// the thing's noun is read so (a verb of a clause about it); before the
// noun ("couriers who have delivered orders") it may say the state. The value keeps
// out rows the relationship alone would count, so the plan is refused.
func (o *sanityCheck) netValueIsEdgeVerb(q *templates.Query) error {
	for _, c := range conjuncts(q.Where) {
		s, ok := c.Value.(string)
		if !ok || (c.Op != templates.Eq && c.Op != templates.EqFold) {
			continue
		}
		for _, v := range o.ev.Values {
			if v.Value != s {
				continue
			}
			for i := range o.toks {
				sp := o.toks[i].Span
				if o.toks[i].Quoted || sp.Start < v.Span.Start || sp.End > v.Span.End {
					continue
				}
				w := o.word(i)
				if len(w) < 4 || !strings.EqualFold(w, s) {
					continue // a word of a longer name, not the value itself
				}
				if m := o.labelNounAt(varLabels(q)[c.Var]); m < 0 || i < m {
					continue // "delivered orders": a participle before its noun states the value
				}
				if e := walkedFrom(q, c.Var, func(edge string) bool { return netSharesStem(w, edge) }); e != "" {
					return o.refuse("value-is-edge-verb", i, "%q is read both as the relationship %s the plan walks and as the stored value %q it requires: the question says it once, and the value leaves out rows the relationship alone keeps", o.toks[i].Text, e, s)
				}
			}
		}
	}
	return nil
}

// walkedFrom is the first relationship the plan walks from or to the
// node variable v whose name fits, "" when none.
func walkedFrom(q *templates.Query, v string, fits func(string) bool) string {
	for _, p := range q.Match {
		prev := p.From.Var
		for _, h := range p.Hops {
			if (prev == v || h.To.Var == v) && fits(h.Edge) {
				return h.Edge
			}
			prev = h.To.Var
		}
	}
	return ""
}

// netConstantColumn: a column that shows a named thing's text the
// question itself gives ("Parking charge per hotel?" answered with each
// hotel and the word "parking"), beside other columns and with nothing
// else of that thing shown. Every row holds the same value there: the
// column stands where the asked property should (the charge), which no
// word linked, so the rows answer another question. A named thing shown
// with its other properties ("for meter X, its type and tariff") and a
// number shown beside ("movies produced by someone born in 1952") pass.
func (o *sanityCheck) netConstantColumn(q *templates.Query) error {
	if len(q.Return) < 2 {
		return nil
	}
	pinned := map[[2]string]string{}
	for _, c := range conjuncts(q.Where) {
		if s, ok := c.Value.(string); ok && (c.Op == templates.Eq || c.Op == templates.EqFold) {
			pinned[[2]string{c.Var, c.Prop}] = s
		}
	}
	perVar := map[string]int{}
	for _, r := range q.Return {
		perVar[r.Var]++
	}
	labels := varLabels(q)
	for _, r := range q.Return {
		prop := r.Prop
		if prop == "" {
			prop = o.s.Key(labels[r.Var]) // the thing shown by its key
		}
		s, ok := pinned[[2]string{r.Var, prop}]
		if !ok || r.Agg != "" || perVar[r.Var] > 1 {
			continue
		}
		return o.refuse("constant-column", -1, "the plan shows %s of %s, which every row holds as %q, the value the question gives: the column stands where what is asked of it should be, and no word of the question links to that", prop, labels[r.Var], s)
	}
	return nil
}

// netCountsCompareDropped: a verb that compares two counts ("hotels where
// cancellations outnumber completed bookings") with a plan that counts
// nothing and compares nothing: the verb was read past, and the plan
// lists every thing that has one of the two (or one filtered by the
// other's value), whatever the counts are.
func (o *sanityCheck) netCountsCompareDropped(q *templates.Query) error {
	if len(q.Having) > 0 || q.Than != nil || aggregates(q) {
		return nil
	}
	for i, t := range o.toks {
		if t.Quoted || o.valueAt(i) || !english.Wrong10Outnumber.Is(o.word(i)) {
			continue
		}
		return o.refuse("counts-compare-dropped", i, "%q compares how many of two things each has, and the plan neither counts nor compares: it would list every match, whatever the counts", t.Text)
	}
	return nil
}

// labelNounAt is the first token linked to the label, -1 for none.
func (o *readCtx) labelNounAt(label string) int {
	for i := range o.toks {
		if label != "" && o.labelAtToken(i) == label {
			return i
		}
	}
	return -1
}
