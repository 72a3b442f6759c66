package offline

import (
	"github.com/gql-dev/gql/diag"
	"github.com/gql-dev/gql/grounding"
	"github.com/gql-dev/gql/internal/english"
	"github.com/gql-dev/gql/templates"
)

// relw runs this task's nets (issue 23, the relational and Spider tuning
// sets' last silent wrongs); the first that fires refuses.
func (o *sanityCheck) relw(q *templates.Query) error {
	for _, net := range []func(*templates.Query) error{o.netContrastClauseDropped, o.netOfNamedNotJoined, o.netVerbObjectNotJoined} {
		if err := net(q); err != nil {
			return err
		}
	}
	return nil
}

// netContrastClauseDropped: "Which farms bought livestock but never sold
// any?" asks for what holds the first clause and not the second. A plan
// that walks no relationship outside its negation and compares no value
// has read the first clause as nothing: its verb ("bought") sits inside a
// noun's link ("farms bought") or links nowhere, and its object
// ("livestock") is dropped. Answering lists every thing that lacks the
// second clause, the first one's condition gone. Only a verb after the
// subject's noun with a noun after it, before "but/and not|never".
func (o *sanityCheck) netContrastClauseDropped(q *templates.Query) error {
	if !negates(q.Where) || len(o.ev.Values) > 0 {
		return nil
	}
	for _, p := range q.Match {
		if len(p.Hops) > 0 {
			return nil
		}
	}
	for k := 1; k+1 < len(o.toks); k++ {
		if !english.ButWord.Is(o.word(k)) {
			continue
		}
		n := k + 1
		if n+1 < len(o.toks) && o.toks[n].POS == grounding.AUX {
			n++ // "but did not", "but have never"
		}
		if !english.ButNegation.Is(o.word(n)) {
			continue
		}
		if v := o.unreadClauseVerb(k); v >= 0 {
			return o.refuse("contrast-clause-dropped", v, "the clause %q before %q is read as nothing: the plan walks no relationship and compares no value outside the negation, so it would list every thing the negation keeps, whatever the first clause says", o.ev.Question[o.toks[v].Span.Start:o.toks[k-1].Span.End], o.toks[k].Text)
		}
	}
	return nil
}

// unreadClauseVerb is the verb of the clause ending before token end that
// no link of its own reads (it links nowhere, or sits inside a label
// link begun on an earlier word), with a label's noun before it and a noun
// after it; -1 when there is none.
func (o *sanityCheck) unreadClauseVerb(end int) int {
	labelSeen := false
	for v := 0; v < end; v++ {
		if !labelSeen {
			labelSeen = o.linksKind(v, "label")
			continue
		}
		w := o.words[v]
		lemma := english.Lemma(w)
		verb := o.toks[v].POS == grounding.VERB || lemma != w && english.IsKnownVerb(lemma) && english.Singular(w) == w
		if !verb || o.toks[v].POS == grounding.AUX || english.Copula.Is(w) {
			continue
		}
		if !o.verbReadByNothing(v) {
			continue
		}
		for t := v + 1; t < end; t++ {
			if o.toks[t].POS == grounding.NOUN {
				return v
			}
		}
	}
	return -1
}

// verbReadByNothing: no link covers token v except label links that begin
// on an earlier word (a noun's span grown over the verb).
func (o *sanityCheck) verbReadByNothing(v int) bool {
	sp := o.toks[v].Span
	for _, e := range o.ev.Elements {
		if e.Span.Start > sp.Start || e.Span.End < sp.End {
			continue
		}
		if e.Kind != "label" || e.Span.Start == sp.Start {
			return false
		}
	}
	return true
}

// netOfNamedNotJoined: "bugs of the Comet Mobile project" names the bugs by
// the project they belong to, so the plan must join the two directly when
// the schema has a relationship between their labels. A plan reaching the
// named project from the bugs only through a third thing (the project's
// lead developer, who worked on the bugs) answers with another set. Only
// "N1 of [the] <value> N2" and "N1 of [the] N2 <value>", the value's
// owner being N2, each noun one label of the plan.
func (o *sanityCheck) netOfNamedNotJoined(q *templates.Query) error {
	labels := varLabels(q)
	for _, v := range o.ev.Values {
		s, ok := v.Value.(string)
		if !ok || v.OnEdge {
			continue
		}
		k := o.tokenAt(v.Span) - 1
		if k >= 0 && o.toks[k].POS == grounding.DET {
			k--
		}
		if k >= 0 && o.linksNamed(k, "label", v.Owner) {
			k-- // "of project Comet Mobile"
		} else if e := o.tokenAt(diag.Span{Start: v.Span.End}); e >= len(o.toks) || !o.linksNamed(e, "label", v.Owner) {
			continue
		}
		if k < 1 || !english.Of.Is(o.word(k)) {
			continue
		}
		noun := o.labelAtToken(k - 1)
		owner := pinnedTo(q, s)
		if noun == "" || owner == "" || labels[owner] != v.Owner || noun == v.Owner || !o.schemaJoins(noun, v.Owner) {
			continue
		}
		if labelCount(labels, noun) != 1 || joinsLabel(q, owner, noun, labels) {
			continue
		}
		return o.refuse("of-named-not-joined", k-1, "%q names the %s by the %s they belong to, and the plan reaches that %s from them only through another thing, though the schema joins %s and %s directly: it would answer with another set", o.ev.Question[o.toks[k-1].Span.Start:v.Span.End], noun, v.Owner, v.Owner, noun, v.Owner)
	}
	return nil
}

// netVerbObjectNotJoined: "artists whose artworks were shown in an
// exhibition at X" relates the artworks and the exhibition by the verb
// between them, so the plan must join the two: directly, or through one
// row of a junction between them, or of a label the question does not
// name. A plan that ties each to a third thing instead (the
// museum owning the artworks, the museum holding the exhibition) answers
// with another set. Only "N1 [be] V prep [det] N2", each noun one label
// of the plan, the schema joining their labels so.
func (o *sanityCheck) netVerbObjectNotJoined(q *templates.Query) error {
	labels := varLabels(q)
	named := o.namedLabelSet()
	for i := 0; i+3 < len(o.toks); i++ {
		a := o.labelAtToken(i)
		if a == "" || o.labelAtToken(i+1) == a {
			continue
		}
		k := i + 1
		if o.toks[k].POS == grounding.AUX {
			k++
		}
		// "were shown in": a word between a form of "be" and a
		// preposition, naming no label, is the passive verb whatever the
		// tagger called it (the lemmatiser knows no "shown").
		w := o.words[k]
		inflected := english.Lemma(w) != w && english.Singular(w) == w && english.IsKnownVerb(english.Lemma(w))
		passive := k > i+1 && english.RelativeCopula.Is(o.words[k-1]) && o.labelAtToken(k) == "" && o.toks[k].POS != grounding.ADJ
		if o.toks[k].POS != grounding.VERB && !inflected && !passive {
			continue
		}
		k++
		if k >= len(o.toks) || o.toks[k].POS != grounding.ADP {
			continue
		}
		k++
		if k < len(o.toks) && o.toks[k].POS == grounding.DET {
			k++
		}
		if k >= len(o.toks) {
			continue
		}
		b := o.labelAtToken(k)
		if b == "" || b == a || labelCount(labels, a) != 1 || labelCount(labels, b) != 1 {
			continue
		}
		if !o.schemaJoins(a, b) && len(junctionsBetween(o.s, a, b)) == 0 {
			continue
		}
		through := map[string]bool{}
		for l := range named {
			through[l] = true
		}
		for _, j := range junctionsBetween(o.s, a, b) {
			through[j.label] = false
		}
		if joinedOrThroughUnnamed(q, a, b, labels, through) {
			continue
		}
		return o.refuse("verb-object-not-joined", k, "%q relates the %s and the %s, and the plan joins them only through other things the question names, though the schema joins %s and %s: it would answer with another set", o.ev.Question[o.toks[i].Span.Start:o.toks[k].Span.End], a, b, a, b)
	}
	return nil
}

// joinedOrThroughUnnamed: a hop of the plan joins the variables of labels
// a and b, or two hops do through a node of a label not in named (the
// question's other things; a junction between a and b is never one).
func joinedOrThroughUnnamed(q *templates.Query, a, b string, labels map[string]string, named map[string]bool) bool {
	adj := map[string][]string{}
	for _, p := range q.Match {
		prev := p.From.Var
		for _, h := range p.Hops {
			adj[prev] = append(adj[prev], h.To.Var)
			adj[h.To.Var] = append(adj[h.To.Var], prev)
			prev = h.To.Var
		}
	}
	for x, ns := range adj {
		if labels[x] != a {
			continue
		}
		for _, y := range ns {
			if labels[y] == b {
				return true
			}
			if named[labels[y]] {
				continue
			}
			for _, z := range adj[y] {
				if labels[z] == b {
					return true
				}
			}
		}
	}
	return false
}
