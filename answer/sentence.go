package answer

import (
	"fmt"
	"slices"
	"strconv"
	"strings"
	"unicode"

	"github.com/gql-dev/gql"
	"github.com/gql-dev/gql/internal/english"
)

// Sentence says rows as an answer to question. It reuses the question's own
// words around the values (the wh-phrase replaced by the answer, the
// auxiliary moved back), so it states no value that is not in the rows;
// when the question has no shape it can reuse, it lists the values.
func Sentence(question string, t *gql.Table, maxItems int) string {
	q := parse(question)
	if q.asked > maxItems && q.asked <= 25 {
		// The question asked for this many; cutting the list would hide
		// what it asked for.
		maxItems = q.asked
	}
	if t == nil || len(t.Rows) == 0 {
		if s, ok := q.empty(); ok {
			return finish(s)
		}
		if q.yesNo {
			return "No: nothing in the graph matches."
		}
		return "Nothing in the graph matches: the query ran and returned no rows."
	}
	rs := readRows(q, t)
	single := len(t.Columns) == 1 && rs.n == 1
	if q.yesNo {
		return finish(q.yesNoSentence(t, rs, maxItems))
	}
	if single && q.when {
		if s, ok := q.whenSentence(rs.items[0], t.Rows[0][0]); ok {
			return finish(s)
		}
	}
	if s, ok := q.perThing(rs, maxItems); ok {
		return finish(s)
	}
	if s, ok := q.tie(rs, maxItems); ok {
		return finish(s)
	}
	if q.sup && q.asked == 0 && rs.num >= 0 && rs.n > 1 {
		// A superlative without a tie names one answer; the other rows were
		// only fetched to see whether there was a tie.
		rs.items, rs.heads, rs.nums, rs.n = rs.items[:1], rs.heads[:1], rs.nums[:1], 1
	}
	if q.count && single && isNumber(t.Rows[0][0]) {
		if s, ok := q.countSentence(t.Rows[0][0], rs.items[0]); ok {
			return finish(s)
		}
	}
	if s, ok := q.frame(list(rs.items, maxItems), rs.n > 1); ok {
		return finish(s)
	}
	if rs.n == 1 {
		return finish("The answer is " + rs.items[0])
	}
	return finish(fmt.Sprintf("%d answers: %s", rs.n, list(rs.items, maxItems)))
}

// finish ends a sentence with one full stop, never two: a value may end
// with its own (a tagline "… for speed.").
func finish(s string) string {
	s = strings.TrimSpace(s)
	if strings.HasSuffix(s, ".") || strings.HasSuffix(s, "!") || strings.HasSuffix(s, "?") || strings.HasSuffix(s, "…") {
		return s
	}
	return s + "."
}

// list joins items as English does, cutting after max with "and N more".
func list(items []string, max int) string {
	if max <= 0 {
		max = len(items)
	}
	if len(items) > max {
		return strings.Join(items[:max], ", ") + fmt.Sprintf(" and %d more", len(items)-max)
	}
	switch len(items) {
	case 0:
		return ""
	case 1:
		return items[0]
	}
	return strings.Join(items[:len(items)-1], ", ") + " and " + items[len(items)-1]
}

func isNumber(v any) bool {
	switch v.(type) {
	case int64, int, float64:
		return true
	}
	return false
}

// question is the shape of a question, read from its words alone.
type question struct {
	words   []string // without the final punctuation; commas are words of their own
	yesNo   bool     // starts with an auxiliary: "Did …", "Is …"
	count   bool     // "how many", "number of"
	when    bool     // "When …", "Since when …", "In which year …"
	sup     bool     // a superlative: the most, the oldest …
	ordered bool     // the rows come in an order the question asked for
	yearCue bool     // the answer's numbers are years
	asked   int      // "the three oldest", "Which two …": how many were asked for
}

func parse(s string) question {
	s = strings.TrimSpace(s)
	s = strings.TrimRightFunc(s, func(r rune) bool { return r == '?' || r == '.' || r == '!' || unicode.IsSpace(r) })
	var words []string
	for _, w := range strings.Fields(s) {
		if len(w) > 1 && strings.HasSuffix(w, ",") {
			words = append(words, w[:len(w)-1], ",")
			continue
		}
		words = append(words, w)
	}
	// "Who works on Phoenix, and in which role?": the second question is
	// answered by a column of the rows, not by the sentence's frame.
	for i := 0; i+2 < len(words); i++ {
		if isComma(words[i]) && has(andWords, words[i+1]) && hasWh(words[i+2:min(i+5, len(words))]) {
			words = words[:i]
			break
		}
		if i > 1 && has(andWords, words[i]) && hasWh(words[i+1:i+2]) {
			words = words[:i]
			break
		}
	}
	q := question{words: words}
	if len(words) == 0 {
		return q
	}
	first := q.lower(0)
	q.yesNo = auxiliaries.Is(first)
	low := strings.ToLower(s)
	q.count = strings.HasPrefix(low, "how many ") || strings.Contains(low, "number of ")
	q.when = q.is(0, whenWord) || (q.is(0, sinceWord) && q.is(1, whenWord)) ||
		(preps.Is(first) && q.is(1, whichWords) && q.is(2, dateNouns))
	for i := range words {
		lw := q.lower(i)
		if english.IsSuperlative(lw) {
			q.sup = true
		}
		if english.Frame.YearQuestion.Is(lw) {
			q.yearCue = true
		}
		n, ok := english.AnswerCount(lw)
		if !ok {
			d, err := strconv.Atoi(lw)
			n, ok = d, err == nil && d > 0
		}
		if ok && i > 0 && i+1 < len(words) && q.is(i-1, countedBy) && !startsDigit(words[i+1]) {
			q.asked = n
		}
	}
	// "How is A connected to B?" is answered by a path's nodes, in the
	// order walked: sorting them would lose the way from A to B.
	q.ordered = q.sup || english.How.Is(first) && slices.ContainsFunc(words, func(w string) bool { return english.Connected.Is(strings.ToLower(w)) })
	return q
}

func isComma(w string) bool { return english.Comma.Is(w) }

func hasWh(ws []string) bool {
	for _, w := range ws {
		if has(wh, w) {
			return true
		}
	}
	return false
}

func startsDigit(w string) bool {
	for _, r := range w {
		return unicode.IsDigit(r)
	}
	return false
}

func (q question) lower(i int) string {
	if i < 0 || i >= len(q.words) {
		return ""
	}
	return strings.ToLower(q.words[i])
}

// join writes words as text: a comma sticks to the word before it.
func join(ws ...string) string {
	var b strings.Builder
	for _, w := range ws {
		if w == "" {
			continue
		}
		if b.Len() > 0 && w != "," {
			b.WriteByte(' ')
		}
		b.WriteString(w)
	}
	return b.String()
}

func joinAll(parts ...[]string) string {
	var all []string
	for _, p := range parts {
		all = append(all, p...)
	}
	return join(all...)
}

// frame puts the answer where the wh-phrase was:
//
//	Who directed X?            → A and B directed X.
//	Which Ns were released …?  → A and B were released ….
//	What is X's Y?             → X's Y is A.
//	Which Ns did S verb …?     → S verbed … A and B.
//	Who is the Y of X?         → A is the Y of X.
//	List the Ns …              → The Ns …: A and B.
func (q question) frame(ans string, plural bool) (string, bool) {
	w := q.words
	if len(w) < 2 {
		return "", false
	}
	first := strings.ToLower(w[0])
	switch {
	case q.is(0, imperatives):
		rest := w[1:]
		if has(fillers, rest[0]) && len(rest) > 1 {
			rest = rest[1:]
		}
		return capSubject(rest) + ": " + ans, true
	case q.is(0, whoWords):
		switch second := strings.ToLower(w[1]); {
		case copulas.Is(second):
			return join(ans, agree(second, plural), join(w[2:]...)), len(w) > 2
		case doAux.Is(second) && !q.is(2, notWord) || haveAux.Is(second) && q.is(0, whomWord):
			return q.object(ans, 1, "")
		case !q.is(0, whomWord):
			return join(ans, verbAgree(w[1], plural), join(w[2:]...)), true
		}
	case q.is(0, whichWords):
		return q.which(ans, plural)
	default:
		// "In which year was S released?" → "S was released in A."
		if preps.Is(first) && q.is(1, whichWords) && len(w) > 4 && (copulas.Is(q.lower(3)) || doAux.Is(q.lower(3))) {
			aux := q.lower(3)
			if copulas.Is(aux) {
				return join(capSubject(w[4:len(w)-1]), aux, w[len(w)-1], first, ans), true
			}
			subj, advs, verb, rest, ok := q.split(4)
			if !ok {
				return "", false
			}
			return joinAll([]string{subj}, q.verbPhrase(aux, advs, verb), rest, []string{first, ans}), true
		}
	}
	return "", false
}

// which answers "Which/What NP …" questions, whose NP is the answer's kind.
func (q question) which(ans string, plural bool) (string, bool) {
	w := q.words
	k := 1
	for k < len(w) && !auxiliaries.Is(q.lower(k)) {
		k++
	}
	if q.is(0, whatWord) && k == 1 && copulas.Is(q.lower(1)) && len(w) > 2 {
		// "What is X's Y" → "X's Y is A": the rest names the thing asked for.
		return join(capSubject(w[2:]), agree(q.lower(1), plural), ans), true
	}
	if k == len(w) {
		// "Which project started first?": no auxiliary, the word after the
		// noun is the verb.
		if len(w) < 3 || startsUpper(w[2]) || preps.Is(q.lower(2)) {
			return "", false
		}
		return join(ans, verbAgree(w[2], plural), join(w[3:]...)), true
	}
	np := w[1:k]
	if len(np) == 0 || k+1 > len(w) {
		return "", false
	}
	aux := q.lower(k)
	prefix := ""
	if complexNP(np) {
		// The noun phrase narrows the answer ("Which active projects …"):
		// it is said, so no constraint of the question is dropped.
		prefix = "Of the " + pluralNP(np) + ", "
	}
	switch {
	case doAux.Is(aux) && q.is(k+1, notWord):
		return prefix + join(ans, agreeDo(aux, plural), join(w[k+1:]...)), true
	case doAux.Is(aux):
		return q.object(ans, k, prefix)
	case copulas.Is(aux) || haveAux.Is(aux):
		if q.invertedSubject(k + 1) {
			return q.object(ans, k, prefix)
		}
		return prefix + join(ans, agree(aux, plural), join(w[k+1:]...)), true
	}
	return "", false
}

// complexNP reports a noun phrase that says more than the kind of answer:
// not "movies", not "two actors".
func complexNP(np []string) bool {
	if len(np) <= 1 {
		return false
	}
	if len(np) == 2 {
		if _, ok := english.AnswerCount(strings.ToLower(np[0])); ok || startsDigit(np[0]) {
			return false
		}
	}
	return true
}

// pluralNP makes the head noun of np plural: the last word before a
// preposition or a participle ("movies released after 2000").
func pluralNP(np []string) string {
	out := append([]string(nil), np...)
	h := len(out) - 1
	for i := 1; i < len(out); i++ {
		lw := strings.ToLower(out[i])
		if preps.Is(lw) || strings.HasSuffix(lw, "ed") || english.Frame.RelativeStart.Is(lw) {
			h = i - 1
			break
		}
	}
	out[h] = plural(out[h])
	return join(out...)
}

// invertedSubject reports whether a name stands at i after a copula or
// have ("Which organisations is Hiro Tanaka a member of"), which makes the
// question ask for an object.
func (q question) invertedSubject(i int) bool {
	w := q.words
	if i >= len(w) {
		return false
	}
	j := i
	switch {
	case startsUpper(w[i]):
		j = q.nameEnd(i)
	case pronouns.Is(q.lower(i)):
		j = i + 1
	case preps.Is(q.lower(i)) || determiners.Is(q.lower(i)) || english.Frame.SubjectAdverb.Is(q.lower(i)) || participle(q.lower(i)):
		return false
	default:
		// A lower-case name (a package id): "is numkit released under".
		j = i + 1
	}
	next := q.lower(j)
	return participle(next) || english.Frame.Article.Is(next)
}

// participle reports a past participle: "released", "written", "made".
func participle(w string) bool {
	if w == "" || preps.Is(w) {
		return false
	}
	return strings.HasSuffix(w, "ed") || strings.HasSuffix(w, "en") || english.IsIrregularPast(w)
}

// nameEnd returns where the name starting at i ends: capitalised words,
// with the particles ("van der") and "and" between them.
func (q question) nameEnd(i int) int {
	w := q.words
	for i < len(w) {
		if startsUpper(w[i]) {
			i++
			continue
		}
		j := i
		for j < len(w) && (has(english.Frame.NameParticle, w[j]) || has(andWords, w[j])) {
			j++
		}
		if j > i && j < len(w) && startsUpper(w[j]) {
			i = j
			continue
		}
		break
	}
	return i
}

// capSubject capitalises a phrase that starts a sentence when it starts
// with an ordinary word ("the oldest movie"); a name stays as written
// ("numkit").
func capSubject(ws []string) string {
	s := join(ws...)
	if len(ws) > 0 && (has(determiners, ws[0]) || has(pronouns, ws[0])) {
		return capitalise(s)
	}
	return s
}

// object de-inverts "… did S verb rest" into "S verbed ANS rest", with the
// answer where the verb's object goes.
func (q question) object(ans string, aux int, prefix string) (string, bool) {
	subj, advs, verb, rest, ok := q.split(aux + 1)
	if !ok {
		return "", false
	}
	vp := q.verbPhrase(q.lower(aux), advs, verb)
	return prefix + joinAll([]string{subj}, vp, place(ans, rest)), true
}

// verbPhrase moves the auxiliary's tense onto the verb (did act → acted)
// unless the clause is negative, where the auxiliary stays (did not act).
func (q question) verbPhrase(aux string, advs []string, verb string) []string {
	neg := false
	var kept []string
	for _, a := range advs {
		switch {
		case has(notWord, a):
			neg = true
		case has(everWord, a):
			// "did S ever act" asks; "S ever acted" is not a statement.
		default:
			kept = append(kept, a)
		}
	}
	if neg {
		return append(append([]string{aux, "not"}, kept...), verb)
	}
	if copulas.Is(aux) {
		return append(append([]string{aux}, kept...), verb)
	}
	return append(kept, inflect(aux, verb))
}

// place puts the answer after the verb: after a stranded preposition
// ("acted in A before 1995"), before a complete prepositional phrase
// ("played A in The Matrix") and after a noun object ("gave X A").
func place(ans string, rest []string) []string {
	if len(rest) == 0 {
		return []string{ans}
	}
	r0 := strings.ToLower(rest[0])
	switch {
	case preps.Is(r0):
		if len(rest) == 1 || stranded(rest[1]) {
			return append([]string{rest[0], ans}, rest[1:]...)
		}
		return append([]string{ans}, rest...)
	case isComma(rest[0]) || strings.HasSuffix(r0, "ly"):
		return append([]string{ans}, rest...)
	}
	return append(append([]string(nil), rest...), ans)
}

// stranded reports a word that cannot be a preposition's object, so the
// preposition before it had its object moved to the wh-word.
func stranded(w string) bool {
	lw := strings.ToLower(w)
	return english.Frame.StrandedAfter.Is(lw) || preps.Is(lw) || strings.HasSuffix(lw, "ly")
}

// split reads "Subject [adverbs] verb rest" from position i. The subject
// is a name (capitalised words, with the particles and "and" names have),
// a pronoun such as "nobody", a determiner and a noun ("no employee"), or
// one lower-case word followed by a verb (a package id).
func (q question) split(i int) (subj string, advs []string, verb string, rest []string, ok bool) {
	w := q.words
	start := i
	switch {
	case i < len(w) && startsUpper(w[i]):
		i = q.nameEnd(i)
	case i < len(w) && pronouns.Is(q.lower(i)):
		i++
	case i+1 < len(w) && determiners.Is(q.lower(i)):
		i += 2
	case i < len(w) && !preps.Is(q.lower(i)) && !auxiliaries.Is(q.lower(i)):
		i++
	}
	if i == start {
		return "", nil, "", nil, false
	}
	subj = join(w[start:i]...)
	subj = capSubject(w[start:i])
	for i < len(w) && english.Frame.SubjectAdverb.Is(q.lower(i)) {
		advs = append(advs, w[i])
		i++
	}
	if i >= len(w) || startsUpper(w[i]) || isComma(w[i]) {
		return "", nil, "", nil, false
	}
	return subj, advs, strings.ToLower(w[i]), w[i+1:], true
}

// countSentence answers "How many Ns …" with the number in the place of
// "how many"; none is said "no".
func (q question) countSentence(v any, said string) (string, bool) {
	w := q.words
	if !q.is(0, howWord) || !q.is(1, manyWord) || len(w) < 4 {
		return "", false
	}
	k := 2
	for k < len(w) && !auxiliaries.Is(q.lower(k)) {
		k++
	}
	n := toFloat(v)
	one := n == 1
	num := said
	if n == 0 {
		num = "no"
	}
	if k == len(w) {
		// "How many employees work in Sales?": no auxiliary; one noun, then the verb.
		noun := w[2]
		if one {
			noun = singular(noun)
		}
		return join(capitalise(num), noun, verbAgree(w[3], !one), join(w[4:]...)), true
	}
	np := join(w[2:k]...)
	if one {
		np = join(append(append([]string(nil), w[2:k-1]...), singular(w[k-1]))...)
	}
	aux := q.lower(k)
	switch {
	case copulas.Is(aux) && q.is(k+1, thereWord):
		return join("There", agree(aux, !one), num, np, join(w[k+2:]...)), true
	case doAux.Is(aux) || (haveAux.Is(aux) && k+1 < len(w) && (startsUpper(w[k+1]) || q.invertedSubject(k+1))):
		subj, advs, verb, rest, ok := q.split(k + 1)
		if !ok {
			return "", false
		}
		return joinAll([]string{subj}, q.verbPhrase(aux, advs, verb), place(join(num, np), rest)), true
	case copulas.Is(aux) || haveAux.Is(aux):
		return join(capitalise(num), np, agree(aux, !one), join(w[k+1:]...)), true
	}
	return "", false
}

// perThing says an aggregate per group: "How many Ns did each X verb?",
// "What is the average Y per X?" → "Ns per X: A (5), B (3) …".
func (q question) perThing(rs rowSet, max int) (string, bool) {
	if rs.num < 0 || rs.n < 1 {
		return "", false
	}
	w := q.words
	at := -1
	for i := range w {
		if q.is(i, groupWords) {
			at = i
			break
		}
	}
	if at < 0 || at+1 >= len(w) {
		return "", false
	}
	// The group: capitalised modifiers, then one noun ("each Go package").
	j := at + 1
	for j < len(w)-1 && startsUpper(w[j]) {
		j++
	}
	group := join(w[at+1 : j+1]...)
	var head string
	switch {
	case q.is(0, howWord) && q.is(1, manyWord):
		k := 2
		for k < len(w) && k < at && !auxiliaries.Is(q.lower(k)) {
			k++
		}
		// Without an auxiliary the word after the noun is the verb
		// ("How many employees work in each …"); with one, the noun
		// phrase runs up to it ("How many open issues are there per …").
		head = w[2]
		if k < at && k > 3 {
			head = join(w[2:k]...)
		}
	case q.is(0, whichWords) && copulas.Is(q.lower(1)):
		end := at
		if end > 2 && preps.Is(q.lower(end-1)) {
			end--
		}
		if end <= 2 {
			return "", false
		}
		phrase := w[2:end]
		if has(theWord, phrase[0]) {
			phrase = phrase[1:]
		}
		head = join(phrase...)
	default:
		return "", false
	}
	if head == "" {
		return "", false
	}
	return capitalise(head) + " per " + group + ": " + list(rs.items, max), true
}

// tie says the rows that share first place in a superlative: "A and B
// tied with 5 movies each".
func (q question) tie(rs rowSet, max int) (string, bool) {
	if !q.sup || rs.num < 0 || rs.n < 2 || rs.nums[0] != rs.nums[1] {
		return "", false
	}
	k := 1
	for k < rs.n && rs.nums[k] == rs.nums[0] {
		k++
	}
	value := cellOf(rs, 0)
	var s string
	if noun, ok := q.superlativeNoun(); ok {
		s = fmt.Sprintf("%s tied with %s %s each", list(rs.heads[:k], max), value, noun)
	} else if phrase, ok := q.superlativePhrase(); ok {
		s = fmt.Sprintf("%s tied for %s with %s", list(rs.heads[:k], max), phrase, value)
	} else {
		return "", false
	}
	if q.asked > k && k < rs.n {
		s += ", followed by " + list(rs.items[k:min(rs.n, q.asked)], max)
	}
	return s, true
}

// cellOf is the number of row i as said in its item.
func cellOf(rs rowSet, i int) string {
	it := rs.items[i]
	if o := strings.LastIndex(it, "("); o >= 0 && strings.HasSuffix(it, ")") {
		return it[o+1 : len(it)-1]
	}
	return number(rs.nums[i], false)
}

// superlativeNoun is the noun after "most"/"fewest" ("the most open
// issues" → "open issues"), up to a preposition.
func (q question) superlativeNoun() (string, bool) {
	for i := range q.words {
		if !q.is(i, mostWords) {
			continue
		}
		j := i + 1
		for j < len(q.words) && !preps.Is(q.lower(j)) && !isComma(q.words[j]) {
			j++
		}
		if j > i+1 {
			return join(q.words[i+1 : j]...), true
		}
	}
	return "", false
}

func (q question) superlativePhrase() (string, bool) {
	for i := range q.words {
		if english.IsSuperlative(q.lower(i)) && q.is(i-1, theWord) {
			j := i + 1
			for j < len(q.words) && !preps.Is(q.lower(j)) && !isComma(q.words[j]) {
				j++
			}
			return join(q.words[i-1 : j]...), true
		}
	}
	return "", false
}

// whenSentence answers "When was S released?" and "When did S join X?":
// a date is "on", a year "in", "Since when" "since".
func (q question) whenSentence(said string, v any) (string, bool) {
	w := q.words
	prep := "in"
	if s, ok := v.(string); ok && len(s) >= 10 && s[4] == '-' && s[7] == '-' {
		prep = "on"
	}
	i := 1
	if q.is(0, sinceWord) {
		prep, i = strings.ToLower(w[0]), 2
	}
	if preps.Is(q.lower(0)) && q.is(1, whichWords) {
		return "", false // the frame says "In which year …"
	}
	if i >= len(w) {
		return "", false
	}
	aux := q.lower(i)
	switch {
	case copulas.Is(aux) && len(w) > i+2:
		return join(capSubject(w[i+1:len(w)-1]), aux, w[len(w)-1], prep, said), true
	case doAux.Is(aux) || haveAux.Is(aux):
		subj, advs, verb, rest, ok := q.split(i + 1)
		if !ok {
			return "", false
		}
		return joinAll([]string{subj}, q.verbPhrase(aux, advs, verb), rest, []string{prep, said}), true
	}
	return "", false
}

// empty says that nothing matched in the question's words: "Nobody
// reviewed X", "No movies were released in 2020", "No, S did not …".
func (q question) empty() (string, bool) {
	w := q.words
	if len(w) < 3 || q.sup || q.asked > 0 {
		// "No top 5 movies …", "Nobody followed the most …" would say
		// something other than that nothing matched.
		return "", false
	}
	if q.yesNo {
		c, ok := q.clause(true, "")
		if !ok {
			return "", false
		}
		return "No, " + c, true
	}
	switch {
	case q.is(0, whoWords):
		if q.is(0, whomWord) || doAux.Is(q.lower(1)) || copulas.Is(q.lower(1)) {
			return "", false
		}
		return join("Nobody", join(w[1:]...)), true
	case q.is(0, whichWords):
		k := 1
		for k < len(w) && !auxiliaries.Is(q.lower(k)) {
			k++
		}
		if k == len(w) {
			return join("No", join(w[1:]...)), true
		}
		if copulas.Is(q.lower(k)) || haveAux.Is(q.lower(k)) {
			if q.invertedSubject(k+1) || complexNP(w[1:k]) {
				return "", false
			}
			return join("No", join(w[1:]...)), true
		}
	}
	return "", false
}

// clause de-inverts a yes/no question: "Did S verb X" → "S verbed X", or
// negative "S did not verb X". A positive clause says "some" for "any",
// or the count n when there is one.
func (q question) clause(neg bool, n string) (string, bool) {
	aux := q.lower(0)
	var subj string
	var body []string
	switch {
	case doAux.Is(aux) || haveAux.Is(aux):
		s, advs, verb, rest, ok := q.split(1)
		if !ok {
			return "", false
		}
		if neg {
			advs = append([]string{"not"}, advs...)
		}
		subj = s
		body = append(q.verbPhrase(aux, advs, verb), rest...)
		if haveAux.Is(aux) && !neg {
			body = append([]string{aux}, append(advs, append([]string{verb}, rest...)...)...)
		}
	case copulas.Is(aux):
		s, _, _, _, ok := q.split(1)
		if !ok {
			// "Is numkit deprecated?": the subject is the words up to the end but one.
			if len(q.words) < 3 {
				return "", false
			}
			s = q.words[1]
		}
		subj = s
		rest := q.words[1+len(strings.Fields(s)):]
		body = []string{aux}
		if neg {
			body = append(body, "not")
		}
		body = append(body, rest...)
	default:
		return "", false
	}
	if !neg {
		placed := false
		for i, b := range body {
			some, ok := english.Frame.Positive[strings.ToLower(b)]
			switch {
			case !ok:
			case some == "some" && n != "" && !placed:
				// "Has S reviewed any movies?" → "S has reviewed 6 movies".
				body[i], placed = n, true
			default:
				body[i] = some
			}
		}
		if n != "" && !placed {
			body = append(body, "("+n+")")
		}
	}
	return joinAll([]string{subj}, body), true
}

// yesNoSentence answers "Did …?", "Is …?", "Does … any …?" from the rows:
// a boolean, a count, or the matching values.
func (q question) yesNoSentence(t *gql.Table, rs rowSet, max int) string {
	yes := func(n string, extra string) string {
		if c, ok := q.clause(false, n); ok {
			if extra != "" && !strings.Contains(c, extra) {
				c += " (" + extra + ")"
			}
			return "Yes, " + c
		}
		if n != "" {
			return "Yes: " + n
		}
		return "Yes: " + extra
	}
	no := func(fallback string) string {
		if c, ok := q.clause(true, ""); ok {
			return "No, " + c
		}
		return fallback
	}
	if len(t.Columns) == 1 && rs.n == 1 {
		switch v := t.Rows[0][0].(type) {
		case bool:
			if v {
				return yes("", "")
			}
			return no("No")
		case int64, float64, int:
			if toFloat(v) == 0 {
				return no("No: none")
			}
			return yes(rs.items[0], "")
		}
	}
	return yes("", list(rs.items, max))
}

// agree makes a copula or have agree with the number of answers.
func agree(cop string, plural bool) string { return english.AgreeCopula(cop, plural) }

func agreeDo(aux string, plural bool) string { return english.AgreeDo(aux, plural) }

// verbAgree makes the question's own verb agree with the number of
// answers: a present verb turns plural for several ("follow") and
// singular for one ("belongs"); a past form stays as it is.
func verbAgree(v string, plural bool) string {
	lv := strings.ToLower(v)
	if auxiliaries.Is(lv) {
		if english.Frame.DoPresent.Is(lv) {
			return agreeDo(lv, plural)
		}
		return agree(lv, plural)
	}
	if strings.HasSuffix(lv, "ed") || english.IsIrregularPast(lv) {
		return v
	}
	if plural {
		return presentPlural(v)
	}
	if strings.HasSuffix(lv, "s") && !strings.HasSuffix(lv, "ss") {
		return v
	}
	return third(lv)
}

func presentPlural(v string) string { return english.PresentPlural(v) }

func startsUpper(w string) bool {
	for _, r := range w {
		return unicode.IsUpper(r) || unicode.IsDigit(r)
	}
	return false
}

func inflect(aux, verb string) string { return english.Inflect(aux, verb) }

func third(v string) string { return english.ThirdPerson(v) }

func singular(n string) string { return english.Singular(n) }

func plural(n string) string { return english.Plural(n) }
