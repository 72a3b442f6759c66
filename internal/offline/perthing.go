package offline

import "github.com/gql-dev/gql/internal/english"

// countPerThing: "List the departments and how many employees each has",
// "each person and how many movies they directed": the count after "and"
// (at i, "how") is one per thing listed, a grouping, not a second
// question. A grouping word (each, every, per) or "they" as the count's
// subject must say so; without one ("List the movies and how many people
// acted in them") the question may ask for one total and stays refused
// two-questions.
func (o *readCtx) countPerThing(i int) bool {
	if o.at(english.HowMany, i) == 0 {
		return false
	}
	if o.find(english.Each) >= 0 {
		return true
	}
	// "… and how many courses do they teach": the things listed are the
	// count's subject, so there is one count per thing.
	for k := i + 2; k < len(o.toks) && k <= i+5; k++ {
		if english.PluralSubject.Is(o.word(k)) {
			return true
		}
	}
	return false
}

// perThingAt is the "how" of a count per thing listed ("the departments
// and how many employees each has"), -1 when there is none.
func (o *readCtx) perThingAt() int {
	for i := 1; i < len(o.toks); i++ {
		if o.at(english.SecondQuestion, i-1) > 0 && o.countPerThing(i) {
			return i
		}
	}
	return -1
}

// perThingGroup is the node listed before "and how many": the thing each
// count is of, when no node follows the grouping word ("each has").
func (o *bldPhase) perThingGroup(focus *onode) *onode {
	k := o.perThingAt()
	if k < 0 {
		return nil
	}
	var best *onode
	for _, n := range o.nodes {
		if n != focus && n.pos >= 0 && n.pos < k && (best == nil || n.pos > best.pos) {
			best = n
		}
	}
	return best
}
