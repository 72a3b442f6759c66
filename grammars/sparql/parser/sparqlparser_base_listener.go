// Code generated from SparqlParser.g4 by ANTLR 4.13.1. DO NOT EDIT.

package parser // SparqlParser
import "github.com/antlr4-go/antlr/v4"

// BaseSparqlParserListener is a complete listener for a parse tree produced by SparqlParser.
type BaseSparqlParserListener struct{}

var _ SparqlParserListener = &BaseSparqlParserListener{}

// VisitTerminal is called when a terminal node is visited.
func (s *BaseSparqlParserListener) VisitTerminal(node antlr.TerminalNode) {}

// VisitErrorNode is called when an error node is visited.
func (s *BaseSparqlParserListener) VisitErrorNode(node antlr.ErrorNode) {}

// EnterEveryRule is called when any rule is entered.
func (s *BaseSparqlParserListener) EnterEveryRule(ctx antlr.ParserRuleContext) {}

// ExitEveryRule is called when any rule is exited.
func (s *BaseSparqlParserListener) ExitEveryRule(ctx antlr.ParserRuleContext) {}

// EnterSparql is called when production sparql is entered.
func (s *BaseSparqlParserListener) EnterSparql(ctx *SparqlContext) {}

// ExitSparql is called when production sparql is exited.
func (s *BaseSparqlParserListener) ExitSparql(ctx *SparqlContext) {}

// EnterQuery is called when production query is entered.
func (s *BaseSparqlParserListener) EnterQuery(ctx *QueryContext) {}

// ExitQuery is called when production query is exited.
func (s *BaseSparqlParserListener) ExitQuery(ctx *QueryContext) {}

// EnterPrologue is called when production prologue is entered.
func (s *BaseSparqlParserListener) EnterPrologue(ctx *PrologueContext) {}

// ExitPrologue is called when production prologue is exited.
func (s *BaseSparqlParserListener) ExitPrologue(ctx *PrologueContext) {}

// EnterBaseDecl is called when production baseDecl is entered.
func (s *BaseSparqlParserListener) EnterBaseDecl(ctx *BaseDeclContext) {}

// ExitBaseDecl is called when production baseDecl is exited.
func (s *BaseSparqlParserListener) ExitBaseDecl(ctx *BaseDeclContext) {}

// EnterPrefixDecl is called when production prefixDecl is entered.
func (s *BaseSparqlParserListener) EnterPrefixDecl(ctx *PrefixDeclContext) {}

// ExitPrefixDecl is called when production prefixDecl is exited.
func (s *BaseSparqlParserListener) ExitPrefixDecl(ctx *PrefixDeclContext) {}

// EnterSelectQuery is called when production selectQuery is entered.
func (s *BaseSparqlParserListener) EnterSelectQuery(ctx *SelectQueryContext) {}

// ExitSelectQuery is called when production selectQuery is exited.
func (s *BaseSparqlParserListener) ExitSelectQuery(ctx *SelectQueryContext) {}

// EnterSubSelect is called when production subSelect is entered.
func (s *BaseSparqlParserListener) EnterSubSelect(ctx *SubSelectContext) {}

// ExitSubSelect is called when production subSelect is exited.
func (s *BaseSparqlParserListener) ExitSubSelect(ctx *SubSelectContext) {}

// EnterSelectClause is called when production selectClause is entered.
func (s *BaseSparqlParserListener) EnterSelectClause(ctx *SelectClauseContext) {}

// ExitSelectClause is called when production selectClause is exited.
func (s *BaseSparqlParserListener) ExitSelectClause(ctx *SelectClauseContext) {}

// EnterSelectItem is called when production selectItem is entered.
func (s *BaseSparqlParserListener) EnterSelectItem(ctx *SelectItemContext) {}

// ExitSelectItem is called when production selectItem is exited.
func (s *BaseSparqlParserListener) ExitSelectItem(ctx *SelectItemContext) {}

// EnterConstructQuery is called when production constructQuery is entered.
func (s *BaseSparqlParserListener) EnterConstructQuery(ctx *ConstructQueryContext) {}

// ExitConstructQuery is called when production constructQuery is exited.
func (s *BaseSparqlParserListener) ExitConstructQuery(ctx *ConstructQueryContext) {}

// EnterDescribeQuery is called when production describeQuery is entered.
func (s *BaseSparqlParserListener) EnterDescribeQuery(ctx *DescribeQueryContext) {}

// ExitDescribeQuery is called when production describeQuery is exited.
func (s *BaseSparqlParserListener) ExitDescribeQuery(ctx *DescribeQueryContext) {}

// EnterAskQuery is called when production askQuery is entered.
func (s *BaseSparqlParserListener) EnterAskQuery(ctx *AskQueryContext) {}

// ExitAskQuery is called when production askQuery is exited.
func (s *BaseSparqlParserListener) ExitAskQuery(ctx *AskQueryContext) {}

// EnterDatasetClause is called when production datasetClause is entered.
func (s *BaseSparqlParserListener) EnterDatasetClause(ctx *DatasetClauseContext) {}

// ExitDatasetClause is called when production datasetClause is exited.
func (s *BaseSparqlParserListener) ExitDatasetClause(ctx *DatasetClauseContext) {}

// EnterDefaultGraphClause is called when production defaultGraphClause is entered.
func (s *BaseSparqlParserListener) EnterDefaultGraphClause(ctx *DefaultGraphClauseContext) {}

// ExitDefaultGraphClause is called when production defaultGraphClause is exited.
func (s *BaseSparqlParserListener) ExitDefaultGraphClause(ctx *DefaultGraphClauseContext) {}

// EnterNamedGraphClause is called when production namedGraphClause is entered.
func (s *BaseSparqlParserListener) EnterNamedGraphClause(ctx *NamedGraphClauseContext) {}

// ExitNamedGraphClause is called when production namedGraphClause is exited.
func (s *BaseSparqlParserListener) ExitNamedGraphClause(ctx *NamedGraphClauseContext) {}

// EnterSourceSelector is called when production sourceSelector is entered.
func (s *BaseSparqlParserListener) EnterSourceSelector(ctx *SourceSelectorContext) {}

// ExitSourceSelector is called when production sourceSelector is exited.
func (s *BaseSparqlParserListener) ExitSourceSelector(ctx *SourceSelectorContext) {}

// EnterWhereClause is called when production whereClause is entered.
func (s *BaseSparqlParserListener) EnterWhereClause(ctx *WhereClauseContext) {}

// ExitWhereClause is called when production whereClause is exited.
func (s *BaseSparqlParserListener) ExitWhereClause(ctx *WhereClauseContext) {}

// EnterSolutionModifier is called when production solutionModifier is entered.
func (s *BaseSparqlParserListener) EnterSolutionModifier(ctx *SolutionModifierContext) {}

// ExitSolutionModifier is called when production solutionModifier is exited.
func (s *BaseSparqlParserListener) ExitSolutionModifier(ctx *SolutionModifierContext) {}

// EnterGroupClause is called when production groupClause is entered.
func (s *BaseSparqlParserListener) EnterGroupClause(ctx *GroupClauseContext) {}

// ExitGroupClause is called when production groupClause is exited.
func (s *BaseSparqlParserListener) ExitGroupClause(ctx *GroupClauseContext) {}

// EnterGroupCondition is called when production groupCondition is entered.
func (s *BaseSparqlParserListener) EnterGroupCondition(ctx *GroupConditionContext) {}

// ExitGroupCondition is called when production groupCondition is exited.
func (s *BaseSparqlParserListener) ExitGroupCondition(ctx *GroupConditionContext) {}

// EnterHavingClause is called when production havingClause is entered.
func (s *BaseSparqlParserListener) EnterHavingClause(ctx *HavingClauseContext) {}

// ExitHavingClause is called when production havingClause is exited.
func (s *BaseSparqlParserListener) ExitHavingClause(ctx *HavingClauseContext) {}

// EnterHavingCondition is called when production havingCondition is entered.
func (s *BaseSparqlParserListener) EnterHavingCondition(ctx *HavingConditionContext) {}

// ExitHavingCondition is called when production havingCondition is exited.
func (s *BaseSparqlParserListener) ExitHavingCondition(ctx *HavingConditionContext) {}

// EnterOrderClause is called when production orderClause is entered.
func (s *BaseSparqlParserListener) EnterOrderClause(ctx *OrderClauseContext) {}

// ExitOrderClause is called when production orderClause is exited.
func (s *BaseSparqlParserListener) ExitOrderClause(ctx *OrderClauseContext) {}

// EnterOrderCondition is called when production orderCondition is entered.
func (s *BaseSparqlParserListener) EnterOrderCondition(ctx *OrderConditionContext) {}

// ExitOrderCondition is called when production orderCondition is exited.
func (s *BaseSparqlParserListener) ExitOrderCondition(ctx *OrderConditionContext) {}

// EnterLimitOffsetClauses is called when production limitOffsetClauses is entered.
func (s *BaseSparqlParserListener) EnterLimitOffsetClauses(ctx *LimitOffsetClausesContext) {}

// ExitLimitOffsetClauses is called when production limitOffsetClauses is exited.
func (s *BaseSparqlParserListener) ExitLimitOffsetClauses(ctx *LimitOffsetClausesContext) {}

// EnterLimitClause is called when production limitClause is entered.
func (s *BaseSparqlParserListener) EnterLimitClause(ctx *LimitClauseContext) {}

// ExitLimitClause is called when production limitClause is exited.
func (s *BaseSparqlParserListener) ExitLimitClause(ctx *LimitClauseContext) {}

// EnterOffsetClause is called when production offsetClause is entered.
func (s *BaseSparqlParserListener) EnterOffsetClause(ctx *OffsetClauseContext) {}

// ExitOffsetClause is called when production offsetClause is exited.
func (s *BaseSparqlParserListener) ExitOffsetClause(ctx *OffsetClauseContext) {}

// EnterValuesClause is called when production valuesClause is entered.
func (s *BaseSparqlParserListener) EnterValuesClause(ctx *ValuesClauseContext) {}

// ExitValuesClause is called when production valuesClause is exited.
func (s *BaseSparqlParserListener) ExitValuesClause(ctx *ValuesClauseContext) {}

// EnterUpdate is called when production update is entered.
func (s *BaseSparqlParserListener) EnterUpdate(ctx *UpdateContext) {}

// ExitUpdate is called when production update is exited.
func (s *BaseSparqlParserListener) ExitUpdate(ctx *UpdateContext) {}

// EnterUpdate1 is called when production update1 is entered.
func (s *BaseSparqlParserListener) EnterUpdate1(ctx *Update1Context) {}

// ExitUpdate1 is called when production update1 is exited.
func (s *BaseSparqlParserListener) ExitUpdate1(ctx *Update1Context) {}

// EnterLoad is called when production load is entered.
func (s *BaseSparqlParserListener) EnterLoad(ctx *LoadContext) {}

// ExitLoad is called when production load is exited.
func (s *BaseSparqlParserListener) ExitLoad(ctx *LoadContext) {}

// EnterClear is called when production clear is entered.
func (s *BaseSparqlParserListener) EnterClear(ctx *ClearContext) {}

// ExitClear is called when production clear is exited.
func (s *BaseSparqlParserListener) ExitClear(ctx *ClearContext) {}

// EnterDrop is called when production drop is entered.
func (s *BaseSparqlParserListener) EnterDrop(ctx *DropContext) {}

// ExitDrop is called when production drop is exited.
func (s *BaseSparqlParserListener) ExitDrop(ctx *DropContext) {}

// EnterCreate is called when production create is entered.
func (s *BaseSparqlParserListener) EnterCreate(ctx *CreateContext) {}

// ExitCreate is called when production create is exited.
func (s *BaseSparqlParserListener) ExitCreate(ctx *CreateContext) {}

// EnterAdd is called when production add is entered.
func (s *BaseSparqlParserListener) EnterAdd(ctx *AddContext) {}

// ExitAdd is called when production add is exited.
func (s *BaseSparqlParserListener) ExitAdd(ctx *AddContext) {}

// EnterMove is called when production move is entered.
func (s *BaseSparqlParserListener) EnterMove(ctx *MoveContext) {}

// ExitMove is called when production move is exited.
func (s *BaseSparqlParserListener) ExitMove(ctx *MoveContext) {}

// EnterCopy is called when production copy is entered.
func (s *BaseSparqlParserListener) EnterCopy(ctx *CopyContext) {}

// ExitCopy is called when production copy is exited.
func (s *BaseSparqlParserListener) ExitCopy(ctx *CopyContext) {}

// EnterInsertData is called when production insertData is entered.
func (s *BaseSparqlParserListener) EnterInsertData(ctx *InsertDataContext) {}

// ExitInsertData is called when production insertData is exited.
func (s *BaseSparqlParserListener) ExitInsertData(ctx *InsertDataContext) {}

// EnterDeleteData is called when production deleteData is entered.
func (s *BaseSparqlParserListener) EnterDeleteData(ctx *DeleteDataContext) {}

// ExitDeleteData is called when production deleteData is exited.
func (s *BaseSparqlParserListener) ExitDeleteData(ctx *DeleteDataContext) {}

// EnterDeleteWhere is called when production deleteWhere is entered.
func (s *BaseSparqlParserListener) EnterDeleteWhere(ctx *DeleteWhereContext) {}

// ExitDeleteWhere is called when production deleteWhere is exited.
func (s *BaseSparqlParserListener) ExitDeleteWhere(ctx *DeleteWhereContext) {}

// EnterModify is called when production modify is entered.
func (s *BaseSparqlParserListener) EnterModify(ctx *ModifyContext) {}

// ExitModify is called when production modify is exited.
func (s *BaseSparqlParserListener) ExitModify(ctx *ModifyContext) {}

// EnterDeleteClause is called when production deleteClause is entered.
func (s *BaseSparqlParserListener) EnterDeleteClause(ctx *DeleteClauseContext) {}

// ExitDeleteClause is called when production deleteClause is exited.
func (s *BaseSparqlParserListener) ExitDeleteClause(ctx *DeleteClauseContext) {}

// EnterInsertClause is called when production insertClause is entered.
func (s *BaseSparqlParserListener) EnterInsertClause(ctx *InsertClauseContext) {}

// ExitInsertClause is called when production insertClause is exited.
func (s *BaseSparqlParserListener) ExitInsertClause(ctx *InsertClauseContext) {}

// EnterUsingClause is called when production usingClause is entered.
func (s *BaseSparqlParserListener) EnterUsingClause(ctx *UsingClauseContext) {}

// ExitUsingClause is called when production usingClause is exited.
func (s *BaseSparqlParserListener) ExitUsingClause(ctx *UsingClauseContext) {}

// EnterGraphOrDefault is called when production graphOrDefault is entered.
func (s *BaseSparqlParserListener) EnterGraphOrDefault(ctx *GraphOrDefaultContext) {}

// ExitGraphOrDefault is called when production graphOrDefault is exited.
func (s *BaseSparqlParserListener) ExitGraphOrDefault(ctx *GraphOrDefaultContext) {}

// EnterGraphRef is called when production graphRef is entered.
func (s *BaseSparqlParserListener) EnterGraphRef(ctx *GraphRefContext) {}

// ExitGraphRef is called when production graphRef is exited.
func (s *BaseSparqlParserListener) ExitGraphRef(ctx *GraphRefContext) {}

// EnterGraphRefAll is called when production graphRefAll is entered.
func (s *BaseSparqlParserListener) EnterGraphRefAll(ctx *GraphRefAllContext) {}

// ExitGraphRefAll is called when production graphRefAll is exited.
func (s *BaseSparqlParserListener) ExitGraphRefAll(ctx *GraphRefAllContext) {}

// EnterQuadPattern is called when production quadPattern is entered.
func (s *BaseSparqlParserListener) EnterQuadPattern(ctx *QuadPatternContext) {}

// ExitQuadPattern is called when production quadPattern is exited.
func (s *BaseSparqlParserListener) ExitQuadPattern(ctx *QuadPatternContext) {}

// EnterQuadData is called when production quadData is entered.
func (s *BaseSparqlParserListener) EnterQuadData(ctx *QuadDataContext) {}

// ExitQuadData is called when production quadData is exited.
func (s *BaseSparqlParserListener) ExitQuadData(ctx *QuadDataContext) {}

// EnterQuads is called when production quads is entered.
func (s *BaseSparqlParserListener) EnterQuads(ctx *QuadsContext) {}

// ExitQuads is called when production quads is exited.
func (s *BaseSparqlParserListener) ExitQuads(ctx *QuadsContext) {}

// EnterQuadsNotTriples is called when production quadsNotTriples is entered.
func (s *BaseSparqlParserListener) EnterQuadsNotTriples(ctx *QuadsNotTriplesContext) {}

// ExitQuadsNotTriples is called when production quadsNotTriples is exited.
func (s *BaseSparqlParserListener) ExitQuadsNotTriples(ctx *QuadsNotTriplesContext) {}

// EnterTriplesTemplate is called when production triplesTemplate is entered.
func (s *BaseSparqlParserListener) EnterTriplesTemplate(ctx *TriplesTemplateContext) {}

// ExitTriplesTemplate is called when production triplesTemplate is exited.
func (s *BaseSparqlParserListener) ExitTriplesTemplate(ctx *TriplesTemplateContext) {}

// EnterGroupGraphPattern is called when production groupGraphPattern is entered.
func (s *BaseSparqlParserListener) EnterGroupGraphPattern(ctx *GroupGraphPatternContext) {}

// ExitGroupGraphPattern is called when production groupGraphPattern is exited.
func (s *BaseSparqlParserListener) ExitGroupGraphPattern(ctx *GroupGraphPatternContext) {}

// EnterGroupGraphPatternSub is called when production groupGraphPatternSub is entered.
func (s *BaseSparqlParserListener) EnterGroupGraphPatternSub(ctx *GroupGraphPatternSubContext) {}

// ExitGroupGraphPatternSub is called when production groupGraphPatternSub is exited.
func (s *BaseSparqlParserListener) ExitGroupGraphPatternSub(ctx *GroupGraphPatternSubContext) {}

// EnterTriplesBlock is called when production triplesBlock is entered.
func (s *BaseSparqlParserListener) EnterTriplesBlock(ctx *TriplesBlockContext) {}

// ExitTriplesBlock is called when production triplesBlock is exited.
func (s *BaseSparqlParserListener) ExitTriplesBlock(ctx *TriplesBlockContext) {}

// EnterGraphPatternNotTriples is called when production graphPatternNotTriples is entered.
func (s *BaseSparqlParserListener) EnterGraphPatternNotTriples(ctx *GraphPatternNotTriplesContext) {}

// ExitGraphPatternNotTriples is called when production graphPatternNotTriples is exited.
func (s *BaseSparqlParserListener) ExitGraphPatternNotTriples(ctx *GraphPatternNotTriplesContext) {}

// EnterOptionalGraphPattern is called when production optionalGraphPattern is entered.
func (s *BaseSparqlParserListener) EnterOptionalGraphPattern(ctx *OptionalGraphPatternContext) {}

// ExitOptionalGraphPattern is called when production optionalGraphPattern is exited.
func (s *BaseSparqlParserListener) ExitOptionalGraphPattern(ctx *OptionalGraphPatternContext) {}

// EnterGraphGraphPattern is called when production graphGraphPattern is entered.
func (s *BaseSparqlParserListener) EnterGraphGraphPattern(ctx *GraphGraphPatternContext) {}

// ExitGraphGraphPattern is called when production graphGraphPattern is exited.
func (s *BaseSparqlParserListener) ExitGraphGraphPattern(ctx *GraphGraphPatternContext) {}

// EnterServiceGraphPattern is called when production serviceGraphPattern is entered.
func (s *BaseSparqlParserListener) EnterServiceGraphPattern(ctx *ServiceGraphPatternContext) {}

// ExitServiceGraphPattern is called when production serviceGraphPattern is exited.
func (s *BaseSparqlParserListener) ExitServiceGraphPattern(ctx *ServiceGraphPatternContext) {}

// EnterBind is called when production bind is entered.
func (s *BaseSparqlParserListener) EnterBind(ctx *BindContext) {}

// ExitBind is called when production bind is exited.
func (s *BaseSparqlParserListener) ExitBind(ctx *BindContext) {}

// EnterInlineData is called when production inlineData is entered.
func (s *BaseSparqlParserListener) EnterInlineData(ctx *InlineDataContext) {}

// ExitInlineData is called when production inlineData is exited.
func (s *BaseSparqlParserListener) ExitInlineData(ctx *InlineDataContext) {}

// EnterDataBlock is called when production dataBlock is entered.
func (s *BaseSparqlParserListener) EnterDataBlock(ctx *DataBlockContext) {}

// ExitDataBlock is called when production dataBlock is exited.
func (s *BaseSparqlParserListener) ExitDataBlock(ctx *DataBlockContext) {}

// EnterInlineDataOneVar is called when production inlineDataOneVar is entered.
func (s *BaseSparqlParserListener) EnterInlineDataOneVar(ctx *InlineDataOneVarContext) {}

// ExitInlineDataOneVar is called when production inlineDataOneVar is exited.
func (s *BaseSparqlParserListener) ExitInlineDataOneVar(ctx *InlineDataOneVarContext) {}

// EnterInlineDataFull is called when production inlineDataFull is entered.
func (s *BaseSparqlParserListener) EnterInlineDataFull(ctx *InlineDataFullContext) {}

// ExitInlineDataFull is called when production inlineDataFull is exited.
func (s *BaseSparqlParserListener) ExitInlineDataFull(ctx *InlineDataFullContext) {}

// EnterDataBlockRow is called when production dataBlockRow is entered.
func (s *BaseSparqlParserListener) EnterDataBlockRow(ctx *DataBlockRowContext) {}

// ExitDataBlockRow is called when production dataBlockRow is exited.
func (s *BaseSparqlParserListener) ExitDataBlockRow(ctx *DataBlockRowContext) {}

// EnterDataBlockValue is called when production dataBlockValue is entered.
func (s *BaseSparqlParserListener) EnterDataBlockValue(ctx *DataBlockValueContext) {}

// ExitDataBlockValue is called when production dataBlockValue is exited.
func (s *BaseSparqlParserListener) ExitDataBlockValue(ctx *DataBlockValueContext) {}

// EnterMinusGraphPattern is called when production minusGraphPattern is entered.
func (s *BaseSparqlParserListener) EnterMinusGraphPattern(ctx *MinusGraphPatternContext) {}

// ExitMinusGraphPattern is called when production minusGraphPattern is exited.
func (s *BaseSparqlParserListener) ExitMinusGraphPattern(ctx *MinusGraphPatternContext) {}

// EnterGroupOrUnionGraphPattern is called when production groupOrUnionGraphPattern is entered.
func (s *BaseSparqlParserListener) EnterGroupOrUnionGraphPattern(ctx *GroupOrUnionGraphPatternContext) {
}

// ExitGroupOrUnionGraphPattern is called when production groupOrUnionGraphPattern is exited.
func (s *BaseSparqlParserListener) ExitGroupOrUnionGraphPattern(ctx *GroupOrUnionGraphPatternContext) {
}

// EnterFilter is called when production filter is entered.
func (s *BaseSparqlParserListener) EnterFilter(ctx *FilterContext) {}

// ExitFilter is called when production filter is exited.
func (s *BaseSparqlParserListener) ExitFilter(ctx *FilterContext) {}

// EnterConstraint is called when production constraint is entered.
func (s *BaseSparqlParserListener) EnterConstraint(ctx *ConstraintContext) {}

// ExitConstraint is called when production constraint is exited.
func (s *BaseSparqlParserListener) ExitConstraint(ctx *ConstraintContext) {}

// EnterFunctionCall is called when production functionCall is entered.
func (s *BaseSparqlParserListener) EnterFunctionCall(ctx *FunctionCallContext) {}

// ExitFunctionCall is called when production functionCall is exited.
func (s *BaseSparqlParserListener) ExitFunctionCall(ctx *FunctionCallContext) {}

// EnterArgList is called when production argList is entered.
func (s *BaseSparqlParserListener) EnterArgList(ctx *ArgListContext) {}

// ExitArgList is called when production argList is exited.
func (s *BaseSparqlParserListener) ExitArgList(ctx *ArgListContext) {}

// EnterExpressionList is called when production expressionList is entered.
func (s *BaseSparqlParserListener) EnterExpressionList(ctx *ExpressionListContext) {}

// ExitExpressionList is called when production expressionList is exited.
func (s *BaseSparqlParserListener) ExitExpressionList(ctx *ExpressionListContext) {}

// EnterConstructTemplate is called when production constructTemplate is entered.
func (s *BaseSparqlParserListener) EnterConstructTemplate(ctx *ConstructTemplateContext) {}

// ExitConstructTemplate is called when production constructTemplate is exited.
func (s *BaseSparqlParserListener) ExitConstructTemplate(ctx *ConstructTemplateContext) {}

// EnterConstructTriples is called when production constructTriples is entered.
func (s *BaseSparqlParserListener) EnterConstructTriples(ctx *ConstructTriplesContext) {}

// ExitConstructTriples is called when production constructTriples is exited.
func (s *BaseSparqlParserListener) ExitConstructTriples(ctx *ConstructTriplesContext) {}

// EnterTriplesSameSubject is called when production triplesSameSubject is entered.
func (s *BaseSparqlParserListener) EnterTriplesSameSubject(ctx *TriplesSameSubjectContext) {}

// ExitTriplesSameSubject is called when production triplesSameSubject is exited.
func (s *BaseSparqlParserListener) ExitTriplesSameSubject(ctx *TriplesSameSubjectContext) {}

// EnterPropertyList is called when production propertyList is entered.
func (s *BaseSparqlParserListener) EnterPropertyList(ctx *PropertyListContext) {}

// ExitPropertyList is called when production propertyList is exited.
func (s *BaseSparqlParserListener) ExitPropertyList(ctx *PropertyListContext) {}

// EnterPropertyListNotEmpty is called when production propertyListNotEmpty is entered.
func (s *BaseSparqlParserListener) EnterPropertyListNotEmpty(ctx *PropertyListNotEmptyContext) {}

// ExitPropertyListNotEmpty is called when production propertyListNotEmpty is exited.
func (s *BaseSparqlParserListener) ExitPropertyListNotEmpty(ctx *PropertyListNotEmptyContext) {}

// EnterVerb is called when production verb is entered.
func (s *BaseSparqlParserListener) EnterVerb(ctx *VerbContext) {}

// ExitVerb is called when production verb is exited.
func (s *BaseSparqlParserListener) ExitVerb(ctx *VerbContext) {}

// EnterObjectList is called when production objectList is entered.
func (s *BaseSparqlParserListener) EnterObjectList(ctx *ObjectListContext) {}

// ExitObjectList is called when production objectList is exited.
func (s *BaseSparqlParserListener) ExitObjectList(ctx *ObjectListContext) {}

// EnterObject is called when production object is entered.
func (s *BaseSparqlParserListener) EnterObject(ctx *ObjectContext) {}

// ExitObject is called when production object is exited.
func (s *BaseSparqlParserListener) ExitObject(ctx *ObjectContext) {}

// EnterTriplesSameSubjectPath is called when production triplesSameSubjectPath is entered.
func (s *BaseSparqlParserListener) EnterTriplesSameSubjectPath(ctx *TriplesSameSubjectPathContext) {}

// ExitTriplesSameSubjectPath is called when production triplesSameSubjectPath is exited.
func (s *BaseSparqlParserListener) ExitTriplesSameSubjectPath(ctx *TriplesSameSubjectPathContext) {}

// EnterPropertyListPath is called when production propertyListPath is entered.
func (s *BaseSparqlParserListener) EnterPropertyListPath(ctx *PropertyListPathContext) {}

// ExitPropertyListPath is called when production propertyListPath is exited.
func (s *BaseSparqlParserListener) ExitPropertyListPath(ctx *PropertyListPathContext) {}

// EnterPropertyListPathNotEmpty is called when production propertyListPathNotEmpty is entered.
func (s *BaseSparqlParserListener) EnterPropertyListPathNotEmpty(ctx *PropertyListPathNotEmptyContext) {
}

// ExitPropertyListPathNotEmpty is called when production propertyListPathNotEmpty is exited.
func (s *BaseSparqlParserListener) ExitPropertyListPathNotEmpty(ctx *PropertyListPathNotEmptyContext) {
}

// EnterVerbPathOrSimple is called when production verbPathOrSimple is entered.
func (s *BaseSparqlParserListener) EnterVerbPathOrSimple(ctx *VerbPathOrSimpleContext) {}

// ExitVerbPathOrSimple is called when production verbPathOrSimple is exited.
func (s *BaseSparqlParserListener) ExitVerbPathOrSimple(ctx *VerbPathOrSimpleContext) {}

// EnterVerbPath is called when production verbPath is entered.
func (s *BaseSparqlParserListener) EnterVerbPath(ctx *VerbPathContext) {}

// ExitVerbPath is called when production verbPath is exited.
func (s *BaseSparqlParserListener) ExitVerbPath(ctx *VerbPathContext) {}

// EnterVerbSimple is called when production verbSimple is entered.
func (s *BaseSparqlParserListener) EnterVerbSimple(ctx *VerbSimpleContext) {}

// ExitVerbSimple is called when production verbSimple is exited.
func (s *BaseSparqlParserListener) ExitVerbSimple(ctx *VerbSimpleContext) {}

// EnterObjectListPath is called when production objectListPath is entered.
func (s *BaseSparqlParserListener) EnterObjectListPath(ctx *ObjectListPathContext) {}

// ExitObjectListPath is called when production objectListPath is exited.
func (s *BaseSparqlParserListener) ExitObjectListPath(ctx *ObjectListPathContext) {}

// EnterObjectPath is called when production objectPath is entered.
func (s *BaseSparqlParserListener) EnterObjectPath(ctx *ObjectPathContext) {}

// ExitObjectPath is called when production objectPath is exited.
func (s *BaseSparqlParserListener) ExitObjectPath(ctx *ObjectPathContext) {}

// EnterPath is called when production path is entered.
func (s *BaseSparqlParserListener) EnterPath(ctx *PathContext) {}

// ExitPath is called when production path is exited.
func (s *BaseSparqlParserListener) ExitPath(ctx *PathContext) {}

// EnterPathAlternative is called when production pathAlternative is entered.
func (s *BaseSparqlParserListener) EnterPathAlternative(ctx *PathAlternativeContext) {}

// ExitPathAlternative is called when production pathAlternative is exited.
func (s *BaseSparqlParserListener) ExitPathAlternative(ctx *PathAlternativeContext) {}

// EnterPathSequence is called when production pathSequence is entered.
func (s *BaseSparqlParserListener) EnterPathSequence(ctx *PathSequenceContext) {}

// ExitPathSequence is called when production pathSequence is exited.
func (s *BaseSparqlParserListener) ExitPathSequence(ctx *PathSequenceContext) {}

// EnterPathElt is called when production pathElt is entered.
func (s *BaseSparqlParserListener) EnterPathElt(ctx *PathEltContext) {}

// ExitPathElt is called when production pathElt is exited.
func (s *BaseSparqlParserListener) ExitPathElt(ctx *PathEltContext) {}

// EnterPathEltOrInverse is called when production pathEltOrInverse is entered.
func (s *BaseSparqlParserListener) EnterPathEltOrInverse(ctx *PathEltOrInverseContext) {}

// ExitPathEltOrInverse is called when production pathEltOrInverse is exited.
func (s *BaseSparqlParserListener) ExitPathEltOrInverse(ctx *PathEltOrInverseContext) {}

// EnterPathMod is called when production pathMod is entered.
func (s *BaseSparqlParserListener) EnterPathMod(ctx *PathModContext) {}

// ExitPathMod is called when production pathMod is exited.
func (s *BaseSparqlParserListener) ExitPathMod(ctx *PathModContext) {}

// EnterPathPrimary is called when production pathPrimary is entered.
func (s *BaseSparqlParserListener) EnterPathPrimary(ctx *PathPrimaryContext) {}

// ExitPathPrimary is called when production pathPrimary is exited.
func (s *BaseSparqlParserListener) ExitPathPrimary(ctx *PathPrimaryContext) {}

// EnterPathNegatedPropertySet is called when production pathNegatedPropertySet is entered.
func (s *BaseSparqlParserListener) EnterPathNegatedPropertySet(ctx *PathNegatedPropertySetContext) {}

// ExitPathNegatedPropertySet is called when production pathNegatedPropertySet is exited.
func (s *BaseSparqlParserListener) ExitPathNegatedPropertySet(ctx *PathNegatedPropertySetContext) {}

// EnterPathOneInPropertySet is called when production pathOneInPropertySet is entered.
func (s *BaseSparqlParserListener) EnterPathOneInPropertySet(ctx *PathOneInPropertySetContext) {}

// ExitPathOneInPropertySet is called when production pathOneInPropertySet is exited.
func (s *BaseSparqlParserListener) ExitPathOneInPropertySet(ctx *PathOneInPropertySetContext) {}

// EnterTriplesNode is called when production triplesNode is entered.
func (s *BaseSparqlParserListener) EnterTriplesNode(ctx *TriplesNodeContext) {}

// ExitTriplesNode is called when production triplesNode is exited.
func (s *BaseSparqlParserListener) ExitTriplesNode(ctx *TriplesNodeContext) {}

// EnterBlankNodePropertyList is called when production blankNodePropertyList is entered.
func (s *BaseSparqlParserListener) EnterBlankNodePropertyList(ctx *BlankNodePropertyListContext) {}

// ExitBlankNodePropertyList is called when production blankNodePropertyList is exited.
func (s *BaseSparqlParserListener) ExitBlankNodePropertyList(ctx *BlankNodePropertyListContext) {}

// EnterTriplesNodePath is called when production triplesNodePath is entered.
func (s *BaseSparqlParserListener) EnterTriplesNodePath(ctx *TriplesNodePathContext) {}

// ExitTriplesNodePath is called when production triplesNodePath is exited.
func (s *BaseSparqlParserListener) ExitTriplesNodePath(ctx *TriplesNodePathContext) {}

// EnterBlankNodePropertyListPath is called when production blankNodePropertyListPath is entered.
func (s *BaseSparqlParserListener) EnterBlankNodePropertyListPath(ctx *BlankNodePropertyListPathContext) {
}

// ExitBlankNodePropertyListPath is called when production blankNodePropertyListPath is exited.
func (s *BaseSparqlParserListener) ExitBlankNodePropertyListPath(ctx *BlankNodePropertyListPathContext) {
}

// EnterCollection is called when production collection is entered.
func (s *BaseSparqlParserListener) EnterCollection(ctx *CollectionContext) {}

// ExitCollection is called when production collection is exited.
func (s *BaseSparqlParserListener) ExitCollection(ctx *CollectionContext) {}

// EnterCollectionPath is called when production collectionPath is entered.
func (s *BaseSparqlParserListener) EnterCollectionPath(ctx *CollectionPathContext) {}

// ExitCollectionPath is called when production collectionPath is exited.
func (s *BaseSparqlParserListener) ExitCollectionPath(ctx *CollectionPathContext) {}

// EnterGraphNode is called when production graphNode is entered.
func (s *BaseSparqlParserListener) EnterGraphNode(ctx *GraphNodeContext) {}

// ExitGraphNode is called when production graphNode is exited.
func (s *BaseSparqlParserListener) ExitGraphNode(ctx *GraphNodeContext) {}

// EnterGraphNodePath is called when production graphNodePath is entered.
func (s *BaseSparqlParserListener) EnterGraphNodePath(ctx *GraphNodePathContext) {}

// ExitGraphNodePath is called when production graphNodePath is exited.
func (s *BaseSparqlParserListener) ExitGraphNodePath(ctx *GraphNodePathContext) {}

// EnterVarOrTerm is called when production varOrTerm is entered.
func (s *BaseSparqlParserListener) EnterVarOrTerm(ctx *VarOrTermContext) {}

// ExitVarOrTerm is called when production varOrTerm is exited.
func (s *BaseSparqlParserListener) ExitVarOrTerm(ctx *VarOrTermContext) {}

// EnterVarOrIri is called when production varOrIri is entered.
func (s *BaseSparqlParserListener) EnterVarOrIri(ctx *VarOrIriContext) {}

// ExitVarOrIri is called when production varOrIri is exited.
func (s *BaseSparqlParserListener) ExitVarOrIri(ctx *VarOrIriContext) {}

// EnterVariable is called when production variable is entered.
func (s *BaseSparqlParserListener) EnterVariable(ctx *VariableContext) {}

// ExitVariable is called when production variable is exited.
func (s *BaseSparqlParserListener) ExitVariable(ctx *VariableContext) {}

// EnterGraphTerm is called when production graphTerm is entered.
func (s *BaseSparqlParserListener) EnterGraphTerm(ctx *GraphTermContext) {}

// ExitGraphTerm is called when production graphTerm is exited.
func (s *BaseSparqlParserListener) ExitGraphTerm(ctx *GraphTermContext) {}

// EnterExpression is called when production expression is entered.
func (s *BaseSparqlParserListener) EnterExpression(ctx *ExpressionContext) {}

// ExitExpression is called when production expression is exited.
func (s *BaseSparqlParserListener) ExitExpression(ctx *ExpressionContext) {}

// EnterConditionalOrExpression is called when production conditionalOrExpression is entered.
func (s *BaseSparqlParserListener) EnterConditionalOrExpression(ctx *ConditionalOrExpressionContext) {
}

// ExitConditionalOrExpression is called when production conditionalOrExpression is exited.
func (s *BaseSparqlParserListener) ExitConditionalOrExpression(ctx *ConditionalOrExpressionContext) {}

// EnterConditionalAndExpression is called when production conditionalAndExpression is entered.
func (s *BaseSparqlParserListener) EnterConditionalAndExpression(ctx *ConditionalAndExpressionContext) {
}

// ExitConditionalAndExpression is called when production conditionalAndExpression is exited.
func (s *BaseSparqlParserListener) ExitConditionalAndExpression(ctx *ConditionalAndExpressionContext) {
}

// EnterValueLogical is called when production valueLogical is entered.
func (s *BaseSparqlParserListener) EnterValueLogical(ctx *ValueLogicalContext) {}

// ExitValueLogical is called when production valueLogical is exited.
func (s *BaseSparqlParserListener) ExitValueLogical(ctx *ValueLogicalContext) {}

// EnterRelationalExpression is called when production relationalExpression is entered.
func (s *BaseSparqlParserListener) EnterRelationalExpression(ctx *RelationalExpressionContext) {}

// ExitRelationalExpression is called when production relationalExpression is exited.
func (s *BaseSparqlParserListener) ExitRelationalExpression(ctx *RelationalExpressionContext) {}

// EnterNumericExpression is called when production numericExpression is entered.
func (s *BaseSparqlParserListener) EnterNumericExpression(ctx *NumericExpressionContext) {}

// ExitNumericExpression is called when production numericExpression is exited.
func (s *BaseSparqlParserListener) ExitNumericExpression(ctx *NumericExpressionContext) {}

// EnterAdditiveExpression is called when production additiveExpression is entered.
func (s *BaseSparqlParserListener) EnterAdditiveExpression(ctx *AdditiveExpressionContext) {}

// ExitAdditiveExpression is called when production additiveExpression is exited.
func (s *BaseSparqlParserListener) ExitAdditiveExpression(ctx *AdditiveExpressionContext) {}

// EnterMultiplicativeExpression is called when production multiplicativeExpression is entered.
func (s *BaseSparqlParserListener) EnterMultiplicativeExpression(ctx *MultiplicativeExpressionContext) {
}

// ExitMultiplicativeExpression is called when production multiplicativeExpression is exited.
func (s *BaseSparqlParserListener) ExitMultiplicativeExpression(ctx *MultiplicativeExpressionContext) {
}

// EnterUnaryExpression is called when production unaryExpression is entered.
func (s *BaseSparqlParserListener) EnterUnaryExpression(ctx *UnaryExpressionContext) {}

// ExitUnaryExpression is called when production unaryExpression is exited.
func (s *BaseSparqlParserListener) ExitUnaryExpression(ctx *UnaryExpressionContext) {}

// EnterPrimaryExpression is called when production primaryExpression is entered.
func (s *BaseSparqlParserListener) EnterPrimaryExpression(ctx *PrimaryExpressionContext) {}

// ExitPrimaryExpression is called when production primaryExpression is exited.
func (s *BaseSparqlParserListener) ExitPrimaryExpression(ctx *PrimaryExpressionContext) {}

// EnterBrackettedExpression is called when production brackettedExpression is entered.
func (s *BaseSparqlParserListener) EnterBrackettedExpression(ctx *BrackettedExpressionContext) {}

// ExitBrackettedExpression is called when production brackettedExpression is exited.
func (s *BaseSparqlParserListener) ExitBrackettedExpression(ctx *BrackettedExpressionContext) {}

// EnterBuiltInCall is called when production builtInCall is entered.
func (s *BaseSparqlParserListener) EnterBuiltInCall(ctx *BuiltInCallContext) {}

// ExitBuiltInCall is called when production builtInCall is exited.
func (s *BaseSparqlParserListener) ExitBuiltInCall(ctx *BuiltInCallContext) {}

// EnterRegexExpression is called when production regexExpression is entered.
func (s *BaseSparqlParserListener) EnterRegexExpression(ctx *RegexExpressionContext) {}

// ExitRegexExpression is called when production regexExpression is exited.
func (s *BaseSparqlParserListener) ExitRegexExpression(ctx *RegexExpressionContext) {}

// EnterSubstringExpression is called when production substringExpression is entered.
func (s *BaseSparqlParserListener) EnterSubstringExpression(ctx *SubstringExpressionContext) {}

// ExitSubstringExpression is called when production substringExpression is exited.
func (s *BaseSparqlParserListener) ExitSubstringExpression(ctx *SubstringExpressionContext) {}

// EnterStrReplaceExpression is called when production strReplaceExpression is entered.
func (s *BaseSparqlParserListener) EnterStrReplaceExpression(ctx *StrReplaceExpressionContext) {}

// ExitStrReplaceExpression is called when production strReplaceExpression is exited.
func (s *BaseSparqlParserListener) ExitStrReplaceExpression(ctx *StrReplaceExpressionContext) {}

// EnterExistsFunc is called when production existsFunc is entered.
func (s *BaseSparqlParserListener) EnterExistsFunc(ctx *ExistsFuncContext) {}

// ExitExistsFunc is called when production existsFunc is exited.
func (s *BaseSparqlParserListener) ExitExistsFunc(ctx *ExistsFuncContext) {}

// EnterNotExistsFunc is called when production notExistsFunc is entered.
func (s *BaseSparqlParserListener) EnterNotExistsFunc(ctx *NotExistsFuncContext) {}

// ExitNotExistsFunc is called when production notExistsFunc is exited.
func (s *BaseSparqlParserListener) ExitNotExistsFunc(ctx *NotExistsFuncContext) {}

// EnterAggregate is called when production aggregate is entered.
func (s *BaseSparqlParserListener) EnterAggregate(ctx *AggregateContext) {}

// ExitAggregate is called when production aggregate is exited.
func (s *BaseSparqlParserListener) ExitAggregate(ctx *AggregateContext) {}

// EnterIriOrFunction is called when production iriOrFunction is entered.
func (s *BaseSparqlParserListener) EnterIriOrFunction(ctx *IriOrFunctionContext) {}

// ExitIriOrFunction is called when production iriOrFunction is exited.
func (s *BaseSparqlParserListener) ExitIriOrFunction(ctx *IriOrFunctionContext) {}

// EnterRdfLiteral is called when production rdfLiteral is entered.
func (s *BaseSparqlParserListener) EnterRdfLiteral(ctx *RdfLiteralContext) {}

// ExitRdfLiteral is called when production rdfLiteral is exited.
func (s *BaseSparqlParserListener) ExitRdfLiteral(ctx *RdfLiteralContext) {}

// EnterNumericLiteral is called when production numericLiteral is entered.
func (s *BaseSparqlParserListener) EnterNumericLiteral(ctx *NumericLiteralContext) {}

// ExitNumericLiteral is called when production numericLiteral is exited.
func (s *BaseSparqlParserListener) ExitNumericLiteral(ctx *NumericLiteralContext) {}

// EnterNumericLiteralUnsigned is called when production numericLiteralUnsigned is entered.
func (s *BaseSparqlParserListener) EnterNumericLiteralUnsigned(ctx *NumericLiteralUnsignedContext) {}

// ExitNumericLiteralUnsigned is called when production numericLiteralUnsigned is exited.
func (s *BaseSparqlParserListener) ExitNumericLiteralUnsigned(ctx *NumericLiteralUnsignedContext) {}

// EnterNumericLiteralPositive is called when production numericLiteralPositive is entered.
func (s *BaseSparqlParserListener) EnterNumericLiteralPositive(ctx *NumericLiteralPositiveContext) {}

// ExitNumericLiteralPositive is called when production numericLiteralPositive is exited.
func (s *BaseSparqlParserListener) ExitNumericLiteralPositive(ctx *NumericLiteralPositiveContext) {}

// EnterNumericLiteralNegative is called when production numericLiteralNegative is entered.
func (s *BaseSparqlParserListener) EnterNumericLiteralNegative(ctx *NumericLiteralNegativeContext) {}

// ExitNumericLiteralNegative is called when production numericLiteralNegative is exited.
func (s *BaseSparqlParserListener) ExitNumericLiteralNegative(ctx *NumericLiteralNegativeContext) {}

// EnterBooleanLiteral is called when production booleanLiteral is entered.
func (s *BaseSparqlParserListener) EnterBooleanLiteral(ctx *BooleanLiteralContext) {}

// ExitBooleanLiteral is called when production booleanLiteral is exited.
func (s *BaseSparqlParserListener) ExitBooleanLiteral(ctx *BooleanLiteralContext) {}

// EnterStringLiteral is called when production stringLiteral is entered.
func (s *BaseSparqlParserListener) EnterStringLiteral(ctx *StringLiteralContext) {}

// ExitStringLiteral is called when production stringLiteral is exited.
func (s *BaseSparqlParserListener) ExitStringLiteral(ctx *StringLiteralContext) {}

// EnterIri is called when production iri is entered.
func (s *BaseSparqlParserListener) EnterIri(ctx *IriContext) {}

// ExitIri is called when production iri is exited.
func (s *BaseSparqlParserListener) ExitIri(ctx *IriContext) {}

// EnterPrefixedName is called when production prefixedName is entered.
func (s *BaseSparqlParserListener) EnterPrefixedName(ctx *PrefixedNameContext) {}

// ExitPrefixedName is called when production prefixedName is exited.
func (s *BaseSparqlParserListener) ExitPrefixedName(ctx *PrefixedNameContext) {}

// EnterBlankNode is called when production blankNode is entered.
func (s *BaseSparqlParserListener) EnterBlankNode(ctx *BlankNodeContext) {}

// ExitBlankNode is called when production blankNode is exited.
func (s *BaseSparqlParserListener) ExitBlankNode(ctx *BlankNodeContext) {}
