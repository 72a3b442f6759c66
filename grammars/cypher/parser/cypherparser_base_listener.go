// Code generated from CypherParser.g4 by ANTLR 4.13.1. DO NOT EDIT.

package parser // CypherParser
import "github.com/antlr4-go/antlr/v4"

// BaseCypherParserListener is a complete listener for a parse tree produced by CypherParser.
type BaseCypherParserListener struct{}

var _ CypherParserListener = &BaseCypherParserListener{}

// VisitTerminal is called when a terminal node is visited.
func (s *BaseCypherParserListener) VisitTerminal(node antlr.TerminalNode) {}

// VisitErrorNode is called when an error node is visited.
func (s *BaseCypherParserListener) VisitErrorNode(node antlr.ErrorNode) {}

// EnterEveryRule is called when any rule is entered.
func (s *BaseCypherParserListener) EnterEveryRule(ctx antlr.ParserRuleContext) {}

// ExitEveryRule is called when any rule is exited.
func (s *BaseCypherParserListener) ExitEveryRule(ctx antlr.ParserRuleContext) {}

// EnterScript is called when production script is entered.
func (s *BaseCypherParserListener) EnterScript(ctx *ScriptContext) {}

// ExitScript is called when production script is exited.
func (s *BaseCypherParserListener) ExitScript(ctx *ScriptContext) {}

// EnterStatement is called when production statement is entered.
func (s *BaseCypherParserListener) EnterStatement(ctx *StatementContext) {}

// ExitStatement is called when production statement is exited.
func (s *BaseCypherParserListener) ExitStatement(ctx *StatementContext) {}

// EnterQuery is called when production query is entered.
func (s *BaseCypherParserListener) EnterQuery(ctx *QueryContext) {}

// ExitQuery is called when production query is exited.
func (s *BaseCypherParserListener) ExitQuery(ctx *QueryContext) {}

// EnterUnion is called when production union is entered.
func (s *BaseCypherParserListener) EnterUnion(ctx *UnionContext) {}

// ExitUnion is called when production union is exited.
func (s *BaseCypherParserListener) ExitUnion(ctx *UnionContext) {}

// EnterSingleQuery is called when production singleQuery is entered.
func (s *BaseCypherParserListener) EnterSingleQuery(ctx *SingleQueryContext) {}

// ExitSingleQuery is called when production singleQuery is exited.
func (s *BaseCypherParserListener) ExitSingleQuery(ctx *SingleQueryContext) {}

// EnterClause is called when production clause is entered.
func (s *BaseCypherParserListener) EnterClause(ctx *ClauseContext) {}

// ExitClause is called when production clause is exited.
func (s *BaseCypherParserListener) ExitClause(ctx *ClauseContext) {}

// EnterUseClause is called when production useClause is entered.
func (s *BaseCypherParserListener) EnterUseClause(ctx *UseClauseContext) {}

// ExitUseClause is called when production useClause is exited.
func (s *BaseCypherParserListener) ExitUseClause(ctx *UseClauseContext) {}

// EnterMatchClause is called when production matchClause is entered.
func (s *BaseCypherParserListener) EnterMatchClause(ctx *MatchClauseContext) {}

// ExitMatchClause is called when production matchClause is exited.
func (s *BaseCypherParserListener) ExitMatchClause(ctx *MatchClauseContext) {}

// EnterHint is called when production hint is entered.
func (s *BaseCypherParserListener) EnterHint(ctx *HintContext) {}

// ExitHint is called when production hint is exited.
func (s *BaseCypherParserListener) ExitHint(ctx *HintContext) {}

// EnterWhereClause is called when production whereClause is entered.
func (s *BaseCypherParserListener) EnterWhereClause(ctx *WhereClauseContext) {}

// ExitWhereClause is called when production whereClause is exited.
func (s *BaseCypherParserListener) ExitWhereClause(ctx *WhereClauseContext) {}

// EnterUnwindClause is called when production unwindClause is entered.
func (s *BaseCypherParserListener) EnterUnwindClause(ctx *UnwindClauseContext) {}

// ExitUnwindClause is called when production unwindClause is exited.
func (s *BaseCypherParserListener) ExitUnwindClause(ctx *UnwindClauseContext) {}

// EnterWithClause is called when production withClause is entered.
func (s *BaseCypherParserListener) EnterWithClause(ctx *WithClauseContext) {}

// ExitWithClause is called when production withClause is exited.
func (s *BaseCypherParserListener) ExitWithClause(ctx *WithClauseContext) {}

// EnterReturnClause is called when production returnClause is entered.
func (s *BaseCypherParserListener) EnterReturnClause(ctx *ReturnClauseContext) {}

// ExitReturnClause is called when production returnClause is exited.
func (s *BaseCypherParserListener) ExitReturnClause(ctx *ReturnClauseContext) {}

// EnterProjectionBody is called when production projectionBody is entered.
func (s *BaseCypherParserListener) EnterProjectionBody(ctx *ProjectionBodyContext) {}

// ExitProjectionBody is called when production projectionBody is exited.
func (s *BaseCypherParserListener) ExitProjectionBody(ctx *ProjectionBodyContext) {}

// EnterProjectionItems is called when production projectionItems is entered.
func (s *BaseCypherParserListener) EnterProjectionItems(ctx *ProjectionItemsContext) {}

// ExitProjectionItems is called when production projectionItems is exited.
func (s *BaseCypherParserListener) ExitProjectionItems(ctx *ProjectionItemsContext) {}

// EnterProjectionItem is called when production projectionItem is entered.
func (s *BaseCypherParserListener) EnterProjectionItem(ctx *ProjectionItemContext) {}

// ExitProjectionItem is called when production projectionItem is exited.
func (s *BaseCypherParserListener) ExitProjectionItem(ctx *ProjectionItemContext) {}

// EnterOrderBy is called when production orderBy is entered.
func (s *BaseCypherParserListener) EnterOrderBy(ctx *OrderByContext) {}

// ExitOrderBy is called when production orderBy is exited.
func (s *BaseCypherParserListener) ExitOrderBy(ctx *OrderByContext) {}

// EnterSortItem is called when production sortItem is entered.
func (s *BaseCypherParserListener) EnterSortItem(ctx *SortItemContext) {}

// ExitSortItem is called when production sortItem is exited.
func (s *BaseCypherParserListener) ExitSortItem(ctx *SortItemContext) {}

// EnterSkip is called when production skip is entered.
func (s *BaseCypherParserListener) EnterSkip(ctx *SkipContext) {}

// ExitSkip is called when production skip is exited.
func (s *BaseCypherParserListener) ExitSkip(ctx *SkipContext) {}

// EnterLimit is called when production limit is entered.
func (s *BaseCypherParserListener) EnterLimit(ctx *LimitContext) {}

// ExitLimit is called when production limit is exited.
func (s *BaseCypherParserListener) ExitLimit(ctx *LimitContext) {}

// EnterStrayOrderClause is called when production strayOrderClause is entered.
func (s *BaseCypherParserListener) EnterStrayOrderClause(ctx *StrayOrderClauseContext) {}

// ExitStrayOrderClause is called when production strayOrderClause is exited.
func (s *BaseCypherParserListener) ExitStrayOrderClause(ctx *StrayOrderClauseContext) {}

// EnterSubqueryCallClause is called when production subqueryCallClause is entered.
func (s *BaseCypherParserListener) EnterSubqueryCallClause(ctx *SubqueryCallClauseContext) {}

// ExitSubqueryCallClause is called when production subqueryCallClause is exited.
func (s *BaseCypherParserListener) ExitSubqueryCallClause(ctx *SubqueryCallClauseContext) {}

// EnterInTransactions is called when production inTransactions is entered.
func (s *BaseCypherParserListener) EnterInTransactions(ctx *InTransactionsContext) {}

// ExitInTransactions is called when production inTransactions is exited.
func (s *BaseCypherParserListener) ExitInTransactions(ctx *InTransactionsContext) {}

// EnterTransactionOption is called when production transactionOption is entered.
func (s *BaseCypherParserListener) EnterTransactionOption(ctx *TransactionOptionContext) {}

// ExitTransactionOption is called when production transactionOption is exited.
func (s *BaseCypherParserListener) ExitTransactionOption(ctx *TransactionOptionContext) {}

// EnterProcedureCallClause is called when production procedureCallClause is entered.
func (s *BaseCypherParserListener) EnterProcedureCallClause(ctx *ProcedureCallClauseContext) {}

// ExitProcedureCallClause is called when production procedureCallClause is exited.
func (s *BaseCypherParserListener) ExitProcedureCallClause(ctx *ProcedureCallClauseContext) {}

// EnterYieldClause is called when production yieldClause is entered.
func (s *BaseCypherParserListener) EnterYieldClause(ctx *YieldClauseContext) {}

// ExitYieldClause is called when production yieldClause is exited.
func (s *BaseCypherParserListener) ExitYieldClause(ctx *YieldClauseContext) {}

// EnterYieldItem is called when production yieldItem is entered.
func (s *BaseCypherParserListener) EnterYieldItem(ctx *YieldItemContext) {}

// ExitYieldItem is called when production yieldItem is exited.
func (s *BaseCypherParserListener) ExitYieldItem(ctx *YieldItemContext) {}

// EnterCreateClause is called when production createClause is entered.
func (s *BaseCypherParserListener) EnterCreateClause(ctx *CreateClauseContext) {}

// ExitCreateClause is called when production createClause is exited.
func (s *BaseCypherParserListener) ExitCreateClause(ctx *CreateClauseContext) {}

// EnterMergeClause is called when production mergeClause is entered.
func (s *BaseCypherParserListener) EnterMergeClause(ctx *MergeClauseContext) {}

// ExitMergeClause is called when production mergeClause is exited.
func (s *BaseCypherParserListener) ExitMergeClause(ctx *MergeClauseContext) {}

// EnterMergeAction is called when production mergeAction is entered.
func (s *BaseCypherParserListener) EnterMergeAction(ctx *MergeActionContext) {}

// ExitMergeAction is called when production mergeAction is exited.
func (s *BaseCypherParserListener) ExitMergeAction(ctx *MergeActionContext) {}

// EnterSetClause is called when production setClause is entered.
func (s *BaseCypherParserListener) EnterSetClause(ctx *SetClauseContext) {}

// ExitSetClause is called when production setClause is exited.
func (s *BaseCypherParserListener) ExitSetClause(ctx *SetClauseContext) {}

// EnterSetItem is called when production setItem is entered.
func (s *BaseCypherParserListener) EnterSetItem(ctx *SetItemContext) {}

// ExitSetItem is called when production setItem is exited.
func (s *BaseCypherParserListener) ExitSetItem(ctx *SetItemContext) {}

// EnterPropertyExpression is called when production propertyExpression is entered.
func (s *BaseCypherParserListener) EnterPropertyExpression(ctx *PropertyExpressionContext) {}

// ExitPropertyExpression is called when production propertyExpression is exited.
func (s *BaseCypherParserListener) ExitPropertyExpression(ctx *PropertyExpressionContext) {}

// EnterDeleteClause is called when production deleteClause is entered.
func (s *BaseCypherParserListener) EnterDeleteClause(ctx *DeleteClauseContext) {}

// ExitDeleteClause is called when production deleteClause is exited.
func (s *BaseCypherParserListener) ExitDeleteClause(ctx *DeleteClauseContext) {}

// EnterRemoveClause is called when production removeClause is entered.
func (s *BaseCypherParserListener) EnterRemoveClause(ctx *RemoveClauseContext) {}

// ExitRemoveClause is called when production removeClause is exited.
func (s *BaseCypherParserListener) ExitRemoveClause(ctx *RemoveClauseContext) {}

// EnterRemoveItem is called when production removeItem is entered.
func (s *BaseCypherParserListener) EnterRemoveItem(ctx *RemoveItemContext) {}

// ExitRemoveItem is called when production removeItem is exited.
func (s *BaseCypherParserListener) ExitRemoveItem(ctx *RemoveItemContext) {}

// EnterForeachClause is called when production foreachClause is entered.
func (s *BaseCypherParserListener) EnterForeachClause(ctx *ForeachClauseContext) {}

// ExitForeachClause is called when production foreachClause is exited.
func (s *BaseCypherParserListener) ExitForeachClause(ctx *ForeachClauseContext) {}

// EnterLoadCsvClause is called when production loadCsvClause is entered.
func (s *BaseCypherParserListener) EnterLoadCsvClause(ctx *LoadCsvClauseContext) {}

// ExitLoadCsvClause is called when production loadCsvClause is exited.
func (s *BaseCypherParserListener) ExitLoadCsvClause(ctx *LoadCsvClauseContext) {}

// EnterFinishClause is called when production finishClause is entered.
func (s *BaseCypherParserListener) EnterFinishClause(ctx *FinishClauseContext) {}

// ExitFinishClause is called when production finishClause is exited.
func (s *BaseCypherParserListener) ExitFinishClause(ctx *FinishClauseContext) {}

// EnterPatternList is called when production patternList is entered.
func (s *BaseCypherParserListener) EnterPatternList(ctx *PatternListContext) {}

// ExitPatternList is called when production patternList is exited.
func (s *BaseCypherParserListener) ExitPatternList(ctx *PatternListContext) {}

// EnterPatternPart is called when production patternPart is entered.
func (s *BaseCypherParserListener) EnterPatternPart(ctx *PatternPartContext) {}

// ExitPatternPart is called when production patternPart is exited.
func (s *BaseCypherParserListener) ExitPatternPart(ctx *PatternPartContext) {}

// EnterPathSelector is called when production pathSelector is entered.
func (s *BaseCypherParserListener) EnterPathSelector(ctx *PathSelectorContext) {}

// ExitPathSelector is called when production pathSelector is exited.
func (s *BaseCypherParserListener) ExitPathSelector(ctx *PathSelectorContext) {}

// EnterPathPattern is called when production pathPattern is entered.
func (s *BaseCypherParserListener) EnterPathPattern(ctx *PathPatternContext) {}

// ExitPathPattern is called when production pathPattern is exited.
func (s *BaseCypherParserListener) ExitPathPattern(ctx *PathPatternContext) {}

// EnterShortestPathPattern is called when production shortestPathPattern is entered.
func (s *BaseCypherParserListener) EnterShortestPathPattern(ctx *ShortestPathPatternContext) {}

// ExitShortestPathPattern is called when production shortestPathPattern is exited.
func (s *BaseCypherParserListener) ExitShortestPathPattern(ctx *ShortestPathPatternContext) {}

// EnterPathHead is called when production pathHead is entered.
func (s *BaseCypherParserListener) EnterPathHead(ctx *PathHeadContext) {}

// ExitPathHead is called when production pathHead is exited.
func (s *BaseCypherParserListener) ExitPathHead(ctx *PathHeadContext) {}

// EnterPathLink is called when production pathLink is entered.
func (s *BaseCypherParserListener) EnterPathLink(ctx *PathLinkContext) {}

// ExitPathLink is called when production pathLink is exited.
func (s *BaseCypherParserListener) ExitPathLink(ctx *PathLinkContext) {}

// EnterParenthesizedPath is called when production parenthesizedPath is entered.
func (s *BaseCypherParserListener) EnterParenthesizedPath(ctx *ParenthesizedPathContext) {}

// ExitParenthesizedPath is called when production parenthesizedPath is exited.
func (s *BaseCypherParserListener) ExitParenthesizedPath(ctx *ParenthesizedPathContext) {}

// EnterQuantifier is called when production quantifier is entered.
func (s *BaseCypherParserListener) EnterQuantifier(ctx *QuantifierContext) {}

// ExitQuantifier is called when production quantifier is exited.
func (s *BaseCypherParserListener) ExitQuantifier(ctx *QuantifierContext) {}

// EnterNodePattern is called when production nodePattern is entered.
func (s *BaseCypherParserListener) EnterNodePattern(ctx *NodePatternContext) {}

// ExitNodePattern is called when production nodePattern is exited.
func (s *BaseCypherParserListener) ExitNodePattern(ctx *NodePatternContext) {}

// EnterBareLabel is called when production bareLabel is entered.
func (s *BaseCypherParserListener) EnterBareLabel(ctx *BareLabelContext) {}

// ExitBareLabel is called when production bareLabel is exited.
func (s *BaseCypherParserListener) ExitBareLabel(ctx *BareLabelContext) {}

// EnterRelationshipPattern is called when production relationshipPattern is entered.
func (s *BaseCypherParserListener) EnterRelationshipPattern(ctx *RelationshipPatternContext) {}

// ExitRelationshipPattern is called when production relationshipPattern is exited.
func (s *BaseCypherParserListener) ExitRelationshipPattern(ctx *RelationshipPatternContext) {}

// EnterRelationshipDetail is called when production relationshipDetail is entered.
func (s *BaseCypherParserListener) EnterRelationshipDetail(ctx *RelationshipDetailContext) {}

// ExitRelationshipDetail is called when production relationshipDetail is exited.
func (s *BaseCypherParserListener) ExitRelationshipDetail(ctx *RelationshipDetailContext) {}

// EnterPathLength is called when production pathLength is entered.
func (s *BaseCypherParserListener) EnterPathLength(ctx *PathLengthContext) {}

// ExitPathLength is called when production pathLength is exited.
func (s *BaseCypherParserListener) ExitPathLength(ctx *PathLengthContext) {}

// EnterProperties is called when production properties is entered.
func (s *BaseCypherParserListener) EnterProperties(ctx *PropertiesContext) {}

// ExitProperties is called when production properties is exited.
func (s *BaseCypherParserListener) ExitProperties(ctx *PropertiesContext) {}

// EnterLabelExpression is called when production labelExpression is entered.
func (s *BaseCypherParserListener) EnterLabelExpression(ctx *LabelExpressionContext) {}

// ExitLabelExpression is called when production labelExpression is exited.
func (s *BaseCypherParserListener) ExitLabelExpression(ctx *LabelExpressionContext) {}

// EnterLabelOr is called when production labelOr is entered.
func (s *BaseCypherParserListener) EnterLabelOr(ctx *LabelOrContext) {}

// ExitLabelOr is called when production labelOr is exited.
func (s *BaseCypherParserListener) ExitLabelOr(ctx *LabelOrContext) {}

// EnterLabelAnd is called when production labelAnd is entered.
func (s *BaseCypherParserListener) EnterLabelAnd(ctx *LabelAndContext) {}

// ExitLabelAnd is called when production labelAnd is exited.
func (s *BaseCypherParserListener) ExitLabelAnd(ctx *LabelAndContext) {}

// EnterLabelNot is called when production labelNot is entered.
func (s *BaseCypherParserListener) EnterLabelNot(ctx *LabelNotContext) {}

// ExitLabelNot is called when production labelNot is exited.
func (s *BaseCypherParserListener) ExitLabelNot(ctx *LabelNotContext) {}

// EnterLabelAtom is called when production labelAtom is entered.
func (s *BaseCypherParserListener) EnterLabelAtom(ctx *LabelAtomContext) {}

// ExitLabelAtom is called when production labelAtom is exited.
func (s *BaseCypherParserListener) ExitLabelAtom(ctx *LabelAtomContext) {}

// EnterAndExpr is called when production AndExpr is entered.
func (s *BaseCypherParserListener) EnterAndExpr(ctx *AndExprContext) {}

// ExitAndExpr is called when production AndExpr is exited.
func (s *BaseCypherParserListener) ExitAndExpr(ctx *AndExprContext) {}

// EnterMultiplyExpr is called when production MultiplyExpr is entered.
func (s *BaseCypherParserListener) EnterMultiplyExpr(ctx *MultiplyExprContext) {}

// ExitMultiplyExpr is called when production MultiplyExpr is exited.
func (s *BaseCypherParserListener) ExitMultiplyExpr(ctx *MultiplyExprContext) {}

// EnterXorExpr is called when production XorExpr is entered.
func (s *BaseCypherParserListener) EnterXorExpr(ctx *XorExprContext) {}

// ExitXorExpr is called when production XorExpr is exited.
func (s *BaseCypherParserListener) ExitXorExpr(ctx *XorExprContext) {}

// EnterAddExpr is called when production AddExpr is entered.
func (s *BaseCypherParserListener) EnterAddExpr(ctx *AddExprContext) {}

// ExitAddExpr is called when production AddExpr is exited.
func (s *BaseCypherParserListener) ExitAddExpr(ctx *AddExprContext) {}

// EnterAtomExpr is called when production AtomExpr is entered.
func (s *BaseCypherParserListener) EnterAtomExpr(ctx *AtomExprContext) {}

// ExitAtomExpr is called when production AtomExpr is exited.
func (s *BaseCypherParserListener) ExitAtomExpr(ctx *AtomExprContext) {}

// EnterUnaryExpr is called when production UnaryExpr is entered.
func (s *BaseCypherParserListener) EnterUnaryExpr(ctx *UnaryExprContext) {}

// ExitUnaryExpr is called when production UnaryExpr is exited.
func (s *BaseCypherParserListener) ExitUnaryExpr(ctx *UnaryExprContext) {}

// EnterOrExpr is called when production OrExpr is entered.
func (s *BaseCypherParserListener) EnterOrExpr(ctx *OrExprContext) {}

// ExitOrExpr is called when production OrExpr is exited.
func (s *BaseCypherParserListener) ExitOrExpr(ctx *OrExprContext) {}

// EnterIndexExpr is called when production IndexExpr is entered.
func (s *BaseCypherParserListener) EnterIndexExpr(ctx *IndexExprContext) {}

// ExitIndexExpr is called when production IndexExpr is exited.
func (s *BaseCypherParserListener) ExitIndexExpr(ctx *IndexExprContext) {}

// EnterNullExpr is called when production NullExpr is entered.
func (s *BaseCypherParserListener) EnterNullExpr(ctx *NullExprContext) {}

// ExitNullExpr is called when production NullExpr is exited.
func (s *BaseCypherParserListener) ExitNullExpr(ctx *NullExprContext) {}

// EnterPowerExpr is called when production PowerExpr is entered.
func (s *BaseCypherParserListener) EnterPowerExpr(ctx *PowerExprContext) {}

// ExitPowerExpr is called when production PowerExpr is exited.
func (s *BaseCypherParserListener) ExitPowerExpr(ctx *PowerExprContext) {}

// EnterStringListExpr is called when production StringListExpr is entered.
func (s *BaseCypherParserListener) EnterStringListExpr(ctx *StringListExprContext) {}

// ExitStringListExpr is called when production StringListExpr is exited.
func (s *BaseCypherParserListener) ExitStringListExpr(ctx *StringListExprContext) {}

// EnterCompareExpr is called when production CompareExpr is entered.
func (s *BaseCypherParserListener) EnterCompareExpr(ctx *CompareExprContext) {}

// ExitCompareExpr is called when production CompareExpr is exited.
func (s *BaseCypherParserListener) ExitCompareExpr(ctx *CompareExprContext) {}

// EnterPropertyExpr is called when production PropertyExpr is entered.
func (s *BaseCypherParserListener) EnterPropertyExpr(ctx *PropertyExprContext) {}

// ExitPropertyExpr is called when production PropertyExpr is exited.
func (s *BaseCypherParserListener) ExitPropertyExpr(ctx *PropertyExprContext) {}

// EnterSliceExpr is called when production SliceExpr is entered.
func (s *BaseCypherParserListener) EnterSliceExpr(ctx *SliceExprContext) {}

// ExitSliceExpr is called when production SliceExpr is exited.
func (s *BaseCypherParserListener) ExitSliceExpr(ctx *SliceExprContext) {}

// EnterNotExpr is called when production NotExpr is entered.
func (s *BaseCypherParserListener) EnterNotExpr(ctx *NotExprContext) {}

// ExitNotExpr is called when production NotExpr is exited.
func (s *BaseCypherParserListener) ExitNotExpr(ctx *NotExprContext) {}

// EnterLabelExpr is called when production LabelExpr is entered.
func (s *BaseCypherParserListener) EnterLabelExpr(ctx *LabelExprContext) {}

// ExitLabelExpr is called when production LabelExpr is exited.
func (s *BaseCypherParserListener) ExitLabelExpr(ctx *LabelExprContext) {}

// EnterLiteralAtom is called when production LiteralAtom is entered.
func (s *BaseCypherParserListener) EnterLiteralAtom(ctx *LiteralAtomContext) {}

// ExitLiteralAtom is called when production LiteralAtom is exited.
func (s *BaseCypherParserListener) ExitLiteralAtom(ctx *LiteralAtomContext) {}

// EnterParameterAtom is called when production ParameterAtom is entered.
func (s *BaseCypherParserListener) EnterParameterAtom(ctx *ParameterAtomContext) {}

// ExitParameterAtom is called when production ParameterAtom is exited.
func (s *BaseCypherParserListener) ExitParameterAtom(ctx *ParameterAtomContext) {}

// EnterCaseAtom is called when production CaseAtom is entered.
func (s *BaseCypherParserListener) EnterCaseAtom(ctx *CaseAtomContext) {}

// ExitCaseAtom is called when production CaseAtom is exited.
func (s *BaseCypherParserListener) ExitCaseAtom(ctx *CaseAtomContext) {}

// EnterCountStarAtom is called when production CountStarAtom is entered.
func (s *BaseCypherParserListener) EnterCountStarAtom(ctx *CountStarAtomContext) {}

// ExitCountStarAtom is called when production CountStarAtom is exited.
func (s *BaseCypherParserListener) ExitCountStarAtom(ctx *CountStarAtomContext) {}

// EnterListComprehensionAtom is called when production ListComprehensionAtom is entered.
func (s *BaseCypherParserListener) EnterListComprehensionAtom(ctx *ListComprehensionAtomContext) {}

// ExitListComprehensionAtom is called when production ListComprehensionAtom is exited.
func (s *BaseCypherParserListener) ExitListComprehensionAtom(ctx *ListComprehensionAtomContext) {}

// EnterPatternComprehensionAtom is called when production PatternComprehensionAtom is entered.
func (s *BaseCypherParserListener) EnterPatternComprehensionAtom(ctx *PatternComprehensionAtomContext) {
}

// ExitPatternComprehensionAtom is called when production PatternComprehensionAtom is exited.
func (s *BaseCypherParserListener) ExitPatternComprehensionAtom(ctx *PatternComprehensionAtomContext) {
}

// EnterQuantifierAtom is called when production QuantifierAtom is entered.
func (s *BaseCypherParserListener) EnterQuantifierAtom(ctx *QuantifierAtomContext) {}

// ExitQuantifierAtom is called when production QuantifierAtom is exited.
func (s *BaseCypherParserListener) ExitQuantifierAtom(ctx *QuantifierAtomContext) {}

// EnterReduceAtom is called when production ReduceAtom is entered.
func (s *BaseCypherParserListener) EnterReduceAtom(ctx *ReduceAtomContext) {}

// ExitReduceAtom is called when production ReduceAtom is exited.
func (s *BaseCypherParserListener) ExitReduceAtom(ctx *ReduceAtomContext) {}

// EnterShortestPathAtom is called when production ShortestPathAtom is entered.
func (s *BaseCypherParserListener) EnterShortestPathAtom(ctx *ShortestPathAtomContext) {}

// ExitShortestPathAtom is called when production ShortestPathAtom is exited.
func (s *BaseCypherParserListener) ExitShortestPathAtom(ctx *ShortestPathAtomContext) {}

// EnterPatternAtom is called when production PatternAtom is entered.
func (s *BaseCypherParserListener) EnterPatternAtom(ctx *PatternAtomContext) {}

// ExitPatternAtom is called when production PatternAtom is exited.
func (s *BaseCypherParserListener) ExitPatternAtom(ctx *PatternAtomContext) {}

// EnterExistsAtom is called when production ExistsAtom is entered.
func (s *BaseCypherParserListener) EnterExistsAtom(ctx *ExistsAtomContext) {}

// ExitExistsAtom is called when production ExistsAtom is exited.
func (s *BaseCypherParserListener) ExitExistsAtom(ctx *ExistsAtomContext) {}

// EnterCountAtom is called when production CountAtom is entered.
func (s *BaseCypherParserListener) EnterCountAtom(ctx *CountAtomContext) {}

// ExitCountAtom is called when production CountAtom is exited.
func (s *BaseCypherParserListener) ExitCountAtom(ctx *CountAtomContext) {}

// EnterCollectAtom is called when production CollectAtom is entered.
func (s *BaseCypherParserListener) EnterCollectAtom(ctx *CollectAtomContext) {}

// ExitCollectAtom is called when production CollectAtom is exited.
func (s *BaseCypherParserListener) ExitCollectAtom(ctx *CollectAtomContext) {}

// EnterMapProjectionAtom is called when production MapProjectionAtom is entered.
func (s *BaseCypherParserListener) EnterMapProjectionAtom(ctx *MapProjectionAtomContext) {}

// ExitMapProjectionAtom is called when production MapProjectionAtom is exited.
func (s *BaseCypherParserListener) ExitMapProjectionAtom(ctx *MapProjectionAtomContext) {}

// EnterFunctionAtom is called when production FunctionAtom is entered.
func (s *BaseCypherParserListener) EnterFunctionAtom(ctx *FunctionAtomContext) {}

// ExitFunctionAtom is called when production FunctionAtom is exited.
func (s *BaseCypherParserListener) ExitFunctionAtom(ctx *FunctionAtomContext) {}

// EnterParenAtom is called when production ParenAtom is entered.
func (s *BaseCypherParserListener) EnterParenAtom(ctx *ParenAtomContext) {}

// ExitParenAtom is called when production ParenAtom is exited.
func (s *BaseCypherParserListener) ExitParenAtom(ctx *ParenAtomContext) {}

// EnterVariableAtom is called when production VariableAtom is entered.
func (s *BaseCypherParserListener) EnterVariableAtom(ctx *VariableAtomContext) {}

// ExitVariableAtom is called when production VariableAtom is exited.
func (s *BaseCypherParserListener) ExitVariableAtom(ctx *VariableAtomContext) {}

// EnterSubqueryBody is called when production subqueryBody is entered.
func (s *BaseCypherParserListener) EnterSubqueryBody(ctx *SubqueryBodyContext) {}

// ExitSubqueryBody is called when production subqueryBody is exited.
func (s *BaseCypherParserListener) ExitSubqueryBody(ctx *SubqueryBodyContext) {}

// EnterLiteral is called when production literal is entered.
func (s *BaseCypherParserListener) EnterLiteral(ctx *LiteralContext) {}

// ExitLiteral is called when production literal is exited.
func (s *BaseCypherParserListener) ExitLiteral(ctx *LiteralContext) {}

// EnterListLiteral is called when production listLiteral is entered.
func (s *BaseCypherParserListener) EnterListLiteral(ctx *ListLiteralContext) {}

// ExitListLiteral is called when production listLiteral is exited.
func (s *BaseCypherParserListener) ExitListLiteral(ctx *ListLiteralContext) {}

// EnterMapLiteral is called when production mapLiteral is entered.
func (s *BaseCypherParserListener) EnterMapLiteral(ctx *MapLiteralContext) {}

// ExitMapLiteral is called when production mapLiteral is exited.
func (s *BaseCypherParserListener) ExitMapLiteral(ctx *MapLiteralContext) {}

// EnterMapEntry is called when production mapEntry is entered.
func (s *BaseCypherParserListener) EnterMapEntry(ctx *MapEntryContext) {}

// ExitMapEntry is called when production mapEntry is exited.
func (s *BaseCypherParserListener) ExitMapEntry(ctx *MapEntryContext) {}

// EnterMapProjectionItem is called when production mapProjectionItem is entered.
func (s *BaseCypherParserListener) EnterMapProjectionItem(ctx *MapProjectionItemContext) {}

// ExitMapProjectionItem is called when production mapProjectionItem is exited.
func (s *BaseCypherParserListener) ExitMapProjectionItem(ctx *MapProjectionItemContext) {}

// EnterParameter is called when production parameter is entered.
func (s *BaseCypherParserListener) EnterParameter(ctx *ParameterContext) {}

// ExitParameter is called when production parameter is exited.
func (s *BaseCypherParserListener) ExitParameter(ctx *ParameterContext) {}

// EnterCaseExpression is called when production caseExpression is entered.
func (s *BaseCypherParserListener) EnterCaseExpression(ctx *CaseExpressionContext) {}

// ExitCaseExpression is called when production caseExpression is exited.
func (s *BaseCypherParserListener) ExitCaseExpression(ctx *CaseExpressionContext) {}

// EnterCaseAlternative is called when production caseAlternative is entered.
func (s *BaseCypherParserListener) EnterCaseAlternative(ctx *CaseAlternativeContext) {}

// ExitCaseAlternative is called when production caseAlternative is exited.
func (s *BaseCypherParserListener) ExitCaseAlternative(ctx *CaseAlternativeContext) {}

// EnterListComprehension is called when production listComprehension is entered.
func (s *BaseCypherParserListener) EnterListComprehension(ctx *ListComprehensionContext) {}

// ExitListComprehension is called when production listComprehension is exited.
func (s *BaseCypherParserListener) ExitListComprehension(ctx *ListComprehensionContext) {}

// EnterPatternComprehension is called when production patternComprehension is entered.
func (s *BaseCypherParserListener) EnterPatternComprehension(ctx *PatternComprehensionContext) {}

// ExitPatternComprehension is called when production patternComprehension is exited.
func (s *BaseCypherParserListener) ExitPatternComprehension(ctx *PatternComprehensionContext) {}

// EnterQuantifierExpression is called when production quantifierExpression is entered.
func (s *BaseCypherParserListener) EnterQuantifierExpression(ctx *QuantifierExpressionContext) {}

// ExitQuantifierExpression is called when production quantifierExpression is exited.
func (s *BaseCypherParserListener) ExitQuantifierExpression(ctx *QuantifierExpressionContext) {}

// EnterReduceExpression is called when production reduceExpression is entered.
func (s *BaseCypherParserListener) EnterReduceExpression(ctx *ReduceExpressionContext) {}

// ExitReduceExpression is called when production reduceExpression is exited.
func (s *BaseCypherParserListener) ExitReduceExpression(ctx *ReduceExpressionContext) {}

// EnterFunctionInvocation is called when production functionInvocation is entered.
func (s *BaseCypherParserListener) EnterFunctionInvocation(ctx *FunctionInvocationContext) {}

// ExitFunctionInvocation is called when production functionInvocation is exited.
func (s *BaseCypherParserListener) ExitFunctionInvocation(ctx *FunctionInvocationContext) {}

// EnterQualifiedFunctionName is called when production qualifiedFunctionName is entered.
func (s *BaseCypherParserListener) EnterQualifiedFunctionName(ctx *QualifiedFunctionNameContext) {}

// ExitQualifiedFunctionName is called when production qualifiedFunctionName is exited.
func (s *BaseCypherParserListener) ExitQualifiedFunctionName(ctx *QualifiedFunctionNameContext) {}

// EnterFunctionName is called when production functionName is entered.
func (s *BaseCypherParserListener) EnterFunctionName(ctx *FunctionNameContext) {}

// ExitFunctionName is called when production functionName is exited.
func (s *BaseCypherParserListener) ExitFunctionName(ctx *FunctionNameContext) {}

// EnterQualifiedName is called when production qualifiedName is entered.
func (s *BaseCypherParserListener) EnterQualifiedName(ctx *QualifiedNameContext) {}

// ExitQualifiedName is called when production qualifiedName is exited.
func (s *BaseCypherParserListener) ExitQualifiedName(ctx *QualifiedNameContext) {}

// EnterSchemaCommand is called when production schemaCommand is entered.
func (s *BaseCypherParserListener) EnterSchemaCommand(ctx *SchemaCommandContext) {}

// ExitSchemaCommand is called when production schemaCommand is exited.
func (s *BaseCypherParserListener) ExitSchemaCommand(ctx *SchemaCommandContext) {}

// EnterIndexKind is called when production indexKind is entered.
func (s *BaseCypherParserListener) EnterIndexKind(ctx *IndexKindContext) {}

// ExitIndexKind is called when production indexKind is exited.
func (s *BaseCypherParserListener) ExitIndexKind(ctx *IndexKindContext) {}

// EnterConstraintKind is called when production constraintKind is entered.
func (s *BaseCypherParserListener) EnterConstraintKind(ctx *ConstraintKindContext) {}

// ExitConstraintKind is called when production constraintKind is exited.
func (s *BaseCypherParserListener) ExitConstraintKind(ctx *ConstraintKindContext) {}

// EnterPropertyList is called when production propertyList is entered.
func (s *BaseCypherParserListener) EnterPropertyList(ctx *PropertyListContext) {}

// ExitPropertyList is called when production propertyList is exited.
func (s *BaseCypherParserListener) ExitPropertyList(ctx *PropertyListContext) {}

// EnterOptionsClause is called when production optionsClause is entered.
func (s *BaseCypherParserListener) EnterOptionsClause(ctx *OptionsClauseContext) {}

// ExitOptionsClause is called when production optionsClause is exited.
func (s *BaseCypherParserListener) ExitOptionsClause(ctx *OptionsClauseContext) {}

// EnterVariable is called when production variable is entered.
func (s *BaseCypherParserListener) EnterVariable(ctx *VariableContext) {}

// ExitVariable is called when production variable is exited.
func (s *BaseCypherParserListener) ExitVariable(ctx *VariableContext) {}

// EnterPropertyKeyName is called when production propertyKeyName is entered.
func (s *BaseCypherParserListener) EnterPropertyKeyName(ctx *PropertyKeyNameContext) {}

// ExitPropertyKeyName is called when production propertyKeyName is exited.
func (s *BaseCypherParserListener) ExitPropertyKeyName(ctx *PropertyKeyNameContext) {}

// EnterSymbolicName is called when production symbolicName is entered.
func (s *BaseCypherParserListener) EnterSymbolicName(ctx *SymbolicNameContext) {}

// ExitSymbolicName is called when production symbolicName is exited.
func (s *BaseCypherParserListener) ExitSymbolicName(ctx *SymbolicNameContext) {}

// EnterSoftKeyword is called when production softKeyword is entered.
func (s *BaseCypherParserListener) EnterSoftKeyword(ctx *SoftKeywordContext) {}

// ExitSoftKeyword is called when production softKeyword is exited.
func (s *BaseCypherParserListener) ExitSoftKeyword(ctx *SoftKeywordContext) {}
