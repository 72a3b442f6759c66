package offline

import (
	"strings"

	"github.com/gql-dev/gql/internal/english"
	"github.com/gql-dev/gql/templates"
)

// Nets of bank's wrong answers (branch fix12, docs/offline.md "bank's
// wrongs (fix12)"): each reads the finished plan against the question for
// a condition or a column the question states and the plan lost.

func init() {
	checks = append(checks,
		Check{ID: "modifier-dropped", Summary: "a hyphenated word before a thing's noun links to a property the plan never reads",
			Doc: "\"How many high-risk customers do we have?\": \"high-risk\" links to risk_rating and qualifies the customers counted, and the plan counted every customer (or the different ratings); a condition the question states was lost, so the plan is refused (a wrong-answer net)."},
		Check{ID: "compared-column-shown", Summary: "\"which X have a P of at least N\" answered with P instead of the X",
			Doc: "\"Which cards have a credit limit of at least 10k?\": the things asked for are the cards; the plan showed only the property the question compares (credit_limit_eur), as if \"a P of\" asked for P. Refused (a wrong-answer net)."},
	)
}

// fix12 runs the nets; the first that fires refuses.
func (o *sanityCheck) fix12(q *templates.Query) error {
	for _, net := range []func(*templates.Query) error{o.netModifierDropped, o.netAskedColumnDropped, o.netComparedColumnShown} {
		if err := net(q); err != nil {
			return err
		}
	}
	return nil
}

// planReads reports whether the plan filters on or shows prop.
func planReads(q *templates.Query, prop string) bool {
	for _, c := range allCmps(q.Where) {
		if c.Prop == prop {
			return true
		}
	}
	for _, p := range q.Return {
		if p.Prop == prop {
			return true
		}
	}
	for _, s := range q.Order {
		if strings.EqualFold(s.Col, prop) {
			return true
		}
	}
	return false
}

// propsAtToken are the properties the word at i links to.
func (o *readCtx) propsAtToken(i int) []string { return o.namesAt(i, "prop") }

// netModifierDropped: a hyphenated word ("high-risk") right before a noun
// naming a label links to a property the plan neither filters on nor
// shows.
func (o *sanityCheck) netModifierDropped(q *templates.Query) error {
	for i := range o.toks {
		if !strings.Contains(o.toks[i].Text, "-") || o.valueAt(i) || !o.modifiesLabel(i) {
			continue
		}
		props := o.propsAtToken(i)
		if len(props) == 0 {
			continue
		}
		read := false
		for _, p := range props {
			read = read || planReads(q, p)
		}
		if !read {
			return o.refuse("modifier-dropped", i, "%q qualifies the %s asked about and links to %s, which the plan does not read: the condition would be lost", o.toks[i].Text, o.labelAtToken(i+1), props[0])
		}
	}
	return nil
}

// netAskedColumnDropped: "with their P" where P links to a property the
// answer does not show (asked-column-dropped, the check relproj_columns
// makes of a listed column).
func (o *sanityCheck) netAskedColumnDropped(q *templates.Query) error {
	for i := 1; i+1 < len(o.toks); i++ {
		if !english.WithTheirOpen.Is(o.word(i-1)) || !english.TheirWord.Is(o.word(i)) {
			continue
		}
		props := o.propsAtToken(i + 1)
		if len(props) == 0 && !o.linksAt(i+1) {
			// A word no link took ("amounts" where two relationships
			// hold an amount_eur) that names part of a property of the
			// schema is still a column asked for.
			props = o.schemaPropsNamed(english.Singular(o.word(i + 1)))
		}
		if len(props) == 0 {
			continue
		}
		shown := false
		for _, p := range props {
			for _, r := range q.Return {
				shown = shown || r.Prop == p
			}
		}
		if !shown {
			return o.refuse("asked-column-dropped", i+1, "%q asks for %s beside the things listed, and the answer does not show it", o.toks[i+1].Text, props[0])
		}
	}
	return nil
}

// schemaPropsNamed are the properties of the schema whose name has w as
// one of its parts (amount_eur for "amount").
func (o *readCtx) schemaPropsNamed(w string) []string {
	if len(w) < 3 {
		return nil
	}
	seen := map[string]bool{}
	var out []string
	add := func(name string) {
		for _, part := range strings.FieldsFunc(strings.ToLower(name), func(r rune) bool { return r == '_' || r == '-' }) {
			if part == w && !seen[name] {
				seen[name] = true
				out = append(out, name)
			}
		}
	}
	for _, l := range o.s.Labels {
		for _, p := range l.Properties {
			add(p.Name)
		}
	}
	for _, e := range o.s.EdgeTypes {
		for _, p := range e.Properties {
			add(p.Name)
		}
	}
	return out
}

// netComparedColumnShown: "which <label> …" answered with one column, a
// property of that label's thing the plan compares with a bound: the
// things asked for are not shown, only the measure said of them.
func (o *sanityCheck) netComparedColumnShown(q *templates.Query) error {
	if len(o.toks) < 2 || !english.ThingAsker.Is(o.word(0)) || !o.linksKind(1, "label") || len(q.Return) != 1 || q.Having != nil {
		return nil
	}
	r := q.Return[0]
	if r.Agg != "" || r.Prop == "" || varLabels(q)[r.Var] != o.labelAtToken(1) {
		return nil
	}
	for _, c := range allCmps(q.Where) {
		if c.Var != r.Var || c.Prop != r.Prop {
			continue
		}
		if _, num := c.Value.(string); !num && (c.Op == templates.Gt || c.Op == templates.Ge || c.Op == templates.Lt || c.Op == templates.Le) {
			return o.refuse("compared-column-shown", 1, "the question asks which %s, and the answer shows only %s, the property it compares", o.toks[1].Text, r.Prop)
		}
	}
	return nil
}
