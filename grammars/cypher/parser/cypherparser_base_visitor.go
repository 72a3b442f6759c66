// Code generated from CypherParser.g4 by ANTLR 4.13.1. DO NOT EDIT.

package parser // CypherParser
import "github.com/antlr4-go/antlr/v4"

type BaseCypherParserVisitor struct {
	*antlr.BaseParseTreeVisitor
}

func (v *BaseCypherParserVisitor) VisitScript(ctx *ScriptContext) interface{} {
	return v.VisitChildren(ctx)
}

func (v *BaseCypherParserVisitor) VisitStatement(ctx *StatementContext) interface{} {
	return v.VisitChildren(ctx)
}

func (v *BaseCypherParserVisitor) VisitQuery(ctx *QueryContext) interface{} {
	return v.VisitChildren(ctx)
}

func (v *BaseCypherParserVisitor) VisitUnion(ctx *UnionContext) interface{} {
	return v.VisitChildren(ctx)
}

func (v *BaseCypherParserVisitor) VisitSingleQuery(ctx *SingleQueryContext) interface{} {
	return v.VisitChildren(ctx)
}

func (v *BaseCypherParserVisitor) VisitClause(ctx *ClauseContext) interface{} {
	return v.VisitChildren(ctx)
}

func (v *BaseCypherParserVisitor) VisitUseClause(ctx *UseClauseContext) interface{} {
	return v.VisitChildren(ctx)
}

func (v *BaseCypherParserVisitor) VisitMatchClause(ctx *MatchClauseContext) interface{} {
	return v.VisitChildren(ctx)
}

func (v *BaseCypherParserVisitor) VisitHint(ctx *HintContext) interface{} {
	return v.VisitChildren(ctx)
}

func (v *BaseCypherParserVisitor) VisitWhereClause(ctx *WhereClauseContext) interface{} {
	return v.VisitChildren(ctx)
}

func (v *BaseCypherParserVisitor) VisitUnwindClause(ctx *UnwindClauseContext) interface{} {
	return v.VisitChildren(ctx)
}

func (v *BaseCypherParserVisitor) VisitWithClause(ctx *WithClauseContext) interface{} {
	return v.VisitChildren(ctx)
}

func (v *BaseCypherParserVisitor) VisitReturnClause(ctx *ReturnClauseContext) interface{} {
	return v.VisitChildren(ctx)
}

func (v *BaseCypherParserVisitor) VisitProjectionBody(ctx *ProjectionBodyContext) interface{} {
	return v.VisitChildren(ctx)
}

func (v *BaseCypherParserVisitor) VisitProjectionItems(ctx *ProjectionItemsContext) interface{} {
	return v.VisitChildren(ctx)
}

func (v *BaseCypherParserVisitor) VisitProjectionItem(ctx *ProjectionItemContext) interface{} {
	return v.VisitChildren(ctx)
}

func (v *BaseCypherParserVisitor) VisitOrderBy(ctx *OrderByContext) interface{} {
	return v.VisitChildren(ctx)
}

func (v *BaseCypherParserVisitor) VisitSortItem(ctx *SortItemContext) interface{} {
	return v.VisitChildren(ctx)
}

func (v *BaseCypherParserVisitor) VisitSkip(ctx *SkipContext) interface{} {
	return v.VisitChildren(ctx)
}

func (v *BaseCypherParserVisitor) VisitLimit(ctx *LimitContext) interface{} {
	return v.VisitChildren(ctx)
}

func (v *BaseCypherParserVisitor) VisitStrayOrderClause(ctx *StrayOrderClauseContext) interface{} {
	return v.VisitChildren(ctx)
}

func (v *BaseCypherParserVisitor) VisitSubqueryCallClause(ctx *SubqueryCallClauseContext) interface{} {
	return v.VisitChildren(ctx)
}

func (v *BaseCypherParserVisitor) VisitInTransactions(ctx *InTransactionsContext) interface{} {
	return v.VisitChildren(ctx)
}

func (v *BaseCypherParserVisitor) VisitTransactionOption(ctx *TransactionOptionContext) interface{} {
	return v.VisitChildren(ctx)
}

func (v *BaseCypherParserVisitor) VisitProcedureCallClause(ctx *ProcedureCallClauseContext) interface{} {
	return v.VisitChildren(ctx)
}

func (v *BaseCypherParserVisitor) VisitYieldClause(ctx *YieldClauseContext) interface{} {
	return v.VisitChildren(ctx)
}

func (v *BaseCypherParserVisitor) VisitYieldItem(ctx *YieldItemContext) interface{} {
	return v.VisitChildren(ctx)
}

func (v *BaseCypherParserVisitor) VisitCreateClause(ctx *CreateClauseContext) interface{} {
	return v.VisitChildren(ctx)
}

func (v *BaseCypherParserVisitor) VisitMergeClause(ctx *MergeClauseContext) interface{} {
	return v.VisitChildren(ctx)
}

func (v *BaseCypherParserVisitor) VisitMergeAction(ctx *MergeActionContext) interface{} {
	return v.VisitChildren(ctx)
}

func (v *BaseCypherParserVisitor) VisitSetClause(ctx *SetClauseContext) interface{} {
	return v.VisitChildren(ctx)
}

func (v *BaseCypherParserVisitor) VisitSetItem(ctx *SetItemContext) interface{} {
	return v.VisitChildren(ctx)
}

func (v *BaseCypherParserVisitor) VisitPropertyExpression(ctx *PropertyExpressionContext) interface{} {
	return v.VisitChildren(ctx)
}

func (v *BaseCypherParserVisitor) VisitDeleteClause(ctx *DeleteClauseContext) interface{} {
	return v.VisitChildren(ctx)
}

func (v *BaseCypherParserVisitor) VisitRemoveClause(ctx *RemoveClauseContext) interface{} {
	return v.VisitChildren(ctx)
}

func (v *BaseCypherParserVisitor) VisitRemoveItem(ctx *RemoveItemContext) interface{} {
	return v.VisitChildren(ctx)
}

func (v *BaseCypherParserVisitor) VisitForeachClause(ctx *ForeachClauseContext) interface{} {
	return v.VisitChildren(ctx)
}

func (v *BaseCypherParserVisitor) VisitLoadCsvClause(ctx *LoadCsvClauseContext) interface{} {
	return v.VisitChildren(ctx)
}

func (v *BaseCypherParserVisitor) VisitFinishClause(ctx *FinishClauseContext) interface{} {
	return v.VisitChildren(ctx)
}

func (v *BaseCypherParserVisitor) VisitPatternList(ctx *PatternListContext) interface{} {
	return v.VisitChildren(ctx)
}

func (v *BaseCypherParserVisitor) VisitPatternPart(ctx *PatternPartContext) interface{} {
	return v.VisitChildren(ctx)
}

func (v *BaseCypherParserVisitor) VisitPathSelector(ctx *PathSelectorContext) interface{} {
	return v.VisitChildren(ctx)
}

func (v *BaseCypherParserVisitor) VisitPathPattern(ctx *PathPatternContext) interface{} {
	return v.VisitChildren(ctx)
}

func (v *BaseCypherParserVisitor) VisitShortestPathPattern(ctx *ShortestPathPatternContext) interface{} {
	return v.VisitChildren(ctx)
}

func (v *BaseCypherParserVisitor) VisitPathHead(ctx *PathHeadContext) interface{} {
	return v.VisitChildren(ctx)
}

func (v *BaseCypherParserVisitor) VisitPathLink(ctx *PathLinkContext) interface{} {
	return v.VisitChildren(ctx)
}

func (v *BaseCypherParserVisitor) VisitParenthesizedPath(ctx *ParenthesizedPathContext) interface{} {
	return v.VisitChildren(ctx)
}

func (v *BaseCypherParserVisitor) VisitQuantifier(ctx *QuantifierContext) interface{} {
	return v.VisitChildren(ctx)
}

func (v *BaseCypherParserVisitor) VisitNodePattern(ctx *NodePatternContext) interface{} {
	return v.VisitChildren(ctx)
}

func (v *BaseCypherParserVisitor) VisitBareLabel(ctx *BareLabelContext) interface{} {
	return v.VisitChildren(ctx)
}

func (v *BaseCypherParserVisitor) VisitRelationshipPattern(ctx *RelationshipPatternContext) interface{} {
	return v.VisitChildren(ctx)
}

func (v *BaseCypherParserVisitor) VisitRelationshipDetail(ctx *RelationshipDetailContext) interface{} {
	return v.VisitChildren(ctx)
}

func (v *BaseCypherParserVisitor) VisitPathLength(ctx *PathLengthContext) interface{} {
	return v.VisitChildren(ctx)
}

func (v *BaseCypherParserVisitor) VisitProperties(ctx *PropertiesContext) interface{} {
	return v.VisitChildren(ctx)
}

func (v *BaseCypherParserVisitor) VisitLabelExpression(ctx *LabelExpressionContext) interface{} {
	return v.VisitChildren(ctx)
}

func (v *BaseCypherParserVisitor) VisitLabelOr(ctx *LabelOrContext) interface{} {
	return v.VisitChildren(ctx)
}

func (v *BaseCypherParserVisitor) VisitLabelAnd(ctx *LabelAndContext) interface{} {
	return v.VisitChildren(ctx)
}

func (v *BaseCypherParserVisitor) VisitLabelNot(ctx *LabelNotContext) interface{} {
	return v.VisitChildren(ctx)
}

func (v *BaseCypherParserVisitor) VisitLabelAtom(ctx *LabelAtomContext) interface{} {
	return v.VisitChildren(ctx)
}

func (v *BaseCypherParserVisitor) VisitAndExpr(ctx *AndExprContext) interface{} {
	return v.VisitChildren(ctx)
}

func (v *BaseCypherParserVisitor) VisitMultiplyExpr(ctx *MultiplyExprContext) interface{} {
	return v.VisitChildren(ctx)
}

func (v *BaseCypherParserVisitor) VisitXorExpr(ctx *XorExprContext) interface{} {
	return v.VisitChildren(ctx)
}

func (v *BaseCypherParserVisitor) VisitAddExpr(ctx *AddExprContext) interface{} {
	return v.VisitChildren(ctx)
}

func (v *BaseCypherParserVisitor) VisitAtomExpr(ctx *AtomExprContext) interface{} {
	return v.VisitChildren(ctx)
}

func (v *BaseCypherParserVisitor) VisitUnaryExpr(ctx *UnaryExprContext) interface{} {
	return v.VisitChildren(ctx)
}

func (v *BaseCypherParserVisitor) VisitOrExpr(ctx *OrExprContext) interface{} {
	return v.VisitChildren(ctx)
}

func (v *BaseCypherParserVisitor) VisitIndexExpr(ctx *IndexExprContext) interface{} {
	return v.VisitChildren(ctx)
}

func (v *BaseCypherParserVisitor) VisitNullExpr(ctx *NullExprContext) interface{} {
	return v.VisitChildren(ctx)
}

func (v *BaseCypherParserVisitor) VisitPowerExpr(ctx *PowerExprContext) interface{} {
	return v.VisitChildren(ctx)
}

func (v *BaseCypherParserVisitor) VisitStringListExpr(ctx *StringListExprContext) interface{} {
	return v.VisitChildren(ctx)
}

func (v *BaseCypherParserVisitor) VisitCompareExpr(ctx *CompareExprContext) interface{} {
	return v.VisitChildren(ctx)
}

func (v *BaseCypherParserVisitor) VisitPropertyExpr(ctx *PropertyExprContext) interface{} {
	return v.VisitChildren(ctx)
}

func (v *BaseCypherParserVisitor) VisitSliceExpr(ctx *SliceExprContext) interface{} {
	return v.VisitChildren(ctx)
}

func (v *BaseCypherParserVisitor) VisitNotExpr(ctx *NotExprContext) interface{} {
	return v.VisitChildren(ctx)
}

func (v *BaseCypherParserVisitor) VisitLabelExpr(ctx *LabelExprContext) interface{} {
	return v.VisitChildren(ctx)
}

func (v *BaseCypherParserVisitor) VisitLiteralAtom(ctx *LiteralAtomContext) interface{} {
	return v.VisitChildren(ctx)
}

func (v *BaseCypherParserVisitor) VisitParameterAtom(ctx *ParameterAtomContext) interface{} {
	return v.VisitChildren(ctx)
}

func (v *BaseCypherParserVisitor) VisitCaseAtom(ctx *CaseAtomContext) interface{} {
	return v.VisitChildren(ctx)
}

func (v *BaseCypherParserVisitor) VisitCountStarAtom(ctx *CountStarAtomContext) interface{} {
	return v.VisitChildren(ctx)
}

func (v *BaseCypherParserVisitor) VisitListComprehensionAtom(ctx *ListComprehensionAtomContext) interface{} {
	return v.VisitChildren(ctx)
}

func (v *BaseCypherParserVisitor) VisitPatternComprehensionAtom(ctx *PatternComprehensionAtomContext) interface{} {
	return v.VisitChildren(ctx)
}

func (v *BaseCypherParserVisitor) VisitQuantifierAtom(ctx *QuantifierAtomContext) interface{} {
	return v.VisitChildren(ctx)
}

func (v *BaseCypherParserVisitor) VisitReduceAtom(ctx *ReduceAtomContext) interface{} {
	return v.VisitChildren(ctx)
}

func (v *BaseCypherParserVisitor) VisitShortestPathAtom(ctx *ShortestPathAtomContext) interface{} {
	return v.VisitChildren(ctx)
}

func (v *BaseCypherParserVisitor) VisitPatternAtom(ctx *PatternAtomContext) interface{} {
	return v.VisitChildren(ctx)
}

func (v *BaseCypherParserVisitor) VisitExistsAtom(ctx *ExistsAtomContext) interface{} {
	return v.VisitChildren(ctx)
}

func (v *BaseCypherParserVisitor) VisitCountAtom(ctx *CountAtomContext) interface{} {
	return v.VisitChildren(ctx)
}

func (v *BaseCypherParserVisitor) VisitCollectAtom(ctx *CollectAtomContext) interface{} {
	return v.VisitChildren(ctx)
}

func (v *BaseCypherParserVisitor) VisitMapProjectionAtom(ctx *MapProjectionAtomContext) interface{} {
	return v.VisitChildren(ctx)
}

func (v *BaseCypherParserVisitor) VisitFunctionAtom(ctx *FunctionAtomContext) interface{} {
	return v.VisitChildren(ctx)
}

func (v *BaseCypherParserVisitor) VisitParenAtom(ctx *ParenAtomContext) interface{} {
	return v.VisitChildren(ctx)
}

func (v *BaseCypherParserVisitor) VisitVariableAtom(ctx *VariableAtomContext) interface{} {
	return v.VisitChildren(ctx)
}

func (v *BaseCypherParserVisitor) VisitSubqueryBody(ctx *SubqueryBodyContext) interface{} {
	return v.VisitChildren(ctx)
}

func (v *BaseCypherParserVisitor) VisitLiteral(ctx *LiteralContext) interface{} {
	return v.VisitChildren(ctx)
}

func (v *BaseCypherParserVisitor) VisitListLiteral(ctx *ListLiteralContext) interface{} {
	return v.VisitChildren(ctx)
}

func (v *BaseCypherParserVisitor) VisitMapLiteral(ctx *MapLiteralContext) interface{} {
	return v.VisitChildren(ctx)
}

func (v *BaseCypherParserVisitor) VisitMapEntry(ctx *MapEntryContext) interface{} {
	return v.VisitChildren(ctx)
}

func (v *BaseCypherParserVisitor) VisitMapProjectionItem(ctx *MapProjectionItemContext) interface{} {
	return v.VisitChildren(ctx)
}

func (v *BaseCypherParserVisitor) VisitParameter(ctx *ParameterContext) interface{} {
	return v.VisitChildren(ctx)
}

func (v *BaseCypherParserVisitor) VisitCaseExpression(ctx *CaseExpressionContext) interface{} {
	return v.VisitChildren(ctx)
}

func (v *BaseCypherParserVisitor) VisitCaseAlternative(ctx *CaseAlternativeContext) interface{} {
	return v.VisitChildren(ctx)
}

func (v *BaseCypherParserVisitor) VisitListComprehension(ctx *ListComprehensionContext) interface{} {
	return v.VisitChildren(ctx)
}

func (v *BaseCypherParserVisitor) VisitPatternComprehension(ctx *PatternComprehensionContext) interface{} {
	return v.VisitChildren(ctx)
}

func (v *BaseCypherParserVisitor) VisitQuantifierExpression(ctx *QuantifierExpressionContext) interface{} {
	return v.VisitChildren(ctx)
}

func (v *BaseCypherParserVisitor) VisitReduceExpression(ctx *ReduceExpressionContext) interface{} {
	return v.VisitChildren(ctx)
}

func (v *BaseCypherParserVisitor) VisitFunctionInvocation(ctx *FunctionInvocationContext) interface{} {
	return v.VisitChildren(ctx)
}

func (v *BaseCypherParserVisitor) VisitQualifiedFunctionName(ctx *QualifiedFunctionNameContext) interface{} {
	return v.VisitChildren(ctx)
}

func (v *BaseCypherParserVisitor) VisitFunctionName(ctx *FunctionNameContext) interface{} {
	return v.VisitChildren(ctx)
}

func (v *BaseCypherParserVisitor) VisitQualifiedName(ctx *QualifiedNameContext) interface{} {
	return v.VisitChildren(ctx)
}

func (v *BaseCypherParserVisitor) VisitSchemaCommand(ctx *SchemaCommandContext) interface{} {
	return v.VisitChildren(ctx)
}

func (v *BaseCypherParserVisitor) VisitIndexKind(ctx *IndexKindContext) interface{} {
	return v.VisitChildren(ctx)
}

func (v *BaseCypherParserVisitor) VisitConstraintKind(ctx *ConstraintKindContext) interface{} {
	return v.VisitChildren(ctx)
}

func (v *BaseCypherParserVisitor) VisitPropertyList(ctx *PropertyListContext) interface{} {
	return v.VisitChildren(ctx)
}

func (v *BaseCypherParserVisitor) VisitOptionsClause(ctx *OptionsClauseContext) interface{} {
	return v.VisitChildren(ctx)
}

func (v *BaseCypherParserVisitor) VisitVariable(ctx *VariableContext) interface{} {
	return v.VisitChildren(ctx)
}

func (v *BaseCypherParserVisitor) VisitPropertyKeyName(ctx *PropertyKeyNameContext) interface{} {
	return v.VisitChildren(ctx)
}

func (v *BaseCypherParserVisitor) VisitSymbolicName(ctx *SymbolicNameContext) interface{} {
	return v.VisitChildren(ctx)
}

func (v *BaseCypherParserVisitor) VisitSoftKeyword(ctx *SoftKeywordContext) interface{} {
	return v.VisitChildren(ctx)
}
