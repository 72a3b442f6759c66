package offline

import (
	"fmt"
	"strings"
	"unicode"
	"unicode/utf8"

	"github.com/gql-dev/gql/grounding"
	"github.com/gql-dev/gql/internal/english"
	"github.com/gql-dev/gql/templates"
)

// boolKindOnMention reads a word naming a boolean property on the one
// mention it qualifies when the plan holds several things of that label:
// "packages that depend on a deprecated package" says deprecated of the
// package depended on, not of the packages asked for. applyBoolKinds
// would put it on the first variable of the label, the one asked for,
// and so answer the converse question without a word of doubt. The word
// qualifies a mention when it stands right before its noun (after an
// optional non/not) or right after "<noun> that is". The reading is a
// warning (bool-kind-object); the word is marked read so applyBoolKinds
// leaves it.
func (o *offline) boolKindOnMention(pl *pattern, q *templates.Query, warns *sink) {
	labels := varLabels(q)
	perLabel := map[string]int{}
	for _, l := range labels {
		perLabel[l]++
	}
	uses := planElements(q)
	for i := range o.toks {
		if o.used.has(i) || o.toks[i].Quoted {
			continue
		}
		n := o.qualifiedMention(pl, i)
		if n == nil || labels[n.v] != n.label || perLabel[n.label] < 2 {
			continue
		}
		var prop string
		for _, p := range o.propsOf(n.label) {
			if o.boolProp(n.label, p.Name) && !uses[p.Name] && boolNamed(localName(p.Name), o.words[i], o.lower[i]) {
				prop = p.Name
				break
			}
		}
		if prop == "" {
			continue
		}
		yes, neg := true, -1
		if k := i - 1; k >= 0 && english.BoolDenial.Is(o.word(k)) {
			if o.used.has(k) {
				continue // another phase read the negation as something else
			}
			yes, neg = false, k
		}
		op := templates.Eq
		if !yes {
			op = templates.Ne
		}
		c := &templates.Cmp{Var: n.v, Prop: prop, Op: op, Value: true}
		if q.Where == nil {
			q.Where = c
		} else {
			q.Where = &templates.And{Args: []templates.Expr{q.Where, c}}
		}
		o.used.mark(i)
		if neg >= 0 {
			o.used.mark(neg)
		}
		warns.add(o.diagnostic("bool-kind-object", o.tokSpan(i),
			fmt.Sprintf("read %q as %s.%s = %v of the %s named by %q (%s in the plan), one of %d %s things the plan joins, and not of the others", o.toks[i].Text, n.label, prop, yes, n.label, o.toks[n.pos].Text, n.v, perLabel[n.label], n.label)))
		uses[prop] = true
	}
}

// qualifiedMention is the plan node whose mention the word at i
// qualifies: the noun right after it, or the noun before "that is" it
// follows; nil for neither.
func (o *offline) qualifiedMention(pl *pattern, i int) *onode {
	at := func(pos int) *onode {
		for _, n := range pl.nodes {
			if n.pos == pos && n.pos >= 0 {
				return n
			}
		}
		return nil
	}
	if n := at(i + 1); n != nil {
		return n
	}
	k := i
	if english.BoolDenial.Is(o.word(k - 1)) {
		k-- // "a course that is not online"
	}
	if k >= 3 && english.RelativeCopula.Is(o.word(k-1)) && english.RelativePronoun.Is(o.word(k-2)) {
		return at(k - 3)
	}
	return nil
}

// joinedPrefix keeps the joiner a prefix is written with: "names starting
// with go-" asks for go-flagset and not for gorate, and the tokenizer
// splits the hyphen off as punctuation. The joiner counts only when it
// touches the last word of the text and nothing but punctuation or a
// space follows it, so "starting with go - a prefix" is left alone. The
// reading is a warning (joiner-kept).
func (o *conPhase) joinedPrefix(text string, end int, op templates.Op) string {
	if op != templates.StartsWith && op != templates.Contains && op != templates.ContainsFold {
		return text
	}
	if end <= 0 || end >= len(o.toks) || o.toks[end-1].Quoted || !english.TextJoiners.Is(o.toks[end].Text) {
		return text
	}
	if o.toks[end].Span.Start != o.toks[end-1].Span.End {
		return text
	}
	if k := end + 1; k < len(o.toks) && o.toks[k].Span.Start == o.toks[end].Span.End && o.toks[k].POS != grounding.PUNCT {
		return text
	}
	o.warnings = append(o.warnings, o.diagnostic("joiner-kept", o.tokSpan(end),
		fmt.Sprintf("the %q written against %q is read as part of the text sought (%q), not as punctuation", o.toks[end].Text, o.toks[end-1].Text, text+o.toks[end].Text)))
	return text + o.toks[end].Text
}

// unreadIdentifier finds a name written as an identifier — lower-case
// words or digits joined by a hyphen or an underscore, "left-pad",
// "my_lib" — that the plan neither uses nor links, standing where a name
// stands (a noun phrase's end: punctuation, a conjunction, a relative
// word or a verb follows it, "Which tickets does bob-x handle?"). The account lets lower-case words go when nothing
// links them, so "Who maintains left-pad?" would list every maintainer;
// a value the graph does not hold is refused here instead, as a
// capitalised name is. It returns the token's index, -1 for none.
func (o *offline) unreadIdentifier(q *templates.Query) int {
	uses := planElements(q)
	for i, t := range o.toks {
		if o.used.has(i) || t.Quoted || t.POS == grounding.PUNCT || t.POS == grounding.VERB || t.POS == grounding.NUM || !identifierShaped(t.Text) {
			continue
		}
		if o.linksAlone(i) || namesUsed(o.lower[i], uses) {
			continue
		}
		if k := i + 1; k < len(o.toks) && o.toks[k].POS != grounding.PUNCT && !english.IdentifierEnd.Is(o.word(k)) && !o.verbAt(k) {
			continue
		}
		return i
	}
	return -1
}

// identifierShaped: the word joins lower-case letters or digits with '-'
// or '_' ("left-pad", "go_utils"), its parts not empty; a capital makes
// it a name the account already reads.
func identifierShaped(w string) bool {
	if !strings.ContainsAny(w, "-_") {
		return false
	}
	for _, part := range strings.FieldsFunc(w, func(r rune) bool { return r == '-' || r == '_' }) {
		if part == "" {
			return false
		}
	}
	if r, _ := utf8.DecodeRuneInString(w); !unicode.IsLetter(r) && !unicode.IsDigit(r) {
		return false
	}
	for _, r := range w {
		if unicode.IsUpper(r) || !(unicode.IsLetter(r) || unicode.IsDigit(r) || r == '-' || r == '_') {
			return false
		}
	}
	return !strings.HasSuffix(w, "-") && !strings.HasSuffix(w, "_")
}

// linksAlone: a stored value covers token i, or a schema element is linked
// from the token on its own. A link whose span only takes the token in
// beside its own words ("directed the-room" → DIRECTED) says nothing of
// the name.
func (o *readCtx) linksAlone(i int) bool {
	sp := o.toks[i].Span
	for _, v := range o.ev.Values {
		if v.Span.Start <= sp.Start && v.Span.End >= sp.End {
			return true
		}
	}
	for _, e := range o.ev.Elements {
		if e.Span == sp {
			return true
		}
	}
	return false
}

// verbAt: token k is a verb, or links a relationship on its own.
func (o *readCtx) verbAt(k int) bool {
	if o.toks[k].POS == grounding.VERB {
		return true
	}
	for _, e := range o.ev.Elements {
		if e.Kind == "edge" && e.Span == o.toks[k].Span {
			return true
		}
	}
	return false
}
