// Code generated from GremlinParser.g4 by ANTLR 4.13.1. DO NOT EDIT.

package parser // GremlinParser
import "github.com/antlr4-go/antlr/v4"

type BaseGremlinParserVisitor struct {
	*antlr.BaseParseTreeVisitor
}

func (v *BaseGremlinParserVisitor) VisitScript(ctx *ScriptContext) interface{} {
	return v.VisitChildren(ctx)
}

func (v *BaseGremlinParserVisitor) VisitStatement(ctx *StatementContext) interface{} {
	return v.VisitChildren(ctx)
}

func (v *BaseGremlinParserVisitor) VisitExpression(ctx *ExpressionContext) interface{} {
	return v.VisitChildren(ctx)
}

func (v *BaseGremlinParserVisitor) VisitLinkPrimary(ctx *LinkPrimaryContext) interface{} {
	return v.VisitChildren(ctx)
}

func (v *BaseGremlinParserVisitor) VisitLiteralPrimary(ctx *LiteralPrimaryContext) interface{} {
	return v.VisitChildren(ctx)
}

func (v *BaseGremlinParserVisitor) VisitParenPrimary(ctx *ParenPrimaryContext) interface{} {
	return v.VisitChildren(ctx)
}

func (v *BaseGremlinParserVisitor) VisitLambdaPrimary(ctx *LambdaPrimaryContext) interface{} {
	return v.VisitChildren(ctx)
}

func (v *BaseGremlinParserVisitor) VisitLink(ctx *LinkContext) interface{} {
	return v.VisitChildren(ctx)
}

func (v *BaseGremlinParserVisitor) VisitName(ctx *NameContext) interface{} {
	return v.VisitChildren(ctx)
}

func (v *BaseGremlinParserVisitor) VisitArguments(ctx *ArgumentsContext) interface{} {
	return v.VisitChildren(ctx)
}

func (v *BaseGremlinParserVisitor) VisitArgument(ctx *ArgumentContext) interface{} {
	return v.VisitChildren(ctx)
}

func (v *BaseGremlinParserVisitor) VisitStringLiteral(ctx *StringLiteralContext) interface{} {
	return v.VisitChildren(ctx)
}

func (v *BaseGremlinParserVisitor) VisitNumberLiteral(ctx *NumberLiteralContext) interface{} {
	return v.VisitChildren(ctx)
}

func (v *BaseGremlinParserVisitor) VisitBooleanLiteral(ctx *BooleanLiteralContext) interface{} {
	return v.VisitChildren(ctx)
}

func (v *BaseGremlinParserVisitor) VisitNullLiteral(ctx *NullLiteralContext) interface{} {
	return v.VisitChildren(ctx)
}

func (v *BaseGremlinParserVisitor) VisitListLiteral(ctx *ListLiteralContext) interface{} {
	return v.VisitChildren(ctx)
}

func (v *BaseGremlinParserVisitor) VisitMapLiteral(ctx *MapLiteralContext) interface{} {
	return v.VisitChildren(ctx)
}

func (v *BaseGremlinParserVisitor) VisitNumber(ctx *NumberContext) interface{} {
	return v.VisitChildren(ctx)
}

func (v *BaseGremlinParserVisitor) VisitList(ctx *ListContext) interface{} {
	return v.VisitChildren(ctx)
}

func (v *BaseGremlinParserVisitor) VisitMap(ctx *MapContext) interface{} {
	return v.VisitChildren(ctx)
}

func (v *BaseGremlinParserVisitor) VisitMapEntry(ctx *MapEntryContext) interface{} {
	return v.VisitChildren(ctx)
}

func (v *BaseGremlinParserVisitor) VisitMapKey(ctx *MapKeyContext) interface{} {
	return v.VisitChildren(ctx)
}

func (v *BaseGremlinParserVisitor) VisitLambda(ctx *LambdaContext) interface{} {
	return v.VisitChildren(ctx)
}

func (v *BaseGremlinParserVisitor) VisitLambdaItem(ctx *LambdaItemContext) interface{} {
	return v.VisitChildren(ctx)
}
