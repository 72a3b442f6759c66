package grounding

import (
	"strings"
	"sync"

	"github.com/gql-dev/gql/internal/english"
)

// classPOS is the tag of each of english's closed word classes.
var classPOS = map[english.WordClass]POS{
	english.ClassDeterminer: DET, english.ClassAdposition: ADP, english.ClassPronoun: PRON,
	english.ClassAuxiliary: AUX, english.ClassConjunction: CONJ, english.ClassParticle: PART, english.ClassWh: WH,
}

// closedPOS tags a function word of English by english's lists; ok is false
// for an open-class word.
func closedPOS(w string) (POS, bool) {
	c, ok := english.ClassOf(w)
	if !ok {
		return "", false
	}
	return classPOS[c], true
}

// cueWords are kept after filtering because templates' lexical tags use them
// (how many, top, average, most), but they never link to schema elements.
// The words of a comparison, a bound or an aggregate are english's cue
// table's, read from it so that grounding and the offline compiler never
// disagree about one ("exceeding", "until" compare to both); the rest are
// grounding's own: question words, commands, rankings, quantifiers.
var cueWords = func() map[string]bool {
	m := map[string]bool{}
	for _, w := range strings.Fields(`what which where when why how many much show list find display return get give name
		count number amount avg median typical max biggest most greatest
		top best min least fewest first last newest oldest youngest
		older younger longer shorter
		each every all both any no not never without none distinct different unique exist path shortest connect
		order sort rank ascending descending per group
		between than within`) {
		m[w] = true
	}
	for _, c := range english.Cues() {
		// Equality's words ("in", "of", "is") are function words first:
		// "year of birth" is one schema mention, not a comparison.
		if op := c.Op(); (op == "" || op == english.Equal) && c.Agg() == "" || c.Kind() == english.KindString {
			continue
		}
		for _, w := range c.Words() {
			// A phrase's words are cues only together ("at least"): alone
			// "at" is a preposition.
			if !strings.Contains(w, " ") {
				m[w] = true
			}
		}
	}
	return m
}()

// cueNouns may end a schema span although they are cues alone ("flight
// numbers" → flightNo, "employee count").
var cueNouns = map[string]bool{"number": true, "count": true, "total": true, "amount": true, "sum": true, "name": true}

// commandVerbs open a request ("Show ...", "List ..."); only there are they cues.
var commandVerbs = map[string]bool{"show": true, "list": true, "find": true, "display": true, "return": true,
	"get": true, "give": true, "name": true, "tell": true, "count": true}

// gradable are comparatives and superlatives that both shape a query (a
// filter or an ordering) and name a property ("oldest" → age, "longest" →
// length), so they are cues that may still link.
var gradable = map[string]bool{}

func init() {
	for _, w := range strings.Fields("older oldest younger youngest longer longest shorter shortest earliest latest " +
		"newest recent taller tallest heavier heaviest cheaper cheapest expensive popular") {
		gradable[w] = true
	}
}

// abbreviations common in schema names, expanded before embedding a name.
var abbreviations = map[string]string{
	"no": "number", "num": "number", "nbr": "number", "nr": "number", "qty": "quantity", "amt": "amount",
	"desc": "description", "dept": "department", "addr": "address", "dob": "date of birth", "yr": "year",
	"pct": "percent", "dest": "destination", "src": "source", "dep": "departure", "arr": "arrival",
	"ref": "reference", "cnt": "count", "avg": "average", "max": "maximum", "min": "minimum", "tel": "telephone",
	"org": "organization", "govt": "government", "pop": "population", "lang": "language", "emp": "employee",
	"mgr": "manager", "std": "student", "prof": "professor", "info": "information", "dt": "date", "ts": "timestamp",
}

var (
	lexOnce      sync.Once
	lexGroups    map[string][]int // entry (lemmatised words joined by space) -> group ids
	lexMaxLen    int              // longest entry in words
	lexNumGroups int
)

// loadLexicon indexes english's synonym groups by their lemmatised entries.
func loadLexicon() {
	lexOnce.Do(func() {
		lexGroups = map[string][]int{}
		raw := english.SynonymGroups()
		lexNumGroups = len(raw)
		for id, g := range raw {
			for _, e := range g {
				ws := strings.Fields(e)
				for i := range ws {
					ws[i] = Lemma(ws[i])
				}
				key := strings.Join(ws, " ")
				if !containsInt(lexGroups[key], id) {
					lexGroups[key] = append(lexGroups[key], id)
				}
				if len(ws) > lexMaxLen {
					lexMaxLen = len(ws)
				}
			}
		}
	})
}

func containsInt(xs []int, x int) bool {
	for _, y := range xs {
		if y == x {
			return true
		}
	}
	return false
}

// inLexicon reports whether a word is a known base form (english.Known).
func inLexicon(w string) bool { return english.Known(w) }

// groupsOf returns the synonym groups of a lemmatised entry.
func groupsOf(entry string) []int {
	loadLexicon()
	return lexGroups[entry]
}
