package gremlin

// Role is what a Chain expression means.
type Role int

const (
	NotChain  Role = iota // a literal, list, map, lambda or parenthesised expression
	Spawned               // g.V()...: a source, its configuration, a spawn step and steps
	Anonymous             // __.out()...
	Nested                // out()...: a traversal written without __ (only meaningful as an argument)
	Predicate             // P.gt(1), TextP.containing('a'), gt(1), within('a','b')
	Enum                  // T.id, Order.desc, desc, local
	Function              // datetime('...'), UUID('...'), Cardinality.list('x'), single('x')
	Strategy              // ReadOnlyStrategy, SubgraphStrategy(vertices: ...)
	Variable              // a bare name gremlin-lang would resolve from bindings
)

func (r Role) String() string {
	return [...]string{"value", "spawned", "anonymous", "nested", "predicate", "enum", "function",
		"strategy", "variable"}[r]
}

// Role classifies an expression.
func (e *Expr) Role() Role {
	if e.Kind != Chain || len(e.Links) == 0 {
		return NotChain
	}
	first := e.Links[0]
	switch {
	case first.Name == "__" && !first.Call:
		return Anonymous
	case first.Name == "P" || first.Name == "TextP":
		if !first.Call {
			return Predicate
		}
	case Enums[first.Name] != nil && !first.Call:
		if len(e.Links) > 1 && e.Links[1].Call {
			return Function // Cardinality.list('x')
		}
		return Enum
	case Strategies[first.Name]:
		return Strategy
	}
	if !first.Call {
		if len(e.Links) > 1 {
			return Spawned
		}
		if BareEnums[first.Name] {
			return Enum
		}
		return Variable
	}
	if Functions[first.Name] {
		return Function
	}
	if Predicates[first.Name] {
		// not/and/or are steps as well as predicates: they are predicates
		// when their arguments are.
		switch first.Name {
		case "not", "and", "or":
			if len(first.Args) == 0 {
				return Nested
			}
			for _, a := range first.Args {
				if a.Role() != Predicate && a.Kind != String && a.Kind != Number {
					return Nested
				}
			}
		}
		return Predicate
	}
	return Nested
}

// TraversalKind says how a traversal starts.
type TraversalKind int

const (
	FromSource TraversalKind = iota // g.V()
	FromAnon                        // __.out()
	FromNested                      // out() as an argument
)

// Traversal is one traversal of the script: a statement spawned from a source
// or an anonymous/nested traversal passed to a step.
type Traversal struct {
	Expr *Expr
	Kind TraversalKind
	// Source is the traversal source name (g) and Config its configuration
	// steps (withStrategies, with, ...); both only for FromSource.
	Source *Link
	Config []*Link
	// Steps are the steps in order; for FromSource the first is the spawn
	// step (V, E, addV, inject, ...).
	Steps []*Link
	// Parent is the step this traversal is an argument of (nil for a
	// statement) and ParentTraversal the traversal holding that step.
	Parent          *Link
	ParentTraversal *Traversal
	Depth           int
}

// Traversals lists every traversal in the script in source order, each
// statement before the traversals nested inside it.
func (t *Tree) Traversals() []*Traversal {
	var out []*Traversal
	for _, st := range t.Statements {
		collect(st, nil, nil, 0, &out)
	}
	return out
}

func collect(e *Expr, parent *Link, pt *Traversal, depth int, out *[]*Traversal) {
	var tr *Traversal
	switch e.Role() {
	case Spawned:
		tr = &Traversal{Expr: e, Kind: FromSource, Source: e.Links[0]}
		i := 1
		for ; i < len(e.Links); i++ {
			if SpawnSteps[e.Links[i].Name] || !isConfig(e.Links[i].Name) {
				break
			}
			tr.Config = append(tr.Config, e.Links[i])
		}
		tr.Steps = e.Links[i:]
	case Anonymous:
		tr = &Traversal{Expr: e, Kind: FromAnon, Steps: e.Links[1:]}
	case Nested:
		tr = &Traversal{Expr: e, Kind: FromNested, Steps: e.Links}
	}
	if tr != nil {
		tr.Parent, tr.ParentTraversal, tr.Depth = parent, pt, depth
		*out = append(*out, tr)
		pt = tr
		depth++
	}
	for _, l := range e.Links {
		for _, a := range l.Args {
			collect(a, l, pt, depth, out)
		}
	}
	for _, it := range e.Items {
		collect(it, parent, pt, depth, out)
	}
	for _, en := range e.Entries {
		collect(en.Key, parent, pt, depth, out)
		collect(en.Value, parent, pt, depth, out)
	}
}

func isConfig(name string) bool {
	return name == "with" || name == "tx" || len(name) > 4 && name[:4] == "with"
}

// Walk calls f for every expression in the script, outermost first; f
// returning false skips the expression's children.
func (t *Tree) Walk(f func(e *Expr, parent *Link) bool) {
	for _, st := range t.Statements {
		walk(st, nil, f)
	}
}

func walk(e *Expr, parent *Link, f func(*Expr, *Link) bool) {
	if !f(e, parent) {
		return
	}
	for _, l := range e.Links {
		for _, a := range l.Args {
			walk(a, l, f)
		}
	}
	for _, it := range e.Items {
		walk(it, parent, f)
	}
	for _, en := range e.Entries {
		walk(en.Key, parent, f)
		walk(en.Value, parent, f)
	}
}

// StringArgs returns the string-literal arguments of a link (flattening
// list literals and within(...)/P.within(...) predicates), with their spans.
func (l *Link) StringArgs() []*Expr { return l.StringArgsFrom(0) }

// StringArgsFrom is StringArgs for the arguments from index i on.
func (l *Link) StringArgsFrom(i int) []*Expr {
	var out []*Expr
	var add func(e *Expr)
	add = func(e *Expr) {
		switch {
		case e.Kind == String:
			out = append(out, e)
		case e.Kind == List:
			for _, it := range e.Items {
				add(it)
			}
		case e.Role() == Predicate:
			last := e.Links[len(e.Links)-1]
			if last.Name == "within" || last.Name == "eq" {
				for _, a := range last.Args {
					add(a)
				}
			}
		}
	}
	if i < len(l.Args) {
		for _, a := range l.Args[i:] {
			add(a)
		}
	}
	return out
}

// PredicateName returns the predicate function of a Predicate expression
// (gt for P.gt(3) and gt(3)) and its link.
func (e *Expr) PredicateName() (string, *Link) {
	if e.Role() != Predicate {
		return "", nil
	}
	for _, l := range e.Links {
		if l.Call {
			return l.Name, l
		}
	}
	return "", nil
}

// EnumValue returns "T.id"-style class and constant of an Enum expression;
// class is empty for a bare constant.
func (e *Expr) EnumValue() (class, name string) {
	if e.Role() != Enum {
		return "", ""
	}
	if len(e.Links) == 1 {
		return "", e.Links[0].Name
	}
	return e.Links[0].Name, e.Links[1].Name
}
