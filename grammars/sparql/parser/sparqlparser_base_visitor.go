// Code generated from SparqlParser.g4 by ANTLR 4.13.1. DO NOT EDIT.

package parser // SparqlParser
import "github.com/antlr4-go/antlr/v4"

type BaseSparqlParserVisitor struct {
	*antlr.BaseParseTreeVisitor
}

func (v *BaseSparqlParserVisitor) VisitSparql(ctx *SparqlContext) interface{} {
	return v.VisitChildren(ctx)
}

func (v *BaseSparqlParserVisitor) VisitQuery(ctx *QueryContext) interface{} {
	return v.VisitChildren(ctx)
}

func (v *BaseSparqlParserVisitor) VisitPrologue(ctx *PrologueContext) interface{} {
	return v.VisitChildren(ctx)
}

func (v *BaseSparqlParserVisitor) VisitBaseDecl(ctx *BaseDeclContext) interface{} {
	return v.VisitChildren(ctx)
}

func (v *BaseSparqlParserVisitor) VisitPrefixDecl(ctx *PrefixDeclContext) interface{} {
	return v.VisitChildren(ctx)
}

func (v *BaseSparqlParserVisitor) VisitSelectQuery(ctx *SelectQueryContext) interface{} {
	return v.VisitChildren(ctx)
}

func (v *BaseSparqlParserVisitor) VisitSubSelect(ctx *SubSelectContext) interface{} {
	return v.VisitChildren(ctx)
}

func (v *BaseSparqlParserVisitor) VisitSelectClause(ctx *SelectClauseContext) interface{} {
	return v.VisitChildren(ctx)
}

func (v *BaseSparqlParserVisitor) VisitSelectItem(ctx *SelectItemContext) interface{} {
	return v.VisitChildren(ctx)
}

func (v *BaseSparqlParserVisitor) VisitConstructQuery(ctx *ConstructQueryContext) interface{} {
	return v.VisitChildren(ctx)
}

func (v *BaseSparqlParserVisitor) VisitDescribeQuery(ctx *DescribeQueryContext) interface{} {
	return v.VisitChildren(ctx)
}

func (v *BaseSparqlParserVisitor) VisitAskQuery(ctx *AskQueryContext) interface{} {
	return v.VisitChildren(ctx)
}

func (v *BaseSparqlParserVisitor) VisitDatasetClause(ctx *DatasetClauseContext) interface{} {
	return v.VisitChildren(ctx)
}

func (v *BaseSparqlParserVisitor) VisitDefaultGraphClause(ctx *DefaultGraphClauseContext) interface{} {
	return v.VisitChildren(ctx)
}

func (v *BaseSparqlParserVisitor) VisitNamedGraphClause(ctx *NamedGraphClauseContext) interface{} {
	return v.VisitChildren(ctx)
}

func (v *BaseSparqlParserVisitor) VisitSourceSelector(ctx *SourceSelectorContext) interface{} {
	return v.VisitChildren(ctx)
}

func (v *BaseSparqlParserVisitor) VisitWhereClause(ctx *WhereClauseContext) interface{} {
	return v.VisitChildren(ctx)
}

func (v *BaseSparqlParserVisitor) VisitSolutionModifier(ctx *SolutionModifierContext) interface{} {
	return v.VisitChildren(ctx)
}

func (v *BaseSparqlParserVisitor) VisitGroupClause(ctx *GroupClauseContext) interface{} {
	return v.VisitChildren(ctx)
}

func (v *BaseSparqlParserVisitor) VisitGroupCondition(ctx *GroupConditionContext) interface{} {
	return v.VisitChildren(ctx)
}

func (v *BaseSparqlParserVisitor) VisitHavingClause(ctx *HavingClauseContext) interface{} {
	return v.VisitChildren(ctx)
}

func (v *BaseSparqlParserVisitor) VisitHavingCondition(ctx *HavingConditionContext) interface{} {
	return v.VisitChildren(ctx)
}

func (v *BaseSparqlParserVisitor) VisitOrderClause(ctx *OrderClauseContext) interface{} {
	return v.VisitChildren(ctx)
}

func (v *BaseSparqlParserVisitor) VisitOrderCondition(ctx *OrderConditionContext) interface{} {
	return v.VisitChildren(ctx)
}

func (v *BaseSparqlParserVisitor) VisitLimitOffsetClauses(ctx *LimitOffsetClausesContext) interface{} {
	return v.VisitChildren(ctx)
}

func (v *BaseSparqlParserVisitor) VisitLimitClause(ctx *LimitClauseContext) interface{} {
	return v.VisitChildren(ctx)
}

func (v *BaseSparqlParserVisitor) VisitOffsetClause(ctx *OffsetClauseContext) interface{} {
	return v.VisitChildren(ctx)
}

func (v *BaseSparqlParserVisitor) VisitValuesClause(ctx *ValuesClauseContext) interface{} {
	return v.VisitChildren(ctx)
}

func (v *BaseSparqlParserVisitor) VisitUpdate(ctx *UpdateContext) interface{} {
	return v.VisitChildren(ctx)
}

func (v *BaseSparqlParserVisitor) VisitUpdate1(ctx *Update1Context) interface{} {
	return v.VisitChildren(ctx)
}

func (v *BaseSparqlParserVisitor) VisitLoad(ctx *LoadContext) interface{} {
	return v.VisitChildren(ctx)
}

func (v *BaseSparqlParserVisitor) VisitClear(ctx *ClearContext) interface{} {
	return v.VisitChildren(ctx)
}

func (v *BaseSparqlParserVisitor) VisitDrop(ctx *DropContext) interface{} {
	return v.VisitChildren(ctx)
}

func (v *BaseSparqlParserVisitor) VisitCreate(ctx *CreateContext) interface{} {
	return v.VisitChildren(ctx)
}

func (v *BaseSparqlParserVisitor) VisitAdd(ctx *AddContext) interface{} {
	return v.VisitChildren(ctx)
}

func (v *BaseSparqlParserVisitor) VisitMove(ctx *MoveContext) interface{} {
	return v.VisitChildren(ctx)
}

func (v *BaseSparqlParserVisitor) VisitCopy(ctx *CopyContext) interface{} {
	return v.VisitChildren(ctx)
}

func (v *BaseSparqlParserVisitor) VisitInsertData(ctx *InsertDataContext) interface{} {
	return v.VisitChildren(ctx)
}

func (v *BaseSparqlParserVisitor) VisitDeleteData(ctx *DeleteDataContext) interface{} {
	return v.VisitChildren(ctx)
}

func (v *BaseSparqlParserVisitor) VisitDeleteWhere(ctx *DeleteWhereContext) interface{} {
	return v.VisitChildren(ctx)
}

func (v *BaseSparqlParserVisitor) VisitModify(ctx *ModifyContext) interface{} {
	return v.VisitChildren(ctx)
}

func (v *BaseSparqlParserVisitor) VisitDeleteClause(ctx *DeleteClauseContext) interface{} {
	return v.VisitChildren(ctx)
}

func (v *BaseSparqlParserVisitor) VisitInsertClause(ctx *InsertClauseContext) interface{} {
	return v.VisitChildren(ctx)
}

func (v *BaseSparqlParserVisitor) VisitUsingClause(ctx *UsingClauseContext) interface{} {
	return v.VisitChildren(ctx)
}

func (v *BaseSparqlParserVisitor) VisitGraphOrDefault(ctx *GraphOrDefaultContext) interface{} {
	return v.VisitChildren(ctx)
}

func (v *BaseSparqlParserVisitor) VisitGraphRef(ctx *GraphRefContext) interface{} {
	return v.VisitChildren(ctx)
}

func (v *BaseSparqlParserVisitor) VisitGraphRefAll(ctx *GraphRefAllContext) interface{} {
	return v.VisitChildren(ctx)
}

func (v *BaseSparqlParserVisitor) VisitQuadPattern(ctx *QuadPatternContext) interface{} {
	return v.VisitChildren(ctx)
}

func (v *BaseSparqlParserVisitor) VisitQuadData(ctx *QuadDataContext) interface{} {
	return v.VisitChildren(ctx)
}

func (v *BaseSparqlParserVisitor) VisitQuads(ctx *QuadsContext) interface{} {
	return v.VisitChildren(ctx)
}

func (v *BaseSparqlParserVisitor) VisitQuadsNotTriples(ctx *QuadsNotTriplesContext) interface{} {
	return v.VisitChildren(ctx)
}

func (v *BaseSparqlParserVisitor) VisitTriplesTemplate(ctx *TriplesTemplateContext) interface{} {
	return v.VisitChildren(ctx)
}

func (v *BaseSparqlParserVisitor) VisitGroupGraphPattern(ctx *GroupGraphPatternContext) interface{} {
	return v.VisitChildren(ctx)
}

func (v *BaseSparqlParserVisitor) VisitGroupGraphPatternSub(ctx *GroupGraphPatternSubContext) interface{} {
	return v.VisitChildren(ctx)
}

func (v *BaseSparqlParserVisitor) VisitTriplesBlock(ctx *TriplesBlockContext) interface{} {
	return v.VisitChildren(ctx)
}

func (v *BaseSparqlParserVisitor) VisitGraphPatternNotTriples(ctx *GraphPatternNotTriplesContext) interface{} {
	return v.VisitChildren(ctx)
}

func (v *BaseSparqlParserVisitor) VisitOptionalGraphPattern(ctx *OptionalGraphPatternContext) interface{} {
	return v.VisitChildren(ctx)
}

func (v *BaseSparqlParserVisitor) VisitGraphGraphPattern(ctx *GraphGraphPatternContext) interface{} {
	return v.VisitChildren(ctx)
}

func (v *BaseSparqlParserVisitor) VisitServiceGraphPattern(ctx *ServiceGraphPatternContext) interface{} {
	return v.VisitChildren(ctx)
}

func (v *BaseSparqlParserVisitor) VisitBind(ctx *BindContext) interface{} {
	return v.VisitChildren(ctx)
}

func (v *BaseSparqlParserVisitor) VisitInlineData(ctx *InlineDataContext) interface{} {
	return v.VisitChildren(ctx)
}

func (v *BaseSparqlParserVisitor) VisitDataBlock(ctx *DataBlockContext) interface{} {
	return v.VisitChildren(ctx)
}

func (v *BaseSparqlParserVisitor) VisitInlineDataOneVar(ctx *InlineDataOneVarContext) interface{} {
	return v.VisitChildren(ctx)
}

func (v *BaseSparqlParserVisitor) VisitInlineDataFull(ctx *InlineDataFullContext) interface{} {
	return v.VisitChildren(ctx)
}

func (v *BaseSparqlParserVisitor) VisitDataBlockRow(ctx *DataBlockRowContext) interface{} {
	return v.VisitChildren(ctx)
}

func (v *BaseSparqlParserVisitor) VisitDataBlockValue(ctx *DataBlockValueContext) interface{} {
	return v.VisitChildren(ctx)
}

func (v *BaseSparqlParserVisitor) VisitMinusGraphPattern(ctx *MinusGraphPatternContext) interface{} {
	return v.VisitChildren(ctx)
}

func (v *BaseSparqlParserVisitor) VisitGroupOrUnionGraphPattern(ctx *GroupOrUnionGraphPatternContext) interface{} {
	return v.VisitChildren(ctx)
}

func (v *BaseSparqlParserVisitor) VisitFilter(ctx *FilterContext) interface{} {
	return v.VisitChildren(ctx)
}

func (v *BaseSparqlParserVisitor) VisitConstraint(ctx *ConstraintContext) interface{} {
	return v.VisitChildren(ctx)
}

func (v *BaseSparqlParserVisitor) VisitFunctionCall(ctx *FunctionCallContext) interface{} {
	return v.VisitChildren(ctx)
}

func (v *BaseSparqlParserVisitor) VisitArgList(ctx *ArgListContext) interface{} {
	return v.VisitChildren(ctx)
}

func (v *BaseSparqlParserVisitor) VisitExpressionList(ctx *ExpressionListContext) interface{} {
	return v.VisitChildren(ctx)
}

func (v *BaseSparqlParserVisitor) VisitConstructTemplate(ctx *ConstructTemplateContext) interface{} {
	return v.VisitChildren(ctx)
}

func (v *BaseSparqlParserVisitor) VisitConstructTriples(ctx *ConstructTriplesContext) interface{} {
	return v.VisitChildren(ctx)
}

func (v *BaseSparqlParserVisitor) VisitTriplesSameSubject(ctx *TriplesSameSubjectContext) interface{} {
	return v.VisitChildren(ctx)
}

func (v *BaseSparqlParserVisitor) VisitPropertyList(ctx *PropertyListContext) interface{} {
	return v.VisitChildren(ctx)
}

func (v *BaseSparqlParserVisitor) VisitPropertyListNotEmpty(ctx *PropertyListNotEmptyContext) interface{} {
	return v.VisitChildren(ctx)
}

func (v *BaseSparqlParserVisitor) VisitVerb(ctx *VerbContext) interface{} {
	return v.VisitChildren(ctx)
}

func (v *BaseSparqlParserVisitor) VisitObjectList(ctx *ObjectListContext) interface{} {
	return v.VisitChildren(ctx)
}

func (v *BaseSparqlParserVisitor) VisitObject(ctx *ObjectContext) interface{} {
	return v.VisitChildren(ctx)
}

func (v *BaseSparqlParserVisitor) VisitTriplesSameSubjectPath(ctx *TriplesSameSubjectPathContext) interface{} {
	return v.VisitChildren(ctx)
}

func (v *BaseSparqlParserVisitor) VisitPropertyListPath(ctx *PropertyListPathContext) interface{} {
	return v.VisitChildren(ctx)
}

func (v *BaseSparqlParserVisitor) VisitPropertyListPathNotEmpty(ctx *PropertyListPathNotEmptyContext) interface{} {
	return v.VisitChildren(ctx)
}

func (v *BaseSparqlParserVisitor) VisitVerbPathOrSimple(ctx *VerbPathOrSimpleContext) interface{} {
	return v.VisitChildren(ctx)
}

func (v *BaseSparqlParserVisitor) VisitVerbPath(ctx *VerbPathContext) interface{} {
	return v.VisitChildren(ctx)
}

func (v *BaseSparqlParserVisitor) VisitVerbSimple(ctx *VerbSimpleContext) interface{} {
	return v.VisitChildren(ctx)
}

func (v *BaseSparqlParserVisitor) VisitObjectListPath(ctx *ObjectListPathContext) interface{} {
	return v.VisitChildren(ctx)
}

func (v *BaseSparqlParserVisitor) VisitObjectPath(ctx *ObjectPathContext) interface{} {
	return v.VisitChildren(ctx)
}

func (v *BaseSparqlParserVisitor) VisitPath(ctx *PathContext) interface{} {
	return v.VisitChildren(ctx)
}

func (v *BaseSparqlParserVisitor) VisitPathAlternative(ctx *PathAlternativeContext) interface{} {
	return v.VisitChildren(ctx)
}

func (v *BaseSparqlParserVisitor) VisitPathSequence(ctx *PathSequenceContext) interface{} {
	return v.VisitChildren(ctx)
}

func (v *BaseSparqlParserVisitor) VisitPathElt(ctx *PathEltContext) interface{} {
	return v.VisitChildren(ctx)
}

func (v *BaseSparqlParserVisitor) VisitPathEltOrInverse(ctx *PathEltOrInverseContext) interface{} {
	return v.VisitChildren(ctx)
}

func (v *BaseSparqlParserVisitor) VisitPathMod(ctx *PathModContext) interface{} {
	return v.VisitChildren(ctx)
}

func (v *BaseSparqlParserVisitor) VisitPathPrimary(ctx *PathPrimaryContext) interface{} {
	return v.VisitChildren(ctx)
}

func (v *BaseSparqlParserVisitor) VisitPathNegatedPropertySet(ctx *PathNegatedPropertySetContext) interface{} {
	return v.VisitChildren(ctx)
}

func (v *BaseSparqlParserVisitor) VisitPathOneInPropertySet(ctx *PathOneInPropertySetContext) interface{} {
	return v.VisitChildren(ctx)
}

func (v *BaseSparqlParserVisitor) VisitTriplesNode(ctx *TriplesNodeContext) interface{} {
	return v.VisitChildren(ctx)
}

func (v *BaseSparqlParserVisitor) VisitBlankNodePropertyList(ctx *BlankNodePropertyListContext) interface{} {
	return v.VisitChildren(ctx)
}

func (v *BaseSparqlParserVisitor) VisitTriplesNodePath(ctx *TriplesNodePathContext) interface{} {
	return v.VisitChildren(ctx)
}

func (v *BaseSparqlParserVisitor) VisitBlankNodePropertyListPath(ctx *BlankNodePropertyListPathContext) interface{} {
	return v.VisitChildren(ctx)
}

func (v *BaseSparqlParserVisitor) VisitCollection(ctx *CollectionContext) interface{} {
	return v.VisitChildren(ctx)
}

func (v *BaseSparqlParserVisitor) VisitCollectionPath(ctx *CollectionPathContext) interface{} {
	return v.VisitChildren(ctx)
}

func (v *BaseSparqlParserVisitor) VisitGraphNode(ctx *GraphNodeContext) interface{} {
	return v.VisitChildren(ctx)
}

func (v *BaseSparqlParserVisitor) VisitGraphNodePath(ctx *GraphNodePathContext) interface{} {
	return v.VisitChildren(ctx)
}

func (v *BaseSparqlParserVisitor) VisitVarOrTerm(ctx *VarOrTermContext) interface{} {
	return v.VisitChildren(ctx)
}

func (v *BaseSparqlParserVisitor) VisitVarOrIri(ctx *VarOrIriContext) interface{} {
	return v.VisitChildren(ctx)
}

func (v *BaseSparqlParserVisitor) VisitVariable(ctx *VariableContext) interface{} {
	return v.VisitChildren(ctx)
}

func (v *BaseSparqlParserVisitor) VisitGraphTerm(ctx *GraphTermContext) interface{} {
	return v.VisitChildren(ctx)
}

func (v *BaseSparqlParserVisitor) VisitExpression(ctx *ExpressionContext) interface{} {
	return v.VisitChildren(ctx)
}

func (v *BaseSparqlParserVisitor) VisitConditionalOrExpression(ctx *ConditionalOrExpressionContext) interface{} {
	return v.VisitChildren(ctx)
}

func (v *BaseSparqlParserVisitor) VisitConditionalAndExpression(ctx *ConditionalAndExpressionContext) interface{} {
	return v.VisitChildren(ctx)
}

func (v *BaseSparqlParserVisitor) VisitValueLogical(ctx *ValueLogicalContext) interface{} {
	return v.VisitChildren(ctx)
}

func (v *BaseSparqlParserVisitor) VisitRelationalExpression(ctx *RelationalExpressionContext) interface{} {
	return v.VisitChildren(ctx)
}

func (v *BaseSparqlParserVisitor) VisitNumericExpression(ctx *NumericExpressionContext) interface{} {
	return v.VisitChildren(ctx)
}

func (v *BaseSparqlParserVisitor) VisitAdditiveExpression(ctx *AdditiveExpressionContext) interface{} {
	return v.VisitChildren(ctx)
}

func (v *BaseSparqlParserVisitor) VisitMultiplicativeExpression(ctx *MultiplicativeExpressionContext) interface{} {
	return v.VisitChildren(ctx)
}

func (v *BaseSparqlParserVisitor) VisitUnaryExpression(ctx *UnaryExpressionContext) interface{} {
	return v.VisitChildren(ctx)
}

func (v *BaseSparqlParserVisitor) VisitPrimaryExpression(ctx *PrimaryExpressionContext) interface{} {
	return v.VisitChildren(ctx)
}

func (v *BaseSparqlParserVisitor) VisitBrackettedExpression(ctx *BrackettedExpressionContext) interface{} {
	return v.VisitChildren(ctx)
}

func (v *BaseSparqlParserVisitor) VisitBuiltInCall(ctx *BuiltInCallContext) interface{} {
	return v.VisitChildren(ctx)
}

func (v *BaseSparqlParserVisitor) VisitRegexExpression(ctx *RegexExpressionContext) interface{} {
	return v.VisitChildren(ctx)
}

func (v *BaseSparqlParserVisitor) VisitSubstringExpression(ctx *SubstringExpressionContext) interface{} {
	return v.VisitChildren(ctx)
}

func (v *BaseSparqlParserVisitor) VisitStrReplaceExpression(ctx *StrReplaceExpressionContext) interface{} {
	return v.VisitChildren(ctx)
}

func (v *BaseSparqlParserVisitor) VisitExistsFunc(ctx *ExistsFuncContext) interface{} {
	return v.VisitChildren(ctx)
}

func (v *BaseSparqlParserVisitor) VisitNotExistsFunc(ctx *NotExistsFuncContext) interface{} {
	return v.VisitChildren(ctx)
}

func (v *BaseSparqlParserVisitor) VisitAggregate(ctx *AggregateContext) interface{} {
	return v.VisitChildren(ctx)
}

func (v *BaseSparqlParserVisitor) VisitIriOrFunction(ctx *IriOrFunctionContext) interface{} {
	return v.VisitChildren(ctx)
}

func (v *BaseSparqlParserVisitor) VisitRdfLiteral(ctx *RdfLiteralContext) interface{} {
	return v.VisitChildren(ctx)
}

func (v *BaseSparqlParserVisitor) VisitNumericLiteral(ctx *NumericLiteralContext) interface{} {
	return v.VisitChildren(ctx)
}

func (v *BaseSparqlParserVisitor) VisitNumericLiteralUnsigned(ctx *NumericLiteralUnsignedContext) interface{} {
	return v.VisitChildren(ctx)
}

func (v *BaseSparqlParserVisitor) VisitNumericLiteralPositive(ctx *NumericLiteralPositiveContext) interface{} {
	return v.VisitChildren(ctx)
}

func (v *BaseSparqlParserVisitor) VisitNumericLiteralNegative(ctx *NumericLiteralNegativeContext) interface{} {
	return v.VisitChildren(ctx)
}

func (v *BaseSparqlParserVisitor) VisitBooleanLiteral(ctx *BooleanLiteralContext) interface{} {
	return v.VisitChildren(ctx)
}

func (v *BaseSparqlParserVisitor) VisitStringLiteral(ctx *StringLiteralContext) interface{} {
	return v.VisitChildren(ctx)
}

func (v *BaseSparqlParserVisitor) VisitIri(ctx *IriContext) interface{} {
	return v.VisitChildren(ctx)
}

func (v *BaseSparqlParserVisitor) VisitPrefixedName(ctx *PrefixedNameContext) interface{} {
	return v.VisitChildren(ctx)
}

func (v *BaseSparqlParserVisitor) VisitBlankNode(ctx *BlankNodeContext) interface{} {
	return v.VisitChildren(ctx)
}
