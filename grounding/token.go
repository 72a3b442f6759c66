// Package grounding links an English question to the schema of a graph: it
// tokenises and POS-tags the question offline, embeds candidate spans and the
// schema's labels, edge types and properties in one vector space, keeps the
// links whose cosine clears a threshold (the atomic mapping table), and links
// spans that name things to real values stored in the database.
//
// Everything here works without a network: the default embedder is built in.
package grounding

import (
	"strings"
	"unicode"
	"unicode/utf8"

	"github.com/gql-dev/gql/diag"
	"github.com/gql-dev/gql/internal/english"
)

// POS is a coarse part-of-speech tag in the Universal Dependencies spirit,
// plus WH for question words, which the linker treats specially.
type POS string

const (
	DET   POS = "DET"
	ADP   POS = "ADP"
	PRON  POS = "PRON"
	AUX   POS = "AUX"
	CONJ  POS = "CONJ"
	PART  POS = "PART"
	WH    POS = "WH"
	NUM   POS = "NUM"
	PROPN POS = "PROPN"
	NOUN  POS = "NOUN"
	VERB  POS = "VERB"
	ADJ   POS = "ADJ"
	ADV   POS = "ADV"
	PUNCT POS = "PUNCT"
)

// Token is one word, number or punctuation mark of the question.
type Token struct {
	Text  string    `json:"text"`
	Lower string    `json:"-"`
	Lemma string    `json:"lemma"`
	POS   POS       `json:"pos"`
	Span  diag.Span `json:"span"`
	// Quoted is set for tokens inside '...' or "..." in the question: the
	// user is naming a value verbatim.
	Quoted bool `json:"quoted,omitempty"`
	// Stop marks a token dropped by the filter of Eq. 2 (DET, ADP, PUNCT or a
	// stopword).
	Stop bool `json:"stop,omitempty"`
	// Cue marks words that shape the query (how many, top, average, find)
	// but name no schema element; they stay in the filtered set for lexical
	// resonance and are never linked to schema elements.
	Cue bool `json:"cue,omitempty"`
}

// HasCJK reports whether text is written (partly) in Chinese or Japanese.
func HasCJK(text string) bool {
	for _, r := range text {
		if english.IsCJK(r) {
			return true
		}
	}
	return false
}

// cjkFunction are Chinese characters that are grammar, not content
// (particles, pronouns, question words, measure words): like English stop
// words they neither start nor end a schema span.
var cjkFunction = func() map[string]bool {
	m := map[string]bool{}
	for _, r := range "的了吗呢啊吧么哪些谁是在和与或都也就把被给这那个我你他她它们请帮一下找什有" {
		m[string(r)] = true
	}
	return m
}()

// Tokenize splits the question into words, numbers and punctuation, keeping
// byte spans (english.Pieces), and tags them.
func Tokenize(q string) []Token {
	var toks []Token
	for _, p := range groupedDigits(q, english.Pieces(q)) {
		t := Token{Text: q[p.Start:p.End], Span: diag.Span{Start: p.Start, End: p.End}, Quoted: p.Quoted}
		if p.Punct {
			t.POS = PUNCT
		}
		toks = append(toks, t)
	}
	tag(toks)
	return toks
}

// tag assigns POS tags and lemmas by lexicon lookup first, then shape
// (digits, capitalisation), then suffix rules.
func tag(toks []Token) {
	first := true
	for i := range toks {
		t := &toks[i]
		t.Lower = strings.ToLower(t.Text)
		if t.POS == PUNCT {
			t.Lemma = t.Text
			t.Stop = true
			if english.SentenceEnd.Is(t.Text) {
				first = true
			}
			continue
		}
		t.POS = tagWord(t.Text, t.Lower, first)
		t.Lemma = Lemma(t.Lower)
		if t.POS == PROPN {
			// Names are not inflected words: "Reeves" stays "reeves".
			t.Lemma = t.Lower
		}
		first = false
	}
	for i := range toks {
		t := &toks[i]
		if t.POS == PUNCT {
			continue
		}
		if t.Quoted {
			// Inside quotations everything is part of a name.
			continue
		}
		switch t.POS {
		case DET, ADP:
			t.Stop = true
		}
		if english.IsStopWord(t.Lower) || cjkFunction[t.Text] {
			t.Stop = true
		}
		if english.ShapesQuery(t.Lemma) || english.ShapesQuery(t.Lower) {
			t.Cue = true
		}
		if english.CommandVerb.Is(t.Lemma) {
			// "Name the films" is a command; "a film named X" is content.
			initial := i == 0 || toks[i-1].POS == PUNCT || english.CommandLead.Is(toks[i-1].Lower)
			t.Cue = initial && t.Lower == t.Lemma
		}
	}
	// "how many", "how much", "how old": the pair is one cue.
	for i := 0; i+1 < len(toks); i++ {
		if english.How.Is(toks[i].Lower) && english.HowAmount.Is(toks[i+1].Lower) {
			toks[i].Cue, toks[i+1].Cue = true, true
			toks[i].Stop, toks[i+1].Stop = false, false
		}
	}
}

func tagWord(text, lower string, sentenceStart bool) POS {
	if p, ok := closedPOS(lower); ok {
		// A capitalised closed-class word mid-sentence ("V for Vendetta",
		// "The Matrix") is still that word; proper-noun runs are found later
		// by value linking, which reads the original text.
		return p
	}
	allDigits := true
	for _, r := range text {
		if !unicode.IsDigit(r) && r != '.' && r != ',' {
			allDigits = false
			break
		}
	}
	if allDigits || isDecade(lower) {
		return NUM
	}
	if _, ok := english.NumberWord(lower); ok {
		return NUM
	}
	r, _ := utf8.DecodeRuneInString(text)
	if unicode.IsUpper(r) && !sentenceStart {
		return PROPN
	}
	if unicode.IsUpper(r) && sentenceStart {
		if english.IsKnownVerb(Lemma(lower)) {
			return VERB
		}
		if inLexicon(Lemma(lower)) {
			return NOUN
		}
		return PROPN
	}
	if english.IsKnownVerb(Lemma(lower)) && (strings.HasSuffix(lower, "ed") || strings.HasSuffix(lower, "ing") || Lemma(lower) == lower) {
		return VERB
	}
	switch {
	case strings.HasSuffix(lower, "ly") && len(lower) > 4:
		return ADV
	case strings.HasSuffix(lower, "ed") || strings.HasSuffix(lower, "ing") && len(lower) > 5:
		return VERB
	case strings.HasSuffix(lower, "est") && len(lower) > 5, strings.HasSuffix(lower, "ous"), strings.HasSuffix(lower, "ful"),
		strings.HasSuffix(lower, "ive"), strings.HasSuffix(lower, "able"), strings.HasSuffix(lower, "ible"):
		return ADJ
	}
	return NOUN
}

// Lemma reduces an inflected lowercase English word to its dictionary form
// (english.Lemma): the one lemma grounding, its callers and the offline
// compiler all read.
func Lemma(w string) string { return english.Lemma(w) }

// isDecade matches "1990s" and "90s".
func isDecade(w string) bool {
	if !strings.HasSuffix(w, "s") || (len(w) != 5 && len(w) != 3) {
		return false
	}
	for _, c := range w[:len(w)-1] {
		if c < '0' || c > '9' {
			return false
		}
	}
	return w[len(w)-2] == '0'
}

// groupedDigits joins a number written with thousands separators ("1,000",
// "10,000,000") into one piece: split at the commas, "above 1,000 ft" read
// as "above 1" with a stray "000", a silent wrong answer. Only a lead of one
// to three digits followed by groups of exactly three, with no space around
// the commas, is one number; "1990,1991" and "1, 2, 3" stay lists.
func groupedDigits(q string, ps []english.Piece) []english.Piece {
	out := ps[:0:0]
	for i := 0; i < len(ps); i++ {
		p := ps[i]
		if n := digitsOnly(q[p.Start:p.End]); n < 1 || n > 3 {
			out = append(out, p)
			continue
		}
		end, j := p.End, i
		for j+2 < len(ps) && ps[j+1].Punct && q[ps[j+1].Start:ps[j+1].End] == "," &&
			ps[j+1].Start == end && ps[j+2].Start == ps[j+1].End && digitsOnly(q[ps[j+2].Start:ps[j+2].End]) == 3 {
			end, j = ps[j+2].End, j+2
		}
		p.End = end
		out = append(out, p)
		i = j
	}
	return out
}

// digitsOnly is the length of s when it is all ASCII digits, else 0.
func digitsOnly(s string) int {
	for i := 0; i < len(s); i++ {
		if s[i] < '0' || s[i] > '9' {
			return 0
		}
	}
	return len(s)
}
