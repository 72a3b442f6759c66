// Code generated from SparqlParser.g4 by ANTLR 4.13.1. DO NOT EDIT.

package parser // SparqlParser
import "github.com/antlr4-go/antlr/v4"

// A complete Visitor for a parse tree produced by SparqlParser.
type SparqlParserVisitor interface {
	antlr.ParseTreeVisitor

	// Visit a parse tree produced by SparqlParser#sparql.
	VisitSparql(ctx *SparqlContext) interface{}

	// Visit a parse tree produced by SparqlParser#query.
	VisitQuery(ctx *QueryContext) interface{}

	// Visit a parse tree produced by SparqlParser#prologue.
	VisitPrologue(ctx *PrologueContext) interface{}

	// Visit a parse tree produced by SparqlParser#baseDecl.
	VisitBaseDecl(ctx *BaseDeclContext) interface{}

	// Visit a parse tree produced by SparqlParser#prefixDecl.
	VisitPrefixDecl(ctx *PrefixDeclContext) interface{}

	// Visit a parse tree produced by SparqlParser#selectQuery.
	VisitSelectQuery(ctx *SelectQueryContext) interface{}

	// Visit a parse tree produced by SparqlParser#subSelect.
	VisitSubSelect(ctx *SubSelectContext) interface{}

	// Visit a parse tree produced by SparqlParser#selectClause.
	VisitSelectClause(ctx *SelectClauseContext) interface{}

	// Visit a parse tree produced by SparqlParser#selectItem.
	VisitSelectItem(ctx *SelectItemContext) interface{}

	// Visit a parse tree produced by SparqlParser#constructQuery.
	VisitConstructQuery(ctx *ConstructQueryContext) interface{}

	// Visit a parse tree produced by SparqlParser#describeQuery.
	VisitDescribeQuery(ctx *DescribeQueryContext) interface{}

	// Visit a parse tree produced by SparqlParser#askQuery.
	VisitAskQuery(ctx *AskQueryContext) interface{}

	// Visit a parse tree produced by SparqlParser#datasetClause.
	VisitDatasetClause(ctx *DatasetClauseContext) interface{}

	// Visit a parse tree produced by SparqlParser#defaultGraphClause.
	VisitDefaultGraphClause(ctx *DefaultGraphClauseContext) interface{}

	// Visit a parse tree produced by SparqlParser#namedGraphClause.
	VisitNamedGraphClause(ctx *NamedGraphClauseContext) interface{}

	// Visit a parse tree produced by SparqlParser#sourceSelector.
	VisitSourceSelector(ctx *SourceSelectorContext) interface{}

	// Visit a parse tree produced by SparqlParser#whereClause.
	VisitWhereClause(ctx *WhereClauseContext) interface{}

	// Visit a parse tree produced by SparqlParser#solutionModifier.
	VisitSolutionModifier(ctx *SolutionModifierContext) interface{}

	// Visit a parse tree produced by SparqlParser#groupClause.
	VisitGroupClause(ctx *GroupClauseContext) interface{}

	// Visit a parse tree produced by SparqlParser#groupCondition.
	VisitGroupCondition(ctx *GroupConditionContext) interface{}

	// Visit a parse tree produced by SparqlParser#havingClause.
	VisitHavingClause(ctx *HavingClauseContext) interface{}

	// Visit a parse tree produced by SparqlParser#havingCondition.
	VisitHavingCondition(ctx *HavingConditionContext) interface{}

	// Visit a parse tree produced by SparqlParser#orderClause.
	VisitOrderClause(ctx *OrderClauseContext) interface{}

	// Visit a parse tree produced by SparqlParser#orderCondition.
	VisitOrderCondition(ctx *OrderConditionContext) interface{}

	// Visit a parse tree produced by SparqlParser#limitOffsetClauses.
	VisitLimitOffsetClauses(ctx *LimitOffsetClausesContext) interface{}

	// Visit a parse tree produced by SparqlParser#limitClause.
	VisitLimitClause(ctx *LimitClauseContext) interface{}

	// Visit a parse tree produced by SparqlParser#offsetClause.
	VisitOffsetClause(ctx *OffsetClauseContext) interface{}

	// Visit a parse tree produced by SparqlParser#valuesClause.
	VisitValuesClause(ctx *ValuesClauseContext) interface{}

	// Visit a parse tree produced by SparqlParser#update.
	VisitUpdate(ctx *UpdateContext) interface{}

	// Visit a parse tree produced by SparqlParser#update1.
	VisitUpdate1(ctx *Update1Context) interface{}

	// Visit a parse tree produced by SparqlParser#load.
	VisitLoad(ctx *LoadContext) interface{}

	// Visit a parse tree produced by SparqlParser#clear.
	VisitClear(ctx *ClearContext) interface{}

	// Visit a parse tree produced by SparqlParser#drop.
	VisitDrop(ctx *DropContext) interface{}

	// Visit a parse tree produced by SparqlParser#create.
	VisitCreate(ctx *CreateContext) interface{}

	// Visit a parse tree produced by SparqlParser#add.
	VisitAdd(ctx *AddContext) interface{}

	// Visit a parse tree produced by SparqlParser#move.
	VisitMove(ctx *MoveContext) interface{}

	// Visit a parse tree produced by SparqlParser#copy.
	VisitCopy(ctx *CopyContext) interface{}

	// Visit a parse tree produced by SparqlParser#insertData.
	VisitInsertData(ctx *InsertDataContext) interface{}

	// Visit a parse tree produced by SparqlParser#deleteData.
	VisitDeleteData(ctx *DeleteDataContext) interface{}

	// Visit a parse tree produced by SparqlParser#deleteWhere.
	VisitDeleteWhere(ctx *DeleteWhereContext) interface{}

	// Visit a parse tree produced by SparqlParser#modify.
	VisitModify(ctx *ModifyContext) interface{}

	// Visit a parse tree produced by SparqlParser#deleteClause.
	VisitDeleteClause(ctx *DeleteClauseContext) interface{}

	// Visit a parse tree produced by SparqlParser#insertClause.
	VisitInsertClause(ctx *InsertClauseContext) interface{}

	// Visit a parse tree produced by SparqlParser#usingClause.
	VisitUsingClause(ctx *UsingClauseContext) interface{}

	// Visit a parse tree produced by SparqlParser#graphOrDefault.
	VisitGraphOrDefault(ctx *GraphOrDefaultContext) interface{}

	// Visit a parse tree produced by SparqlParser#graphRef.
	VisitGraphRef(ctx *GraphRefContext) interface{}

	// Visit a parse tree produced by SparqlParser#graphRefAll.
	VisitGraphRefAll(ctx *GraphRefAllContext) interface{}

	// Visit a parse tree produced by SparqlParser#quadPattern.
	VisitQuadPattern(ctx *QuadPatternContext) interface{}

	// Visit a parse tree produced by SparqlParser#quadData.
	VisitQuadData(ctx *QuadDataContext) interface{}

	// Visit a parse tree produced by SparqlParser#quads.
	VisitQuads(ctx *QuadsContext) interface{}

	// Visit a parse tree produced by SparqlParser#quadsNotTriples.
	VisitQuadsNotTriples(ctx *QuadsNotTriplesContext) interface{}

	// Visit a parse tree produced by SparqlParser#triplesTemplate.
	VisitTriplesTemplate(ctx *TriplesTemplateContext) interface{}

	// Visit a parse tree produced by SparqlParser#groupGraphPattern.
	VisitGroupGraphPattern(ctx *GroupGraphPatternContext) interface{}

	// Visit a parse tree produced by SparqlParser#groupGraphPatternSub.
	VisitGroupGraphPatternSub(ctx *GroupGraphPatternSubContext) interface{}

	// Visit a parse tree produced by SparqlParser#triplesBlock.
	VisitTriplesBlock(ctx *TriplesBlockContext) interface{}

	// Visit a parse tree produced by SparqlParser#graphPatternNotTriples.
	VisitGraphPatternNotTriples(ctx *GraphPatternNotTriplesContext) interface{}

	// Visit a parse tree produced by SparqlParser#optionalGraphPattern.
	VisitOptionalGraphPattern(ctx *OptionalGraphPatternContext) interface{}

	// Visit a parse tree produced by SparqlParser#graphGraphPattern.
	VisitGraphGraphPattern(ctx *GraphGraphPatternContext) interface{}

	// Visit a parse tree produced by SparqlParser#serviceGraphPattern.
	VisitServiceGraphPattern(ctx *ServiceGraphPatternContext) interface{}

	// Visit a parse tree produced by SparqlParser#bind.
	VisitBind(ctx *BindContext) interface{}

	// Visit a parse tree produced by SparqlParser#inlineData.
	VisitInlineData(ctx *InlineDataContext) interface{}

	// Visit a parse tree produced by SparqlParser#dataBlock.
	VisitDataBlock(ctx *DataBlockContext) interface{}

	// Visit a parse tree produced by SparqlParser#inlineDataOneVar.
	VisitInlineDataOneVar(ctx *InlineDataOneVarContext) interface{}

	// Visit a parse tree produced by SparqlParser#inlineDataFull.
	VisitInlineDataFull(ctx *InlineDataFullContext) interface{}

	// Visit a parse tree produced by SparqlParser#dataBlockRow.
	VisitDataBlockRow(ctx *DataBlockRowContext) interface{}

	// Visit a parse tree produced by SparqlParser#dataBlockValue.
	VisitDataBlockValue(ctx *DataBlockValueContext) interface{}

	// Visit a parse tree produced by SparqlParser#minusGraphPattern.
	VisitMinusGraphPattern(ctx *MinusGraphPatternContext) interface{}

	// Visit a parse tree produced by SparqlParser#groupOrUnionGraphPattern.
	VisitGroupOrUnionGraphPattern(ctx *GroupOrUnionGraphPatternContext) interface{}

	// Visit a parse tree produced by SparqlParser#filter.
	VisitFilter(ctx *FilterContext) interface{}

	// Visit a parse tree produced by SparqlParser#constraint.
	VisitConstraint(ctx *ConstraintContext) interface{}

	// Visit a parse tree produced by SparqlParser#functionCall.
	VisitFunctionCall(ctx *FunctionCallContext) interface{}

	// Visit a parse tree produced by SparqlParser#argList.
	VisitArgList(ctx *ArgListContext) interface{}

	// Visit a parse tree produced by SparqlParser#expressionList.
	VisitExpressionList(ctx *ExpressionListContext) interface{}

	// Visit a parse tree produced by SparqlParser#constructTemplate.
	VisitConstructTemplate(ctx *ConstructTemplateContext) interface{}

	// Visit a parse tree produced by SparqlParser#constructTriples.
	VisitConstructTriples(ctx *ConstructTriplesContext) interface{}

	// Visit a parse tree produced by SparqlParser#triplesSameSubject.
	VisitTriplesSameSubject(ctx *TriplesSameSubjectContext) interface{}

	// Visit a parse tree produced by SparqlParser#propertyList.
	VisitPropertyList(ctx *PropertyListContext) interface{}

	// Visit a parse tree produced by SparqlParser#propertyListNotEmpty.
	VisitPropertyListNotEmpty(ctx *PropertyListNotEmptyContext) interface{}

	// Visit a parse tree produced by SparqlParser#verb.
	VisitVerb(ctx *VerbContext) interface{}

	// Visit a parse tree produced by SparqlParser#objectList.
	VisitObjectList(ctx *ObjectListContext) interface{}

	// Visit a parse tree produced by SparqlParser#object.
	VisitObject(ctx *ObjectContext) interface{}

	// Visit a parse tree produced by SparqlParser#triplesSameSubjectPath.
	VisitTriplesSameSubjectPath(ctx *TriplesSameSubjectPathContext) interface{}

	// Visit a parse tree produced by SparqlParser#propertyListPath.
	VisitPropertyListPath(ctx *PropertyListPathContext) interface{}

	// Visit a parse tree produced by SparqlParser#propertyListPathNotEmpty.
	VisitPropertyListPathNotEmpty(ctx *PropertyListPathNotEmptyContext) interface{}

	// Visit a parse tree produced by SparqlParser#verbPathOrSimple.
	VisitVerbPathOrSimple(ctx *VerbPathOrSimpleContext) interface{}

	// Visit a parse tree produced by SparqlParser#verbPath.
	VisitVerbPath(ctx *VerbPathContext) interface{}

	// Visit a parse tree produced by SparqlParser#verbSimple.
	VisitVerbSimple(ctx *VerbSimpleContext) interface{}

	// Visit a parse tree produced by SparqlParser#objectListPath.
	VisitObjectListPath(ctx *ObjectListPathContext) interface{}

	// Visit a parse tree produced by SparqlParser#objectPath.
	VisitObjectPath(ctx *ObjectPathContext) interface{}

	// Visit a parse tree produced by SparqlParser#path.
	VisitPath(ctx *PathContext) interface{}

	// Visit a parse tree produced by SparqlParser#pathAlternative.
	VisitPathAlternative(ctx *PathAlternativeContext) interface{}

	// Visit a parse tree produced by SparqlParser#pathSequence.
	VisitPathSequence(ctx *PathSequenceContext) interface{}

	// Visit a parse tree produced by SparqlParser#pathElt.
	VisitPathElt(ctx *PathEltContext) interface{}

	// Visit a parse tree produced by SparqlParser#pathEltOrInverse.
	VisitPathEltOrInverse(ctx *PathEltOrInverseContext) interface{}

	// Visit a parse tree produced by SparqlParser#pathMod.
	VisitPathMod(ctx *PathModContext) interface{}

	// Visit a parse tree produced by SparqlParser#pathPrimary.
	VisitPathPrimary(ctx *PathPrimaryContext) interface{}

	// Visit a parse tree produced by SparqlParser#pathNegatedPropertySet.
	VisitPathNegatedPropertySet(ctx *PathNegatedPropertySetContext) interface{}

	// Visit a parse tree produced by SparqlParser#pathOneInPropertySet.
	VisitPathOneInPropertySet(ctx *PathOneInPropertySetContext) interface{}

	// Visit a parse tree produced by SparqlParser#triplesNode.
	VisitTriplesNode(ctx *TriplesNodeContext) interface{}

	// Visit a parse tree produced by SparqlParser#blankNodePropertyList.
	VisitBlankNodePropertyList(ctx *BlankNodePropertyListContext) interface{}

	// Visit a parse tree produced by SparqlParser#triplesNodePath.
	VisitTriplesNodePath(ctx *TriplesNodePathContext) interface{}

	// Visit a parse tree produced by SparqlParser#blankNodePropertyListPath.
	VisitBlankNodePropertyListPath(ctx *BlankNodePropertyListPathContext) interface{}

	// Visit a parse tree produced by SparqlParser#collection.
	VisitCollection(ctx *CollectionContext) interface{}

	// Visit a parse tree produced by SparqlParser#collectionPath.
	VisitCollectionPath(ctx *CollectionPathContext) interface{}

	// Visit a parse tree produced by SparqlParser#graphNode.
	VisitGraphNode(ctx *GraphNodeContext) interface{}

	// Visit a parse tree produced by SparqlParser#graphNodePath.
	VisitGraphNodePath(ctx *GraphNodePathContext) interface{}

	// Visit a parse tree produced by SparqlParser#varOrTerm.
	VisitVarOrTerm(ctx *VarOrTermContext) interface{}

	// Visit a parse tree produced by SparqlParser#varOrIri.
	VisitVarOrIri(ctx *VarOrIriContext) interface{}

	// Visit a parse tree produced by SparqlParser#variable.
	VisitVariable(ctx *VariableContext) interface{}

	// Visit a parse tree produced by SparqlParser#graphTerm.
	VisitGraphTerm(ctx *GraphTermContext) interface{}

	// Visit a parse tree produced by SparqlParser#expression.
	VisitExpression(ctx *ExpressionContext) interface{}

	// Visit a parse tree produced by SparqlParser#conditionalOrExpression.
	VisitConditionalOrExpression(ctx *ConditionalOrExpressionContext) interface{}

	// Visit a parse tree produced by SparqlParser#conditionalAndExpression.
	VisitConditionalAndExpression(ctx *ConditionalAndExpressionContext) interface{}

	// Visit a parse tree produced by SparqlParser#valueLogical.
	VisitValueLogical(ctx *ValueLogicalContext) interface{}

	// Visit a parse tree produced by SparqlParser#relationalExpression.
	VisitRelationalExpression(ctx *RelationalExpressionContext) interface{}

	// Visit a parse tree produced by SparqlParser#numericExpression.
	VisitNumericExpression(ctx *NumericExpressionContext) interface{}

	// Visit a parse tree produced by SparqlParser#additiveExpression.
	VisitAdditiveExpression(ctx *AdditiveExpressionContext) interface{}

	// Visit a parse tree produced by SparqlParser#multiplicativeExpression.
	VisitMultiplicativeExpression(ctx *MultiplicativeExpressionContext) interface{}

	// Visit a parse tree produced by SparqlParser#unaryExpression.
	VisitUnaryExpression(ctx *UnaryExpressionContext) interface{}

	// Visit a parse tree produced by SparqlParser#primaryExpression.
	VisitPrimaryExpression(ctx *PrimaryExpressionContext) interface{}

	// Visit a parse tree produced by SparqlParser#brackettedExpression.
	VisitBrackettedExpression(ctx *BrackettedExpressionContext) interface{}

	// Visit a parse tree produced by SparqlParser#builtInCall.
	VisitBuiltInCall(ctx *BuiltInCallContext) interface{}

	// Visit a parse tree produced by SparqlParser#regexExpression.
	VisitRegexExpression(ctx *RegexExpressionContext) interface{}

	// Visit a parse tree produced by SparqlParser#substringExpression.
	VisitSubstringExpression(ctx *SubstringExpressionContext) interface{}

	// Visit a parse tree produced by SparqlParser#strReplaceExpression.
	VisitStrReplaceExpression(ctx *StrReplaceExpressionContext) interface{}

	// Visit a parse tree produced by SparqlParser#existsFunc.
	VisitExistsFunc(ctx *ExistsFuncContext) interface{}

	// Visit a parse tree produced by SparqlParser#notExistsFunc.
	VisitNotExistsFunc(ctx *NotExistsFuncContext) interface{}

	// Visit a parse tree produced by SparqlParser#aggregate.
	VisitAggregate(ctx *AggregateContext) interface{}

	// Visit a parse tree produced by SparqlParser#iriOrFunction.
	VisitIriOrFunction(ctx *IriOrFunctionContext) interface{}

	// Visit a parse tree produced by SparqlParser#rdfLiteral.
	VisitRdfLiteral(ctx *RdfLiteralContext) interface{}

	// Visit a parse tree produced by SparqlParser#numericLiteral.
	VisitNumericLiteral(ctx *NumericLiteralContext) interface{}

	// Visit a parse tree produced by SparqlParser#numericLiteralUnsigned.
	VisitNumericLiteralUnsigned(ctx *NumericLiteralUnsignedContext) interface{}

	// Visit a parse tree produced by SparqlParser#numericLiteralPositive.
	VisitNumericLiteralPositive(ctx *NumericLiteralPositiveContext) interface{}

	// Visit a parse tree produced by SparqlParser#numericLiteralNegative.
	VisitNumericLiteralNegative(ctx *NumericLiteralNegativeContext) interface{}

	// Visit a parse tree produced by SparqlParser#booleanLiteral.
	VisitBooleanLiteral(ctx *BooleanLiteralContext) interface{}

	// Visit a parse tree produced by SparqlParser#stringLiteral.
	VisitStringLiteral(ctx *StringLiteralContext) interface{}

	// Visit a parse tree produced by SparqlParser#iri.
	VisitIri(ctx *IriContext) interface{}

	// Visit a parse tree produced by SparqlParser#prefixedName.
	VisitPrefixedName(ctx *PrefixedNameContext) interface{}

	// Visit a parse tree produced by SparqlParser#blankNode.
	VisitBlankNode(ctx *BlankNodeContext) interface{}
}
