package offline

import (
	"fmt"
	"strings"

	"github.com/gql-dev/gql/internal/english"
	"github.com/gql-dev/gql/schema"
	"github.com/gql-dev/gql/templates"
)

// idColumn reads "the ids of X", "X ids", "the name and id of the X" when
// the plan returns X but not its identifier: the identifier asked for is a
// column of the one thing the plan shows, as "the names" would be its name.
// Which column is decided by the word before the identifier word ("template
// ids" of documents: the template_id they hold; "document ids": their own
// document_id) or, with no such word, the thing's own identifier. A thing
// shown by its default naming column (no property asked) is shown by the
// identifier instead, since the identifier is what was asked; otherwise the
// identifier is added beside what is shown. Anything less certain (two
// things shown, no identifier or several that fit) is left to the refusal
// in unreturnedAsk. The choice is a warning naming the column.
func (o *sanityCheck) idColumn(q *templates.Query, labels map[string]string) {
	if o.idsAnswered(q) {
		return
	}
	at := -1
	for i := range o.toks {
		if english.IDWord(o.word(i)) && !o.valueAt(i) {
			at = i
			break
		}
	}
	if at < 0 {
		return
	}
	// The one node variable the plan shows outside aggregates.
	v := ""
	for _, r := range q.Return {
		if r.Var == "" || r.Agg != "" {
			continue
		}
		if v != "" && r.Var != v {
			return
		}
		v = r.Var
	}
	if v == "" || labels[v] == "" {
		return
	}
	l := labels[v]
	var ids []string
	for _, p := range o.propsOf(l) {
		if idLike(rawLocal(p.Name)) {
			ids = append(ids, p.Name)
		}
	}
	if len(ids) == 0 {
		return
	}
	// The identifier must be tied to the thing shown by the question's own
	// words: a qualifier naming the column ("template ids", "document
	// ids"), or "id of the X" / "ids for X" with X the thing shown. A bare
	// "id" elsewhere ("the id and number of enrollments, for the student")
	// may be another thing's, and stays refused.
	var pick []string
	if w := o.word(at - 1); at > 0 && w != "" && !english.Determiner.Is(w) && !english.Coordinator(w) {
		pick = idsNamed(ids, w)
	} else if o.idOfShown(at, l) {
		pick = ids
		if len(pick) > 1 {
			pick = ownIDs(l, pick)
		}
	}
	if len(pick) != 1 {
		return
	}
	id := pick[0]
	// In a list ("ids and texts", "ids, names and ...") the other items
	// are asked too, so the thing's default column stays beside the id.
	listed := o.listsProp(at+1, 1) || o.listsProp(at-1, -1)
	replaced := false
	for i := range q.Return {
		if r := &q.Return[i]; r.Var == v && r.Agg == "" && r.Prop == "" && !listed {
			r.Prop = id
			replaced = true
			break
		}
	}
	if !replaced {
		q.Return = append(q.Return, templates.Proj{Var: v, Prop: id})
	}
	how := "added beside what is shown"
	if replaced {
		how = "shown instead of its name"
	}
	o.warnings = append(o.warnings, o.diagnostic("id-column", o.toks[at].Span,
		fmt.Sprintf("%q is read as %s, the identifier %s holds, %s; name the property if another is meant", o.toks[at].Text, id, l, how)))
}

// idsNamed keeps the identifiers named after word ("template" →
// template_id, "document" → document_id), word taken as written or in its
// singular.
func idsNamed(ids []string, word string) []string {
	w := strings.ToLower(word)
	lw := english.Lemma(w)
	var out []string
	for _, id := range ids {
		n := strings.ToLower(rawLocal(id))
		n = strings.TrimRight(strings.TrimSuffix(n, "id"), "-_")
		if n != "" && (n == w || n == lw || schema.LocalName(n) == lw) {
			out = append(out, id)
		}
	}
	return out
}

// idOfShown: the identifier word at is followed by "of"/"for", determiners
// and a mention of label l ("the id of the department").
func (o *sanityCheck) idOfShown(at int, l string) bool {
	k := at + 1
	if !english.HeadOf.Is(o.word(k)) {
		return false
	}
	k++
	for k < len(o.toks) && english.Determiner.Is(o.word(k)) {
		k++
	}
	for _, e := range o.ev.Elements {
		if e.Kind == "label" && e.Name == l && o.tokenAt(e.Span) == k {
			return true
		}
	}
	return false
}

// listsProp: reading from k in direction step, a list separator comes
// first and then, past determiners, a mention of a property ("ids and
// texts", "names and ids"): the identifier is one of several columns
// asked, not the whole of what is asked ("ids and the number of ...").
func (o *sanityCheck) listsProp(k, step int) bool {
	if k < 0 || k >= len(o.toks) || !english.Coordinator(o.word(k)) {
		return false
	}
	for k >= 0 && k < len(o.toks) && (english.Coordinator(o.word(k)) || english.Determiner.Is(o.word(k))) {
		k += step
	}
	return k >= 0 && k < len(o.toks) && o.linksKind(k, "prop")
}
