package offline

import (
	"fmt"

	"github.com/gql-dev/gql/grounding"
	"github.com/gql-dev/gql/internal/english"
	"github.com/gql-dev/gql/schema"
	"github.com/gql-dev/gql/templates"
)

// faillibraryPlan applies, to the built plan q, the readings found on the
// library graph's failures, each stated in schema-free words at its
// function, and refuses what the plan would otherwise drop. It runs after
// the plan is built and before the account phase, which then sees the
// words these readings consumed.
func (o *offline) faillibraryPlan(pl *pattern, q *templates.Query, warns *sink) error {
	if err := o.yearPartsRead(warns); err != nil {
		return err
	}
	o.possessedSelfNoun(q, warns)
	o.warnWhenDate(q, warns)
	o.verbNamesEdgeValue(pl, q, warns)
	for i := range o.toks {
		if english.StillState.Is(o.word(i)) && o.stillBeforeState(i) { // fix26_states.go
			o.stillStateWarn(i, warns)
			continue
		}
		if english.StillState.Is(o.word(i)) && !o.still[i] && !(i+1 < len(o.toks) && o.used.has(i+1) && o.valueAt(i+1)) {
			// A stored state the plan reads right after it ("tickets
			// still open", read as the status value 'open') is the filter.
			// Otherwise, "loans still out", "what X still has": the word asks for
			// a present state (not returned, not ended), which no phase
			// reads as a filter (the frame reading only skips it as an
			// adverb); without it the plan counts every one ever made.
			return o.refuse("unused-words", i, "%q asks for a state that still holds, and the plan filters on no property saying so; answering without it would count those that ended as well", o.toks[i].Text)
		}
	}
	return nil
}

// yearPartsRead warns of each part of a year the date phase read as a
// range of months ("the first half of 2025": January to June), and refuses
// a part no phase read: the plan compares the whole year (or a year held
// as a number, which has no months), so it would answer for all of it.
func (o *offline) yearPartsRead(warns *sink) error {
	parts, years := o.yearParts()
	for k, i := range parts {
		span := o.ev.Question[o.toks[i-1].Span.Start:o.toks[years[k]].Span.End]
		if !o.used.has(i) {
			return o.refuse("unused-words", i, "%q names a part of the year the plan does not read: it would compare the whole year", span)
		}
		n, of, _ := english.PartOfYear(o.word(i-1), o.word(i))
		warns.add(o.diagnostic("year-part-read", o.tokSpans(i-1, years[k]),
			fmt.Sprintf("read %q as part %d of %d of the calendar year (months %d to %d), not of a fiscal year", span, n, of, (n-1)*12/of+1, n*12/of)))
	}
	return nil
}

// possessedSelfNoun reads "Which Xs have a N?" where N names a
// relationship joining X's label to itself and called N_OF ("books that
// have a sequel" over SEQUEL_OF, "categories with a subcategory" over
// SUBCATEGORY_OF): the relationship's source is the N of its target, so
// the things that have one are its targets. The labels cannot say which
// end the asked-for thing stands at, and a plan reading it as the source
// answers who is an N instead; the direction is set from the name, and
// the reading is a warning (self-noun-read).
func (o *offline) possessedSelfNoun(q *templates.Query, warns *sink) {
	asked := map[string]bool{}
	for _, r := range q.Return {
		asked[r.Var] = true
	}
	for j := 1; j < len(o.toks); j++ {
		h := j - 1
		if english.IndefArticle.Is(o.word(h)) {
			h--
		}
		if h < 0 || !english.HaveA.Is(o.word(h)) || o.toks[j].POS != grounding.NOUN {
			continue
		}
		typ := o.ofEdgeNamed(j)
		if typ == "" {
			continue
		}
		flip := func(from string, hop *templates.Hop) bool {
			if hop.Edge != typ || hop.Min != 0 || len(hop.Or) > 0 || hop.Dir != templates.Out || !asked[from] || asked[hop.To.Var] || o.varFiltered(q, hop.To.Var) {
				return false
			}
			hop.Dir = templates.In
			warns.add(o.diagnostic("self-noun-read", o.tokSpan(j),
				fmt.Sprintf("%s joins %s to itself, and its name says its source is the %s of its target: the things that have %s %s are read as its targets", typ, hop.To.Label, o.word(j), o.word(j-1), o.word(j))))
			o.used.mark(j)
			return true
		}
		for pi := range q.Match {
			p := &q.Match[pi]
			if len(p.Hops) == 1 && flip(p.From.Var, &p.Hops[0]) {
				return
			}
		}
		done := false
		templates.Leaves(q.Where, func(e templates.Expr) {
			if x, ok := e.(*templates.Exists); ok && !done && len(x.Path.Hops) == 1 && len(x.FarEq) == 0 {
				done = flip(x.Path.From.Var, &x.Path.Hops[0])
			}
		})
		if done {
			return
		}
	}
}

// ofEdgeNamed is the relationship token j's noun names when it joins a
// label to itself and its name is that noun and "of" (SEQUEL_OF), "" when
// none or several.
func (o *offline) ofEdgeNamed(j int) string {
	found := ""
	for _, e := range o.ev.Elements {
		if e.Kind != "edge" || o.tokenAt(e.Span) != j {
			continue
		}
		words := grounding.SplitName(e.Name)
		et := o.s.EdgeType(e.Name)
		if et == nil || !selfRelation(et) || len(words) != 2 || !english.Of.Is(words[1]) || !english.SameBase(words[0], o.word(j)) {
			continue
		}
		if found != "" && found != e.Name {
			return ""
		}
		found = e.Name
	}
	return found
}

// varFiltered: the plan's filters read variable v.
func (o *offline) varFiltered(q *templates.Query, v string) bool {
	hit := false
	templates.Leaves(q.Where, func(e templates.Expr) {
		if c, ok := e.(*templates.Cmp); ok && c.Var == v {
			hit = true
		}
	})
	return hit
}

// verbNamesEdgeValue reads "Who translated X?", "Who edited X?" where the
// verb links to nothing and a text property of the relationship the plan
// walks stores, among its values, the noun of that verb ('translator',
// 'editor' on a WROTE.role): the verb says in which role the thing is
// joined, and the plan without it returns everyone joined in any role.
// Only a value of one property of one walked relationship is read, and not
// when the verb is the relationship's own name; the reading is a warning
// (verb-value-read).
func (o *offline) verbNamesEdgeValue(pl *pattern, q *templates.Query, warns *sink) {
	for i, t := range o.toks {
		// The tagger guesses an unknown verb's part of speech ("contributed"
		// comes out a proper noun), so any word written in lower case is
		// read; the stored value must still be the doer noun of its base.
		if t.POS == grounding.PUNCT || t.POS == grounding.NUM || t.Text != o.word(i) || o.used.has(i) || t.Quoted || o.linksAt(i) {
			continue
		}
		type hit struct {
			hop         *templates.Hop
			prop, value string
		}
		var hits []hit
		for pi := range q.Match {
			for hi := range q.Match[pi].Hops {
				h := &q.Match[pi].Hops[hi]
				if h.Min != 0 || len(h.Or) > 0 {
					continue
				}
				if ws := grounding.SplitName(h.Edge); len(ws) > 0 && english.SameBase(ws[0], o.word(i)) {
					continue
				}
				for _, pr := range o.propsOf(h.Edge) {
					if pr.Type != schema.String {
						continue
					}
					for _, sv := range pr.Samples {
						if v, ok := sv.(string); ok && v != o.word(i) && english.Agent(v) && english.SameBase(v, o.word(i)) {
							hits = append(hits, hit{h, pr.Name, v})
							break
						}
					}
				}
			}
		}
		if len(hits) != 1 {
			continue
		}
		x := hits[0]
		if x.hop.Var == "" {
			x.hop.Var = pl.newVar("r")
		}
		c := templates.C(x.hop.Var, x.prop, templates.Eq, x.value)
		if q.Where == nil {
			q.Where = c
		} else {
			q.Where = &templates.And{Args: []templates.Expr{q.Where, c}}
		}
		o.used.mark(i)
		warns.add(o.diagnostic("verb-value-read", o.tokSpan(i),
			fmt.Sprintf("%q links to nothing, and %s.%s stores '%s', the one who does it: the relationship is kept only where it holds that value", t.Text, x.hop.Edge, x.prop, x.value)))
	}
}
