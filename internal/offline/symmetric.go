package offline

import (
	"fmt"
	"strings"
	"unicode"

	"github.com/gql-dev/gql/grounding"
	"github.com/gql-dev/gql/internal/english"
	"github.com/gql-dev/gql/schema"
)

// undirectSymmetric lets a relationship that holds both ways be walked
// both ways. A graph stores a friendship (a sibling, a colleague) as one
// edge in one arbitrary direction, so "the friends of X" walked only from
// X misses the friends whose edge points at X. The rule needs both: the
// edge joins two things of one label (a self-relationship), and its name
// or the word naming it in the question is a symmetric word (english
// Symmetric). "Who does Ada manage?" keeps its direction: managing is not
// symmetric. Each undirected edge is warned, since a graph that stores
// both directions on purpose would read the relationship differently.
func (o *readCtx) undirectSymmetric(pl *pattern, warns *sink) {
	for _, e := range pl.edges {
		if e.negated || e.min != 0 || e.max != 0 || e.from == nil || e.to == nil || e.from.label != e.to.label {
			continue
		}
		if len(e.or) > 0 || len(e.rev) > 0 {
			continue // alternatives already chosen by the question
		}
		et := o.s.EdgeType(e.typ)
		if et == nil || !selfOnly(et.Endpoints, e.from.label) {
			continue
		}
		at := o.symmetricWordNear(e.pos)
		if at < 0 && !symmetricName(e.typ) {
			continue
		}
		if at < 0 {
			at = e.pos
		}
		e.rev = append(e.rev, e.typ)
		warns.add(o.diagnostic("symmetric-undirected", o.tokSpan(at),
			fmt.Sprintf("%s joins a %s to a %s and reads as holding both ways, so it is walked in either direction", e.typ, e.from.label, e.to.label)))
	}
}

// selfOnly: every endpoint of the edge type joins label to itself.
func selfOnly(eps []schema.Endpoint, label string) bool {
	if len(eps) == 0 {
		return false
	}
	for _, ep := range eps {
		if ep.From != label || ep.To != label {
			return false
		}
	}
	return true
}

// symmetricWordNear is the token of a symmetric word at i or next to it
// ("a friend relationship", "friends of"), -1 when none is.
func (o *readCtx) symmetricWordNear(i int) int {
	for _, k := range []int{i, i - 1, i + 1} {
		if english.SymmetricAt(o.words, k) {
			return k
		}
	}
	return -1
}

// symmetricName: the edge type's name has a symmetric word (is_friend,
// FRIEND_OF, siblingOf, KNOWS).
func symmetricName(typ string) bool {
	var words []string
	var cur strings.Builder
	flush := func() {
		if cur.Len() > 0 {
			words = append(words, strings.ToLower(cur.String()))
			cur.Reset()
		}
	}
	prevLower := false
	for _, r := range typ {
		switch {
		case r == '_' || r == '-' || r == ' ' || r == '.':
			flush()
			prevLower = false
			continue
		case unicode.IsUpper(r) && prevLower:
			flush()
		}
		cur.WriteRune(r)
		prevLower = unicode.IsLower(r)
	}
	flush()
	for _, w := range words {
		if english.Symmetric(w) {
			return true
		}
	}
	return false
}

// anyKindHead finds a question asking for things of any kind: its head
// ("everything", "all content", "what things", "what types of content")
// is a word for anything and links to nothing. A plan returns nodes of
// one label, so it would answer with some of them only: a person's name
// for "everything that has an actor or director relationship", a user's
// id for "content rated by users' friends". -1 when the head is a label.
func (o *readCtx) anyKindHead() int {
	start := 0
	if wh := o.whPos(); wh >= 0 {
		start = wh + 1
	}
	for k := start; k < len(o.toks); k++ {
		if english.KindOfAt(o.words, k) || english.OfAfterKind(o.words, k) {
			continue // "types of content": whatever "types" links to, the kinds of the next word are asked
		}
		if o.linksAt(k) && (!english.AnyKind(o.word(k)) || o.linksKind(k, "prop")) {
			return -1
		}
		switch o.toks[k].POS {
		case grounding.DET, grounding.ADJ, grounding.NUM, grounding.PUNCT:
			continue
		}
		w := o.word(k)
		if english.Quantifier.Is(w) || english.Request.Is(w) {
			continue
		}
		if english.AnyKind(w) {
			return k
		}
		return -1
	}
	return -1
}
