package critic

import (
	"fmt"
	"regexp"
	"sort"
	"strings"

	"github.com/antlr4-go/antlr/v4"

	"github.com/gql-dev/gql/diag"
	"github.com/gql-dev/gql/grammars/sparql"
	"github.com/gql-dev/gql/grammars/sparql/parser"
	"github.com/gql-dev/gql/lang"
)

var (
	sparqlUndeclaredPrefix = Check{ID: "sparql-undeclared-prefix", Lang: lang.SPARQL, Severity: diag.Error,
		Doc: "A prefixed name uses a prefix with no PREFIX declaration. Endpoints such as Fuseki reject the " +
			"whole query. The fix inserts the declaration when the prefix is a well-known one (rdf, rdfs, xsd, " +
			"owl, foaf, schema, dc, ...) or the schema's own vocabulary (the empty prefix)."}
	sparqlUnboundProjection = Check{ID: "sparql-unbound-projection", Lang: lang.SPARQL, Severity: diag.Error,
		Doc: "SELECT projects a variable that the WHERE pattern never binds (it occurs only in FILTER, MINUS or " +
			"not at all), so its column is always empty — usually a typo or a forgotten triple pattern. The fix " +
			"renames it to a bound variable with a close name, or drops it from the projection."}
	sparqlUngrouped = Check{ID: "sparql-ungrouped-projection", Lang: lang.SPARQL, Severity: diag.Error,
		Doc: "An aggregate query (GROUP BY or an aggregate in SELECT) projects a variable that is neither a " +
			"group key nor inside an aggregate; SPARQL rejects it. Fixes: add the variable to GROUP BY, or wrap it " +
			"in SAMPLE(). The same variable in ORDER BY or HAVING is a warning: it is unbound there, so it has no effect."}
	sparqlStringEquality = Check{ID: "sparql-string-equality", Lang: lang.SPARQL, Severity: diag.Warning,
		Doc: "FILTER(?x = \"text\") compares RDF terms: it is false when the data holds \"text\"@en or a typed " +
			"literal, and it is case-sensitive. Compare STR(?x) or use a case-insensitive REGEX. Not reported " +
			"when the schema says ?x holds a plain string property (gql's mapping stores those untagged); only " +
			"an info note when there is no schema."}
	sparqlMissingDot = Check{ID: sparql.CheckMissingDot, Lang: lang.SPARQL, Severity: diag.Error,
		Doc: "Two triple patterns follow each other without the '.' that separates them. Reported by the parser " +
			"(the query does not parse) after it verified that inserting '.' gets further; the fix inserts it."}
	sparqlSQLism = Check{ID: sparql.CheckSQLism, Lang: lang.SPARQL, Severity: diag.Error,
		Doc: "SQL habits in SPARQL. When the query does not parse the parser names AND/OR (&&, ||), <> (!=), ==, " +
			"LIKE, IS NULL, TOP, JOIN, ORDER BY ?x DESC (DESC(?x)) and bare aggregates in SELECT ((COUNT(?x) AS ?n)). " +
			"On a parsed query this check reports FROM <...> used like a table name (FROM picks graphs, and the " +
			"data sits in the default graph) and string concatenation with '+' (use CONCAT)."}
	sparqlUnboundFilter = Check{ID: "sparql-unbound-filter", Lang: lang.SPARQL, Severity: diag.Warning,
		Doc: "A FILTER or BIND reads a variable that nothing in the query binds (usually a typo or a missing " +
			"triple pattern). The filter then fails on every solution, so the query returns nothing. The fix " +
			"renames it to a bound variable with a close name."}
	sparqlService = Check{ID: "sparql-service", Lang: lang.SPARQL, Severity: diag.Error,
		Doc: "SERVICE makes the store send part of the query to another endpoint over the network. gql answers " +
			"from its own store, and a generated query must not make the server fetch arbitrary URLs, so the " +
			"query is not run."}
	sparqlCartesian = Check{ID: "sparql-cartesian-product", Lang: lang.SPARQL, Severity: diag.Warning,
		Doc: "The triple patterns of one group fall into parts that share no variable or node and no FILTER " +
			"relates them, so the answer is the cartesian product of the parts: slow and almost never intended. " +
			"Join the parts through a shared variable."}
)

func init() {
	sparqlUndeclaredPrefix.Run = runSparqlUndeclaredPrefix
	sparqlUnboundProjection.Run = runSparqlUnboundProjection
	sparqlUngrouped.Run = runSparqlUngrouped
	sparqlStringEquality.Run = runSparqlStringEquality
	// Reported by the parser; the value documents the entry and runs nothing
	// on a query that parsed.
	sparqlMissingDot.Run = func(*Unit) []diag.Diagnostic { return nil }
	sparqlSQLism.Run = runSparqlSQLism
	sparqlCartesian.Run = runSparqlCartesian
	sparqlUnboundFilter.Run = runSparqlUnboundFilter
	sparqlService.Run = runSparqlService
	Register(sparqlUndeclaredPrefix, sparqlUnboundProjection, sparqlUngrouped, sparqlStringEquality,
		sparqlMissingDot, sparqlSQLism, sparqlCartesian, sparqlUnboundFilter, sparqlService)
}

func runSparqlUndeclaredPrefix(u *Unit) []diag.Diagnostic {
	t := sparqlTree(u)
	if t == nil {
		return nil
	}
	var out []diag.Diagnostic
	seen := map[string]bool{}
	for _, n := range t.Names {
		if _, ok := t.PrefixIRI(n.Prefix); ok || seen[n.Prefix] {
			continue
		}
		seen[n.Prefix] = true
		ns, known := sparql.CommonPrefixes[n.Prefix]
		if n.Prefix == "" && u.Schema != nil {
			ns, known = sparqlVocabBase(u.Schema), true
		}
		d := u.Diag(&sparqlUndeclaredPrefix, n.Span.Start, n.Span.End,
			fmt.Sprintf("prefix %q is not declared", n.Prefix+":"),
			"Add a PREFIX declaration before the query.")
		if known {
			decl := "PREFIX " + n.Prefix + ": <" + ns + ">\n"
			d.Fixes = []diag.Fix{{Span: diag.Span{Start: 0, End: 0}, Replacement: decl,
				Label: "declare " + strings.TrimSpace(decl)}}
		}
		out = append(out, d)
	}
	return out
}

func runSparqlUnboundProjection(u *Unit) []diag.Diagnostic {
	t := sparqlTree(u)
	if t == nil {
		return nil
	}
	var out []diag.Diagnostic
	for _, s := range t.Selects {
		if s.Star || s.Where == nil {
			continue
		}
		bound := s.Where.Bound()
		// (expr AS ?v) binds ?v for the items after it
		aliases := map[string]bool{}
		boundNames := sparqlSortedKeys(bound)
		for _, it := range s.Items {
			if it.Expr {
				for _, use := range it.Uses {
					if !bound[use.Value] && !aliases[use.Value] {
						out = append(out, u.Diag(&sparqlUnboundProjection, use.Span.Start, use.Span.End,
							fmt.Sprintf("%s is never bound by the WHERE pattern", use.Text),
							"The expression always sees it unbound."))
					}
				}
				aliases[it.Var.Value] = true
				continue
			}
			v := it.Var.Value
			if bound[v] || aliases[v] {
				continue
			}
			d := u.Diag(&sparqlUnboundProjection, it.Span.Start, it.Span.End,
				fmt.Sprintf("projected variable %s is never bound by the WHERE pattern", it.Var.Text),
				"Its column is always empty: bind it with a triple pattern, or remove it from SELECT.")
			if near, ok := sparqlNearest(v, boundNames); ok {
				d.Fixes = append(d.Fixes, diag.Fix{Span: it.Var.Span, Replacement: it.Var.Text[:1] + near,
					Label: "did you mean " + it.Var.Text[:1] + near + "?"})
			}
			if len(s.Items) > 1 {
				d.Fixes = append(d.Fixes, diag.Fix{Span: sparqlWithSpace(t.Text, it.Span), Replacement: "",
					Label: "remove " + it.Var.Text + " from SELECT"})
			}
			out = append(out, d)
		}
	}
	return out
}

// sparqlWithSpace widens a span over the spaces that follow it, so deleting it
// leaves tidy text.
func sparqlWithSpace(text string, s diag.Span) diag.Span {
	for s.End < len(text) && (text[s.End] == ' ' || text[s.End] == '\t') {
		s.End++
	}
	return s
}

func runSparqlUngrouped(u *Unit) []diag.Diagnostic {
	t := sparqlTree(u)
	if t == nil {
		return nil
	}
	var out []diag.Diagnostic
	for _, s := range t.Selects {
		if !s.Grouped() {
			continue
		}
		if s.Star {
			out = append(out, u.Diag(&sparqlUngrouped, s.Span.Start, s.Span.End,
				"SELECT * cannot be used in an aggregate query",
				"List the group keys and aggregates to return instead of *."))
			continue
		}
		keys := s.GroupKeys()
		aliases := map[string]bool{}
		reported := map[string]bool{}
		report := func(v sparql.Term, where string, item *sparql.SelectItem) {
			if reported[v.Value+where] {
				return
			}
			reported[v.Value+where] = true
			d := u.Diag(&sparqlUngrouped, v.Span.Start, v.Span.End,
				fmt.Sprintf("%s is %s but is neither grouped nor aggregated", v.Text, where),
				"In an aggregate query every projected variable must be a GROUP BY key or sit inside an aggregate.")
			if item == nil && where != "used in a SELECT expression" {
				// Endpoints accept it in ORDER BY and HAVING, where it is simply
				// unbound: the ordering or the condition does nothing useful.
				d.Severity = diag.Warning
				d.Detail = "After grouping only group keys and aggregates have values, so " + v.Text + " is unbound here."
			}
			if s.GroupByEnd >= 0 {
				d.Fixes = append(d.Fixes, diag.Fix{Span: diag.Span{Start: s.GroupByEnd, End: s.GroupByEnd},
					Replacement: " " + v.Text, Label: "add " + v.Text + " to GROUP BY"})
			} else if s.WhereEnd > 0 {
				d.Fixes = append(d.Fixes, diag.Fix{Span: diag.Span{Start: s.WhereEnd, End: s.WhereEnd},
					Replacement: " GROUP BY " + v.Text, Label: "group by " + v.Text})
			}
			if item != nil {
				alias := v.Text[:1] + "sample_" + v.Value
				d.Fixes = append(d.Fixes, diag.Fix{Span: item.Span, Replacement: "(SAMPLE(" + v.Text + ") AS " + alias + ")",
					Label: "return one sample value as " + alias})
			}
			out = append(out, d)
		}
		for i := range s.Items {
			it := &s.Items[i]
			if !it.Expr {
				if !keys[it.Var.Value] {
					report(it.Var, "projected", it)
				}
				continue
			}
			for _, use := range it.Uses {
				if !use.InAggregate && !use.InExists && !keys[use.Value] && !aliases[use.Value] {
					report(use.Term, "used in a SELECT expression", nil)
				}
			}
			aliases[it.Var.Value] = true
		}
		for _, use := range s.OrderBy {
			if !use.InAggregate && !use.InExists && !keys[use.Value] && !aliases[use.Value] {
				report(use.Term, "used in ORDER BY", nil)
			}
		}
		for _, use := range s.Having {
			if !use.InAggregate && !use.InExists && !keys[use.Value] && !aliases[use.Value] {
				report(use.Term, "used in HAVING", nil)
			}
		}
	}
	return out
}

var sparqlRegexMeta = regexp.MustCompile(`[\\.+*?()|\[\]{}^$]`)

func runSparqlStringEquality(u *Unit) []diag.Diagnostic {
	t := sparqlTree(u)
	if t == nil {
		return nil
	}
	types := sparqlTypesOf(u)
	nodes := sparqlNodeVars(t, sparqlVocabOf(u)) // sparql-node-vs-literal speaks for those
	var out []diag.Diagnostic
	for _, c := range t.Comparisons {
		if !c.InFilter || (c.Op != "=" && c.Op != "!=") || c.L == nil || c.R == nil {
			continue
		}
		v, lit := c.L, c.R
		if v.Kind != sparql.KVar {
			v, lit = c.R, c.L
		}
		if v.Kind != sparql.KVar || lit.Kind != sparql.KLiteral || !lit.Quoted || lit.Lang != "" || lit.Datatype != "" ||
			nodes[v.Value] {
			continue
		}
		if u.Schema != nil && sparqlPlainString(u, types.valueOf[v.Value]) {
			continue
		}
		d := u.Diag(&sparqlStringEquality, c.Span.Start, c.Span.End,
			fmt.Sprintf("%s %s %s compares RDF terms: it misses language-tagged or typed values", v.Text, c.Op, lit.Text),
			"Use STR("+v.Text+") "+c.Op+" "+lit.Text+" to compare the text only, or a case-insensitive REGEX.")
		if u.Schema == nil {
			// without a schema the data's literal forms are unknown: a risk, not a finding
			d.Severity = diag.Info
		}
		d.Fixes = append(d.Fixes, diag.Fix{Span: v.Span, Replacement: "STR(" + v.Text + ")", Label: "compare STR(" + v.Text + ")"})
		re := "^" + sparqlRegexMeta.ReplaceAllStringFunc(lit.Value, func(m string) string { return `\\` + m }) + "$"
		neg := ""
		if c.Op == "!=" {
			neg = "!"
		}
		d.Fixes = append(d.Fixes, diag.Fix{Span: c.Span,
			Replacement: neg + "REGEX(STR(" + v.Text + "), " + sparqlQuote(re) + ", \"i\")",
			Label:       "match case-insensitively"})
		out = append(out, d)
	}
	return out
}

// sparqlPlainString reports whether every named property is a string
// property in the schema (gql's mapping writes those as plain literals).
func sparqlPlainString(u *Unit, props []string) bool {
	if len(props) == 0 {
		return false
	}
	for _, p := range props {
		ty, ok := sparqlPropType(u, p, nil)
		if !ok || ty.Elem() != "string" {
			return false
		}
	}
	return true
}

func sparqlQuote(s string) string {
	return `"` + strings.NewReplacer(`\`, `\\`, `"`, `\"`, "\n", `\n`, "\r", `\r`).Replace(s) + `"`
}

func runSparqlSQLism(u *Unit) []diag.Diagnostic {
	t := sparqlTree(u)
	if t == nil {
		return nil
	}
	var out []diag.Diagnostic
	sparqlWalk(t.Root, func(n antlr.Tree) {
		switch c := n.(type) {
		case *parser.DatasetClauseContext:
			s := t.SpanOf(c)
			out = append(out, u.Diag(&sparqlSQLism, s.Start, s.End,
				"FROM picks the graphs a query reads; it does not name a table",
				"gql loads the graph into the default graph, so FROM "+
					"makes the query read a graph that does not exist. Remove it.",
				diag.Fix{Span: sparqlWithSpace(t.Text, s), Replacement: "", Label: "remove the FROM clause"}))
		case *parser.AdditiveExpressionContext:
			if c.GetChildCount() < 3 {
				return
			}
			var parts []string
			quoted := false
			for i := 0; i < c.GetChildCount(); i++ {
				ch := c.GetChild(i)
				if tn, ok := ch.(antlr.TerminalNode); ok {
					if tn.GetSymbol().GetTokenType() != parser.SparqlLexerPLUS {
						return // subtraction or a signed literal: arithmetic, not concatenation
					}
					continue
				}
				pt := ch.(antlr.ParserRuleContext)
				ps := t.SpanOf(pt)
				txt := t.Text[ps.Start:ps.End]
				if strings.HasPrefix(txt, `"`) || strings.HasPrefix(txt, `'`) {
					quoted = true
				}
				parts = append(parts, txt)
			}
			if !quoted {
				return
			}
			s := t.SpanOf(c)
			out = append(out, u.Diag(&sparqlSQLism, s.Start, s.End,
				"'+' does not concatenate strings in SPARQL; use CONCAT",
				"'+' on strings is a type error, so the expression is unbound.",
				diag.Fix{Span: s, Replacement: "CONCAT(" + strings.Join(parts, ", ") + ")", Label: "use CONCAT"}))
		}
	})
	return out
}

func sparqlWalk(n antlr.Tree, f func(antlr.Tree)) {
	if n == nil {
		return
	}
	f(n)
	for i := 0; i < n.GetChildCount(); i++ {
		sparqlWalk(n.GetChild(i), f)
	}
}

func runSparqlCartesian(u *Unit) []diag.Diagnostic {
	t := sparqlTree(u)
	if t == nil {
		return nil
	}
	var out []diag.Diagnostic
	var visit func(g *sparql.Group)
	visit = func(g *sparql.Group) {
		if d, ok := sparqlDisconnected(u, g); ok {
			out = append(out, d)
		}
		for _, c := range g.Children {
			visit(c)
		}
	}
	for _, s := range t.Selects {
		if s.Parent == nil && s.Where != nil {
			visit(s.Where)
		}
	}
	if len(t.Selects) == 0 && t.Where != nil {
		visit(t.Where)
	}
	return out
}

// sparqlDisconnected finds parts of one group pattern that share nothing.
func sparqlDisconnected(u *Unit, g *sparql.Group) (diag.Diagnostic, bool) {
	parent := map[string]string{}
	var find func(string) string
	find = func(x string) string {
		if parent[x] == "" || parent[x] == x {
			parent[x] = x
			return x
		}
		r := find(parent[x])
		parent[x] = r
		return r
	}
	union := func(a, b string) { parent[find(a)] = find(b) }
	nodeKey := func(x sparql.Term) string {
		switch x.Kind {
		case sparql.KVar:
			return "?" + x.Value
		case sparql.KIRI, sparql.KPName, sparql.KBlank:
			return "<" + x.Text
		}
		return ""
	}
	type part struct {
		keys  []string
		start int
		text  string
	}
	var parts []part
	for _, tr := range g.Triples {
		var keys []string
		for _, x := range []sparql.Term{tr.S, tr.O} {
			if k := nodeKey(x); k != "" {
				keys = append(keys, k)
			}
		}
		if tr.P.Kind == sparql.KVar {
			keys = append(keys, "?"+tr.P.Value)
		}
		parts = append(parts, part{keys: keys, start: tr.Span.Start, text: u.Text[tr.Span.Start:tr.Span.End]})
	}
	for _, c := range g.Children {
		switch c.Kind {
		case sparql.GMinus, sparql.GExists, sparql.GNotExists, sparql.GOptional:
			continue
		case sparql.GSubSelect:
			// an aggregate without GROUP BY yields one row: joining it is cheap
			if c.Sub != nil && c.Sub.Grouped() && len(c.Sub.GroupBy) == 0 {
				continue
			}
		}
		var keys []string
		for v := range c.Bound() {
			keys = append(keys, "?"+v)
		}
		sort.Strings(keys)
		parts = append(parts, part{keys: keys, start: c.Span.Start, text: "{ ... }"})
	}
	if len(parts) < 2 {
		return diag.Diagnostic{}, false
	}
	for _, p := range parts {
		for _, k := range p.keys[min(1, len(p.keys)):] {
			union(p.keys[0], k)
		}
	}
	// FILTER, BIND and OPTIONAL relate what they mention
	link := func(keys []string) {
		for i := 1; i < len(keys); i++ {
			union(keys[0], keys[i])
		}
	}
	for _, f := range g.Filters {
		var keys []string
		for _, use := range f.Uses {
			keys = append(keys, "?"+use.Value)
		}
		link(keys)
	}
	for _, b := range g.Binds {
		keys := []string{"?" + b.Var.Value}
		for _, use := range b.Uses {
			keys = append(keys, "?"+use.Value)
		}
		link(keys)
	}
	for _, c := range g.Children {
		if c.Kind == sparql.GOptional {
			var keys []string
			for v := range c.Bound() {
				keys = append(keys, "?"+v)
			}
			link(keys)
		}
	}
	var roots []string
	first := map[string]part{}
	for _, p := range parts {
		hasVar := false
		for _, k := range p.keys {
			if strings.HasPrefix(k, "?") {
				hasVar = true
			}
		}
		if !hasVar {
			continue // a ground pattern is a yes/no test, not a product
		}
		r := find(p.keys[0])
		if _, ok := first[r]; !ok {
			first[r] = p
			roots = append(roots, r)
		}
	}
	if len(roots) < 2 {
		return diag.Diagnostic{}, false
	}
	a, b := first[roots[0]], first[roots[1]]
	return u.Diag(&sparqlCartesian, b.start, b.start+len(b.text),
		fmt.Sprintf("%s shares no variable with %s: the result is a cartesian product", sparqlShort(b.text), sparqlShort(a.text)),
		"Connect the patterns through a shared variable (or a FILTER relating them), or split the query."), true
}

func sparqlShort(s string) string {
	s = strings.Join(strings.Fields(s), " ")
	if len(s) > 40 {
		return s[:37] + "..."
	}
	return s
}

// sparqlBoundAnywhere is every variable the query binds somewhere: in any
// group pattern (sub-queries and EXISTS included), as a SELECT or GROUP BY
// alias, or in a template.
func sparqlBoundAnywhere(t *sparql.Tree) map[string]bool {
	out := map[string]bool{}
	for _, tr := range t.Triples {
		for _, x := range []sparql.Term{tr.S, tr.P, tr.O} {
			if x.Kind == sparql.KVar {
				out[x.Value] = true
			}
		}
	}
	var visit func(g *sparql.Group)
	visit = func(g *sparql.Group) {
		if g == nil {
			return
		}
		for _, b := range g.Binds {
			out[b.Var.Value] = true
		}
		for _, v := range g.Values {
			out[v.Value] = true
		}
		if g.GraphVar != nil && g.GraphVar.Kind == sparql.KVar {
			out[g.GraphVar.Value] = true
		}
		for _, c := range g.Children {
			visit(c)
		}
	}
	visit(t.Where)
	for _, s := range t.Selects {
		visit(s.Where)
		for _, it := range s.Items {
			if it.Expr {
				out[it.Var.Value] = true
			}
		}
		for _, it := range s.GroupBy {
			if it.Var.Value != "" {
				out[it.Var.Value] = true
			}
		}
	}
	return out
}

func runSparqlUnboundFilter(u *Unit) []diag.Diagnostic {
	t := sparqlTree(u)
	if t == nil {
		return nil
	}
	bound := sparqlBoundAnywhere(t)
	names := sparqlSortedKeys(bound)
	var out []diag.Diagnostic
	seen := map[int]bool{}
	report := func(use sparql.VarUse, where string) {
		if bound[use.Value] || seen[use.Span.Start] {
			return
		}
		seen[use.Span.Start] = true
		d := u.Diag(&sparqlUnboundFilter, use.Span.Start, use.Span.End,
			fmt.Sprintf("%s in %s is never bound", use.Text, where),
			"Nothing in the query gives "+use.Text+" a value, so the expression fails on every solution.")
		if near, ok := sparqlNearest(use.Value, names); ok {
			d.Fixes = []diag.Fix{{Span: use.Span, Replacement: use.Text[:1] + near, Label: "did you mean " + use.Text[:1] + near + "?"}}
		}
		out = append(out, d)
	}
	for _, f := range t.Filters {
		for _, use := range f.Uses {
			report(use, "FILTER")
		}
	}
	var visit func(g *sparql.Group)
	visit = func(g *sparql.Group) {
		if g == nil {
			return
		}
		for _, b := range g.Binds {
			for _, use := range b.Uses {
				report(use, "BIND")
			}
		}
		for _, c := range g.Children {
			visit(c)
		}
	}
	visit(t.Where)
	for _, s := range t.Selects {
		if s.Parent != nil {
			continue
		}
		visit(s.Where)
	}
	return out
}

func runSparqlService(u *Unit) []diag.Diagnostic {
	t := sparqlTree(u)
	if t == nil {
		return nil
	}
	var out []diag.Diagnostic
	sparqlWalk(t.Root, func(n antlr.Tree) {
		c, ok := n.(*parser.ServiceGraphPatternContext)
		if !ok {
			return
		}
		target := c.VarOrIri()
		s := t.SpanOf(target)
		out = append(out, u.Diag(&sparqlService, s.Start, s.End,
			"SERVICE "+t.Text[s.Start:s.End]+" would query another endpoint",
			"Federated queries are not run: gql queries its own store only."))
	})
	return out
}
