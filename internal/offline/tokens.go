package offline

import (
	"github.com/gql-dev/gql/internal/english"
	"math"
	"sort"
	"strconv"
	"strings"

	"github.com/gql-dev/gql/diag"
	"github.com/gql-dev/gql/grounding"
)

// tokenAt maps a byte span to the index of its first token.
func (o *readCtx) tokenAt(sp diag.Span) int {
	for i, t := range o.toks {
		if t.Span.End > sp.Start {
			return i
		}
	}
	return len(o.toks)
}

func (o *readCtx) tokensIn(sp diag.Span) []int {
	var out []int
	for i, t := range o.toks {
		if t.Span.Start >= sp.Start && t.Span.End <= sp.End {
			out = append(out, i)
		}
	}
	return out
}

func (o *readCtx) word(i int) string {
	if i < 0 || i >= len(o.toks) {
		return ""
	}
	return english.ExpandAbbrev(strings.ToLower(o.toks[i].Text))
}

// texts are the tokens as written.
func (o *readCtx) texts() []string {
	out := make([]string, len(o.toks))
	for i, t := range o.toks {
		out[i] = t.Text
	}
	return out
}

func (o *readCtx) has(words ...string) int {
	for i := range o.toks {
		if o.phraseAt(i, words...) {
			return i
		}
	}
	return -1
}

// findIn is the first token whose word, as written or as its lemma, is in
// the list, -1 when none is.
func (o *readCtx) findIn(l english.WordList) int {
	for i := range o.toks {
		if l.Is(o.word(i)) || l.Is(o.lower[i]) {
			return i
		}
	}
	return -1
}

func (o *readCtx) phraseAt(i int, words ...string) bool {
	if i < 0 {
		return false
	}
	for k, w := range words {
		if i+k >= len(o.toks) || (o.word(i+k) != w && o.lower[i+k] != w) {
			return false
		}
	}
	return true
}

var numberWords = numbersOf(english.OfKind(english.KindNumber))

// elementsOf returns the mapping-table rows of one kind, best score first per
// span, skipping spans already consumed by anchors.
func (o *offline) elementsOf(kind string) []ElementLink { return o.elementsIn(o.used, kind) }

// elementsIn is elementsOf over the given consumed tokens.
func (o *readCtx) elementsIn(used usedWords, kind string) []ElementLink {
	var out []ElementLink
	for _, e := range o.ev.Elements {
		if e.Kind != kind {
			continue
		}
		idx := o.tokensIn(e.Span)
		if len(idx) == 0 {
			continue
		}
		free := false
		for _, i := range idx {
			if !used.has(i) {
				free = true
			}
		}
		if free {
			out = append(out, e)
		}
	}
	sort.SliceStable(out, func(i, j int) bool { return out[i].Span.Start < out[j].Span.Start })
	return out
}

// whPos is the index of the question word (or imperative verb) that opens
// the question, -1 if none.
func (o *readCtx) whPos() int {
	for i := range o.toks {
		if english.Opener.Is(o.word(i)) && !o.openerAsNoun(i) {
			return i
		}
	}
	return -1
}

func (o *readCtx) isNumber(i int) bool {
	if i < 0 || i >= len(o.toks) {
		return false
	}
	_, ok := o.numberAt(i)
	return ok
}

func (o *readCtx) numberAt(i int) (float64, bool) {
	if o.scaleOfNumber(i) {
		return 0, false
	}
	if f, ok := o.articleScale(i); ok { // numbers17_article.go
		return f, true
	}
	w := o.word(i)
	if n, ok := numberWords[w]; ok {
		if english.One.Is(w) && o.pronounOne(i) {
			return 0, false
		}
		return o.scaled(i, float64(n)), true
	}
	// The tokenizer keeps "1,000" one token (grounding.Tokenize): its
	// separators are no part of the value.
	f, err := strconv.ParseFloat(strings.ReplaceAll(w, ",", ""), 64)
	return o.scaled(i, f), err == nil
}

func toFloat(v any) (float64, bool) {
	switch x := v.(type) {
	case int64:
		return float64(x), true
	case int:
		return float64(x), true
	case float64:
		return x, true
	}
	return 0, false
}

func dist(a, b int) int {
	if a < 0 {
		return 10
	}
	if a > b {
		return a - b
	}
	return b - a
}

// decade reads "1990s" as 1990.
func decade(w string) (int, bool) {
	if len(w) == 5 && strings.HasSuffix(w, "0s") {
		if n, err := strconv.Atoi(w[:4]); err == nil {
			return n, true
		}
	}
	return 0, false
}

// isQuoteMark: a quotation mark standing as a token of its own.
func (o *readCtx) isQuoteMark(i int) bool {
	if i < 0 || i >= len(o.toks) {
		return false
	}
	return strings.Trim(o.toks[i].Text, `'"“”‘’`) == ""
}

func numLit(f float64) any {
	if f == math.Trunc(f) {
		return int64(f)
	}
	return f
}

// linksAt: some mapping-table row or value link covers token i.
func (o *readCtx) linksAt(i int) bool {
	if i < 0 || i >= len(o.toks) {
		return false
	}
	sp := o.toks[i].Span
	for _, e := range o.ev.Elements {
		if e.Span.Start <= sp.Start && e.Span.End >= sp.End {
			return true
		}
	}
	for _, v := range o.ev.Values {
		if v.Span.Start <= sp.Start && v.Span.End >= sp.End {
			return true
		}
	}
	return false
}

// namesAt are the names of the elements of the kind whose links cover
// token i, in the evidence's order (nil past either end).
func (o *readCtx) namesAt(i int, kind string) []string {
	if i < 0 || i >= len(o.toks) {
		return nil
	}
	var out []string
	sp := o.toks[i].Span
	for _, e := range o.ev.Elements {
		if e.Kind == kind && e.Span.Start <= sp.Start && e.Span.End >= sp.End {
			out = append(out, e.Name)
		}
	}
	return out
}

func (o *readCtx) linksKind(i int, kind string) bool {
	if i < 0 || i >= len(o.toks) {
		return false // a word past either end links nothing
	}
	sp := o.toks[i].Span
	for _, e := range o.ev.Elements {
		if e.Kind == kind && e.Span.Start <= sp.Start && e.Span.End >= sp.End {
			return true
		}
	}
	return false
}

// namesElement: token i is covered by a link that plausibly names it — a
// label or edge mention, a value, or a property whose name shares the word's
// stem (a two-word span "votes released" linked to released does not name
// "votes").
func (o *readCtx) namesElement(i int) bool {
	sp := o.toks[i].Span
	for _, e := range o.ev.Elements {
		if (e.Kind != "label" && e.Kind != "edge") || e.Span.Start > sp.Start || e.Span.End < sp.End {
			continue
		}
		// In a span of several words ("voted movies") the head names the
		// element; a modifier only when it shares the name's stem.
		if idx := o.tokensIn(e.Span); len(idx) == 1 || idx[len(idx)-1] == i || sharesStem(o.lower[i], e.Name) {
			return true
		}
	}
	for _, v := range o.ev.Values {
		if v.Span.Start <= sp.Start && v.Span.End >= sp.End {
			return true
		}
	}
	w := o.lower[i]
	for _, e := range o.ev.Elements {
		if e.Kind != "prop" || e.Span.Start > sp.Start || e.Span.End < sp.End {
			continue
		}
		if len(o.tokensIn(e.Span)) == 1 || sharesStem(w, e.Name) {
			return true
		}
	}
	return false
}

// sharesStem compares the first four letters, ignoring case and separators.
func sharesStem(word, name string) bool {
	clean := func(s string) string {
		var b strings.Builder
		for _, r := range strings.ToLower(s) {
			if r >= 'a' && r <= 'z' {
				b.WriteRune(r)
			}
		}
		return b.String()
	}
	a, b := clean(word), clean(name)
	n := 4
	if len(a) < n || len(b) < n {
		return a == b
	}
	return strings.Contains(b, a[:n])
}

// pronounOne: "one" at token i stands for a thing named before ("acted in
// one", "wrote one too"), not the number: nothing it could count follows.
func (o *readCtx) pronounOne(i int) bool {
	if o.numericPropWord(i - 1) {
		return false // "in year one": the property's value (fix6_one.go)
	}
	next := i + 1
	for next < len(o.toks) && english.AsWell.Is(o.word(next)) {
		next++
	}
	if next < len(o.toks) && o.toks[next].POS != grounding.PUNCT {
		return false
	}
	if o.toks[i].POS == grounding.PRON {
		return true
	}
	p := o.toks[i-1].POS
	return i > 0 && (p == grounding.VERB || p == grounding.ADP || english.PronounPrep.Is(o.word(i-1)))
}

// readTokenAs reads token i as the word w from here on: its text and lemma,
// and the word and lemma lists. The token slice is the caller's evidence's
// until the first rewrite (copied false), which copies it, so the
// evidence keeps the question's own tokens.
func (o *readCtx) readTokenAs(i int, w string, copied *bool) {
	if !*copied {
		o.toks = append([]grounding.Token(nil), o.toks...)
		*copied = true
	}
	o.toks[i].Text, o.toks[i].Lemma = w, w
	o.lower[i], o.words[i] = w, w
}

// retokenize reads the question again from toks, tokens a rewrite made
// before any phase ran ("5k" split, "one and a half" joined): the evidence
// keeps its links and values, and the words and lemmas follow the tokens.
func (o *offline) retokenize(toks []grounding.Token) {
	ev := *o.ev
	ev.Tokens = toks
	o.readCtx = newReadCtx(&ev, o.s)
}
