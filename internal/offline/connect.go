package offline

import (
	"fmt"
	"sort"
	"strings"

	"github.com/gql-dev/gql/schema"

	"github.com/gql-dev/gql/internal/english"
	"github.com/gql-dev/gql/templates"
)

// connectMax bounds the path: a breadth-first walk over every relationship
// grows with the graph's degree at each step, and six steps link most
// things that are linked at all.
const connectMax = 6

// connection answers "How is A connected to B?" with the shortest path
// between the two named things over every relationship of the schema,
// walked either way (templates' Shortest): the question names no
// relationship, so any may be on the way. It returns nil when the question
// is not of that form: "how" before a connection word, and exactly two
// named things. SPARQL cannot return a path, so its rendering refuses with
// the reason.
func (o *offline) connection(pl *pattern, warns *sink) *templates.Query {
	how, at := -1, -1
	for i := range o.toks {
		switch w := o.word(i); {
		case english.How.Is(w) && how < 0:
			how = i
		case english.Connected.Is(w) && how >= 0 && i-how <= 6:
			at = i
		}
	}
	if at < 0 {
		return nil
	}
	var named []*onode
	for _, n := range pl.nodes {
		if len(n.filter) > 0 {
			named = append(named, n)
		}
	}
	if len(named) != 2 {
		return nil
	}
	a, b := named[0], named[1]
	if a.pos > b.pos {
		a, b = b, a
	}
	var edges []string
	for _, et := range o.s.EdgeTypes {
		edges = append(edges, et.Name)
	}
	sort.Strings(edges)
	var where []templates.Expr
	where = append(where, a.filter...)
	where = append(where, b.filter...)
	q := &templates.Query{
		Match:    []templates.Path{templates.P(templates.N(a.v, a.label))},
		Where:    templates.AllOf(where...),
		Shortest: &templates.Shortest{Var: "path", From: a.v, To: templates.N(b.v, b.label), Edges: edges, Dir: templates.Both, Max: connectMax, Show: o.namingProps()},
		// A reader follows a path as the things on it, in order: one row
		// per node, shown by its name with its key beside it.
		Return: []templates.Proj{{Var: "path", Prop: templates.PathNode, As: "name"}, {Var: "path", Prop: templates.PathKey, As: "key"}},
	}
	if _, err := templates.Normalize(q, o.s); err != nil {
		return nil
	}
	for i := how; i <= at; i++ {
		o.used.mark(i)
	}
	if cv, err := templates.Caveats(q, o.s); err == nil {
		for _, c := range cv {
			if c.Code == templates.CaveatShortestOne {
				warns.add(o.diagnostic("path-chosen", o.tokSpan(at),
					fmt.Sprintf("the plan lists the nodes of one shortest path between %s and %s, in order, one row each, over any relationship, either way, at most %d steps: %s", a.label, b.label, connectMax, c.Detail)))
			}
		}
	}
	return q
}

// hopCount answers "How many hops is A from B?" ("how many steps between
// A and B") with the length of a shortest path between the two named
// things over every relationship, walked either way: a hop names no
// relationship, so any may be on the way, and the length is the same
// whichever shortest path an engine finds. Nil unless "how many" stands
// right before a hop noun and exactly two things are named.
func (o *offline) hopCount(pl *pattern, warns *sink) *templates.Query {
	at := -1
	for i := 0; i+2 < len(o.toks); i++ {
		if english.How.Is(o.word(i)) && english.Many.Is(o.word(i+1)) && english.Hop.Is(o.word(i+2)) {
			at = i + 2
			break
		}
	}
	if at < 0 || o.linksAny(at) {
		// "How many steps does the recipe have" where steps is a
		// property (or Step a label) counts that, not a distance.
		return nil
	}
	a, b, ok := twoNamed(pl)
	if !ok {
		return nil
	}
	q := &templates.Query{
		Match:    []templates.Path{templates.P(templates.N(a.v, a.label))},
		Where:    templates.AllOf(append(append([]templates.Expr(nil), a.filter...), b.filter...)...),
		Shortest: &templates.Shortest{Var: "path", From: a.v, To: templates.N(b.v, b.label), Edges: o.allEdges(), Dir: templates.Both, Max: connectMax},
		Return:   []templates.Proj{{Var: "path", Prop: templates.PathLength}},
	}
	if _, err := templates.Normalize(q, o.s); err != nil {
		return nil
	}
	for i := at - 2; i <= at; i++ {
		o.used.mark(i)
	}
	warns.add(o.diagnostic("path-chosen", o.tokSpan(at),
		fmt.Sprintf("a hop is read as one relationship of any type, walked either way: the plan counts the edges of a shortest path between %s and %s, at most %d; farther apart, no row comes back", a.label, b.label, connectMax)))
	return q
}

// twoNamed is the pattern's two nodes pinned by values, in question order.
func twoNamed(pl *pattern) (a, b *onode, ok bool) {
	var named []*onode
	for _, n := range pl.nodes {
		if len(n.filter) > 0 {
			named = append(named, n)
		}
	}
	if len(named) != 2 {
		return nil, nil, false
	}
	a, b = named[0], named[1]
	if a.pos > b.pos {
		a, b = b, a
	}
	return a, b, true
}

// allEdges is every relationship type of the schema, sorted so the
// rendered query does not depend on the schema's order.
func (o *offline) allEdges() []string {
	var edges []string
	for _, et := range o.s.EdgeTypes {
		edges = append(edges, et.Name)
	}
	sort.Strings(edges)
	return edges
}

// namingProps is, for each label whose key is no name, the text property
// that names its nodes (one whose name is a naming word: name, title): a
// path is read by names, and a key such as a code says less to a reader.
func (o *offline) namingProps() map[string]string {
	show := map[string]string{}
	for _, l := range o.s.Labels {
		key := o.s.Key(l.Name)
		for _, p := range l.Properties {
			if p.Type != schema.String || p.Name == key {
				continue
			}
			if english.NamingWord.Is(strings.ToLower(p.Name)) {
				show[l.Name] = p.Name
				break
			}
		}
	}
	return show
}

// linksAny: a mapping-table row of any kind links token i.
func (o *readCtx) linksAny(i int) bool {
	sp := o.toks[i].Span
	for _, e := range o.ev.Elements {
		if e.Span.Start <= sp.Start && e.Span.End >= sp.End {
			return true
		}
	}
	return false
}
