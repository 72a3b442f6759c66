package offline

import (
	"strings"

	"github.com/gql-dev/gql/schema"
	"github.com/gql-dev/gql/templates"
)

// "Who works at Braga Central Clinic?" where doctors and nurses both work
// at clinics: "who" names no label, and the relationship's end the answer
// stands at holds things of several labels. A plan returns the things of
// one label (the first the schema lists), which answers for part of them
// and says nothing. One pattern cannot return things of two labels, so
// the question is refused (who-several-labels) and the reason names them;
// naming the kind ("which doctors work at …") is answered as before.

// whoSeveralLabels refuses a "who" plan whose one returned thing, of a
// label the question does not name, is reached by a relationship that
// reaches things of other labels from the same thing.
func (o *offline) whoSeveralLabels(q *templates.Query) error {
	if len(q.Return) == 0 {
		return nil
	}
	v := q.Return[0].Var
	for _, r := range q.Return {
		if r.Var != v || r.Agg != "" {
			return nil
		}
	}
	labels := varLabels(q)
	l := labels[v]
	if l == "" || !o.whoAsksFor(q, l) || o.labelMentioned(l) {
		return nil
	}
	for _, p := range q.Match {
		prev := p.From.Var
		for _, h := range p.Hops {
			to := h.To.Var
			if alts := o.otherEnds(h, labels[prev], prev == v, to == v, labels[to]); len(alts) > 0 {
				return o.refuse("who-several-labels", o.firstWord(), "\"who\" names no kind of thing, and %s joins %s to things of several labels (%s, %s); one pattern returns one label, so naming the kind asks what is meant", h.Edge, o.otherLabel(labels, prev, to, v), l, strings.Join(alts, ", "))
			}
			prev = to
		}
	}
	return nil
}

// otherEnds are the labels besides the asked one's that the hop's edge
// joins to the other end's label in the same orientation.
func (o *offline) otherEnds(h templates.Hop, prevLabel string, prevAsked, toAsked bool, toLabel string) []string {
	if h.VarLength() || len(h.Or) > 0 || prevAsked == toAsked {
		return nil
	}
	et := o.s.EdgeType(h.Edge)
	if et == nil {
		return nil
	}
	asked, far := toLabel, prevLabel
	if prevAsked {
		asked, far = prevLabel, toLabel
	}
	// askedIsSource: the asked thing stands at the edge's source.
	askedIsSource := hasEndpoint(et, asked, far)
	askedIsTarget := hasEndpoint(et, far, asked)
	if askedIsSource == askedIsTarget {
		return nil // a relationship of a label to itself, or no endpoint: not this reading
	}
	var alts []string
	for _, ep := range et.Endpoints {
		if askedIsSource && ep.To == far && ep.From != asked {
			alts = append(alts, ep.From)
		}
		if askedIsTarget && ep.From == far && ep.To != asked {
			alts = append(alts, ep.To)
		}
	}
	return alts
}

func hasEndpoint(et *schema.EdgeType, from, to string) bool {
	for _, ep := range et.Endpoints {
		if ep.From == from && ep.To == to {
			return true
		}
	}
	return false
}

// otherLabel is the label of the hop's end that is not the asked thing.
func (o *offline) otherLabel(labels map[string]string, prev, to, v string) string {
	if prev == v {
		return labels[to]
	}
	return labels[prev]
}

// labelMentioned: a mapping link or a value link names the label.
func (o *readCtx) labelMentioned(l string) bool {
	for _, e := range o.ev.Elements {
		if e.Kind == "label" && e.Name == l {
			return true
		}
	}
	for _, x := range o.ev.Values {
		if !x.OnEdge && x.Owner == l {
			return true
		}
	}
	return false
}

// firstWord is the index of the question's first word.
func (o *readCtx) firstWord() int {
	for i := range o.toks {
		if w := o.word(i); w != "" && !isPunct(w) {
			return i
		}
	}
	return 0
}
