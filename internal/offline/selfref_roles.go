package offline

import (
	"fmt"
	"sort"
	"strings"

	"github.com/gql-dev/gql/internal/english"
)

// Roles of a self-junction read by voice. A table with two keys into one
// label (mentorship: mentor_id, mentee_id; a sale: seller, buyer) joins
// that label to itself. When the question names only one thing of the
// label, pathByWords gave every role word to it ("the mentors of Chloe"
// joined Chloe as the mentor): with one peer there was no other node to
// give it to. Which key holds the named thing is said by the role word's
// use instead:
//   - a noun (after "the", "their", before "of" or a possessive) names the
//     other end: "the mentors of X", "X's mentors", "the mentees' names";
//   - a verb after the named thing has it as subject ("Whom does X
//     mentor?"), unless passive ("X is mentored by whom");
//   - a verb before the named thing has it as object ("members who mentor
//     X", "sold livestock to X"), unless "by" stands between ("mentored by
//     X": X is the agent).
// A role word whose use gives the named thing the other key is moved to
// the sibling path (the other key into the same row), with a warning. A
// row the question names itself ("trips starting at X") is left alone: its
// verbs have the row as subject.

// selfRoleJoin moves role words between the two keys of a self-junction
// by their use and, when a word was moved and one path is then said more
// than any other, joins lone by it; it reports whether it joined. A word
// moved is the edge a question names outright too ("sold" linked to the
// seller key), so the join cannot be left to pathByWords, which would keep
// that edge over the words.
func (o *relPhase) selfRoleJoin(lone *onode, ps []fkPath) bool {
	type move struct {
		k        int
		from, to int
	}
	var moves []move
	for i := range ps {
		p := &ps[i]
		if p.second != nil || len(p.said) == 0 {
			continue
		}
		sib := -1
		for j := range ps {
			q := ps[j]
			if j != i && q.second == nil && q.m == p.m && q.first.Name != p.first.Name {
				if sib >= 0 {
					sib = -2 // three keys or more: no sibling to give it to
				} else {
					sib = j
				}
			}
		}
		if sib < 0 {
			continue
		}
		// The keys run from the row to the thing: the thing is whichever
		// of lone and m the edges point at.
		row, end := lone, p.m
		if !p.first.Connects(lone.label, p.m.label) {
			row, end = p.m, lone
		}
		if row.label == end.label || end.pos < 0 || len(o.linkedLabelAt(row.label)) > 0 {
			// A row the question names ("trips starting at X") is the
			// subject of its own verbs; the roles are then its keys' own.
			continue
		}
		last := o.anchorEnd(end)
		for _, k := range p.said {
			if !o.takesRole(k, end.pos, last) {
				moves = append(moves, move{k, i, sib})
			} else if !hasInt(p.bound, k) {
				// Two of the label: the nearest one was given the word,
				// but the verb's subject is this one ("members who mentor X").
				p.bound = append(p.bound, k)
				sort.Ints(p.bound)
			}
		}
	}
	if len(moves) == 0 {
		return false
	}
	for _, mv := range moves {
		ps[mv.from].bound = without(ps[mv.from].bound, mv.k)
		ps[mv.from].said = without(ps[mv.from].said, mv.k)
		if !hasInt(ps[mv.to].bound, mv.k) {
			ps[mv.to].bound = append(ps[mv.to].bound, mv.k)
			ps[mv.to].said = append(ps[mv.to].said, mv.k)
		}
		sort.Ints(ps[mv.to].bound)
		sort.Ints(ps[mv.to].said)
	}
	best, second := -1, -1
	for i := range ps {
		switch {
		case best < 0 || len(ps[i].bound) > len(ps[best].bound):
			best, second = i, best
		case second < 0 || len(ps[i].bound) > len(ps[second].bound):
			second = i
		}
	}
	top := ps[best]
	if len(top.bound) == 0 || top.second != nil || second >= 0 && len(ps[second].bound) == len(top.bound) {
		return false
	}
	var words, not []string
	for _, mv := range moves {
		words = append(words, fmt.Sprintf("%q names %s", o.toks[mv.k].Text, ps[mv.from].first.Name))
	}
	for _, k := range top.bound {
		o.used.mark(k)
	}
	for i, p := range ps {
		if i != best && p.m == top.m {
			not = append(not, p.String())
		}
	}
	d := o.diagnostic("self-role-read", o.tokSpan(moves[0].k),
		fmt.Sprintf("%s, the role of the other end than the %s the question names: %s and %s are joined by %s, not by %s",
			strings.Join(words, "; "), lone.label, lone.label, top.m.label, top, strings.Join(not, " or ")))
	dup := false
	for _, w := range o.warnings {
		dup = dup || w.Check == d.Check && w.Detail == d.Detail
	}
	if !dup {
		o.warnings = append(o.warnings, d)
	}
	if top.first.Connects(lone.label, top.m.label) {
		o.edges = append(o.edges, &oedge{typ: top.first.Name, from: lone, to: top.m, pos: -1})
	} else {
		o.edges = append(o.edges, &oedge{typ: top.first.Name, from: top.m, to: lone, pos: -1})
	}
	return true
}

// takesRole: the named thing spanning tokens [start, end] holds the role
// the word at k names.
func (o *relPhase) takesRole(k, start, end int) bool {
	if k >= start && k <= end {
		return true
	}
	if k > 0 && english.RoleNounLead.Is(o.words[k-1]) || english.RoleNounOf.Is(o.word(k+1)) || english.PossessiveAt(o.words, k+1) {
		return false // a noun naming the thing asked for
	}
	if k > end {
		if english.PossessiveAt(o.words, end+1) {
			return false // "X's mentors"
		}
		be, by := false, false
		for i := end + 1; i < k; i++ {
			be = be || english.BeForms.Is(o.words[i])
		}
		for i := k + 1; i < len(o.words) && i <= k+3; i++ {
			by = by || english.PassiveBy.Is(o.words[i])
		}
		return !(be && by)
	}
	if k < start {
		for i := k + 1; i < start; i++ {
			if english.PassiveBy.Is(o.words[i]) {
				return true
			}
		}
		return false
	}
	return true
}

// anchorEnd is the last token of the value (or values side by side) that
// named n.
func (o *relPhase) anchorEnd(n *onode) int {
	end := n.pos
	for changed := true; changed; {
		changed = false
		for _, v := range o.ev.Values {
			idx := o.tokensIn(v.Span)
			if len(idx) == 0 || idx[0] < n.pos || idx[len(idx)-1] <= end {
				continue
			}
			gap := idx[0] - end - 1
			ok := gap <= 0
			if gap > 0 {
				ok = true
				for i := end + 1; i < idx[0]; i++ {
					ok = ok && o.isQuoteMark(i)
				}
			}
			if ok {
				end, changed = idx[len(idx)-1], true
			}
		}
	}
	return end
}

func without(xs []int, x int) []int {
	var out []int
	for _, y := range xs {
		if y != x {
			out = append(out, y)
		}
	}
	return out
}

func hasInt(xs []int, x int) bool {
	for _, y := range xs {
		if y == x {
			return true
		}
	}
	return false
}
