package critic

import (
	"fmt"
	"sort"
	"strconv"
	"strings"
	"unicode"
	"unicode/utf8"

	"github.com/antlr4-go/antlr/v4"

	"github.com/gql-dev/gql/diag"
	"github.com/gql-dev/gql/grammars/cypher/parser"
	"github.com/gql-dev/gql/grammars/gremlin"
	"github.com/gql-dev/gql/lang"
)

// The guard checks read a parsed query against an allow-list of what gql
// runs: plain reads of the graph. What they report does not always write,
// but reaches beyond the read a question asks for (another database, a
// provider service, the executor's own strategies), so ReadOnlyGuard
// refuses it before sending, like a write.
var (
	cypherGuard = &Check{ID: "cypher-guard", Lang: lang.Cypher, Severity: diag.Error,
		Doc: "USE (which switches to another database, e.g. system) and CALL of a procedure that is not on gql's " +
			"list of read-only procedures (db.labels, db.relationshipTypes, db.propertyKeys, db.schema.*, " +
			"full-text and vector index queries), and a plugin function (apoc.*, gds.*, ...) outside gql's list of " +
			"pure plugin namespaces (apoc.text, apoc.coll, apoc.map, ...): a function such as " +
			"apoc.cypher.runFirstColumnSingle runs a query built from a string, which the guard cannot read. " +
			"A procedure's or plugin function's effects cannot be read from the query, so one " +
			"gql cannot prove reads is refused. Admin commands (SHOW, TERMINATE, GRANT, ...) are not Cypher " +
			"queries and do not parse, which the guard refuses too."}
	gremlinGuard = &Check{ID: "gremlin-guard", Lang: lang.Gremlin, Severity: diag.Error,
		Doc: "Anything but one traversal spawned from g: a second statement, a statement that is not a " +
			"traversal from g, traversal-source configuration (withStrategies, withoutStrategies, withComputer, " +
			"withSideEffect, with, withSack, withBulk, withPath), the steps call() and program(), times(n) above " +
			"critic.MaxRepeatTimes (10), loops in sequence whose times(n) add up to more than that, and repeat() nested in repeat(). TinkerPop " +
			"lets a traversal remove its own server-side strategies (ReadOnlyStrategy included), so gql's guard " +
			"refuses source configuration outright."}
)

// readProcedures (lower case) are the procedures a Cypher query may call.
var readProcedures = map[string]bool{
	"db.labels": true, "db.relationshiptypes": true, "db.propertykeys": true,
	"db.schema.visualization": true, "db.schema.nodetypeproperties": true, "db.schema.reltypeproperties": true,
	"db.index.fulltext.querynodes": true, "db.index.fulltext.queryrelationships": true,
	"db.index.vector.querynodes": true, "db.index.vector.queryrelationships": true,
}

// purePluginFunctions (lower case, prefixes ending in '.') are plugin
// functions that compute a value from their arguments and touch nothing
// else. Namespaces that run a query held in a string (apoc.cypher),
// write (apoc.create, apoc.merge, apoc.refactor), reach files or URLs
// (apoc.load, apoc.export, apoc.import), schedule work (apoc.periodic,
// apoc.trigger) or sleep are left off, and so is every plugin gql does
// not know: the guard refuses what it cannot prove reads.
var purePluginFunctions = []string{
	"apoc.text.", "apoc.coll.", "apoc.map.", "apoc.convert.", "apoc.math.", "apoc.number.",
	"apoc.date.", "apoc.temporal.", "apoc.agg.", "apoc.scoring.", "apoc.bitwise.", "apoc.hashing.",
	"apoc.util.md5", "apoc.util.sha1", "apoc.util.sha256", "apoc.util.sha384", "apoc.util.sha512",
	"apoc.meta.type", "apoc.meta.cypher.type", "apoc.label.exists", "apoc.node.degree", "apoc.node.degree.in",
	"apoc.node.degree.out", "apoc.node.labels", "apoc.node.id", "apoc.rel.type", "apoc.rel.id",
	"apoc.any.properties", "apoc.any.property",
}

// pluginFunctionPure reports whether a plugin function is on the pure list;
// a namespace prefix covers its members, a full name only itself.
func pluginFunctionPure(low string) bool {
	for _, p := range purePluginFunctions {
		if strings.HasSuffix(p, ".") && strings.HasPrefix(low, p) || low == p {
			return true
		}
	}
	return false
}

// MaxRepeatTimes bounds times(n) in a Gremlin query: the work of a loop
// grows with its depth, and a deep one can keep a server thread busy past
// the query's timeout.
var MaxRepeatTimes = 10

// formatChars reports the first format character (Unicode category Cf:
// zero-width space and joiners, BOM, word joiner, bidi controls, soft
// hyphen) outside the spans where the language reads any character as
// text. The guard does not try to read such a query as each server would:
// it refuses it.
func formatChars(u *Unit, c *Check, inside []diag.Span) []diag.Diagnostic {
	sort.Slice(inside, func(i, j int) bool { return inside[i].Start < inside[j].Start })
	k := 0
	for i, r := range u.Text {
		for k < len(inside) && inside[k].End <= i {
			k++
		}
		if k < len(inside) && inside[k].Start <= i {
			continue
		}
		if unicode.Is(unicode.Cf, r) {
			return []diag.Diagnostic{u.Diag(c, i, i+utf8.RuneLen(r),
				fmt.Sprintf("an invisible format character U+%04X outside a string", r),
				"gql's parser reads it as a space where the server may read it as part of a name, so the two "+
					"could read different queries. Fix: replace it with a space, as gql read it (or put the name in backticks, the text in a string).",
				diag.Fix{Span: diag.Span{Start: i, End: i + utf8.RuneLen(r)}, Replacement: " ", Label: "replace the invisible character with a space"})}
		}
	}
	return nil
}

func isASCII(s string) bool {
	for i := 0; i < len(s); i++ {
		if s[i] >= utf8.RuneSelf {
			return false
		}
	}
	return true
}

// gremlinCount reads the count of times(n); why says what makes it
// unreadable.
func gremlinCount(s *gremlin.Link) (n float64, why string) {
	if len(s.Args) != 1 {
		return 0, "times() takes exactly one count"
	}
	a := s.Args[0]
	if a.Kind != gremlin.Number {
		return 0, "times() has a count that is not a number literal, so gql cannot check it against its cap"
	}
	n, ok := gremlinNumber(a.Value)
	if !ok {
		return 0, fmt.Sprintf("times(%s): gql cannot read this number with certainty, so it cannot check it against its cap", a.Value)
	}
	return n, ""
}

// gremlinNumber reads a number literal the way gremlin-lang does (checked
// on Gremlin Server 3.8 and JanusGraph 1.1): underscores are dropped, 0x
// is hexadecimal, a leading 0 is octal (050 is 40, 0_50 too), and the last
// letter of an integer is its type (b s i l n), also after hex digits
// (0x28b is the byte 0x28, not 0x28b). Where a reading could go two ways
// (a hex literal ending in b, a leading 0) the larger value is returned,
// so a cap holds under either. NaN, Infinity and what does not parse are
// not read (ok false): the caller refuses them.
func gremlinNumber(lit string) (float64, bool) {
	s := strings.ReplaceAll(lit, "_", "")
	sign := 1.0
	if s != "" && (s[0] == '+' || s[0] == '-') {
		if s[0] == '-' {
			sign = -1
		}
		s = s[1:]
	}
	if s == "" {
		return 0, false
	}
	max := func(a, b float64) float64 {
		if a > b {
			return a
		}
		return b
	}
	if len(s) > 2 && (s[:2] == "0x" || s[:2] == "0X") {
		body := s[2:]
		var vals []float64
		if strings.ContainsRune("bBsSiIlLnN", rune(body[len(body)-1])) {
			if v, err := strconv.ParseUint(body[:len(body)-1], 16, 64); err == nil && len(body) > 1 {
				vals = append(vals, float64(v))
			}
		}
		if v, err := strconv.ParseUint(body, 16, 64); err == nil {
			vals = append(vals, float64(v))
		}
		if len(vals) == 0 {
			return 0, false
		}
		v := vals[0]
		for _, x := range vals[1:] {
			v = max(v, x)
		}
		return sign * v, true
	}
	if strings.ContainsAny(s, ".eE") || strings.ContainsRune("fFdDmM", rune(s[len(s)-1])) {
		f := strings.TrimRight(s, "fFdDmM")
		if len(s)-len(f) > 1 {
			return 0, false
		}
		v, err := strconv.ParseFloat(f, 64)
		if err != nil {
			return 0, false
		}
		return sign * v, true
	}
	if strings.ContainsRune("bBsSiIlLnN", rune(s[len(s)-1])) {
		s = s[:len(s)-1]
	}
	v, err := strconv.ParseUint(s, 10, 64)
	if err != nil {
		return 0, false
	}
	dec := float64(v)
	if len(s) > 1 && s[0] == '0' {
		o, err := strconv.ParseUint(s, 8, 64)
		if err != nil {
			return 0, false // 09: neither octal nor what the server accepts
		}
		dec = max(dec, float64(o))
	}
	return sign * dec, true
}

// gremlinUnsafeSteps do not write but reach beyond the traversal.
var gremlinUnsafeSteps = map[string]string{
	"call":    "calls a provider service whose effects gql cannot read",
	"program": "runs a VertexProgram on a graph computer",
}

func init() {
	cypherGuard.Run = runCypherGuard
	gremlinGuard.Run = runGremlinGuard
	Register(*cypherGuard, *gremlinGuard)
}

func runCypherGuard(u *Unit) []diag.Diagnostic {
	t := cypherTree(u)
	var out []diag.Diagnostic
	// Neo4j reads a format character (U+200B, U+FEFF, U+2060, ...) as part
	// of a name, where gql's lexer reads layout: outside a string or a
	// backticked name, the two would not read the same query.
	if !isASCII(u.Text) {
		var inside []diag.Span
		for _, tok := range t.Tokens.GetAllTokens() {
			switch tok.GetTokenType() {
			case parser.CypherLexerSTRING, parser.CypherLexerESCAPED:
				s, e := t.TokenSpan(tok)
				inside = append(inside, diag.Span{Start: s, End: e})
			case parser.CypherLexerLINE_COMMENT:
				// Where a comment ends is where a server's idea of a line
				// break says; only \n and \r are certain.
				s, e := t.TokenSpan(tok)
				if i := strings.IndexAny(u.Text[s:e], "\u0085\u2028\u2029"); i >= 0 {
					out = append(out, u.Diag(cypherGuard, s+i, s+i+utf8.RuneLen([]rune(u.Text[s+i:])[0]),
						"a Unicode line separator inside a // comment: servers disagree on where the comment ends",
						"Fix: end the comment with a newline, or use /* ... */."))
				}
			}
		}
		out = append(out, formatChars(u, cypherGuard, inside)...)
	}
	walk(t.Script, func(x antlr.Tree) bool {
		switch c := x.(type) {
		case *parser.UseClauseContext:
			s, e := t.TokenSpan(c.GetStart())
			out = append(out, u.Diag(cypherGuard, s, e, "USE switches to another database: gql queries the one it is configured for",
				"Remove the USE clause.", diag.Fix{Span: diag.Span{Start: s, End: s}, Replacement: "", Label: "remove USE"}))
		case *parser.FunctionInvocationContext:
			name := functionName(c)
			low := strings.ToLower(name)
			i := strings.IndexByte(low, '.')
			if cypherFunctions[low] || i < 0 || builtinNamespaces[low[:i]] || pluginFunctionPure(low) {
				return true
			}
			s, e := t.Span(c.QualifiedFunctionName())
			out = append(out, u.Diag(cypherGuard, s, e,
				"plugin function "+name+"() is not on gql's list of pure plugin functions",
				"Its effects cannot be read from the query (apoc.cypher.* runs a query held in a string; "+
					"others write, read files or sleep). Use a built-in function, or one of gql's pure plugin namespaces: "+
					strings.TrimSuffix(strings.Join(purePluginFunctions[:8], "*, ")+"*", ", ")+"."))
		case *parser.ProcedureCallClauseContext:
			name := strings.ToLower(strings.ReplaceAll(c.QualifiedName().GetText(), "`", ""))
			if readProcedures[name] {
				return true
			}
			for _, p := range writeProcedures {
				if strings.HasPrefix(name, p) {
					return true // cypher-write reports it
				}
			}
			s, e := t.Span(c.QualifiedName())
			names := make([]string, 0, len(readProcedures))
			for k := range readProcedures {
				names = append(names, k)
			}
			sort.Strings(names)
			out = append(out, u.Diag(cypherGuard, s, e,
				"procedure "+c.QualifiedName().GetText()+" is not on gql's list of read-only procedures",
				"gql calls only "+strings.Join(names, ", ")+"."))
		}
		return true
	})
	return out
}

func runGremlinGuard(u *Unit) []diag.Diagnostic {
	t := gremlinTree(u)
	var out []diag.Diagnostic
	if !isASCII(u.Text) {
		var inside []diag.Span
		t.Walk(func(e *gremlin.Expr, _ *gremlin.Link) bool {
			if e.Kind == gremlin.String {
				inside = append(inside, e.Span)
			}
			return true
		})
		out = append(out, formatChars(u, gremlinGuard, inside)...)
	}
	for i, st := range t.Statements {
		if i > 0 && st.Kind == gremlin.Lambda {
			continue // gremlin-lambda reports a closure after a step name
		}
		if i > 0 {
			out = append(out, u.Diag(gremlinGuard, st.Span.Start, st.Span.End, "a second statement: gql runs a single traversal", ""))
			continue
		}
		if st.Kind != gremlin.Chain || len(st.Links) == 0 || st.Links[0].Name != "g" {
			out = append(out, u.Diag(gremlinGuard, st.Span.Start, st.Span.End, "a query must be one traversal starting at g", ""))
		}
	}
	// Loops in sequence multiply the paths walked like nested ones, so the
	// cap is on the total depth of all loops, not on each.
	total := 0.0
	for _, tr := range gremlinTraversals(u) {
		for _, l := range tr.Config {
			out = append(out, u.Diag(gremlinGuard, l.NameSpan.Start, l.NameSpan.End,
				fmt.Sprintf("%s() configures the traversal source (strategies, computer, side effects): gql's executor decides those", l.Name),
				"Remove it: read-only mode and resource limits are the server's, and a query must not change them."))
		}
		for _, s := range tr.Steps {
			switch s.Name {
			case "times":
				n, why := gremlinCount(s)
				if why != "" {
					out = append(out, u.Diag(gremlinGuard, s.Span.Start, s.Span.End, why,
						"gql caps loops at "+strconv.Itoa(MaxRepeatTimes)+" and enforces the cap only on a count it can read "+
							"exactly as the server does; it refuses the others rather than guess. "+
							"Fix: write the count as a plain decimal integer, e.g. times(3)."))
					break
				}
				total += n
				switch {
				case n > float64(MaxRepeatTimes):
					out = append(out, u.Diag(gremlinGuard, s.Span.Start, s.Span.End,
						fmt.Sprintf("times(%s) repeats more than %d times: a loop that deep can outlive its timeout on the server", s.Args[0].Value, MaxRepeatTimes),
						"Bound the loop with until(...) or a smaller times(n)."))
				case total > float64(MaxRepeatTimes):
					out = append(out, u.Diag(gremlinGuard, s.Span.Start, s.Span.End,
						fmt.Sprintf("the loops of this traversal repeat %g times in all, more than %d: loops in sequence multiply the paths walked", total, MaxRepeatTimes),
						"Use one loop, or smaller times(n)."))
				}
			case "repeat":
				for p := tr; p != nil; p = p.ParentTraversal {
					if p.Parent != nil && p.Parent.Name == "repeat" {
						out = append(out, u.Diag(gremlinGuard, s.NameSpan.Start, s.NameSpan.End,
							"repeat() inside repeat(): nested loops multiply and can outlive their timeout on the server", ""))
						break
					}
				}
			}
			if why, ok := gremlinUnsafeSteps[s.Name]; ok {
				out = append(out, u.Diag(gremlinGuard, s.NameSpan.Start, s.NameSpan.End, fmt.Sprintf("%s() %s: gql does not run it", s.Name, why), ""))
			}
		}
	}
	return out
}
