package offline

import (
	"fmt"
	"strings"

	"github.com/gql-dev/gql/internal/english"
	"github.com/gql-dev/gql/schema"
	"github.com/gql-dev/gql/templates"
)

// A person whose name a table splits over two columns (first_name and
// last_name) is named in a question by both parts in a row ("Chloe
// Nakamura"). Grounding links each word to its own column, and each link
// became an anchor of its own: two people of one label, one with the first
// name and one with the last, which a self-relationship then joined to
// each other. The two parts, side by side and both columns of one label
// whose names end in the word "name", are one person.

// namePartWords are the words of a column that holds one part of a split
// name: the part's own word, then "name" ("first_name", "familyName").
func namePartWords(prop string) (string, bool) {
	ws := schemaWords(prop)
	if len(ws) != 2 || ws[1] != "name" || ws[0] == "name" {
		return "", false
	}
	return ws[0], true
}

// joinNamePart folds the value v, a part of a split name, into the anchor
// already made for the other part when the two are said side by side;
// it reports whether it did. The graph is not asked whether one row holds
// both, so the join is a warning: a first name of one person and a last
// name of another would find no one.
func (o *anchorsPhase) joinNamePart(v ValueLink) bool {
	if v.OnEdge {
		return false
	}
	if _, ok := namePartWords(v.Prop); !ok {
		return false
	}
	for _, n := range o.res.nodes {
		if n.label != v.Owner || len(n.filter) != 1 {
			continue
		}
		c, ok := n.filter[0].(*templates.Cmp)
		if !ok || c.Op != templates.Eq || c.Prop == v.Prop {
			continue
		}
		if _, ok := namePartWords(c.Prop); !ok {
			continue
		}
		for _, w := range o.ev.Values {
			if w.Owner != n.label || w.Prop != c.Prop || w.Value != c.Value || w.OnEdge {
				continue
			}
			a, b := w.Span, v.Span
			if a.Start > b.Start {
				a, b = b, a
			}
			if a.End > b.Start || strings.TrimSpace(o.ev.Question[a.End:b.Start]) != "" {
				continue
			}
			n.filter = append(n.filter, templates.C(n.v, v.Prop, templates.Eq, v.Value))
			whole := a
			whole.End = b.End
			o.res.warnings = append(o.res.warnings, o.diagnostic("name-parts-joined", whole,
				fmt.Sprintf("%q is read as one %s whose %s is %v and whose %s is %v; the graph was not asked whether one %s holds both",
					o.ev.Question[whole.Start:whole.End], n.label, c.Prop, c.Value, v.Prop, v.Value, n.label)))
			return true
		}
	}
	return false
}

// keyAskedAsNameParts is keyAskedAsRow for a row whose label has no one
// naming property but a name split over columns (first_name, last_name):
// the key asked for ("Which members mentor X?" answered by mentor_id) is
// shown as the parts of the name the question says ("their first names"),
// or every part when it says none.
func (o *offline) keyAskedAsNameParts(q *templates.Query, warns *sink) {
	if q.Optional != nil || len(q.Optionals) > 0 || q.Shortest != nil {
		return
	}
	// The one column that is no aggregate: a key shown alone, or the key
	// a count is grouped by ("the member who mentors the most").
	at := -1
	for i, p := range q.Return {
		if p.Agg == "" {
			if at >= 0 {
				return
			}
			at = i
		}
	}
	if at < 0 {
		return
	}
	r := q.Return[at]
	col := strings.ToLower(strings.ReplaceAll(rawLocal(r.Prop), "_", ""))
	for i := range o.toks {
		if w := o.word(i); english.IDWord(w) || english.KeyNoun(w) && strings.Contains(col, english.Singular(w)) {
			return
		}
	}
	label := ""
	for _, p := range q.Match {
		if p.From.Var == r.Var {
			label = p.From.Label
		}
		for _, h := range p.Hops {
			if h.To.Var == r.Var {
				label = h.To.Label
			}
		}
	}
	if label == "" {
		label = varLabels(q)[r.Var]
	}
	if label == "" {
		return
	}
	link, to, ok := o.keyTarget(label, r.Prop)
	if !ok {
		return
	}
	l := o.s.Label(to)
	if l == nil || schema.NamingProperty(to, l.Properties) != "" {
		return
	}
	var all, said []string
	for _, p := range l.Properties {
		w, ok := namePartWords(p.Name)
		if !ok || p.Type != schema.String {
			continue
		}
		all = append(all, p.Name)
		for i := range o.toks {
			if o.lower[i] == w && english.SaysRole(o.word(i+1), o.lower[i+1], "name") {
				said = append(said, p.Name)
				break
			}
		}
	}
	if len(all) < 2 {
		return
	}
	if len(said) == 0 || len(q.Return) > 1 {
		// Grouped by the key, a group is one row of the label: a part of
		// its name alone would merge namesakes.
		said = all
	}
	v := ""
	for _, p := range q.Match {
		if p.From.Var == r.Var && len(p.Hops) > 0 && p.Hops[0].Edge == link.Name && p.Hops[0].Dir == templates.Out && p.Hops[0].Min == 0 {
			v = p.Hops[0].To.Var
		}
	}
	if v == "" {
		v = "k_" + identOf(to)
		q.Match = append(q.Match, templates.P(templates.N(r.Var, label), templates.OutE(link.Name, templates.N(v, to))))
	}
	var ret []templates.Proj
	for i, p := range q.Return {
		if i != at {
			ret = append(ret, p)
			continue
		}
		for _, part := range said {
			ret = append(ret, templates.Proj{Var: v, Prop: part, As: part})
		}
	}
	q.Return = ret
	var order []templates.Sort
	for _, s := range q.Order {
		if s.Col != r.As && (r.As != "" || s.Col != r.Prop && s.Col != rawLocal(r.Prop)) {
			order = append(order, s)
			continue
		}
		for _, part := range said {
			order = append(order, templates.Sort{Col: part, Desc: s.Desc})
		}
	}
	q.Order = order
	sp := o.tokSpan(-1)
	for _, e := range o.ev.Elements {
		if e.Kind == "prop" && e.Name == r.Prop {
			sp = e.Span
			break
		}
	}
	warns.add(o.diagnostic("key-read-as-row", sp, fmt.Sprintf("%s.%s refers to a %s, whose name is split over %s: the answer is its %s, through %s, not the key",
		label, r.Prop, to, strings.Join(all, ", "), strings.Join(said, " and "), link.Name)))
}

// splitNameShown answers a thing asked for whole ("Who is the youngest
// member?", "Give their full names") whose label has no naming property
// but splits its name over columns (first_name, last_name) with those
// columns, rather than refusing to guess which property names it.
func (o *sanityCheck) splitNameShown(q *templates.Query, labels map[string]string) {
	var out []templates.Proj
	changed := ""
	for _, r := range q.Return {
		l := labels[r.Var]
		if r.Prop != "" || r.Agg != "" || !o.s.KeyGuessed(l) {
			out = append(out, r)
			continue
		}
		var parts []string
		if lab := o.s.Label(l); lab != nil {
			for _, p := range lab.Properties {
				if _, ok := namePartWords(p.Name); ok && p.Type == schema.String {
					parts = append(parts, p.Name)
				}
			}
		}
		if len(parts) < 2 {
			out = append(out, r)
			continue
		}
		for _, p := range parts {
			out = append(out, templates.Proj{Var: r.Var, Prop: p, As: p})
		}
		changed = l + " by " + strings.Join(parts, " and ")
	}
	if changed == "" {
		return
	}
	q.Return = out
	o.warnings = append(o.warnings, o.diagnostic("name-parts-shown", o.tokSpan(o.labelToken(strings.SplitN(changed, " ", 2)[0])),
		fmt.Sprintf("the answer shows %s: the label has no one property naming it, and its name is split over those columns; two of the same name show as one row where the answer is grouped", changed)))
}
