package offline

import (
	"fmt"
	"strings"

	"github.com/gql-dev/gql/internal/english"
)

func init() {
	checks = append(checks,
		Check{ID: "column-words-of-named-label", Summary: "a property's words linked to another label's column read as the named thing's column holding them",
			Doc: "\"list all cartoon titles and their directors ordered by their air date\": \"air date\" linked to tv_series.air_date, a label the question does not name, while the cartoons it names have original_air_date; several words linked to a column of an unnamed label are moved onto the one named label with exactly one column whose name holds those words in order (the column-of-named-label rule for one word). The move is warned; two such columns, or two named labels holding one, leave the link as it was.", Warning: true},
	)
}

// columnWordsOfNamedLabel is columnOfNamedLabel (fixrel3_names.go) for a
// link of several words: "air date" linked to a column of a label the
// question does not name moves to the one named label with exactly one
// column whose name holds those words in that order (original_air_date),
// not being a key. Each word must be a word of the linked column's name
// (the link matched the name, not a meaning), and no noun or value of the
// linked column's owner may stand in the question. A name holding the
// words as its whole is left alone: that column would have been linked
// itself.
func (o *offline) columnWordsOfNamedLabel(warns *sink) {
	named := o.namedLabelSet()
	// Another word linked to a column of a label the question does not
	// name ("the name … of the cartoons" linked to a channel's
	// series_name) would still join a thing nobody named: the move would
	// turn the refusal into that join's answer.
	for _, e := range o.ev.Elements {
		if e.Kind == "prop" && len(o.tokensIn(e.Span)) == 1 && !o.ownedByNamed(e, named) {
			return
		}
	}
	var from, to []ElementLink
	for _, e := range o.ev.Elements {
		if e.Kind != "prop" {
			continue
		}
		ks := o.tokensIn(e.Span)
		if len(ks) < 2 {
			continue
		}
		var ws []string
		for _, k := range ks {
			w := english.Singular(o.word(k))
			if !fixrel3HasWord(schemaWords(e.Name), w) {
				ws = nil
				break
			}
			ws = append(ws, w)
		}
		if ws == nil || o.asksWho() {
			continue
		}
		owners := o.ownersOf(e.Name)
		held := len(owners) == 0
		for _, l := range owners {
			held = held || named[l]
		}
		if held {
			continue
		}
		label, prop, n := o.oneColumnOfNamed(named, func(name string) bool {
			sw := schemaWords(name)
			return !idLike(name) && len(sw) > len(ws) && holdsRun(sw, ws)
		})
		if n != 1 {
			continue
		}
		from = append(from, e)
		to = append(to, ElementLink{Kind: "prop", Name: prop, Owner: label, Span: e.Span, Score: e.Score})
		warns.add(o.diagnostic("column-words-of-named-label", e.Span, fmt.Sprintf("%q is read as %s of %s, the thing the question names whose column holds these words, not as %s of %s", o.ev.Question[e.Span.Start:e.Span.End], rawLocal(prop), label, rawLocal(e.Name), strings.Join(owners, ", "))))
	}
	if len(from) > 0 {
		o.replaceElements(from, to)
	}
}

// holdsRun: ws stand in name in that order, next to each other.
func holdsRun(name, ws []string) bool {
	for i := 0; i+len(ws) <= len(name); i++ {
		all := true
		for j, w := range ws {
			if name[i+j] != w {
				all = false
				break
			}
		}
		if all {
			return true
		}
	}
	return false
}

// oneColumnOfNamed finds the non-key columns of the labels the question
// names that fits accepts: the label and column of the last one found,
// and how many there were (the callers read only a single one).
func (o *offline) oneColumnOfNamed(named map[string]bool, fits func(name string) bool) (label, prop string, n int) {
	for l := range named {
		lb := o.s.Label(l)
		if lb == nil {
			continue
		}
		for _, p := range lb.Properties {
			if _, _, key := o.keyTarget(l, p.Name); key || !fits(p.Name) {
				continue
			}
			label, prop = l, p.Name
			n++
		}
	}
	return label, prop, n
}

// ownedByNamed: a label the question names holds the linked property.
func (o *readCtx) ownedByNamed(e ElementLink, named map[string]bool) bool {
	for _, l := range o.ownersOf(e.Name) {
		if named[l] {
			return true
		}
	}
	return false
}
