package offline

import (
	"github.com/gql-dev/gql/grounding"
	"github.com/gql-dev/gql/internal/english"
	"github.com/gql-dev/gql/templates"
)

// Nets of the asked5 set's wrong answers (branch fix7). Each names the
// mechanism that answered another question and refuses the plan when the
// words it dropped carried a constraint (docs/offline.md, "asked5's wrongs
// (fix7)").

func init() {
	checks = append(checks,
		Check{ID: "anyone-dropped", Summary: "\"anyone\" doing something, answered with the named thing alone",
			Doc: "\"did anyone go to the Winter Poetry Slam?\" answered whether the event exists, \"does anyone at Urban Nest Vienna earn over 60k?\" compared the hotel's rooms: an indefinite person (english.Anyone) followed by a verb or a preposition of place is someone of a label the plan must join, and the plan is one node with no relationship; it is refused (a wrong-answer net)."},
		Check{ID: "rate-counted", Summary: "things \"a week\" answered with a count of the things",
			Doc: "\"how many Fjordline Air flights a week in total\" counted the flights: a calendar period after \"a\"/\"per\"/\"each\" (english.RateLead) right after the counted noun or a verb asks how often, which a property of the things may hold (a weekly frequency), and the plan counts them and compares nothing with the period; it is refused (a wrong-answer net)."},
		Check{ID: "one-way-of-two", Summary: "\"in or out of\" answered with one direction",
			Doc: "\"flights in or out of Helsinki\" returned the departures alone: two particles of direction joined by \"or\" (english.BothWays) ask for either relationship, and the plan holds no alternative; it is refused (a wrong-answer net)."},
		Check{ID: "restated-focus-unreturned", Summary: "a noun after the question's end restates what is asked, and the plan returns something else",
			Doc: "\"whose products did our australian customers buy? suppliers pls\" returned the products: a closing sentence of one noun of a label (with a courtesy) says what the answer is, and the plan's answer is of another label; it is refused (a wrong-answer net)."},
	)
}

// fix7 runs the nets; the first that fires refuses.
func (o *sanityCheck) fix7(q *templates.Query) error {
	for _, net := range []func(*templates.Query) error{
		o.netAnyoneDropped, o.netRateCounted, o.netOneWayOfTwo, o.netRestatedFocus,
	} {
		if err := net(q); err != nil {
			return err
		}
	}
	return nil
}

// onlyOneNode: the plan matches one node and walks no relationship.
func onlyOneNode(q *templates.Query) bool {
	return len(q.Match) == 1 && len(q.Match[0].Hops) == 0 && q.Optional == nil && len(q.Optionals) == 0
}

// netAnyoneDropped: "did anyone go to X?", "does anyone at X earn over
// 60k?": the someone the question asks about is gone from a plan of the
// one named thing.
func (o *sanityCheck) netAnyoneDropped(q *templates.Query) error {
	if !onlyOneNode(q) || negatesOrFalse(q.Where) {
		return nil // "has nobody attended": a denied pattern joins them
	}
	for i := 0; i+1 < len(o.toks); i++ {
		if !english.Anyone.Is(o.word(i)) || o.toks[i].Quoted || o.valueAt(i) {
			continue
		}
		n := i + 1
		if english.NetNamingWords.Is(o.word(n)) {
			return nil // "someone named Sandra Bullock" is the node
		}
		// "did anyone go": after do, the next word is the verb, whatever
		// its tag.
		if o.toks[n].POS == grounding.VERB || english.PlaceOf.Is(o.word(n)) || english.Frame.DoAux.Is(o.word(i-1)) {
			return o.refuse("anyone-dropped", i, "%q is someone of a kind the plan does not join (\"%s %s\"): it matches only the %s the question names", o.toks[i].Text, o.toks[i].Text, o.toks[n].Text, q.Match[0].From.Label)
		}
	}
	return nil
}

// countsRows: the plan returns a count.
func countsRows(q *templates.Query) bool {
	for _, r := range q.Return {
		if r.Agg == templates.Count || r.Agg == templates.CountDistinct {
			return true
		}
	}
	return false
}

// netRateCounted: "how many X flights a week" asks how often, not how
// many flights. Only a single count right after the counted noun: "how
// many matches were played per year" may count per a year the things hold.
func (o *sanityCheck) netRateCounted(q *templates.Query) error {
	if !countsRows(q) {
		return nil
	}
	for _, r := range q.Return {
		if r.Agg == templates.NoAgg {
			return nil // counted per group: "matches per year" may group by it
		}
	}
	for i := 1; i+1 < len(o.toks); i++ {
		if !english.RateLead.Is(o.word(i)) || !english.CalendarPeriod.Is(o.word(i+1)) || o.word(i+1) != o.toks[i+1].Lemma {
			continue
		}
		if o.linkUsed(i+1, planElements(q)) {
			continue // the plan reads the property the period names
		}
		if o.linksKind(i-1, "label") && o.toks[i-1].POS == grounding.NOUN {
			return o.refuse("rate-counted", i+1, "\"%s %s\" asks how often, and the plan counts the things instead", o.toks[i].Text, o.toks[i+1].Text)
		}
	}
	return nil
}

// netOneWayOfTwo: "in or out of X" with a plan of one direction.
func (o *sanityCheck) netOneWayOfTwo(q *templates.Query) error {
	if alternativeIn(q) {
		return nil
	}
	for i := 1; i+1 < len(o.toks); i++ {
		if english.Alternative.Is(o.word(i)) && english.BothWays.Is(o.word(i-1)) && english.BothWays.Is(o.word(i+1)) && o.word(i-1) != o.word(i+1) {
			return o.refuse("one-way-of-two", i, "\"%s %s %s\" asks for either direction, and the plan walks one", o.toks[i-1].Text, o.toks[i].Text, o.toks[i+1].Text)
		}
	}
	return nil
}

// netRestatedFocus: "…? suppliers pls" says the answer is suppliers.
func (o *sanityCheck) netRestatedFocus(q *templates.Query) error {
	end := -1
	for i := 0; i+1 < len(o.toks); i++ {
		if english.QuestionEnd.Is(o.word(i)) {
			end = i
		}
	}
	if end < 0 {
		return nil
	}
	noun := -1
	for k := end + 1; k < len(o.toks); k++ {
		switch w := o.word(k); {
		case english.Pls.Is(w) || isPunct(w):
		case noun < 0 && o.linksKind(k, "label") && o.toks[k].POS == grounding.NOUN:
			noun = k
		default:
			return nil
		}
	}
	if noun < 0 {
		return nil
	}
	labels := varLabels(q)
	for _, r := range q.Return {
		if o.labelLinkAt(noun, labels[r.Var]) {
			return nil
		}
	}
	return o.refuse("restated-focus-unreturned", noun, "%q after the question says what the answer is, and the plan returns something else", o.toks[noun].Text)
}

// linkUsed: an element linked at token i is one the plan reads.
func (o *readCtx) linkUsed(i int, uses map[string]bool) bool {
	sp := o.toks[i].Span
	for _, e := range o.ev.Elements {
		if e.Span.Start <= sp.Start && e.Span.End >= sp.End && uses[e.Name] {
			return true
		}
	}
	return false
}
