package offline

import (
	"fmt"
	"strings"

	"github.com/gql-dev/gql/grounding"
	"github.com/gql-dev/gql/internal/english"
	"github.com/gql-dev/gql/schema"
	"github.com/gql-dev/gql/templates"
)

// Reads "Which machines need servicing?" over needs_service, "Which claims
// have been flagged as possible fraud?" over fraud_flag: grounding linked
// the phrase to a yes/no property of a thing the plan reads, and the
// phrase says every word of the property's name in another form (a verb's
// tense, a noun's -ing, the words in another order), so neither the exact
// spelling flagPhrases looks for nor a one-word flag name was found, and
// the words were left unread. The phrase asks for the things the flag
// holds for. A denial anywhere in the question keeps the words unread
// ("haven't been checked for fraud" may mean never screened, which a
// stored no does not say), and so does a phrase with more than
// stemFlagExtra words besides the name's.

func init() {
	checks = append(checks,
		Check{ID: "flag-forms-read", Warning: true, Summary: "words saying a yes/no property's name in other forms are read as that flag",
			Doc: "\"Which machines need servicing?\" over needs_service, \"claims flagged as possible fraud\" over fraud_flag: the words grounding linked to the property hold every word of its name as a lemma or derived form (need/needs, servicing/service, flagged/flag), in any order, with at most two words besides; the thing of the property's label the plan reads is filtered on its yes value. Not read when the question denies anything, or when the plan has two things of that label."},
	)
}

// stemFlagExtra is how many words a flag phrase may hold besides those of
// the property's name ("as possible" in "flagged as possible fraud").
const stemFlagExtra = 2

// applyFlagForms filters on the flags such phrases name (see above).
func (o *offline) applyFlagForms(q *templates.Query, warns *sink) {
	if o.firstDenial() >= 0 {
		return
	}
	uses := planElements(q)
	labels := varLabels(q)
	for _, e := range o.ev.Elements {
		if e.Kind != "prop" || uses[e.Name] {
			continue
		}
		v, l, p := o.flagVarOf(e, labels)
		if p == nil {
			continue
		}
		ks := o.tokensIn(e.Span)
		if !o.saysFlagName(ks, grounding.SplitName(localPart(p.Name))) {
			continue
		}
		yes, ok := o.yesOf(*p)
		if !ok {
			continue
		}
		q.Where = templates.AllOf(q.Where, &templates.Cmp{Var: v, Prop: p.Name, Op: templates.Eq, Value: yes})
		uses[p.Name] = true
		for _, k := range ks {
			o.used.mark(k)
		}
		warns.add(o.diagnostic("flag-forms-read", e.Span, fmt.Sprintf("read %q as %s.%s = %v: the words say the name of a yes/no property of the %s in other forms", o.ev.Question[e.Span.Start:e.Span.End], l, p.Name, yes, l)))
	}
}

// flagVarOf is the one variable of the plan whose label holds the linked
// property as a boolean, with the label and the property; p is nil when
// none or several do.
func (o *offline) flagVarOf(e ElementLink, labels map[string]string) (v, l string, p *schema.Property) {
	for vv, ll := range labels {
		if e.Owner != "" && e.Owner != ll {
			continue
		}
		pp := schema.Find(o.propsOf(ll), e.Name)
		if pp == nil || pp.Type != schema.Bool {
			continue
		}
		if p != nil {
			return "", "", nil // two things of the label: which one is not said
		}
		v, l, p = vv, ll, pp
	}
	return v, l, p
}

// saysFlagName: every word of the name is one of the tokens ks (as a
// lemma or a derived form), and at most stemFlagExtra tokens
// are left over, none quoted, none a value.
func (o *offline) saysFlagName(ks []int, name []string) bool {
	if len(name) < 2 || len(ks) == 0 {
		return false // one word: applyFlags and applyBoolKinds read it
	}
	matched := map[int]bool{}
	for _, w := range name {
		found := false
		for _, k := range ks {
			if matched[k] {
				continue
			}
			x := strings.ToLower(o.toks[k].Text)
			if x == w || o.lower[k] == english.Lemma(w) || english.Derived(x, w) {
				matched[k], found = true, true
				break
			}
		}
		if !found {
			return false
		}
	}
	for _, k := range ks {
		if o.toks[k].Quoted || o.valueAt(k) {
			return false
		}
	}
	return len(ks)-len(matched) <= stemFlagExtra
}
