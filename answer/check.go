package answer

import (
	"math"
	"regexp"
	"strconv"
	"strings"
	"unicode"

	"github.com/gql-dev/gql"
	"github.com/gql-dev/gql/internal/english"
)

var (
	numberRe = regexp.MustCompile(`-?\d[\d,]*(?:\.\d+)?`)
	// A name is a run of capitalised words; a quoted string is a value too.
	nameRe   = regexp.MustCompile(`\p{Lu}[\p{L}\p{N}_'’.&-]*(?:\s+\p{Lu}[\p{L}\p{N}_'’.&-]*)*`)
	quotedRe = regexp.MustCompile(`"([^"]+)"|“([^”]+)”`)
)

// Unsupported lists what text states that neither the rows nor the question
// contain: numbers (other than counts of the rows) and names. An answer in
// words that names a value the rows lack is an invented answer.
func Unsupported(text, question string, t *gql.Table) []string {
	var known strings.Builder
	known.WriteString(strings.ToLower(question))
	numbers := map[string]bool{}
	if t != nil {
		for _, c := range t.Columns {
			known.WriteString("\n" + strings.ToLower(c))
		}
		for _, row := range t.Rows {
			for _, v := range row {
				s := Value(v)
				known.WriteString("\n" + strings.ToLower(s))
				for _, n := range numberRe.FindAllString(s, -1) {
					numbers[normNumber(n)] = true
				}
				if f, ok := v.(float64); ok {
					// A model may round: 7.25 said as 7.3 or 7.
					for p := 0; p <= 2; p++ {
						k := math.Pow(10, float64(p))
						for _, r := range []float64{math.Round(f * k), math.Floor(f * k), math.Ceil(f * k)} {
							numbers[normNumber(strconv.FormatFloat(r/k, 'f', p, 64))] = true
						}
					}
				}
			}
		}
		// Counting the rows, or those past a list, states no new value.
		for i := 0; i <= len(t.Rows); i++ {
			numbers[strconv.Itoa(i)] = true
		}
	}
	for _, n := range numberRe.FindAllString(question, -1) {
		numbers[normNumber(n)] = true
	}
	hay := known.String()
	var bad []string
	seen := map[string]bool{}
	add := func(s string) {
		if !seen[s] {
			seen[s] = true
			bad = append(bad, s)
		}
	}
	for _, m := range quotedRe.FindAllStringSubmatch(text, -1) {
		s := m[1] + m[2]
		if !strings.Contains(hay, strings.ToLower(s)) {
			add(s)
		}
	}
	for _, n := range numberRe.FindAllString(text, -1) {
		if !numbers[normNumber(n)] {
			add(n)
		}
	}
	for _, m := range nameRe.FindAllString(text, -1) {
		for _, w := range strings.Fields(m) {
			w = strings.TrimRightFunc(w, func(r rune) bool { return unicode.IsPunct(r) })
			lw := strings.ToLower(strings.TrimSuffix(strings.TrimSuffix(w, "'s"), "’s"))
			if lw == "" || english.Frame.SentenceStart.Is(lw) || containsWord(hay, lw) {
				continue
			}
			add(w)
		}
	}
	return bad
}

func normNumber(s string) string {
	s = strings.ReplaceAll(s, ",", "")
	if f, err := strconv.ParseFloat(s, 64); err == nil {
		return strconv.FormatFloat(f, 'f', -1, 64)
	}
	return s
}

// containsWord is a case-folded substring test on word boundaries, so
// "Ann" is not found in "Anna".
func containsWord(hay, w string) bool {
	for i := 0; ; {
		j := strings.Index(hay[i:], w)
		if j < 0 {
			return false
		}
		j += i
		before := j == 0 || !isWordByte(hay[j-1])
		end := j + len(w)
		after := end == len(hay) || !isWordByte(hay[end])
		if before && after {
			return true
		}
		i = j + 1
	}
}

func isWordByte(b byte) bool {
	return b == '_' || b >= '0' && b <= '9' || b >= 'a' && b <= 'z' || b >= 'A' && b <= 'Z' || b >= 0x80
}
