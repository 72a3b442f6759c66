package offline

import (
	"fmt"
	"strings"

	"github.com/gql-dev/gql/grounding"
	"github.com/gql-dev/gql/internal/english"
	"github.com/gql-dev/gql/schema"
	"github.com/gql-dev/gql/templates"
)

// storedCountLinks reads "Which hotel has the most rooms?" over
// Hotel.rooms_total: the noun after a count ranking ("the most", "the
// fewest") or a comparison ("more rooms than Harbor Pine Porto", "more
// than 100 rooms") spells, with a word of counting (total, count, num, number),
// the name of a whole-number property of a thing the question names, so
// the data keeps that count itself. The noun's own links — to a
// relationship or label that no relationship joins to that thing
// (FOR_ROOM, between bookings and room types) — would count something
// unconnected; they are set aside, and the noun is linked to the stored
// count, which the count ranking then reads as the column it ranks by
// (mostOfColumn). When the noun names a label or relationship joined to
// the thing, counting those is a reading too, and nothing is changed.
// Warned stored-count-read.
func (o *offline) storedCountLinks(warns *sink) {
	named := map[string]bool{}
	for _, e := range o.ev.Elements {
		if e.Kind == "label" {
			named[e.Name] = true
		}
	}
	for k := 1; k < len(o.toks); k++ {
		if !o.mostAtBut(k-1, -1) && !english.Fewest.Is(o.word(k-1)) && !o.comparedWithNamed(k-1) && !(o.isNumber(k-1) && english.Comparison(o.words, k-1) != "") {
			continue
		}
		noun := o.word(k)
		if noun == english.Lemma(noun) {
			continue // a count names a plural
		}
		var owner, prop string
		n := 0
		for l := range named {
			for _, p := range o.propsOf(l) {
				if p.Type.Elem() == schema.Int && !p.Type.IsList() && storedCountOf(p.Name, noun) {
					owner, prop = l, p.Name
					n++
				}
			}
		}
		if n != 1 {
			continue
		}
		sp := o.toks[k].Span
		joined, other := false, false
		for _, e := range o.ev.Elements {
			if e.Span.End <= sp.Start || e.Span.Start >= sp.End || e.Kind == "prop" {
				continue
			}
			other = true
			if e.Kind == "label" && (e.Name == owner || o.joins(e.Name, owner)) || e.Kind == "edge" && o.endOf(e.Name, owner) {
				joined = true
			}
		}
		if joined {
			continue
		}
		if other {
			o.ev = o.ev.keepElements(func(_ int, e ElementLink) bool {
				return e.Span.End <= sp.Start || e.Span.Start >= sp.End
			})
		}
		o.addLinks(ElementLink{Kind: "prop", Name: prop, Owner: owner, Span: sp, Score: 1})
		warns.add(o.diagnostic("stored-count-read", o.tokSpans(k-1, k),
			fmt.Sprintf("%q is read as %s of %s, a count each %s stores of its %s, rather than a count of related things", o.toks[k-1].Text+" "+o.toks[k].Text, prop, owner, owner, noun)))
		return
	}
}

// storedCountOf: the property's name is the noun and a word of counting
// (rooms_total, total_rooms, num_rooms, room_count for "rooms").
func storedCountOf(prop, noun string) bool {
	words := grounding.SplitName(schema.LocalName(prop))
	if len(words) < 2 {
		return false
	}
	counting, rest := 0, []string{}
	for _, w := range words {
		w = strings.ToLower(w)
		if english.Of.Is(w) {
			continue
		}
		if english.CountInName.Is(w) {
			counting++
			continue
		}
		rest = append(rest, w)
	}
	if counting != 1 || len(rest) != 1 {
		return false
	}
	return rest[0] == noun || english.Lemma(rest[0]) == english.Lemma(noun)
}

// joins: a relationship type of the schema joins the two labels.
func (o *readCtx) joins(a, b string) bool {
	for _, et := range o.s.EdgeTypes {
		for _, ep := range et.Endpoints {
			if ep.From == a && ep.To == b || ep.From == b && ep.To == a {
				return true
			}
		}
	}
	return false
}

// whoLinksAside sets aside a property link grounding made on "who" or
// "whom" alone ("Who" → capacity_persons, by its word "persons"): the
// question word asks for a person, and a property counting persons is no
// person; left, it drew the plan to the label owning it.
func (o *offline) whoLinksAside() {
	o.ev = o.ev.keepElements(func(_ int, e ElementLink) bool {
		idx := o.tokensIn(e.Span)
		return e.Kind != "prop" || len(idx) != 1 || !english.Frame.Who.Is(o.word(idx[0]))
	})
}

// copulaDeniedBefore: the agent noun at pos is what a copula denies of
// its subject ("staff who aren't managers", "people who are not
// followers", "is not a manager"): the subject is not the doer, so it
// stands at the relationship's source, unlike "people with no followers",
// where the agent is someone else.
func (o *readCtx) copulaDeniedBefore(pos int) bool {
	k := pos - 1
	for k >= 0 && english.Determiner.Is(o.word(k)) {
		k--
	}
	if k < 0 {
		return false
	}
	if english.CopulaDenied.Is(o.word(k)) {
		return true
	}
	return k > 0 && english.CopulaNot.Is(o.word(k)) && english.Copula.Is(o.word(k-1))
}

// agentOrValue refuses "staff who aren't managers" where the noun the
// copula denies names a relationship by its doer (MANAGES) and is also a
// stored value of a text property of a thing at that relationship's end
// (Staff.role holds 'manager'): whether the staff are those who manage
// nobody or those whose role is not manager is not said, and the two
// differ wherever someone manages without the title. Only the denied
// copula is read here; the rest of the question keeps its reading.
func (o *offline) agentOrValue() error {
	for k := range o.toks {
		if !o.copulaDeniedBefore(k) || !o.linksKind(k, "edge") {
			continue
		}
		for _, e := range o.ev.Elements {
			if e.Kind != "edge" || o.tokenAt(e.Span) != k {
				continue
			}
			et := o.s.EdgeType(e.Name)
			if et == nil {
				continue
			}
			for _, ep := range et.Endpoints {
				for _, l := range []string{ep.From, ep.To} {
					for _, p := range o.propsOf(l) {
						if p.Type != schema.String {
							continue
						}
						for _, v := range p.Samples {
							if s, ok := v.(string); ok && strings.EqualFold(s, o.lower[k]) {
								return o.refuse("agent-or-value", k, "%q names both %s, by its doer, and the value %q of %s.%s: the %s that are not %s may be those with no %s or those whose %s is not %q, which differ; ask with one of them (\"whose %s is not %s\", or a verb of the relationship)",
									o.toks[k].Text, e.Name, s, l, p.Name, l, o.toks[k].Text, e.Name, p.Name, s, p.Name, s)
							}
						}
					}
				}
			}
		}
	}
	return nil
}

// whereUnplaced refuses a "where" question the plan answers with no place
// ("Where is CS101 taught?" answered with the course's title, its teachers
// being no place): a column of a label named for a place (english
// PlaceLabel) or a property named for one (english.PlaceProperty) answers
// "where"; anything else answers another question.
func (o *offline) whereUnplaced(q *templates.Query) error {
	first := -1
	for i := range o.toks {
		if w := o.word(i); w != "" && !isPunct(w) {
			first = i
			break
		}
	}
	if first < 0 || !english.WherePlace.Is(o.word(first)) {
		return nil
	}
	labels := varLabels(q)
	var shown []string
	for _, r := range q.Return {
		if r.Agg != templates.NoAgg && r.Agg != templates.Any {
			return nil // "where" with a count or aggregate is read elsewhere
		}
		if r.Agg == templates.Any || english.PlaceLabel(labels[r.Var]) {
			return nil
		}
		parts := strings.FieldsFunc(strings.ToLower(schema.LocalName(r.Prop)), func(c rune) bool { return c == '_' || c == '-' || c == ' ' })
		if len(parts) > 0 && english.PlaceProperty.Is(parts[len(parts)-1]) {
			return nil
		}
		p := r.Prop
		if p == "" {
			p = o.s.Key(labels[r.Var])
		}
		shown = append(shown, labels[r.Var]+"."+p)
	}
	if len(shown) == 0 {
		return nil
	}
	return o.refuse("where-unplaced", first, "\"where\" asks for a place, and the plan would return %s, which names none (no label or property of it is named for a place): what the question asks for does not link to the schema", strings.Join(shown, ", "))
}

// comparedWithNamed: token k is a comparative that "than" and a named
// thing follow ("more rooms than Harbor Pine Porto"): the count compared
// is each thing's, read against the named one's (than-node).
func (o *readCtx) comparedWithNamed(k int) bool {
	if !english.ComparativeThanAt(o.words, k) {
		return false
	}
	for t := k + 1; t < len(o.toks) && t <= k+3; t++ {
		if english.Than.Is(o.word(t)) {
			return o.valueAt(t+1) || t+2 < len(o.toks) && english.Determiner.Is(o.word(t+1)) && o.valueAt(t+2)
		}
	}
	return false
}
