package offline

import (
	"fmt"
	"strconv"

	"github.com/gql-dev/gql/internal/english"
)

// countWords open a column's name that counts the things its noun names
// ("num_rounds", "number_of_stops", "total_moves"): such a column holds
// how many, not which one.
var countWords = map[string]bool{"num": true, "number": true, "count": true, "total": true, "n": true, "nb": true}

// numberedNounColumn reads a singular noun followed by a number ("round
// 1", "stage 3", "week 12") as the column numbering that noun's rows
// (game.round_no) rather than a column counting them (tournament.
// num_rounds), which grounding may have linked by the noun: "in round 1"
// asks for the first round, not for things with one round. Only when the
// linked column's name is a count word and the noun's plural, and exactly
// one label the question names holds a non-key column whose name has the
// noun and no count word; the move is warned.
func (o *offline) numberedNounColumn(warns *sink) {
	named := o.namedLabelSet()
	var from, to []ElementLink
	for _, e := range o.ev.Elements {
		if e.Kind != "prop" {
			continue
		}
		ks := o.tokensIn(e.Span)
		if len(ks) != 1 || ks[0]+1 >= len(o.toks) {
			continue
		}
		k := ks[0]
		w := o.word(k)
		if english.Singular(w) != w {
			continue
		}
		if _, err := strconv.Atoi(o.word(k + 1)); err != nil {
			continue
		}
		ws := schemaWords(e.Name)
		if len(ws) < 2 || !countWords[ws[0]] || english.Singular(ws[len(ws)-1]) != w || ws[len(ws)-1] == w {
			continue
		}
		label, prop, n := o.oneColumnOfNamed(named, func(name string) bool {
			pw := schemaWords(name)
			return name != e.Name && fixrel3HasWord(pw, w) && !countWords[pw[0]]
		})
		if n != 1 {
			continue
		}
		from = append(from, e)
		to = append(to, ElementLink{Kind: "prop", Name: prop, Owner: label, Span: e.Span, Score: e.Score})
		warns.add(o.diagnostic("numbered-noun-read", o.tokSpans(k, k+1), fmt.Sprintf("%q names one %s by its number, read as %s of %s, not as %s, which counts them", o.toks[k].Text+" "+o.toks[k+1].Text, w, prop, label, e.Name)))
	}
	if len(from) == 0 {
		return
	}
	o.replaceElements(from, to)
}
