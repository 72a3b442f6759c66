package offline

import (
	"fmt"

	"github.com/gql-dev/gql/grounding"
	"github.com/gql-dev/gql/internal/english"
	"github.com/gql-dev/gql/templates"
)

// underDirection reads which end of a relationship of a label to itself
// the named thing stands at from the words right before it, whatever the
// relationship's verb: "people who report to X", "cuisines that fall
// under X", "units that are part of X", "the sub-types of X" put X above
// the things asked for (the whole, the one of higher rank). Which end of
// the relationship is the whole comes from its name (english.PartEnd:
// MANAGES's source, PART_OF's target, CONTAINS's source). When the plan
// puts the named thing at the other end, the hop is turned; the reading
// is a warning. A name that says neither end, or a plan walking the
// relationship more than once or both ways, is left as it is.
func (o *offline) underDirection(q *templates.Query, warns *sink) {
	if q == nil {
		return
	}
	// The relationship may be in the plan without a word naming it (a
	// phase joined the two things by the label's only one): read the
	// plan's hops, not the linked words.
	seen := map[string]bool{}
	var names []string
	for pi := range q.Match {
		for hi := range q.Match[pi].Hops {
			if n := q.Match[pi].Hops[hi].Edge; !seen[n] {
				seen[n] = true
				names = append(names, n)
			}
		}
	}
	for _, name := range names {
		label := o.selfLabel(name)
		if label == "" {
			continue
		}
		end := english.PartEnd(grounding.SplitName(name))
		if end == 0 {
			continue
		}
		hop, prev := findOneHop(q, name)
		if hop == nil || len(hop.Or) > 0 || hop.Dir == templates.Both {
			continue
		}
		for vi := range o.ev.Values {
			v := &o.ev.Values[vi]
			if v.OnEdge || v.Owner != label {
				continue
			}
			cue, ck := o.underCue(v, label)
			if cue == "" {
				continue
			}
			// The named thing is the whole: the source when the name's
			// target is the part (end < 0), else the target.
			wantSource := end < 0
			anchored, turned := turnHopFor(q, hop, prev, v, wantSource)
			if !anchored {
				continue
			}
			if !turned {
				break
			}
			named := o.ev.Question[v.Span.Start:v.Span.End]
			warns.add(o.diagnostic("under-direction", o.tokSpan(ck), fmt.Sprintf(
				"%q before %s puts %s above the %s asked for: %s is the %s of %s",
				cue, named, named, label, named, map[bool]string{true: "source", false: "target"}[wantSource], name)))
			break
		}
	}
}

// underCue is the words right before the value that rank the thing
// before them under it ("under", "report to", "a part of", "sub-types
// of"), and the index of their first token; "" when none.
func (o *offline) underCue(v *ValueLink, label string) (string, int) {
	s := -1
	for i, t := range o.toks {
		if t.Span.Start == v.Span.Start {
			s = i
			break
		}
	}
	if s < 1 {
		return "", -1
	}
	i := s - 1
	if english.DefiniteArticle.Is(o.words[i]) && i >= 1 {
		i--
	}
	w := o.words[i]
	switch {
	case english.UnderPrep.Is(w):
		return o.toks[i].Text, i
	case english.RankTo.Is(w) && i >= 1 && english.AnswerVerb(o.words[i-1]):
		return o.words[i-1] + " to", i - 1
	case english.PartOfJoin.Is(w) && i >= 1:
		n := o.words[i-1]
		if english.PartNoun(n, label) {
			return n + " of", i - 1
		}
		// "sub-type of", split by the hyphen.
		if i >= 3 && english.SubHyphen.Is(o.words[i-2]) && english.SubWord.Is(o.words[i-3]) && english.SubRest(n, label) {
			return "sub-" + n + " of", i - 3
		}
		if i >= 2 && english.SubWord.Is(o.words[i-2]) && english.SubRest(n, label) {
			return "sub " + n + " of", i - 2
		}
	}
	return "", -1
}
