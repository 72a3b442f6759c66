package offline

import (
	"github.com/gql-dev/gql/grounding"
	"github.com/gql-dev/gql/internal/english"
	"github.com/gql-dev/gql/templates"
)

// Phase refuse: questions the IR cannot express.
//
// Before anything is built, refusal reads the words alone (arithmetic,
// frequencies, presence tests, two questions in one, a ranking by something
// unlinked). After the filters phase, refuseUnplaced turns what could not be
// placed into the answer. Output: a reason, or nothing when the question fits.

// refuseUnplaced refuses a question whose numbers, cues or aggregate found
// nothing to apply to: answering without them would answer a wider question.
func (o *readCtx) refuseUnplaced(sh shape, a asked, rank *ElementLink, unsupported *refusal) error {
	if unsupported != nil {
		return o.errorOf(unsupported)
	}
	if (sh.agg == templates.Avg || sh.agg == templates.Sum) && !sh.count && a.prop == "" && rank == nil {
		// "the combined total votes of ..." where nothing links to votes:
		// answering with the nodes would drop the aggregate silently.
		return o.refuse("missing-aggregate-property", sh.aggPos, "the question asks for the %s of something the schema does not have", aggName(sh.agg))
	}
	return nil
}

// unsupportedWords name operations the query IR has no counterpart for:
// arithmetic on values, frequencies of values, comparisons between values
// of two nodes. A question using them is refused rather than answered
// without the operation.
var unsupportedWords = refusalsOf(english.OfKind(english.KindUnsupported))

// refusal refuses a question that needs something the IR cannot express
// (nil when it fits). commonLater is the most-common cue's token when the
// values are counted after the phases built the listing (countValues), -1
// otherwise; later phases read it.
func (o *offline) refusal(pl *pattern, sh shape) (commonLater int, err error) {
	commonLater = -1
	common, width := -1, 0
	if o.commonFits(pl) {
		common, width, _ = o.commonValues()
	}
	for i := range o.toks {
		w := o.word(i)
		if common >= 0 && i >= common && i < common+width {
			continue // built by mostCommonValues: nothing else constrains it
		}
		if what, ok := unsupportedWords[w]; ok && !o.linksAt(i) {
			return -1, o.refuse("unsupported-operation", i, "%s", "the question asks about "+what+", which offline compilation does not express")
		}
		// "the most common roles": the frequency of a value.
		if n := o.at(english.MostCommon, i); n > 0 {
			if at, _, _ := o.commonValues(); at == i {
				// Counted once the phases built the listing of the
				// values (countValues), or refused there.
				commonLater = i
				for k := i; k < i+n; k++ {
					o.used.mark(k)
				}
				continue
			}
			return -1, o.refuse("unsupported-operation", i, "%s", "the question asks for the most frequent values, which offline compilation does not express")
		}
		// "born in the same decade", "the same first letter": comparing the
		// values of two nodes. "the same movie" names a node shared by two
		// edges, which the patterns express.
		if english.SameValue.Is(w) {
			k := i + 1
			for k < len(o.toks) && (o.toks[k].POS == grounding.ADJ || english.Ends.Is(o.word(k))) {
				k++
			}
			if k < len(o.toks) && !o.linksKind(k, "label") && !o.linksKind(k, "edge") {
				return -1, o.refuse("value-comparison", i, "%s", "the question compares values of two things (\"same "+o.word(k)+"\"), which offline compilation does not express")
			}
		}
	}
	o.stemAbsence()
	// "movies with a tagline": a test that the property is present, which
	// the IR has no operator for; ignoring it would answer a wider question.
	for _, e := range o.ev.Elements {
		if e.Kind != "prop" || o.stemAbsent && o.used.has(o.tokenAt(e.Span)) {
			continue
		}
		idx := o.tokensIn(e.Span)
		if len(idx) == 0 {
			continue
		}
		k := idx[0] - 1
		if !english.IndefiniteArticle.Is(o.word(k)) {
			continue
		}
		if !english.Possessing.Is(o.word(k - 1)) {
			continue
		}
		if o.presenceOnly(idx[len(idx)-1]) {
			return -1, o.refuse("presence-test", idx[0], "%s", "the question asks for things that have a "+o.word(idx[0])+" at all, a presence test offline compilation does not express")
		}
	}
	// "airlines that aren't in an alliance", "pilots with no hire date":
	// a test that the property is absent, which the IR has no operator
	// for either; read as any comparison it would drop the negation.
	if i, prop := o.absenceAt(); i >= 0 && !o.absenceRead(i) {
		return -1, o.refuse("presence-test", i, "the question asks for things whose %s is missing (%q), an absence test offline compilation does not express", prop, o.toks[i].Text)
	}
	// "hired before their manager", "older than the director of their
	// movie": the other side of the comparison is a related node's value.
	if i, k := o.relatedComparison(); i >= 0 {
		return -1, o.refuse("related-comparison", i, "the question compares with %q, a value of another node rather than a number or date, which needs a join offline compilation does not build", o.word(k))
	}
	// "the most roles in a single movie": a maximum per pair of things.
	if i := o.find(english.InASingle); i >= 0 {
		return -1, o.refuse("per-pair-maximum", i, "%s", "the question ranks within each single "+o.word(i+3)+", which needs grouping offline compilation does not do")
	}
	// "... and what are those movies?": a second question in one.
	wh := o.whPos()
	for i := range o.toks {
		if i <= wh+1 {
			continue
		}
		if o.at(english.SecondQuestion, i-1) > 0 {
			if o.countPerThing(i) || o.rankedCountAgain(i, commonLater) {
				continue
			}
			if p := o.secondPropAt(i); p != nil {
				// "... and what country is it in?": listed by the
				// focus phase; its other words say nothing.
				for k := i - 1; k < len(o.toks); k++ {
					if !o.linksAt(k) {
						o.used.mark(k)
					}
				}
				continue
			}
			if o.asksNamesAgain(i) {
				// "... and what are their titles?": the answer's own
				// column, asked once more; account checks the word.
				continue
			}
			return -1, o.refuse("two-questions", i, "%s", "the question asks two things at once (\""+o.word(i-1)+" "+o.word(i)+" ...\"); ask them one at a time")
		}
	}
	// "with the most votes" when nothing links to "votes": the ranking's
	// criterion is unknown.
	for i := range o.toks {
		if w := o.word(i); !o.mostAtBut(i, commonLater) && !english.Fewest.Is(w) && !english.Least.Is(w) || english.At.Is(o.word(i-1)) {
			continue
		}
		if common >= 0 && i >= common && i < common+width {
			continue // "the 3 most common taglines": mostCommonValues
		}
		if _, _, ok := english.MeasureAt(o.words, i); ok {
			continue // "the least expensive": an adjective's superlative
		}
		k := i + 1
		for k < len(o.toks) && (countModifiers[o.word(k)] || english.NumberOfPart.Is(o.word(k))) {
			k++
		}
		if k >= len(o.toks) || o.isNumber(k) || english.Recent.Is(o.word(k)) {
			continue
		}
		// "the least voted movies": a participle or noun naming the ranking.
		if pos := o.toks[k].POS; pos != grounding.NOUN && pos != grounding.VERB && pos != grounding.ADJ {
			continue
		}
		if !o.namesElement(k) && !o.occurrenceCounted(k) {
			return -1, o.refuse("unlinked-ranking", k, "%s", "the question ranks by \""+o.word(k)+"\", which does not link to the schema")
		}
	}
	return commonLater, nil
}

// countModifiers qualify a counted noun ("the most distinct roles").
var countModifiers = setOf(english.CountModifier)

// presenceOnly: nothing after the property mention ending at token last
// gives it a value, a comparison or a pattern.
func (o *readCtx) presenceOnly(last int) bool {
	for k := last + 1; k <= last+3 && k < len(o.toks); k++ {
		w := o.word(k)
		if o.isQuoteMark(k) || o.isNumber(k) || o.linksAt(k) && !o.linksKind(k, "label") && !o.linksKind(k, "edge") {
			return false
		}
		if _, cmp := beforeWords[w]; cmp || containWords[w] || english.CueStartsWith.Opens(w) || english.CueEndsWith.Opens(w) || english.ValueLead.Is(w) {
			return false
		}
		if k == last+1 && (o.toks[k].POS == grounding.PROPN || o.toks[k].POS == grounding.NUM) {
			return false
		}
	}
	return true
}

// relatedComparison finds a comparison word ("before", "more", "than")
// whose operand, read up to four words on, is a node — a label or
// relationship noun, a possessive, a named value — rather than a number.
// It returns the comparison word and the operand word, or -1.
func (o *readCtx) relatedComparison() (int, int) {
	for i := range o.toks {
		w := o.word(i)
		than := english.Than.Is(w)
		if _, cmp := beforeWords[w]; !cmp && !than || o.orderedChainWord(i) || o.prepositionOfName(i) || o.hierarchyWord(i) {
			continue
		}
		if !than && (english.Than.Is(o.word(i+1)) || english.At.Is(o.word(i-1))) || english.Or.Is(o.word(i-1)) || than && english.Other.Is(o.word(i-1)) {
			continue // "more than": read at "than"; "at least"; "3 or more"; "other than X" excludes X
		}
		for k := i + 1; k <= i+4 && k < len(o.toks); k++ {
			if o.isNumber(k) || decadeAt(o.word(k)) || o.toks[k].POS == grounding.NUM {
				break
			}
			if x := o.word(k); english.PossessivePronoun.Is(x) || english.PossessiveEnding.Is(x) ||
				o.linksKind(k, "label") || o.linksKind(k, "edge") || o.valueAt(k) {
				return i, k
			}
			if p := o.toks[k].POS; p != grounding.DET && p != grounding.ADJ && p != grounding.ADV {
				break
			}
		}
	}
	return -1, -1
}

func decadeAt(w string) bool { _, ok := decade(w); return ok }

// valueAt: a value link covers token k.
func (o *readCtx) valueAt(k int) bool {
	sp := o.toks[k].Span
	for _, v := range o.ev.Values {
		if v.Span.Start <= sp.Start && v.Span.End >= sp.End {
			return true
		}
	}
	return false
}

// asksNamesAgain: the question word at i opens "what are their titles",
// "what are the names" and the question ends there: what names the
// answer, which a listing shows anyway, not a second question. The words
// before the name are consumed; the name itself is left to account, which
// refuses it when it links to something the plan does not return.
func (o *offline) asksNamesAgain(i int) bool {
	k := i + 1
	if !english.Copula.Is(o.word(k)) {
		return false
	}
	k++
	if english.PossessivePronoun.Is(o.word(k)) || english.Determiner.Is(o.word(k)) {
		k++
	}
	if !identityWords[o.word(k)] {
		return false
	}
	for j := k + 1; j < len(o.toks); j++ {
		if o.toks[j].POS != grounding.PUNCT {
			return false
		}
	}
	for j := i - 1; j < k; j++ {
		o.used.mark(j)
	}
	return true
}

// absenceTest finds a property's word right after a negation, past
// determiners and "in" ("no hire date", "aren't in an alliance",
// "without a tagline"), where the word is a noun (not "not released in
// 1999", a negated comparison) naming no label or relationship
// and the property is no yes/no flag (read as its no value instead): the
// question asks for things lacking the property. The word's token and
// the property, -1 when there is none.
func (o *readCtx) absenceTest() (int, string) {
	for _, e := range o.ev.Elements {
		if e.Kind != "prop" || e.Score < strongLink {
			continue
		}
		idx := o.tokensIn(e.Span)
		if len(idx) == 0 || o.toks[idx[len(idx)-1]].POS != grounding.NOUN || o.linksKind(idx[0], "label") || o.linksKind(idx[0], "edge") || o.valueAt(idx[0]) {
			continue
		}
		if n := idx[len(idx)-1] + 1; o.isNumber(n) || o.isNumber(n+1) {
			continue // "weren't born in 1964": a negated comparison
		}
		k := idx[0] - 1
		for k >= 0 && (o.toks[k].POS == grounding.DET || english.Quantifier.Is(o.word(k)) || english.InWord.Is(o.word(k))) && !o.denies(k) {
			k--
		}
		if k < 0 || !o.denies(k) {
			continue
		}
		if !o.isFlag(e.Owner, e.Name) {
			return idx[0], localName(e.Name)
		}
	}
	return -1, ""
}
