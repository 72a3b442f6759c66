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

// SharesGroup reports whether two words (any form; lemmatised here) are
// entries of one synonym group of english's lexicon: "kind" and "type",
// "town" and "city".
func SharesGroup(a, b string) bool {
	ga, gb := groupsOf(Lemma(strings.ToLower(a))), groupsOf(Lemma(strings.ToLower(b)))
	for _, x := range ga {
		if containsInt(gb, x) {
			return true
		}
	}
	return false
}
