package offline

import (
	"fmt"
	"github.com/gql-dev/gql/internal/english"
	"strings"

	"github.com/gql-dev/gql/diag"
	"github.com/gql-dev/gql/grounding"
	"github.com/gql-dev/gql/templates"
)

// Phase account: every word is accounted for.
//
// Input: the read-only context, the built query and accountInput — the
// tokens the phases consumed, the links set aside for better ones, the
// unit words and the two readings (at least, most common) that excuse
// words. Output: accountResult, the warnings (unused-link when a verb
// links to a schema element the query does not use: verbs are often
// paraphrases of a relationship already placed; twig-disagrees), and a
// refusal (unused-words) when a content word — a noun, a proper noun, a
// number, an adjective, a negation — is neither consumed, nor a cue or a
// filler, nor linked to an element the query uses: the plan would answer
// a question without it. The phase reads the query and changes nothing;
// compile applies the asked identifiers, flags and edge values before it.

// accountInput is what the account phase reads of the earlier phases'
// work. It owns none of it: used and unitWords are read, never written.
type accountInput struct {
	// used are the tokens a phase consumed; the phase only tests them.
	used usedWords
	// dropped are links set aside for a better-scored one on the same
	// words; a warning names those the plan does not use.
	dropped []ElementLink
	// unitWords are the tokens of units a number was converted from.
	unitWords map[int]bool
	// atLeast: "at least N things" became N distinct related nodes, so a
	// comparative is applied by the pattern.
	atLeast bool
	// commonLater is the most-common cue's token when the values are
	// counted after the phases, -1 otherwise.
	commonLater int
	// repeats are the repetition words ("twice", "more than once") a
	// count of the verb's rows took (repeat_count.go).
	repeats map[int]bool
}

// accountResult is the account phase's output besides its refusal.
type accountResult struct {
	warnings []diag.Diagnostic
}

// accounting is the account phase at work: the context, its input and the
// warnings it has found so far.
type accounting struct {
	*readCtx
	in       accountInput
	warnings []diag.Diagnostic
}

// accountOf runs the account phase on the built query q. The error is the
// refusal (an *UnanswerableError); the warnings found before it are
// returned beside it.
func accountOf(c *readCtx, in accountInput, q *templates.Query) (accountResult, error) {
	a := &accounting{readCtx: c, in: in}
	err := a.account(q)
	return accountResult{warnings: a.warnings}, err
}

// fillerWords carry no constraint of their own (the filler cues).
var fillerWords = setOf(english.Request, english.Quantifier, english.GenericNoun, english.Identity, english.AdverbFiller)

// planElements are the labels, edge types and properties a query reads.
func planElements(q *templates.Query) map[string]bool {
	m := map[string]bool{}
	for _, p := range q.Match {
		m[p.From.Label] = true
		for _, h := range p.Hops {
			m[h.Edge] = true
			m[h.To.Label] = true
		}
	}
	templates.Leaves(q.Where, func(e templates.Expr) {
		switch x := e.(type) {
		case *templates.Cmp:
			m[x.Prop] = true
		case *templates.Exists:
			m[x.Path.From.Label] = true
			for _, h := range x.Path.Hops {
				m[h.Edge] = true
				m[h.To.Label] = true
			}
			for _, f := range x.FarEq {
				m[f.Prop] = true
			}
		}
	})
	for _, r := range q.Return {
		if r.Prop != "" {
			m[r.Prop] = true
		}
	}
	delete(m, "")
	return m
}

// account checks that every content word of the question is accounted
// for by the plan q. What counts, since the tagger guesses parts of speech
// from a lexicon and word shapes: words grounding linked to the schema or a
// stored value, numbers, names (capitalised or quoted), negations, and the
// noun right after the question word.
func (o *accounting) account(q *templates.Query) error {
	uses := planElements(q)
	// A node returned as itself is shown by its key (or name): the plan
	// reads that property too ("the movies ... and their titles").
	labels := varLabels(q)
	for _, r := range q.Return {
		if l := labels[r.Var]; r.Prop == "" && r.Agg == "" && l != "" {
			uses[o.s.Key(l)] = true
			if p := o.nodeCol(&onode{label: l}).Prop; p != "" {
				uses[p] = true
			}
		}
	}
	linkedUsed := func(i int) bool {
		sp := o.toks[i].Span
		for _, e := range o.ev.Elements {
			if e.Span.Start <= sp.Start && e.Span.End >= sp.End && (uses[e.Name] || sameLocal(e.Name, uses) || o.toks[i].POS == grounding.VERB && uses[e.Owner] && o.s.EdgeType(e.Owner) != nil) {
				// A verb naming an edge's property ("rated by") names the
				// edge when the plan walks it.
				return true
			}
		}
		for _, v := range o.ev.Values {
			if v.Span.Start <= sp.Start && v.Span.End >= sp.End && uses[v.Prop] {
				return true
			}
		}
		return false
	}
	if i := o.firstDenial(); i >= 0 && !negates(q.Where) && !o.filtersNo(q) {
		return o.refuse("unused-words", i, "the negation %q is not applied by the plan; answering without it would return the opposite", o.toks[i].Text)
	}
	if i := o.requiredInDenial(q); i >= 0 {
		return o.refuse("negated-anchor", i, "%q stands under the negation and the plan requires it instead of excluding it; a named thing cannot stand inside NOT EXISTS here, and answering would return what the question excludes", o.toks[i].Text)
	}
	if i := o.unappliedExtreme(q); i >= 0 {
		return o.refuse("unused-words", i, "the superlative %q is not applied: the plan neither orders nor takes a maximum or minimum, so it would list every match", o.toks[i].Text)
	}
	if i := o.unappliedCompoundNumber(q); i >= 0 {
		return o.refuse("unused-words", i, "the number in %q is not applied: the plan compares nothing with it, so it would answer for every value", o.toks[i].Text)
	}
	for i := range o.toks {
		if !o.in.used.has(i) && o.monthYearAt(i) {
			return o.refuse("unused-words", i, "the month %q is not applied: the plan compares the year alone (the property holds no days), so it would answer for the whole year", o.toks[i].Text)
		}
	}
	if i := o.unappliedNegation(q); i >= 0 {
		return o.refuse("unused-words", i, "the question negates more than the plan does: the negation %q is not applied, and answering without it would return what it excludes", o.toks[i].Text)
	}
	if i := o.unappliedComparison(q, o.in.atLeast); i >= 0 {
		return o.refuse("unused-words", i, "the question compares (%q … than) and the plan bounds nothing, so it would list what the comparison selects from", o.toks[i].Text)
	}
	if i := o.misplacedExtreme(q); i >= 0 {
		return o.refuse("unused-words", i, "the superlative %q names the property right after it, and the plan ranks by another one", o.toks[i].Text+" "+o.toks[i+1].Text)
	}
	if i := o.unrankedPredominance(q); i >= 0 {
		return o.refuse("unused-words", i, "%q picks the one related thing that weighs most, and the plan neither ranks nor takes a maximum, so it would list every one", o.toks[i].Text)
	}
	if i := o.unappliedAggregate(q); i >= 0 {
		return o.refuse("unused-words", i, "the question asks for %q, and the plan computes no such aggregate; answering without it drops a column asked for", o.toks[i].Text)
	}
	if i, p := o.unreadFlag(q, uses); i >= 0 {
		return o.refuse("unused-words", i, "%q names %s, a yes/no property the plan neither filters nor returns; answering without it would include the things it excludes", o.toks[i].Text, p)
	}
	if err := o.fix20Refusal(q); err != nil { // fix20_nets.go
		return err
	}
	if i := o.orReadAsAnd(q); i >= 0 {
		return o.refuse("or-read-as-and", i, "%q joins two conditions, and the plan holds no alternative: it would require both and return only what meets both; the query language here cannot keep a named thing inside one of two patterns", o.toks[i].Text)
	}
	if i, w := o.orSideDropped(q); i >= 0 {
		return o.refuse("or-side-dropped", i, "%q joins two conditions, and the plan applies one: %q on the other side is read as nothing, so it would return only what meets the condition it kept", o.toks[i].Text, o.toks[w].Text)
	}
	if i, end := o.unreadAlternatives(); i >= 0 {
		return o.refuse("unused-words", i, "%q names alternatives the plan does not read (neither is linked to the schema or a stored value); answering without them would return both and more", o.ev.Question[o.toks[i].Span.Start:o.toks[end].Span.End])
	}
	if i := o.singleCount(q); i >= 0 {
		return o.refuse("count-comparison", i, "%q counts related things (exactly one), which needs grouping with a filter the plan does not do", o.toks[i-1].Text+" "+o.toks[i].Text+" "+o.toks[i+1].Text)
	}
	if i, p := o.unappliedWhose(q); i >= 0 {
		return o.refuse("unused-words", i, "the clause %q puts a condition on %s, which the plan does not apply; answering without it would return every one", o.clauseText(i), p)
	}
	if i := o.clockTime(); i >= 0 {
		return o.refuse("unused-words", i, "%q is a time of day, which the plan does not read; it compared its hour and minutes as two numbers", o.ev.Question[o.toks[i].Span.Start:o.toks[i+2].Span.End])
	}
	for k := range o.toks {
		if _, unit := english.UnitWord(o.word(k)); !unit {
			continue
		}
		if j := o.marginBy(k); j >= 0 {
			// "delayed by more than an hour": a margin is no value of the
			// property the amount was compared with.
			return o.refuse("unused-words", j, "%q says by how much something differed, a margin no property of the question's things holds; the plan compared the amount with a property's own value instead", o.ev.Question[o.toks[j-1].Span.Start:o.toks[k].Span.End])
		}
	}
	if w := o.twigDisagrees(q); w != "" {
		o.warnings = append(o.warnings, o.diagnostic("twig-disagrees", diag.Span{Start: 0, End: len(o.ev.Question)}, w))
	}
	for _, d := range o.in.dropped {
		if !uses[d.Name] {
			o.warnings = append(o.warnings, o.diagnostic("unused-link", d.Span,
				fmt.Sprintf("%q also links to %s, which the plan does not use", o.ev.Question[d.Span.Start:d.Span.End], d.Name)))
		}
	}
	wh := o.whPos()
	var unused []int
	for i, t := range o.toks {
		if o.in.repeats[i] {
			// "at least 3 times": a count of the verb's rows read it,
			// whatever a link of the word ("times" → a duration) says.
			continue
		}
		if english.Repetition.Is(o.word(i)) && (english.RepetitionCount(o.word(i)) > 1 || o.endsAt(english.CueAtLeast, i-1) < 0) {
			// "reviewed a movie twice", "borrowed once": how often is a
			// condition on the count of the verb's rows, which no reading
			// takes yet — even where grounding linked the word inside a
			// verb's span ("borrowed once" → BORROWED). "at least once"
			// is the plan's own existence. A reading that takes the word
			// must exempt it here.
			unused = append(unused, i)
			continue
		}
		if o.fix17Unread(i) { // fix17_nets.go
			unused = append(unused, i)
			continue
		}
		if o.onlyLimits(i) {
			// "borrowed only fiction": the exclusion is unread.
			unused = append(unused, i)
			continue
		}
		if o.unknownModifier(i) {
			// "List the versions of lodash releases": a word no list
			// knows, before the label's noun, names one of them,
			// even where a phase took it into the label's mention.
			unused = append(unused, i)
			continue
		}
		if o.levelsOfPlannedWalk(q, i) { // fix35_levels.go
			continue
		}
		if o.in.used.has(i) && !o.consumedUnread(q, i, uses) && !o.unplannedLabel(i, uses) || o.isQuoteMark(i) || t.POS == grounding.PUNCT {
			continue
		}
		if !o.in.used.has(i) && o.trailingManner(i) {
			// "Which shipments were delivered late?": how or when the
			// verb's event happened is a condition the plan drops, even
			// where a link of the verb runs over the word.
			unused = append(unused, i)
			continue
		}
		w := o.word(i)
		if !o.acronymAt(i) && (o.isCueWord(i) || english.Not.Is(w) || fillerWords[w] || fillerWords[o.lower[i]]) || linkedUsed(i) || namesUsed(o.lower[i], uses) || o.kindOfLabel(i) || o.numberAfterName(i, uses) {
			continue
		}
		switch {
		case o.linksAt(i) && (o.linkScore(i) >= strongLink || t.POS != grounding.VERB && t.POS != grounding.AUX && o.linksKind(i, "prop") && o.linkScore(i) >= propLink && !o.countedNoun(q, i)):
			if (t.POS == grounding.VERB || t.POS == grounding.AUX) && !o.linksKind(i, "prop") && !o.verbOfUnjoinedTable(i, uses) {
				// A verb naming a relationship the plan does not walk may
				// be a paraphrase of one it does; a verb naming a property
				// ("released in the 21st century") is a dropped constraint.
				o.warnUnusedLink(i)
				continue
			}
		case t.POS == grounding.NUM:
		case t.Quoted:
		case t.POS == grounding.PROPN && i > 0, o.acronymAt(i):
		case t.POS == grounding.NOUN && o.unplannedLabel(i, uses):
			// "the students" names a label outright, however weak the
			// span's score ("students currently" at 0.72): a plan without
			// it answers about everything of another label.
		case t.POS == grounding.NOUN && o.eachAt(i) && !aggregates(q):
			// "the movies linked to each genre" on a graph without
			// genres: the group is nothing the schema has.
		case t.POS == grounding.NOUN && o.copulaComplement(i):
			// "Which German customers are businesses?": the noun said of
			// the subject is the condition asked about.
		case t.POS == grounding.NOUN && o.possessedHead(i):
			// "Olivia Grant's direct reports": what is asked of the
			// possessor is nothing the schema has.
		case t.POS == grounding.NOUN && wh >= 0 && i > wh && o.gapBetween(o.in.used, wh, i) == 0 && i == o.firstNounAfter(wh):
			// "Which skills does X have": the thing asked for is nothing
			// the schema has.
		default:
			continue
		}
		unused = append(unused, i)
	}
	if len(unused) == 0 {
		return nil
	}
	sp := diag.Span{Start: o.toks[unused[0]].Span.Start, End: o.toks[unused[len(unused)-1]].Span.End}
	var words, links []string
	for _, i := range unused {
		words = append(words, o.toks[i].Text)
		ts := o.toks[i].Span
		for _, e := range o.ev.Elements {
			if e.Span.Start <= ts.Start && e.Span.End >= ts.End {
				links = append(links, fmt.Sprintf("%s %s %.2f", e.Kind, e.Name, e.Score))
			}
		}
	}
	why := fmt.Sprintf("the plan does not use %q; answering without it would answer another question", strings.Join(words, " "))
	if len(links) > 0 {
		why += " (linked to " + strings.Join(links, ", ") + ")"
	}
	return o.errorOf(o.refusalAt("unused-words", sp, "%s", why))
}

// strongLink is the score from which an unused link counts against the
// plan: weaker links (a verb near a property's name, 0.5-0.7) are often
// paraphrases the plan covers another way.
const strongLink = 0.75

// propLink is the score from which a noun or adjective linked to a property
// the plan does not read counts against the plan ("the shortest life
// expectancy" linked at 0.71 and answered without it): unlike verbs, such
// words rarely paraphrase something the plan placed another way.
const propLink = 0.6

// countedNoun: token i is the noun a ranking by a count counts ("the most
// awards", "the most times", "the greatest number of X") and the plan ranks
// by a count, so the word is the count, whatever property its text
// resembles.
func (o *readCtx) countedNoun(q *templates.Query, i int) bool {
	byCount := false
	for _, srt := range q.Order {
		for _, r := range q.Return {
			if r.Agg == templates.Count && r.As == srt.Col {
				byCount = true
			}
		}
	}
	if !byCount {
		return false
	}
	if _, unit := english.UnitWord(o.lower[i]); unit {
		// "the most minutes of films" ranks by an amount in a unit,
		// which a count of things does not measure.
		return false
	}
	k := i - 1
	if k >= 1 && english.Of.Is(o.lower[k]) && english.Number.Is(o.lower[k-1]) {
		k -= 2
	}
	return k >= 0 && english.Ranking.Is(o.lower[k])
}

// unappliedExtreme is the first superlative word of the question ("the
// greatest number of friends", "the largest area") when the plan neither
// orders nor takes a maximum or minimum: answering without it lists every
// match. Words inside a stored value ("Best Picture") and the bounds "at
// least" / "at most" are not superlatives; "first", "last" and "top" only
// cut the rows, so they are not counted here.
func (o *accounting) unappliedExtreme(q *templates.Query) int {
	if len(q.Order) > 0 {
		return -1
	}
	for _, r := range q.Return {
		if r.Agg == templates.Max || r.Agg == templates.Min {
			return -1
		}
	}
	for i, t := range o.toks {
		w := o.lower[i]
		if t.Quoted || english.Top.Is(w) || english.Recent.Is(w) || o.rankEndApplied(q, i) { // fix40_hierarchy.go
			continue
		}
		// The lemma of "highest" is "high": the word as written counts too.
		if !extremeWord(w) && !extremeWord(o.word(i)) && !superlativeCompound(o.word(i)) || o.in.commonLater >= 0 && (i == o.in.commonLater || i == o.in.commonLater+1) {
			continue // "most common": counted after the phases (countValues)
		}
		// "first-year students" read as a value (year = 1): the ordinal
		// is applied, not a ranking left out.
		if n, _, ok := o.ordinalCompound(i); ok && numberApplied(q, fmt.Sprint(n)) {
			continue
		}
		if (i == 0 || !english.At.Is(o.lower[i-1])) && !o.valueAt(i) {
			return i
		}
	}
	return -1
}

// superlativeCompound: a hyphenated word with a superlative part
// ("longest-serving", "highest-paid", "best-selling"): the tagger reads
// the whole as one word, and the ranking it asks for is as binding as a
// superlative standing alone.
func superlativeCompound(w string) bool {
	parts := strings.Split(w, "-")
	if len(parts) < 2 {
		return false
	}
	for _, p := range parts {
		if extremeWord(p) || strings.HasSuffix(p, "est") && english.Lemma(p) != p {
			return true
		}
	}
	return false
}

// unappliedCompoundNumber finds a hyphenated word with a number in it
// ("300-level courses", "a 5-star hotel") whose number the plan neither
// compares nor cuts by: the tagger reads the word as a noun, a link may
// read the other part as a property, and the plan answers for every
// value of it. Values, quoted words and names are not counted. The
// token, -1 when every such number is applied.
func (o *accounting) unappliedCompoundNumber(q *templates.Query) int {
	for i, t := range o.toks {
		w := o.word(i)
		if !strings.Contains(w, "-") || t.Quoted || o.valueAt(i) || t.POS == grounding.PROPN {
			continue
		}
		for _, p := range strings.Split(w, "-") {
			if p != "" && strings.Trim(p, "0123456789") == "" && !numberApplied(q, p) {
				return i
			}
		}
	}
	return -1
}

// numberApplied: the plan compares, cuts or pages by the number n (as
// written).
func numberApplied(q *templates.Query, n string) bool {
	if fmt.Sprint(q.Limit) == n || fmt.Sprint(q.Skip) == n {
		return true
	}
	found := false
	templates.Leaves(q.Where, func(e templates.Expr) {
		if c, ok := e.(*templates.Cmp); ok && strings.Contains(fmt.Sprint(c.Value), n) {
			found = true
		}
	})
	for _, h := range q.Having {
		found = found || fmt.Sprint(h.Value) == n
	}
	return found
}

// extremeWord is a superlative or ranking word.
func extremeWord(w string) bool {
	return english.Ranking.Is(w) || english.Oldest.Is(w) || english.Newest.Is(w) || english.Maximum.Is(w) || english.Minimum.Is(w)
}

// firstNounAfter is the first noun after token i.
func (o *readCtx) firstNounAfter(i int) int {
	for k := i + 1; k < len(o.toks); k++ {
		if o.toks[k].POS == grounding.NOUN {
			return k
		}
	}
	return -1
}

// allCues is english.Cues, copied once: isCueWord asks it at every word.
var allCues = english.Cues()

// isCueWord: the word is one of a cue's words (a single word, or a word of
// a phrase matched here).
func (o *readCtx) isCueWord(i int) bool {
	w := o.word(i)
	for _, c := range allCues {
		if c.Kind() == english.KindNegation {
			continue // a negation must be applied, not skipped (negationApplied)
		}
		for _, ws := range c.Phrases() {
			if len(ws) == 1 {
				if ws[0] == w || ws[0] == o.lower[i] {
					return true
				}
				continue
			}
			for j, x := range ws {
				if x == w && o.at(c, i-j) == len(ws) {
					return true
				}
			}
		}
	}
	return false
}

// linkScore is the best score of an element link covering token i.
func (o *readCtx) linkScore(i int) float64 {
	sp := o.toks[i].Span
	best := 0.0
	for _, e := range o.ev.Elements {
		if e.Span.Start <= sp.Start && e.Span.End >= sp.End && e.Score > best {
			best = e.Score
		}
	}
	return best
}

// verbOfUnjoinedTable: the verb at token i links only to labels (a table
// of rows relating things, "cited" and cites), one of them keyed to a
// label the plan reads, and the plan reads none of them. A relationship
// kept as rows is no paraphrase of another: a plan without it ("For each
// paper that is cited, … the number of papers citing it" counted over the
// papers alone) drops what the verb requires.
func (o *accounting) verbOfUnjoinedTable(i int, uses map[string]bool) bool {
	sp := o.toks[i].Span
	found := false
	for _, e := range o.ev.Elements {
		if e.Span.Start > sp.Start || e.Span.End < sp.End {
			continue
		}
		if e.Kind != "label" || uses[e.Name] {
			return false
		}
		for _, et := range o.s.EdgeTypes {
			for _, ep := range et.Endpoints {
				if ep.From == e.Name && uses[ep.To] || ep.To == e.Name && uses[ep.From] {
					found = true
				}
			}
		}
	}
	return found
}

func (o *accounting) warnUnusedLink(i int) {
	sp := o.toks[i].Span
	var names []string
	for _, e := range o.ev.Elements {
		if e.Span.Start <= sp.Start && e.Span.End >= sp.End {
			names = append(names, e.Name)
		}
	}
	o.warnings = append(o.warnings, o.diagnostic("unused-link", sp,
		"\""+o.toks[i].Text+"\" links to "+strings.Join(names, ", ")+", which the plan does not use"))
}

// negates: the filter holds a negation (NOT, NOT EXISTS, an inequality).
func negates(e templates.Expr) bool {
	switch x := e.(type) {
	case *templates.Not:
		return true
	case *templates.Cmp:
		return x.Op == templates.Ne || x.Op == templates.Missing
	case *templates.And:
		for _, a := range x.Args {
			if negates(a) {
				return true
			}
		}
	case *templates.Or:
		for _, a := range x.Args {
			if negates(a) {
				return true
			}
		}
	}
	return false
}

// twigDisagrees compares the plan with the top-ranked twig: a non-key
// property the twig returns that the plan neither returns nor filters on,
// or a relationship the twig walks that the plan does not. It says what
// differs, "" when they agree.
func (o *readCtx) twigDisagrees(q *templates.Query) string {
	t := o.ev.TopTwig
	if t == nil {
		return ""
	}
	plan := planElements(q)
	labels := map[string]string{}
	for _, p := range t.Match {
		labels[p.From.Var] = p.From.Label
		for _, h := range p.Hops {
			labels[h.To.Var] = h.To.Label
			if !plan[h.Edge] {
				return "the top twig walks " + h.Edge + ", which the plan does not"
			}
		}
	}
	for _, r := range t.Return {
		if r.Prop == "" || plan[r.Prop] {
			continue
		}
		if l := labels[r.Var]; l != "" && (r.Prop == o.s.Key(l) || r.Prop == o.nodeCol(&onode{label: l}).Prop) {
			continue // the twig names the node; the plan may name it by another column
		}
		return "the top twig returns " + r.Prop + ", which the plan does not read"
	}
	return ""
}

// sameLocal: the plan uses an element named after this one — a foreign key
// edge (flights#ref-destairport) named after the property a word linked to
// (flights#DestAirport).
func sameLocal(name string, uses map[string]bool) bool {
	n := localName(name)
	if len(n) < 4 {
		return false
	}
	for u := range uses {
		if l := localName(u); len(l) >= 4 && (strings.Contains(l, n) || strings.Contains(n, l)) {
			return true
		}
	}
	return false
}

// localName is the part of an element name after its owner and a "ref-"
// prefix, squashed: "flights#ref-DestAirport" → "destairport".
func localName(n string) string {
	if i := strings.LastIndexAny(n, "#./:"); i >= 0 {
		n = n[i+1:]
	}
	n = strings.TrimPrefix(strings.ToLower(n), "ref-")
	return squashName(n)
}

// namesUsed: the word is part of the name of an element the plan uses
// ("rank" of tv_series#weekly_rank), so the plan reads what it names.
func namesUsed(word string, uses map[string]bool) bool {
	w := squashName(word)
	if len(w) < 4 {
		return false
	}
	for u := range uses {
		if strings.Contains(localName(u), w) {
			return true
		}
	}
	return false
}

// consumedUnread: token i, consumed by a phase, links only to properties
// or labels the plan does not read ("Show the name and theme of concerts
// ... and the number of singers" where the count's grouping kept the name
// alone; "students who have friends" without the friends): the word was
// taken for a part the built query then dropped.
func (o *accounting) consumedUnread(q *templates.Query, i int, uses map[string]bool) bool {
	if o.countedNoun(q, i) || o.in.unitWords[i] {
		return false
	}
	sp := o.toks[i].Span
	props := 0
	for _, e := range o.ev.Elements {
		if e.Span.Start > sp.Start || e.Span.End < sp.End {
			continue
		}
		switch {
		case uses[e.Name] || sameLocal(e.Name, uses):
			return false
		case e.Kind == "prop" && e.Score >= propLink, e.Kind == "label" && e.Score >= strongLink:
			props++
		default:
			return false
		}
	}
	for _, v := range o.ev.Values {
		if v.Span.Start <= sp.Start && v.Span.End >= sp.End {
			return false
		}
	}
	return props > 0
}

// possessedHead: token i is the head noun of a possessed phrase ("X's
// direct reports"), the last noun after the possessive marker.
func (o *readCtx) possessedHead(i int) bool {
	k := i - 1
	for n := 0; n < 2 && k >= 0 && (o.toks[k].POS == grounding.ADJ || o.toks[k].POS == grounding.NOUN || o.toks[k].POS == grounding.VERB); n++ {
		k-- // modifiers, which the tagger may read as verbs ("direct reports")
	}
	if !english.PossessiveAt(o.words, k) {
		return false
	}
	return i+1 >= len(o.toks) || o.toks[i+1].POS != grounding.NOUN
}

// unplannedLabel: token i is a noun linked to a label whose name it spells,
// as a word or its plural ("students" for students), and the plan has no
// node of that label. An earlier phase may have marked the word read.
func (o *readCtx) unplannedLabel(i int, uses map[string]bool) bool {
	if o.toks[i].POS != grounding.NOUN {
		return false
	}
	sp := o.toks[i].Span
	w := o.lower[i]
	for _, e := range o.ev.Elements {
		if e.Kind != "label" || e.Span.Start > sp.Start || e.Span.End < sp.End {
			continue
		}
		n := strings.ToLower(e.Name)
		if !uses[e.Name] && (w == n || english.Singular(w) == english.Singular(n)) {
			return true
		}
	}
	return false
}

// unappliedWhose finds "whose <property> ..." when the plan neither
// filters nor ranks by the property the clause names ("the department
// whose name has the word computer" answered with every department): the
// token of "whose" and the property, -1 when every such clause is applied.
func (o *readCtx) unappliedWhose(q *templates.Query) (int, string) {
	read := conditionProps(q)
	for i := range o.toks {
		if !english.Whose.Is(o.word(i)) || i+1 >= len(o.toks) {
			continue
		}
		next := o.toks[i+1].Span
		for _, e := range o.ev.Elements {
			if e.Kind != "prop" || e.Span.Start > next.Start || e.Span.End < next.End {
				continue
			}
			if !read[e.Name] {
				return i, e.Name
			}
		}
		if len(read) == 0 && !o.linksAt(i+1) {
			// "the one whose name has the word X" with nothing linked:
			// the clause still puts a condition, and the plan has none.
			return i, "a property (" + o.toks[i+1].Text + ")"
		}
	}
	return -1, ""
}

// conditionProps are the properties the plan puts a condition on: those
// its filter compares and those it ranks by or aggregates.
func conditionProps(q *templates.Query) map[string]bool {
	m := map[string]bool{}
	templates.Leaves(q.Where, func(e templates.Expr) {
		if c, ok := e.(*templates.Cmp); ok {
			m[c.Prop] = true
		}
	})
	sorted := map[string]bool{}
	for _, s := range q.Order {
		sorted[s.Col] = true
	}
	for _, r := range q.Return {
		if r.Agg != "" || sorted[r.As] {
			m[r.Prop] = true
		}
	}
	delete(m, "")
	return m
}

// clauseText is the question from token i to the end of its clause (the
// next punctuation), for a refusal's detail.
func (o *readCtx) clauseText(i int) string {
	end := i
	for end+1 < len(o.toks) && o.toks[end+1].POS != grounding.PUNCT {
		end++
	}
	return o.ev.Question[o.toks[i].Span.Start:o.toks[end].Span.End]
}

// unreadAlternatives finds "either X or Y" where no word of X nor of Y is
// read by the plan: the tokens of "either" and of Y's first word, -1 when
// there is none.
func (o *accounting) unreadAlternatives() (int, int) {
	for i := range o.toks {
		if !english.Either.Is(o.word(i)) {
			continue
		}
		or := -1
		for j := i + 1; j < len(o.toks) && j <= i+5; j++ {
			if english.Or.Is(o.word(j)) {
				or = j
				break
			}
		}
		if or < 0 || or+1 >= len(o.toks) {
			continue
		}
		read := false
		for j := i + 1; j <= or+1; j++ {
			// A label link does not read an alternative: "either houses
			// or apartments" linked to properties restates the thing
			// and chooses none.
			if j != or && (o.valueAt(j) || o.linksKind(j, "prop") || o.linksKind(j, "edge") || o.in.used.has(j) && !o.linksKind(j, "label")) {
				read = true
			}
		}
		if !read {
			return i, or + 1
		}
	}
	return -1, -1
}

// singleCount finds "a single X" or "only one X" after a verb or a
// preposition, X a label: a count of related things per answer (exactly
// one), which no plan of the offline compiler filters by. The token of
// "single" (or "one"), -1 when there is none.
func (o *readCtx) singleCount(q *templates.Query) int {
	for i := 1; i+1 < len(o.toks); i++ {
		lead := o.word(i - 1)
		if !(english.Single.Is(o.word(i)) && english.IndefiniteArticle.Is(lead)) {
			continue
		}
		if !o.linksKind(i+1, "label") || i < 2 {
			continue
		}
		if p := o.toks[i-2].POS; p != grounding.VERB && p != grounding.ADP && p != grounding.ADV {
			continue
		}
		return i
	}
	return -1
}
