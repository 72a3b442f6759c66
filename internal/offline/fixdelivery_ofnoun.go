package offline

import (
	"github.com/gql-dev/gql/grounding"
	"github.com/gql-dev/gql/internal/english"
	"github.com/gql-dev/gql/templates"
)

// "How many grams of flour go into a Pizza Margherita?": the noun after
// "<amount property> of" says whose amount is summed. When it links to
// nothing (no label, no stored value spelt so: the ingredient is stored
// as 'wheat flour'), a plan summing the amount sums it over every thing,
// a silent wrong answer; without the noun read, the question is refused.

// unreadAmountOf is the token of such an unread noun, -1 when there is
// none or the plan aggregates no amount the word before "of" names.
func (o *offline) unreadAmountOf(q *templates.Query) int {
	for i := 2; i < len(o.toks); i++ {
		t := o.toks[i]
		if t.POS != grounding.NOUN && t.POS != grounding.PROPN || t.Stop || t.Cue || o.linksAt(i) || !english.Of.Is(o.word(i-1)) {
			continue
		}
		p := o.propLinkAt(i - 2)
		if p == "" {
			continue
		}
		for _, r := range q.Return {
			if (r.Agg == templates.Sum || r.Agg == templates.Avg) && r.Prop == p {
				return i
			}
		}
	}
	return -1
}

// propLinkAt is the property a link covering token i names, "" when none.
func (o *readCtx) propLinkAt(i int) string { return o.linkOf(i, "prop") }
