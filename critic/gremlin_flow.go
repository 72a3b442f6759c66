package critic

import (
	"sort"

	"github.com/gql-dev/gql/grammars/gremlin"
	"github.com/gql-dev/gql/schema"
)

// The flow analysis follows what a traversal holds from step to step — a
// vertex, an edge or some other value, and the labels it can have — so the
// schema checks can say "Movie has no out ACTED_IN edge". It only claims what
// it can be sure of: whenever a step makes the element unclear the labels
// become unknown and the checks that need them stay silent.

type gremlinKind int

const (
	gremlinAny    gremlinKind = iota // unknown
	gremlinVertex                    // a vertex
	gremlinEdge                      // an edge
	gremlinValue                     // a property value (values('k'))
	gremlinOther                     // a map, list, number, path ...
)

type gremlinState struct {
	kind   gremlinKind
	labels []string // nil: unknown; vertex or edge labels
	// dir is how an edge was reached ("out" for outE, "in" for inE) and key
	// the property whose values a value state holds.
	dir string
	key string
}

type gremlinFlow struct {
	// in is the state entering each step.
	in map[*gremlin.Link]gremlinState
	// subject is, for each by(), the state of the element its key applies to.
	subject map[*gremlin.Link]gremlinState
}

func gremlinFlowOf(u *Unit) *gremlinFlow {
	return u.Memo("gremlin.flow", func() any {
		f := &gremlinFlow{in: map[*gremlin.Link]gremlinState{}, subject: map[*gremlin.Link]gremlinState{}}
		t := gremlinTree(u)
		if t == nil {
			return f
		}
		for _, st := range t.Statements {
			as := map[string]gremlinState{}
			switch st.Role() {
			case gremlin.Spawned:
				f.run(u.Schema, gremlinSpawnedSteps(st), gremlinState{}, as)
			default:
				f.scan(u.Schema, st, as)
			}
		}
		return f
	}).(*gremlinFlow)
}

// gremlinSpawnedSteps drops the source and its configuration.
func gremlinSpawnedSteps(e *gremlin.Expr) []*gremlin.Link {
	i := 1
	for ; i < len(e.Links); i++ {
		n := e.Links[i].Name
		if gremlin.SpawnSteps[n] || !(n == "with" || n == "tx" || len(n) > 4 && n[:4] == "with") {
			break
		}
	}
	return e.Links[i:]
}

// gremlinTraversalSteps returns the steps of an anonymous or nested
// traversal expression, or nil for anything else.
func gremlinTraversalSteps(e *gremlin.Expr) ([]*gremlin.Link, bool) {
	switch e.Role() {
	case gremlin.Anonymous:
		return e.Links[1:], true
	case gremlin.Nested:
		return e.Links, true
	}
	return nil, false
}

// scan runs every traversal found inside an expression with an unknown start.
func (f *gremlinFlow) scan(s *schema.Schema, e *gremlin.Expr, as map[string]gremlinState) {
	if steps, ok := gremlinTraversalSteps(e); ok {
		f.run(s, steps, gremlinState{}, as)
		return
	}
	if e.Role() == gremlin.Spawned {
		f.run(s, gremlinSpawnedSteps(e), gremlinState{}, as)
		return
	}
	for _, l := range e.Links {
		for _, a := range l.Args {
			f.scan(s, a, as)
		}
	}
	for _, it := range e.Items {
		f.scan(s, it, as)
	}
	for _, en := range e.Entries {
		f.scan(s, en.Value, as)
	}
}

// run follows steps from state st and returns the final state.
func (f *gremlinFlow) run(s *schema.Schema, steps []*gremlin.Link, st gremlinState, as map[string]gremlinState) gremlinState {
	for i, l := range steps {
		f.in[l] = st
		var ends []gremlinState
		start := st
		switch gremlinCanon(l) {
		case "by":
			start = f.bySubject(steps, i, as)
			f.subject[l] = start
		case "repeat", "emit", "until", "times":
			// Each iteration starts where the last one ended: only the kind is certain.
			start = gremlinState{kind: st.kind}
		case "match", "V", "E":
			start = gremlinState{}
		}
		for _, a := range l.Args {
			if sub, ok := gremlinTraversalSteps(a); ok {
				ends = append(ends, f.run(s, sub, start, as))
			} else {
				f.scan(s, a, as)
			}
		}
		st = gremlinNext(s, l, st, ends, as)
	}
	return st
}

// bySubject is what the i-th step, a by(), applies its key or traversal to.
func (f *gremlinFlow) bySubject(steps []*gremlin.Link, i int, as map[string]gremlinState) gremlinState {
	m, mi := gremlinModulated(steps, i)
	if m == nil {
		return gremlinState{}
	}
	switch m.Name {
	case "select":
		var keys []string
		for _, a := range m.Args {
			if a.Kind != gremlin.String {
				return gremlinState{}
			}
			keys = append(keys, a.Value)
		}
		if len(keys) == 0 {
			return gremlinState{}
		}
		// by() modulators apply to the selected keys round-robin.
		k := 0
		for j := mi + 1; j < i; j++ {
			if steps[j].Name == "by" {
				k++
			}
		}
		if st, ok := as[keys[k%len(keys)]]; ok {
			return st
		}
		return gremlinState{}
	case "dedup":
		if len(m.Args) > 0 {
			return gremlinState{} // dedup('a', 'b').by(k) applies k to step labels
		}
		return f.in[m]
	case "order", "group", "groupCount", "project", "sample", "aggregate", "store",
		"valueMap", "elementMap", "propertyMap", "sack":
		// tree(), path() and where() apply by() to every path element or to
		// step labels, whose labels this analysis does not follow.
		return f.in[m]
	}
	return gremlinState{}
}

func gremlinStrings(l *gremlin.Link) ([]string, bool) {
	var out []string
	for _, a := range l.Args {
		if a.Kind != gremlin.String {
			return nil, false
		}
		out = append(out, a.Value)
	}
	return out, true
}

// gremlinNext is the state after step l.
func gremlinNext(s *schema.Schema, l *gremlin.Link, st gremlinState, ends []gremlinState, as map[string]gremlinState) gremlinState {
	name := gremlinCanon(l)
	switch name {
	case "V":
		return gremlinState{kind: gremlinVertex}
	case "E":
		return gremlinState{kind: gremlinEdge}
	case "addV":
		if names, ok := gremlinStrings(l); ok && len(names) == 1 {
			return gremlinState{kind: gremlinVertex, labels: names}
		}
		return gremlinState{kind: gremlinVertex}
	case "addE":
		if names, ok := gremlinStrings(l); ok && len(names) == 1 {
			return gremlinState{kind: gremlinEdge, labels: names}
		}
		return gremlinState{kind: gremlinEdge}
	case "mergeV":
		return gremlinState{kind: gremlinVertex}
	case "mergeE":
		return gremlinState{kind: gremlinEdge}
	case "hasLabel":
		if names := l.StringArgs(); len(names) == len(l.Args) && len(names) > 0 || gremlinAllWithin(l) {
			st.labels = nil
			for _, n := range l.StringArgs() {
				st.labels = append(st.labels, gremlinCanonLabel(s, n.Value))
			}
			if st.kind == gremlinAny {
				st.kind = gremlinVertex
				if s != nil && s.EdgeType(st.labels[0]) != nil && s.Label(st.labels[0]) == nil {
					st.kind = gremlinEdge
				}
			}
		}
		return st
	case "has":
		if len(l.Args) == 3 && l.Args[0].Kind == gremlin.String {
			st.labels = []string{gremlinCanonLabel(s, l.Args[0].Value)}
		} else if len(l.Args) == 2 {
			if c, n := l.Args[0].EnumValue(); (c == "T" || c == "") && n == "label" {
				var ls []string
				for _, a := range l.StringArgsFrom(1) {
					ls = append(ls, gremlinCanonLabel(s, a.Value))
				}
				if len(ls) > 0 {
					st.labels = ls
				}
			}
		}
		return st
	case "out", "in", "both":
		if st.kind != gremlinVertex && st.kind != gremlinAny {
			return gremlinState{kind: gremlinVertex}
		}
		return gremlinState{kind: gremlinVertex, labels: gremlinNeighbours(s, name, l, st.labels)}
	case "outE", "inE", "bothE":
		out := gremlinState{kind: gremlinEdge, dir: name[:len(name)-1]}
		if names, ok := gremlinStrings(l); ok && len(names) > 0 && s != nil && gremlinAllEdges(s, names) {
			out.labels = names
		}
		return out
	case "inV", "outV", "otherV", "bothV":
		out := gremlinState{kind: gremlinVertex}
		if st.kind != gremlinEdge || st.labels == nil || s == nil {
			return out
		}
		side := name
		if side == "otherV" {
			switch st.dir {
			case "out":
				side = "inV"
			case "in":
				side = "outV"
			default:
				return out
			}
		}
		if side == "bothV" {
			return out
		}
		if !gremlinAllEdges(s, st.labels) {
			return out // hasLabel named an edge type the schema lacks
		}
		seen := map[string]bool{}
		for _, n := range st.labels {
			for _, ep := range s.EdgeType(n).Endpoints {
				if side == "inV" {
					seen[ep.To] = true
				} else {
					seen[ep.From] = true
				}
			}
		}
		out.labels = gremlinSortedSet(seen)
		return out
	case "as":
		for _, a := range l.Args {
			if a.Kind == gremlin.String {
				as[a.Value] = st
			}
		}
		return st
	case "select":
		if len(l.Args) == 1 && l.Args[0].Kind == gremlin.String {
			if v, ok := as[l.Args[0].Value]; ok {
				return v
			}
		}
		return gremlinState{}
	case "values":
		if len(l.Args) == 1 && l.Args[0].Kind == gremlin.String {
			return gremlinState{kind: gremlinValue, key: l.Args[0].Value, labels: st.labels}
		}
		return gremlinState{kind: gremlinValue}
	case "union", "coalesce":
		return gremlinJoin(ends)
	case "optional":
		return gremlinJoin(append(ends, st))
	case "repeat":
		return gremlinState{kind: st.kind}
	case "hasId", "hasKey", "hasNot", "hasValue", "where", "not", "and", "or", "filter",
		"dedup", "limit", "range", "tail", "skip", "sample", "coin", "simplePath", "cyclicPath",
		"is", "order", "by", "barrier", "identity", "sideEffect", "aggregate", "store",
		"timeLimit", "property", "emit", "until", "times", "from", "to", "with", "option",
		"next", "toList", "toSet", "iterate", "fail", "none", "discard", "profile", "explain":
		return st
	}
	return gremlinState{}
}

func gremlinAllWithin(l *gremlin.Link) bool {
	if len(l.Args) != 1 {
		return false
	}
	name, _ := l.Args[0].PredicateName()
	return name == "within" && len(l.StringArgs()) > 0
}

func gremlinAllEdges(s *schema.Schema, names []string) bool {
	for _, n := range names {
		if s.EdgeType(n) == nil {
			return false
		}
	}
	return true
}

// gremlinNeighbours is the set of labels out/in/both(edges) reaches from
// labels, or nil when it cannot be known.
func gremlinNeighbours(s *schema.Schema, step string, l *gremlin.Link, from []string) []string {
	names, ok := gremlinStrings(l)
	if !ok || len(names) == 0 || s == nil || !gremlinAllEdges(s, names) {
		return nil
	}
	in := func(x string) bool {
		if from == nil {
			return true
		}
		for _, f := range from {
			if f == x {
				return true
			}
		}
		return false
	}
	seen := map[string]bool{}
	for _, n := range names {
		for _, ep := range s.EdgeType(n).Endpoints {
			if (step == "out" || step == "both") && in(ep.From) {
				seen[ep.To] = true
			}
			if (step == "in" || step == "both") && in(ep.To) {
				seen[ep.From] = true
			}
		}
	}
	if len(seen) == 0 {
		return nil // a wrong direction is reported once, at that step, not downstream
	}
	return gremlinSortedSet(seen)
}

func gremlinJoin(states []gremlinState) gremlinState {
	if len(states) == 0 {
		return gremlinState{}
	}
	out := gremlinState{kind: states[0].kind}
	seen := map[string]bool{}
	for _, st := range states {
		if st.kind != out.kind {
			return gremlinState{}
		}
		if st.labels == nil {
			return gremlinState{kind: out.kind}
		}
		for _, l := range st.labels {
			seen[l] = true
		}
	}
	out.labels = gremlinSortedSet(seen)
	return out
}

func gremlinSortedSet(m map[string]bool) []string {
	out := make([]string, 0, len(m))
	for k := range m {
		out = append(out, k)
	}
	sort.Strings(out)
	return out
}

// gremlinPropsOf returns the property lists the state's element can have,
// and whether the labels are known.
func gremlinPropsOf(s *schema.Schema, st gremlinState) ([][]schema.Property, bool) {
	var out [][]schema.Property
	known := st.labels != nil
	switch st.kind {
	case gremlinVertex:
		if known {
			for _, n := range st.labels {
				if l := s.Label(n); l != nil {
					out = append(out, l.Properties)
				} else {
					return nil, false // an unknown label is reported by its own check
				}
			}
			return out, true
		}
		for _, l := range s.Labels {
			out = append(out, l.Properties)
		}
	case gremlinEdge:
		if known {
			for _, n := range st.labels {
				if e := s.EdgeType(n); e != nil {
					out = append(out, e.Properties)
				} else {
					return nil, false
				}
			}
			return out, true
		}
		for _, e := range s.EdgeTypes {
			out = append(out, e.Properties)
		}
	default:
		return nil, false
	}
	return out, false
}

// gremlinKeyFor is the identifying key of the state's single known label.
func gremlinKeyFor(u *Unit, st gremlinState) string {
	if st.kind != gremlinVertex || len(st.labels) != 1 {
		return ""
	}
	return u.Schema.Key(st.labels[0])
}

// gremlinSoleNumericKey is the only numeric property of the state's labels.
func gremlinSoleNumericKey(u *Unit, st gremlinState) string {
	lists, known := gremlinPropsOf(u.Schema, st)
	if !known {
		return ""
	}
	seen := map[string]bool{}
	for _, ps := range lists {
		for _, p := range ps {
			if p.Type.Numeric() && !p.Type.IsList() {
				seen[p.Name] = true
			}
		}
	}
	if len(seen) != 1 {
		return ""
	}
	for k := range seen {
		return k
	}
	return ""
}

// gremlinCanonLabel is the label a name most likely means: itself when the
// schema has it, else the nearest vertex or edge label. As with misspelt
// steps, this lets one pass report a misspelt label and what follows it.
func gremlinCanonLabel(s *schema.Schema, name string) string {
	if s == nil || s.Label(name) != nil || s.EdgeType(name) != nil {
		return name
	}
	if best, ok := gremlinNearest(name, append(gremlinLabelNames(s), gremlinEdgeNames(s)...)); ok {
		return best
	}
	return name
}
