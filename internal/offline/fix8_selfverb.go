package offline

import (
	"fmt"
	"strings"

	"github.com/gql-dev/gql/internal/english"
	"github.com/gql-dev/gql/templates"
)

func init() {
	checks = append(checks,
		Check{ID: "by-key-active-read", Warning: true, Summary: "a self key named \"<verb>ed_by\" is walked to its target when the verb is active",
			Doc: "\"customers who never referred another customer\" over customer.referred_by: the key is the row's referrer, so the customers that referred someone are the key's targets, not its holders; a tested pattern from the asked thing along such a key, when the question uses the verb actively, is walked from the target's side, and the warning says so. \"customers who were never referred by anyone\" (passive) keeps the key's own direction."},
	)
}

// byKeyActiveDirection turns a tested relationship of a label to itself
// whose key is named "<verb>_by" (referred_by, approved_by) so that the
// asked thing stands at the key's target when the question writes the
// verb actively after it ("customers who never referred another
// customer"): the key holds the one who did the verb to the row, so the
// doer is the target (rel-497 had tested the customers that were
// referred). A passive verb ("were referred by") or a verb before the
// thing keeps the direction given.
func (o *readCtx) byKeyActiveDirection(q *templates.Query, warns *sink) {
	labels := varLabels(q)
	asked := map[string]bool{}
	for _, r := range q.Return {
		asked[r.Var] = true
	}
	templates.Leaves(q.Where, func(e templates.Expr) {
		x, ok := e.(*templates.Exists)
		if !ok || len(x.Path.Hops) != 1 || !asked[x.Path.From.Var] || x.Path.Hops[0].Dir != templates.Out {
			return
		}
		h := &x.Path.Hops[0]
		et := o.s.EdgeType(h.Edge)
		if et == nil || !selfRelation(et) {
			return
		}
		verb := byKeyVerb(h.Edge)
		if verb == "" {
			return
		}
		label := labels[x.Path.From.Var]
		at := o.labelToken(label)
		for i := at + 1; at >= 0 && i < len(o.toks); i++ {
			if english.Lemma(o.words[i]) != english.Lemma(verb) {
				continue
			}
			if english.ByWord.Is(o.word(i+1)) || o.passiveBefore(i) {
				return
			}
			h.Dir = templates.In
			warns.add(o.diagnostic("by-key-active-read", o.toks[i].Span,
				fmt.Sprintf("%q is said actively of the %s asked about, and %s holds who %s the row: the %s asked are the key's targets", o.toks[i].Text, label, h.Edge, verb, label)))
			return
		}
	})
}

// byKeyVerb is the verb of a key named "<verb>_by" ("referred" of
// customer#ref-referred_by), "" for any other name.
func byKeyVerb(edge string) string {
	n := edge
	if i := strings.LastIndexAny(n, "#./:"); i >= 0 {
		n = n[i+1:]
	}
	n = strings.TrimPrefix(strings.ToLower(n), "ref-")
	parts := strings.FieldsFunc(n, func(r rune) bool { return r == '_' || r == '-' })
	if len(parts) != 2 || !english.ByWord.Is(parts[1]) || len(parts[0]) < 4 {
		return ""
	}
	return parts[0]
}

// passiveBefore: the verb at i follows a form of "be" (a "never" or "not"
// between): it is said passively of its subject.
func (o *readCtx) passiveBefore(i int) bool {
	k := i - 1
	for k >= 0 && english.CopulaNot.Is(o.word(k)) {
		k--
	}
	return k >= 0 && english.PassiveAux.Is(o.word(k))
}
