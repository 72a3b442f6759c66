package offline

import (
	"github.com/gql-dev/gql/grounding"
	"github.com/gql-dev/gql/internal/english"
	"github.com/gql-dev/gql/schema"
	"github.com/gql-dev/gql/templates"
)

// Phase shape: the kind of answer.
//
// Input: the read-only context (tokens, words, element links). Output:
// shapeResult — a count (distinct or not), who/when, an aggregate and where
// its word is, a ranking by an aggregate — and the tokens it consumed ("how
// many"), which compile marks used so later phases do not read them again.

// shapeResult is the shape phase's output.
type shapeResult struct {
	shape shape
	// used are the token indices the shape's words took.
	used []int
}

// shapeOf runs the shape phase: the opening and cue words, then a
// superlative over a property read as a ranking (topByProperty).
func shapeOf(c *readCtx) shapeResult {
	sh, used := c.readShape()
	return shapeResult{shape: c.topByProperty(sh), used: used}
}

// question shape, read from the first words.
type shape struct {
	count    bool // how many
	distinct bool // how many different
	// distinctPos is the distinct word after "number of", -1 otherwise.
	distinctPos int
	when        bool   // when / in which year
	who         bool   // who / whom
	whatProp    string // "what is the tagline of" → property asked for
	agg         templates.Agg
	aggPos      int
	// ranked: the aggregate ranks the focus ("the top 3 reviewers by
	// average rating", "who has the highest average rating"): one row per
	// focus node, ordered by the aggregate.
	ranked   bool
	rankDesc bool
}

var aggWords = aggsOf(english.OfKind(english.KindAggregation)...)

// superlatives that order by a year-like or numeric property.
var ascWords = setOf(english.Oldest)

var descWords = setOf(english.Newest)

func (o *readCtx) readShape() (shape, []int) {
	sh := shape{distinctPos: -1}
	var used []int
	if i := o.find(english.HowMany); i >= 0 && !o.rankedCountAt(i, -1) {
		sh.count = true
		used = append(used, i, i+1)
		if w := o.word(i + 2); english.Distinct.Is(w) {
			sh.distinct = true
			used = append(used, i+2)
		}
	}
	if i := o.find(english.HowMuch); i >= 0 && o.measuredVerb() < 0 && o.earnAsked().verb < 0 {
		sh.count = true
	}
	if o.find(english.When) >= 0 {
		sh.when = true
	}
	if o.find(english.Who) >= 0 {
		sh.who = true
	}
	sh.aggPos = -1
	for i := range o.toks {
		if a, ok := aggWords[o.word(i)]; ok && !o.listedTotal(i) {
			if _, n, ok := english.MeasureAt(o.words, i); ok && (!o.propAfter(i+n-1, 3) || o.thingRankedBy(i+n)) && !o.aggregatedAfter(i+n) {
				// "the 2 largest departments": the adjective ranks the
				// departments by what it measures; no value is aggregated.
				continue
			}
			if o.extremeNumberAt(i) {
				// "the highest number of flights": a count ranks, no
				// value is aggregated (countRanks).
				continue
			}
			// "latest"/"earliest" only aggregate with when-questions ("when was the
			// latest ..."); elsewhere they order ("the latest movies").
			if english.TimeExtreme.Is(o.word(i)) && !sh.when && !o.askedValue() {
				continue
			}
			sh.agg, sh.aggPos = a, i
			break
		}
	}
	// "What is the total number of movies?", "Count the people ...": a count.
	i := o.find(english.NumberOf)
	if i >= 0 && !sh.count {
		wh := o.whPos()
		lead := true
		for k := wh + 1; k < i; k++ {
			if !english.CountLead.Is(o.word(k)) {
				lead = false
			}
		}
		// "Number of online courses?": the phrase opening the question
		// asks for the count as "how many" would.
		if wh >= 0 && lead && !english.ThingAsker.Is(o.word(wh)) || i == 0 || o.requestDativeLead(i) {
			sh.count = true
			sh.agg, sh.aggPos = "", -1
			if english.Distinct.Is(o.word(i + 2)) {
				// "the number of distinct store locations"
				sh.distinct, sh.distinctPos = true, i+2
				used = append(used, i+2)
			}
		}
	}
	sh, used = o.numberOpener(sh, used)
	sh = o.countHeadShape(sh)
	sh = o.nounCountShape(sh)
	sh, used = o.breakdownCountShape(sh, used)
	sh = o.propCount(sh)
	if wh := o.whPos(); wh >= 0 && english.CountVerb.Is(o.word(wh)) && !sh.count {
		sh.count = true
	}
	if sh.aggPos >= 0 {
		i := sh.aggPos
		if a, ok := rankedAggs[o.word(i+1)]; ok && (sh.agg == templates.Max || sh.agg == templates.Min) && !o.aggNamesProp(i+1) {
			// "the highest average rating": the superlative ranks, the
			// second word aggregates.
			sh.ranked, sh.rankDesc = true, sh.agg == templates.Max
			sh.agg, sh.aggPos = a, i+1
		} else if _, ok := rankedAggs[o.word(i)]; ok {
			by := english.KeyBy(o.word(i-1)) || english.RankArticle.Is(o.word(i-1)) && english.KeyBy(o.word(i-2))
			top := o.findIn(english.TopWord) >= 0 && o.findIn(english.TopWord) < i
			if by || top {
				sh.ranked, sh.rankDesc = true, o.findIn(english.Bottom) < 0
			}
		}
	}
	return sh, used
}

// rankedAggs are the aggregates a ranking can be by.
var rankedAggs = aggsOf(english.Average, english.Total)

// askedValue is true for questions asking for one value ("what is the ...").
func (o *readCtx) askedValue() bool {
	return o.find(english.WhatIs) >= 0
}

func aggName(a templates.Agg) string {
	if a == templates.Avg {
		return "average"
	}
	return "total"
}

// superlative: -1 for ascending words (oldest, earliest), +1 for descending
// ones (newest, latest), 0 for none.
func (o *readCtx) superlative() int {
	for i := range o.toks {
		w := o.word(i)
		if o.inFromTo(i) {
			continue
		}
		if english.MostRecent.AtWritten(o.words, i) > 0 {
			return 1
		}
		if d := o.rankAfterVerb(i); d != 0 && !o.firstAfterMeasure(i) {
			return d
		}
		if ascWords[w] && !english.OnlyTopN.Is(w) && !o.firstAfterMeasure(i) {
			return -1
		}
		if descWords[w] && !english.OnlyTopN.Is(w) {
			return 1
		}
	}
	if i, m, _ := o.measured(); i >= 0 {
		if m.More {
			return 1
		}
		return -1
	}
	return o.estSuperlative()
}

// measured is the superlative of a gradable adjective the question ranks
// its things by ("the 4 longest movies", "the most expensive project"):
// its token, its measure and how many words it covers; -1 when there is
// none. A superlative that is an aggregate of a property named right after
// it ("the largest budget") is not one.
func (o *readCtx) measured() (int, english.Measure, int) {
	for i := range o.toks {
		m, n, ok := english.MeasureAt(o.words, i)
		if !ok || o.inFromTo(i) {
			continue
		}
		if _, agg := aggWords[o.word(i)]; agg && (o.propAfter(i+n-1, 3) && !o.thingRankedBy(i+n) || o.aggregatedAfter(i+n)) {
			continue
		}
		return i, m, n
	}
	return -1, english.Measure{}, 0
}

// measureWord: token i is (part of) an adjective's superlative
// ("longest", "most expensive").
func (o *readCtx) measureWord(i int) bool {
	if _, _, ok := english.MeasureAt(o.words, i); ok {
		return true
	}
	_, n, ok := english.MeasureAt(o.words, i-1)
	return ok && n == 2
}

// propAfter: a property link starts within n tokens after token i, or
// runs from token i on ("latest release" linked as one span).
func (o *readCtx) propAfter(i, n int) bool {
	for _, e := range o.ev.Elements {
		if e.Kind != "prop" {
			continue
		}
		if p := o.tokenAt(e.Span); p > i && p <= i+n || p <= i && e.Span.End > o.toks[i].Span.End {
			return true
		}
	}
	return false
}

// moreAggs lists the aggregate words that follow the first one, separated by
// commas and "and".
func (o *readCtx) moreAggs(pos int) []templates.Agg {
	var out []templates.Agg
	for k := pos + 1; k < len(o.toks); k++ {
		w := o.word(k)
		if english.AggListJoiner.Is(w) {
			continue
		}
		a, ok := aggWords[w]
		if !ok || english.TimeExtreme.Is(w) {
			break
		}
		out = append(out, a)
	}
	return out
}

// aggListEnd is the last aggregate word of a list starting at pos ("the
// average, minimum, and maximum age" ends at "maximum").
func (o *readCtx) aggListEnd(pos int) int {
	end := pos
	for k := pos + 1; k < len(o.toks); k++ {
		w := o.word(k)
		if english.AggListJoiner.Is(w) {
			continue
		}
		if _, ok := aggWords[w]; !ok {
			break
		}
		end = k
	}
	return end
}

// topByProperty reads "the 3 highest paid employees", "which employee has
// the highest salary": a superlative where things are asked for (or a
// number of them) ranks those things by the property, one row each; "what
// is the highest salary" still asks for the maximum.
func (o *readCtx) topByProperty(sh shape) shape {
	if sh.ranked || sh.count || sh.when || sh.aggPos < 0 || (sh.agg != templates.Max && sh.agg != templates.Min) {
		return sh
	}
	if english.ExtremeNoun.Is(o.word(sh.aggPos)) {
		return sh
	}
	if english.CountNoun.Is(o.word(sh.aggPos + 1)) {
		return sh // "the highest number of movies" ranks by a count
	}
	things := false
	if wh := o.whPos(); wh >= 0 && !english.ValueAsker.Is(o.word(wh)) {
		things = true
	}
	for k := 0; k < sh.aggPos; k++ {
		if _, cmp := beforeWords[o.word(k-1)]; o.isNumber(k) && !cmp && !english.Than.Is(o.word(k-1)) {
			things = true // "the 5 highest rated movies", "the two departments with the largest budgets"
		}
	}
	if k := sh.aggPos + 1; !things && o.linksKind(k, "prop") {
		// "What is the highest rated movie?": a label noun right after
		// the property names the things ranked; "the highest rating of a
		// movie" asks for the value.
		for k < len(o.toks) && o.linksKind(k, "prop") && !o.linksKind(k, "label") {
			k++
		}
		for _, e := range o.ev.Elements {
			if idx := o.tokensIn(e.Span); e.Kind == "label" && len(idx) == 1 && idx[0] == k && o.toks[k].POS == grounding.NOUN {
				things = true
			}
		}
	}
	if !things {
		return sh
	}
	sh.ranked, sh.rankDesc = true, sh.agg == templates.Max
	return sh
}

// rankAfterVerb: "Which project started first?", "Which employee was hired
// most recently?" — a ranking word right after a word linked to a
// property, closing the clause, ranks by that property (-1 earliest
// first, +1 latest first; 0 for none). "the first 5 movies" is a cut.
func (o *readCtx) rankAfterVerb(i int) int {
	if o.rankBeforeVerb(i) {
		return 1
	}
	d := english.RankAfterVerb(o.lower[i], o.word(i+1))
	if d == 0 || i == 0 || !o.linksKind(i-1, "prop") || !o.namesLabel() || o.find(english.Who) >= 0 {
		// Without a label named, or asked with "who" ("Who was born
		// most recently?"), the property would become what is asked.
		return 0
	}
	end := i + 1
	if english.Most.Is(o.lower[i]) {
		end = i + 2 // "most recently"
	}
	if end < len(o.toks) && o.toks[end].POS != grounding.PUNCT {
		return 0
	}
	return d
}

// verbRankProp is the property a ranking after its verb ranks label by
// ("hired most recently" over hired): the property the verb links to,
// when it belongs to label and orders (a number, or ISO dates as text).
func (o *bldPhase) verbRankProp(label string) string {
	for i := range o.toks {
		if o.rankAfterVerb(i) == 0 {
			continue
		}
		verb := i - 1
		if o.rankBeforeVerb(i) {
			verb = i + 2 // "the 3 most recently hired professors"
		}
		sp := o.toks[verb].Span
		for _, e := range o.ev.Elements {
			if e.Kind != "prop" || e.Span.Start > sp.Start || e.Span.End < sp.End {
				continue
			}
			owner := e.Owner
			if owner == "" {
				owner = o.ownerOf(e.Name)
			}
			p := schema.Find(o.propsOf(owner), e.Name)
			if owner != label || p == nil || !p.Type.Numeric() && !isoDated(p) {
				continue
			}
			for k := min(i, verb); k <= max(i+1, verb) && k < len(o.toks); k++ {
				o.used.mark(k)
			}
			return e.Name
		}
	}
	return ""
}

// namesLabel: some word of the question links to a label.
func (o *readCtx) namesLabel() bool {
	for _, e := range o.ev.Elements {
		if e.Kind == "label" {
			return true
		}
	}
	return false
}

// aggregatedAfter: the word at k aggregates ("the highest average
// rating"): the superlative before it ranks that aggregate, and measures
// nothing itself. ("the largest number of" is extremeNumberAt's.)
func (o *readCtx) aggregatedAfter(k int) bool {
	_, agg := aggWords[o.word(k)]
	return agg
}

// rankBeforeVerb: "the 3 most recently hired professors" — "most
// recently" before a word linked to a property and a label mention right
// after it ranks those things by the property, latest first, as "hired
// most recently" does after its verb.
func (o *readCtx) rankBeforeVerb(i int) bool {
	if i < 0 || i+3 >= len(o.toks) || !english.Most.Is(o.lower[i]) || english.RankAfterVerb(o.lower[i], o.word(i+1)) <= 0 {
		return false
	}
	return o.linksKind(i+2, "prop") && !o.linksKind(i+2, "label") && o.linksKind(i+3, "label")
}
