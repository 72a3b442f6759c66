// Package cypher parses Cypher with gql's own grammar (CypherLexer.g4 and
// CypherParser.g4 beside this file; the generated code is in ./parser and is
// regenerated with `grammars/generate cypher`).
//
// Parse tries the fast SLL prediction mode first and falls back to full LL
// only when SLL fails, so valid queries (nearly all of them) pay for the cheap
// mode alone. Syntax errors come back as diag.Diagnostics with line:col, a byte
// span, the tokens the parser would have accepted, and a plain-language
// summary for the mistakes language models make most often.
package cypher

import (
	"fmt"
	"sort"
	"strings"
	"unicode/utf8"

	"github.com/antlr4-go/antlr/v4"

	"github.com/gql-dev/gql/diag"
	"github.com/gql-dev/gql/grammars/cypher/parser"
	"github.com/gql-dev/gql/grammars/nesting"
)

// Tree is a parsed Cypher script.
type Tree struct {
	Text   string
	Script parser.IScriptContext
	Tokens *antlr.CommonTokenStream
	// runeToByte maps ANTLR's rune indexes to byte offsets; nil when the text
	// is ASCII and the two agree.
	runeToByte []int
}

// Offset converts an ANTLR character index to a byte offset in Text.
func (t *Tree) Offset(runeIndex int) int {
	if t.runeToByte == nil {
		if runeIndex > len(t.Text) {
			return len(t.Text)
		}
		return runeIndex
	}
	if runeIndex >= len(t.runeToByte) {
		return len(t.Text)
	}
	return t.runeToByte[runeIndex]
}

// Span returns the byte range a rule covers.
func (t *Tree) Span(ctx antlr.ParserRuleContext) (start, end int) {
	if ctx == nil || ctx.GetStart() == nil {
		return 0, 0
	}
	start = t.Offset(ctx.GetStart().GetStart())
	stop := ctx.GetStop()
	if stop == nil || stop.GetTokenType() == antlr.TokenEOF || stop.GetStop() < ctx.GetStart().GetStart() {
		return start, start
	}
	return start, t.Offset(stop.GetStop() + 1)
}

// TokenSpan returns the byte range of one token.
func (t *Tree) TokenSpan(tok antlr.Token) (start, end int) {
	if tok == nil || tok.GetTokenType() == antlr.TokenEOF {
		return len(t.Text), len(t.Text)
	}
	return t.Offset(tok.GetStart()), t.Offset(tok.GetStop() + 1)
}

// Source returns the text a rule covers.
func (t *Tree) Source(ctx antlr.ParserRuleContext) string {
	s, e := t.Span(ctx)
	return t.Text[s:e]
}

// Parse parses a Cypher script (one or more statements separated by ';').
// The tree is nil when the text has a syntax error.
func Parse(text string) (*Tree, []diag.Diagnostic) { return parse(text, true) }

// parse does the work; fixes=false skips computing repairs, which reparse
// the text themselves.
func parse(text string, fixes bool) (*Tree, []diag.Diagnostic) {
	t := &Tree{Text: text}
	if !isASCII(text) {
		t.runeToByte = make([]int, 0, len(text)+1)
		for i := range text {
			t.runeToByte = append(t.runeToByte, i)
		}
		t.runeToByte = append(t.runeToByte, len(text))
	}

	lex := parser.NewCypherLexer(antlr.NewInputStream(text))
	lex.RemoveErrorListeners()
	tokens := antlr.NewCommonTokenStream(lex, antlr.TokenDefaultChannel)
	if d := nesting.Scan(text, tokens, 0, t.Offset); d != nil {
		return nil, []diag.Diagnostic{*d}
	}
	if tree, ok := parseSLL(tokens); ok {
		t.Script, t.Tokens = tree, tokens
		return t, nil
	}

	// SLL failed: either a real error or one of the rare inputs that need
	// full context. Reparse in LL mode with a fresh parser, keeping the
	// first error.
	tokens.Seek(0)
	p := parser.NewCypherParser(tokens)
	p.RemoveErrorListeners()
	p.GetInterpreter().SetPredictionMode(antlr.PredictionModeLL)
	l := &errorListener{tree: t, fixes: fixes}
	p.AddErrorListener(l)
	tree := p.Script()
	if l.first == nil {
		t.Script, t.Tokens = tree, tokens
		return t, nil
	}
	return nil, []diag.Diagnostic{*l.first}
}

// bail stops the SLL pass at the first error. The runtime's own
// BailErrorStrategy cannot be used with the 4.13.1 Go target: the generated
// code reports the cancellation it records, which panics.
type bail struct{ *antlr.DefaultErrorStrategy }

type bailed struct{}

func (bail) ReportError(antlr.Parser, antlr.RecognitionException) { panic(bailed{}) }
func (bail) Recover(antlr.Parser, antlr.RecognitionException)     { panic(bailed{}) }
func (bail) RecoverInline(antlr.Parser) antlr.Token               { panic(bailed{}) }
func (bail) Sync(antlr.Parser)                                    {}

func parseSLL(tokens *antlr.CommonTokenStream) (tree parser.IScriptContext, ok bool) {
	defer func() {
		if r := recover(); r != nil {
			if _, is := r.(bailed); !is {
				panic(r)
			}
			tree, ok = nil, false
		}
	}()
	p := parser.NewCypherParser(tokens)
	p.RemoveErrorListeners()
	p.SetErrorHandler(bail{antlr.NewDefaultErrorStrategy()})
	p.GetInterpreter().SetPredictionMode(antlr.PredictionModeSLL)
	tree = p.Script()
	return tree, !p.HasError()
}

func isASCII(s string) bool {
	for i := 0; i < len(s); i++ {
		if s[i] >= utf8.RuneSelf {
			return false
		}
	}
	return true
}

type errorListener struct {
	*antlr.DefaultErrorListener
	tree  *Tree
	fixes bool
	first *diag.Diagnostic
}

func (l *errorListener) SyntaxError(rec antlr.Recognizer, offending any, line, column int, msg string, e antlr.RecognitionException) {
	if l.first != nil {
		return
	}
	tok, _ := offending.(antlr.Token)
	var expected []string
	var ts antlr.TokenStream
	if p, ok := rec.(antlr.Parser); ok {
		expected = describeExpected(p.GetExpectedTokens())
		ts = p.GetTokenStream()
		if c, ok := ts.(*antlr.CommonTokenStream); ok {
			c.Fill() // the hints look at tokens after the error
		}
	}
	d := syntaxDiagnostic(l.tree, ts, tok, expected)
	if l.fixes && ts != nil {
		d.Fixes = sqlFixes(l.tree, ts)
	}
	l.first = &d
}

// syntaxDiagnostic explains a syntax error at tok.
func syntaxDiagnostic(t *Tree, ts antlr.TokenStream, tok antlr.Token, expected []string) diag.Diagnostic {
	start, end := t.TokenSpan(tok)
	if (tok == nil || tok.GetTokenType() == antlr.TokenEOF) && ts != nil {
		// Point just past the last real token, not after trailing blanks.
		if p := prevDefault(ts, ts.Size()-1); p != nil {
			_, start = t.TokenSpan(p)
			end = start
		}
	}
	d := diag.Diagnostic{Check: "syntax", Severity: diag.Error, Pos: diag.PosAt(t.Text, start),
		Span: diag.Span{Start: start, End: end}}
	got := "end of query"
	if tok != nil && tok.GetTokenType() != antlr.TokenEOF {
		got = fmt.Sprintf("%q", tok.GetText())
	}
	if len(expected) > 0 {
		d.Detail = "expected one of " + strings.Join(expected, ", ")
	}
	d.Summary = friendly(t, ts, tok)
	if d.Summary == "" && len(expected) > 0 && len(expected) <= 2 && strings.Join(expected, " ") == strings.TrimSpace(strings.Join(filterEnd(expected), " ")) {
		d.Summary = "unexpected " + got + " after a complete query"
		d.Detail = "the text before it is a whole query; remove or rewrite what follows"
		if ts != nil && tok != nil && startsOperand(tok.GetTokenType()) && endsOperand(backType(ts, tok, 1)) {
			d.Summary = "unexpected " + got + ": is a ',' missing before it?"
			d.Detail = "two expressions follow each other with nothing between them"
		}
	}
	if d.Summary == "" {
		d.Summary = "unexpected " + got
		if len(expected) > 0 && len(expected) <= 6 {
			d.Summary += ", expected " + strings.Join(expected, " or ")
		}
	}
	return d
}

// sqlFixes repairs the SQL habits that have one right Cypher spelling:
// "GROUP BY ..." is dropped (Cypher groups by the non-aggregated columns
// already), and "x LIKE '%abc%'" becomes CONTAINS / STARTS WITH / ENDS WITH.
// A GROUP BY fix is offered only when the query parses without it.
func sqlFixes(t *Tree, ts antlr.TokenStream) []diag.Fix {
	var fixes []diag.Fix
	reparses := 0
	for i := 0; i < ts.Size(); i++ {
		tok := ts.Get(i)
		if tok.GetTokenType() == antlr.TokenEOF {
			break
		}
		if tok.GetTokenType() != parser.CypherLexerIDENT {
			continue
		}
		switch strings.ToUpper(tok.GetText()) {
		case "GROUP":
			by := nextDefault(ts, i)
			if by == nil || by.GetTokenType() != parser.CypherLexerBY || reparses == 3 {
				continue
			}
			reparses++
			end := by
			for n := nextDefault(ts, by.GetTokenIndex()); n != nil; n = nextDefault(ts, n.GetTokenIndex()) {
				switch n.GetTokenType() {
				case parser.CypherLexerORDER, parser.CypherLexerLIMIT, parser.CypherLexerSKIP_, parser.CypherLexerOFFSET,
					parser.CypherLexerSEMI, parser.CypherLexerUNION, parser.CypherLexerRETURN, parser.CypherLexerMATCH,
					parser.CypherLexerWITH, antlr.TokenEOF:
					n = nil
				}
				if n == nil {
					break
				}
				end = n
			}
			s, _ := t.TokenSpan(tok)
			_, e := t.TokenSpan(end)
			// Take the blank before GROUP with it.
			for s > 0 && (t.Text[s-1] == ' ' || t.Text[s-1] == '\t' || t.Text[s-1] == '\n' || t.Text[s-1] == '\r') {
				s--
			}
			fixed := t.Text[:s] + t.Text[e:]
			if tr, _ := parse(fixed, false); tr != nil {
				fixes = append(fixes, diag.Fix{Span: diag.Span{Start: s, End: e}, Replacement: "",
					Label: "drop GROUP BY: Cypher groups by the non-aggregated columns"})
			}
		case "LIKE":
			str := nextDefault(ts, i)
			if str == nil || str.GetTokenType() != parser.CypherLexerSTRING {
				continue
			}
			lit := str.GetText()
			q, body := lit[:1], lit[1:len(lit)-1]
			core := strings.Trim(body, "%")
			if strings.ContainsAny(core, "%_") {
				continue
			}
			var op string
			switch {
			case strings.HasPrefix(body, "%") && strings.HasSuffix(body, "%") && len(body) >= 2:
				op = "CONTAINS"
			case strings.HasSuffix(body, "%"):
				op = "STARTS WITH"
			case strings.HasPrefix(body, "%"):
				op = "ENDS WITH"
			default:
				op = "="
			}
			s, _ := t.TokenSpan(tok)
			_, e := t.TokenSpan(str)
			repl := op + " " + q + core + q
			fixes = append(fixes, diag.Fix{Span: diag.Span{Start: s, End: e}, Replacement: repl, Label: "write " + repl})
		}
	}
	return fixes
}

// friendly recognises the mistakes seen in real model output and says what
// Cypher wants instead. It returns "" when it has nothing better to say.
func friendly(t *Tree, ts antlr.TokenStream, tok antlr.Token) string {
	if tok == nil {
		return ""
	}
	text := tok.GetText()
	upper := strings.ToUpper(text)
	prev, next := "", ""
	if ts != nil {
		i := tok.GetTokenIndex()
		if p := prevDefault(ts, i); p != nil {
			prev = strings.ToUpper(p.GetText())
		}
		if n := nextDefault(ts, i); n != nil {
			next = strings.ToUpper(n.GetText())
		}
	}
	if ts != nil {
		// SQL habits derail the parse a few tokens before the parser
		// notices, so look back from the error for the SQL keyword.
		for j := tok.GetTokenIndex(); j >= 0 && j < ts.Size(); j-- {
			w := ts.Get(j)
			if w.GetTokenType() != parser.CypherLexerIDENT {
				continue
			}
			switch strings.ToUpper(w.GetText()) {
			case "SELECT":
				return "SELECT is SQL, not Cypher: use MATCH ... RETURN, and a COUNT {} / COLLECT {} / CALL {} subquery where SQL would nest a SELECT"
			case "HAVING":
				return "HAVING is SQL, not Cypher: aggregate in WITH, then filter with WHERE"
			case "LIKE":
				return "LIKE is SQL, not Cypher: use CONTAINS, STARTS WITH, ENDS WITH or =~ (a regular expression)"
			case "GROUP":
				if n := nextDefault(ts, j); n != nil && n.GetTokenType() == parser.CypherLexerBY {
					return "GROUP BY is SQL, not Cypher: Cypher groups by the non-aggregated items of RETURN or WITH"
				}
			}
		}
	}
	if tok.GetTokenType() != antlr.TokenEOF {
		// A clause keyword inside an open bracket: the bracket was never closed.
		off := t.Offset(tok.GetStart())
		if br, at := unclosedAt(t.Text[:off]); br != "" {
			for _, w := range []string{upper, back(ts, tok, 1), back(ts, tok, 2)} {
				if clauseKeywords[w] {
					p := diag.PosAt(t.Text, at)
					return fmt.Sprintf("%s opened at %d:%d is not closed before %s", br, p.Line, p.Col, w)
				}
			}
		}
	}
	switch {
	case tok.GetTokenType() == antlr.TokenEOF:
		if open := unclosed(t.Text); open != "" {
			return "query ends before its " + open + " is closed"
		}
		return "query ends unexpectedly"
	case upper == "SELECT":
		return "SELECT is SQL, not Cypher: use MATCH ... RETURN, and a COUNT {} / COLLECT {} / CALL {} subquery where SQL would nest a SELECT"
	case upper == "GROUP" && next == "BY":
		return "GROUP BY is SQL, not Cypher: Cypher groups by the non-aggregated items of RETURN or WITH"
	case upper == "HAVING":
		return "HAVING is SQL, not Cypher: aggregate in WITH, then filter with WHERE"
	case upper == "JOIN":
		return "JOIN is SQL, not Cypher: connect the nodes in one MATCH pattern"
	case (upper == "CONTAINS" || upper == "STARTS" || upper == "ENDS") && next == "(":
		return upper + " is an operator, not a function: write `a " + upper + suffixWith(upper) + " b`"
	case text == "'" || text == "\"":
		return "string literal is not terminated"
	case text == "`":
		return "quoted name is not terminated"
	case tok.GetTokenType() == parser.CypherLexerUNKNOWN:
		return fmt.Sprintf("unexpected character %q", text)
	case prev == "RETURN" && (upper == "MATCH" || upper == "WITH"):
		return "RETURN needs at least one item"
	case prev == "{" && back(ts, tok, 2) == "SIZE":
		return "size{...} is not Cypher: count pattern matches with COUNT { pattern }"
	case text == ":" && prev == "[" && back(ts, tok, 2) == "-" && backType(ts, tok, 3) == parser.CypherLexerIDENT:
		return "a node in a pattern needs parentheses: write (" + backText(ts, tok, 3) + ")"
	}
	return ""
}

// backTok returns the n-th default-channel token before tok.
func backTok(ts antlr.TokenStream, tok antlr.Token, n int) antlr.Token {
	if ts == nil {
		return nil
	}
	i := tok.GetTokenIndex()
	var p antlr.Token
	for ; n > 0; n-- {
		if p = prevDefault(ts, i); p == nil {
			return nil
		}
		i = p.GetTokenIndex()
	}
	return p
}

func back(ts antlr.TokenStream, tok antlr.Token, n int) string {
	return strings.ToUpper(backText(ts, tok, n))
}

func backText(ts antlr.TokenStream, tok antlr.Token, n int) string {
	if p := backTok(ts, tok, n); p != nil {
		return p.GetText()
	}
	return ""
}

func backType(ts antlr.TokenStream, tok antlr.Token, n int) int {
	if p := backTok(ts, tok, n); p != nil {
		return p.GetTokenType()
	}
	return 0
}

func startsOperand(tt int) bool {
	switch tt {
	case parser.CypherLexerIDENT, parser.CypherLexerESCAPED, parser.CypherLexerINTEGER, parser.CypherLexerFLOAT,
		parser.CypherLexerSTRING, parser.CypherLexerDOLLAR, parser.CypherLexerLBRACK:
		return true
	}
	return false
}

func endsOperand(tt int) bool {
	switch tt {
	case parser.CypherLexerIDENT, parser.CypherLexerESCAPED, parser.CypherLexerINTEGER, parser.CypherLexerFLOAT,
		parser.CypherLexerSTRING, parser.CypherLexerRPAREN, parser.CypherLexerRBRACK, parser.CypherLexerRBRACE:
		return true
	}
	return false
}

// filterEnd keeps the entries that mean "the statement could end here".
func filterEnd(xs []string) []string {
	var out []string
	for _, x := range xs {
		if x == "';'" || x == "end of query" {
			out = append(out, x)
		}
	}
	return out
}

func suffixWith(op string) string {
	if op == "STARTS" || op == "ENDS" {
		return " WITH"
	}
	return ""
}

func prevDefault(ts antlr.TokenStream, i int) antlr.Token {
	for j := i - 1; j >= 0; j-- {
		t := ts.Get(j)
		if t.GetChannel() == antlr.TokenDefaultChannel {
			return t
		}
	}
	return nil
}

func nextDefault(ts antlr.TokenStream, i int) antlr.Token {
	for j := i + 1; j < ts.Size(); j++ {
		t := ts.Get(j)
		if t.GetChannel() == antlr.TokenDefaultChannel {
			return t
		}
		if t.GetTokenType() == antlr.TokenEOF {
			return nil
		}
	}
	return nil
}

var clauseKeywords = map[string]bool{"MATCH": true, "RETURN": true, "WITH": true, "UNWIND": true,
	"OPTIONAL": true, "ORDER": true, "CREATE": true, "MERGE": true, "CALL": true, "UNION": true}

// unclosed names the innermost bracket still open at the end of the text,
// ignoring strings and comments.
func unclosed(s string) string {
	b, _ := unclosedAt(s)
	return b
}

// unclosedAt also returns the byte offset of that bracket.
func unclosedAt(s string) (string, int) {
	var stack []int
	for i := 0; i < len(s); i++ {
		c := s[i]
		switch c {
		case '\'', '"', '`':
			j := i + 1
			for j < len(s) && s[j] != c {
				if s[j] == '\\' && c != '`' {
					j++
				}
				j++
			}
			i = j
		case '/':
			if i+1 < len(s) && s[i+1] == '/' {
				for i < len(s) && s[i] != '\n' {
					i++
				}
			} else if i+1 < len(s) && s[i+1] == '*' {
				k := strings.Index(s[i+2:], "*/")
				if k < 0 {
					return "comment", i
				}
				i += k + 3
			}
		case '(', '[', '{':
			stack = append(stack, i)
		case ')', ']', '}':
			if len(stack) > 0 {
				stack = stack[:len(stack)-1]
			}
		}
	}
	if len(stack) == 0 {
		return "", 0
	}
	at := stack[len(stack)-1]
	return "'" + s[at:at+1] + "'", at
}

// describeExpected turns ANTLR's expected-token set into a short, readable,
// sorted list: keywords as written, punctuation quoted, all name-like tokens
// folded into "a name".
func describeExpected(set *antlr.IntervalSet) []string {
	if set == nil {
		return nil
	}
	seen := map[string]bool{}
	var names []string
	keywords := 0
	add := func(s string) {
		if !seen[s] {
			seen[s] = true
			names = append(names, s)
		}
	}
	lits := parser.CypherLexerLexerStaticData.LiteralNames
	syms := parser.CypherLexerLexerStaticData.SymbolicNames
	for _, iv := range set.GetIntervals() {
		for tt := iv.Start; tt < iv.Stop; tt++ {
			switch {
			case tt == antlr.TokenEOF:
				add("end of query")
			case tt == parser.CypherLexerIDENT || tt == parser.CypherLexerESCAPED:
				add("a name")
			case tt == parser.CypherLexerINTEGER || tt == parser.CypherLexerFLOAT:
				add("a number")
			case tt == parser.CypherLexerSTRING:
				add("a string")
			case tt == parser.CypherLexerUNKNOWN:
			case tt > 0 && tt < len(lits) && lits[tt] != "":
				l := lits[tt]
				if strings.HasPrefix(l, "'") && isWord(strings.Trim(l, "'")) {
					keywords++
					if keywords > 12 {
						continue
					}
					add(strings.Trim(l, "'"))
				} else {
					add(l)
				}
			case tt > 0 && tt < len(syms) && syms[tt] != "":
				add(syms[tt])
			}
		}
	}
	if keywords > 12 {
		// Name positions accept every keyword; listing them all says nothing.
		kept := names[:0]
		for _, n := range names {
			if !isWord(n) || n == "a" {
				kept = append(kept, n)
			}
		}
		names = kept
		if !seen["a name"] {
			names = append(names, "a name")
		}
	}
	sort.Strings(names)
	return names
}

func isWord(s string) bool {
	if s == "" {
		return false
	}
	for _, r := range s {
		if !(r >= 'A' && r <= 'Z' || r >= 'a' && r <= 'z' || r == '_') {
			return false
		}
	}
	return true
}
