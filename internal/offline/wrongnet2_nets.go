package offline

import (
	"fmt"
	"strings"
	"unicode"

	"github.com/gql-dev/gql/diag"
	"github.com/gql-dev/gql/internal/english"
	"github.com/gql-dev/gql/schema"
	"github.com/gql-dev/gql/templates"
)

// Second round of nets against silent wrongs (issue 23), each designed on
// a mechanism that recurs among the tuning sets' remaining wrong answers
// (docs/offline.md, "Silent wrongs by mechanism", session 9) and measured
// for the right answers it costs. One fix runs first: a listing that
// shows things by a name their owners did not identify them by.

// wrongnet2 repairs, then runs the nets of this round; the first that
// fires refuses.
func (o *sanityCheck) wrongnet2(q *templates.Query) error {
	o.ownIDShown(q)
	for _, net := range []func(*templates.Query) error{o.netWhoPerfect, o.netLiteralArticle} {
		if err := net(q); err != nil {
			return err
		}
	}
	return nil
}

// netWhoPerfect: "who has placed an order at Sakura?" asks, like "who
// placed…", for the subject of the participle; the perfect auxiliary
// before it kept the first net (which reads the verb right after "who")
// from looking, and the plan answered with the orders.
func (o *sanityCheck) netWhoPerfect(q *templates.Query) error {
	if len(o.toks) < 4 || !english.NetWho.Is(o.word(0)) || !english.Wrongnet2Perfect.Is(o.word(1)) {
		return nil
	}
	if w := o.word(2); english.Wrongnet2NotPerfect.Is(w) || !english.PastParticiple(w) {
		return nil // "who has been…" is a copula; "who has the most…" has no participle
	}
	return o.whoNamedReturnedAt(q, 2)
}

// netLiteralArticle: a text the plan compares with that no stored value
// supplied, the question does not quote, and that begins with a lower-case
// article: "names starting with the letter 'M'" read as STARTS WITH 'the
// letter', "the substring the computer" as CONTAINS 'the computer'. A name
// a person types is not opened by "the" in lower case; the words were
// the question's own phrasing, and the search would find nothing or the
// wrong rows.
func (o *sanityCheck) netLiteralArticle(q *templates.Query) error {
	stored := map[string]bool{}
	for _, v := range o.ev.Values {
		if s, ok := v.Value.(string); ok {
			stored[s] = true
		}
	}
	for s := range planLiterals(q) {
		if stored[s] || o.quotedText(s) {
			continue
		}
		first, rest, ok := strings.Cut(s, " ")
		if !ok || strings.TrimSpace(rest) == "" || !english.Wrongnet2Article.Is(first) {
			continue
		}
		k := o.tokenOfText(s)
		if k < 0 || o.toks[k].Text != strings.ToLower(o.toks[k].Text) {
			continue // "The Matrix" as the user wrote it is a title
		}
		return o.refuse("literal-with-article", k, "%q is compared as a text, but it begins with the article %q the question wrote before it: the words are the question's phrasing, not a value someone stored, so the comparison would find nothing or the wrong rows", s, first)
	}
	return nil
}

// ownIDShown: "Which lab tests were ordered by Dr. Almeida?" answered by
// the tests' names, which repeat (every HbA1c test is called HbA1c), while
// the schema gives the things an identifier of their own (test_id: the
// label's noun and _id). The owners of the graph tell such things apart by
// that property, so a listing of them shows it beside the name: a row per
// thing, not one per name. Only a plain listing is widened: with an
// aggregate the groups would change, a named property is what was asked,
// and a thing named by a value would only echo the question.
func (o *sanityCheck) ownIDShown(q *templates.Query) {
	labels := varLabels(q)
	bound := map[string]bool{}
	for _, c := range allCmps(q.Where) {
		if c.Op == templates.Eq || c.Op == templates.EqFold {
			bound[c.Var] = true
		}
	}
	shown := map[string]bool{}
	for _, r := range q.Return {
		if r.Agg != templates.NoAgg {
			return
		}
		shown[r.Var+"."+propOrKey(o.s, labels[r.Var], r.Prop)] = true
	}
	var out []templates.Proj
	var added []string
	for _, r := range q.Return {
		out = append(out, r)
		label := labels[r.Var]
		if label == "" || o.s.Label(label) == nil || bound[r.Var] || o.s.DeclaredKey(label) != "" || propOrKey(o.s, label, r.Prop) != o.s.Key(label) {
			continue
		}
		id := ownIDOf(o.s, label)
		if id == "" || shown[r.Var+"."+id] || o.propNamed(o.s.Key(label), label) {
			continue
		}
		out = append(out, templates.Proj{Var: r.Var, Prop: id, As: freeAlias(q.Return, out, id)})
		shown[r.Var+"."+id] = true
		added = append(added, label+"."+id)
	}
	if len(added) == 0 {
		return
	}
	q.Return = out
	o.warnings = append(o.warnings, o.diagnostic("own-id-shown", diag.Span{Start: 0, End: len(o.ev.Question)},
		fmt.Sprintf("the things are shown by a name that need not be unique, so %s, the identifier the schema gives them, is shown beside it (one row per thing, not per name); ask for \"the names of …\" for the names alone", strings.Join(added, ", "))))
}

// ownIDOf is the property of a label named by the label's own noun (its
// last word, or all of it) and an identifier ending: test_id of LabTest,
// order_no of Order. Converted tables (qualified names) give every row a
// key column of that form, so there it says nothing the name does not.
func ownIDOf(s *schema.Schema, label string) string {
	l := s.Label(label)
	if l == nil || !english.Wrongnet2NameKey.Is(schema.LocalName(s.Key(label))) {
		return "" // a code or the parts of a name already tell things apart, or say nothing shared
	}
	nouns := map[string]bool{strings.ToLower(label): true, snakeOf(label): true, lastWord(label): true}
	for _, p := range l.Properties {
		if strings.ContainsAny(p.Name, "#./:") {
			return ""
		}
	}
	for _, p := range l.Properties {
		n := strings.ToLower(p.Name)
		for _, suf := range english.Wrongnet2IDSuffix {
			if stem, ok := strings.CutSuffix(n, suf); ok && nouns[stem] {
				return p.Name
			}
		}
	}
	return ""
}

// propOrKey is the property a column shows: its own, or the label's key
// for a column that shows the thing (filled in when the plan is
// normalised).
func propOrKey(s *schema.Schema, label, prop string) string {
	if prop == "" && label != "" {
		return s.Key(label)
	}
	return prop
}

// snakeOf spells a CamelCase label in lower snake case: LabTest → lab_test.
func snakeOf(label string) string {
	var b strings.Builder
	for i, r := range label {
		if unicode.IsUpper(r) && i > 0 {
			b.WriteByte('_')
		}
		b.WriteRune(unicode.ToLower(r))
	}
	return b.String()
}

// lastWord is the last CamelCase word of a label, lower case.
func lastWord(label string) string {
	s := snakeOf(label)
	if i := strings.LastIndexByte(s, '_'); i >= 0 {
		return s[i+1:]
	}
	return s
}

// freeAlias is a column name for prop no other column uses.
func freeAlias(a, b []templates.Proj, prop string) string {
	used := map[string]bool{}
	for _, l := range [][]templates.Proj{a, b} {
		for _, r := range l {
			used[r.As] = true
		}
	}
	as := prop
	for i := 2; used[as]; i++ {
		as = fmt.Sprintf("%s_%d", prop, i)
	}
	return as
}
