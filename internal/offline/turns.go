package offline

import (
	"fmt"
	"slices"
	"strconv"
	"strings"

	"github.com/gql-dev/gql/diag"
	"github.com/gql-dev/gql/grounding"
	"github.com/gql-dev/gql/internal/english"
)

// Kind of question read here: a rewording of a question the compiler
// answers, turned by a word that means nothing the plain wording does not
// ("airports opened prior to 1930", "gimme the guests …", "the most
// frequently borrowed title", "orders that took over fifty minutes", "her
// home country"). Each turn was a refusal where the plain wording was
// answered (docs/offline.md "Wording turns (turns)"); the tokens are read
// as the plain wording before any phase runs, so the rewording gets the
// plain wording's query, and each reading is a warning.

func init() {
	checks = append(checks,
		Check{ID: "wording-turn-read", Warning: true, Summary: "a rewording is read as its plain wording",
			Doc: "Words that reword a plain question without adding to it are read as that question before any rule runs: the \"to\" of \"prior to\" is dropped (english.BoundWithTo), \"gimme\" is read as \"give\" (english.GiveMeContracted), a frequency adverb between \"most\"/\"least\" and a verb, taken by grounding into the verb's relationship link, is dropped (english.FrequencyAdverb: \"the most frequently borrowed\" ranks as \"the most borrowed\"), \"me\" between a request verb and \"the\" after a fronted phrase and its comma is dropped (\"For each genre, give me the number of books\"; english.OpeningRequest), \"home\" before a place noun linked to a property is dropped (english.HomeOf, english.HomePlace), \"<value>-tier\" is read as the value when exactly one property of a label the question names shows it among its samples (english.GradeSuffix: \"platinum-tier guests\"), and a number under a hundred spelt in one word that the number cues do not list is read in digits (english.SpelledUnderHundred: \"over fifty minutes\", \"under forty-five minutes\"). A word grounding matched to a stored value, or linked alone to the schema, is left as written."})
}

// wordingTurns rewrites the tokens before any phase reads them, as
// gluedNumbers does: each turn's words become the plain wording's.
func (o *offline) wordingTurns(warns *sink) {
	var out []grounding.Token
	var unlink []diag.Span
	var values []ValueLink
	changed := false
	for i, t := range o.toks {
		if t.Quoted || o.valueCovers(t.Span) {
			out = append(out, t)
			continue
		}
		w := o.word(i)
		switch {
		case english.BoundWithTo.Is(o.word(i-1)) && english.BoundTo.Is(w) && o.boundAfter(i+1):
			changed = true
			warns.add(o.diagnostic("wording-turn-read", t.Span, fmt.Sprintf("%q %q is read as a bound without %q", o.toks[i-1].Text, t.Text, t.Text)))
			continue
		case o.periodEdgeTurn(i, warns, &unlink): // fix17_period.go
			changed = true
			continue
		case english.FrequencyAdverb.Is(w) && (english.Most.Is(o.word(i-1)) || english.Least.Is(o.word(i-1))) && o.edgeSpansBoth(i):
			changed = true
			warns.add(o.diagnostic("wording-turn-read", t.Span, fmt.Sprintf("%q after %q says how often, which %q ranks by: read as %q %s", t.Text, o.toks[i-1].Text, o.toks[i-1].Text, o.toks[i-1].Text, o.toks[i+1].Text)))
			continue
		case i > 1 && o.toks[i-2].POS == grounding.PUNCT && english.OpeningRequest.Is(english.ExpandContracted(o.word(i-1))) && english.DativePronoun.Is(w) && english.TheWord.Is(o.word(i+1)):
			// "For each genre, give me the number of books": the tagger
			// reads "give" as no verb, so gluedNumbers' dativePronoun left
			// "me" in place and the count was read backwards (books, each
			// with its genres counted). Only after a fronted phrase: at the
			// question's start the same reading turned a right answer of a
			// check set wrong (measured in aggregate, session of turns).
			changed = true
			warns.add(o.diagnostic("wording-turn-read", t.Span, fmt.Sprintf("%q after %q says for whom, and is read as no condition", t.Text, o.toks[i-1].Text)))
			continue
		case english.HomeOf.Is(w) && english.HomePlace.Is(english.Lemma(o.word(i+1))) && !o.linkedExactly(i) && o.propLinkedAt(i+1):
			// A letter-match of "home" alone ("home" → HOME_BRANCH 0.72)
			// goes with the word.
			unlink = append(unlink, t.Span)
			changed = true
			warns.add(o.diagnostic("wording-turn-read", t.Span, fmt.Sprintf("%q before %q names no thing of its own: read as %q", t.Text, o.toks[i+1].Text, o.toks[i+1].Text)))
			continue
		}
		if v, ok := o.gradeValue(i); ok {
			h := fmt.Sprint(v.Value)
			t.Text, t.Lower, t.Lemma, t.POS = h, strings.ToLower(h), strings.ToLower(h), grounding.ADJ
			out = append(out, t)
			values = append(values, v)
			unlink = append(unlink, t.Span)
			changed = true
			warns.add(o.diagnostic("wording-turn-read", t.Span, fmt.Sprintf("%q is read as %q, a value of %s.%s", o.ev.Question[t.Span.Start:t.Span.End], h, v.Owner, v.Prop)))
			continue
		}
		if give, ok := english.GiveMeContracted[w]; ok && i == o.firstWord() {
			t.Text, t.Lower, t.Lemma, t.POS = give, give, give, grounding.VERB
			out = append(out, t)
			changed = true
			warns.add(o.diagnostic("wording-turn-read", t.Span, fmt.Sprintf("%q is read as \"give me\"", o.ev.Question[t.Span.Start:t.Span.End])))
			continue
		}
		if _, read := numberWords[w]; !read && !o.linkedAlone(i) {
			if n, ok := english.SpelledUnderHundred(w); ok {
				d := strconv.Itoa(n)
				t.Text, t.Lower, t.Lemma, t.POS = d, d, d, grounding.NUM
				out = append(out, t)
				changed = true
				warns.add(o.diagnostic("wording-turn-read", t.Span, fmt.Sprintf("%q is read as %s", o.ev.Question[t.Span.Start:t.Span.End], d)))
				continue
			}
		}
		out = append(out, t)
	}
	if !changed {
		return
	}
	if len(unlink) > 0 || len(values) > 0 {
		ev := *o.ev
		ev.Values = append(append([]ValueLink(nil), o.ev.Values...), values...)
		ev.Elements = nil
		for _, e := range o.ev.Elements {
			if !slices.Contains(unlink, e.Span) {
				ev.Elements = append(ev.Elements, e)
			}
		}
		o.ev = &ev
	}
	o.retokenize(out)
}

// boundAfter: a number, a month's name or a spelled number stands at i —
// what a comparison cue bounds.
func (o *readCtx) boundAfter(i int) bool {
	if o.isNumber(i) {
		return true
	}
	if _, ok := english.Month(o.word(i)); ok {
		return true
	}
	_, ok := english.SpelledUnderHundred(o.word(i))
	return ok
}

// edgeSpansBoth: one relationship link of grounding covers token i and
// the word after it ("frequently borrowed" → BORROWED): the adverb was
// taken into the verb's link, so the verb is what "most" ranks by.
func (o *readCtx) edgeSpansBoth(i int) bool {
	if i+1 >= len(o.toks) {
		return false
	}
	for _, e := range o.ev.Elements {
		if e.Kind == "edge" && e.Span.Start <= o.toks[i].Span.Start && e.Span.End >= o.toks[i+1].Span.End {
			return true
		}
	}
	return false
}

// linkedAlone: grounding linked token i by itself (a link whose span is
// that token alone): the word names something of this schema.
func (o *readCtx) linkedAlone(i int) bool {
	sp := o.toks[i].Span
	for _, e := range o.ev.Elements {
		if e.Span == sp {
			return true
		}
	}
	return false
}

// linkedExactly: grounding linked token i alone with full confidence.
func (o *readCtx) linkedExactly(i int) bool {
	sp := o.toks[i].Span
	for _, e := range o.ev.Elements {
		if e.Span == sp && e.Score >= 1 {
			return true
		}
	}
	return false
}

// propLinkedAt: token i lies inside a link to a property.
func (o *readCtx) propLinkedAt(i int) bool {
	if i >= len(o.toks) {
		return false
	}
	sp := o.toks[i].Span
	for _, e := range o.ev.Elements {
		if e.Kind == "prop" && e.Span.Start <= sp.Start && e.Span.End >= sp.End {
			return true
		}
	}
	return false
}

// countOwnerWord: token j, before the counted noun at k, says whose count
// it is and nothing more — the asker's "our" ("what's our customer
// count") or a named owner and its possessive ending right before the
// noun ("Sakura Pacific's pilot count", read as "the pilot count of
// Sakura Pacific").
func (o *readCtx) countOwnerWord(j, k int) bool {
	if english.OwnDeterminer.Is(o.word(j)) {
		return true
	}
	// The named owner's "'s" ends right before the counted noun, and only
	// the owner's words and that ending stand between j and the noun.
	end := k
	if english.PossessiveS.Is(o.word(end-1)) && english.Apostrophe.Is(o.word(end-2)) {
		end -= 2
	} else if english.Apostrophe.Is(o.word(end - 1)) {
		end--
	} else {
		return false
	}
	if end <= 0 || !o.valueCovers(o.toks[end-1].Span) {
		return false
	}
	for m := j; m < end; m++ {
		if !o.valueCovers(o.toks[m].Span) {
			return false
		}
	}
	return true
}

// gradeValue reads token i, "<value>-<grade noun>" ("platinum-tier"), as
// the value before the hyphen when exactly one string property of a label
// the question links shows it among its samples (case aside) and the
// word itself matched nothing.
func (o *readCtx) gradeValue(i int) (ValueLink, bool) {
	head, suffix, ok := strings.Cut(o.word(i), "-")
	if !ok || head == "" || !english.GradeSuffix.Is(suffix) {
		return ValueLink{}, false
	}
	// A link of the word alone may only be the property the value is of
	// ("premium-tier" → Member.tier by letters): it goes with the reading.
	var own *ElementLink
	for k, e := range o.ev.Elements {
		if e.Span == o.toks[i].Span {
			if e.Kind != "prop" || own != nil {
				return ValueLink{}, false
			}
			own = &o.ev.Elements[k]
		}
	}
	var found []ValueLink
	seen := map[string]bool{}
	for _, e := range o.ev.Elements {
		if e.Kind != "label" || seen[e.Name] {
			continue
		}
		seen[e.Name] = true
		for _, p := range o.propsOf(e.Name) {
			for _, sv := range p.Samples {
				if str, ok := sv.(string); ok && strings.EqualFold(str, head) {
					found = append(found, ValueLink{Owner: e.Name, Prop: p.Name, Value: str, Span: o.toks[i].Span, Score: 0.9})
					break
				}
			}
		}
	}
	if len(found) != 1 || own != nil && (own.Owner != found[0].Owner || own.Name != found[0].Prop) {
		return ValueLink{}, false
	}
	return found[0], true
}
