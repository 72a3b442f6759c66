package offline

import (
	"fmt"

	"github.com/gql-dev/gql/internal/english"
	"github.com/gql-dev/gql/schema"
	"github.com/gql-dev/gql/templates"
)

// howManyProp reads "How many P does X have?" where P names a numeric
// property of the label of one named thing X ("How many seats does the
// 787-9 have?", "How many credits is CS301 worth?"): the answer is X's
// stored P, not a count of things. It returns the token of P and P, or -1
// when the question is not one: P must be the noun right after "how many"
// and link to no label, X must be given by the key of its label (one
// thing, so no total is asked) and be the one value the question names,
// the question must name no other label than X's,
// and nothing may group ("each") or total ("in total").
func (o *readCtx) howManyProp() (int, string) {
	i := o.find(english.HowMany)
	if i < 0 {
		return -1, ""
	}
	at := i + 2
	if at >= len(o.toks) || o.linksKind(at, "label") || o.valueAt(at) {
		return -1, ""
	}
	var prop ElementLink
	sp := o.toks[at].Span
	for _, e := range o.ev.Elements {
		if e.Kind == "prop" && e.Span.Start <= sp.Start && e.Span.End >= sp.End {
			prop = e
			break
		}
	}
	if prop.Name == "" {
		return -1, ""
	}
	var others []int // tokens naming a label: only the named thing's own may stand
	for k := range o.toks {
		w := o.word(k)
		if english.Frame.Group[w] || english.Total.Is(w) {
			return -1, ""
		}
		if k != at && o.linksKind(k, "label") {
			others = append(others, k)
		}
	}
	if len(o.ev.Values) != 1 {
		// "How many downloads do lodash and express have?" asks for two
		// values, or their total.
		return -1, ""
	}
	owner := ""
	for _, v := range o.ev.Values {
		if v.OnEdge || len(v.Readings) > 0 {
			return -1, ""
		}
		if owner != "" && owner != v.Owner {
			return -1, ""
		}
		owner = v.Owner
		if v.Prop != o.s.Key(v.Owner) || o.s.KeyGuessed(v.Owner) {
			return -1, ""
		}
	}
	if owner == "" || prop.Owner != "" && prop.Owner != owner {
		return -1, ""
	}
	for _, k := range others {
		// "How many people fit in room TH-204?": "room" names the one
		// thing's own label, no other thing to count.
		if !o.linksOnly(k, "label", owner) {
			return -1, ""
		}
	}
	p := schema.Find(o.propsOf(owner), prop.Name)
	if p == nil || !p.Type.Numeric() || p.Type.IsList() {
		return -1, ""
	}
	return at, prop.Name
}

// propCount is the shape hook of howManyProp: the question is not a count.
func (o *readCtx) propCount(sh shape) shape {
	if sh.count && !sh.distinct {
		if at, _ := o.howManyProp(); at >= 0 {
			sh.count = false
		}
	}
	return sh
}

// warnPropCount says the plan read "how many P" as the stored P.
func (b *builder) warnPropCount() {
	o := b.o
	at, p := o.howManyProp()
	if at < 0 || b.prop != p || b.sh.count {
		return
	}
	o.warnings = append(o.warnings, o.diagnostic("count-is-property", o.toks[at].Span,
		fmt.Sprintf("read \"how many %s\" as the stored %s of the one thing the question names, not as a count of things", o.toks[at].Text, p)))
}

func init() {
	checks = append(checks, Check{ID: "count-is-property", Warning: true, Summary: "\"how many P\" is a number stored on the thing",
		Doc: "\"How many seats does the 787-9 have?\": when the noun after \"how many\" names a numeric property of the one thing the question names by its key, the answer is that property's value, not a count."})
}

// propCounted: the plan returns the property "how many P" named
// (howManyProp), which is the count the question asks for.
func (o *readCtx) propCounted(q *templates.Query) bool {
	at, p := o.howManyProp()
	if at < 0 {
		return false
	}
	for _, r := range q.Return {
		if r.Agg == "" && r.Prop == p {
			return true
		}
	}
	return false
}
