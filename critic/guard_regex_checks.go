package critic

import (
	"strconv"
	"strings"
	"unicode/utf8"

	"github.com/antlr4-go/antlr/v4"

	"github.com/gql-dev/gql/diag"
	"github.com/gql-dev/gql/grammars/cypher"
	"github.com/gql-dev/gql/grammars/cypher/parser"
	"github.com/gql-dev/gql/grammars/gremlin"
	sparqlp "github.com/gql-dev/gql/grammars/sparql/parser"
	"github.com/gql-dev/gql/lang"
)

const regexDoc = "A regular expression whose matching time the guard cannot bound: a nested quantifier " +
	"((a+)+, (.*a){12}, (a?){30}), a repeated alternation whose branches overlap ((a|a)*, (\\w|\\d)+), " +
	"two unbounded repeats in a row over the same characters (.*.*, \\d+\\d+), a back reference, a " +
	"pattern gql's reader of Java regex syntax cannot read, or a pattern that is not a string literal " +
	"(a parameter, a variable, a concatenation with either). All four servers match with " +
	"java.util.regex, which backtracks and cannot be interrupted: such a pattern keeps a server thread " +
	"busy long after the query's timeout (20-40 s for a 31-character string in the reproduction)."

var (
	cypherRegex = &Check{ID: "cypher-regex-backtracking", Lang: lang.Cypher, Severity: diag.Error,
		Doc: regexDoc + " Read in =~ and in the regex arguments of apoc.text functions."}
	gremlinRegex = &Check{ID: "gremlin-regex-backtracking", Lang: lang.Gremlin, Severity: diag.Error,
		Doc: regexDoc + " Read in regex() and notRegex(), with or without TextP."}
	sparqlRegex = &Check{ID: "sparql-regex-backtracking", Lang: lang.SPARQL, Severity: diag.Error,
		Doc: regexDoc + " Read in REGEX and REPLACE with their flags; XPath functions that take a regex " +
			"(fn:matches, fn:replace, fn:tokenize, fn:analyze-string) are refused: use REGEX or REPLACE."}
)

func init() {
	cypherRegex.Run = runCypherRegex
	gremlinRegex.Run = runGremlinRegex
	sparqlRegex.Run = runSPARQLRegex
	Register(*cypherRegex, *gremlinRegex, *sparqlRegex)
}

// regexFix says what to write instead, per language.
var regexFix = map[lang.Lang]string{
	lang.Cypher:  "Use STARTS WITH, ENDS WITH or CONTAINS (toLower() on both sides for case), or a pattern without a quantifier inside a repeated group, e.g. '(?i).*keanu.*'.",
	lang.Gremlin: "Use TextP.startingWith, endingWith or containing, or a pattern without a quantifier inside a repeated group, e.g. regex('(?i)keanu').",
	lang.SPARQL:  "Use STRSTARTS, STRENDS or CONTAINS (LCASE() on both sides for case), or a pattern without a quantifier inside a repeated group, e.g. REGEX(?name, \"keanu\", \"i\").",
}

// regexDiag judges one pattern; start and end are the literal's bytes.
func regexDiag(u *Unit, c *Check, start, end int, pattern string, fold, extend bool) []diag.Diagnostic {
	summary, detail := regexVerdict(pattern, fold, extend)
	if summary == "" {
		return nil
	}
	return []diag.Diagnostic{u.Diag(c, start, end, summary, detail+" Fix: "+regexFix[c.Lang])}
}

func notLiteral(u *Unit, c *Check, start, end int) []diag.Diagnostic {
	return []diag.Diagnostic{u.Diag(c, start, end,
		"the regex is not a string literal, so gql cannot bound its matching time",
		"A pattern from a parameter, a variable or a computed string is unknown until the server runs it, and "+
			"one that backtracks catastrophically cannot be stopped there. Fix: write the pattern as one literal. "+regexFix[c.Lang])}
}

// apocRegexArgs are the APOC text functions that take a regex, with the
// index of the pattern argument.
var apocRegexArgs = map[string]int{
	"apoc.text.replace": 1, "apoc.text.regreplace": 1, "apoc.text.split": 1, "apoc.text.regexgroups": 1,
	"apoc.text.regexgroupsbyname": 1,
}

func runCypherRegex(u *Unit) []diag.Diagnostic {
	t := cypherTree(u)
	var out []diag.Diagnostic
	check := func(e parser.IExpressionContext) {
		s, end := t.Span(e)
		if p, ok := cypherConstString(t, e); ok {
			out = append(out, regexDiag(u, cypherRegex, s, end, p, false, false)...)
		} else {
			out = append(out, notLiteral(u, cypherRegex, s, end)...)
		}
	}
	walk(t.Script, func(x antlr.Tree) bool {
		switch c := x.(type) {
		case *parser.CompareExprContext:
			if c.REGEQ() != nil && c.Expression(1) != nil {
				check(c.Expression(1))
			}
		case *parser.FunctionInvocationContext:
			if i, ok := apocRegexArgs[strings.ToLower(functionName(c))]; ok {
				if args := c.AllExpression(); i < len(args) {
					check(args[i])
				}
			}
		}
		return true
	})
	return out
}

// cypherConstString evaluates a string literal, a parenthesised one, or a
// concatenation (+, ||) of those; anything else is not a constant.
func cypherConstString(t *cypher.Tree, e antlr.Tree) (string, bool) {
	switch c := e.(type) {
	case *parser.AtomExprContext:
		return cypherConstString(t, c.Atom())
	case *parser.ParenAtomContext:
		return cypherConstString(t, c.Expression())
	case *parser.LiteralAtomContext:
		if l, ok := c.Literal().(*parser.LiteralContext); ok && l.STRING() != nil {
			return cypherUnescape(l.STRING().GetText())
		}
	case *parser.AddExprContext:
		if c.MINUS() != nil {
			return "", false
		}
		a, ok1 := cypherConstString(t, c.Expression(0))
		b, ok2 := cypherConstString(t, c.Expression(1))
		return a + b, ok1 && ok2
	}
	return "", false
}

// cypherUnescape reads a Cypher string literal as Neo4j does; an escape it
// does not know makes the string unreadable (Neo4j rejects it too).
func cypherUnescape(lit string) (string, bool) {
	if len(lit) < 2 {
		return "", false
	}
	s := lit[1 : len(lit)-1]
	var b strings.Builder
	for i := 0; i < len(s); i++ {
		if s[i] != '\\' {
			b.WriteByte(s[i])
			continue
		}
		i++
		if i >= len(s) {
			return "", false
		}
		switch s[i] {
		case '\\', '\'', '"':
			b.WriteByte(s[i])
		case 't':
			b.WriteByte('\t')
		case 'b':
			b.WriteByte('\b')
		case 'n':
			b.WriteByte('\n')
		case 'r':
			b.WriteByte('\r')
		case 'f':
			b.WriteByte('\f')
		case 'u', 'U':
			n := 4
			if s[i] == 'U' {
				n = 8
			}
			if i+1+n > len(s) {
				return "", false
			}
			v, err := strconv.ParseUint(s[i+1:i+1+n], 16, 32)
			if err != nil || !utf8.ValidRune(rune(v)) {
				return "", false
			}
			b.WriteRune(rune(v))
			i += n
		default:
			return "", false
		}
	}
	return b.String(), true
}

// gremlinRegexPredicates take a Java regex as their one argument (the
// text* names are JanusGraph's).
var gremlinRegexPredicates = map[string]bool{"regex": true, "notRegex": true,
	"textRegex": true, "textNotRegex": true, "textContainsRegex": true, "textNotContainsRegex": true}

func runGremlinRegex(u *Unit) []diag.Diagnostic {
	t := gremlinTree(u)
	var out []diag.Diagnostic
	// Every link with a regex predicate's name, whatever its place: the
	// server decides what a name means, so the guard reads them all.
	t.Walk(func(e *gremlin.Expr, _ *gremlin.Link) bool {
		for _, l := range e.Links {
			if !gremlinRegexPredicates[l.Name] {
				continue
			}
			if len(l.Args) == 0 {
				continue // gremlin-arity reports it; the server rejects it
			}
			a := l.Args[0]
			if a.Kind != gremlin.String || len(l.Args) != 1 {
				out = append(out, notLiteral(u, gremlinRegex, a.Span.Start, a.Span.End)...)
				continue
			}
			out = append(out, regexDiag(u, gremlinRegex, a.Span.Start, a.Span.End, a.Value, false, false)...)
		}
		return true
	})
	return out
}

// xpathRegexFunctions are the local names of XPath functions that take a
// regex; through an IRI the guard does not read their arguments.
var xpathRegexFunctions = map[string]bool{"matches": true, "replace": true, "tokenize": true, "analyze-string": true}

func runSPARQLRegex(u *Unit) []diag.Diagnostic {
	t := sparqlTree(u)
	var out []diag.Diagnostic
	for _, c := range t.Calls {
		var flagsAt int
		switch c.Name {
		case "REGEX":
			flagsAt = 2
		case "REPLACE":
			flagsAt = 3
		default:
			continue
		}
		if len(c.Args) < 2 {
			out = append(out, notLiteral(u, sparqlRegex, c.Span.Start, c.Span.End)...)
			continue
		}
		pat := c.Args[1]
		if pat == nil || !pat.Quoted {
			s, e := c.Span.Start, c.Span.End
			if pat != nil {
				s, e = pat.Span.Start, pat.Span.End
			}
			out = append(out, notLiteral(u, sparqlRegex, s, e)...)
			continue
		}
		flags := ""
		if len(c.Args) > flagsAt {
			f := c.Args[flagsAt]
			if f == nil || !f.Quoted {
				out = append(out, notLiteral(u, sparqlRegex, c.Span.Start, c.Span.End)...)
				continue
			}
			flags = f.Value
		}
		if strings.Trim(flags, "smixq") != "" {
			out = append(out, u.Diag(sparqlRegex, c.Args[flagsAt].Span.Start, c.Args[flagsAt].Span.End,
				"regex flags "+strconv.Quote(flags)+" are not all known (s, m, i, x, q)",
				"gql reads a pattern only with the flags it knows; an unknown flag could change how the pattern reads."))
			continue
		}
		if strings.Contains(flags, "q") {
			continue // q: the pattern is matched as plain text
		}
		out = append(out, regexDiag(u, sparqlRegex, pat.Span.Start, pat.Span.End, pat.Value,
			strings.Contains(flags, "i"), strings.Contains(flags, "x"))...)
	}
	var visit func(n antlr.Tree)
	visit = func(n antlr.Tree) {
		if f, ok := n.(*sparqlp.IriOrFunctionContext); ok && f.ArgList() != nil {
			iri := f.Iri().GetText()
			local := strings.ToLower(strings.TrimRight(iri, ">"))
			if i := strings.LastIndexAny(local, "#/:"); i >= 0 {
				local = local[i+1:]
			}
			if xpathRegexFunctions[local] {
				sp := t.SpanOf(f)
				out = append(out, u.Diag(sparqlRegex, sp.Start, sp.End,
					iri+"() takes a regex the guard does not read",
					"Write REGEX(...) or REPLACE(...) instead: the guard reads their patterns and refuses those that "+
						"can backtrack catastrophically."))
			}
		}
		for i := 0; i < n.GetChildCount(); i++ {
			visit(n.GetChild(i))
		}
	}
	if t.Root != nil {
		visit(t.Root)
	}
	return out
}
