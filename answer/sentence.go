package answer

import (
	"fmt"
	"strings"
	"unicode"

	"github.com/gql-dev/gql"
)

// Sentence says rows as an answer to question. It reuses the question's own
// words around the values (the wh-phrase replaced by the answer, the
// auxiliary moved back), so it states no value that is not in the rows;
// when the question has no shape it can reuse, it lists the values.
func Sentence(question string, t *gql.Table, maxItems int) string {
	q := parse(question)
	if t == nil || len(t.Rows) == 0 {
		if q.yesNo {
			return "No: nothing in the graph matches."
		}
		return "Nothing in the graph matches: the query ran and returned no rows."
	}
	items := rowItems(t)
	if q.yesNo {
		if len(items) == 1 && len(t.Columns) == 1 {
			switch v := t.Rows[0][0].(type) {
			case bool:
				if v {
					return "Yes."
				}
				return "No."
			case int64, float64, int:
				if Value(v) == "0" {
					return "No: none."
				}
				return fmt.Sprintf("Yes: %s.", Value(v))
			}
		}
		return "Yes: " + list(items, maxItems) + "."
	}
	if q.count && len(items) == 1 && len(t.Columns) == 1 && isNumber(t.Rows[0][0]) {
		if s, ok := q.countSentence(Value(t.Rows[0][0])); ok {
			return s
		}
		return fmt.Sprintf("The answer is %s.", Value(t.Rows[0][0]))
	}
	if s, ok := q.frame(list(items, maxItems), len(items) > 1); ok {
		return s
	}
	if len(items) == 1 {
		return fmt.Sprintf("The answer is %s.", items[0])
	}
	return fmt.Sprintf("%d answers: %s.", len(items), list(items, maxItems))
}

// rowItems renders each row as one item: a single column as its value,
// several as the first text column followed by the others in parentheses.
func rowItems(t *gql.Table) []string {
	head := 0
	if len(t.Columns) > 1 && len(t.Rows) > 0 && len(t.Rows[0]) == len(t.Columns) {
		for i := range t.Columns {
			if _, ok := t.Rows[0][i].(string); ok {
				head = i
				break
			}
		}
	}
	items := make([]string, 0, len(t.Rows))
	for _, row := range t.Rows {
		if len(row) == 0 {
			continue
		}
		s := Value(row[head])
		var rest []string
		for i, v := range row {
			if i != head {
				rest = append(rest, Value(v))
			}
		}
		if len(rest) > 0 {
			s += " (" + strings.Join(rest, ", ") + ")"
		}
		items = append(items, s)
	}
	return items
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
	case 2:
		return items[0] + " and " + items[1]
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
	words []string // without the final punctuation
	yesNo bool     // starts with an auxiliary: "Did …", "Is …"
	count bool     // "how many", "number of"
}

var auxiliaries = map[string]bool{
	"is": true, "are": true, "was": true, "were": true, "do": true, "does": true, "did": true,
	"has": true, "have": true, "had": true, "can": true, "could": true, "will": true, "would": true,
}

var copulas = map[string]bool{"is": true, "are": true, "was": true, "were": true}

func parse(s string) question {
	s = strings.TrimSpace(s)
	s = strings.TrimRightFunc(s, func(r rune) bool { return r == '?' || r == '.' || r == '!' || unicode.IsSpace(r) })
	q := question{words: strings.Fields(s)}
	if len(q.words) == 0 {
		return q
	}
	first := strings.ToLower(q.words[0])
	q.yesNo = auxiliaries[first]
	low := strings.ToLower(s)
	q.count = strings.HasPrefix(low, "how many ") || strings.Contains(low, "number of ")
	return q
}

func (q question) lower(i int) string {
	if i < 0 || i >= len(q.words) {
		return ""
	}
	return strings.ToLower(q.words[i])
}

// frame puts the answer where the wh-phrase was:
//
//	Who directed X?            → A and B directed X.
//	Which Ns were released …?  → A and B were released ….
//	What is X's Y?             → X's Y is A.
//	Which Ns did S verb …?     → S verbed … A and B.
//	Who is the Y of X?         → A is the Y of X.
func (q question) frame(ans string, plural bool) (string, bool) {
	w := q.words
	if len(w) < 2 {
		return "", false
	}
	switch q.lower(0) {
	case "who", "whom":
		switch second := q.lower(1); {
		case copulas[second]:
			return sentence(ans, agree(second, plural), w[2:]), len(w) > 2
		case second == "did" || second == "does" || second == "do" || second == "has" || second == "have":
			return q.object(ans, 1)
		case isVerbLike(second) && q.lower(0) == "who":
			return sentence(ans, presentAgree(w[1], plural), w[2:]), true
		}
	case "what":
		if copulas[q.lower(1)] && len(w) > 2 {
			// "What is X's Y" → "X's Y is A": the rest names the thing asked for.
			return capitalise(strings.Join(w[2:], " ")) + " " + agree(q.lower(1), plural) + " " + ans + ".", true
		}
		fallthrough
	case "which":
		if len(w) < 3 {
			return "", false
		}
		// Only a one-word noun after the wh-word is read: anything longer
		// may be a reduced clause ("Which Ns directed by S …").
		switch third := q.lower(2); {
		case copulas[third] || third == "has" || third == "have" || third == "had":
			return sentence(ans, agree(third, plural), w[3:]), true
		case third == "did" || third == "does" || third == "do":
			return q.object(ans, 2)
		}
	}
	return "", false
}

// object de-inverts "… did S verb rest" into "S verbed rest ANS". The
// subject must be a name (capitalised words), so a clause is never split
// in the wrong place.
func (q question) object(ans string, aux int) (string, bool) {
	subj, verb, rest, ok := q.split(aux)
	if !ok {
		return "", false
	}
	v := inflect(q.lower(aux), verb)
	parts := []string{subj, v}
	parts = append(parts, rest...)
	parts = append(parts, ans)
	return strings.Join(parts, " ") + ".", true
}

// split reads "AUX Subject Words verb rest" from position aux.
func (q question) split(aux int) (subj, verb string, rest []string, ok bool) {
	w := q.words
	i := aux + 1
	start := i
	for i < len(w) && startsUpper(w[i]) {
		i++
	}
	if i == start || i >= len(w) || startsUpper(w[i]) {
		return "", "", nil, false
	}
	return strings.Join(w[start:i], " "), strings.ToLower(w[i]), w[i+1:], true
}

// countSentence answers "How many Ns VERB …" and "How many Ns did S verb
// …" with the number in the place of "how many".
func (q question) countSentence(n string) (string, bool) {
	w := q.words
	if q.lower(0) != "how" || q.lower(1) != "many" || len(w) < 4 || n == "1" {
		return "", false
	}
	noun := w[2]
	switch third := q.lower(3); {
	case (third == "are" || third == "were") && q.lower(4) == "there":
		return sentence("There", third, append([]string{n, noun}, w[5:]...)), true
	case third == "did" || third == "does" || third == "do" || third == "has" || third == "have":
		subj, verb, rest, ok := q.split(3)
		if !ok {
			return "", false
		}
		parts := append([]string{subj, inflect(third, verb)}, rest...)
		return strings.Join(append(parts, n, noun), " ") + ".", true
	case copulas[third] || third == "have" || third == "had" || isVerbLike(third):
		return sentence(n+" "+noun, w[3], w[4:]), true
	}
	return "", false
}

func sentence(subject, verb string, rest []string) string {
	parts := append([]string{capitalise(subject), verb}, rest...)
	return strings.Join(parts, " ") + "."
}

// agree makes a copula agree with the number of answers.
func agree(cop string, plural bool) string {
	switch {
	case plural && cop == "is":
		return "are"
	case plural && cop == "was":
		return "were"
	case plural && cop == "has":
		return "have"
	case !plural && cop == "are":
		return "is"
	case !plural && cop == "were":
		return "was"
	case !plural && cop == "have":
		return "has"
	}
	return cop
}

// isVerbLike accepts a word that can follow "who" as its verb: a past form
// or a third-person present. A wrong guess only costs the fallback wording.
func isVerbLike(w string) bool {
	return len(w) > 2 && (strings.HasSuffix(w, "ed") || strings.HasSuffix(w, "s") || irregularPast[w] || auxiliaries[w])
}

// presentAgree turns a third-person present verb plural for several
// answers ("A and B follow X"); past forms agree already.
func presentAgree(v string, plural bool) string {
	lv := strings.ToLower(v)
	if !plural || strings.HasSuffix(lv, "ed") || irregularPast[lv] || auxiliaries[lv] || strings.HasSuffix(lv, "ss") || !strings.HasSuffix(lv, "s") {
		return v
	}
	for _, suf := range []string{"ches", "shes", "xes", "sses", "zes"} {
		if strings.HasSuffix(lv, suf) {
			return v[:len(v)-2]
		}
	}
	if strings.HasSuffix(lv, "ies") {
		return v[:len(v)-3] + "y"
	}
	return v[:len(v)-1]
}

func startsUpper(w string) bool {
	for _, r := range w {
		return unicode.IsUpper(r) || unicode.IsDigit(r)
	}
	return false
}

// inflect moves the tense of an auxiliary onto the verb: did+act → acted,
// does+follow → follows; has/have keep the auxiliary.
func inflect(aux, verb string) string {
	switch aux {
	case "did":
		return past(verb)
	case "does":
		return third(verb)
	case "has", "have":
		return aux + " " + verb
	}
	return verb
}

var irregular = map[string]string{
	"be": "was", "begin": "began", "break": "broke", "bring": "brought", "build": "built", "buy": "bought",
	"choose": "chose", "come": "came", "do": "did", "draw": "drew", "drive": "drove", "eat": "ate",
	"feel": "felt", "fight": "fought", "find": "found", "fly": "flew", "get": "got", "give": "gave",
	"go": "went", "grow": "grew", "have": "had", "hold": "held", "keep": "kept", "know": "knew",
	"lead": "led", "leave": "left", "lose": "lost", "make": "made", "meet": "met", "pay": "paid",
	"put": "put", "read": "read", "run": "ran", "say": "said", "see": "saw", "sell": "sold",
	"send": "sent", "set": "set", "sing": "sang", "sit": "sat", "speak": "spoke", "stand": "stood",
	"take": "took", "teach": "taught", "tell": "told", "think": "thought", "understand": "understood",
	"wear": "wore", "win": "won", "write": "wrote",
}

var irregularPast = func() map[string]bool {
	m := map[string]bool{}
	for _, p := range irregular {
		m[p] = true
	}
	return m
}()

func past(v string) string {
	if p, ok := irregular[v]; ok {
		return p
	}
	n := len(v)
	switch {
	case strings.HasSuffix(v, "e"):
		return v + "d"
	case n > 1 && v[n-1] == 'y' && !isVowel(v[n-2]):
		return v[:n-1] + "ied"
	case doubles(v):
		return v + v[n-1:] + "ed"
	}
	return v + "ed"
}

// doubles is English's consonant doubling for short one-vowel verbs
// (star → starred, stop → stopped); longer verbs are left alone, which
// is right far more often than a stress guess would be.
func doubles(v string) bool {
	n := len(v)
	if n < 3 || n > 4 || isVowel(v[0]) {
		return false
	}
	vowels := 0
	for i := 0; i < n; i++ {
		if isVowel(v[i]) {
			vowels++
		}
	}
	last := v[n-1]
	return vowels == 1 && isVowel(v[n-2]) && !isVowel(last) && !strings.ContainsRune("wxy", rune(last))
}

func third(v string) string {
	n := len(v)
	switch {
	case v == "have":
		return "has"
	case strings.HasSuffix(v, "s") || strings.HasSuffix(v, "x") || strings.HasSuffix(v, "z") ||
		strings.HasSuffix(v, "ch") || strings.HasSuffix(v, "sh") || v == "do" || v == "go":
		return v + "es"
	case n > 1 && v[n-1] == 'y' && !isVowel(v[n-2]):
		return v[:n-1] + "ies"
	}
	return v + "s"
}

func isVowel(b byte) bool { return strings.IndexByte("aeiou", b) >= 0 }
