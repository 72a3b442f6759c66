package offline

import (
	"fmt"
	"strings"

	"github.com/gql-dev/gql/grounding"
	"github.com/gql-dev/gql/internal/english"
	"github.com/gql-dev/gql/schema"
	"github.com/gql-dev/gql/templates"
)

// Nets of transit's first run (docs/offline.md "transit's first run
// (fix20)"): plans that answered another question, each refused by its
// mechanism, for any graph. fix20Refusal is asked by the account phase
// once the plan is built.
func (o *accounting) fix20Refusal(q *templates.Query) error {
	uses := planElements(q)
	if i, p := o.identifierNumber(q); i >= 0 {
		return o.refuse("unused-words", i, "%q names one thing by its number, and the plan compares the number with %s, a quantity of something else; the thing's own number is what the question means", o.toks[i-1].Text+" "+o.toks[i].Text, p)
	}
	if i, p := o.flagAsAnswer(q); i >= 0 {
		return o.refuse("unused-words", i, "%q asks for things, and the plan returns only %s, a yes/no property, in their place", o.toks[i].Text, p)
	}
	if i, p := o.flagNamedByEdgeValue(q, uses); i >= 0 {
		return o.refuse("unused-words", i, "%q names %s, a yes/no property of a thing the plan reads, and the plan reads it as a stored value of another thing instead", o.toks[i].Text, p)
	}
	if i, p := o.positionUnread(q, uses); i >= 0 && !o.positionRead(q, i) { // fix24_positions.go
		return o.refuse("unused-words", i, "%q asks for a position along a relationship, which %s holds, and the plan does not read it", o.toks[i].Text, p)
	}
	if i, p := o.subunitAsked(q); i >= 0 {
		return o.refuse("unused-words", i, "the question asks for the amount in %q, and the plan returns %s as stored, in another unit", o.toks[i].Text, p)
	}
	return nil
}

// cmpNumber is a comparison's value as a number.
func cmpNumber(v any) (float64, bool) {
	switch x := v.(type) {
	case int:
		return float64(x), true
	case int64:
		return float64(x), true
	case float64:
		return x, true
	}
	return 0, false
}

// identifierNumber: "Which depot is bus 3017 kept at?", "Which line is
// tram 210 assigned to?" — a number right after a noun, with no unit
// after it, names one thing by its number (a fleet number, a room, a
// flight). The plan compared it for equality with a property the noun
// does not spell (a depot's opened_year, a line's length_km), so it
// answered about whatever has that quantity. A noun that names the
// property ("zone 1", "season 3", "flight 101" over flight_no) is the
// property's own value.
func (o *accounting) identifierNumber(q *templates.Query) (int, string) {
	for i := 1; i < len(o.toks); i++ {
		n, ok := o.numberAt(i)
		if !ok || o.toks[i].POS != grounding.NUM || o.toks[i-1].POS != grounding.NOUN && o.toks[i-1].POS != grounding.PROPN || o.toks[i-1].Quoted || o.valueAt(i) {
			continue
		}
		if _, unit := english.UnitWord(o.word(i - 1)); unit || english.CalendarNoun.Is(o.word(i-1)) {
			continue
		}
		if _, unit := english.UnitWord(o.word(i + 1)); unit {
			continue
		}
		noun, link := o.lower[i-1], o.propLinkAt(i-1)
		bad := ""
		templates.Leaves(q.Where, func(e templates.Expr) {
			c, ok := e.(*templates.Cmp)
			if !ok || c.Op != templates.Eq || bad != "" {
				return
			}
			if v, ok := cmpNumber(c.Value); !ok || v != n {
				return
			}
			if c.Prop == link || localName(c.Prop) == localName(link) || sharesStem(noun, c.Prop) || sharesStem(o.word(i-1), c.Prop) {
				return
			}
			bad = c.Prop
		})
		if bad != "" {
			return i, bad
		}
	}
	return -1, ""
}

// flagAsAnswer: "Which electric buses have done more than 500,000 km?"
// answered with battery_electric — a "which"/"what" question before a
// noun asks for things, and a plan whose every column is a yes/no
// property returns true/false in their place.
func (o *accounting) flagAsAnswer(q *templates.Query) (int, string) {
	wh := o.whPos()
	if wh < 0 || !english.FixRel3Which.Is(o.word(wh)) || wh+1 >= len(o.toks) || len(q.Return) == 0 {
		return -1, ""
	}
	if p := o.toks[wh+1].POS; p != grounding.NOUN && p != grounding.ADJ {
		return -1, ""
	}
	labels := varLabels(q)
	var props []string
	for _, r := range q.Return {
		l := labels[r.Var]
		if r.Agg != "" || r.Prop == "" || l == "" || !o.boolProp(l, r.Prop) {
			return -1, ""
		}
		props = append(props, r.Prop)
	}
	return wh, strings.Join(props, ", ")
}

// hopEdges maps the plan's edge variables to their edge types, and lists
// every edge type it walks.
func hopEdges(q *templates.Query) (map[string]string, []string) {
	vars := map[string]string{}
	var walked []string
	for _, p := range q.Match {
		for _, h := range p.Hops {
			walked = append(walked, h.Edge)
			if h.Var != "" {
				vars[h.Var] = h.Edge
			}
		}
	}
	return vars, walked
}

// flagNamedByEdgeValue: "Does the B40 run at night?" read as the B40's
// drivers rostered on a night shift — the word is a stored value of
// another thing's property, and it also names a yes/no property
// (night_service) of a thing the plan reads, which the plan leaves
// unread. What the thing itself does is its flag; the stored value of
// something joined to it answers another question.
func (o *accounting) flagNamedByEdgeValue(q *templates.Query, uses map[string]bool) (int, string) {
	labels := varLabels(q)
	edges, _ := hopEdges(q)
	found, tok := "", -1
	templates.Leaves(q.Where, func(e templates.Expr) {
		c, ok := e.(*templates.Cmp)
		if !ok || found != "" {
			return
		}
		s, ok := c.Value.(string)
		if !ok || strings.ContainsAny(s, " _-") {
			return
		}
		s = strings.ToLower(s)
		owner := labels[c.Var]
		if owner == "" {
			owner = edges[c.Var]
		}
		for v, l := range labels {
			if v == c.Var || l == owner {
				continue
			}
			for _, p := range o.propsOf(l) {
				if uses[p.Name] || !o.boolProp(l, p.Name) {
					continue
				}
				for _, w := range schemaWords(p.Name) {
					if w == s {
						found = l + "." + p.Name
					}
				}
			}
		}
		if found != "" {
			for k := range o.toks {
				if o.lower[k] == s || o.word(k) == s {
					tok = k
				}
			}
			if tok < 0 {
				found = ""
			}
		}
	})
	return tok, found
}

// positionUnread: "Which stop is the 4th on the B12?", "List the stops of
// the M2 in order." — the relationship the plan walks holds each thing's
// position along it (stop_seq, position), and an ordinal or a bare "in
// order" asks for that position; a plan that does not read it answers
// with every thing, or in the order of their names.
func (o *accounting) positionUnread(q *templates.Query, uses map[string]bool) (int, string) {
	_, walked := hopEdges(q)
	seq := ""
	for _, et := range walked {
		for _, p := range o.propsOf(et) {
			if uses[p.Name] || p.Type != schema.Int && p.Type != schema.Float {
				continue
			}
			for _, w := range schemaWords(p.Name) {
				if english.SequenceWord.Is(w) {
					seq = et + "." + p.Name
				}
			}
		}
	}
	if seq == "" {
		return -1, ""
	}
	for k := range o.toks {
		if _, ok := english.Ordinal(o.word(k)); ok && !o.toks[k].Quoted {
			return k, seq
		}
		if english.UnitIn.Is(o.word(k)) && english.OrderNoun.Is(o.word(k+1)) && !english.Of.Is(o.word(k+2)) {
			return k + 1, seq
		}
	}
	return -1, ""
}

// subunitAsked: "How much is a Day Ticket in cents?" answered with
// price_eur — the amount is asked in a currency's hundredth, and the
// plan returns a stored amount whose name says nothing of it.
func (o *accounting) subunitAsked(q *templates.Query) (int, string) {
	for k := 1; k < len(o.toks); k++ {
		if !english.MoneySubunit.Is(o.word(k)) || !english.UnitIn.Is(o.word(k-1)) {
			continue
		}
		for _, r := range q.Return {
			if r.Prop != "" && r.Agg != templates.Count && !sharesStem(o.word(k), r.Prop) {
				return k, fmt.Sprint(r.Prop)
			}
		}
	}
	return -1, ""
}
