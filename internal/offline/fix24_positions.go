package offline

import (
	"fmt"
	"slices"

	"github.com/gql-dev/gql/internal/english"
	"github.com/gql-dev/gql/schema"
	"github.com/gql-dev/gql/templates"
)

// Positions held on a relationship (docs/offline.md "Walks and positions
// (fix24)"): "Which stop is the 4th on the B12?", "List the stops of the
// M2 in order." The relationship the plan walks from the named thing
// holds each far thing's place along it (stop_seq, position), which
// fix20's net found unread; where the plan is that one walk, the
// position is read instead.

func init() {
	checks = append(checks,
		Check{ID: "position-read", Warning: true, Summary: "an ordinal or \"in order\" is read as the position a walked relationship holds",
			Doc: "\"Which stop is the 4th on the B12?\" keeps the SERVES whose stop_seq is 4; \"List the stops of the M2 in order.\" orders by stop_seq, shown as a column: the one relationship the plan walks from a named thing holds a whole-number property whose name says a place in a sequence (seq, sequence, position, ordinal), and the things asked for are at its far end. Any other plan (several walks, a row cap, an aggregate) keeps fix20's refusal."},
	)
}

// positionRead reads the position the net positionUnread found asked at
// token i into the plan; it reports whether it did.
func (o *accounting) positionRead(q *templates.Query, i int) bool {
	if len(q.Match) != 1 || len(q.Match[0].Hops) != 1 || q.Limit != 0 || q.Skip != 0 || q.Optional != nil || len(q.Optionals) > 0 || q.Shortest != nil {
		return false
	}
	p := &q.Match[0]
	h := &p.Hops[0]
	if h.VarLength() || len(h.Or) > 0 {
		return false
	}
	seq := o.sequenceProp(h.Edge)
	if seq == "" {
		return false
	}
	named := map[string]bool{}
	for _, c := range allCmps(q.Where) {
		if c.Op == templates.Eq && c.Value != nil {
			named[c.Var] = true
		}
	}
	far := h.To.Var
	if !named[p.From.Var] || named[far] {
		return false
	}
	for _, r := range q.Return {
		if r.Var != far || r.Agg != templates.NoAgg {
			return false
		}
	}
	if h.Var == "" {
		h.Var = freshVar(varLabels(q), "r")
	}
	n, ordinal := english.Ordinal(o.word(i))
	switch {
	case ordinal && n > 0 && len(q.Order) == 0 && o.ordinalOfFar(i, h.To.Label):
		q.Where = &templates.And{Args: []templates.Expr{q.Where, &templates.Cmp{Var: h.Var, Prop: seq, Op: templates.Eq, Value: int64(n)}}}
		o.warnings = append(o.warnings, o.diagnostic("position-read", o.tokSpan(i),
			fmt.Sprintf("%q is read as the place %s.%s holds: the %s whose %s is %d", o.toks[i].Text, h.Edge, seq, h.To.Label, seq, n)))
	case english.OrderNoun.Is(o.word(i)):
		q.Return = append(q.Return, templates.Proj{Var: h.Var, Prop: seq, As: seq})
		q.Order = []templates.Sort{{Col: seq}}
		o.warnings = append(o.warnings, o.diagnostic("position-read", o.tokSpan(i),
			fmt.Sprintf("\"in order\" is read as the order %s.%s holds, lowest first, shown as a column", h.Edge, seq)))
	default:
		return false
	}
	return true
}

// sequenceProp is the one whole-number property of the relationship
// whose name says a place in a sequence; "" for none or several.
func (o *readCtx) sequenceProp(edge string) string {
	seq := ""
	for _, p := range o.propsOf(edge) {
		if p.Type != schema.Int {
			continue
		}
		if slices.ContainsFunc(schemaWords(p.Name), english.SequenceWord.Is) {
			if seq != "" {
				return ""
			}
			seq = p.Name
		}
	}
	return seq
}

// ordinalOfFar: the ordinal at i is "the Nth" of the things at the walk's
// far end: "the 4th on the B12", "the first stop of the B12". An ordinal
// elsewhere ("the first 5 stops", "first-year") says something else.
func (o *accounting) ordinalOfFar(i int, far string) bool {
	if i < 1 || !english.Frame.Article.Is(o.word(i-1)) || o.isNumber(i+1) {
		return false
	}
	return o.labelAtToken(i+1) == far || english.Frame.Preposition.Is(o.word(i+1))
}
