// Code generated from GremlinParser.g4 by ANTLR 4.13.1. DO NOT EDIT.

package parser // GremlinParser
import "github.com/antlr4-go/antlr/v4"

// A complete Visitor for a parse tree produced by GremlinParser.
type GremlinParserVisitor interface {
	antlr.ParseTreeVisitor

	// Visit a parse tree produced by GremlinParser#script.
	VisitScript(ctx *ScriptContext) interface{}

	// Visit a parse tree produced by GremlinParser#statement.
	VisitStatement(ctx *StatementContext) interface{}

	// Visit a parse tree produced by GremlinParser#expression.
	VisitExpression(ctx *ExpressionContext) interface{}

	// Visit a parse tree produced by GremlinParser#linkPrimary.
	VisitLinkPrimary(ctx *LinkPrimaryContext) interface{}

	// Visit a parse tree produced by GremlinParser#literalPrimary.
	VisitLiteralPrimary(ctx *LiteralPrimaryContext) interface{}

	// Visit a parse tree produced by GremlinParser#parenPrimary.
	VisitParenPrimary(ctx *ParenPrimaryContext) interface{}

	// Visit a parse tree produced by GremlinParser#lambdaPrimary.
	VisitLambdaPrimary(ctx *LambdaPrimaryContext) interface{}

	// Visit a parse tree produced by GremlinParser#link.
	VisitLink(ctx *LinkContext) interface{}

	// Visit a parse tree produced by GremlinParser#name.
	VisitName(ctx *NameContext) interface{}

	// Visit a parse tree produced by GremlinParser#arguments.
	VisitArguments(ctx *ArgumentsContext) interface{}

	// Visit a parse tree produced by GremlinParser#argument.
	VisitArgument(ctx *ArgumentContext) interface{}

	// Visit a parse tree produced by GremlinParser#stringLiteral.
	VisitStringLiteral(ctx *StringLiteralContext) interface{}

	// Visit a parse tree produced by GremlinParser#numberLiteral.
	VisitNumberLiteral(ctx *NumberLiteralContext) interface{}

	// Visit a parse tree produced by GremlinParser#booleanLiteral.
	VisitBooleanLiteral(ctx *BooleanLiteralContext) interface{}

	// Visit a parse tree produced by GremlinParser#nullLiteral.
	VisitNullLiteral(ctx *NullLiteralContext) interface{}

	// Visit a parse tree produced by GremlinParser#listLiteral.
	VisitListLiteral(ctx *ListLiteralContext) interface{}

	// Visit a parse tree produced by GremlinParser#mapLiteral.
	VisitMapLiteral(ctx *MapLiteralContext) interface{}

	// Visit a parse tree produced by GremlinParser#number.
	VisitNumber(ctx *NumberContext) interface{}

	// Visit a parse tree produced by GremlinParser#list.
	VisitList(ctx *ListContext) interface{}

	// Visit a parse tree produced by GremlinParser#map.
	VisitMap(ctx *MapContext) interface{}

	// Visit a parse tree produced by GremlinParser#mapEntry.
	VisitMapEntry(ctx *MapEntryContext) interface{}

	// Visit a parse tree produced by GremlinParser#mapKey.
	VisitMapKey(ctx *MapKeyContext) interface{}

	// Visit a parse tree produced by GremlinParser#lambda.
	VisitLambda(ctx *LambdaContext) interface{}

	// Visit a parse tree produced by GremlinParser#lambdaItem.
	VisitLambdaItem(ctx *LambdaItemContext) interface{}
}
