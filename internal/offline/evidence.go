package offline

import (
	"fmt"
	"strings"

	"github.com/gql-dev/gql/diag"
	"github.com/gql-dev/gql/grounding"
	"github.com/gql-dev/gql/templates"
)

// EvidenceFrom reads grounding's result as the offline compiler's evidence:
// every mapping-table row (with its runners-up for properties owned by
// several labels) and the best candidate of every value link.
func EvidenceFrom(r *grounding.Result) *Evidence {
	ev := &Evidence{Question: r.Question, Tokens: r.Tokens}
	named := map[string]bool{} // labels the question names, or names a value of
	for _, l := range r.Mapping {
		if l.Element.Kind == grounding.LabelKind {
			named[l.Element.Name] = true
		}
	}
	for _, v := range r.Values {
		if len(v.Candidates) > 0 {
			named[v.Best().Field.Owner] = true
		}
	}
	for _, l := range r.Mapping {
		if unowned(l, named) {
			// "the name property of all movies" on a graph where genres,
			// keywords and people have names and movies do not: whose
			// name is a guess, and the guess would join a label the
			// question never mentions.
			ev.Unowned = append(ev.Unowned, ElementLink{Kind: string(l.Element.Kind), Name: l.Element.Name, Owner: l.Element.Owner, Span: l.Span, Score: l.Score})
			continue
		}
		ev.Elements = append(ev.Elements, ElementLink{
			Kind: string(l.Element.Kind), Name: l.Element.Name, Owner: l.Element.Owner,
			Span: l.Span, Score: l.Score,
		})
	}
	for _, u := range r.Unmatched {
		m := Unmatched{Text: u.Text, Quoted: u.Quoted, Span: u.Span}
		for _, c := range u.Candidates {
			m.Closest = append(m.Closest, ValueLink{Owner: c.Field.Owner, OnEdge: c.Field.Edge, Prop: c.Field.Prop, Value: c.Value, Span: u.Span, Score: c.Score})
		}
		ev.Unmatched = append(ev.Unmatched, m)
	}
	for _, v := range r.Values {
		if len(v.Candidates) == 0 {
			continue
		}
		b := preferredValue(v.Candidates, r)
		if l := labelRightAfter(r, v.Span); l != "" && b.Score < 0.97 && b.Field.Owner != l {
			// "the Support department": a name followed by a label noun
			// names one of that label's things, here the one whose value
			// holds the name's words ("Customer Support"), not a closer
			// spelling elsewhere ("Support Lead"). With none, the partial
			// match on another label is not what the name means ("the
			// Engineering department" is not the title Engineering
			// Manager): the name stays unlinked.
			text := grounding.Normalize(r.Question[v.Span.Start:v.Span.End])
			found := false
			for _, c := range v.Candidates {
				if c.Field.Owner == l && !c.Field.Edge && holdsWords(grounding.Normalize(fmt.Sprint(c.Value)), text) {
					b, found = c, true
					break
				}
			}
			if !found {
				continue
			}
		}
		ev.Values = append(ev.Values, ValueLink{
			Owner: b.Field.Owner, OnEdge: b.Field.Edge, Prop: b.Field.Prop,
			Value: b.Value, Span: v.Span, Score: b.Score,
			Readings: readingsOf(v, b),
		})
	}
	return clinicValues(namePartsAside(ev, r), r)
}

// preferredValue breaks near-ties between stored values: a node's key
// ("Jerry Maguire" the title) over a node property, over an edge property
// (the role "Jerry Maguire").
func preferredValue(cs []grounding.ValueCandidate, r *grounding.Result) grounding.ValueCandidate {
	best := cs[0]
	rank := func(c grounding.ValueCandidate) int {
		switch {
		case c.Field.Edge:
			return 0
		case c.Field.Prop == "name" || c.Field.Prop == "title":
			return 2
		}
		return 1
	}
	for _, c := range cs[1:] {
		if c.Score >= best.Score-0.02 && rank(c) > rank(best) {
			best = c
		}
	}
	return best
}

// ElementLink is one row of the mapping table as the offline compiler reads
// it: a span of the question linked to a label, an edge type or a property.
type ElementLink struct {
	Kind  string    // "label", "edge" or "prop"
	Name  string    // label, edge type or property key
	Owner string    // for a property: the label or edge type that has it ("" when several do)
	Span  diag.Span // bytes of the question
	Score float64
	// implied: not a mention of its own (an edge implied by its property).
	implied bool
}

// ValueLink is a span of the question linked to a value stored in the graph.
type ValueLink struct {
	Owner  string // label, or edge type when OnEdge
	OnEdge bool
	Prop   string
	Value  any // the stored value, exactly
	Span   diag.Span
	Score  float64
	// Readings are the fields that store the value equally well when no
	// word of the question chooses between them and the link's field is
	// one of them (grounding's Ambiguous): the plan must not take one.
	Readings []grounding.Field
}

// readingsOf is the link's undecided readings: grounding's Ambiguous when
// the candidate taken is one of them (preferredValue ranks a key over
// another property, which the words do not say), else none.
func readingsOf(v grounding.ValueLink, b grounding.ValueCandidate) []grounding.Field {
	if len(v.Ambiguous) < 2 {
		return nil
	}
	for _, f := range v.Ambiguous {
		if f == b.Field {
			return v.Ambiguous
		}
	}
	return nil
}

// Evidence is everything grounding found in a question.
type Evidence struct {
	Question string
	Tokens   []grounding.Token
	Elements []ElementLink
	Values   []ValueLink
	// Unmatched are names that match no stored value, with the closest
	// stored values (best first).
	Unmatched []Unmatched
	// Unowned are the property links set aside because the labels that
	// hold the property tie and none is named (keyNounLinksAside reads
	// one of them as its label).
	Unowned []ElementLink
	// TopTwig is the best-ranked structural template for the question, if
	// any: a plan that returns other columns or walks other relationships
	// carries a twig-disagrees warning.
	TopTwig *templates.Query
	clinic  []clinicNote // warnings of clinicValues' readings
}

// Unmatched is a quoted or capitalised name the graph does not hold.
type Unmatched struct {
	Text    string
	Quoted  bool
	Span    diag.Span
	Closest []ValueLink
	part    bool // a part of several stored names (namePartsAside)
}

// labelRightAfter is the label a mapping row links to the words right
// after span ("Support" then "department"), "" when none does.
func labelRightAfter(r *grounding.Result, sp diag.Span) string {
	for _, l := range r.Mapping {
		if l.Element.Kind != "label" || l.Span.Start < sp.End {
			continue
		}
		if strings.TrimSpace(r.Question[sp.End:l.Span.Start]) == "" {
			return l.Element.Name
		}
	}
	return ""
}

// holdsWords: every word of text is a word of value.
func holdsWords(value, text string) bool {
	words := map[string]bool{}
	for _, w := range strings.Fields(value) {
		words[w] = true
	}
	for _, w := range strings.Fields(text) {
		if !words[w] {
			return false
		}
	}
	return text != ""
}

// unowned: a property link whose name several owners share at the same
// score, none of them named in the question.
func unowned(l grounding.Link, named map[string]bool) bool {
	if l.Element.Kind != grounding.PropKind || named[l.Element.Owner] {
		return false
	}
	tied := false
	for _, a := range l.Alternatives {
		if a.Element.Kind == grounding.PropKind && a.Element.Name == l.Element.Name && a.Score == l.Score {
			if named[a.Element.Owner] {
				return false
			}
			tied = true
		}
	}
	return tied
}

// keepElements is a copy of the evidence holding the element links keep
// accepts (k is a link's index): a compilation sets links aside on its own
// copy, never on the caller's evidence.
func (ev *Evidence) keepElements(keep func(k int, e ElementLink) bool) *Evidence {
	out := *ev
	out.Elements = nil
	for k, e := range ev.Elements {
		if keep(k, e) {
			out.Elements = append(out.Elements, e)
		}
	}
	return &out
}

// addLinks gives this compilation links the caller's grounding did not
// make (a cue word read as a label noun, an act verb read as its node): a
// copy of the evidence with them appended, never the caller's, read from
// here on. Nothing added leaves the context as it is.
func (o *offline) addLinks(added ...ElementLink) {
	if len(added) == 0 {
		return
	}
	ev := *o.ev
	ev.Elements = append(append([]ElementLink(nil), o.ev.Elements...), added...)
	c := *o.readCtx
	c.ev = &ev
	o.readCtx = &c
}
