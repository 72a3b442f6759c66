package offline

import (
	"fmt"
	"strings"

	"github.com/gql-dev/gql/diag"
	"github.com/gql-dev/gql/grounding"
	"github.com/gql-dev/gql/internal/english"
	"github.com/gql-dev/gql/schema"
	"github.com/gql-dev/gql/templates"
)

// fix28's reads and nets of music's wrong answers (docs/fix28.md). Each
// reads the finished plan against the question.

func init() {
	checks = append(checks,
		Check{ID: "whose-owner-unanswered", Summary: "\"Whose X …?\" answered with the X themselves",
			Doc: "\"Whose songs are on the Gym Bangers playlist?\" listed the songs: \"whose\" asks for the owner of the things named after it, and the plan shows only those things. Refused (a wrong-answer net): who owns them is a relationship the plan does not walk."},
		Check{ID: "verb-read-as-property", Summary: "a verb after \"who\"/\"that\" read as the property its noun names, and that property shown",
			Doc: "\"Show me artists who play either Techno or Deep House\" showed LISTENED.plays: the word after the relative pronoun is the clause's verb (\"play\"), not the noun the property is named by (plays), and the plan answered with the property instead of the things the question lists. Refused (a wrong-answer net)."},
		Check{ID: "most-amount-summed", Warning: true, Summary: "\"the most <amount>\" over a numeric property of a relationship ranks by its sum",
			Doc: "\"Which track has the most plays overall?\" over LISTENED.plays: each listener's relationship holds a number of plays, so the track with the most plays is the one whose relationships' plays add up highest; counting the relationships that hold a number ranks by listeners instead. Only a property named by a plural (a tally: plays, units, reviews; \"the most ratings\" over rating still counts), and not when the ranked thing has a property of that word itself (Warehouse.capacity_units for \"the most units\")."},
	)
}

// fix28 runs the nets; the first that fires refuses.
func (o *sanityCheck) fix28(q *templates.Query) error {
	for _, net := range []func(*templates.Query) error{
		o.netWhoseOwner, o.netVerbAsProperty, o.mostAmountSummed,
	} {
		if err := net(q); err != nil {
			return err
		}
	}
	return nil
}

// planVars maps each node variable of the plan's Match to its label and
// each named edge variable to its edge type.
func planVars(q *templates.Query) (nodes, edges map[string]string) {
	nodes, edges = map[string]string{}, map[string]string{}
	for _, p := range q.Match {
		nodes[p.From.Var] = p.From.Label
		for _, h := range p.Hops {
			nodes[h.To.Var] = h.To.Label
			if h.Var != "" {
				edges[h.Var] = h.Edge
			}
		}
	}
	return nodes, edges
}

// netWhoseOwner: a question opening "Whose" and a noun linked to a label,
// and a plan whose every column is of a thing of that label: it answers
// with the things, not with whose they are.
func (o *sanityCheck) netWhoseOwner(q *templates.Query) error {
	if len(o.toks) < 3 || !english.WhoseOpener.Is(o.word(0)) || len(q.Return) == 0 {
		return nil
	}
	label := ""
	for _, e := range o.ev.Elements {
		if e.Kind == "label" && o.tokenAt(e.Span) == 1 {
			label = e.Name
		}
	}
	if label == "" {
		return nil
	}
	nodes, _ := planVars(q)
	for _, r := range q.Return {
		if r.Agg != templates.NoAgg || nodes[r.Var] != label {
			return nil
		}
	}
	return o.refuse("whose-owner-unanswered", 0, "\"%s %s\" asks whose the %s are, and the plan shows the %s themselves: who owns them is a relationship it does not walk", o.toks[0].Text, o.toks[1].Text, label, label)
}

// netVerbAsProperty: the plan shows only properties of relationships, and
// one of them was linked from the word right after a relative pronoun
// ("artists who play …"): that word is the clause's verb.
func (o *sanityCheck) netVerbAsProperty(q *templates.Query) error {
	_, edges := planVars(q)
	if len(q.Return) == 0 {
		return nil
	}
	for _, r := range q.Return {
		if r.Agg != templates.NoAgg || edges[r.Var] == "" {
			return nil
		}
	}
	for _, e := range o.ev.Elements {
		if e.Kind != "prop" {
			continue
		}
		k := o.tokenAt(e.Span)
		if k < 1 || k >= len(o.toks) || !english.RelativePronoun.Is(o.word(k-1)) {
			continue
		}
		for _, r := range q.Return {
			if r.Prop == e.Name && edges[r.Var] != "" {
				return o.refuse("verb-read-as-property", k, "%q after %q is the clause's verb, but the plan shows %s.%s, the property it was linked to, instead of the things the question asks for", o.toks[k].Text, o.toks[k-1].Text, edges[r.Var], e.Name)
			}
		}
	}
	return nil
}

// mostAmountSummed: a plan ranking things by count(r.p), where r is a
// relationship and p one of its numeric properties, linked from the word
// right after "most"/"fewest"/"least" ("the most plays"): the amount of a
// thing is the sum of p over its relationships, so the count becomes a sum
// (warned).
func (o *sanityCheck) mostAmountSummed(q *templates.Query) error {
	if len(q.Order) == 0 {
		return nil
	}
	_, edges := planVars(q)
	for i, r := range q.Return {
		if r.Agg != templates.Count || r.Prop == "" || edges[r.Var] == "" {
			continue
		}
		et := o.s.EdgeType(edges[r.Var])
		if et == nil || !fix28NumericProp(et.Properties, r.Prop) || !pluralName(r.Prop) {
			// "the most ratings" over REVIEWED.rating counts the ratings: a
			// property named in the singular holds a measure, one a
			// plural (plays, units) a tally.
			continue
		}
		ranks := false
		for _, s := range q.Order {
			ranks = ranks || s.Col == r.As
		}
		if !ranks {
			continue
		}
		for _, e := range o.ev.Elements {
			if e.Kind != "prop" || e.Name != r.Prop {
				continue
			}
			k := o.tokenAt(e.Span)
			if k < 1 || k >= len(o.toks) || !english.RankByAmount.Is(o.word(k-1)) {
				continue
			}
			if o.rankedOwnAmount(q, e.Name) {
				// "Which warehouse can hold the most units?" over
				// Warehouse.capacity_units: the things ranked hold an
				// amount of that name themselves; which is meant is
				// not the relationship's to say.
				return nil
			}
			q.Return[i].Agg = templates.Sum
			o.warnings = append(o.warnings, o.diagnostic("most-amount-summed", diag.Span{Start: o.toks[k-1].Span.Start, End: e.Span.End},
				fmt.Sprintf("%q ranks by an amount each %s holds in %s: the things are ranked by its sum over their relationships, not by how many relationships hold one", o.ev.Question[o.toks[k-1].Span.Start:e.Span.End], et.Name, r.Prop)))
			return nil
		}
	}
	return nil
}

// fix28NumericProp: the property named p among props holds numbers.
func fix28NumericProp(props []schema.Property, p string) bool {
	for _, x := range props {
		if x.Name == p {
			return x.Type.Numeric()
		}
	}
	return false
}

// rankedOwnAmount: a thing the plan ranks (a node shown beside the
// aggregate) has a property of its own whose name holds the word prop
// names ("units" of capacity_units).
func (o *sanityCheck) rankedOwnAmount(q *templates.Query, prop string) bool {
	nodes, _ := planVars(q)
	word := english.Lemma(strings.ToLower(prop))
	for _, r := range q.Return {
		if r.Agg != templates.NoAgg || nodes[r.Var] == "" {
			continue
		}
		l := o.s.Label(nodes[r.Var])
		if l == nil {
			continue
		}
		for _, p := range l.Properties {
			for _, w := range grounding.SplitName(p.Name) {
				if english.Lemma(w) == word {
					return true
				}
			}
		}
	}
	return false
}

// pluralName: the last word of a property's name is a plural noun
// ("plays", "units"), a tally of things rather than a measure.
func pluralName(prop string) bool {
	ws := grounding.SplitName(prop)
	if len(ws) == 0 {
		return false
	}
	w := strings.ToLower(ws[len(ws)-1])
	return english.Lemma(w) != w
}
