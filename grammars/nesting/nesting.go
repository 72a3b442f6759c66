// Package nesting bounds how deep a query may nest before one of our ANTLR
// parsers sees it. The generated parsers descend one Go call (and one
// parse-tree context) per level, and full-LL prediction looks ahead across
// them: 10k nested parentheses took 17-93 s and 860 MB. Real queries nest
// a few levels; the limit refuses the rest with a positioned diagnostic in
// the time it takes to lex them.
//
// It reads the lexer's tokens, not the raw text, so brackets inside
// strings and comments are not counted and a string cannot hide real
// brackets: the count is exactly the parser's view.
package nesting

import (
	"fmt"
	"strings"

	"github.com/antlr4-go/antlr/v4"

	"github.com/gql-dev/gql/diag"
)

// DefaultMax is the deepest nesting the parsers accept; every query of our
// grammar corpora and golden files passes under it (their tests run the
// same Parse).
const DefaultMax = 200

// Check is the diagnostic code of the refusal.
const Check = "syntax.too-deep"

// Scan fills the token stream and returns a diagnostic at the first token
// that takes the nesting past max (<= 0: DefaultMax), or nil. Depth counts
// open brackets ( [ { not yet closed plus a run of prefix operators (NOT,
// -, +, !), which the grammars also parse by recursion. byteOf converts
// ANTLR's rune index to a byte offset in text. The stream is left at its
// start for the parser.
func Scan(text string, tokens *antlr.CommonTokenStream, max int, byteOf func(int) int) *diag.Diagnostic {
	if max <= 0 {
		max = DefaultMax
	}
	if quick(text, max) {
		return nil
	}
	tokens.Fill()
	defer tokens.Seek(0)
	depth, run := 0, 0
	for _, tok := range tokens.GetAllTokens() {
		if tok.GetChannel() != antlr.TokenDefaultChannel || tok.GetTokenType() == antlr.TokenEOF {
			continue
		}
		s := tok.GetText()
		switch {
		case s == "(" || s == "[" || s == "{":
			depth++
			run = 0
		case s == ")" || s == "]" || s == "}":
			if depth > 0 {
				depth--
			}
			run = 0
		case s == "-" || s == "+" || s == "!" || strings.EqualFold(s, "not"):
			run++
		default:
			run = 0
		}
		if depth+run > max {
			start := byteOf(tok.GetStart())
			end := byteOf(tok.GetStop() + 1)
			return &diag.Diagnostic{
				Check:    Check,
				Severity: diag.Error,
				Pos:      diag.PosAt(text, start),
				Span:     diag.Span{Start: start, End: end},
				Summary:  fmt.Sprintf("the query nests more than %d levels deep here", max),
				Detail: "brackets and prefix operators past this depth are refused before parsing, so that a " +
					"hostile query cannot hold the parser; no real query nests this deep",
			}
		}
	}
	return nil
}

// quick reports whether text cannot nest past max whatever its tokens:
// it has no more bracket and operator characters than max. Nearly every
// query passes here without the tokens being counted.
func quick(text string, max int) bool {
	n := 0
	for i := 0; i < len(text); i++ {
		switch text[i] {
		case '(', '[', '{', '-', '+', '!', 'n', 'N':
			n++
		}
	}
	return n <= max
}
