// Code generated from SparqlParser.g4 by ANTLR 4.13.1. DO NOT EDIT.

package parser // SparqlParser
import "github.com/antlr4-go/antlr/v4"

// SparqlParserListener is a complete listener for a parse tree produced by SparqlParser.
type SparqlParserListener interface {
	antlr.ParseTreeListener

	// EnterSparql is called when entering the sparql production.
	EnterSparql(c *SparqlContext)

	// EnterQuery is called when entering the query production.
	EnterQuery(c *QueryContext)

	// EnterPrologue is called when entering the prologue production.
	EnterPrologue(c *PrologueContext)

	// EnterBaseDecl is called when entering the baseDecl production.
	EnterBaseDecl(c *BaseDeclContext)

	// EnterPrefixDecl is called when entering the prefixDecl production.
	EnterPrefixDecl(c *PrefixDeclContext)

	// EnterSelectQuery is called when entering the selectQuery production.
	EnterSelectQuery(c *SelectQueryContext)

	// EnterSubSelect is called when entering the subSelect production.
	EnterSubSelect(c *SubSelectContext)

	// EnterSelectClause is called when entering the selectClause production.
	EnterSelectClause(c *SelectClauseContext)

	// EnterSelectItem is called when entering the selectItem production.
	EnterSelectItem(c *SelectItemContext)

	// EnterConstructQuery is called when entering the constructQuery production.
	EnterConstructQuery(c *ConstructQueryContext)

	// EnterDescribeQuery is called when entering the describeQuery production.
	EnterDescribeQuery(c *DescribeQueryContext)

	// EnterAskQuery is called when entering the askQuery production.
	EnterAskQuery(c *AskQueryContext)

	// EnterDatasetClause is called when entering the datasetClause production.
	EnterDatasetClause(c *DatasetClauseContext)

	// EnterDefaultGraphClause is called when entering the defaultGraphClause production.
	EnterDefaultGraphClause(c *DefaultGraphClauseContext)

	// EnterNamedGraphClause is called when entering the namedGraphClause production.
	EnterNamedGraphClause(c *NamedGraphClauseContext)

	// EnterSourceSelector is called when entering the sourceSelector production.
	EnterSourceSelector(c *SourceSelectorContext)

	// EnterWhereClause is called when entering the whereClause production.
	EnterWhereClause(c *WhereClauseContext)

	// EnterSolutionModifier is called when entering the solutionModifier production.
	EnterSolutionModifier(c *SolutionModifierContext)

	// EnterGroupClause is called when entering the groupClause production.
	EnterGroupClause(c *GroupClauseContext)

	// EnterGroupCondition is called when entering the groupCondition production.
	EnterGroupCondition(c *GroupConditionContext)

	// EnterHavingClause is called when entering the havingClause production.
	EnterHavingClause(c *HavingClauseContext)

	// EnterHavingCondition is called when entering the havingCondition production.
	EnterHavingCondition(c *HavingConditionContext)

	// EnterOrderClause is called when entering the orderClause production.
	EnterOrderClause(c *OrderClauseContext)

	// EnterOrderCondition is called when entering the orderCondition production.
	EnterOrderCondition(c *OrderConditionContext)

	// EnterLimitOffsetClauses is called when entering the limitOffsetClauses production.
	EnterLimitOffsetClauses(c *LimitOffsetClausesContext)

	// EnterLimitClause is called when entering the limitClause production.
	EnterLimitClause(c *LimitClauseContext)

	// EnterOffsetClause is called when entering the offsetClause production.
	EnterOffsetClause(c *OffsetClauseContext)

	// EnterValuesClause is called when entering the valuesClause production.
	EnterValuesClause(c *ValuesClauseContext)

	// EnterUpdate is called when entering the update production.
	EnterUpdate(c *UpdateContext)

	// EnterUpdate1 is called when entering the update1 production.
	EnterUpdate1(c *Update1Context)

	// EnterLoad is called when entering the load production.
	EnterLoad(c *LoadContext)

	// EnterClear is called when entering the clear production.
	EnterClear(c *ClearContext)

	// EnterDrop is called when entering the drop production.
	EnterDrop(c *DropContext)

	// EnterCreate is called when entering the create production.
	EnterCreate(c *CreateContext)

	// EnterAdd is called when entering the add production.
	EnterAdd(c *AddContext)

	// EnterMove is called when entering the move production.
	EnterMove(c *MoveContext)

	// EnterCopy is called when entering the copy production.
	EnterCopy(c *CopyContext)

	// EnterInsertData is called when entering the insertData production.
	EnterInsertData(c *InsertDataContext)

	// EnterDeleteData is called when entering the deleteData production.
	EnterDeleteData(c *DeleteDataContext)

	// EnterDeleteWhere is called when entering the deleteWhere production.
	EnterDeleteWhere(c *DeleteWhereContext)

	// EnterModify is called when entering the modify production.
	EnterModify(c *ModifyContext)

	// EnterDeleteClause is called when entering the deleteClause production.
	EnterDeleteClause(c *DeleteClauseContext)

	// EnterInsertClause is called when entering the insertClause production.
	EnterInsertClause(c *InsertClauseContext)

	// EnterUsingClause is called when entering the usingClause production.
	EnterUsingClause(c *UsingClauseContext)

	// EnterGraphOrDefault is called when entering the graphOrDefault production.
	EnterGraphOrDefault(c *GraphOrDefaultContext)

	// EnterGraphRef is called when entering the graphRef production.
	EnterGraphRef(c *GraphRefContext)

	// EnterGraphRefAll is called when entering the graphRefAll production.
	EnterGraphRefAll(c *GraphRefAllContext)

	// EnterQuadPattern is called when entering the quadPattern production.
	EnterQuadPattern(c *QuadPatternContext)

	// EnterQuadData is called when entering the quadData production.
	EnterQuadData(c *QuadDataContext)

	// EnterQuads is called when entering the quads production.
	EnterQuads(c *QuadsContext)

	// EnterQuadsNotTriples is called when entering the quadsNotTriples production.
	EnterQuadsNotTriples(c *QuadsNotTriplesContext)

	// EnterTriplesTemplate is called when entering the triplesTemplate production.
	EnterTriplesTemplate(c *TriplesTemplateContext)

	// EnterGroupGraphPattern is called when entering the groupGraphPattern production.
	EnterGroupGraphPattern(c *GroupGraphPatternContext)

	// EnterGroupGraphPatternSub is called when entering the groupGraphPatternSub production.
	EnterGroupGraphPatternSub(c *GroupGraphPatternSubContext)

	// EnterTriplesBlock is called when entering the triplesBlock production.
	EnterTriplesBlock(c *TriplesBlockContext)

	// EnterGraphPatternNotTriples is called when entering the graphPatternNotTriples production.
	EnterGraphPatternNotTriples(c *GraphPatternNotTriplesContext)

	// EnterOptionalGraphPattern is called when entering the optionalGraphPattern production.
	EnterOptionalGraphPattern(c *OptionalGraphPatternContext)

	// EnterGraphGraphPattern is called when entering the graphGraphPattern production.
	EnterGraphGraphPattern(c *GraphGraphPatternContext)

	// EnterServiceGraphPattern is called when entering the serviceGraphPattern production.
	EnterServiceGraphPattern(c *ServiceGraphPatternContext)

	// EnterBind is called when entering the bind production.
	EnterBind(c *BindContext)

	// EnterInlineData is called when entering the inlineData production.
	EnterInlineData(c *InlineDataContext)

	// EnterDataBlock is called when entering the dataBlock production.
	EnterDataBlock(c *DataBlockContext)

	// EnterInlineDataOneVar is called when entering the inlineDataOneVar production.
	EnterInlineDataOneVar(c *InlineDataOneVarContext)

	// EnterInlineDataFull is called when entering the inlineDataFull production.
	EnterInlineDataFull(c *InlineDataFullContext)

	// EnterDataBlockRow is called when entering the dataBlockRow production.
	EnterDataBlockRow(c *DataBlockRowContext)

	// EnterDataBlockValue is called when entering the dataBlockValue production.
	EnterDataBlockValue(c *DataBlockValueContext)

	// EnterMinusGraphPattern is called when entering the minusGraphPattern production.
	EnterMinusGraphPattern(c *MinusGraphPatternContext)

	// EnterGroupOrUnionGraphPattern is called when entering the groupOrUnionGraphPattern production.
	EnterGroupOrUnionGraphPattern(c *GroupOrUnionGraphPatternContext)

	// EnterFilter is called when entering the filter production.
	EnterFilter(c *FilterContext)

	// EnterConstraint is called when entering the constraint production.
	EnterConstraint(c *ConstraintContext)

	// EnterFunctionCall is called when entering the functionCall production.
	EnterFunctionCall(c *FunctionCallContext)

	// EnterArgList is called when entering the argList production.
	EnterArgList(c *ArgListContext)

	// EnterExpressionList is called when entering the expressionList production.
	EnterExpressionList(c *ExpressionListContext)

	// EnterConstructTemplate is called when entering the constructTemplate production.
	EnterConstructTemplate(c *ConstructTemplateContext)

	// EnterConstructTriples is called when entering the constructTriples production.
	EnterConstructTriples(c *ConstructTriplesContext)

	// EnterTriplesSameSubject is called when entering the triplesSameSubject production.
	EnterTriplesSameSubject(c *TriplesSameSubjectContext)

	// EnterPropertyList is called when entering the propertyList production.
	EnterPropertyList(c *PropertyListContext)

	// EnterPropertyListNotEmpty is called when entering the propertyListNotEmpty production.
	EnterPropertyListNotEmpty(c *PropertyListNotEmptyContext)

	// EnterVerb is called when entering the verb production.
	EnterVerb(c *VerbContext)

	// EnterObjectList is called when entering the objectList production.
	EnterObjectList(c *ObjectListContext)

	// EnterObject is called when entering the object production.
	EnterObject(c *ObjectContext)

	// EnterTriplesSameSubjectPath is called when entering the triplesSameSubjectPath production.
	EnterTriplesSameSubjectPath(c *TriplesSameSubjectPathContext)

	// EnterPropertyListPath is called when entering the propertyListPath production.
	EnterPropertyListPath(c *PropertyListPathContext)

	// EnterPropertyListPathNotEmpty is called when entering the propertyListPathNotEmpty production.
	EnterPropertyListPathNotEmpty(c *PropertyListPathNotEmptyContext)

	// EnterVerbPathOrSimple is called when entering the verbPathOrSimple production.
	EnterVerbPathOrSimple(c *VerbPathOrSimpleContext)

	// EnterVerbPath is called when entering the verbPath production.
	EnterVerbPath(c *VerbPathContext)

	// EnterVerbSimple is called when entering the verbSimple production.
	EnterVerbSimple(c *VerbSimpleContext)

	// EnterObjectListPath is called when entering the objectListPath production.
	EnterObjectListPath(c *ObjectListPathContext)

	// EnterObjectPath is called when entering the objectPath production.
	EnterObjectPath(c *ObjectPathContext)

	// EnterPath is called when entering the path production.
	EnterPath(c *PathContext)

	// EnterPathAlternative is called when entering the pathAlternative production.
	EnterPathAlternative(c *PathAlternativeContext)

	// EnterPathSequence is called when entering the pathSequence production.
	EnterPathSequence(c *PathSequenceContext)

	// EnterPathElt is called when entering the pathElt production.
	EnterPathElt(c *PathEltContext)

	// EnterPathEltOrInverse is called when entering the pathEltOrInverse production.
	EnterPathEltOrInverse(c *PathEltOrInverseContext)

	// EnterPathMod is called when entering the pathMod production.
	EnterPathMod(c *PathModContext)

	// EnterPathPrimary is called when entering the pathPrimary production.
	EnterPathPrimary(c *PathPrimaryContext)

	// EnterPathNegatedPropertySet is called when entering the pathNegatedPropertySet production.
	EnterPathNegatedPropertySet(c *PathNegatedPropertySetContext)

	// EnterPathOneInPropertySet is called when entering the pathOneInPropertySet production.
	EnterPathOneInPropertySet(c *PathOneInPropertySetContext)

	// EnterTriplesNode is called when entering the triplesNode production.
	EnterTriplesNode(c *TriplesNodeContext)

	// EnterBlankNodePropertyList is called when entering the blankNodePropertyList production.
	EnterBlankNodePropertyList(c *BlankNodePropertyListContext)

	// EnterTriplesNodePath is called when entering the triplesNodePath production.
	EnterTriplesNodePath(c *TriplesNodePathContext)

	// EnterBlankNodePropertyListPath is called when entering the blankNodePropertyListPath production.
	EnterBlankNodePropertyListPath(c *BlankNodePropertyListPathContext)

	// EnterCollection is called when entering the collection production.
	EnterCollection(c *CollectionContext)

	// EnterCollectionPath is called when entering the collectionPath production.
	EnterCollectionPath(c *CollectionPathContext)

	// EnterGraphNode is called when entering the graphNode production.
	EnterGraphNode(c *GraphNodeContext)

	// EnterGraphNodePath is called when entering the graphNodePath production.
	EnterGraphNodePath(c *GraphNodePathContext)

	// EnterVarOrTerm is called when entering the varOrTerm production.
	EnterVarOrTerm(c *VarOrTermContext)

	// EnterVarOrIri is called when entering the varOrIri production.
	EnterVarOrIri(c *VarOrIriContext)

	// EnterVariable is called when entering the variable production.
	EnterVariable(c *VariableContext)

	// EnterGraphTerm is called when entering the graphTerm production.
	EnterGraphTerm(c *GraphTermContext)

	// EnterExpression is called when entering the expression production.
	EnterExpression(c *ExpressionContext)

	// EnterConditionalOrExpression is called when entering the conditionalOrExpression production.
	EnterConditionalOrExpression(c *ConditionalOrExpressionContext)

	// EnterConditionalAndExpression is called when entering the conditionalAndExpression production.
	EnterConditionalAndExpression(c *ConditionalAndExpressionContext)

	// EnterValueLogical is called when entering the valueLogical production.
	EnterValueLogical(c *ValueLogicalContext)

	// EnterRelationalExpression is called when entering the relationalExpression production.
	EnterRelationalExpression(c *RelationalExpressionContext)

	// EnterNumericExpression is called when entering the numericExpression production.
	EnterNumericExpression(c *NumericExpressionContext)

	// EnterAdditiveExpression is called when entering the additiveExpression production.
	EnterAdditiveExpression(c *AdditiveExpressionContext)

	// EnterMultiplicativeExpression is called when entering the multiplicativeExpression production.
	EnterMultiplicativeExpression(c *MultiplicativeExpressionContext)

	// EnterUnaryExpression is called when entering the unaryExpression production.
	EnterUnaryExpression(c *UnaryExpressionContext)

	// EnterPrimaryExpression is called when entering the primaryExpression production.
	EnterPrimaryExpression(c *PrimaryExpressionContext)

	// EnterBrackettedExpression is called when entering the brackettedExpression production.
	EnterBrackettedExpression(c *BrackettedExpressionContext)

	// EnterBuiltInCall is called when entering the builtInCall production.
	EnterBuiltInCall(c *BuiltInCallContext)

	// EnterRegexExpression is called when entering the regexExpression production.
	EnterRegexExpression(c *RegexExpressionContext)

	// EnterSubstringExpression is called when entering the substringExpression production.
	EnterSubstringExpression(c *SubstringExpressionContext)

	// EnterStrReplaceExpression is called when entering the strReplaceExpression production.
	EnterStrReplaceExpression(c *StrReplaceExpressionContext)

	// EnterExistsFunc is called when entering the existsFunc production.
	EnterExistsFunc(c *ExistsFuncContext)

	// EnterNotExistsFunc is called when entering the notExistsFunc production.
	EnterNotExistsFunc(c *NotExistsFuncContext)

	// EnterAggregate is called when entering the aggregate production.
	EnterAggregate(c *AggregateContext)

	// EnterIriOrFunction is called when entering the iriOrFunction production.
	EnterIriOrFunction(c *IriOrFunctionContext)

	// EnterRdfLiteral is called when entering the rdfLiteral production.
	EnterRdfLiteral(c *RdfLiteralContext)

	// EnterNumericLiteral is called when entering the numericLiteral production.
	EnterNumericLiteral(c *NumericLiteralContext)

	// EnterNumericLiteralUnsigned is called when entering the numericLiteralUnsigned production.
	EnterNumericLiteralUnsigned(c *NumericLiteralUnsignedContext)

	// EnterNumericLiteralPositive is called when entering the numericLiteralPositive production.
	EnterNumericLiteralPositive(c *NumericLiteralPositiveContext)

	// EnterNumericLiteralNegative is called when entering the numericLiteralNegative production.
	EnterNumericLiteralNegative(c *NumericLiteralNegativeContext)

	// EnterBooleanLiteral is called when entering the booleanLiteral production.
	EnterBooleanLiteral(c *BooleanLiteralContext)

	// EnterStringLiteral is called when entering the stringLiteral production.
	EnterStringLiteral(c *StringLiteralContext)

	// EnterIri is called when entering the iri production.
	EnterIri(c *IriContext)

	// EnterPrefixedName is called when entering the prefixedName production.
	EnterPrefixedName(c *PrefixedNameContext)

	// EnterBlankNode is called when entering the blankNode production.
	EnterBlankNode(c *BlankNodeContext)

	// ExitSparql is called when exiting the sparql production.
	ExitSparql(c *SparqlContext)

	// ExitQuery is called when exiting the query production.
	ExitQuery(c *QueryContext)

	// ExitPrologue is called when exiting the prologue production.
	ExitPrologue(c *PrologueContext)

	// ExitBaseDecl is called when exiting the baseDecl production.
	ExitBaseDecl(c *BaseDeclContext)

	// ExitPrefixDecl is called when exiting the prefixDecl production.
	ExitPrefixDecl(c *PrefixDeclContext)

	// ExitSelectQuery is called when exiting the selectQuery production.
	ExitSelectQuery(c *SelectQueryContext)

	// ExitSubSelect is called when exiting the subSelect production.
	ExitSubSelect(c *SubSelectContext)

	// ExitSelectClause is called when exiting the selectClause production.
	ExitSelectClause(c *SelectClauseContext)

	// ExitSelectItem is called when exiting the selectItem production.
	ExitSelectItem(c *SelectItemContext)

	// ExitConstructQuery is called when exiting the constructQuery production.
	ExitConstructQuery(c *ConstructQueryContext)

	// ExitDescribeQuery is called when exiting the describeQuery production.
	ExitDescribeQuery(c *DescribeQueryContext)

	// ExitAskQuery is called when exiting the askQuery production.
	ExitAskQuery(c *AskQueryContext)

	// ExitDatasetClause is called when exiting the datasetClause production.
	ExitDatasetClause(c *DatasetClauseContext)

	// ExitDefaultGraphClause is called when exiting the defaultGraphClause production.
	ExitDefaultGraphClause(c *DefaultGraphClauseContext)

	// ExitNamedGraphClause is called when exiting the namedGraphClause production.
	ExitNamedGraphClause(c *NamedGraphClauseContext)

	// ExitSourceSelector is called when exiting the sourceSelector production.
	ExitSourceSelector(c *SourceSelectorContext)

	// ExitWhereClause is called when exiting the whereClause production.
	ExitWhereClause(c *WhereClauseContext)

	// ExitSolutionModifier is called when exiting the solutionModifier production.
	ExitSolutionModifier(c *SolutionModifierContext)

	// ExitGroupClause is called when exiting the groupClause production.
	ExitGroupClause(c *GroupClauseContext)

	// ExitGroupCondition is called when exiting the groupCondition production.
	ExitGroupCondition(c *GroupConditionContext)

	// ExitHavingClause is called when exiting the havingClause production.
	ExitHavingClause(c *HavingClauseContext)

	// ExitHavingCondition is called when exiting the havingCondition production.
	ExitHavingCondition(c *HavingConditionContext)

	// ExitOrderClause is called when exiting the orderClause production.
	ExitOrderClause(c *OrderClauseContext)

	// ExitOrderCondition is called when exiting the orderCondition production.
	ExitOrderCondition(c *OrderConditionContext)

	// ExitLimitOffsetClauses is called when exiting the limitOffsetClauses production.
	ExitLimitOffsetClauses(c *LimitOffsetClausesContext)

	// ExitLimitClause is called when exiting the limitClause production.
	ExitLimitClause(c *LimitClauseContext)

	// ExitOffsetClause is called when exiting the offsetClause production.
	ExitOffsetClause(c *OffsetClauseContext)

	// ExitValuesClause is called when exiting the valuesClause production.
	ExitValuesClause(c *ValuesClauseContext)

	// ExitUpdate is called when exiting the update production.
	ExitUpdate(c *UpdateContext)

	// ExitUpdate1 is called when exiting the update1 production.
	ExitUpdate1(c *Update1Context)

	// ExitLoad is called when exiting the load production.
	ExitLoad(c *LoadContext)

	// ExitClear is called when exiting the clear production.
	ExitClear(c *ClearContext)

	// ExitDrop is called when exiting the drop production.
	ExitDrop(c *DropContext)

	// ExitCreate is called when exiting the create production.
	ExitCreate(c *CreateContext)

	// ExitAdd is called when exiting the add production.
	ExitAdd(c *AddContext)

	// ExitMove is called when exiting the move production.
	ExitMove(c *MoveContext)

	// ExitCopy is called when exiting the copy production.
	ExitCopy(c *CopyContext)

	// ExitInsertData is called when exiting the insertData production.
	ExitInsertData(c *InsertDataContext)

	// ExitDeleteData is called when exiting the deleteData production.
	ExitDeleteData(c *DeleteDataContext)

	// ExitDeleteWhere is called when exiting the deleteWhere production.
	ExitDeleteWhere(c *DeleteWhereContext)

	// ExitModify is called when exiting the modify production.
	ExitModify(c *ModifyContext)

	// ExitDeleteClause is called when exiting the deleteClause production.
	ExitDeleteClause(c *DeleteClauseContext)

	// ExitInsertClause is called when exiting the insertClause production.
	ExitInsertClause(c *InsertClauseContext)

	// ExitUsingClause is called when exiting the usingClause production.
	ExitUsingClause(c *UsingClauseContext)

	// ExitGraphOrDefault is called when exiting the graphOrDefault production.
	ExitGraphOrDefault(c *GraphOrDefaultContext)

	// ExitGraphRef is called when exiting the graphRef production.
	ExitGraphRef(c *GraphRefContext)

	// ExitGraphRefAll is called when exiting the graphRefAll production.
	ExitGraphRefAll(c *GraphRefAllContext)

	// ExitQuadPattern is called when exiting the quadPattern production.
	ExitQuadPattern(c *QuadPatternContext)

	// ExitQuadData is called when exiting the quadData production.
	ExitQuadData(c *QuadDataContext)

	// ExitQuads is called when exiting the quads production.
	ExitQuads(c *QuadsContext)

	// ExitQuadsNotTriples is called when exiting the quadsNotTriples production.
	ExitQuadsNotTriples(c *QuadsNotTriplesContext)

	// ExitTriplesTemplate is called when exiting the triplesTemplate production.
	ExitTriplesTemplate(c *TriplesTemplateContext)

	// ExitGroupGraphPattern is called when exiting the groupGraphPattern production.
	ExitGroupGraphPattern(c *GroupGraphPatternContext)

	// ExitGroupGraphPatternSub is called when exiting the groupGraphPatternSub production.
	ExitGroupGraphPatternSub(c *GroupGraphPatternSubContext)

	// ExitTriplesBlock is called when exiting the triplesBlock production.
	ExitTriplesBlock(c *TriplesBlockContext)

	// ExitGraphPatternNotTriples is called when exiting the graphPatternNotTriples production.
	ExitGraphPatternNotTriples(c *GraphPatternNotTriplesContext)

	// ExitOptionalGraphPattern is called when exiting the optionalGraphPattern production.
	ExitOptionalGraphPattern(c *OptionalGraphPatternContext)

	// ExitGraphGraphPattern is called when exiting the graphGraphPattern production.
	ExitGraphGraphPattern(c *GraphGraphPatternContext)

	// ExitServiceGraphPattern is called when exiting the serviceGraphPattern production.
	ExitServiceGraphPattern(c *ServiceGraphPatternContext)

	// ExitBind is called when exiting the bind production.
	ExitBind(c *BindContext)

	// ExitInlineData is called when exiting the inlineData production.
	ExitInlineData(c *InlineDataContext)

	// ExitDataBlock is called when exiting the dataBlock production.
	ExitDataBlock(c *DataBlockContext)

	// ExitInlineDataOneVar is called when exiting the inlineDataOneVar production.
	ExitInlineDataOneVar(c *InlineDataOneVarContext)

	// ExitInlineDataFull is called when exiting the inlineDataFull production.
	ExitInlineDataFull(c *InlineDataFullContext)

	// ExitDataBlockRow is called when exiting the dataBlockRow production.
	ExitDataBlockRow(c *DataBlockRowContext)

	// ExitDataBlockValue is called when exiting the dataBlockValue production.
	ExitDataBlockValue(c *DataBlockValueContext)

	// ExitMinusGraphPattern is called when exiting the minusGraphPattern production.
	ExitMinusGraphPattern(c *MinusGraphPatternContext)

	// ExitGroupOrUnionGraphPattern is called when exiting the groupOrUnionGraphPattern production.
	ExitGroupOrUnionGraphPattern(c *GroupOrUnionGraphPatternContext)

	// ExitFilter is called when exiting the filter production.
	ExitFilter(c *FilterContext)

	// ExitConstraint is called when exiting the constraint production.
	ExitConstraint(c *ConstraintContext)

	// ExitFunctionCall is called when exiting the functionCall production.
	ExitFunctionCall(c *FunctionCallContext)

	// ExitArgList is called when exiting the argList production.
	ExitArgList(c *ArgListContext)

	// ExitExpressionList is called when exiting the expressionList production.
	ExitExpressionList(c *ExpressionListContext)

	// ExitConstructTemplate is called when exiting the constructTemplate production.
	ExitConstructTemplate(c *ConstructTemplateContext)

	// ExitConstructTriples is called when exiting the constructTriples production.
	ExitConstructTriples(c *ConstructTriplesContext)

	// ExitTriplesSameSubject is called when exiting the triplesSameSubject production.
	ExitTriplesSameSubject(c *TriplesSameSubjectContext)

	// ExitPropertyList is called when exiting the propertyList production.
	ExitPropertyList(c *PropertyListContext)

	// ExitPropertyListNotEmpty is called when exiting the propertyListNotEmpty production.
	ExitPropertyListNotEmpty(c *PropertyListNotEmptyContext)

	// ExitVerb is called when exiting the verb production.
	ExitVerb(c *VerbContext)

	// ExitObjectList is called when exiting the objectList production.
	ExitObjectList(c *ObjectListContext)

	// ExitObject is called when exiting the object production.
	ExitObject(c *ObjectContext)

	// ExitTriplesSameSubjectPath is called when exiting the triplesSameSubjectPath production.
	ExitTriplesSameSubjectPath(c *TriplesSameSubjectPathContext)

	// ExitPropertyListPath is called when exiting the propertyListPath production.
	ExitPropertyListPath(c *PropertyListPathContext)

	// ExitPropertyListPathNotEmpty is called when exiting the propertyListPathNotEmpty production.
	ExitPropertyListPathNotEmpty(c *PropertyListPathNotEmptyContext)

	// ExitVerbPathOrSimple is called when exiting the verbPathOrSimple production.
	ExitVerbPathOrSimple(c *VerbPathOrSimpleContext)

	// ExitVerbPath is called when exiting the verbPath production.
	ExitVerbPath(c *VerbPathContext)

	// ExitVerbSimple is called when exiting the verbSimple production.
	ExitVerbSimple(c *VerbSimpleContext)

	// ExitObjectListPath is called when exiting the objectListPath production.
	ExitObjectListPath(c *ObjectListPathContext)

	// ExitObjectPath is called when exiting the objectPath production.
	ExitObjectPath(c *ObjectPathContext)

	// ExitPath is called when exiting the path production.
	ExitPath(c *PathContext)

	// ExitPathAlternative is called when exiting the pathAlternative production.
	ExitPathAlternative(c *PathAlternativeContext)

	// ExitPathSequence is called when exiting the pathSequence production.
	ExitPathSequence(c *PathSequenceContext)

	// ExitPathElt is called when exiting the pathElt production.
	ExitPathElt(c *PathEltContext)

	// ExitPathEltOrInverse is called when exiting the pathEltOrInverse production.
	ExitPathEltOrInverse(c *PathEltOrInverseContext)

	// ExitPathMod is called when exiting the pathMod production.
	ExitPathMod(c *PathModContext)

	// ExitPathPrimary is called when exiting the pathPrimary production.
	ExitPathPrimary(c *PathPrimaryContext)

	// ExitPathNegatedPropertySet is called when exiting the pathNegatedPropertySet production.
	ExitPathNegatedPropertySet(c *PathNegatedPropertySetContext)

	// ExitPathOneInPropertySet is called when exiting the pathOneInPropertySet production.
	ExitPathOneInPropertySet(c *PathOneInPropertySetContext)

	// ExitTriplesNode is called when exiting the triplesNode production.
	ExitTriplesNode(c *TriplesNodeContext)

	// ExitBlankNodePropertyList is called when exiting the blankNodePropertyList production.
	ExitBlankNodePropertyList(c *BlankNodePropertyListContext)

	// ExitTriplesNodePath is called when exiting the triplesNodePath production.
	ExitTriplesNodePath(c *TriplesNodePathContext)

	// ExitBlankNodePropertyListPath is called when exiting the blankNodePropertyListPath production.
	ExitBlankNodePropertyListPath(c *BlankNodePropertyListPathContext)

	// ExitCollection is called when exiting the collection production.
	ExitCollection(c *CollectionContext)

	// ExitCollectionPath is called when exiting the collectionPath production.
	ExitCollectionPath(c *CollectionPathContext)

	// ExitGraphNode is called when exiting the graphNode production.
	ExitGraphNode(c *GraphNodeContext)

	// ExitGraphNodePath is called when exiting the graphNodePath production.
	ExitGraphNodePath(c *GraphNodePathContext)

	// ExitVarOrTerm is called when exiting the varOrTerm production.
	ExitVarOrTerm(c *VarOrTermContext)

	// ExitVarOrIri is called when exiting the varOrIri production.
	ExitVarOrIri(c *VarOrIriContext)

	// ExitVariable is called when exiting the variable production.
	ExitVariable(c *VariableContext)

	// ExitGraphTerm is called when exiting the graphTerm production.
	ExitGraphTerm(c *GraphTermContext)

	// ExitExpression is called when exiting the expression production.
	ExitExpression(c *ExpressionContext)

	// ExitConditionalOrExpression is called when exiting the conditionalOrExpression production.
	ExitConditionalOrExpression(c *ConditionalOrExpressionContext)

	// ExitConditionalAndExpression is called when exiting the conditionalAndExpression production.
	ExitConditionalAndExpression(c *ConditionalAndExpressionContext)

	// ExitValueLogical is called when exiting the valueLogical production.
	ExitValueLogical(c *ValueLogicalContext)

	// ExitRelationalExpression is called when exiting the relationalExpression production.
	ExitRelationalExpression(c *RelationalExpressionContext)

	// ExitNumericExpression is called when exiting the numericExpression production.
	ExitNumericExpression(c *NumericExpressionContext)

	// ExitAdditiveExpression is called when exiting the additiveExpression production.
	ExitAdditiveExpression(c *AdditiveExpressionContext)

	// ExitMultiplicativeExpression is called when exiting the multiplicativeExpression production.
	ExitMultiplicativeExpression(c *MultiplicativeExpressionContext)

	// ExitUnaryExpression is called when exiting the unaryExpression production.
	ExitUnaryExpression(c *UnaryExpressionContext)

	// ExitPrimaryExpression is called when exiting the primaryExpression production.
	ExitPrimaryExpression(c *PrimaryExpressionContext)

	// ExitBrackettedExpression is called when exiting the brackettedExpression production.
	ExitBrackettedExpression(c *BrackettedExpressionContext)

	// ExitBuiltInCall is called when exiting the builtInCall production.
	ExitBuiltInCall(c *BuiltInCallContext)

	// ExitRegexExpression is called when exiting the regexExpression production.
	ExitRegexExpression(c *RegexExpressionContext)

	// ExitSubstringExpression is called when exiting the substringExpression production.
	ExitSubstringExpression(c *SubstringExpressionContext)

	// ExitStrReplaceExpression is called when exiting the strReplaceExpression production.
	ExitStrReplaceExpression(c *StrReplaceExpressionContext)

	// ExitExistsFunc is called when exiting the existsFunc production.
	ExitExistsFunc(c *ExistsFuncContext)

	// ExitNotExistsFunc is called when exiting the notExistsFunc production.
	ExitNotExistsFunc(c *NotExistsFuncContext)

	// ExitAggregate is called when exiting the aggregate production.
	ExitAggregate(c *AggregateContext)

	// ExitIriOrFunction is called when exiting the iriOrFunction production.
	ExitIriOrFunction(c *IriOrFunctionContext)

	// ExitRdfLiteral is called when exiting the rdfLiteral production.
	ExitRdfLiteral(c *RdfLiteralContext)

	// ExitNumericLiteral is called when exiting the numericLiteral production.
	ExitNumericLiteral(c *NumericLiteralContext)

	// ExitNumericLiteralUnsigned is called when exiting the numericLiteralUnsigned production.
	ExitNumericLiteralUnsigned(c *NumericLiteralUnsignedContext)

	// ExitNumericLiteralPositive is called when exiting the numericLiteralPositive production.
	ExitNumericLiteralPositive(c *NumericLiteralPositiveContext)

	// ExitNumericLiteralNegative is called when exiting the numericLiteralNegative production.
	ExitNumericLiteralNegative(c *NumericLiteralNegativeContext)

	// ExitBooleanLiteral is called when exiting the booleanLiteral production.
	ExitBooleanLiteral(c *BooleanLiteralContext)

	// ExitStringLiteral is called when exiting the stringLiteral production.
	ExitStringLiteral(c *StringLiteralContext)

	// ExitIri is called when exiting the iri production.
	ExitIri(c *IriContext)

	// ExitPrefixedName is called when exiting the prefixedName production.
	ExitPrefixedName(c *PrefixedNameContext)

	// ExitBlankNode is called when exiting the blankNode production.
	ExitBlankNode(c *BlankNodeContext)
}
