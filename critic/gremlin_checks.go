package critic

import (
	"fmt"
	"regexp"
	"strconv"
	"strings"

	"github.com/gql-dev/gql/diag"
	"github.com/gql-dev/gql/grammars/gremlin"
	"github.com/gql-dev/gql/lang"
)

// The Gremlin error base: anti-patterns found without a schema.

var gremlinLambda = &Check{
	ID: "gremlin-lambda", Lang: lang.Gremlin, Severity: diag.Error,
	Doc: "A Groovy closure ({ it -> ... }) is not Gremlin: the grammar-based gremlin-lang engine " +
		"rejects it and servers that still evaluate Groovy usually forbid it. Express the logic " +
		"with steps and predicates (filter(has(...)), map(values(...)), where(...)).",
}

var gremlinMissingParens = &Check{
	ID: "gremlin-missing-parentheses", Lang: lang.Gremlin, Severity: diag.Error,
	Doc: "Groovy lets g.V.count() call V without parentheses; Gremlin does not. Every step is a " +
		"call: g.V().count(). The fix inserts the parentheses.",
}

var gremlinUnknownStep = &Check{
	ID: "gremlin-unknown-step", Lang: lang.Gremlin, Severity: diag.Error,
	Doc: "A step, source step, predicate (P.x, TextP.x) or enum constant (T.x, Order.x) that Gremlin " +
		"does not have, usually a hallucinated or misspelt name (hasLable, outVertex, P.greaterThan). " +
		"The nearest real name is offered as a fix.",
}

var gremlinSQL = &Check{
	ID: "gremlin-sql-keyword", Lang: lang.Gremlin, Severity: diag.Error,
	Doc: "SQL written as Gremlin: steps named after SQL clauses (distinct, groupBy, orderBy, join, " +
		"having, like), select('*') or select('a, b'), select(...).from(...), and where()/has() given " +
		"a SQL condition string such as 'age > 30'. select, from and where are real Gremlin steps, " +
		"so only SQL-shaped uses are reported.",
}

var gremlinMisplacedModulator = &Check{
	ID: "gremlin-misplaced-modulator", Lang: lang.Gremlin, Severity: diag.Error,
	Doc: "A modulator that modulates nothing: by() after a step that takes no by() (out().by('name')), " +
		"option() outside choose/branch/mergeV/mergeE, times() without repeat(). Gremlin raises an " +
		"error or silently ignores it.",
}

var gremlinEmptyBy = &Check{
	ID: "gremlin-empty-by", Lang: lang.Gremlin, Severity: diag.Warning,
	Doc: "An empty by() after select(...) or project(...) yields whole elements where a property was " +
		"almost always meant (select('a','b').by() returns vertices, not names). With a schema the fix " +
		"inserts the label's key property.",
}

var gremlinArity = &Check{
	ID: "gremlin-arity", Lang: lang.Gremlin, Severity: diag.Error,
	Doc: "A step called with a number or kind of arguments it does not accept: hasLabel() with no " +
		"label, range(5), out(1), limit('5') (a string where a number is needed). gremlin-lang " +
		"rejects these when it resolves the step.",
}

var gremlinValuesNoKey = &Check{
	ID: "gremlin-values-no-key", Lang: lang.Gremlin, Severity: diag.Warning,
	Doc: "values() with no key returns every property value of the element; followed by sum(), " +
		"mean(), max() or min() it mixes unrelated properties (and strings) where one key was meant.",
}

var gremlinUnboundVariable = &Check{
	ID: "gremlin-unbound-variable", Lang: lang.Gremlin, Severity: diag.Error,
	Doc: "A bare name that is not a step, enum or predicate is a variable, and gql sends no " +
		"bindings, so the server fails with 'no such variable'. Usually a step label that lost its " +
		"quotes: where(P.neq(m)) for where(P.neq('m')); the fix quotes it when the label exists.",
}

var gremlinSource = &Check{
	ID: "gremlin-source", Lang: lang.Gremlin, Severity: diag.Warning,
	Doc: "A traversal spawned from a source other than g (gro.V(), graph.traversal().V()). The " +
		"gremlin-lang engine only evaluates against g, and gql's executors bind g to a read-only " +
		"source, so the fix renames the source to g.",
}

func init() {
	gremlinSource.Run = runGremlinSource
	gremlinLambda.Run = runGremlinLambda
	gremlinMissingParens.Run = runGremlinMissingParens
	gremlinUnknownStep.Run = runGremlinUnknownStep
	gremlinSQL.Run = runGremlinSQL
	gremlinMisplacedModulator.Run = runGremlinMisplacedModulator
	gremlinEmptyBy.Run = runGremlinEmptyBy
	gremlinArity.Run = runGremlinArity
	gremlinValuesNoKey.Run = runGremlinValuesNoKey
	gremlinUnboundVariable.Run = runGremlinUnboundVariable
	Register(*gremlinSource, *gremlinLambda, *gremlinMissingParens, *gremlinUnknownStep, *gremlinSQL,
		*gremlinMisplacedModulator, *gremlinEmptyBy, *gremlinArity, *gremlinValuesNoKey,
		*gremlinUnboundVariable)
}

func runGremlinLambda(u *Unit) []diag.Diagnostic {
	var out []diag.Diagnostic
	gremlinTree(u).Walk(func(e *gremlin.Expr, _ *gremlin.Link) bool {
		if e.Kind == gremlin.Lambda {
			out = append(out, u.Diag(gremlinLambda, e.Span.Start, e.Span.End,
				"lambdas are not allowed: Groovy closures are not Gremlin",
				gremlinLambda.Doc))
			return false
		}
		return true
	})
	return out
}

func runGremlinMissingParens(u *Unit) []diag.Diagnostic {
	var out []diag.Diagnostic
	for _, tr := range gremlinTraversals(u) {
		links := append(append([]*gremlin.Link(nil), tr.Config...), tr.Steps...)
		for _, s := range links {
			if s.Call {
				continue
			}
			out = append(out, u.Diag(gremlinMissingParens, s.NameSpan.Start, s.NameSpan.End,
				fmt.Sprintf("step %s needs parentheses: %s()", s.Name, s.Name), "",
				diag.Fix{Span: diag.Span{Start: s.NameSpan.End, End: s.NameSpan.End}, Replacement: "()",
					Label: "add ()"}))
		}
	}
	return out
}

// gremlinSQLSteps maps SQL-flavoured step names to the Gremlin way.
var gremlinSQLSteps = map[string]string{
	"distinct": "dedup()", "groupby": "group().by(...)", "orderby": "order().by(...)",
	"sortby": "order().by(...)", "sort": "order().by(...)", "join": "a traversal along edges (out/in/both)",
	"having": "where(...) or has(...)", "like": "has(key, TextP.containing(...))",
	"top": "limit(n)", "offset": "skip(n)", "insert": "addV(...) (and gql is read-only)",
	"update": "property(...) (and gql is read-only)", "delete": "drop() (and gql is read-only)",
	"into": "", "on": "", "groupcount": "", "innerjoin": "", "leftjoin": "", "exists": "where(...)",
	"case": "choose(...)", "isnull": "hasNot(key)",
}

// gremlinSQLCondition matches a string that holds a SQL/Cypher condition.
var gremlinSQLCondition = regexp.MustCompile(`(?i)(\s*(<>|!=|>=|<=|=|<|>)\s*)|(\s+(and|or|like|in|is\s+null|between)\s+)`)

func runGremlinSQL(u *Unit) []diag.Diagnostic {
	var out []diag.Diagnostic
	for _, tr := range gremlinTraversals(u) {
		for i, s := range tr.Steps {
			ln := strings.ToLower(s.Name)
			if alt, ok := gremlinSQLSteps[ln]; ok && !gremlin.Steps[s.Name] {
				msg := fmt.Sprintf("%s is SQL, not a Gremlin step", s.Name)
				if alt != "" {
					msg += "; use " + alt
				}
				out = append(out, u.Diag(gremlinSQL, s.NameSpan.Start, s.NameSpan.End, msg, ""))
				continue
			}
			if (ln == "select" || ln == "from" || ln == "where") && s.Name != ln {
				out = append(out, u.Diag(gremlinSQL, s.NameSpan.Start, s.NameSpan.End,
					fmt.Sprintf("%s is SQL; the Gremlin step is %s()", s.Name, ln), "",
					diag.Fix{Span: s.NameSpan, Replacement: ln, Label: "use " + ln}))
				continue
			}
			switch s.Name {
			case "select":
				for _, a := range s.Args {
					if a.Kind == gremlin.String && (a.Value == "*" || strings.ContainsAny(strings.TrimSpace(a.Value), ", ")) {
						out = append(out, u.Diag(gremlinSQL, a.Span.Start, a.Span.End,
							fmt.Sprintf("select(%s) is SQL-style: Gremlin's select takes step labels, one per argument", gremlinSliceOf(u, a.Span)), ""))
					}
				}
				if i+1 < len(tr.Steps) && tr.Steps[i+1].Name == "from" {
					f := tr.Steps[i+1]
					out = append(out, u.Diag(gremlinSQL, f.NameSpan.Start, f.NameSpan.End,
						"select(...).from(...) is SQL: start from g.V().hasLabel(...) and select step labels set with as()", ""))
				}
			case "where", "has", "filter":
				if len(s.Args) == 1 && s.Args[0].Kind == gremlin.String && gremlinSQLCondition.MatchString(s.Args[0].Value) {
					a := s.Args[0]
					out = append(out, u.Diag(gremlinSQL, a.Span.Start, a.Span.End,
						fmt.Sprintf("%s(%s) holds a SQL condition; write has('key', P.gt(value)) and similar", s.Name, gremlinSliceOf(u, a.Span)), ""))
				}
			}
		}
	}
	return out
}

func gremlinSliceOf(u *Unit, s diag.Span) string {
	if s.Start < 0 || s.End > len(u.Text) || s.Start > s.End {
		return ""
	}
	return u.Text[s.Start:s.End]
}

func runGremlinUnknownStep(u *Unit) []diag.Diagnostic {
	var out []diag.Diagnostic
	unknown := func(l *gremlin.Link, what string, vocab map[string]bool) {
		if vocab[l.Name] {
			return
		}
		if what == "step" && gremlin.Predicates[l.Name] {
			return // reported above as a predicate written as a step
		}
		if _, sql := gremlinSQLSteps[strings.ToLower(l.Name)]; sql {
			return
		}
		if ln := strings.ToLower(l.Name); (ln == "select" || ln == "from" || ln == "where") && l.Name != ln {
			return
		}
		msg := fmt.Sprintf("unknown %s %s", what, l.Name)
		best, ok := gremlinSynonyms[strings.ToLower(l.Name)], false
		if ok = best != "" && vocab[best]; !ok {
			best, ok = gremlinNearest(l.Name, gremlin.Sorted(vocab))
		}
		if ok {
			out = append(out, u.Diag(gremlinUnknownStep, l.NameSpan.Start, l.NameSpan.End,
				msg+"; did you mean "+best+"?", "",
				diag.Fix{Span: l.NameSpan, Replacement: best, Label: "did you mean " + best + "?"}))
			return
		}
		out = append(out, u.Diag(gremlinUnknownStep, l.NameSpan.Start, l.NameSpan.End, msg, ""))
	}
	for _, tr := range gremlinTraversals(u) {
		for _, c := range tr.Config {
			unknown(c, "source step", gremlin.SourceSteps)
		}
		for i, s := range tr.Steps {
			// values('born').gt(1950): a predicate written as a step.
			if i == 0 && tr.Kind != gremlin.FromAnon || gremlin.Steps[s.Name] || !gremlin.Predicates[s.Name] {
				continue
			}
			d := u.Diag(gremlinUnknownStep, s.NameSpan.Start, s.NameSpan.End,
				fmt.Sprintf("%s is a predicate, not a step: filter with is(%s(...)) or has(key, %s(...))", s.Name, s.Name, s.Name), "")
			prev := ""
			if i > 0 {
				prev = gremlinCanon(tr.Steps[i-1])
			}
			switch prev {
			case "values", "count", "sum", "mean", "min", "max", "math", "loops", "constant", "id", "label", "key", "value":
				txt := gremlinSliceOf(u, s.Span)
				d.Fixes = []diag.Fix{{Span: s.Span, Replacement: "is(" + txt + ")", Label: "is(" + txt + ")"}}
			}
			out = append(out, d)
		}
		for i, s := range tr.Steps {
			switch {
			case i == 0 && tr.Kind == gremlin.FromSource:
				unknown(s, "source step", gremlin.SourceSteps)
			case i == 0 && tr.Kind == gremlin.FromNested && gremlinPredicatePosition(tr) && !gremlin.Steps[s.Name]:
				// has('born', greaterThan(1950)): a misnamed predicate, not a step.
				unknown(s, "predicate", gremlin.Predicates)
			default:
				unknown(s, "step", gremlin.Steps)
			}
		}
	}
	gremlinTree(u).Walk(func(e *gremlin.Expr, _ *gremlin.Link) bool {
		switch e.Role() {
		case gremlin.Variable:
			// desc written as decr: removed constants read as variables.
			if syn := gremlinSynonyms[strings.ToLower(e.Links[0].Name)]; gremlin.BareEnums[syn] {
				unknown(e.Links[0], "constant", gremlin.BareEnums)
			}
		case gremlin.Predicate:
			if !e.Links[0].Call && len(e.Links) > 1 {
				if l := e.Links[1]; l.Name == "and" || l.Name == "or" {
					out = append(out, u.Diag(gremlinUnknownStep, l.NameSpan.Start, l.NameSpan.End,
						fmt.Sprintf("%s.%s is not a predicate: chain it, as in P.gt(1).%s(P.lt(3))", e.Links[0].Name, l.Name, l.Name), ""))
					break
				}
				unknown(e.Links[1], e.Links[0].Name+" predicate", gremlin.Predicates)
			}
		case gremlin.Enum:
			if len(e.Links) > 1 {
				unknown(e.Links[1], e.Links[0].Name+" constant", gremlin.Enums[e.Links[0].Name])
			}
		}
		return true
	})
	return out
}

// gremlinSynonyms are names models borrow from other languages for a
// Gremlin step or predicate; they are tried before edit distance.
var gremlinSynonyms = map[string]string{
	"greaterthan": "gt", "greaterthanorequal": "gte", "greaterthanequal": "gte", "greaterorequal": "gte",
	"lessthan": "lt", "lessthanorequal": "lte", "lessthanequal": "lte", "lessorequal": "lte",
	"equals": "eq", "equal": "eq", "notequal": "neq", "notequals": "neq", "ne": "neq",
	"contains": "containing", "startswith": "startingWith", "endswith": "endingWith",
	"notcontains": "notContaining", "in": "within", "notin": "without", "isin": "within",
	"vertices": "V", "vertex": "V", "edges": "E", "edge": "E", "outvertex": "outV", "invertex": "inV",
	"getproperty": "values", "property_value": "values", "valuemap": "valueMap", "size": "count",
	"length": "count", "avg": "mean", "average": "mean", "first": "limit", "take": "limit",
	"foreach": "local", "flatten": "unfold", "collect": "fold", "tolist": "toList", "haslabels": "hasLabel",
	"store": "aggregate", "incr": "asc", "decr": "desc", "ascending": "asc", "descending": "desc",
}

// gremlinPredicatePosition reports whether a nested traversal sits where a
// predicate is expected: the value of has(key, _), is(_), where(_) ...
func gremlinPredicatePosition(tr *gremlin.Traversal) bool {
	p := tr.Parent
	if p == nil || len(p.Args) == 0 {
		return false
	}
	last := p.Args[len(p.Args)-1]
	if last != tr.Expr {
		return false
	}
	switch p.Name {
	case "has":
		return len(p.Args) >= 2
	case "is", "hasId", "hasValue", "hasLabel":
		return true
	case "where":
		return len(p.Args) == 2
	}
	return false
}

// gremlinByModulated are the steps a by() can modulate.
var gremlinByModulated = map[string]bool{
	"aggregate": true, "cyclicPath": true, "dedup": true, "format": true, "group": true,
	"groupCount": true, "math": true, "order": true, "path": true, "project": true, "sack": true,
	"sample": true, "select": true, "simplePath": true, "store": true, "tree": true,
	"valueMap": true, "propertyMap": true, "where": true, "elementMap": true, "sideEffect": false,
	"combine": true, "difference": true, "disjunct": true, "intersect": true, "merge": true,
	"product": true, "conjoin": true, "pageRank": true, "peerPressure": true,
}

// gremlinModulators attach to the step before them.
var gremlinModulators = map[string]bool{
	"by": true, "from": true, "to": true, "times": true, "until": true, "emit": true,
	"option": true, "with": true, "as": true, "read": true, "write": true,
}

// gremlinModulated returns the step that steps[i] modulates: the nearest
// earlier step that is not itself a modulator, or nil.
func gremlinModulated(steps []*gremlin.Link, i int) (*gremlin.Link, int) {
	for j := i - 1; j >= 0; j-- {
		if !gremlinModulators[steps[j].Name] {
			return steps[j], j
		}
	}
	return nil, -1
}

func runGremlinMisplacedModulator(u *Unit) []diag.Diagnostic {
	var out []diag.Diagnostic
	for _, tr := range gremlinTraversals(u) {
		for i, s := range tr.Steps {
			switch s.Name {
			case "by":
				m, _ := gremlinModulated(tr.Steps, i)
				if m == nil || gremlinByModulated[m.Name] || !gremlin.Steps[m.Name] && !gremlin.SpawnSteps[m.Name] {
					continue
				}
				out = append(out, u.Diag(gremlinMisplacedModulator, s.NameSpan.Start, s.NameSpan.End,
					fmt.Sprintf("by() has nothing to modulate: %s() takes no by()", m.Name),
					"by() modulates order, group, groupCount, select, project, path, tree, dedup, valueMap, where and a few more."))
			case "option":
				m, _ := gremlinModulated(tr.Steps, i)
				if m == nil {
					continue
				}
				switch m.Name {
				case "choose", "branch", "mergeV", "mergeE":
				default:
					out = append(out, u.Diag(gremlinMisplacedModulator, s.NameSpan.Start, s.NameSpan.End,
						fmt.Sprintf("option() modulates choose, branch, mergeV or mergeE, not %s()", m.Name), ""))
				}
			case "times":
				m, _ := gremlinModulated(tr.Steps, i)
				next := ""
				if i+1 < len(tr.Steps) {
					next = tr.Steps[i+1].Name
				}
				if (m == nil || m.Name != "repeat") && next != "repeat" {
					out = append(out, u.Diag(gremlinMisplacedModulator, s.NameSpan.Start, s.NameSpan.End,
						"times() only modulates repeat(); did you mean limit()?", ""))
				}
			}
		}
	}
	return out
}

func runGremlinEmptyBy(u *Unit) []diag.Diagnostic {
	var out []diag.Diagnostic
	flow := gremlinFlowOf(u)
	for _, tr := range gremlinTraversals(u) {
		for i, s := range tr.Steps {
			if s.Name != "by" || len(s.Args) > 0 {
				continue
			}
			m, _ := gremlinModulated(tr.Steps, i)
			if m == nil || (m.Name != "select" && m.Name != "project") {
				continue
			}
			if m.Name == "select" && (len(m.Args) == 0 || m.Args[0].Kind != gremlin.String) {
				continue // select(keys), select(Pop.all, 'a') and friends
			}
			var fixes []diag.Fix
			if u.Schema != nil {
				if key := gremlinKeyFor(u, flow.subject[s]); key != "" {
					at := s.Span.End - 1 // just inside the closing parenthesis
					fixes = append(fixes, diag.Fix{Span: diag.Span{Start: at, End: at},
						Replacement: gremlin.Quote(key), Label: "by('" + key + "')"})
				}
			}
			out = append(out, u.Diag(gremlinEmptyBy, s.NameSpan.Start, s.Span.End,
				fmt.Sprintf("empty by() after %s() returns whole elements; name a property, e.g. by('name')", m.Name),
				"", fixes...))
		}
	}
	return out
}

// gremlinArityTable gives the accepted argument counts; max -1 is unbounded.
var gremlinArityTable = map[string][2]int{
	"hasLabel": {1, -1}, "hasKey": {1, -1}, "hasValue": {1, -1}, "hasId": {1, -1}, "has": {1, 3},
	"hasNot": {1, 1}, "as": {1, -1}, "select": {1, -1}, "project": {1, -1}, "limit": {1, 2},
	"range": {2, 3}, "tail": {0, 2}, "skip": {1, 2}, "sample": {1, 2}, "coin": {1, 1},
	"times": {1, 1}, "is": {1, 1}, "not": {1, 1}, "where": {1, 2}, "until": {1, 1},
	"repeat": {1, 2}, "emit": {0, 1}, "count": {0, 1}, "order": {0, 1}, "by": {0, 2},
	"fold": {0, 2}, "unfold": {0, 0}, "identity": {0, 0}, "id": {0, 0}, "label": {0, 0},
	"key": {0, 0}, "value": {0, 0}, "path": {0, 0}, "simplePath": {0, 0}, "cyclicPath": {0, 0},
	"inV": {0, 0}, "outV": {0, 0}, "bothV": {0, 0}, "otherV": {0, 0}, "constant": {1, 1},
	"local": {1, 1}, "optional": {1, 1}, "map": {1, 1}, "flatMap": {1, 1}, "filter": {1, 1},
	"coalesce": {1, -1}, "choose": {1, 3}, "sideEffect": {1, 1}, "aggregate": {1, 2},
	"store": {1, 1}, "cap": {1, -1}, "group": {0, 1}, "groupCount": {0, 1}, "tree": {0, 1},
	"sum": {0, 1}, "mean": {0, 1}, "max": {0, 1}, "min": {0, 1}, "math": {1, 1}, "addE": {1, 1},
	"addV": {0, 1}, "drop": {0, 0}, "next": {0, 1}, "toList": {0, 0}, "iterate": {0, 0},
	"explain": {0, 0}, "barrier": {0, 1}, "loops": {0, 1}, "timeLimit": {1, 1}, "from": {1, 1},
	"to": {1, 1}, "option": {1, 2}, "with": {1, 2}, "format": {1, 1}, "and": {0, -1}, "or": {0, -1},
	"dedup": {0, -1}, "hasNext": {0, 0}, "tryNext": {0, 0}, "toSet": {0, 0},
}

// gremlinStringArgSteps take only string arguments (labels or keys).
var gremlinStringArgSteps = map[string]string{
	"out": "edge labels", "in": "edge labels", "both": "edge labels", "outE": "edge labels",
	"inE": "edge labels", "bothE": "edge labels", "values": "property keys",
	"properties": "property keys", "hasKey": "property keys", "hasNot": "a property key",
	"as": "step labels", "project": "result keys", "cap": "side-effect keys",
}

// gremlinNumberArgSteps take numbers (optionally after a Scope).
var gremlinNumberArgSteps = map[string]bool{"limit": true, "range": true, "skip": true,
	"times": true, "sample": true, "coin": true, "tail": true, "timeLimit": true}

func runGremlinArity(u *Unit) []diag.Diagnostic {
	var out []diag.Diagnostic
	for _, tr := range gremlinTraversals(u) {
		for i, s := range tr.Steps {
			if !s.Call || (i == 0 && tr.Kind == gremlin.FromSource && s.Name != "addE" && s.Name != "addV") {
				continue // spawn steps have their own signatures (g.addE needs no from)
			}
			n := len(s.Args)
			if r, ok := gremlinArityTable[s.Name]; ok && (n < r[0] || r[1] >= 0 && n > r[1]) {
				want := fmt.Sprintf("%d", r[0])
				switch {
				case r[1] < 0:
					want = fmt.Sprintf("at least %d", r[0])
				case r[1] != r[0]:
					want = fmt.Sprintf("%d to %d", r[0], r[1])
				}
				out = append(out, u.Diag(gremlinArity, s.NameSpan.Start, s.Span.End,
					fmt.Sprintf("%s() takes %s argument(s), not %d", s.Name, want, n), ""))
				continue
			}
			if s.Name == "by" && len(s.Args) == 2 && s.Args[1].Kind == gremlin.String {
				if o := strings.ToLower(s.Args[1].Value); gremlin.Enums["Order"][gremlinOrder(o)] {
					a := s.Args[1]
					out = append(out, u.Diag(gremlinArity, a.Span.Start, a.Span.End,
						fmt.Sprintf("the order is an Order constant, not the string %s", gremlinSliceOf(u, a.Span)), "",
						diag.Fix{Span: a.Span, Replacement: gremlinOrder(o), Label: "use " + gremlinOrder(o)}))
				}
			}
			if what, ok := gremlinStringArgSteps[s.Name]; ok {
				for _, a := range s.Args {
					if a.Kind != gremlin.String && a.Role() != gremlin.Variable {
						out = append(out, u.Diag(gremlinArity, a.Span.Start, a.Span.End,
							fmt.Sprintf("%s() takes %s as strings, not %s", s.Name, what, gremlinSliceOf(u, a.Span)), ""))
					}
				}
			}
			if gremlinNumberArgSteps[s.Name] {
				for _, a := range s.Args {
					if a.Kind != gremlin.String {
						continue
					}
					d := u.Diag(gremlinArity, a.Span.Start, a.Span.End,
						fmt.Sprintf("%s() takes a number, not the string %s", s.Name, gremlinSliceOf(u, a.Span)), "")
					if _, err := strconv.ParseFloat(strings.TrimSpace(a.Value), 64); err == nil {
						v := strings.TrimSpace(a.Value)
						d.Fixes = []diag.Fix{{Span: a.Span, Replacement: v, Label: "use " + v}}
					}
					out = append(out, d)
				}
			}
		}
	}
	return out
}

var gremlinNumericReducers = map[string]bool{"sum": true, "mean": true, "max": true, "min": true}

func runGremlinValuesNoKey(u *Unit) []diag.Diagnostic {
	var out []diag.Diagnostic
	flow := gremlinFlowOf(u)
	for _, tr := range gremlinTraversals(u) {
		for i, s := range tr.Steps {
			if s.Name != "values" || len(s.Args) > 0 || i+1 >= len(tr.Steps) {
				continue
			}
			next := tr.Steps[i+1].Name
			if !gremlinNumericReducers[next] {
				continue
			}
			var fixes []diag.Fix
			if u.Schema != nil {
				if key := gremlinSoleNumericKey(u, flow.in[s]); key != "" {
					at := s.Span.End - 1
					fixes = append(fixes, diag.Fix{Span: diag.Span{Start: at, End: at},
						Replacement: gremlin.Quote(key), Label: "values('" + key + "')"})
				}
			}
			out = append(out, u.Diag(gremlinValuesNoKey, s.NameSpan.Start, s.Span.End,
				fmt.Sprintf("values() with no key feeds every property value into %s(); name the property", next),
				"", fixes...))
		}
	}
	return out
}

func runGremlinUnboundVariable(u *Unit) []diag.Diagnostic {
	t := gremlinTree(u)
	labels := map[string]bool{}
	for _, tr := range gremlinTraversals(u) {
		for _, s := range tr.Steps {
			if s.Name == "as" {
				for _, a := range s.Args {
					if a.Kind == gremlin.String {
						labels[a.Value] = true
					}
				}
			}
		}
	}
	var out []diag.Diagnostic
	t.Walk(func(e *gremlin.Expr, parent *gremlin.Link) bool {
		if e.Role() != gremlin.Variable {
			return true
		}
		name := e.Links[0].Name
		if parent != nil && parent.Name == "withStrategies" {
			return false
		}
		if gremlin.BareEnums[gremlinSynonyms[strings.ToLower(name)]] {
			return false // a removed constant such as decr: gremlin-unknown-step says so
		}
		d := u.Diag(gremlinUnboundVariable, e.Span.Start, e.Span.End,
			fmt.Sprintf("%s is an unbound variable", name),
			"gql sends queries without bindings; quote strings and step labels.")
		if labels[name] {
			d.Summary += fmt.Sprintf("; did you mean the step label '%s'?", name)
			d.Fixes = []diag.Fix{{Span: e.Span, Replacement: gremlin.Quote(name), Label: "quote " + name}}
		}
		out = append(out, d)
		return false
	})
	return out
}

func runGremlinSource(u *Unit) []diag.Diagnostic {
	var out []diag.Diagnostic
	for _, tr := range gremlinTraversals(u) {
		if tr.Kind != gremlin.FromSource || tr.Source.Name == "g" {
			continue
		}
		src := tr.Source
		out = append(out, u.Diag(gremlinSource, src.NameSpan.Start, src.NameSpan.End,
			fmt.Sprintf("traversal source %s: gremlin-lang only knows g", src.Name), gremlinSource.Doc,
			diag.Fix{Span: src.NameSpan, Replacement: "g", Label: "use g"}))
	}
	return out
}

// gremlinOrder maps how a sort order is written to its Order constant.
func gremlinOrder(s string) string {
	if syn := gremlinSynonyms[s]; syn != "" {
		return syn
	}
	return s
}

var gremlinOrderAfterLimit = &Check{
	ID: "gremlin-order-after-limit", Lang: lang.Gremlin, Severity: diag.Warning,
	Doc: "limit(), range(), tail() or sample() before order() keeps arbitrary elements and then " +
		"sorts only those, so 'the top 10' is not the top 10. Sort first: order().by(...).limit(n).",
}

var gremlinOrderMap = &Check{
	ID: "gremlin-order-map", Lang: lang.Gremlin, Severity: diag.Warning,
	Doc: "order() right after group() or groupCount() sorts a stream holding one map, which " +
		"changes nothing; ordering the map's entries needs order(local).by(values, desc) (or " +
		"unfold() first). The fix rewrites a bare order().",
}

func init() {
	gremlinOrderAfterLimit.Run = runGremlinOrderAfterLimit
	gremlinOrderMap.Run = runGremlinOrderMap
	Register(*gremlinOrderAfterLimit, *gremlinOrderMap)
}

// gremlinNextStep returns the index of the first step after i that is not
// a modulator, or -1.
func gremlinNextStep(steps []*gremlin.Link, i int) int {
	for j := i + 1; j < len(steps); j++ {
		if !gremlinModulators[gremlinCanon(steps[j])] {
			return j
		}
	}
	return -1
}

// gremlinGlobalOrder reports whether an order() step sorts the whole stream.
func gremlinGlobalOrder(l *gremlin.Link) bool {
	if gremlinCanon(l) != "order" {
		return false
	}
	for _, a := range l.Args {
		if _, n := a.EnumValue(); n == "local" {
			return false
		}
	}
	return true
}

func runGremlinOrderAfterLimit(u *Unit) []diag.Diagnostic {
	var out []diag.Diagnostic
	for _, tr := range gremlinTraversals(u) {
		for i, s := range tr.Steps {
			switch gremlinCanon(s) {
			case "limit", "range", "tail", "sample":
			default:
				continue
			}
			if len(s.Args) > 0 {
				if _, n := s.Args[0].EnumValue(); n == "local" {
					continue
				}
			}
			j := gremlinNextStep(tr.Steps, i)
			if j < 0 || !gremlinGlobalOrder(tr.Steps[j]) {
				continue
			}
			o := tr.Steps[j]
			out = append(out, u.Diag(gremlinOrderAfterLimit, o.NameSpan.Start, o.NameSpan.End,
				fmt.Sprintf("order() after %s() sorts an arbitrary subset; order first, then %s()", s.Name, s.Name), ""))
		}
	}
	return out
}

func runGremlinOrderMap(u *Unit) []diag.Diagnostic {
	var out []diag.Diagnostic
	for _, tr := range gremlinTraversals(u) {
		for i, s := range tr.Steps {
			if c := gremlinCanon(s); c != "group" && c != "groupCount" {
				continue
			}
			j := gremlinNextStep(tr.Steps, i)
			if j < 0 || !gremlinGlobalOrder(tr.Steps[j]) {
				continue
			}
			o := tr.Steps[j]
			d := u.Diag(gremlinOrderMap, o.NameSpan.Start, o.Span.End,
				fmt.Sprintf("order() after %s() sorts one map; use order(local).by(values, desc) to rank its entries", s.Name), "")
			if len(o.Args) == 0 && (j+1 >= len(tr.Steps) || gremlinCanon(tr.Steps[j+1]) != "by") {
				d.Fixes = []diag.Fix{{Span: o.Span, Replacement: "order(local).by(values, desc)", Label: "order(local).by(values, desc)"}}
			}
			out = append(out, d)
		}
	}
	return out
}
