// Code generated from CypherParser.g4 by ANTLR 4.13.1. DO NOT EDIT.

package parser // CypherParser
import "github.com/antlr4-go/antlr/v4"

// A complete Visitor for a parse tree produced by CypherParser.
type CypherParserVisitor interface {
	antlr.ParseTreeVisitor

	// Visit a parse tree produced by CypherParser#script.
	VisitScript(ctx *ScriptContext) interface{}

	// Visit a parse tree produced by CypherParser#statement.
	VisitStatement(ctx *StatementContext) interface{}

	// Visit a parse tree produced by CypherParser#query.
	VisitQuery(ctx *QueryContext) interface{}

	// Visit a parse tree produced by CypherParser#union.
	VisitUnion(ctx *UnionContext) interface{}

	// Visit a parse tree produced by CypherParser#singleQuery.
	VisitSingleQuery(ctx *SingleQueryContext) interface{}

	// Visit a parse tree produced by CypherParser#clause.
	VisitClause(ctx *ClauseContext) interface{}

	// Visit a parse tree produced by CypherParser#useClause.
	VisitUseClause(ctx *UseClauseContext) interface{}

	// Visit a parse tree produced by CypherParser#matchClause.
	VisitMatchClause(ctx *MatchClauseContext) interface{}

	// Visit a parse tree produced by CypherParser#hint.
	VisitHint(ctx *HintContext) interface{}

	// Visit a parse tree produced by CypherParser#whereClause.
	VisitWhereClause(ctx *WhereClauseContext) interface{}

	// Visit a parse tree produced by CypherParser#unwindClause.
	VisitUnwindClause(ctx *UnwindClauseContext) interface{}

	// Visit a parse tree produced by CypherParser#withClause.
	VisitWithClause(ctx *WithClauseContext) interface{}

	// Visit a parse tree produced by CypherParser#returnClause.
	VisitReturnClause(ctx *ReturnClauseContext) interface{}

	// Visit a parse tree produced by CypherParser#projectionBody.
	VisitProjectionBody(ctx *ProjectionBodyContext) interface{}

	// Visit a parse tree produced by CypherParser#projectionItems.
	VisitProjectionItems(ctx *ProjectionItemsContext) interface{}

	// Visit a parse tree produced by CypherParser#projectionItem.
	VisitProjectionItem(ctx *ProjectionItemContext) interface{}

	// Visit a parse tree produced by CypherParser#orderBy.
	VisitOrderBy(ctx *OrderByContext) interface{}

	// Visit a parse tree produced by CypherParser#sortItem.
	VisitSortItem(ctx *SortItemContext) interface{}

	// Visit a parse tree produced by CypherParser#skip.
	VisitSkip(ctx *SkipContext) interface{}

	// Visit a parse tree produced by CypherParser#limit.
	VisitLimit(ctx *LimitContext) interface{}

	// Visit a parse tree produced by CypherParser#strayOrderClause.
	VisitStrayOrderClause(ctx *StrayOrderClauseContext) interface{}

	// Visit a parse tree produced by CypherParser#subqueryCallClause.
	VisitSubqueryCallClause(ctx *SubqueryCallClauseContext) interface{}

	// Visit a parse tree produced by CypherParser#inTransactions.
	VisitInTransactions(ctx *InTransactionsContext) interface{}

	// Visit a parse tree produced by CypherParser#transactionOption.
	VisitTransactionOption(ctx *TransactionOptionContext) interface{}

	// Visit a parse tree produced by CypherParser#procedureCallClause.
	VisitProcedureCallClause(ctx *ProcedureCallClauseContext) interface{}

	// Visit a parse tree produced by CypherParser#yieldClause.
	VisitYieldClause(ctx *YieldClauseContext) interface{}

	// Visit a parse tree produced by CypherParser#yieldItem.
	VisitYieldItem(ctx *YieldItemContext) interface{}

	// Visit a parse tree produced by CypherParser#createClause.
	VisitCreateClause(ctx *CreateClauseContext) interface{}

	// Visit a parse tree produced by CypherParser#mergeClause.
	VisitMergeClause(ctx *MergeClauseContext) interface{}

	// Visit a parse tree produced by CypherParser#mergeAction.
	VisitMergeAction(ctx *MergeActionContext) interface{}

	// Visit a parse tree produced by CypherParser#setClause.
	VisitSetClause(ctx *SetClauseContext) interface{}

	// Visit a parse tree produced by CypherParser#setItem.
	VisitSetItem(ctx *SetItemContext) interface{}

	// Visit a parse tree produced by CypherParser#propertyExpression.
	VisitPropertyExpression(ctx *PropertyExpressionContext) interface{}

	// Visit a parse tree produced by CypherParser#deleteClause.
	VisitDeleteClause(ctx *DeleteClauseContext) interface{}

	// Visit a parse tree produced by CypherParser#removeClause.
	VisitRemoveClause(ctx *RemoveClauseContext) interface{}

	// Visit a parse tree produced by CypherParser#removeItem.
	VisitRemoveItem(ctx *RemoveItemContext) interface{}

	// Visit a parse tree produced by CypherParser#foreachClause.
	VisitForeachClause(ctx *ForeachClauseContext) interface{}

	// Visit a parse tree produced by CypherParser#loadCsvClause.
	VisitLoadCsvClause(ctx *LoadCsvClauseContext) interface{}

	// Visit a parse tree produced by CypherParser#finishClause.
	VisitFinishClause(ctx *FinishClauseContext) interface{}

	// Visit a parse tree produced by CypherParser#patternList.
	VisitPatternList(ctx *PatternListContext) interface{}

	// Visit a parse tree produced by CypherParser#patternPart.
	VisitPatternPart(ctx *PatternPartContext) interface{}

	// Visit a parse tree produced by CypherParser#pathSelector.
	VisitPathSelector(ctx *PathSelectorContext) interface{}

	// Visit a parse tree produced by CypherParser#pathPattern.
	VisitPathPattern(ctx *PathPatternContext) interface{}

	// Visit a parse tree produced by CypherParser#shortestPathPattern.
	VisitShortestPathPattern(ctx *ShortestPathPatternContext) interface{}

	// Visit a parse tree produced by CypherParser#pathHead.
	VisitPathHead(ctx *PathHeadContext) interface{}

	// Visit a parse tree produced by CypherParser#pathLink.
	VisitPathLink(ctx *PathLinkContext) interface{}

	// Visit a parse tree produced by CypherParser#parenthesizedPath.
	VisitParenthesizedPath(ctx *ParenthesizedPathContext) interface{}

	// Visit a parse tree produced by CypherParser#quantifier.
	VisitQuantifier(ctx *QuantifierContext) interface{}

	// Visit a parse tree produced by CypherParser#nodePattern.
	VisitNodePattern(ctx *NodePatternContext) interface{}

	// Visit a parse tree produced by CypherParser#bareLabel.
	VisitBareLabel(ctx *BareLabelContext) interface{}

	// Visit a parse tree produced by CypherParser#relationshipPattern.
	VisitRelationshipPattern(ctx *RelationshipPatternContext) interface{}

	// Visit a parse tree produced by CypherParser#relationshipDetail.
	VisitRelationshipDetail(ctx *RelationshipDetailContext) interface{}

	// Visit a parse tree produced by CypherParser#pathLength.
	VisitPathLength(ctx *PathLengthContext) interface{}

	// Visit a parse tree produced by CypherParser#properties.
	VisitProperties(ctx *PropertiesContext) interface{}

	// Visit a parse tree produced by CypherParser#labelExpression.
	VisitLabelExpression(ctx *LabelExpressionContext) interface{}

	// Visit a parse tree produced by CypherParser#labelOr.
	VisitLabelOr(ctx *LabelOrContext) interface{}

	// Visit a parse tree produced by CypherParser#labelAnd.
	VisitLabelAnd(ctx *LabelAndContext) interface{}

	// Visit a parse tree produced by CypherParser#labelNot.
	VisitLabelNot(ctx *LabelNotContext) interface{}

	// Visit a parse tree produced by CypherParser#labelAtom.
	VisitLabelAtom(ctx *LabelAtomContext) interface{}

	// Visit a parse tree produced by CypherParser#AndExpr.
	VisitAndExpr(ctx *AndExprContext) interface{}

	// Visit a parse tree produced by CypherParser#MultiplyExpr.
	VisitMultiplyExpr(ctx *MultiplyExprContext) interface{}

	// Visit a parse tree produced by CypherParser#XorExpr.
	VisitXorExpr(ctx *XorExprContext) interface{}

	// Visit a parse tree produced by CypherParser#AddExpr.
	VisitAddExpr(ctx *AddExprContext) interface{}

	// Visit a parse tree produced by CypherParser#AtomExpr.
	VisitAtomExpr(ctx *AtomExprContext) interface{}

	// Visit a parse tree produced by CypherParser#UnaryExpr.
	VisitUnaryExpr(ctx *UnaryExprContext) interface{}

	// Visit a parse tree produced by CypherParser#OrExpr.
	VisitOrExpr(ctx *OrExprContext) interface{}

	// Visit a parse tree produced by CypherParser#IndexExpr.
	VisitIndexExpr(ctx *IndexExprContext) interface{}

	// Visit a parse tree produced by CypherParser#NullExpr.
	VisitNullExpr(ctx *NullExprContext) interface{}

	// Visit a parse tree produced by CypherParser#PowerExpr.
	VisitPowerExpr(ctx *PowerExprContext) interface{}

	// Visit a parse tree produced by CypherParser#StringListExpr.
	VisitStringListExpr(ctx *StringListExprContext) interface{}

	// Visit a parse tree produced by CypherParser#CompareExpr.
	VisitCompareExpr(ctx *CompareExprContext) interface{}

	// Visit a parse tree produced by CypherParser#PropertyExpr.
	VisitPropertyExpr(ctx *PropertyExprContext) interface{}

	// Visit a parse tree produced by CypherParser#SliceExpr.
	VisitSliceExpr(ctx *SliceExprContext) interface{}

	// Visit a parse tree produced by CypherParser#NotExpr.
	VisitNotExpr(ctx *NotExprContext) interface{}

	// Visit a parse tree produced by CypherParser#LabelExpr.
	VisitLabelExpr(ctx *LabelExprContext) interface{}

	// Visit a parse tree produced by CypherParser#LiteralAtom.
	VisitLiteralAtom(ctx *LiteralAtomContext) interface{}

	// Visit a parse tree produced by CypherParser#ParameterAtom.
	VisitParameterAtom(ctx *ParameterAtomContext) interface{}

	// Visit a parse tree produced by CypherParser#CaseAtom.
	VisitCaseAtom(ctx *CaseAtomContext) interface{}

	// Visit a parse tree produced by CypherParser#CountStarAtom.
	VisitCountStarAtom(ctx *CountStarAtomContext) interface{}

	// Visit a parse tree produced by CypherParser#ListComprehensionAtom.
	VisitListComprehensionAtom(ctx *ListComprehensionAtomContext) interface{}

	// Visit a parse tree produced by CypherParser#PatternComprehensionAtom.
	VisitPatternComprehensionAtom(ctx *PatternComprehensionAtomContext) interface{}

	// Visit a parse tree produced by CypherParser#QuantifierAtom.
	VisitQuantifierAtom(ctx *QuantifierAtomContext) interface{}

	// Visit a parse tree produced by CypherParser#ReduceAtom.
	VisitReduceAtom(ctx *ReduceAtomContext) interface{}

	// Visit a parse tree produced by CypherParser#ShortestPathAtom.
	VisitShortestPathAtom(ctx *ShortestPathAtomContext) interface{}

	// Visit a parse tree produced by CypherParser#PatternAtom.
	VisitPatternAtom(ctx *PatternAtomContext) interface{}

	// Visit a parse tree produced by CypherParser#ExistsAtom.
	VisitExistsAtom(ctx *ExistsAtomContext) interface{}

	// Visit a parse tree produced by CypherParser#CountAtom.
	VisitCountAtom(ctx *CountAtomContext) interface{}

	// Visit a parse tree produced by CypherParser#CollectAtom.
	VisitCollectAtom(ctx *CollectAtomContext) interface{}

	// Visit a parse tree produced by CypherParser#MapProjectionAtom.
	VisitMapProjectionAtom(ctx *MapProjectionAtomContext) interface{}

	// Visit a parse tree produced by CypherParser#FunctionAtom.
	VisitFunctionAtom(ctx *FunctionAtomContext) interface{}

	// Visit a parse tree produced by CypherParser#ParenAtom.
	VisitParenAtom(ctx *ParenAtomContext) interface{}

	// Visit a parse tree produced by CypherParser#VariableAtom.
	VisitVariableAtom(ctx *VariableAtomContext) interface{}

	// Visit a parse tree produced by CypherParser#subqueryBody.
	VisitSubqueryBody(ctx *SubqueryBodyContext) interface{}

	// Visit a parse tree produced by CypherParser#literal.
	VisitLiteral(ctx *LiteralContext) interface{}

	// Visit a parse tree produced by CypherParser#listLiteral.
	VisitListLiteral(ctx *ListLiteralContext) interface{}

	// Visit a parse tree produced by CypherParser#mapLiteral.
	VisitMapLiteral(ctx *MapLiteralContext) interface{}

	// Visit a parse tree produced by CypherParser#mapEntry.
	VisitMapEntry(ctx *MapEntryContext) interface{}

	// Visit a parse tree produced by CypherParser#mapProjectionItem.
	VisitMapProjectionItem(ctx *MapProjectionItemContext) interface{}

	// Visit a parse tree produced by CypherParser#parameter.
	VisitParameter(ctx *ParameterContext) interface{}

	// Visit a parse tree produced by CypherParser#caseExpression.
	VisitCaseExpression(ctx *CaseExpressionContext) interface{}

	// Visit a parse tree produced by CypherParser#caseAlternative.
	VisitCaseAlternative(ctx *CaseAlternativeContext) interface{}

	// Visit a parse tree produced by CypherParser#listComprehension.
	VisitListComprehension(ctx *ListComprehensionContext) interface{}

	// Visit a parse tree produced by CypherParser#patternComprehension.
	VisitPatternComprehension(ctx *PatternComprehensionContext) interface{}

	// Visit a parse tree produced by CypherParser#quantifierExpression.
	VisitQuantifierExpression(ctx *QuantifierExpressionContext) interface{}

	// Visit a parse tree produced by CypherParser#reduceExpression.
	VisitReduceExpression(ctx *ReduceExpressionContext) interface{}

	// Visit a parse tree produced by CypherParser#functionInvocation.
	VisitFunctionInvocation(ctx *FunctionInvocationContext) interface{}

	// Visit a parse tree produced by CypherParser#qualifiedFunctionName.
	VisitQualifiedFunctionName(ctx *QualifiedFunctionNameContext) interface{}

	// Visit a parse tree produced by CypherParser#functionName.
	VisitFunctionName(ctx *FunctionNameContext) interface{}

	// Visit a parse tree produced by CypherParser#qualifiedName.
	VisitQualifiedName(ctx *QualifiedNameContext) interface{}

	// Visit a parse tree produced by CypherParser#schemaCommand.
	VisitSchemaCommand(ctx *SchemaCommandContext) interface{}

	// Visit a parse tree produced by CypherParser#indexKind.
	VisitIndexKind(ctx *IndexKindContext) interface{}

	// Visit a parse tree produced by CypherParser#constraintKind.
	VisitConstraintKind(ctx *ConstraintKindContext) interface{}

	// Visit a parse tree produced by CypherParser#propertyList.
	VisitPropertyList(ctx *PropertyListContext) interface{}

	// Visit a parse tree produced by CypherParser#optionsClause.
	VisitOptionsClause(ctx *OptionsClauseContext) interface{}

	// Visit a parse tree produced by CypherParser#variable.
	VisitVariable(ctx *VariableContext) interface{}

	// Visit a parse tree produced by CypherParser#propertyKeyName.
	VisitPropertyKeyName(ctx *PropertyKeyNameContext) interface{}

	// Visit a parse tree produced by CypherParser#symbolicName.
	VisitSymbolicName(ctx *SymbolicNameContext) interface{}

	// Visit a parse tree produced by CypherParser#softKeyword.
	VisitSoftKeyword(ctx *SoftKeywordContext) interface{}
}
