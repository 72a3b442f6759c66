package offline

import (
	"fmt"
	"strings"
	"unicode"

	"github.com/gql-dev/gql/internal/english"
	"github.com/gql-dev/gql/templates"
)

// Silent wrongs of the reworded2 set (issue 23): the same questions in
// other words, where the rewording brought a word the rules took for part
// of something else. One repair and one net, each on a mechanism that is
// not the set's own.

// rw2wrong repairs, then runs the net; a refusal stops the plan.
func (o *sanityCheck) rw2wrong(q *templates.Query) error {
	o.speakerTrimmed(q)
	return o.netNegPrefixDropped(q)
}

// speakerTrimmed: "For meter MTR-0048839 I need its tariff" read the
// value as 'MTR-0048839 I': the name reader runs over capitalised words,
// and the asker's "I" is always one. When the "I" is followed by a
// lower-case word (the verb it is the subject of), no stored value
// supplied the text and the question does not quote it, the "I" is the
// asker and is cut from the value (a warning says so).
func (o *sanityCheck) speakerTrimmed(q *templates.Query) {
	stored := map[string]bool{}
	for _, v := range o.ev.Values {
		if s, ok := v.Value.(string); ok {
			stored[s] = true
		}
	}
	templates.Leaves(q.Where, func(l templates.Expr) {
		c, ok := l.(*templates.Cmp)
		if !ok || (c.Op != templates.Eq && c.Op != templates.EqFold) {
			return
		}
		s, ok := c.Value.(string)
		if !ok || stored[s] || o.quotedText(s) {
			return
		}
		head, ok := strings.CutSuffix(s, " I")
		if !ok || strings.TrimSpace(head) == "" {
			return
		}
		k := o.speakerAfter(head)
		if k < 0 {
			return
		}
		c.Value = strings.TrimSpace(head)
		o.warnings = append(o.warnings, o.diagnostic("speaker-trimmed", o.tokSpan(k),
			fmt.Sprintf("%q was read as one value, but its last word is the asker's \"I\" (the subject of %q), so the value compared is %q", s, o.toks[k+1].Text, c.Value)))
	})
}

// speakerAfter is the token of an "I" written right after words ending
// head and followed by a lower-case word, -1 when there is none.
func (o *sanityCheck) speakerAfter(head string) int {
	last := head
	if i := strings.LastIndexByte(head, ' '); i >= 0 {
		last = head[i+1:]
	}
	for i := 1; i+1 < len(o.toks); i++ {
		if !english.Rw2wrongIsSpeaker(o.toks[i].Text) {
			continue
		}
		if !strings.HasSuffix(o.toks[i-1].Text, last) {
			continue
		}
		next := []rune(o.toks[i+1].Text)
		if len(next) == 0 || !unicode.IsLower(next[0]) {
			continue
		}
		return i
	}
	return -1
}

// netNegPrefixDropped: "Show me the non-electric vans" answered with the
// vans' electric flag, or with the electric ones: the question negates a
// word with "non", and a plan that negates nothing (no NOT, no <>, no
// comparison with false, no absent value) answers the opposite or a
// wider question.
func (o *sanityCheck) netNegPrefixDropped(q *templates.Query) error {
	k := -1
	for i := range o.toks {
		w := o.word(i)
		if pre, rest, ok := strings.Cut(w, "-"); ok && english.Rw2wrongNegPrefix.Is(pre) && rest != "" {
			k = i
			break
		}
		if english.Rw2wrongNegPrefix.Is(w) && o.word(i+1) != "" {
			k = i
			break
		}
	}
	if k < 0 || negatesOrFalse(q.Where) {
		return nil
	}
	return o.refuse("negation-dropped", k, "%q negates the word it joins, but the plan negates nothing: it would answer for the things the word describes, or for all of them", o.toks[k].Text)
}

// negatesOrFalse: e holds a negation, or compares a flag with false
// (the plan's form of "not electric").
func negatesOrFalse(e templates.Expr) bool {
	if negates(e) {
		return true
	}
	found := false
	templates.Leaves(e, func(l templates.Expr) {
		if c, ok := l.(*templates.Cmp); ok && c.Value == false {
			found = true
		}
	})
	return found
}
