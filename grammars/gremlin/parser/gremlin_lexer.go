// Code generated from GremlinLexer.g4 by ANTLR 4.13.1. DO NOT EDIT.

package parser

import (
	"fmt"
	"github.com/antlr4-go/antlr/v4"
	"sync"
	"unicode"
)

// Suppress unused import error
var _ = fmt.Printf
var _ = sync.Once{}
var _ = unicode.IsLetter

type GremlinLexer struct {
	*antlr.BaseLexer
	channelNames []string
	modeNames    []string
	// TODO: EOF string
}

var GremlinLexerLexerStaticData struct {
	once                   sync.Once
	serializedATN          []int32
	ChannelNames           []string
	ModeNames              []string
	LiteralNames           []string
	SymbolicNames          []string
	RuleNames              []string
	PredictionContextCache *antlr.PredictionContextCache
	atn                    *antlr.ATN
	decisionToDFA          []*antlr.DFA
}

func gremlinlexerLexerInit() {
	staticData := &GremlinLexerLexerStaticData
	staticData.ChannelNames = []string{
		"DEFAULT_TOKEN_CHANNEL", "HIDDEN",
	}
	staticData.ModeNames = []string{
		"DEFAULT_MODE",
	}
	staticData.LiteralNames = []string{
		"", "'true'", "'false'", "'null'", "'NaN'", "'Infinity'", "'.'", "','",
		"':'", "';'", "'('", "')'", "'['", "']'", "'{'", "'}'", "'+'", "'-'",
	}
	staticData.SymbolicNames = []string{
		"", "TRUE", "FALSE", "NULL", "NAN", "INFINITY", "DOT", "COMMA", "COLON",
		"SEMI", "LPAREN", "RPAREN", "LBRACK", "RBRACK", "LBRACE", "RBRACE",
		"PLUS", "MINUS", "FloatLiteral", "IntegerLiteral", "StringLiteral",
		"Identifier", "WS", "LINE_COMMENT", "BLOCK_COMMENT", "OTHER",
	}
	staticData.RuleNames = []string{
		"TRUE", "FALSE", "NULL", "NAN", "INFINITY", "DOT", "COMMA", "COLON",
		"SEMI", "LPAREN", "RPAREN", "LBRACK", "RBRACK", "LBRACE", "RBRACE",
		"PLUS", "MINUS", "FloatLiteral", "IntegerLiteral", "StringLiteral",
		"Identifier", "WS", "LINE_COMMENT", "BLOCK_COMMENT", "OTHER", "Digits",
		"HexDigit", "Exponent", "FloatSuffix", "IntegerSuffix", "Escape",
	}
	staticData.PredictionContextCache = antlr.NewPredictionContextCache()
	staticData.serializedATN = []int32{
		4, 0, 25, 243, 6, -1, 2, 0, 7, 0, 2, 1, 7, 1, 2, 2, 7, 2, 2, 3, 7, 3, 2,
		4, 7, 4, 2, 5, 7, 5, 2, 6, 7, 6, 2, 7, 7, 7, 2, 8, 7, 8, 2, 9, 7, 9, 2,
		10, 7, 10, 2, 11, 7, 11, 2, 12, 7, 12, 2, 13, 7, 13, 2, 14, 7, 14, 2, 15,
		7, 15, 2, 16, 7, 16, 2, 17, 7, 17, 2, 18, 7, 18, 2, 19, 7, 19, 2, 20, 7,
		20, 2, 21, 7, 21, 2, 22, 7, 22, 2, 23, 7, 23, 2, 24, 7, 24, 2, 25, 7, 25,
		2, 26, 7, 26, 2, 27, 7, 27, 2, 28, 7, 28, 2, 29, 7, 29, 2, 30, 7, 30, 1,
		0, 1, 0, 1, 0, 1, 0, 1, 0, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 2, 1,
		2, 1, 2, 1, 2, 1, 2, 1, 3, 1, 3, 1, 3, 1, 3, 1, 4, 1, 4, 1, 4, 1, 4, 1,
		4, 1, 4, 1, 4, 1, 4, 1, 4, 1, 5, 1, 5, 1, 6, 1, 6, 1, 7, 1, 7, 1, 8, 1,
		8, 1, 9, 1, 9, 1, 10, 1, 10, 1, 11, 1, 11, 1, 12, 1, 12, 1, 13, 1, 13,
		1, 14, 1, 14, 1, 15, 1, 15, 1, 16, 1, 16, 1, 17, 1, 17, 1, 17, 1, 17, 3,
		17, 121, 8, 17, 1, 17, 3, 17, 124, 8, 17, 1, 17, 1, 17, 1, 17, 3, 17, 129,
		8, 17, 1, 17, 1, 17, 1, 17, 3, 17, 134, 8, 17, 1, 18, 1, 18, 1, 18, 4,
		18, 139, 8, 18, 11, 18, 12, 18, 140, 1, 18, 3, 18, 144, 8, 18, 1, 18, 3,
		18, 147, 8, 18, 1, 19, 1, 19, 1, 19, 5, 19, 152, 8, 19, 10, 19, 12, 19,
		155, 9, 19, 1, 19, 1, 19, 1, 19, 1, 19, 5, 19, 161, 8, 19, 10, 19, 12,
		19, 164, 9, 19, 1, 19, 3, 19, 167, 8, 19, 1, 20, 1, 20, 5, 20, 171, 8,
		20, 10, 20, 12, 20, 174, 9, 20, 1, 21, 4, 21, 177, 8, 21, 11, 21, 12, 21,
		178, 1, 21, 1, 21, 1, 22, 1, 22, 1, 22, 1, 22, 5, 22, 187, 8, 22, 10, 22,
		12, 22, 190, 9, 22, 1, 22, 1, 22, 1, 23, 1, 23, 1, 23, 1, 23, 5, 23, 198,
		8, 23, 10, 23, 12, 23, 201, 9, 23, 1, 23, 1, 23, 1, 23, 1, 23, 1, 23, 1,
		24, 1, 24, 1, 25, 1, 25, 5, 25, 212, 8, 25, 10, 25, 12, 25, 215, 9, 25,
		1, 25, 3, 25, 218, 8, 25, 1, 26, 1, 26, 1, 27, 1, 27, 3, 27, 224, 8, 27,
		1, 27, 1, 27, 1, 28, 1, 28, 1, 29, 1, 29, 1, 30, 1, 30, 1, 30, 1, 30, 1,
		30, 1, 30, 1, 30, 1, 30, 1, 30, 1, 30, 3, 30, 242, 8, 30, 1, 199, 0, 31,
		1, 1, 3, 2, 5, 3, 7, 4, 9, 5, 11, 6, 13, 7, 15, 8, 17, 9, 19, 10, 21, 11,
		23, 12, 25, 13, 27, 14, 29, 15, 31, 16, 33, 17, 35, 18, 37, 19, 39, 20,
		41, 21, 43, 22, 45, 23, 47, 24, 49, 25, 51, 0, 53, 0, 55, 0, 57, 0, 59,
		0, 61, 0, 1, 0, 15, 2, 0, 88, 88, 120, 120, 4, 0, 10, 10, 13, 13, 39, 39,
		92, 92, 4, 0, 10, 10, 13, 13, 34, 34, 92, 92, 4, 0, 36, 36, 65, 90, 95,
		95, 97, 122, 5, 0, 36, 36, 48, 57, 65, 90, 95, 95, 97, 122, 5, 0, 9, 10,
		12, 13, 32, 32, 160, 160, 65279, 65279, 2, 0, 10, 10, 13, 13, 1, 0, 48,
		57, 2, 0, 48, 57, 95, 95, 3, 0, 48, 57, 65, 70, 97, 102, 2, 0, 69, 69,
		101, 101, 2, 0, 43, 43, 45, 45, 6, 0, 68, 68, 70, 70, 77, 77, 100, 100,
		102, 102, 109, 109, 10, 0, 66, 66, 73, 73, 76, 76, 78, 78, 83, 83, 98,
		98, 105, 105, 108, 108, 110, 110, 115, 115, 10, 0, 34, 34, 36, 36, 39,
		39, 47, 47, 92, 92, 98, 98, 102, 102, 110, 110, 114, 114, 116, 116, 257,
		0, 1, 1, 0, 0, 0, 0, 3, 1, 0, 0, 0, 0, 5, 1, 0, 0, 0, 0, 7, 1, 0, 0, 0,
		0, 9, 1, 0, 0, 0, 0, 11, 1, 0, 0, 0, 0, 13, 1, 0, 0, 0, 0, 15, 1, 0, 0,
		0, 0, 17, 1, 0, 0, 0, 0, 19, 1, 0, 0, 0, 0, 21, 1, 0, 0, 0, 0, 23, 1, 0,
		0, 0, 0, 25, 1, 0, 0, 0, 0, 27, 1, 0, 0, 0, 0, 29, 1, 0, 0, 0, 0, 31, 1,
		0, 0, 0, 0, 33, 1, 0, 0, 0, 0, 35, 1, 0, 0, 0, 0, 37, 1, 0, 0, 0, 0, 39,
		1, 0, 0, 0, 0, 41, 1, 0, 0, 0, 0, 43, 1, 0, 0, 0, 0, 45, 1, 0, 0, 0, 0,
		47, 1, 0, 0, 0, 0, 49, 1, 0, 0, 0, 1, 63, 1, 0, 0, 0, 3, 68, 1, 0, 0, 0,
		5, 74, 1, 0, 0, 0, 7, 79, 1, 0, 0, 0, 9, 83, 1, 0, 0, 0, 11, 92, 1, 0,
		0, 0, 13, 94, 1, 0, 0, 0, 15, 96, 1, 0, 0, 0, 17, 98, 1, 0, 0, 0, 19, 100,
		1, 0, 0, 0, 21, 102, 1, 0, 0, 0, 23, 104, 1, 0, 0, 0, 25, 106, 1, 0, 0,
		0, 27, 108, 1, 0, 0, 0, 29, 110, 1, 0, 0, 0, 31, 112, 1, 0, 0, 0, 33, 114,
		1, 0, 0, 0, 35, 133, 1, 0, 0, 0, 37, 143, 1, 0, 0, 0, 39, 166, 1, 0, 0,
		0, 41, 168, 1, 0, 0, 0, 43, 176, 1, 0, 0, 0, 45, 182, 1, 0, 0, 0, 47, 193,
		1, 0, 0, 0, 49, 207, 1, 0, 0, 0, 51, 209, 1, 0, 0, 0, 53, 219, 1, 0, 0,
		0, 55, 221, 1, 0, 0, 0, 57, 227, 1, 0, 0, 0, 59, 229, 1, 0, 0, 0, 61, 241,
		1, 0, 0, 0, 63, 64, 5, 116, 0, 0, 64, 65, 5, 114, 0, 0, 65, 66, 5, 117,
		0, 0, 66, 67, 5, 101, 0, 0, 67, 2, 1, 0, 0, 0, 68, 69, 5, 102, 0, 0, 69,
		70, 5, 97, 0, 0, 70, 71, 5, 108, 0, 0, 71, 72, 5, 115, 0, 0, 72, 73, 5,
		101, 0, 0, 73, 4, 1, 0, 0, 0, 74, 75, 5, 110, 0, 0, 75, 76, 5, 117, 0,
		0, 76, 77, 5, 108, 0, 0, 77, 78, 5, 108, 0, 0, 78, 6, 1, 0, 0, 0, 79, 80,
		5, 78, 0, 0, 80, 81, 5, 97, 0, 0, 81, 82, 5, 78, 0, 0, 82, 8, 1, 0, 0,
		0, 83, 84, 5, 73, 0, 0, 84, 85, 5, 110, 0, 0, 85, 86, 5, 102, 0, 0, 86,
		87, 5, 105, 0, 0, 87, 88, 5, 110, 0, 0, 88, 89, 5, 105, 0, 0, 89, 90, 5,
		116, 0, 0, 90, 91, 5, 121, 0, 0, 91, 10, 1, 0, 0, 0, 92, 93, 5, 46, 0,
		0, 93, 12, 1, 0, 0, 0, 94, 95, 5, 44, 0, 0, 95, 14, 1, 0, 0, 0, 96, 97,
		5, 58, 0, 0, 97, 16, 1, 0, 0, 0, 98, 99, 5, 59, 0, 0, 99, 18, 1, 0, 0,
		0, 100, 101, 5, 40, 0, 0, 101, 20, 1, 0, 0, 0, 102, 103, 5, 41, 0, 0, 103,
		22, 1, 0, 0, 0, 104, 105, 5, 91, 0, 0, 105, 24, 1, 0, 0, 0, 106, 107, 5,
		93, 0, 0, 107, 26, 1, 0, 0, 0, 108, 109, 5, 123, 0, 0, 109, 28, 1, 0, 0,
		0, 110, 111, 5, 125, 0, 0, 111, 30, 1, 0, 0, 0, 112, 113, 5, 43, 0, 0,
		113, 32, 1, 0, 0, 0, 114, 115, 5, 45, 0, 0, 115, 34, 1, 0, 0, 0, 116, 117,
		3, 51, 25, 0, 117, 118, 5, 46, 0, 0, 118, 120, 3, 51, 25, 0, 119, 121,
		3, 55, 27, 0, 120, 119, 1, 0, 0, 0, 120, 121, 1, 0, 0, 0, 121, 123, 1,
		0, 0, 0, 122, 124, 3, 57, 28, 0, 123, 122, 1, 0, 0, 0, 123, 124, 1, 0,
		0, 0, 124, 134, 1, 0, 0, 0, 125, 126, 3, 51, 25, 0, 126, 128, 3, 55, 27,
		0, 127, 129, 3, 57, 28, 0, 128, 127, 1, 0, 0, 0, 128, 129, 1, 0, 0, 0,
		129, 134, 1, 0, 0, 0, 130, 131, 3, 51, 25, 0, 131, 132, 3, 57, 28, 0, 132,
		134, 1, 0, 0, 0, 133, 116, 1, 0, 0, 0, 133, 125, 1, 0, 0, 0, 133, 130,
		1, 0, 0, 0, 134, 36, 1, 0, 0, 0, 135, 136, 5, 48, 0, 0, 136, 138, 7, 0,
		0, 0, 137, 139, 3, 53, 26, 0, 138, 137, 1, 0, 0, 0, 139, 140, 1, 0, 0,
		0, 140, 138, 1, 0, 0, 0, 140, 141, 1, 0, 0, 0, 141, 144, 1, 0, 0, 0, 142,
		144, 3, 51, 25, 0, 143, 135, 1, 0, 0, 0, 143, 142, 1, 0, 0, 0, 144, 146,
		1, 0, 0, 0, 145, 147, 3, 59, 29, 0, 146, 145, 1, 0, 0, 0, 146, 147, 1,
		0, 0, 0, 147, 38, 1, 0, 0, 0, 148, 153, 5, 39, 0, 0, 149, 152, 8, 1, 0,
		0, 150, 152, 3, 61, 30, 0, 151, 149, 1, 0, 0, 0, 151, 150, 1, 0, 0, 0,
		152, 155, 1, 0, 0, 0, 153, 151, 1, 0, 0, 0, 153, 154, 1, 0, 0, 0, 154,
		156, 1, 0, 0, 0, 155, 153, 1, 0, 0, 0, 156, 167, 5, 39, 0, 0, 157, 162,
		5, 34, 0, 0, 158, 161, 8, 2, 0, 0, 159, 161, 3, 61, 30, 0, 160, 158, 1,
		0, 0, 0, 160, 159, 1, 0, 0, 0, 161, 164, 1, 0, 0, 0, 162, 160, 1, 0, 0,
		0, 162, 163, 1, 0, 0, 0, 163, 165, 1, 0, 0, 0, 164, 162, 1, 0, 0, 0, 165,
		167, 5, 34, 0, 0, 166, 148, 1, 0, 0, 0, 166, 157, 1, 0, 0, 0, 167, 40,
		1, 0, 0, 0, 168, 172, 7, 3, 0, 0, 169, 171, 7, 4, 0, 0, 170, 169, 1, 0,
		0, 0, 171, 174, 1, 0, 0, 0, 172, 170, 1, 0, 0, 0, 172, 173, 1, 0, 0, 0,
		173, 42, 1, 0, 0, 0, 174, 172, 1, 0, 0, 0, 175, 177, 7, 5, 0, 0, 176, 175,
		1, 0, 0, 0, 177, 178, 1, 0, 0, 0, 178, 176, 1, 0, 0, 0, 178, 179, 1, 0,
		0, 0, 179, 180, 1, 0, 0, 0, 180, 181, 6, 21, 0, 0, 181, 44, 1, 0, 0, 0,
		182, 183, 5, 47, 0, 0, 183, 184, 5, 47, 0, 0, 184, 188, 1, 0, 0, 0, 185,
		187, 8, 6, 0, 0, 186, 185, 1, 0, 0, 0, 187, 190, 1, 0, 0, 0, 188, 186,
		1, 0, 0, 0, 188, 189, 1, 0, 0, 0, 189, 191, 1, 0, 0, 0, 190, 188, 1, 0,
		0, 0, 191, 192, 6, 22, 0, 0, 192, 46, 1, 0, 0, 0, 193, 194, 5, 47, 0, 0,
		194, 195, 5, 42, 0, 0, 195, 199, 1, 0, 0, 0, 196, 198, 9, 0, 0, 0, 197,
		196, 1, 0, 0, 0, 198, 201, 1, 0, 0, 0, 199, 200, 1, 0, 0, 0, 199, 197,
		1, 0, 0, 0, 200, 202, 1, 0, 0, 0, 201, 199, 1, 0, 0, 0, 202, 203, 5, 42,
		0, 0, 203, 204, 5, 47, 0, 0, 204, 205, 1, 0, 0, 0, 205, 206, 6, 23, 0,
		0, 206, 48, 1, 0, 0, 0, 207, 208, 9, 0, 0, 0, 208, 50, 1, 0, 0, 0, 209,
		217, 7, 7, 0, 0, 210, 212, 7, 8, 0, 0, 211, 210, 1, 0, 0, 0, 212, 215,
		1, 0, 0, 0, 213, 211, 1, 0, 0, 0, 213, 214, 1, 0, 0, 0, 214, 216, 1, 0,
		0, 0, 215, 213, 1, 0, 0, 0, 216, 218, 7, 7, 0, 0, 217, 213, 1, 0, 0, 0,
		217, 218, 1, 0, 0, 0, 218, 52, 1, 0, 0, 0, 219, 220, 7, 9, 0, 0, 220, 54,
		1, 0, 0, 0, 221, 223, 7, 10, 0, 0, 222, 224, 7, 11, 0, 0, 223, 222, 1,
		0, 0, 0, 223, 224, 1, 0, 0, 0, 224, 225, 1, 0, 0, 0, 225, 226, 3, 51, 25,
		0, 226, 56, 1, 0, 0, 0, 227, 228, 7, 12, 0, 0, 228, 58, 1, 0, 0, 0, 229,
		230, 7, 13, 0, 0, 230, 60, 1, 0, 0, 0, 231, 232, 5, 92, 0, 0, 232, 242,
		7, 14, 0, 0, 233, 234, 5, 92, 0, 0, 234, 235, 5, 117, 0, 0, 235, 236, 1,
		0, 0, 0, 236, 237, 3, 53, 26, 0, 237, 238, 3, 53, 26, 0, 238, 239, 3, 53,
		26, 0, 239, 240, 3, 53, 26, 0, 240, 242, 1, 0, 0, 0, 241, 231, 1, 0, 0,
		0, 241, 233, 1, 0, 0, 0, 242, 62, 1, 0, 0, 0, 21, 0, 120, 123, 128, 133,
		140, 143, 146, 151, 153, 160, 162, 166, 172, 178, 188, 199, 213, 217, 223,
		241, 1, 0, 1, 0,
	}
	deserializer := antlr.NewATNDeserializer(nil)
	staticData.atn = deserializer.Deserialize(staticData.serializedATN)
	atn := staticData.atn
	staticData.decisionToDFA = make([]*antlr.DFA, len(atn.DecisionToState))
	decisionToDFA := staticData.decisionToDFA
	for index, state := range atn.DecisionToState {
		decisionToDFA[index] = antlr.NewDFA(state, index)
	}
}

// GremlinLexerInit initializes any static state used to implement GremlinLexer. By default the
// static state used to implement the lexer is lazily initialized during the first call to
// NewGremlinLexer(). You can call this function if you wish to initialize the static state ahead
// of time.
func GremlinLexerInit() {
	staticData := &GremlinLexerLexerStaticData
	staticData.once.Do(gremlinlexerLexerInit)
}

// NewGremlinLexer produces a new lexer instance for the optional input antlr.CharStream.
func NewGremlinLexer(input antlr.CharStream) *GremlinLexer {
	GremlinLexerInit()
	l := new(GremlinLexer)
	l.BaseLexer = antlr.NewBaseLexer(input)
	staticData := &GremlinLexerLexerStaticData
	l.Interpreter = antlr.NewLexerATNSimulator(l, staticData.atn, staticData.decisionToDFA, staticData.PredictionContextCache)
	l.channelNames = staticData.ChannelNames
	l.modeNames = staticData.ModeNames
	l.RuleNames = staticData.RuleNames
	l.LiteralNames = staticData.LiteralNames
	l.SymbolicNames = staticData.SymbolicNames
	l.GrammarFileName = "GremlinLexer.g4"
	// TODO: l.EOF = antlr.TokenEOF

	return l
}

// GremlinLexer tokens.
const (
	GremlinLexerTRUE           = 1
	GremlinLexerFALSE          = 2
	GremlinLexerNULL           = 3
	GremlinLexerNAN            = 4
	GremlinLexerINFINITY       = 5
	GremlinLexerDOT            = 6
	GremlinLexerCOMMA          = 7
	GremlinLexerCOLON          = 8
	GremlinLexerSEMI           = 9
	GremlinLexerLPAREN         = 10
	GremlinLexerRPAREN         = 11
	GremlinLexerLBRACK         = 12
	GremlinLexerRBRACK         = 13
	GremlinLexerLBRACE         = 14
	GremlinLexerRBRACE         = 15
	GremlinLexerPLUS           = 16
	GremlinLexerMINUS          = 17
	GremlinLexerFloatLiteral   = 18
	GremlinLexerIntegerLiteral = 19
	GremlinLexerStringLiteral  = 20
	GremlinLexerIdentifier     = 21
	GremlinLexerWS             = 22
	GremlinLexerLINE_COMMENT   = 23
	GremlinLexerBLOCK_COMMENT  = 24
	GremlinLexerOTHER          = 25
)
