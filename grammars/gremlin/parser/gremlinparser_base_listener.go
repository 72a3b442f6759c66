// Code generated from GremlinParser.g4 by ANTLR 4.13.1. DO NOT EDIT.

package parser // GremlinParser
import "github.com/antlr4-go/antlr/v4"

// BaseGremlinParserListener is a complete listener for a parse tree produced by GremlinParser.
type BaseGremlinParserListener struct{}

var _ GremlinParserListener = &BaseGremlinParserListener{}

// VisitTerminal is called when a terminal node is visited.
func (s *BaseGremlinParserListener) VisitTerminal(node antlr.TerminalNode) {}

// VisitErrorNode is called when an error node is visited.
func (s *BaseGremlinParserListener) VisitErrorNode(node antlr.ErrorNode) {}

// EnterEveryRule is called when any rule is entered.
func (s *BaseGremlinParserListener) EnterEveryRule(ctx antlr.ParserRuleContext) {}

// ExitEveryRule is called when any rule is exited.
func (s *BaseGremlinParserListener) ExitEveryRule(ctx antlr.ParserRuleContext) {}

// EnterScript is called when production script is entered.
func (s *BaseGremlinParserListener) EnterScript(ctx *ScriptContext) {}

// ExitScript is called when production script is exited.
func (s *BaseGremlinParserListener) ExitScript(ctx *ScriptContext) {}

// EnterStatement is called when production statement is entered.
func (s *BaseGremlinParserListener) EnterStatement(ctx *StatementContext) {}

// ExitStatement is called when production statement is exited.
func (s *BaseGremlinParserListener) ExitStatement(ctx *StatementContext) {}

// EnterExpression is called when production expression is entered.
func (s *BaseGremlinParserListener) EnterExpression(ctx *ExpressionContext) {}

// ExitExpression is called when production expression is exited.
func (s *BaseGremlinParserListener) ExitExpression(ctx *ExpressionContext) {}

// EnterLinkPrimary is called when production linkPrimary is entered.
func (s *BaseGremlinParserListener) EnterLinkPrimary(ctx *LinkPrimaryContext) {}

// ExitLinkPrimary is called when production linkPrimary is exited.
func (s *BaseGremlinParserListener) ExitLinkPrimary(ctx *LinkPrimaryContext) {}

// EnterLiteralPrimary is called when production literalPrimary is entered.
func (s *BaseGremlinParserListener) EnterLiteralPrimary(ctx *LiteralPrimaryContext) {}

// ExitLiteralPrimary is called when production literalPrimary is exited.
func (s *BaseGremlinParserListener) ExitLiteralPrimary(ctx *LiteralPrimaryContext) {}

// EnterParenPrimary is called when production parenPrimary is entered.
func (s *BaseGremlinParserListener) EnterParenPrimary(ctx *ParenPrimaryContext) {}

// ExitParenPrimary is called when production parenPrimary is exited.
func (s *BaseGremlinParserListener) ExitParenPrimary(ctx *ParenPrimaryContext) {}

// EnterLambdaPrimary is called when production lambdaPrimary is entered.
func (s *BaseGremlinParserListener) EnterLambdaPrimary(ctx *LambdaPrimaryContext) {}

// ExitLambdaPrimary is called when production lambdaPrimary is exited.
func (s *BaseGremlinParserListener) ExitLambdaPrimary(ctx *LambdaPrimaryContext) {}

// EnterLink is called when production link is entered.
func (s *BaseGremlinParserListener) EnterLink(ctx *LinkContext) {}

// ExitLink is called when production link is exited.
func (s *BaseGremlinParserListener) ExitLink(ctx *LinkContext) {}

// EnterName is called when production name is entered.
func (s *BaseGremlinParserListener) EnterName(ctx *NameContext) {}

// ExitName is called when production name is exited.
func (s *BaseGremlinParserListener) ExitName(ctx *NameContext) {}

// EnterArguments is called when production arguments is entered.
func (s *BaseGremlinParserListener) EnterArguments(ctx *ArgumentsContext) {}

// ExitArguments is called when production arguments is exited.
func (s *BaseGremlinParserListener) ExitArguments(ctx *ArgumentsContext) {}

// EnterArgument is called when production argument is entered.
func (s *BaseGremlinParserListener) EnterArgument(ctx *ArgumentContext) {}

// ExitArgument is called when production argument is exited.
func (s *BaseGremlinParserListener) ExitArgument(ctx *ArgumentContext) {}

// EnterStringLiteral is called when production stringLiteral is entered.
func (s *BaseGremlinParserListener) EnterStringLiteral(ctx *StringLiteralContext) {}

// ExitStringLiteral is called when production stringLiteral is exited.
func (s *BaseGremlinParserListener) ExitStringLiteral(ctx *StringLiteralContext) {}

// EnterNumberLiteral is called when production numberLiteral is entered.
func (s *BaseGremlinParserListener) EnterNumberLiteral(ctx *NumberLiteralContext) {}

// ExitNumberLiteral is called when production numberLiteral is exited.
func (s *BaseGremlinParserListener) ExitNumberLiteral(ctx *NumberLiteralContext) {}

// EnterBooleanLiteral is called when production booleanLiteral is entered.
func (s *BaseGremlinParserListener) EnterBooleanLiteral(ctx *BooleanLiteralContext) {}

// ExitBooleanLiteral is called when production booleanLiteral is exited.
func (s *BaseGremlinParserListener) ExitBooleanLiteral(ctx *BooleanLiteralContext) {}

// EnterNullLiteral is called when production nullLiteral is entered.
func (s *BaseGremlinParserListener) EnterNullLiteral(ctx *NullLiteralContext) {}

// ExitNullLiteral is called when production nullLiteral is exited.
func (s *BaseGremlinParserListener) ExitNullLiteral(ctx *NullLiteralContext) {}

// EnterListLiteral is called when production listLiteral is entered.
func (s *BaseGremlinParserListener) EnterListLiteral(ctx *ListLiteralContext) {}

// ExitListLiteral is called when production listLiteral is exited.
func (s *BaseGremlinParserListener) ExitListLiteral(ctx *ListLiteralContext) {}

// EnterMapLiteral is called when production mapLiteral is entered.
func (s *BaseGremlinParserListener) EnterMapLiteral(ctx *MapLiteralContext) {}

// ExitMapLiteral is called when production mapLiteral is exited.
func (s *BaseGremlinParserListener) ExitMapLiteral(ctx *MapLiteralContext) {}

// EnterNumber is called when production number is entered.
func (s *BaseGremlinParserListener) EnterNumber(ctx *NumberContext) {}

// ExitNumber is called when production number is exited.
func (s *BaseGremlinParserListener) ExitNumber(ctx *NumberContext) {}

// EnterList is called when production list is entered.
func (s *BaseGremlinParserListener) EnterList(ctx *ListContext) {}

// ExitList is called when production list is exited.
func (s *BaseGremlinParserListener) ExitList(ctx *ListContext) {}

// EnterMap is called when production map is entered.
func (s *BaseGremlinParserListener) EnterMap(ctx *MapContext) {}

// ExitMap is called when production map is exited.
func (s *BaseGremlinParserListener) ExitMap(ctx *MapContext) {}

// EnterMapEntry is called when production mapEntry is entered.
func (s *BaseGremlinParserListener) EnterMapEntry(ctx *MapEntryContext) {}

// ExitMapEntry is called when production mapEntry is exited.
func (s *BaseGremlinParserListener) ExitMapEntry(ctx *MapEntryContext) {}

// EnterMapKey is called when production mapKey is entered.
func (s *BaseGremlinParserListener) EnterMapKey(ctx *MapKeyContext) {}

// ExitMapKey is called when production mapKey is exited.
func (s *BaseGremlinParserListener) ExitMapKey(ctx *MapKeyContext) {}

// EnterLambda is called when production lambda is entered.
func (s *BaseGremlinParserListener) EnterLambda(ctx *LambdaContext) {}

// ExitLambda is called when production lambda is exited.
func (s *BaseGremlinParserListener) ExitLambda(ctx *LambdaContext) {}

// EnterLambdaItem is called when production lambdaItem is entered.
func (s *BaseGremlinParserListener) EnterLambdaItem(ctx *LambdaItemContext) {}

// ExitLambdaItem is called when production lambdaItem is exited.
func (s *BaseGremlinParserListener) ExitLambdaItem(ctx *LambdaItemContext) {}
