package offline

import (
	"fmt"
	"strings"

	"github.com/gql-dev/gql/grounding"
	"github.com/gql-dev/gql/internal/english"
	"github.com/gql-dev/gql/schema"
)

// Readings of a new graph's first run (branch fix16, docs/offline.md
// "New-domain refusals (fix16)").

// labelValuesAside reads "Which adjuster has the most claims?" where
// Adjuster.grade stores 'adjuster': grounding took the word as the stored
// value, so the plan kept only the things of that grade and, with no
// label left for "adjuster", ranked the other things by them. A word that
// spells the name of the very label whose property stores it names that
// label: every adjuster is an Adjuster, and the grade is one kind among
// them. Only when no other word links the label, so a question that names
// the label apart ("adjusters of grade adjuster") keeps the value. Warned
// value-read-as-label.
func (o *offline) labelValuesAside(warns *sink) {
	named := map[string]bool{}
	for _, e := range o.ev.Elements {
		if e.Kind == "label" {
			named[e.Name] = true
		}
	}
	drop := map[int]bool{}
	var added []ElementLink
	for k, v := range o.ev.Values {
		str, ok := v.Value.(string)
		if !ok || v.OnEdge || named[v.Owner] || o.s.Label(v.Owner) == nil || squashName(str) != localName(v.Owner) {
			continue
		}
		idx := o.tokensIn(v.Span)
		if len(idx) == 0 || o.toks[idx[0]].Quoted {
			continue
		}
		drop[k] = true
		named[v.Owner] = true
		added = append(added, ElementLink{Kind: "label", Name: v.Owner, Span: v.Span, Score: 1})
		warns.add(o.diagnostic("value-read-as-label", v.Span,
			fmt.Sprintf("read %q as the label %s, not as %s.%s = '%s': the word names the label whose property stores it, and no other word names the label", o.ev.Question[v.Span.Start:v.Span.End], v.Owner, v.Owner, v.Prop, str)))
	}
	if len(added) == 0 {
		return
	}
	o.withoutValues(func(k int) bool { return drop[k] })
	o.addLinks(added...)
}

// amountThingMeasure reads "What's the biggest grant?", "the 3 biggest
// loans", "the largest claim": the size of a thing whose size is an
// amount of money (english.AmountThing, said by the label's name) is that
// amount, the one property of the label whose name gives a currency
// (amount_eur, principal_chf). A label with a property named for a size,
// or with several amounts, is left to the measure's own reading. Warned
// measure-chosen.
func (o *bldPhase) amountThingMeasure(label string, i, n int, m english.Measure) (string, bool, bool) {
	if m.Dim != "size" {
		return "", false, false
	}
	parts := grounding.SplitName(schema.LocalName(label))
	if len(parts) == 0 || !english.AmountThing.Is(strings.ToLower(parts[len(parts)-1])) || o.bulkBeside(label) { // fix32_measure.go
		return "", false, false
	}
	return o.onlyMoneyMeasure(label, i, n, m, fmt.Sprintf("a %s is as big as the money it is for", strings.ToLower(label)))
}

// dateVerbTailLinks reads "Which claims were filed in 2023?" where
// Claim.filed_on is a date ('YYYY-MM-DD' text) and "filed" linked the
// relationship FILED_UNDER: as dateVerbLinks does for a date named by the
// verb alone (Student.enrolled), a date named by the verb and a word that
// says when it happened (english.DateNameTail: filed_on, created_at,
// signed_date) is what the year after the verb is said of. A relationship
// that holds a date of its own, or the name on the things of several
// labels the question names, leaves the links alone. Warned date-as-text.
func (o *offline) dateVerbTailLinks(warns *sink) {
	o.relinkDateVerbs(warns, true, func(word string, p *schema.Property) bool {
		parts := grounding.SplitName(schema.LocalName(p.Name))
		return len(parts) >= 2 && english.DateNameTail.Is(strings.ToLower(parts[len(parts)-1])) && spellsName(word, strings.Join(parts[:len(parts)-1], "_"))
	}, " named by the verb")
}
