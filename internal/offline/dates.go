package offline

import (
	"fmt"
	"regexp"
	"strconv"
	"strings"

	"github.com/gql-dev/gql/internal/english"
	"github.com/gql-dev/gql/schema"
	"github.com/gql-dev/gql/templates"
)

// isoDate is a date written as text, year first ('2014-03-15'), which
// sorts as text in the order of the days.
var isoDate = regexp.MustCompile(`^\d{4}-\d{2}-\d{2}`)

// isoDated reports whether a text property holds ISO dates: every sample
// the schema keeps is one (the evidence; with no samples it is not
// assumed).
func isoDated(p *schema.Property) bool {
	if p == nil || p.Type != schema.String || len(p.Samples) == 0 {
		return false
	}
	for _, v := range p.Samples {
		s, ok := v.(string)
		if !ok || !isoDate.MatchString(s) {
			return false
		}
	}
	return true
}

// yearOnText reads "hired in 2014", "released before 2010", "joined since
// 2019" where the property named just before holds ISO dates as text: the
// year becomes a range of text comparisons ('2014-01-01' ≤ d < '2015-01-01'),
// which sort like the days they name. A month before the year ("since
// March 2025", "in May 2024") narrows the range to that month. It reports
// whether it placed the number at i.
func (o *conPhase) yearOnText(i int) bool {
	if lo, hi, j, ok := o.textYearSpan(i); ok {
		// "hired between 2010 and 2015": from the first day of the first
		// year to the last of the second, both included.
		if !o.yearOnTextRange(i, lo, hi, i-1, o.ev.Question[o.toks[i].Span.Start:o.toks[j].Span.End], false) {
			return false
		}
		for k := i + 1; k <= j; k++ {
			o.used.mark(k)
		}
		return true
	}
	lo, hi, c, when, of, ok := o.textYearRange(i, "")
	if !ok {
		return false
	}
	return o.yearOnTextRange(i, lo, hi, c, when, of)
}

// decadeOnText reads "opened in the 1990s", "airports of the 1990s" where
// the date is held as ISO text: the decade is the range from its first
// year's first day to the next decade's, placed as a year is (yearOnText).
// A number compared with it would be a guess at another property.
func (o *conPhase) decadeOnText(i, lo int) bool {
	c := i - 1
	if english.TheWord.Is(o.word(c)) {
		c--
	}
	if c < 0 {
		return false
	}
	return o.yearOnTextRange(i, fmt.Sprintf("%04d-01-01", lo), fmt.Sprintf("%04d-01-01", lo+10), c, o.ev.Question[o.toks[c+1].Span.Start:o.toks[i].Span.End], false)
}

// textYearSpan reads "between Y1 and Y2", "from Y1 to Y2" with the first
// year at i: the range from Y1's first day to the day after Y2's last, and
// the second year's token.
func (o *conPhase) textYearSpan(i int) (lo, hi string, j int, ok bool) {
	if !english.RangeOpener.Is(o.word(i-1)) || !english.YearSpanJoin.Is(o.word(i+1)) {
		return "", "", 0, false
	}
	j = i + 2
	lo, _, _, _, _, ok1 := o.textYearRange(i, english.YearSpanEach)
	_, hi, _, _, _, ok2 := o.textYearRange(j, english.YearSpanEach)
	if !ok1 || !ok2 || lo == "" || hi == "" || lo >= hi {
		return "", "", 0, false
	}
	return lo, hi, j, true
}

// yearOnTextRange places lo ≤ d < hi, read from the year at i and its cue
// at c, on the date the question names (yearOnText).
func (o *conPhase) yearOnTextRange(i int, lo, hi string, c int, when string, of bool) bool {
	if of {
		return o.yearOnOnlyDate(i, c, lo, hi, when)
	}
	cue := o.word(c)
	if e, owner, ok := o.datedPropLink(func(e ElementLink, _ string) bool {
		pos := o.tokenAt(e.Span)
		return pos < c && c-pos <= 2
	}); ok {
		if !o.keepYearOnProp(e, owner, i, c, lo, hi) {
			return false
		}
		o.warnings = append(o.warnings, o.diagnostic("date-as-text", o.tokSpan(i),
			fmt.Sprintf("%s holds dates as text ('YYYY-MM-DD', as its samples show): %q %s is compared as text, which sorts like the days", e.Name, cue, when)))
		return true
	}
	if o.yearOnNamedEdgeProp(i, c, lo, hi, when) || o.yearOnEdgeDate(i, c, lo, hi, when) { // fix17_edgedate.go
		return true
	}
	return o.yearOnOnlyDate(i, c, lo, hi, when) || o.dayWithinPeriod(i, c, lo, hi, when) || o.fix26Dates(i, c, lo, hi, when) // dates17_within.go, fix26_dates.go
}

// propNamedBefore: one of the two words before the cue at c links a
// property, whose own reading places the number there.
func (o *conPhase) propNamedBefore(c int) bool {
	for k := c - 1; k >= 0 && k >= c-2; k-- {
		if o.linksKind(k, "prop") {
			return true
		}
	}
	return false
}

// datedPropLink returns the first property link of the question, with its
// owner, whose owner holds it as ISO text ('YYYY-MM-DD') and that accept
// takes: the date a year is placed on when the question names it.
func (o *conPhase) datedPropLink(accept func(e ElementLink, owner string) bool) (ElementLink, string, bool) {
	for _, e := range o.ev.Elements {
		if e.Kind != "prop" {
			continue
		}
		owner := e.Owner
		if owner == "" {
			owner = o.ownerOf(e.Name)
		}
		if isoDated(schema.Find(o.propsOf(owner), e.Name)) && accept(e, owner) {
			return e, owner, true
		}
	}
	return ElementLink{}, "", false
}

// keepYearOnProp bounds the date e names, of owner's thing in the plan,
// to lo ≤ d < hi; false when the plan holds no such thing.
func (o *conPhase) keepYearOnProp(e ElementLink, owner string, i, c int, lo, hi string) bool {
	v := o.varFor(owner, i)
	if v == "" {
		return false
	}
	o.consume(e)
	o.keepDateRange(v, e.Name, lo, hi, c, i)
	return true
}

// yearOnEdgeDate reads "pilots qualified on a type after 2023", "pilots
// qualified on the A320neo since 2020": no property is named, and the
// verb before the cue is a relationship of the plan that holds exactly one
// date as ISO text (QUALIFIED_ON.since). The year dates what the verb
// says, so it bounds the relationship's date, not a date of either end
// (a pilot's hiring). With several such relationships, a negated one, or
// one that holds years as numbers as well, the number is left to the other
// readings.
func (o *conPhase) yearOnEdgeDate(i, c int, lo, hi, when string) bool {
	if o.propNamedBefore(c) {
		return false // a property is named: its own reading decides
	}
	var pick *oedge
	date := ""
	for _, e := range o.edges {
		if e.pos < 0 || e.pos >= c || e.negated || len(e.or) > 0 || len(e.rev) > 0 {
			continue
		}
		d, several := "", false
		for _, p := range o.propsOf(e.typ) {
			if o.yearPropOf(e.typ, p.Name) {
				several = true
			}
			if isoDated(&p) {
				several = several || d != ""
				d = p.Name
			}
		}
		if d == "" || several {
			continue
		}
		if pick != nil {
			return false // two relationships date the year: which is a guess
		}
		pick, date = e, d
	}
	if pick == nil {
		return false
	}
	v := o.varFor(pick.typ, i)
	if v == "" {
		return false
	}
	o.keepDateRange(v, date, lo, hi, c, i)
	o.warnings = append(o.warnings, o.diagnostic("date-as-text", o.tokSpan(i),
		fmt.Sprintf("%s is the one date %s holds (as text, 'YYYY-MM-DD'), and %q names that relationship: %q %s is compared with it as text, which sorts like the days", date, pick.typ, o.word(pick.pos), o.word(c), when)))
	return true
}

// yearOnOnlyDate places a year no property is named for ("incidents in
// 2025", "incidents of 2025") on the one date the one thing the question
// names holds as ISO text, when it has no year-like number: a year is never
// compared with a duration or a count, whose values merely look alike in
// size. Several dates, or a year-like number beside the date, leave the
// number to numericTarget, which refuses a year on a non-year.
func (o *conPhase) yearOnOnlyDate(i, c int, lo, hi, when string) bool {
	near := o.soleThingBefore(i, c)
	if near == nil {
		return false
	}
	date := o.onlyTextDate(near.label)
	if date == "" {
		return false
	}
	o.keepDateRange(near.v, date, lo, hi, c, i)
	o.warnings = append(o.warnings, o.diagnostic("date-as-text", o.tokSpan(i),
		fmt.Sprintf("%s is the one date %s holds (as text, 'YYYY-MM-DD'): %q %s is compared with it as text, which sorts like the days", date, near.label, o.word(c), when)))
	return true
}

// soleThingBefore is the one thing a question names, placed before the
// number at i whose cue is at c, when no property is named just before the
// cue (its own reading decides then) and no relationship is walked: with
// several things, which one a date belongs to is a guess (a release of a
// package, a package of a maintainer). nil otherwise.
func (o *conPhase) soleThingBefore(i, c int) *onode {
	if o.propNamedBefore(c) {
		return nil
	}
	if len(o.nodes) != 1 || len(o.edges) != 0 {
		return nil
	}
	near := o.nodes[0]
	if near.pos < 0 || near.pos > i {
		return nil
	}
	return near
}

// textYearRange reads the year at i, a month before it and the cue before
// both, as bounds on a date held as ISO text: lo ≤ d < hi, either empty
// when open. cue, when not empty, stands for a missing one ("in 2019 or
// 2020": the second year's cue is the first's). of says the cue was
// "of"/"from", which puts the thing inside the year only when no property
// is named.
func (o *conPhase) textYearRange(i int, cue string) (lo, hi string, c int, when string, of, ok bool) {
	f, isNum := o.numberAt(i)
	if !isNum || f != float64(int(f)) || f < 1000 || f > 2999 {
		return "", "", 0, "", false, false
	}
	y := int(f)
	from, next := fmt.Sprintf("%04d-01-01", y), fmt.Sprintf("%04d-01-01", y+1)
	c, when = i-1, o.word(i)
	if lo, hi, c, when, ok := o.dayOfYear(i, y); ok {
		return lo, hi, c, when, false, true
	}
	from, next, c, when = o.yearPart(i, y, from, next, c, when)
	if m, isMonth := english.Month(o.word(i - 1)); isMonth {
		c, when = i-2, o.word(i-1)+" "+o.word(i)
		from = fmt.Sprintf("%04d-%02d-01", y, m)
		if m == 12 {
			next = fmt.Sprintf("%04d-01-01", y+1)
		} else {
			next = fmt.Sprintf("%04d-%02d-01", y, m+1)
		}
	}
	c = o.thanCue(c)
	if cue == "" {
		cue = o.word(c)
	}
	if lo, hi, open := o.openDate(i, cue, from, next); open {
		return lo, hi, c, when, false, true
	}
	switch {
	case english.YearOf.Is(cue):
		return from, next, c, when, true, true
	case english.YearIn.Is(cue):
		return from, next, c, when, false, true
	}
	if lo, hi, ok = bareCueBounds(cue, from, next); !ok {
		return "", "", 0, "", false, false
	}
	return lo, hi, c, when, false, true
}

// dateRange is lo ≤ v.prop < hi, either bound left out when empty.
func dateRange(v, prop, lo, hi string) templates.Expr {
	var args []templates.Expr
	if lo != "" {
		args = append(args, templates.C(v, prop, templates.Ge, lo))
	}
	if hi != "" {
		args = append(args, templates.C(v, prop, templates.Lt, hi))
	}
	if len(args) == 1 {
		return args[0]
	}
	return &templates.And{Args: args}
}

// addDateRange filters v.prop to the year at i, or, when "or" and a second
// year follow ("hired in 2019 or 2020", "opened before 2020 or after
// 2024"), to either year's range: read one at a time, the second year went
// to another property or both ranges were required.
func (o *conPhase) addDateRange(v, prop, lo, hi string, i int) {
	first := dateRange(v, prop, lo, hi)
	if english.Alternative.Is(o.word(i + 1)) {
		cue := o.word(i - 1)
		if _, isMonth := english.Month(cue); isMonth {
			cue = o.word(i - 2)
		}
		for _, j := range []int{i + 2, i + 3} {
			if o.used.has(j) {
				continue
			}
			own := ""
			if j == i+2 {
				own = cue
			}
			lo2, hi2, _, _, of, ok := o.textYearRange(j, own)
			if !ok || of {
				continue
			}
			for k := i + 1; k <= j; k++ {
				o.used.mark(k)
			}
			o.filter = append(o.filter, &templates.Or{Args: []templates.Expr{first, dateRange(v, prop, lo2, hi2)}})
			return
		}
	}
	if lo != "" {
		o.filter = append(o.filter, templates.C(v, prop, templates.Ge, lo))
	}
	if hi != "" {
		o.filter = append(o.filter, templates.C(v, prop, templates.Lt, hi))
	}
}

// monthYearAt: tokens k and k+1 are a month's name and a year ("March
// 2025").
func (o *readCtx) monthYearAt(k int) bool {
	if _, ok := english.Month(o.word(k)); !ok {
		return false
	}
	f, ok := o.numberAt(k + 1)
	return ok && f == float64(int(f)) && f >= 1000 && f <= 2999
}

// dateVerbLinks reads "students enrolled in 2024", "pilots hired before
// 2020": a verb that grounding linked to a relationship (ENROLLED_IN) but
// that spells the name of a date a thing the question names holds itself
// (Student.enrolled, 'YYYY-MM-DD' text), followed by a date cue and a
// year. The year is said of that date: walked as the relationship, no
// property of it held years and the question was refused. With the word
// spelling a date of several named things, or no cue and year after it,
// the links stay as they are. The caller's evidence is not changed.
func (o *offline) dateVerbLinks(warns *sink) {
	o.relinkDateVerbs(warns, false, func(word string, p *schema.Property) bool { return spellsName(word, p.Name) }, "")
}

// relinkDateVerbs is dateVerbLinks' and dateVerbTailLinks' walk: a
// relationship linked from one word that a date cue and a year follow is
// relinked to the one ISO date of a named label that spells reads (how
// says by what, in the warning); with undated set, only where the
// relationship holds no date or year of its own.
func (o *offline) relinkDateVerbs(warns *sink, undated bool, spells func(word string, p *schema.Property) bool, how string) {
	var ev *Evidence
	for k, e := range o.ev.Elements {
		if e.Kind != "edge" {
			continue
		}
		idx := o.tokensIn(e.Span)
		if len(idx) != 1 || !o.yearCueAt(idx[0]+1) {
			continue
		}
		if undated {
			dated := false
			for _, p := range o.propsOf(e.Name) {
				dated = dated || isoDated(&p) || o.yearPropOf(e.Name, p.Name)
			}
			if dated {
				continue
			}
		}
		i := idx[0]
		owner, prop := "", ""
		for _, l := range o.ev.Elements {
			if l.Kind != "label" || l.Name == owner {
				continue
			}
			for _, p := range o.propsOf(l.Name) {
				if isoDated(&p) && spells(o.word(i), &p) {
					if owner != "" {
						return // two things hold such a date: which is a guess
					}
					owner, prop = l.Name, p.Name
				}
			}
		}
		if owner == "" {
			continue
		}
		if ev == nil {
			cp := *o.ev
			cp.Elements = append([]ElementLink(nil), o.ev.Elements...)
			ev = &cp
		}
		ev.Elements[k] = ElementLink{Kind: "prop", Name: prop, Owner: owner, Span: e.Span, Score: e.Score}
		warns.add(o.diagnostic("date-as-text", e.Span, fmt.Sprintf("%q is read as %s.%s, the date %s holds (as text, 'YYYY-MM-DD')%s, not as the relationship %s: a year follows it", o.word(i), owner, prop, owner, how, e.Name)))
	}
	if ev != nil {
		o.ev = ev
	}
}

// yearCueAt: token i is a date cue ("in", "before", "since" …) and a year,
// or a month and a year, follows it.
func (o *readCtx) yearCueAt(i int) bool {
	if o.dayCueAt(i) {
		return true
	}
	c := o.word(i)
	if !english.YearIn.Is(c) && !english.CueBefore.Is(c) && !english.CueAfter.Is(c) && !english.CueSince.Is(c) && !english.CueUntil.Is(c) && !o.openYearCue(i) {
		return false
	}
	y := i + 1
	if _, ok := english.Month(o.word(y)); ok {
		y++
	}
	f, ok := o.numberAt(y)
	return ok && f == float64(int(f)) && f >= 1000 && f <= 2999
}

// spellsName: the word is the property's name, or the same word inflected
// ("enrolled" for enrolled, "hired" for hire).
func spellsName(word, name string) bool {
	n := strings.ToLower(name)
	return word == n || english.Lemma(word) == english.Lemma(n)
}

// yearWordBeside is a month's or a season's name right before or after
// token i ("spring 2019", "2019 fall", "May 2019"), "" when none is.
func (o *readCtx) yearWordBeside(i int) string {
	for _, k := range []int{i - 1, i + 1} {
		w := o.word(k)
		if _, ok := english.Month(w); ok || english.Season.Is(w) {
			return w
		}
	}
	return ""
}

// yearBeside: a month or a season is named beside token i.
func (o *readCtx) yearBeside(i int) bool { return o.yearWordBeside(i) != "" }

// ordinalCompound splits "first-year" into its ordinal (1) and its word
// ("year"), and "300-level" into 300 and "level"; ok is false for any
// other token.
func (o *readCtx) ordinalCompound(i int) (int, string, bool) {
	w := o.word(i)
	k := strings.IndexByte(w, '-')
	if k <= 0 || k == len(w)-1 {
		return 0, "", false
	}
	if n, ok := english.Ordinal(w[:k]); ok {
		return n, w[k+1:], true
	}
	// "300-level": a whole number in digits joined the same way.
	n, err := strconv.Atoi(w[:k])
	return n, w[k+1:], err == nil && n >= 0
}

// ordinalProp is the whole-number property of label that the word names
// ("year" → year), "" when none does.
func (o *readCtx) ordinalProp(label, noun string) string {
	for _, p := range o.propsOf(label) {
		if p.Type == schema.Int && spellsName(noun, p.Name) {
			return p.Name
		}
	}
	return ""
}

// ordinalLinksAside sets aside the property links of an ordinal compound
// ("first-year" → Student.year) when a label the question names has the
// property the word names: the compound is a value of it (ordinalValue,
// in the filters phase), not the property asked for. Read as asked, "Which
// third-year students are from France?" listed the students' years.
func (o *offline) ordinalLinksAside() {
	var drop []int
	for i := range o.toks {
		_, noun, ok := o.ordinalCompound(i)
		if !ok {
			continue
		}
		for _, e := range o.ev.Elements {
			if e.Kind == "label" && o.ordinalProp(e.Name, noun) != "" {
				drop = append(drop, i)
				break
			}
		}
	}
	if len(drop) == 0 {
		return
	}
	o.ev = o.ev.keepElements(func(_ int, e ElementLink) bool {
		for _, i := range drop {
			sp := o.toks[i].Span
			if e.Kind == "prop" && e.Span.Start <= sp.Start && e.Span.End >= sp.End {
				return false
			}
		}
		return true
	})
}

// ordinalValue reads "first-year students", "second-tier services", "3rd-year
// students": one word, an ordinal joined to a word that names a
// whole-number property of a thing in the pattern (year, tier, floor), is
// that property equal to the ordinal. Read as the property asked for it
// listed the property, and unread it was an unused word. Warned
// ordinal-read: the ordinal is taken for the value. With the word naming
// such a property of several things in the pattern, it is left unread.
func (o *conPhase) ordinalValue(i int) bool {
	n, noun, ok := o.ordinalCompound(i)
	if !ok {
		return false
	}
	var at *onode
	prop := ""
	for _, nd := range o.nodes {
		if p := o.ordinalProp(nd.label, noun); p != "" {
			if at != nil && at.label != nd.label {
				return false
			}
			if at == nil || dist(nd.pos, i) < dist(at.pos, i) {
				at, prop = nd, p
			}
		}
	}
	if at == nil {
		return false
	}
	o.used.mark(i)
	o.filter = append(o.filter, templates.C(at.v, prop, templates.Eq, int64(n)))
	o.warnings = append(o.warnings, o.diagnostic("ordinal-read", o.tokSpan(i),
		fmt.Sprintf("%q is read as %s = %d of %s: %q names the property, and the ordinal is taken for its value", o.toks[i].Text, prop, n, at.label, noun)))
	return true
}
