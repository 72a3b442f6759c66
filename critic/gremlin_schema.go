package critic

import (
	"fmt"
	"strconv"
	"strings"

	"github.com/gql-dev/gql/diag"
	"github.com/gql-dev/gql/grammars/gremlin"
	"github.com/gql-dev/gql/lang"
	"github.com/gql-dev/gql/schema"
)

// Schema checks for Gremlin: names that do not exist, edges walked the wrong
// way, properties asked of labels that lack them and literals of the wrong
// type. All of them make a traversal silently return nothing rather than
// fail, which is why they are worth catching before execution.

var gremlinUnknownLabel = &Check{
	ID: "gremlin-unknown-label", Lang: lang.Gremlin, Severity: diag.Error, NeedsSchema: true,
	Doc: "A vertex label (hasLabel, has(label, k, v), has(T.label, x), addV) the schema does not " +
		"have, or an edge label used where vertices are. The nearest label is offered as a fix.",
}

var gremlinUnknownEdgeLabel = &Check{
	ID: "gremlin-unknown-edge-label", Lang: lang.Gremlin, Severity: diag.Error, NeedsSchema: true,
	Doc: "An edge label in out/in/both/outE/inE/bothE/addE (or hasLabel on edges) the schema does " +
		"not have. A vertex label given to out('Movie') is explained, and fixed when exactly one " +
		"edge type leads there.",
}

var gremlinUnknownProperty = &Check{
	ID: "gremlin-unknown-property", Lang: lang.Gremlin, Severity: diag.Error, NeedsSchema: true,
	Doc: "A property key (has, hasNot, values, properties, valueMap, elementMap, by('key')) that no " +
		"element of that kind has. 'id' and 'label' are pointed to T.id and T.label.",
}

var gremlinPropertyNotOnLabel = &Check{
	ID: "gremlin-property-not-on-label", Lang: lang.Gremlin, Severity: diag.Warning, NeedsSchema: true,
	Doc: "A property key that exists in the schema but not on the label the traversal is at " +
		"(hasLabel('Movie').has('born', ...)); the labels that do have it are named.",
}

var gremlinReversedDirection = &Check{
	ID: "gremlin-reversed-direction", Lang: lang.Gremlin, Severity: diag.Error, NeedsSchema: true,
	Doc: "out()/outE() along an edge type that only arrives at the current label, or in()/inE() " +
		"along one that only leaves it: hasLabel('Movie').out('ACTED_IN') when ACTED_IN goes " +
		"Person->Movie. The fix swaps the direction.",
}

var gremlinEdgeNotOnLabel = &Check{
	ID: "gremlin-edge-not-on-label", Lang: lang.Gremlin, Severity: diag.Warning, NeedsSchema: true,
	Doc: "An edge type that does not touch the current label in either direction, so the step " +
		"finds nothing.",
}

var gremlinLiteralType = &Check{
	ID: "gremlin-literal-type", Lang: lang.Gremlin, Severity: diag.Error, NeedsSchema: true,
	Doc: "A literal whose type differs from the property's (has('released', '1999') on an int " +
		"property): Gremlin compares by type, so nothing matches. The fix rewrites the literal; " +
		"a text predicate (TextP) on a number is reported without one.",
}

func init() {
	gremlinUnknownLabel.Run = runGremlinUnknownLabel
	gremlinUnknownEdgeLabel.Run = runGremlinUnknownEdgeLabel
	gremlinUnknownProperty.Run = runGremlinProperties
	gremlinPropertyNotOnLabel.Run = runGremlinPropertyNotOnLabel
	gremlinReversedDirection.Run = runGremlinDirection
	gremlinEdgeNotOnLabel.Run = runGremlinEdgeNotOnLabel
	gremlinLiteralType.Run = runGremlinLiteralType
	Register(*gremlinUnknownLabel, *gremlinUnknownEdgeLabel, *gremlinUnknownProperty,
		*gremlinPropertyNotOnLabel, *gremlinReversedDirection, *gremlinEdgeNotOnLabel,
		*gremlinLiteralType)
}

func gremlinLabelNames(s *schema.Schema) []string {
	out := make([]string, 0, len(s.Labels))
	for _, l := range s.Labels {
		out = append(out, l.Name)
	}
	return out
}

func gremlinEdgeNames(s *schema.Schema) []string {
	out := make([]string, 0, len(s.EdgeTypes))
	for _, e := range s.EdgeTypes {
		out = append(out, e.Name)
	}
	return out
}

// gremlinRename builds a diagnostic for a string literal that names nothing,
// with a fix to the nearest candidate.
func gremlinRename(u *Unit, c *Check, lit *gremlin.Expr, msg string, cands []string) diag.Diagnostic {
	if best, ok := gremlinNearest(lit.Value, cands); ok {
		repl := gremlinQuoteLike(gremlinSliceOf(u, lit.Span), best)
		return u.Diag(c, lit.Span.Start, lit.Span.End, msg+"; did you mean "+repl+"?", "",
			diag.Fix{Span: lit.Span, Replacement: repl, Label: "did you mean " + repl + "?"})
	}
	return u.Diag(c, lit.Span.Start, lit.Span.End, msg, "known: "+strings.Join(cands, ", "))
}

// gremlinLabelArgs returns the label literals a step names, if it names any.
func gremlinLabelArgs(s *gremlin.Link) []*gremlin.Expr {
	switch gremlinCanon(s) {
	case "hasLabel":
		return s.StringArgs()
	case "addV":
		return s.StringArgs()
	case "has":
		if len(s.Args) == 3 && s.Args[0].Kind == gremlin.String {
			return s.Args[:1]
		}
		if len(s.Args) == 2 {
			if c, n := s.Args[0].EnumValue(); (c == "T" || c == "") && n == "label" {
				return s.StringArgsFrom(1)
			}
		}
	}
	return nil
}

func runGremlinUnknownLabel(u *Unit) []diag.Diagnostic {
	s := u.Schema
	flow := gremlinFlowOf(u)
	var out []diag.Diagnostic
	for _, tr := range gremlinTraversals(u) {
		for _, st := range tr.Steps {
			kind := flow.in[st].kind
			if gremlinCanon(st) == "addV" {
				kind = gremlinVertex
			}
			for _, lit := range gremlinLabelArgs(st) {
				isV, isE := s.Label(lit.Value) != nil, s.EdgeType(lit.Value) != nil
				switch {
				case isV && kind != gremlinEdge, isE && kind == gremlinEdge:
					continue
				case isE && kind == gremlinAny && gremlinCanon(st) == "hasLabel":
					continue
				case isE:
					out = append(out, u.Diag(gremlinUnknownLabel, lit.Span.Start, lit.Span.End,
						fmt.Sprintf("%s is an edge label, not a vertex label", lit.Value),
						"Walk the edge with outE/inE/out/in, or start from g.E()."))
				case kind == gremlinEdge:
					if isV {
						out = append(out, u.Diag(gremlinUnknownLabel, lit.Span.Start, lit.Span.End,
							fmt.Sprintf("%s is a vertex label but the traversal is at edges here", lit.Value), ""))
						continue
					}
					out = append(out, gremlinRename(u, gremlinUnknownLabel, lit,
						fmt.Sprintf("unknown edge label %s", lit.Value), gremlinEdgeNames(s)))
				default:
					out = append(out, gremlinRename(u, gremlinUnknownLabel, lit,
						fmt.Sprintf("unknown vertex label %s", lit.Value), gremlinLabelNames(s)))
				}
			}
		}
	}
	return out
}

var gremlinEdgeSteps = map[string]bool{"out": true, "in": true, "both": true, "outE": true,
	"inE": true, "bothE": true, "addE": true}

func runGremlinUnknownEdgeLabel(u *Unit) []diag.Diagnostic {
	s := u.Schema
	flow := gremlinFlowOf(u)
	var out []diag.Diagnostic
	for _, tr := range gremlinTraversals(u) {
		for _, st := range tr.Steps {
			name := gremlinCanon(st)
			if !gremlinEdgeSteps[name] {
				continue
			}
			for _, lit := range st.StringArgs() {
				if s.EdgeType(lit.Value) != nil {
					continue
				}
				if s.Label(lit.Value) != nil {
					d := u.Diag(gremlinUnknownEdgeLabel, lit.Span.Start, lit.Span.End,
						fmt.Sprintf("%s is a vertex label; %s() takes edge labels", lit.Value, name), "")
					if e := gremlinEdgeBetween(s, name, flow.in[st].labels, lit.Value); e != "" && len(st.Args) == 1 {
						repl := gremlinQuoteLike(gremlinSliceOf(u, lit.Span), e)
						d.Summary += "; did you mean " + repl + "?"
						d.Fixes = []diag.Fix{{Span: lit.Span, Replacement: repl, Label: "walk " + e}}
					}
					out = append(out, d)
					continue
				}
				out = append(out, gremlinRename(u, gremlinUnknownEdgeLabel, lit,
					fmt.Sprintf("unknown edge label %s", lit.Value), gremlinEdgeNames(s)))
			}
		}
	}
	return out
}

// gremlinEdgeBetween is the only edge type leading from labels to target in
// the step's direction, or "".
func gremlinEdgeBetween(s *schema.Schema, step string, from []string, target string) string {
	if len(from) == 0 {
		return ""
	}
	found := ""
	for _, e := range s.EdgeTypes {
		ok := false
		for _, f := range from {
			switch strings.TrimSuffix(step, "E") {
			case "out":
				ok = ok || e.Connects(f, target)
			case "in":
				ok = ok || e.Connects(target, f)
			case "both":
				ok = ok || e.Connects(f, target) || e.Connects(target, f)
			}
		}
		if ok {
			if found != "" {
				return ""
			}
			found = e.Name
		}
	}
	return found
}

// gremlinKeyUse is one property key a step reads, the state of the element
// it is read from, and whether T.id/T.label can replace it.
type gremlinKeyUse struct {
	step  *gremlin.Link
	lit   *gremlin.Expr
	state gremlinState
	tFix  bool
}

func gremlinKeyUses(u *Unit) []gremlinKeyUse {
	flow := gremlinFlowOf(u)
	var out []gremlinKeyUse
	for _, tr := range gremlinTraversals(u) {
		for _, st := range tr.Steps {
			in := flow.in[st]
			switch gremlinCanon(st) {
			case "has":
				switch {
				case len(st.Args) == 3 && st.Args[0].Kind == gremlin.String && st.Args[1].Kind == gremlin.String:
					in.labels = []string{st.Args[0].Value}
					out = append(out, gremlinKeyUse{st, st.Args[1], in, false})
				case len(st.Args) <= 2 && len(st.Args) > 0 && st.Args[0].Kind == gremlin.String:
					out = append(out, gremlinKeyUse{st, st.Args[0], in, true})
				}
			case "hasNot", "values", "properties", "valueMap", "elementMap", "propertyMap":
				for _, a := range st.Args {
					if a.Kind == gremlin.String {
						out = append(out, gremlinKeyUse{st, a, in, false})
					}
				}
			case "by":
				if len(st.Args) > 0 && st.Args[0].Kind == gremlin.String {
					out = append(out, gremlinKeyUse{st, st.Args[0], flow.subject[st], true})
				}
			}
		}
	}
	return out
}

// gremlinKeyIn reports whether any of the property lists has the key.
func gremlinKeyIn(lists [][]schema.Property, key string) bool {
	for _, ps := range lists {
		if schema.Find(ps, key) != nil {
			return true
		}
	}
	return false
}

func gremlinKeyNames(lists [][]schema.Property) []string {
	seen := map[string]bool{}
	for _, ps := range lists {
		for _, p := range ps {
			seen[p.Name] = true
		}
	}
	return gremlinSortedSet(seen)
}

// gremlinAllOfKind is every property list of vertices or of edges.
func gremlinAllOfKind(s *schema.Schema, st gremlinState) [][]schema.Property {
	all, _ := gremlinPropsOf(s, gremlinState{kind: st.kind})
	return all
}

func runGremlinProperties(u *Unit) []diag.Diagnostic {
	s := u.Schema
	var out []diag.Diagnostic
	for _, k := range gremlinKeyUses(u) {
		if k.state.kind != gremlinVertex && k.state.kind != gremlinEdge {
			continue
		}
		lists, known := gremlinPropsOf(s, k.state)
		if lists == nil && known {
			continue
		}
		all := gremlinAllOfKind(s, k.state)
		key := k.lit.Value
		if gremlinKeyIn(lists, key) || gremlinKeyIn(all, key) {
			continue // present, or present elsewhere (the not-on-label check's business)
		}
		if key == "id" || key == "label" {
			msg := fmt.Sprintf("no property %s: the element's %s is T.%s", gremlinSliceOf(u, k.lit.Span), key, key)
			d := u.Diag(gremlinUnknownProperty, k.lit.Span.Start, k.lit.Span.End, msg, "")
			if k.tFix {
				d.Fixes = []diag.Fix{{Span: k.lit.Span, Replacement: "T." + key, Label: "use T." + key}}
			} else {
				d.Summary += fmt.Sprintf(" (use %s())", key)
			}
			out = append(out, d)
			continue
		}
		cands := gremlinKeyNames(lists)
		if len(cands) == 0 || !known {
			cands = gremlinKeyNames(all)
		}
		what := "vertex"
		if k.state.kind == gremlinEdge {
			what = "edge"
		}
		msg := fmt.Sprintf("no %s has a property %s", what, key)
		if known {
			msg = fmt.Sprintf("%s has no property %s", strings.Join(k.state.labels, "/"), key)
		}
		out = append(out, gremlinRename(u, gremlinUnknownProperty, k.lit, msg, cands))
	}
	return out
}

func runGremlinPropertyNotOnLabel(u *Unit) []diag.Diagnostic {
	s := u.Schema
	var out []diag.Diagnostic
	for _, k := range gremlinKeyUses(u) {
		if k.state.kind != gremlinVertex && k.state.kind != gremlinEdge {
			continue
		}
		lists, known := gremlinPropsOf(s, k.state)
		if !known || gremlinKeyIn(lists, k.lit.Value) || !gremlinKeyIn(gremlinAllOfKind(s, k.state), k.lit.Value) {
			continue
		}
		var owners []string
		if k.state.kind == gremlinVertex {
			owners = s.LabelsWithProperty(k.lit.Value)
		} else {
			owners = s.EdgeTypesWithProperty(k.lit.Value)
		}
		msg := fmt.Sprintf("%s has no property %s (%s has)", strings.Join(k.state.labels, "/"), k.lit.Value, strings.Join(owners, ", "))
		d := u.Diag(gremlinPropertyNotOnLabel, k.lit.Span.Start, k.lit.Span.End, msg, "")
		if best, ok := gremlinNearest(k.lit.Value, gremlinKeyNames(lists)); ok {
			repl := gremlinQuoteLike(gremlinSliceOf(u, k.lit.Span), best)
			d.Fixes = []diag.Fix{{Span: k.lit.Span, Replacement: repl, Label: "did you mean " + repl + "?"}}
		}
		out = append(out, d)
	}
	return out
}

// gremlinDirectionFinding is one edge step checked against its labels.
type gremlinDirectionFinding struct {
	step     *gremlin.Link
	lit      *gremlin.Expr
	labels   []string
	reversed bool // the edge touches the labels, the other way round
	allRev   bool // every edge argument of the step is reversed
}

func gremlinDirections(u *Unit) []gremlinDirectionFinding {
	// Unit.Memo holds its lock while computing, so memoised inputs are
	// fetched before entering it.
	flow, trs := gremlinFlowOf(u), gremlinTraversals(u)
	return u.Memo("gremlin.directions", func() any {
		s := u.Schema
		var out []gremlinDirectionFinding
		for _, tr := range trs {
			for _, st := range tr.Steps {
				name := gremlinCanon(st)
				base := strings.TrimSuffix(name, "E")
				if name == "addE" || !gremlinEdgeSteps[name] {
					continue
				}
				in := flow.in[st]
				if in.kind != gremlinVertex || in.labels == nil || !gremlinAllLabels(s, in.labels) {
					continue
				}
				var found []gremlinDirectionFinding
				for _, lit := range st.StringArgs() {
					et := s.EdgeType(lit.Value)
					if et == nil {
						continue
					}
					fromOK, toOK := false, false
					for _, l := range in.labels {
						fromOK = fromOK || et.Connects(l, "")
						toOK = toOK || et.Connects("", l)
					}
					switch {
					case base == "out" && !fromOK:
						found = append(found, gremlinDirectionFinding{st, lit, in.labels, toOK, false})
					case base == "in" && !toOK:
						found = append(found, gremlinDirectionFinding{st, lit, in.labels, fromOK, false})
					case base == "both" && !fromOK && !toOK:
						found = append(found, gremlinDirectionFinding{st, lit, in.labels, false, false})
					}
				}
				all := len(found) == len(st.Args)
				for i := range found {
					all = all && found[i].reversed
				}
				for i := range found {
					found[i].allRev = all
				}
				out = append(out, found...)
			}
		}
		return out
	}).([]gremlinDirectionFinding)
}

func runGremlinDirection(u *Unit) []diag.Diagnostic {
	var out []diag.Diagnostic
	for _, f := range gremlinDirections(u) {
		if !f.reversed {
			continue
		}
		et := u.Schema.EdgeType(f.lit.Value)
		name := gremlinCanon(f.step)
		flip := map[string]string{"out": "in", "in": "out", "outE": "inE", "inE": "outE"}[name]
		msg := fmt.Sprintf("%s edges go %s, so %s has none going %s; use %s('%s')",
			f.lit.Value, gremlinEndpoints(et), strings.Join(f.labels, "/"), name, flip, f.lit.Value)
		d := u.Diag(gremlinReversedDirection, f.step.NameSpan.Start, f.step.Span.End, msg, "")
		if f.allRev {
			d.Fixes = []diag.Fix{{Span: f.step.NameSpan, Replacement: flip, Label: "use " + flip + "()"}}
		}
		out = append(out, d)
	}
	return out
}

func runGremlinEdgeNotOnLabel(u *Unit) []diag.Diagnostic {
	var out []diag.Diagnostic
	for _, f := range gremlinDirections(u) {
		if f.reversed {
			continue
		}
		et := u.Schema.EdgeType(f.lit.Value)
		out = append(out, u.Diag(gremlinEdgeNotOnLabel, f.lit.Span.Start, f.lit.Span.End,
			fmt.Sprintf("%s edges (%s) do not touch %s", f.lit.Value, gremlinEndpoints(et), strings.Join(f.labels, "/")), ""))
	}
	return out
}

func gremlinEndpoints(et *schema.EdgeType) string {
	var parts []string
	for _, ep := range et.Endpoints {
		parts = append(parts, ep.From+"->"+ep.To)
	}
	return strings.Join(parts, ", ")
}

// gremlinPropType is the type of key on the state's element, or "" when the
// candidates disagree or are unknown.
func gremlinPropType(s *schema.Schema, st gremlinState, key string) schema.Type {
	lists, known := gremlinPropsOf(s, st)
	if !known {
		lists = gremlinAllOfKind(s, st)
	}
	var t schema.Type
	for _, ps := range lists {
		if p := schema.Find(ps, key); p != nil {
			if t != "" && t != p.Type {
				return ""
			}
			t = p.Type
		}
	}
	if t == schema.Unknown {
		return ""
	}
	return t
}

// gremlinCompared lists the literals a has()/is() value compares with: the
// literal itself, the predicate's arguments, or a within() list.
func gremlinCompared(e *gremlin.Expr) (lits []*gremlin.Expr, textP bool) {
	var add func(x *gremlin.Expr)
	add = func(x *gremlin.Expr) {
		switch {
		case x.Kind == gremlin.String || x.Kind == gremlin.Number || x.Kind == gremlin.Bool:
			lits = append(lits, x)
		case x.Kind == gremlin.List:
			for _, it := range x.Items {
				add(it)
			}
		case x.Role() == gremlin.Predicate:
			for _, l := range x.Links {
				switch l.Name {
				case "containing", "notContaining", "startingWith", "notStartingWith",
					"endingWith", "notEndingWith", "regex", "notRegex":
					textP = true
				}
				for _, a := range l.Args {
					add(a)
				}
			}
		}
	}
	add(e)
	return lits, textP
}

func runGremlinLiteralType(u *Unit) []diag.Diagnostic {
	s := u.Schema
	flow := gremlinFlowOf(u)
	var out []diag.Diagnostic
	check := func(st gremlinState, key string, val *gremlin.Expr) {
		if st.kind != gremlinVertex && st.kind != gremlinEdge {
			return
		}
		t := gremlinPropType(s, st, key)
		if t == "" {
			return
		}
		lits, textP := gremlinCompared(val)
		if textP && t.Numeric() {
			out = append(out, u.Diag(gremlinLiteralType, val.Span.Start, val.Span.End,
				fmt.Sprintf("text predicate on %s, which is %s", key, t), ""))
			return
		}
		for _, lit := range lits {
			if d, ok := gremlinTypeMismatch(u, key, t, lit); ok {
				out = append(out, d)
			}
		}
	}
	for _, tr := range gremlinTraversals(u) {
		for _, st := range tr.Steps {
			in := flow.in[st]
			switch gremlinCanon(st) {
			case "has":
				switch {
				case len(st.Args) == 3 && st.Args[0].Kind == gremlin.String && st.Args[1].Kind == gremlin.String:
					in.labels = []string{st.Args[0].Value}
					check(in, st.Args[1].Value, st.Args[2])
				case len(st.Args) == 2 && st.Args[0].Kind == gremlin.String:
					check(in, st.Args[0].Value, st.Args[1])
				}
			case "is":
				if in.kind == gremlinValue && in.key != "" && len(st.Args) == 1 {
					check(gremlinState{kind: gremlinVertex, labels: in.labels}, in.key, st.Args[0])
				}
			}
		}
	}
	return out
}

func gremlinTypeMismatch(u *Unit, key string, t schema.Type, lit *gremlin.Expr) (diag.Diagnostic, bool) {
	e := t.Elem()
	text := gremlinSliceOf(u, lit.Span)
	mk := func(msg string, fix string) (diag.Diagnostic, bool) {
		d := u.Diag(gremlinLiteralType, lit.Span.Start, lit.Span.End, msg, "")
		if fix != "" {
			d.Summary += "; use " + fix
			d.Fixes = []diag.Fix{{Span: lit.Span, Replacement: fix, Label: "use " + fix}}
		}
		return d, true
	}
	switch {
	case e.Numeric() && lit.Kind == gremlin.String:
		v := strings.TrimSpace(lit.Value)
		if _, err := strconv.ParseInt(v, 10, 64); err == nil && e == schema.Int {
			return mk(fmt.Sprintf("%s is %s but %s is a string", key, t, text), v)
		}
		if _, err := strconv.ParseFloat(v, 64); err == nil && e == schema.Float {
			return mk(fmt.Sprintf("%s is %s but %s is a string", key, t, text), v)
		}
		return mk(fmt.Sprintf("%s is %s but %s is a string", key, t, text), "")
	case e == schema.String && lit.Kind == gremlin.Number:
		return mk(fmt.Sprintf("%s is a string but %s is a number", key, text), gremlin.Quote(strings.TrimLeft(text, "+")))
	case e == schema.Bool && lit.Kind == gremlin.String && (lit.Value == "true" || lit.Value == "false"):
		return mk(fmt.Sprintf("%s is a boolean but %s is a string", key, text), lit.Value)
	case e == schema.Bool && lit.Kind == gremlin.Number, e.Numeric() && lit.Kind == gremlin.Bool:
		return mk(fmt.Sprintf("%s is %s but the value is %s", key, t, text), "")
	}
	return diag.Diagnostic{}, false
}

var gremlinListProperty = &Check{
	ID: "gremlin-list-property", Lang: lang.Gremlin, Severity: diag.Error, NeedsSchema: true,
	Doc: "List-valued properties (ACTED_IN.roles) are stored as arrays on gql's Gremlin servers " +
		"(see docs/rdf-and-gremlin-mapping.md), so has('roles', 'Neo') never matches. The fix " +
		"rewrites it to where(__.values('roles').unfold().is('Neo')).",
}

func init() {
	gremlinListProperty.Run = runGremlinListProperty
	Register(*gremlinListProperty)
}

func runGremlinListProperty(u *Unit) []diag.Diagnostic {
	s := u.Schema
	flow := gremlinFlowOf(u)
	var out []diag.Diagnostic
	for _, tr := range gremlinTraversals(u) {
		for _, st := range tr.Steps {
			in := flow.in[st]
			switch gremlinCanon(st) {
			case "has":
				if len(st.Args) != 2 || st.Args[0].Kind != gremlin.String {
					continue
				}
				key := st.Args[0].Value
				if t := gremlinPropType(s, in, key); !t.IsList() {
					continue
				}
				val := gremlinSliceOf(u, st.Args[1].Span)
				repl := fmt.Sprintf("where(__.values(%s).unfold().is(%s))", gremlinSliceOf(u, st.Args[0].Span), val)
				out = append(out, u.Diag(gremlinListProperty, st.NameSpan.Start, st.Span.End,
					fmt.Sprintf("%s is a list: has() does not match its elements", key), "",
					diag.Fix{Span: st.Span, Replacement: repl, Label: repl}))
			}
		}
	}
	return out
}

func gremlinAllLabels(s *schema.Schema, names []string) bool {
	for _, n := range names {
		if s.Label(n) == nil {
			return false
		}
	}
	return true
}
