// Code generated from GremlinParser.g4 by ANTLR 4.13.1. DO NOT EDIT.

package parser // GremlinParser
import "github.com/antlr4-go/antlr/v4"

// GremlinParserListener is a complete listener for a parse tree produced by GremlinParser.
type GremlinParserListener interface {
	antlr.ParseTreeListener

	// EnterScript is called when entering the script production.
	EnterScript(c *ScriptContext)

	// EnterStatement is called when entering the statement production.
	EnterStatement(c *StatementContext)

	// EnterExpression is called when entering the expression production.
	EnterExpression(c *ExpressionContext)

	// EnterLinkPrimary is called when entering the linkPrimary production.
	EnterLinkPrimary(c *LinkPrimaryContext)

	// EnterLiteralPrimary is called when entering the literalPrimary production.
	EnterLiteralPrimary(c *LiteralPrimaryContext)

	// EnterParenPrimary is called when entering the parenPrimary production.
	EnterParenPrimary(c *ParenPrimaryContext)

	// EnterLambdaPrimary is called when entering the lambdaPrimary production.
	EnterLambdaPrimary(c *LambdaPrimaryContext)

	// EnterLink is called when entering the link production.
	EnterLink(c *LinkContext)

	// EnterName is called when entering the name production.
	EnterName(c *NameContext)

	// EnterArguments is called when entering the arguments production.
	EnterArguments(c *ArgumentsContext)

	// EnterArgument is called when entering the argument production.
	EnterArgument(c *ArgumentContext)

	// EnterStringLiteral is called when entering the stringLiteral production.
	EnterStringLiteral(c *StringLiteralContext)

	// EnterNumberLiteral is called when entering the numberLiteral production.
	EnterNumberLiteral(c *NumberLiteralContext)

	// EnterBooleanLiteral is called when entering the booleanLiteral production.
	EnterBooleanLiteral(c *BooleanLiteralContext)

	// EnterNullLiteral is called when entering the nullLiteral production.
	EnterNullLiteral(c *NullLiteralContext)

	// EnterListLiteral is called when entering the listLiteral production.
	EnterListLiteral(c *ListLiteralContext)

	// EnterMapLiteral is called when entering the mapLiteral production.
	EnterMapLiteral(c *MapLiteralContext)

	// EnterNumber is called when entering the number production.
	EnterNumber(c *NumberContext)

	// EnterList is called when entering the list production.
	EnterList(c *ListContext)

	// EnterMap is called when entering the map production.
	EnterMap(c *MapContext)

	// EnterMapEntry is called when entering the mapEntry production.
	EnterMapEntry(c *MapEntryContext)

	// EnterMapKey is called when entering the mapKey production.
	EnterMapKey(c *MapKeyContext)

	// EnterLambda is called when entering the lambda production.
	EnterLambda(c *LambdaContext)

	// EnterLambdaItem is called when entering the lambdaItem production.
	EnterLambdaItem(c *LambdaItemContext)

	// ExitScript is called when exiting the script production.
	ExitScript(c *ScriptContext)

	// ExitStatement is called when exiting the statement production.
	ExitStatement(c *StatementContext)

	// ExitExpression is called when exiting the expression production.
	ExitExpression(c *ExpressionContext)

	// ExitLinkPrimary is called when exiting the linkPrimary production.
	ExitLinkPrimary(c *LinkPrimaryContext)

	// ExitLiteralPrimary is called when exiting the literalPrimary production.
	ExitLiteralPrimary(c *LiteralPrimaryContext)

	// ExitParenPrimary is called when exiting the parenPrimary production.
	ExitParenPrimary(c *ParenPrimaryContext)

	// ExitLambdaPrimary is called when exiting the lambdaPrimary production.
	ExitLambdaPrimary(c *LambdaPrimaryContext)

	// ExitLink is called when exiting the link production.
	ExitLink(c *LinkContext)

	// ExitName is called when exiting the name production.
	ExitName(c *NameContext)

	// ExitArguments is called when exiting the arguments production.
	ExitArguments(c *ArgumentsContext)

	// ExitArgument is called when exiting the argument production.
	ExitArgument(c *ArgumentContext)

	// ExitStringLiteral is called when exiting the stringLiteral production.
	ExitStringLiteral(c *StringLiteralContext)

	// ExitNumberLiteral is called when exiting the numberLiteral production.
	ExitNumberLiteral(c *NumberLiteralContext)

	// ExitBooleanLiteral is called when exiting the booleanLiteral production.
	ExitBooleanLiteral(c *BooleanLiteralContext)

	// ExitNullLiteral is called when exiting the nullLiteral production.
	ExitNullLiteral(c *NullLiteralContext)

	// ExitListLiteral is called when exiting the listLiteral production.
	ExitListLiteral(c *ListLiteralContext)

	// ExitMapLiteral is called when exiting the mapLiteral production.
	ExitMapLiteral(c *MapLiteralContext)

	// ExitNumber is called when exiting the number production.
	ExitNumber(c *NumberContext)

	// ExitList is called when exiting the list production.
	ExitList(c *ListContext)

	// ExitMap is called when exiting the map production.
	ExitMap(c *MapContext)

	// ExitMapEntry is called when exiting the mapEntry production.
	ExitMapEntry(c *MapEntryContext)

	// ExitMapKey is called when exiting the mapKey production.
	ExitMapKey(c *MapKeyContext)

	// ExitLambda is called when exiting the lambda production.
	ExitLambda(c *LambdaContext)

	// ExitLambdaItem is called when exiting the lambdaItem production.
	ExitLambdaItem(c *LambdaItemContext)
}
