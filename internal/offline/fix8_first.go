package offline

import (
	"fmt"

	"github.com/gql-dev/gql/internal/english"
	"github.com/gql-dev/gql/templates"
)

func init() {
	checks = append(checks,
		Check{ID: "superlative-first-ordered", Warning: true, Summary: "\"<superlative> first\" closing a list orders it, keeping every row",
			Doc: "\"the actors born before 1965, oldest first\", \"the products, cheapest first\": a superlative followed by \"first\" at the end of the question says which end of the list comes first; it does not ask for the one at that end. The plan keeps the order and every row, and the warning says so."},
	)
}

// superlativeFirstOrders undoes the cut to the first row (and its ties)
// that a superlative made, when the superlative is "<superlative> first"
// closing the question: an order of the list asked (rel-480 answered the
// oldest actor alone). A number the question gives ("the 3 oldest first")
// or a page keeps its cut, and so does an aggregate plan ("the team with
// the most services first" ranks groups, which is another reading).
func (o *readCtx) superlativeFirstOrders(q *templates.Query, rw rows, warns *sink) {
	if q.Limit != 1 || len(q.Order) == 0 || rw.limit > 0 || rw.paged || q.Skip > 0 || q.Shortest != nil {
		return
	}
	for _, r := range q.Return {
		if r.Agg != templates.NoAgg {
			return
		}
	}
	at := o.superlativeFirstAt()
	if at < 0 {
		return
	}
	q.Limit, q.Ties = 0, false
	warns.add(o.diagnostic("superlative-first-ordered", o.tokSpans(at-1, at),
		fmt.Sprintf("%q closes the list: it is read as ordering every row by %s, not as asking for the first alone", o.toks[at-1].Text+" "+o.toks[at].Text, q.Order[0].Col)))
}

// superlativeFirstAt is the token of a "first" right after a superlative
// with nothing but punctuation after it, -1 when there is none or the
// question ranks by another superlative too.
func (o *readCtx) superlativeFirstAt() int {
	at, sups := -1, 0
	for i := range o.toks {
		w := o.word(i)
		if english.First.Is(w) {
			continue
		}
		if ascWords[w] || descWords[w] || o.measureWord(i) {
			sups++
		}
	}
	for i := 1; i < len(o.toks); i++ {
		if !english.First.Is(o.word(i)) {
			continue
		}
		prev := o.word(i - 1)
		if !(ascWords[prev] || descWords[prev] || o.measureWord(i-1)) || english.First.Is(prev) {
			continue
		}
		rest := true
		for k := i + 1; k < len(o.toks); k++ {
			if !isPunct(o.word(k)) {
				rest = false
			}
		}
		if rest {
			at = i
		}
	}
	if at < 0 || sups > 2 {
		return -1
	}
	return at
}
