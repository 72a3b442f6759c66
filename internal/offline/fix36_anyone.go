package offline

import (
	"fmt"

	"github.com/gql-dev/gql/grounding"
	"github.com/gql-dev/gql/internal/english"
	"github.com/gql-dev/gql/schema"
)

func init() {
	checks = append(checks,
		Check{ID: "lead-person-as-who", Warning: true, Summary: "a question opening with \"anyone\" or \"people\" and comparing a count is read as \"who\"",
			Doc: "\"anyone on more than one project?\", \"people with 3 or more skills\": no question word, and the first word stands for whom the question asks about; it was refused as naming nothing asked for. When the question has no question word, the opener links to nothing in the schema, the next word is a preposition or a verb, and the question compares a count (english.CountCue with a number, or \"multiple\"), the opener is read as \"who\", whose person label the focus rules pick."},
	)
}

// leadPersonAsWho rewrites an opening "anyone"/"people" (english.LeadPerson)
// to "who" before any phase reads the words, in the narrow shape above.
func (o *offline) leadPersonAsWho(warns *sink) {
	if len(o.toks) < 4 || o.whPos() >= 0 {
		return
	}
	t := o.toks[0]
	if !english.LeadPerson.Is(o.word(0)) || t.Quoted || o.valueCovers(t.Span) || o.linksKind(0, "label") {
		return
	}
	switch o.toks[1].POS {
	case grounding.ADP, grounding.VERB:
	default:
		return
	}
	cue, num := false, false
	for k := 2; k < len(o.toks); k++ {
		w := o.word(k)
		cue = cue || english.CountCue.Is(w)
		num = num || o.isNumber(k) || english.MoreThanOne.Is(w)
	}
	if !cue || !num || !o.leadPersonOne() {
		return
	}
	one := grounding.Tokenize(english.LeadPersonAsk)
	if len(one) != 1 {
		return
	}
	w := one[0]
	w.Span = t.Span
	out := append([]grounding.Token{w}, o.toks[1:]...)
	o.retokenize(out)
	warns.add(o.diagnostic("lead-person-as-who", t.Span, fmt.Sprintf("read %q as %q: the question has no question word and asks whom a count holds for", t.Text, english.LeadPersonAsk)))
}

// leadPersonOne: whom the opener stands for is fixed by the question or
// the schema: a word links a relationship (the verb names who), or the
// first thing named after the opener is joined to exactly one other
// label holding a name. "people with at least 2 packages" where packages
// join maintainers and licences alike is left as it was (refused).
func (o *offline) leadPersonOne() bool {
	for k := 1; k < len(o.toks); k++ {
		if o.linksKind(k, "edge") {
			return true
		}
	}
	counted := ""
	for _, e := range o.ev.Elements {
		if p := o.tokenAt(e.Span); e.Kind == "label" && p > 1 && counted == "" {
			counted = e.Name
		}
	}
	if counted == "" {
		return false
	}
	joined := map[string]bool{}
	for _, et := range o.s.EdgeTypes {
		for _, ep := range et.Endpoints {
			for _, pair := range [][2]string{{ep.From, ep.To}, {ep.To, ep.From}} {
				if pair[0] != counted || pair[1] == counted {
					continue
				}
				if l := o.s.Label(pair[1]); l != nil && schema.Find(o.propsOf(pair[1]), "name") != nil {
					joined[pair[1]] = true
				}
			}
		}
	}
	return len(joined) == 1
}
