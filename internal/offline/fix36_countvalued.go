package offline

import (
	"strings"

	"github.com/gql-dev/gql/internal/english"

	"github.com/gql-dev/gql/schema"
	"github.com/gql-dev/gql/templates"
)

func init() {
	checks = append(checks,
		Check{ID: "count-valued", Warning: true, Summary: "a count compared with a number counts only the related things holding the value the question names",
			Doc: "\"customers who've had more than one order returned\": the counted things carry a stored value of theirs (Order.status = 'returned'), not their key or name; the value filters them before they are counted per returned row. Only a lower-case word (a kind or state, not a name), equality on text, one plain edge to the thing asked about."},
	)
}

// valuedCounted is the node mentioned at k kept by stored text values of
// properties that are neither its key nor its name (repeatValued's test),
// nil otherwise.
func (o *conPhase) valuedCounted(k int) *onode {
	nd := o.soleFilteredNodeAt(k)
	if nd == nil && o.valueAt(k-1) {
		// "2 cancelled orders": the node stands at its value's word.
		nd = o.soleFilteredNodeAt(k - 1)
	}
	if nd == nil || nd.v == "" || nd.focus || nd.placeholder {
		return nil
	}
	if t := o.toks[k]; strings.ToLower(t.Text) != t.Text {
		return nil
	}
	l := o.s.Label(nd.label)
	if l == nil {
		return nil
	}
	key, declared, naming := o.s.Key(nd.label), o.s.DeclaredKey(nd.label), schema.NamingProperty(nd.label, l.Properties)
	for _, f := range nd.filter {
		c, ok := f.(*templates.Cmp)
		if !ok || c.Op != templates.Eq || c.Var != nd.v || c.Prop == key || c.Prop == declared || c.Prop == naming {
			return nil
		}
		if _, text := c.Value.(string); !text {
			return nil
		}
	}
	return nd
}

// countsValuedThings reads "more than 2 cancelled orders", "at least 2
// active projects": a bound, the number at i, a stored value at i+1 and a
// noun linking a label at i+2. The number counts the things holding the
// value (countCompared with valuedCounted); the number was otherwise
// compared with any numeric property of the asked thing (departments.floor
// >= 2, a silent wrong). Where the count cannot be read it is refused as
// count-comparison.
func (o *conPhase) countsValuedThings(i int, f float64) bool {
	if i+2 >= len(o.toks) || !o.valueAt(i+1) || o.valueAt(i+2) || o.used.has(i+2) && !o.linksKind(i+2, "label") || !o.linksKind(i+2, "label") {
		return false
	}
	if _, ok := beforeWords[o.word(i-1)]; !ok && !english.BoundEnd.Is(o.word(i-1)) && !o.atMostBound(i-1) {
		return false
	}
	if t := o.toks[i+1]; strings.ToLower(t.Text) != t.Text {
		return false // a name ("2 Berlin depots") is not a state
	}
	if op, ok := o.comparisonBefore(i); ok && o.countCompared(i, i+2, templates.Op(op), f) {
		return true
	}
	o.unsupported = o.refusalAt("count-comparison", o.tokSpan(i), "%s", "comparing a count of related things (\""+o.word(i)+" "+o.word(i+1)+" "+o.word(i+2)+"\") that hold a value needs grouping with a filter the plan cannot place")
	o.used.mark(i)
	return true
}
