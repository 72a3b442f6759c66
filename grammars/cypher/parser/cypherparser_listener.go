// Code generated from CypherParser.g4 by ANTLR 4.13.1. DO NOT EDIT.

package parser // CypherParser
import "github.com/antlr4-go/antlr/v4"

// CypherParserListener is a complete listener for a parse tree produced by CypherParser.
type CypherParserListener interface {
	antlr.ParseTreeListener

	// EnterScript is called when entering the script production.
	EnterScript(c *ScriptContext)

	// EnterStatement is called when entering the statement production.
	EnterStatement(c *StatementContext)

	// EnterQuery is called when entering the query production.
	EnterQuery(c *QueryContext)

	// EnterUnion is called when entering the union production.
	EnterUnion(c *UnionContext)

	// EnterSingleQuery is called when entering the singleQuery production.
	EnterSingleQuery(c *SingleQueryContext)

	// EnterClause is called when entering the clause production.
	EnterClause(c *ClauseContext)

	// EnterUseClause is called when entering the useClause production.
	EnterUseClause(c *UseClauseContext)

	// EnterMatchClause is called when entering the matchClause production.
	EnterMatchClause(c *MatchClauseContext)

	// EnterHint is called when entering the hint production.
	EnterHint(c *HintContext)

	// EnterWhereClause is called when entering the whereClause production.
	EnterWhereClause(c *WhereClauseContext)

	// EnterUnwindClause is called when entering the unwindClause production.
	EnterUnwindClause(c *UnwindClauseContext)

	// EnterWithClause is called when entering the withClause production.
	EnterWithClause(c *WithClauseContext)

	// EnterReturnClause is called when entering the returnClause production.
	EnterReturnClause(c *ReturnClauseContext)

	// EnterProjectionBody is called when entering the projectionBody production.
	EnterProjectionBody(c *ProjectionBodyContext)

	// EnterProjectionItems is called when entering the projectionItems production.
	EnterProjectionItems(c *ProjectionItemsContext)

	// EnterProjectionItem is called when entering the projectionItem production.
	EnterProjectionItem(c *ProjectionItemContext)

	// EnterOrderBy is called when entering the orderBy production.
	EnterOrderBy(c *OrderByContext)

	// EnterSortItem is called when entering the sortItem production.
	EnterSortItem(c *SortItemContext)

	// EnterSkip is called when entering the skip production.
	EnterSkip(c *SkipContext)

	// EnterLimit is called when entering the limit production.
	EnterLimit(c *LimitContext)

	// EnterStrayOrderClause is called when entering the strayOrderClause production.
	EnterStrayOrderClause(c *StrayOrderClauseContext)

	// EnterSubqueryCallClause is called when entering the subqueryCallClause production.
	EnterSubqueryCallClause(c *SubqueryCallClauseContext)

	// EnterInTransactions is called when entering the inTransactions production.
	EnterInTransactions(c *InTransactionsContext)

	// EnterTransactionOption is called when entering the transactionOption production.
	EnterTransactionOption(c *TransactionOptionContext)

	// EnterProcedureCallClause is called when entering the procedureCallClause production.
	EnterProcedureCallClause(c *ProcedureCallClauseContext)

	// EnterYieldClause is called when entering the yieldClause production.
	EnterYieldClause(c *YieldClauseContext)

	// EnterYieldItem is called when entering the yieldItem production.
	EnterYieldItem(c *YieldItemContext)

	// EnterCreateClause is called when entering the createClause production.
	EnterCreateClause(c *CreateClauseContext)

	// EnterMergeClause is called when entering the mergeClause production.
	EnterMergeClause(c *MergeClauseContext)

	// EnterMergeAction is called when entering the mergeAction production.
	EnterMergeAction(c *MergeActionContext)

	// EnterSetClause is called when entering the setClause production.
	EnterSetClause(c *SetClauseContext)

	// EnterSetItem is called when entering the setItem production.
	EnterSetItem(c *SetItemContext)

	// EnterPropertyExpression is called when entering the propertyExpression production.
	EnterPropertyExpression(c *PropertyExpressionContext)

	// EnterDeleteClause is called when entering the deleteClause production.
	EnterDeleteClause(c *DeleteClauseContext)

	// EnterRemoveClause is called when entering the removeClause production.
	EnterRemoveClause(c *RemoveClauseContext)

	// EnterRemoveItem is called when entering the removeItem production.
	EnterRemoveItem(c *RemoveItemContext)

	// EnterForeachClause is called when entering the foreachClause production.
	EnterForeachClause(c *ForeachClauseContext)

	// EnterLoadCsvClause is called when entering the loadCsvClause production.
	EnterLoadCsvClause(c *LoadCsvClauseContext)

	// EnterFinishClause is called when entering the finishClause production.
	EnterFinishClause(c *FinishClauseContext)

	// EnterPatternList is called when entering the patternList production.
	EnterPatternList(c *PatternListContext)

	// EnterPatternPart is called when entering the patternPart production.
	EnterPatternPart(c *PatternPartContext)

	// EnterPathSelector is called when entering the pathSelector production.
	EnterPathSelector(c *PathSelectorContext)

	// EnterPathPattern is called when entering the pathPattern production.
	EnterPathPattern(c *PathPatternContext)

	// EnterShortestPathPattern is called when entering the shortestPathPattern production.
	EnterShortestPathPattern(c *ShortestPathPatternContext)

	// EnterPathHead is called when entering the pathHead production.
	EnterPathHead(c *PathHeadContext)

	// EnterPathLink is called when entering the pathLink production.
	EnterPathLink(c *PathLinkContext)

	// EnterParenthesizedPath is called when entering the parenthesizedPath production.
	EnterParenthesizedPath(c *ParenthesizedPathContext)

	// EnterQuantifier is called when entering the quantifier production.
	EnterQuantifier(c *QuantifierContext)

	// EnterNodePattern is called when entering the nodePattern production.
	EnterNodePattern(c *NodePatternContext)

	// EnterBareLabel is called when entering the bareLabel production.
	EnterBareLabel(c *BareLabelContext)

	// EnterRelationshipPattern is called when entering the relationshipPattern production.
	EnterRelationshipPattern(c *RelationshipPatternContext)

	// EnterRelationshipDetail is called when entering the relationshipDetail production.
	EnterRelationshipDetail(c *RelationshipDetailContext)

	// EnterPathLength is called when entering the pathLength production.
	EnterPathLength(c *PathLengthContext)

	// EnterProperties is called when entering the properties production.
	EnterProperties(c *PropertiesContext)

	// EnterLabelExpression is called when entering the labelExpression production.
	EnterLabelExpression(c *LabelExpressionContext)

	// EnterLabelOr is called when entering the labelOr production.
	EnterLabelOr(c *LabelOrContext)

	// EnterLabelAnd is called when entering the labelAnd production.
	EnterLabelAnd(c *LabelAndContext)

	// EnterLabelNot is called when entering the labelNot production.
	EnterLabelNot(c *LabelNotContext)

	// EnterLabelAtom is called when entering the labelAtom production.
	EnterLabelAtom(c *LabelAtomContext)

	// EnterAndExpr is called when entering the AndExpr production.
	EnterAndExpr(c *AndExprContext)

	// EnterMultiplyExpr is called when entering the MultiplyExpr production.
	EnterMultiplyExpr(c *MultiplyExprContext)

	// EnterXorExpr is called when entering the XorExpr production.
	EnterXorExpr(c *XorExprContext)

	// EnterAddExpr is called when entering the AddExpr production.
	EnterAddExpr(c *AddExprContext)

	// EnterAtomExpr is called when entering the AtomExpr production.
	EnterAtomExpr(c *AtomExprContext)

	// EnterUnaryExpr is called when entering the UnaryExpr production.
	EnterUnaryExpr(c *UnaryExprContext)

	// EnterOrExpr is called when entering the OrExpr production.
	EnterOrExpr(c *OrExprContext)

	// EnterIndexExpr is called when entering the IndexExpr production.
	EnterIndexExpr(c *IndexExprContext)

	// EnterNullExpr is called when entering the NullExpr production.
	EnterNullExpr(c *NullExprContext)

	// EnterPowerExpr is called when entering the PowerExpr production.
	EnterPowerExpr(c *PowerExprContext)

	// EnterStringListExpr is called when entering the StringListExpr production.
	EnterStringListExpr(c *StringListExprContext)

	// EnterCompareExpr is called when entering the CompareExpr production.
	EnterCompareExpr(c *CompareExprContext)

	// EnterPropertyExpr is called when entering the PropertyExpr production.
	EnterPropertyExpr(c *PropertyExprContext)

	// EnterSliceExpr is called when entering the SliceExpr production.
	EnterSliceExpr(c *SliceExprContext)

	// EnterNotExpr is called when entering the NotExpr production.
	EnterNotExpr(c *NotExprContext)

	// EnterLabelExpr is called when entering the LabelExpr production.
	EnterLabelExpr(c *LabelExprContext)

	// EnterLiteralAtom is called when entering the LiteralAtom production.
	EnterLiteralAtom(c *LiteralAtomContext)

	// EnterParameterAtom is called when entering the ParameterAtom production.
	EnterParameterAtom(c *ParameterAtomContext)

	// EnterCaseAtom is called when entering the CaseAtom production.
	EnterCaseAtom(c *CaseAtomContext)

	// EnterCountStarAtom is called when entering the CountStarAtom production.
	EnterCountStarAtom(c *CountStarAtomContext)

	// EnterListComprehensionAtom is called when entering the ListComprehensionAtom production.
	EnterListComprehensionAtom(c *ListComprehensionAtomContext)

	// EnterPatternComprehensionAtom is called when entering the PatternComprehensionAtom production.
	EnterPatternComprehensionAtom(c *PatternComprehensionAtomContext)

	// EnterQuantifierAtom is called when entering the QuantifierAtom production.
	EnterQuantifierAtom(c *QuantifierAtomContext)

	// EnterReduceAtom is called when entering the ReduceAtom production.
	EnterReduceAtom(c *ReduceAtomContext)

	// EnterShortestPathAtom is called when entering the ShortestPathAtom production.
	EnterShortestPathAtom(c *ShortestPathAtomContext)

	// EnterPatternAtom is called when entering the PatternAtom production.
	EnterPatternAtom(c *PatternAtomContext)

	// EnterExistsAtom is called when entering the ExistsAtom production.
	EnterExistsAtom(c *ExistsAtomContext)

	// EnterCountAtom is called when entering the CountAtom production.
	EnterCountAtom(c *CountAtomContext)

	// EnterCollectAtom is called when entering the CollectAtom production.
	EnterCollectAtom(c *CollectAtomContext)

	// EnterMapProjectionAtom is called when entering the MapProjectionAtom production.
	EnterMapProjectionAtom(c *MapProjectionAtomContext)

	// EnterFunctionAtom is called when entering the FunctionAtom production.
	EnterFunctionAtom(c *FunctionAtomContext)

	// EnterParenAtom is called when entering the ParenAtom production.
	EnterParenAtom(c *ParenAtomContext)

	// EnterVariableAtom is called when entering the VariableAtom production.
	EnterVariableAtom(c *VariableAtomContext)

	// EnterSubqueryBody is called when entering the subqueryBody production.
	EnterSubqueryBody(c *SubqueryBodyContext)

	// EnterLiteral is called when entering the literal production.
	EnterLiteral(c *LiteralContext)

	// EnterListLiteral is called when entering the listLiteral production.
	EnterListLiteral(c *ListLiteralContext)

	// EnterMapLiteral is called when entering the mapLiteral production.
	EnterMapLiteral(c *MapLiteralContext)

	// EnterMapEntry is called when entering the mapEntry production.
	EnterMapEntry(c *MapEntryContext)

	// EnterMapProjectionItem is called when entering the mapProjectionItem production.
	EnterMapProjectionItem(c *MapProjectionItemContext)

	// EnterParameter is called when entering the parameter production.
	EnterParameter(c *ParameterContext)

	// EnterCaseExpression is called when entering the caseExpression production.
	EnterCaseExpression(c *CaseExpressionContext)

	// EnterCaseAlternative is called when entering the caseAlternative production.
	EnterCaseAlternative(c *CaseAlternativeContext)

	// EnterListComprehension is called when entering the listComprehension production.
	EnterListComprehension(c *ListComprehensionContext)

	// EnterPatternComprehension is called when entering the patternComprehension production.
	EnterPatternComprehension(c *PatternComprehensionContext)

	// EnterQuantifierExpression is called when entering the quantifierExpression production.
	EnterQuantifierExpression(c *QuantifierExpressionContext)

	// EnterReduceExpression is called when entering the reduceExpression production.
	EnterReduceExpression(c *ReduceExpressionContext)

	// EnterFunctionInvocation is called when entering the functionInvocation production.
	EnterFunctionInvocation(c *FunctionInvocationContext)

	// EnterQualifiedFunctionName is called when entering the qualifiedFunctionName production.
	EnterQualifiedFunctionName(c *QualifiedFunctionNameContext)

	// EnterFunctionName is called when entering the functionName production.
	EnterFunctionName(c *FunctionNameContext)

	// EnterQualifiedName is called when entering the qualifiedName production.
	EnterQualifiedName(c *QualifiedNameContext)

	// EnterSchemaCommand is called when entering the schemaCommand production.
	EnterSchemaCommand(c *SchemaCommandContext)

	// EnterIndexKind is called when entering the indexKind production.
	EnterIndexKind(c *IndexKindContext)

	// EnterConstraintKind is called when entering the constraintKind production.
	EnterConstraintKind(c *ConstraintKindContext)

	// EnterPropertyList is called when entering the propertyList production.
	EnterPropertyList(c *PropertyListContext)

	// EnterOptionsClause is called when entering the optionsClause production.
	EnterOptionsClause(c *OptionsClauseContext)

	// EnterVariable is called when entering the variable production.
	EnterVariable(c *VariableContext)

	// EnterPropertyKeyName is called when entering the propertyKeyName production.
	EnterPropertyKeyName(c *PropertyKeyNameContext)

	// EnterSymbolicName is called when entering the symbolicName production.
	EnterSymbolicName(c *SymbolicNameContext)

	// EnterSoftKeyword is called when entering the softKeyword production.
	EnterSoftKeyword(c *SoftKeywordContext)

	// ExitScript is called when exiting the script production.
	ExitScript(c *ScriptContext)

	// ExitStatement is called when exiting the statement production.
	ExitStatement(c *StatementContext)

	// ExitQuery is called when exiting the query production.
	ExitQuery(c *QueryContext)

	// ExitUnion is called when exiting the union production.
	ExitUnion(c *UnionContext)

	// ExitSingleQuery is called when exiting the singleQuery production.
	ExitSingleQuery(c *SingleQueryContext)

	// ExitClause is called when exiting the clause production.
	ExitClause(c *ClauseContext)

	// ExitUseClause is called when exiting the useClause production.
	ExitUseClause(c *UseClauseContext)

	// ExitMatchClause is called when exiting the matchClause production.
	ExitMatchClause(c *MatchClauseContext)

	// ExitHint is called when exiting the hint production.
	ExitHint(c *HintContext)

	// ExitWhereClause is called when exiting the whereClause production.
	ExitWhereClause(c *WhereClauseContext)

	// ExitUnwindClause is called when exiting the unwindClause production.
	ExitUnwindClause(c *UnwindClauseContext)

	// ExitWithClause is called when exiting the withClause production.
	ExitWithClause(c *WithClauseContext)

	// ExitReturnClause is called when exiting the returnClause production.
	ExitReturnClause(c *ReturnClauseContext)

	// ExitProjectionBody is called when exiting the projectionBody production.
	ExitProjectionBody(c *ProjectionBodyContext)

	// ExitProjectionItems is called when exiting the projectionItems production.
	ExitProjectionItems(c *ProjectionItemsContext)

	// ExitProjectionItem is called when exiting the projectionItem production.
	ExitProjectionItem(c *ProjectionItemContext)

	// ExitOrderBy is called when exiting the orderBy production.
	ExitOrderBy(c *OrderByContext)

	// ExitSortItem is called when exiting the sortItem production.
	ExitSortItem(c *SortItemContext)

	// ExitSkip is called when exiting the skip production.
	ExitSkip(c *SkipContext)

	// ExitLimit is called when exiting the limit production.
	ExitLimit(c *LimitContext)

	// ExitStrayOrderClause is called when exiting the strayOrderClause production.
	ExitStrayOrderClause(c *StrayOrderClauseContext)

	// ExitSubqueryCallClause is called when exiting the subqueryCallClause production.
	ExitSubqueryCallClause(c *SubqueryCallClauseContext)

	// ExitInTransactions is called when exiting the inTransactions production.
	ExitInTransactions(c *InTransactionsContext)

	// ExitTransactionOption is called when exiting the transactionOption production.
	ExitTransactionOption(c *TransactionOptionContext)

	// ExitProcedureCallClause is called when exiting the procedureCallClause production.
	ExitProcedureCallClause(c *ProcedureCallClauseContext)

	// ExitYieldClause is called when exiting the yieldClause production.
	ExitYieldClause(c *YieldClauseContext)

	// ExitYieldItem is called when exiting the yieldItem production.
	ExitYieldItem(c *YieldItemContext)

	// ExitCreateClause is called when exiting the createClause production.
	ExitCreateClause(c *CreateClauseContext)

	// ExitMergeClause is called when exiting the mergeClause production.
	ExitMergeClause(c *MergeClauseContext)

	// ExitMergeAction is called when exiting the mergeAction production.
	ExitMergeAction(c *MergeActionContext)

	// ExitSetClause is called when exiting the setClause production.
	ExitSetClause(c *SetClauseContext)

	// ExitSetItem is called when exiting the setItem production.
	ExitSetItem(c *SetItemContext)

	// ExitPropertyExpression is called when exiting the propertyExpression production.
	ExitPropertyExpression(c *PropertyExpressionContext)

	// ExitDeleteClause is called when exiting the deleteClause production.
	ExitDeleteClause(c *DeleteClauseContext)

	// ExitRemoveClause is called when exiting the removeClause production.
	ExitRemoveClause(c *RemoveClauseContext)

	// ExitRemoveItem is called when exiting the removeItem production.
	ExitRemoveItem(c *RemoveItemContext)

	// ExitForeachClause is called when exiting the foreachClause production.
	ExitForeachClause(c *ForeachClauseContext)

	// ExitLoadCsvClause is called when exiting the loadCsvClause production.
	ExitLoadCsvClause(c *LoadCsvClauseContext)

	// ExitFinishClause is called when exiting the finishClause production.
	ExitFinishClause(c *FinishClauseContext)

	// ExitPatternList is called when exiting the patternList production.
	ExitPatternList(c *PatternListContext)

	// ExitPatternPart is called when exiting the patternPart production.
	ExitPatternPart(c *PatternPartContext)

	// ExitPathSelector is called when exiting the pathSelector production.
	ExitPathSelector(c *PathSelectorContext)

	// ExitPathPattern is called when exiting the pathPattern production.
	ExitPathPattern(c *PathPatternContext)

	// ExitShortestPathPattern is called when exiting the shortestPathPattern production.
	ExitShortestPathPattern(c *ShortestPathPatternContext)

	// ExitPathHead is called when exiting the pathHead production.
	ExitPathHead(c *PathHeadContext)

	// ExitPathLink is called when exiting the pathLink production.
	ExitPathLink(c *PathLinkContext)

	// ExitParenthesizedPath is called when exiting the parenthesizedPath production.
	ExitParenthesizedPath(c *ParenthesizedPathContext)

	// ExitQuantifier is called when exiting the quantifier production.
	ExitQuantifier(c *QuantifierContext)

	// ExitNodePattern is called when exiting the nodePattern production.
	ExitNodePattern(c *NodePatternContext)

	// ExitBareLabel is called when exiting the bareLabel production.
	ExitBareLabel(c *BareLabelContext)

	// ExitRelationshipPattern is called when exiting the relationshipPattern production.
	ExitRelationshipPattern(c *RelationshipPatternContext)

	// ExitRelationshipDetail is called when exiting the relationshipDetail production.
	ExitRelationshipDetail(c *RelationshipDetailContext)

	// ExitPathLength is called when exiting the pathLength production.
	ExitPathLength(c *PathLengthContext)

	// ExitProperties is called when exiting the properties production.
	ExitProperties(c *PropertiesContext)

	// ExitLabelExpression is called when exiting the labelExpression production.
	ExitLabelExpression(c *LabelExpressionContext)

	// ExitLabelOr is called when exiting the labelOr production.
	ExitLabelOr(c *LabelOrContext)

	// ExitLabelAnd is called when exiting the labelAnd production.
	ExitLabelAnd(c *LabelAndContext)

	// ExitLabelNot is called when exiting the labelNot production.
	ExitLabelNot(c *LabelNotContext)

	// ExitLabelAtom is called when exiting the labelAtom production.
	ExitLabelAtom(c *LabelAtomContext)

	// ExitAndExpr is called when exiting the AndExpr production.
	ExitAndExpr(c *AndExprContext)

	// ExitMultiplyExpr is called when exiting the MultiplyExpr production.
	ExitMultiplyExpr(c *MultiplyExprContext)

	// ExitXorExpr is called when exiting the XorExpr production.
	ExitXorExpr(c *XorExprContext)

	// ExitAddExpr is called when exiting the AddExpr production.
	ExitAddExpr(c *AddExprContext)

	// ExitAtomExpr is called when exiting the AtomExpr production.
	ExitAtomExpr(c *AtomExprContext)

	// ExitUnaryExpr is called when exiting the UnaryExpr production.
	ExitUnaryExpr(c *UnaryExprContext)

	// ExitOrExpr is called when exiting the OrExpr production.
	ExitOrExpr(c *OrExprContext)

	// ExitIndexExpr is called when exiting the IndexExpr production.
	ExitIndexExpr(c *IndexExprContext)

	// ExitNullExpr is called when exiting the NullExpr production.
	ExitNullExpr(c *NullExprContext)

	// ExitPowerExpr is called when exiting the PowerExpr production.
	ExitPowerExpr(c *PowerExprContext)

	// ExitStringListExpr is called when exiting the StringListExpr production.
	ExitStringListExpr(c *StringListExprContext)

	// ExitCompareExpr is called when exiting the CompareExpr production.
	ExitCompareExpr(c *CompareExprContext)

	// ExitPropertyExpr is called when exiting the PropertyExpr production.
	ExitPropertyExpr(c *PropertyExprContext)

	// ExitSliceExpr is called when exiting the SliceExpr production.
	ExitSliceExpr(c *SliceExprContext)

	// ExitNotExpr is called when exiting the NotExpr production.
	ExitNotExpr(c *NotExprContext)

	// ExitLabelExpr is called when exiting the LabelExpr production.
	ExitLabelExpr(c *LabelExprContext)

	// ExitLiteralAtom is called when exiting the LiteralAtom production.
	ExitLiteralAtom(c *LiteralAtomContext)

	// ExitParameterAtom is called when exiting the ParameterAtom production.
	ExitParameterAtom(c *ParameterAtomContext)

	// ExitCaseAtom is called when exiting the CaseAtom production.
	ExitCaseAtom(c *CaseAtomContext)

	// ExitCountStarAtom is called when exiting the CountStarAtom production.
	ExitCountStarAtom(c *CountStarAtomContext)

	// ExitListComprehensionAtom is called when exiting the ListComprehensionAtom production.
	ExitListComprehensionAtom(c *ListComprehensionAtomContext)

	// ExitPatternComprehensionAtom is called when exiting the PatternComprehensionAtom production.
	ExitPatternComprehensionAtom(c *PatternComprehensionAtomContext)

	// ExitQuantifierAtom is called when exiting the QuantifierAtom production.
	ExitQuantifierAtom(c *QuantifierAtomContext)

	// ExitReduceAtom is called when exiting the ReduceAtom production.
	ExitReduceAtom(c *ReduceAtomContext)

	// ExitShortestPathAtom is called when exiting the ShortestPathAtom production.
	ExitShortestPathAtom(c *ShortestPathAtomContext)

	// ExitPatternAtom is called when exiting the PatternAtom production.
	ExitPatternAtom(c *PatternAtomContext)

	// ExitExistsAtom is called when exiting the ExistsAtom production.
	ExitExistsAtom(c *ExistsAtomContext)

	// ExitCountAtom is called when exiting the CountAtom production.
	ExitCountAtom(c *CountAtomContext)

	// ExitCollectAtom is called when exiting the CollectAtom production.
	ExitCollectAtom(c *CollectAtomContext)

	// ExitMapProjectionAtom is called when exiting the MapProjectionAtom production.
	ExitMapProjectionAtom(c *MapProjectionAtomContext)

	// ExitFunctionAtom is called when exiting the FunctionAtom production.
	ExitFunctionAtom(c *FunctionAtomContext)

	// ExitParenAtom is called when exiting the ParenAtom production.
	ExitParenAtom(c *ParenAtomContext)

	// ExitVariableAtom is called when exiting the VariableAtom production.
	ExitVariableAtom(c *VariableAtomContext)

	// ExitSubqueryBody is called when exiting the subqueryBody production.
	ExitSubqueryBody(c *SubqueryBodyContext)

	// ExitLiteral is called when exiting the literal production.
	ExitLiteral(c *LiteralContext)

	// ExitListLiteral is called when exiting the listLiteral production.
	ExitListLiteral(c *ListLiteralContext)

	// ExitMapLiteral is called when exiting the mapLiteral production.
	ExitMapLiteral(c *MapLiteralContext)

	// ExitMapEntry is called when exiting the mapEntry production.
	ExitMapEntry(c *MapEntryContext)

	// ExitMapProjectionItem is called when exiting the mapProjectionItem production.
	ExitMapProjectionItem(c *MapProjectionItemContext)

	// ExitParameter is called when exiting the parameter production.
	ExitParameter(c *ParameterContext)

	// ExitCaseExpression is called when exiting the caseExpression production.
	ExitCaseExpression(c *CaseExpressionContext)

	// ExitCaseAlternative is called when exiting the caseAlternative production.
	ExitCaseAlternative(c *CaseAlternativeContext)

	// ExitListComprehension is called when exiting the listComprehension production.
	ExitListComprehension(c *ListComprehensionContext)

	// ExitPatternComprehension is called when exiting the patternComprehension production.
	ExitPatternComprehension(c *PatternComprehensionContext)

	// ExitQuantifierExpression is called when exiting the quantifierExpression production.
	ExitQuantifierExpression(c *QuantifierExpressionContext)

	// ExitReduceExpression is called when exiting the reduceExpression production.
	ExitReduceExpression(c *ReduceExpressionContext)

	// ExitFunctionInvocation is called when exiting the functionInvocation production.
	ExitFunctionInvocation(c *FunctionInvocationContext)

	// ExitQualifiedFunctionName is called when exiting the qualifiedFunctionName production.
	ExitQualifiedFunctionName(c *QualifiedFunctionNameContext)

	// ExitFunctionName is called when exiting the functionName production.
	ExitFunctionName(c *FunctionNameContext)

	// ExitQualifiedName is called when exiting the qualifiedName production.
	ExitQualifiedName(c *QualifiedNameContext)

	// ExitSchemaCommand is called when exiting the schemaCommand production.
	ExitSchemaCommand(c *SchemaCommandContext)

	// ExitIndexKind is called when exiting the indexKind production.
	ExitIndexKind(c *IndexKindContext)

	// ExitConstraintKind is called when exiting the constraintKind production.
	ExitConstraintKind(c *ConstraintKindContext)

	// ExitPropertyList is called when exiting the propertyList production.
	ExitPropertyList(c *PropertyListContext)

	// ExitOptionsClause is called when exiting the optionsClause production.
	ExitOptionsClause(c *OptionsClauseContext)

	// ExitVariable is called when exiting the variable production.
	ExitVariable(c *VariableContext)

	// ExitPropertyKeyName is called when exiting the propertyKeyName production.
	ExitPropertyKeyName(c *PropertyKeyNameContext)

	// ExitSymbolicName is called when exiting the symbolicName production.
	ExitSymbolicName(c *SymbolicNameContext)

	// ExitSoftKeyword is called when exiting the softKeyword production.
	ExitSoftKeyword(c *SoftKeywordContext)
}
