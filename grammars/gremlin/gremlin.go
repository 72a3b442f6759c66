// Package gremlin parses Gremlin with gql's own ANTLR grammar and offers a
// small typed view of the result: statements are expressions, an expression
// is usually a chain of links (g . V() . out('x')), and Traversals() lists
// every traversal in the text — the spawned ones, the anonymous __ ones and
// the bare nested ones — with their steps, spans and arguments.
//
// The grammar accepts any name as a step so that a misspelt step still parses;
// Role and the vocabulary in vocab.go say what a name means.
package gremlin

import (
	"fmt"
	"strings"
	"unicode/utf8"

	"github.com/antlr4-go/antlr/v4"

	"github.com/gql-dev/gql/diag"
	"github.com/gql-dev/gql/grammars/gremlin/parser"
	"github.com/gql-dev/gql/grammars/nesting"
)

// Tree is a parsed Gremlin script.
type Tree struct {
	Text       string
	Statements []*Expr
}

// Kind is what an expression is syntactically.
type Kind int

const (
	Chain  Kind = iota // one or more links: g.V().out(), __.in(), out(), P.gt(1), T.id, desc, x
	String             // 'text' or "text"; Value holds the unescaped text
	Number             // Value holds the literal as written, sign and suffix included
	Bool               // Value is "true" or "false"
	Null
	List   // Items
	Map    // Entries
	Paren  // (expr): Items[0] is the inner expression
	Lambda // a Groovy closure { ... }: not Gremlin
)

func (k Kind) String() string {
	return [...]string{"chain", "string", "number", "bool", "null", "list", "map", "paren", "lambda"}[k]
}

// Expr is one expression. For Chain, Links is the chain itself. For the
// other kinds Links holds method calls made on the value ('a'.size()), which
// gremlin-lang does not allow and the critic reports.
type Expr struct {
	Kind    Kind
	Span    diag.Span
	Value   string
	Links   []*Link
	Items   []*Expr
	Entries []*Entry
	// Key names a named argument (vertices: in SubgraphStrategy(vertices: ...)).
	Key string
}

// Entry is one key:value of a map literal. A bare-name key (a:1) is a String.
type Entry struct {
	Key, Value *Expr
}

// Link is one name in a chain with its optional argument list.
type Link struct {
	Name     string
	NameSpan diag.Span
	Span     diag.Span // the name through the closing parenthesis
	Call     bool      // written with parentheses
	Args     []*Expr
}

// Text returns the source text of a span.
func (t *Tree) Slice(s diag.Span) string {
	if s.Start < 0 || s.End > len(t.Text) || s.Start > s.End {
		return ""
	}
	return t.Text[s.Start:s.End]
}

// Parse parses a Gremlin script. The tree is nil when the text has syntax
// errors; each error carries line:col, a span and what was expected.
// SLL prediction is tried first because it is fast and almost always enough;
// only when it fails is the text re-parsed with full LL, which also gives the
// precise error messages.
func Parse(text string) (*Tree, []diag.Diagnostic) {
	conv := newOffsets(text)
	input := antlr.NewInputStream(text)
	lex := parser.NewGremlinLexer(input)
	lex.RemoveErrorListeners()
	tokens := antlr.NewCommonTokenStream(lex, antlr.TokenDefaultChannel)
	if d := nesting.Scan(text, tokens, 0, conv.byteOf); d != nil {
		return nil, []diag.Diagnostic{*d}
	}
	p := parser.NewGremlinParser(tokens)
	p.RemoveErrorListeners()
	p.GetInterpreter().SetPredictionMode(antlr.PredictionModeSLL)
	p.SetErrorHandler(&bailStrategy{DefaultErrorStrategy: antlr.NewDefaultErrorStrategy()})
	script, ok := parseSLL(p)
	if !ok {
		tokens.Seek(0)
		p.SetInputStream(tokens)
		p.SetErrorHandler(antlr.NewDefaultErrorStrategy())
		p.GetInterpreter().SetPredictionMode(antlr.PredictionModeLL)
		el := &errorListener{text: text, conv: conv}
		p.AddErrorListener(el)
		script = p.Script()
		if len(el.diags) > 0 {
			// Unbalanced brackets and quotes explain an error better than the
			// parser's view after it, so they replace its messages.
			if d := balance(text); d != nil {
				return nil, []diag.Diagnostic{*d}
			}
			return nil, el.diags
		}
	}
	b := &builder{text: text, conv: conv}
	t := &Tree{Text: text}
	for _, st := range script.AllStatement() {
		t.Statements = append(t.Statements, b.expr(st.Expression()))
	}
	return t, nil
}

func parseSLL(p *parser.GremlinParser) (s parser.IScriptContext, ok bool) {
	defer func() {
		if r := recover(); r != nil {
			if _, cancelled := r.(bailout); !cancelled {
				panic(r)
			}
			s, ok = nil, false
		}
	}()
	return p.Script(), true
}

// bailStrategy stops the SLL pass at the first error. The runtime's own
// BailErrorStrategy is not usable in the Go target of 4.13.1 (its
// exception's GetMessage panics), so this one panics with its own value.
type bailStrategy struct {
	*antlr.DefaultErrorStrategy
}

type bailout struct{}

func (b *bailStrategy) Recover(antlr.Parser, antlr.RecognitionException) { panic(bailout{}) }

func (b *bailStrategy) RecoverInline(antlr.Parser) antlr.Token { panic(bailout{}) }

func (b *bailStrategy) Sync(antlr.Parser) {}

func (b *bailStrategy) ReportError(antlr.Parser, antlr.RecognitionException) { panic(bailout{}) }

// offsets maps ANTLR's rune indexes to byte offsets.
type offsets struct {
	ascii  bool
	byteAt []int
	n      int
}

func newOffsets(text string) *offsets {
	o := &offsets{n: len(text)}
	if utf8.RuneCountInString(text) == len(text) {
		o.ascii = true
		return o
	}
	for i := range text {
		o.byteAt = append(o.byteAt, i)
	}
	return o
}

func (o *offsets) byteOf(runeIdx int) int {
	if runeIdx < 0 {
		return 0
	}
	if o.ascii {
		if runeIdx > o.n {
			return o.n
		}
		return runeIdx
	}
	if runeIdx >= len(o.byteAt) {
		return o.n
	}
	return o.byteAt[runeIdx]
}

// span covers tokens start..stop inclusive.
func (o *offsets) span(start, stop antlr.Token) diag.Span {
	s := o.byteOf(start.GetStart())
	if stop == nil || stop.GetTokenType() == antlr.TokenEOF || stop.GetStop() < start.GetStart() {
		return diag.Span{Start: s, End: s}
	}
	return diag.Span{Start: s, End: o.byteOf(stop.GetStop() + 1)}
}

type errorListener struct {
	*antlr.DefaultErrorListener
	text  string
	conv  *offsets
	diags []diag.Diagnostic
}

func (l *errorListener) SyntaxError(rec antlr.Recognizer, sym any, line, col int, msg string, _ antlr.RecognitionException) {
	// Later errors are mostly echoes of the first after recovery; a few
	// are worth keeping for a long script with several mistakes.
	if len(l.diags) >= 5 {
		return
	}
	start := diag.OffsetAt(l.text, line, col)
	end := start
	detail := ""
	if tok, ok := sym.(antlr.Token); ok && tok.GetTokenType() != antlr.TokenEOF {
		start = l.conv.byteOf(tok.GetStart())
		end = l.conv.byteOf(tok.GetStop() + 1)
		switch tx := tok.GetText(); {
		case tx == "'" || tx == `"`:
			msg = "unterminated string literal"
		case tx == "{" || tx == "}":
			detail = "Groovy closures ({ it -> ... }) are not part of Gremlin; use steps and predicates instead"
		case tok.GetTokenType() == parser.GremlinLexerOTHER:
			msg = fmt.Sprintf("unexpected character %q", tx)
		}
	}
	atEOF := false
	if tok, ok := sym.(antlr.Token); ok && tok.GetTokenType() == antlr.TokenEOF {
		atEOF = true
	}
	// "no viable alternative at input '<the whole statement so far>'" is
	// ANTLR's least helpful message: name the token and what could come.
	if strings.HasPrefix(msg, "no viable alternative") {
		what := "end of input"
		if tok, ok := sym.(antlr.Token); ok && !atEOF {
			what = fmt.Sprintf("'%s'", tok.GetText())
		}
		msg = "unexpected " + what
		if p, ok := rec.(antlr.Parser); ok {
			// An expected set that includes the end of input comes from an
			// enclosing rule and would mislead; leave it out then.
			if exp := p.GetExpectedTokens(); exp != nil && len(exp.GetIntervals()) > 0 && !hasEOF(exp) {
				msg += " expecting " + exp.StringVerbose(p.GetLiteralNames(), p.GetSymbolicNames(), false)
			}
		}
	}
	msg = strings.Replace(msg, "extraneous input", "unexpected", 1)
	msg = strings.ReplaceAll(msg, "'<EOF>'", "end of input")
	msg = strings.ReplaceAll(msg, "<EOF>", "end of input")
	msg = strings.ReplaceAll(msg, "Identifier", "name")
	msg = strings.ReplaceAll(msg, "StringLiteral", "string")
	msg = strings.ReplaceAll(msg, "IntegerLiteral", "integer")
	msg = strings.ReplaceAll(msg, "FloatLiteral", "number")
	l.diags = append(l.diags, diag.Diagnostic{
		Check: "syntax", Severity: diag.Error, Pos: diag.PosAt(l.text, start),
		Span: diag.Span{Start: start, End: end}, Summary: msg, Detail: detail,
	})
}

type builder struct {
	text string
	conv *offsets
}

func (b *builder) spanOf(ctx antlr.ParserRuleContext) diag.Span {
	return b.conv.span(ctx.GetStart(), ctx.GetStop())
}

func (b *builder) expr(ctx parser.IExpressionContext) *Expr {
	var e *Expr
	switch pc := ctx.Primary().(type) {
	case *parser.LinkPrimaryContext:
		e = &Expr{Kind: Chain}
		e.Links = append(e.Links, b.link(pc.Link()))
	case *parser.LiteralPrimaryContext:
		e = b.literal(pc.Literal())
	case *parser.ParenPrimaryContext:
		e = &Expr{Kind: Paren, Items: []*Expr{b.expr(pc.Expression())}}
	case *parser.LambdaPrimaryContext:
		e = &Expr{Kind: Lambda, Value: b.text[b.spanOf(pc).Start:b.spanOf(pc).End]}
	default:
		e = &Expr{Kind: Null}
	}
	for _, l := range ctx.AllLink() {
		e.Links = append(e.Links, b.link(l))
	}
	e.Span = b.spanOf(ctx)
	return e
}

func (b *builder) link(ctx parser.ILinkContext) *Link {
	l := &Link{Name: ctx.Name().GetText(), NameSpan: b.spanOf(ctx.Name()), Span: b.spanOf(ctx)}
	if a := ctx.Arguments(); a != nil {
		l.Call = true
		for _, x := range a.AllArgument() {
			e := b.expr(x.Expression())
			if id := x.Identifier(); id != nil {
				e.Key = id.GetText()
			}
			l.Args = append(l.Args, e)
		}
	}
	return l
}

func (b *builder) literal(ctx parser.ILiteralContext) *Expr {
	sp := b.spanOf(ctx)
	switch c := ctx.(type) {
	case *parser.StringLiteralContext:
		return &Expr{Kind: String, Value: Unquote(c.GetText()), Span: sp}
	case *parser.NumberLiteralContext:
		return &Expr{Kind: Number, Value: c.GetText(), Span: sp}
	case *parser.BooleanLiteralContext:
		return &Expr{Kind: Bool, Value: c.GetText(), Span: sp}
	case *parser.NullLiteralContext:
		return &Expr{Kind: Null, Span: sp}
	case *parser.ListLiteralContext:
		e := &Expr{Kind: List, Span: sp}
		for _, x := range c.List().AllExpression() {
			e.Items = append(e.Items, b.expr(x))
		}
		return e
	case *parser.MapLiteralContext:
		e := &Expr{Kind: Map, Span: sp}
		for _, me := range c.Map_().AllMapEntry() {
			e.Entries = append(e.Entries, &Entry{Key: b.mapKey(me.MapKey()), Value: b.expr(me.Expression())})
		}
		return e
	}
	return &Expr{Kind: Null, Span: sp}
}

func (b *builder) mapKey(ctx parser.IMapKeyContext) *Expr {
	sp := b.spanOf(ctx)
	switch {
	case ctx.Identifier() != nil:
		return &Expr{Kind: String, Value: ctx.GetText(), Span: sp}
	case ctx.StringLiteral() != nil:
		return &Expr{Kind: String, Value: Unquote(ctx.GetText()), Span: sp}
	case ctx.Number() != nil:
		return &Expr{Kind: Number, Value: ctx.GetText(), Span: sp}
	case ctx.TRUE() != nil || ctx.FALSE() != nil:
		return &Expr{Kind: Bool, Value: ctx.GetText(), Span: sp}
	case ctx.NULL() != nil:
		return &Expr{Kind: Null, Span: sp}
	case ctx.Expression() != nil:
		return &Expr{Kind: Paren, Items: []*Expr{b.expr(ctx.Expression())}, Span: sp}
	}
	return &Expr{Kind: Null, Span: sp}
}

// Unquote removes the quotes of a string literal and resolves its escapes.
// Malformed input is returned as best understood; it never fails.
func Unquote(s string) string {
	if len(s) < 2 {
		return s
	}
	s = s[1 : len(s)-1]
	if !strings.Contains(s, `\`) {
		return s
	}
	var b strings.Builder
	for i := 0; i < len(s); i++ {
		c := s[i]
		if c != '\\' || i+1 == len(s) {
			b.WriteByte(c)
			continue
		}
		i++
		switch s[i] {
		case 'n':
			b.WriteByte('\n')
		case 't':
			b.WriteByte('\t')
		case 'r':
			b.WriteByte('\r')
		case 'b':
			b.WriteByte('\b')
		case 'f':
			b.WriteByte('\f')
		case 'u':
			var r rune
			n := 0
			for ; n < 4 && i+1+n < len(s); n++ {
				h := s[i+1+n]
				var v byte
				switch {
				case h >= '0' && h <= '9':
					v = h - '0'
				case h >= 'a' && h <= 'f':
					v = h - 'a' + 10
				case h >= 'A' && h <= 'F':
					v = h - 'A' + 10
				default:
					v = 255
				}
				if v == 255 {
					break
				}
				r = r*16 + rune(v)
			}
			b.WriteRune(r)
			i += n
		default:
			b.WriteByte(s[i])
		}
	}
	return b.String()
}

// Quote renders s as a single-quoted Gremlin string literal.
func Quote(s string) string {
	r := strings.NewReplacer(`\`, `\\`, `'`, `\'`, "\n", `\n`, "\r", `\r`, "\t", `\t`)
	return "'" + r.Replace(s) + "'"
}

// balance reports the first unbalanced bracket or unterminated string
// literal in text, or nil.
func balance(text string) *diag.Diagnostic {
	mk := func(start, end int, msg string) *diag.Diagnostic {
		return &diag.Diagnostic{Check: "syntax", Severity: diag.Error, Pos: diag.PosAt(text, start),
			Span: diag.Span{Start: start, End: end}, Summary: msg}
	}
	closing := map[byte]byte{'(': ')', '[': ']', '{': '}'}
	var open []int
	quote, quoteAt := byte(0), 0
	for i := 0; i < len(text); i++ {
		c := text[i]
		switch {
		case quote != 0:
			if c == '\\' {
				i++
			} else if c == '\n' {
				return mk(quoteAt, i, "unterminated string literal")
			} else if c == quote {
				quote = 0
			}
		case c == '\'' || c == '"':
			quote, quoteAt = c, i
		case c == '/' && strings.HasPrefix(text[i:], "//"):
			for i < len(text) && text[i] != '\n' {
				i++
			}
		case c == '/' && strings.HasPrefix(text[i:], "/*"):
			if k := strings.Index(text[i+2:], "*/"); k >= 0 {
				i += k + 3
			} else {
				i = len(text)
			}
		case c == '(' || c == '[' || c == '{':
			open = append(open, i)
		case c == ')' || c == ']' || c == '}':
			if len(open) == 0 {
				return mk(i, i+1, fmt.Sprintf("unmatched '%c'", c))
			}
			o := open[len(open)-1]
			if closing[text[o]] != c {
				p := diag.PosAt(text, o)
				return mk(i, i+1, fmt.Sprintf("'%c' does not close '%c' opened at %d:%d; expecting '%c'",
					c, text[o], p.Line, p.Col, closing[text[o]]))
			}
			open = open[:len(open)-1]
		}
	}
	if quote != 0 {
		return mk(quoteAt, len(text), "unterminated string literal")
	}
	if len(open) > 0 {
		o := open[len(open)-1]
		p := diag.PosAt(text, o)
		return mk(len(text), len(text), fmt.Sprintf("unexpected end of input: '%c' opened at %d:%d is never closed; expecting '%c'",
			text[o], p.Line, p.Col, closing[text[o]]))
	}
	return nil
}

func hasEOF(s *antlr.IntervalSet) bool {
	for _, iv := range s.GetIntervals() {
		if iv.Start <= antlr.TokenEOF && antlr.TokenEOF < iv.Stop {
			return true
		}
	}
	return false
}
