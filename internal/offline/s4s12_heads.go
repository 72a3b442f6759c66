package offline

import (
	"slices"

	"github.com/gql-dev/gql/internal/english"
)

// An ordinal or superlative that is a word of the property's own name
// ("first name" of first_name, "last name" of last_name, "latest version"
// of latest_version) names the column, not a ranking by it: the schema
// spelled the word into the name, so reading it as an order would leave
// the question asking for nothing ("What are the first names of the
// members?" was refused no-focus). A word the name lacks ("the longest
// exam" over exam_length) still ranks.

// ordinalOfName reports whether the word at pos is one of p's name words.
func (o *readCtx) ordinalOfName(p ElementLink, pos int) bool {
	if pos < 0 || pos >= len(o.toks) {
		return false
	}
	return slices.Contains(schemaWords(p.Name), o.word(pos))
}

// elidedHead: the ordinal at pos links to p alone and opens a list whose
// last item carries the head noun the items share ("the first and last
// name", "the first, middle, and last name"): each ordinal is a column of
// its own, the head said once. The head must be a word of p's name too,
// so "the first and last name" lists first_name, and "the first and
// second of the airports" lists nothing.
func (o *readCtx) elidedHead(p ElementLink, pos int) bool {
	if !o.ordinalOfName(p, pos) || len(o.tokensIn(p.Span)) != 1 {
		return false
	}
	k := pos + 1
	if !english.Coordinator(o.word(k)) || english.Alternative.Is(o.word(k)) {
		return false
	}
	last := -1
	for k < len(o.toks) && (english.Coordinator(o.word(k)) || o.linksKind(k, "prop")) {
		if o.linksKind(k, "prop") {
			last = k
		}
		k++
	}
	if last < 0 {
		return false
	}
	shared := false
	for i := range o.ev.Elements {
		e := o.ev.Elements[i]
		if e.Kind != "prop" || e.Name == p.Name {
			continue
		}
		idx := o.tokensIn(e.Span)
		if len(idx) > 1 && idx[len(idx)-1] == last && slices.Contains(schemaWords(p.Name), o.word(last)) && slices.Contains(schemaWords(e.Name), o.word(last)) {
			shared = true
		}
	}
	if !shared {
		return false
	}
	// An order word outside the list ("the first, middle, and last name
	// of the first student to register") may be an order no phase reads:
	// the elided list would then drop it, so the question keeps its
	// refusal.
	return !o.ordinalOutside(pos, k)
}

// ordinalOutside: an order word that is no -est superlative ("first",
// "last", "least") stands outside tokens [from, to). A superlative of a
// measure ("the youngest member") is read by the ranking; an ordinal
// before a clause ("the first student to register") may not be, and a
// column named by an ordinal must not hide it.
func (o *readCtx) ordinalOutside(from, to int) bool {
	for j := range o.toks {
		if w := o.word(j); (j < from || j >= to) && (ascWords[w] || descWords[w]) && !english.EstSuperlative(w) {
			return true
		}
	}
	return false
}
