package offline

import (
	"fmt"
	"strings"
	"unicode"

	"github.com/gql-dev/gql/diag"
	"github.com/gql-dev/gql/grounding"
	"github.com/gql-dev/gql/internal/english"
)

// Kind of question read here: a number written with its scale or unit
// glued on ("work orders over 5k", "doctors making under 80k a year",
// "more than 100g of mozzarella", "depots over 10k m3"). The tokenizer
// keeps "5k" one word, no number at all, so the bound was dropped or the
// question refused. The word is read as the number and the scale or unit
// written apart ("5 thousand", "100 g"), which the rules of scales and
// units already read; the reading is a warning.

func init() {
	checks = append(checks,
		Check{ID: "number-suffix-read", Warning: true, Summary: "a number with its scale or unit glued on is read as written apart",
			Doc: "\"over 5k\" is read as \"over 5 thousand\" (english.NumberSuffix), \"100g\" as \"100 g\" (a unit of english.UnitWord): the glued word is no number to the tokenizer, and the bound would be dropped. A word that is a stored value (a product named \"4K\") is left as it is."},
		Check{ID: "dative-pronoun-read", Warning: true, Summary: "\"us\" or \"me\" between a verb and \"the\" is read as no condition",
			Doc: "\"which incidents cost us the least\": the pronoun says for whom the verb is done (english.DativePronoun) and parted the verb from the superlative, which was then refused as unapplied; it is set aside, with this warning."},
		Check{ID: "aggregate-abbrev-read", Warning: true, Summary: "a shortened aggregate word is read as the whole word",
			Doc: "\"avg work order cost by priority\" is read as \"average …\" (english.AggregateAbbrev): the shortening is no word the cues know, and the question was refused. Only shortenings that are no other word are read."},
		Check{ID: "short-decade-read", Warning: true, Summary: "a decade of two digits is read in the last century",
			Doc: "\"born in the 90s\" is read as the 1990s (english.ShortDecade), which the rules of decades read; the century is an assumption, said in this warning. The 00s, 10s and 20s are not read (this century or the last)."})
}

// gluedNumber splits w into its digits and a glued scale or unit word.
func gluedNumber(w string) (num, rest string, ok bool) {
	i := 0
	for i < len(w) && (unicode.IsDigit(rune(w[i])) || w[i] == '.' && i > 0 && i+1 < len(w) && unicode.IsDigit(rune(w[i+1]))) {
		i++
	}
	if i == 0 || i == len(w) || !unicode.IsDigit(rune(w[0])) {
		return "", "", false
	}
	num, rest = w[:i], strings.ToLower(w[i:])
	if _, ok := english.NumberSuffix[rest]; ok {
		return num, rest, true
	}
	if _, ok := english.UnitWord(rest); ok {
		return num, rest, true
	}
	return "", "", false
}

// gluedNumbers rewrites the tokens before any phase reads them: each
// glued number becomes two tokens over the same bytes.
func (o *offline) gluedNumbers(warns *sink) {
	var out []grounding.Token
	changed := false
	for i, t := range o.toks {
		if full, ok := english.AggregateAbbrev[strings.ToLower(t.Text)]; ok && !t.Quoted && !o.valueCovers(t.Span) {
			t.Text, t.Lower, t.Lemma = full, full, full
			out = append(out, t)
			changed = true
			warns.add(o.diagnostic("aggregate-abbrev-read", t.Span, fmt.Sprintf("read %q as %q", o.ev.Question[t.Span.Start:t.Span.End], full)))
			continue
		}
		if o.dativePronoun(i) {
			changed = true
			warns.add(o.diagnostic("dative-pronoun-read", t.Span, fmt.Sprintf("%q after %q says for whom, and is read as no condition", t.Text, o.toks[i-1].Text)))
			continue
		}
		if full, ok := english.ShortDecade(t.Text); ok && !t.Quoted && !o.valueCovers(t.Span) {
			t.Text, t.Lower, t.Lemma = full, full, full
			out = append(out, t)
			changed = true
			warns.add(o.diagnostic("short-decade-read", t.Span, fmt.Sprintf("read %q as %q", o.ev.Question[t.Span.Start:t.Span.End], full)))
			continue
		}
		num, rest, ok := gluedNumber(t.Text)
		if !ok || t.Quoted || o.valueCovers(t.Span) {
			out = append(out, t)
			continue
		}
		a, b := t, t
		a.Text, a.Lower, a.Lemma, a.POS = num, num, num, grounding.NUM
		a.Span.End = t.Span.Start + len(num)
		word := rest
		if s, ok := english.NumberSuffix[rest]; ok {
			word = s
		}
		b.Text, b.Lower, b.Lemma, b.POS = word, word, word, grounding.NOUN
		b.Span.Start = a.Span.End
		b.Stop, b.Cue = false, false
		out = append(out, a, b)
		changed = true
		warns.add(o.diagnostic("number-suffix-read", t.Span, fmt.Sprintf("read %q as \"%s %s\"", t.Text, num, word)))
	}
	if changed {
		o.retokenize(out)
	}
}

// valueCovers: a stored value the grounding matched spans sp.
func (o *readCtx) valueCovers(sp diag.Span) bool {
	for _, v := range o.ev.Values {
		if v.Span.Start <= sp.Start && v.Span.End >= sp.End {
			return true
		}
	}
	return false
}

// pronounOnly: the words start..end are one pronoun ("when did Aylin
// start with us?"): a pronoun stands for someone, never for a piece of a
// stored text, so "start with" is the verb of beginning, not a prefix.
func (o *readCtx) pronounOnly(start, end int) bool {
	return end == start+1 && o.toks[start].POS == grounding.PRON
}

// dativePronoun: token i is "us" or "me" between a verb and "the"
// ("incidents that cost us the least"): it says for whom, and left in
// place it parts the verb from the superlative it measures. It is
// dropped before the phases read the words.
func (o *offline) dativePronoun(i int) bool {
	if i == 0 || i+1 >= len(o.toks) || !english.DativePronoun.Is(o.word(i)) || !english.TheWord.Is(o.word(i+1)) {
		return false
	}
	return o.writtenVerb(i - 1)
}
