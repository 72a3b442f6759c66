// SPARQL 1.1 Query and Update parser, written from the grammar productions of
// the W3C SPARQL 1.1 Query Language (section 19.8, productions 1-138) and
// SPARQL 1.1 Update recommendations. Rule names follow the specification's
// production names in lower camel case so the two can be read side by side.
//
// Queries and updates share one entry rule, `sparql`, so a caller can tell an
// update apart (and refuse it) without parsing twice.
parser grammar SparqlParser;

options { tokenVocab = SparqlLexer; }

sparql
    : prologue (query | update1 (SEMI update)?) EOF
    ;

query
    : (selectQuery | constructQuery | describeQuery | askQuery) valuesClause
    ;

prologue
    : (baseDecl | prefixDecl)*
    ;

baseDecl
    : BASE IRIREF
    ;

prefixDecl
    : PREFIX PNAME_NS IRIREF
    ;

selectQuery
    : selectClause datasetClause* whereClause solutionModifier
    ;

subSelect
    : selectClause whereClause solutionModifier valuesClause
    ;

selectClause
    : SELECT (DISTINCT | REDUCED)? (selectItem+ | STAR)
    ;

selectItem
    : variable
    | LPAREN expression AS variable RPAREN
    ;

constructQuery
    : CONSTRUCT (
        constructTemplate datasetClause* whereClause solutionModifier
        | datasetClause* WHERE LBRACE triplesTemplate? RBRACE solutionModifier
    )
    ;

describeQuery
    : DESCRIBE (varOrIri+ | STAR) datasetClause* whereClause? solutionModifier
    ;

askQuery
    : ASK datasetClause* whereClause solutionModifier
    ;

datasetClause
    : FROM (defaultGraphClause | namedGraphClause)
    ;

defaultGraphClause
    : sourceSelector
    ;

namedGraphClause
    : NAMED sourceSelector
    ;

sourceSelector
    : iri
    ;

whereClause
    : WHERE? groupGraphPattern
    ;

solutionModifier
    : groupClause? havingClause? orderClause? limitOffsetClauses?
    ;

groupClause
    : GROUP BY groupCondition+
    ;

groupCondition
    : builtInCall
    | functionCall
    | LPAREN expression (AS variable)? RPAREN
    | variable
    ;

havingClause
    : HAVING havingCondition+
    ;

havingCondition
    : constraint
    ;

orderClause
    : ORDER BY orderCondition+
    ;

orderCondition
    : (ASC | DESC) brackettedExpression
    | constraint
    | variable
    ;

limitOffsetClauses
    : limitClause offsetClause?
    | offsetClause limitClause?
    ;

limitClause
    : LIMIT INTEGER
    ;

offsetClause
    : OFFSET INTEGER
    ;

valuesClause
    : (VALUES dataBlock)?
    ;

// ---- SPARQL 1.1 Update ----

update
    : prologue (update1 (SEMI update)?)?
    ;

update1
    : load
    | clear
    | drop
    | add
    | move
    | copy
    | create
    | insertData
    | deleteData
    | deleteWhere
    | modify
    ;

load
    : LOAD SILENT? iri (INTO graphRef)?
    ;

clear
    : CLEAR SILENT? graphRefAll
    ;

drop
    : DROP SILENT? graphRefAll
    ;

create
    : CREATE SILENT? graphRef
    ;

add
    : ADD SILENT? graphOrDefault TO graphOrDefault
    ;

move
    : MOVE SILENT? graphOrDefault TO graphOrDefault
    ;

copy
    : COPY SILENT? graphOrDefault TO graphOrDefault
    ;

insertData
    : INSERT DATA quadData
    ;

deleteData
    : DELETE DATA quadData
    ;

deleteWhere
    : DELETE WHERE quadPattern
    ;

modify
    : (WITH iri)? (deleteClause insertClause? | insertClause) usingClause* WHERE groupGraphPattern
    ;

deleteClause
    : DELETE quadPattern
    ;

insertClause
    : INSERT quadPattern
    ;

usingClause
    : USING (iri | NAMED iri)
    ;

graphOrDefault
    : DEFAULT
    | GRAPH? iri
    ;

graphRef
    : GRAPH iri
    ;

graphRefAll
    : graphRef
    | DEFAULT
    | NAMED
    | ALL
    ;

quadPattern
    : LBRACE quads RBRACE
    ;

quadData
    : LBRACE quads RBRACE
    ;

quads
    : triplesTemplate? (quadsNotTriples DOT? triplesTemplate?)*
    ;

quadsNotTriples
    : GRAPH varOrIri LBRACE triplesTemplate? RBRACE
    ;

triplesTemplate
    : triplesSameSubject (DOT triplesTemplate?)?
    ;

// ---- graph patterns ----

groupGraphPattern
    : LBRACE (subSelect | groupGraphPatternSub) RBRACE
    ;

groupGraphPatternSub
    : triplesBlock? (graphPatternNotTriples DOT? triplesBlock?)*
    ;

triplesBlock
    : triplesSameSubjectPath (DOT triplesBlock?)?
    ;

graphPatternNotTriples
    : groupOrUnionGraphPattern
    | optionalGraphPattern
    | minusGraphPattern
    | graphGraphPattern
    | serviceGraphPattern
    | filter
    | bind
    | inlineData
    ;

optionalGraphPattern
    : OPTIONAL groupGraphPattern
    ;

graphGraphPattern
    : GRAPH varOrIri groupGraphPattern
    ;

serviceGraphPattern
    : SERVICE SILENT? varOrIri groupGraphPattern
    ;

bind
    : BIND LPAREN expression AS variable RPAREN
    ;

inlineData
    : VALUES dataBlock
    ;

dataBlock
    : inlineDataOneVar
    | inlineDataFull
    ;

inlineDataOneVar
    : variable LBRACE dataBlockValue* RBRACE
    ;

inlineDataFull
    : (NIL | LPAREN variable* RPAREN) LBRACE (dataBlockRow | NIL)* RBRACE
    ;

dataBlockRow
    : LPAREN dataBlockValue* RPAREN
    ;

dataBlockValue
    : iri
    | rdfLiteral
    | numericLiteral
    | booleanLiteral
    | UNDEF
    ;

minusGraphPattern
    : MINUS_KW groupGraphPattern
    ;

groupOrUnionGraphPattern
    : groupGraphPattern (UNION groupGraphPattern)*
    ;

filter
    : FILTER constraint
    ;

constraint
    : brackettedExpression
    | builtInCall
    | functionCall
    ;

functionCall
    : iri argList
    ;

argList
    : NIL
    | LPAREN DISTINCT? expression (COMMA expression)* RPAREN
    ;

expressionList
    : NIL
    | LPAREN expression (COMMA expression)* RPAREN
    ;

constructTemplate
    : LBRACE constructTriples? RBRACE
    ;

constructTriples
    : triplesSameSubject (DOT constructTriples?)?
    ;

// ---- triples ----

triplesSameSubject
    : varOrTerm propertyListNotEmpty
    | triplesNode propertyList
    ;

propertyList
    : propertyListNotEmpty?
    ;

propertyListNotEmpty
    : verb objectList (SEMI (verb objectList)?)*
    ;

verb
    : varOrIri
    | A
    ;

objectList
    : object (COMMA object)*
    ;

object
    : graphNode
    ;

triplesSameSubjectPath
    : varOrTerm propertyListPathNotEmpty
    | triplesNodePath propertyListPath
    ;

propertyListPath
    : propertyListPathNotEmpty?
    ;

propertyListPathNotEmpty
    : verbPathOrSimple objectListPath (SEMI (verbPathOrSimple objectList)?)*
    ;

verbPathOrSimple
    : verbPath
    | verbSimple
    ;

verbPath
    : path
    ;

verbSimple
    : variable
    ;

objectListPath
    : objectPath (COMMA objectPath)*
    ;

objectPath
    : graphNodePath
    ;

path
    : pathAlternative
    ;

pathAlternative
    : pathSequence (PIPE pathSequence)*
    ;

pathSequence
    : pathEltOrInverse (SLASH pathEltOrInverse)*
    ;

pathElt
    : pathPrimary pathMod?
    ;

pathEltOrInverse
    : pathElt
    | CARET pathElt
    ;

pathMod
    : QUESTION
    | STAR
    | PLUS
    ;

pathPrimary
    : iri
    | A
    | BANG pathNegatedPropertySet
    | LPAREN path RPAREN
    ;

pathNegatedPropertySet
    : pathOneInPropertySet
    | LPAREN (pathOneInPropertySet (PIPE pathOneInPropertySet)*)? RPAREN
    | NIL
    ;

pathOneInPropertySet
    : iri
    | A
    | CARET (iri | A)
    ;

triplesNode
    : collection
    | blankNodePropertyList
    ;

blankNodePropertyList
    : LBRACKET propertyListNotEmpty RBRACKET
    ;

triplesNodePath
    : collectionPath
    | blankNodePropertyListPath
    ;

blankNodePropertyListPath
    : LBRACKET propertyListPathNotEmpty RBRACKET
    ;

collection
    : LPAREN graphNode+ RPAREN
    ;

collectionPath
    : LPAREN graphNodePath+ RPAREN
    ;

graphNode
    : varOrTerm
    | triplesNode
    ;

graphNodePath
    : varOrTerm
    | triplesNodePath
    ;

varOrTerm
    : variable
    | graphTerm
    ;

varOrIri
    : variable
    | iri
    ;

variable
    : VAR1
    | VAR2
    ;

graphTerm
    : iri
    | rdfLiteral
    | numericLiteral
    | booleanLiteral
    | blankNode
    | NIL
    ;

// ---- expressions ----

expression
    : conditionalOrExpression
    ;

conditionalOrExpression
    : conditionalAndExpression (OR conditionalAndExpression)*
    ;

conditionalAndExpression
    : valueLogical (AND valueLogical)*
    ;

valueLogical
    : relationalExpression
    ;

relationalExpression
    : numericExpression (
        op = (EQ | NEQ | LT | GT | LE | GE) numericExpression
        | IN expressionList
        | NOT IN expressionList
    )?
    ;

numericExpression
    : additiveExpression
    ;

additiveExpression
    : multiplicativeExpression (
        (PLUS | MINUS) multiplicativeExpression
        | (numericLiteralPositive | numericLiteralNegative) ((STAR | SLASH) unaryExpression)*
    )*
    ;

multiplicativeExpression
    : unaryExpression ((STAR | SLASH) unaryExpression)*
    ;

unaryExpression
    : BANG primaryExpression
    | PLUS primaryExpression
    | MINUS primaryExpression
    | primaryExpression
    ;

primaryExpression
    : brackettedExpression
    | builtInCall
    | iriOrFunction
    | rdfLiteral
    | numericLiteral
    | booleanLiteral
    | variable
    ;

brackettedExpression
    : LPAREN expression RPAREN
    ;

builtInCall
    : aggregate
    | STR LPAREN expression RPAREN
    | LANG LPAREN expression RPAREN
    | LANGMATCHES LPAREN expression COMMA expression RPAREN
    | DATATYPE LPAREN expression RPAREN
    | BOUND LPAREN variable RPAREN
    | IRI LPAREN expression RPAREN
    | URI LPAREN expression RPAREN
    | BNODE (LPAREN expression RPAREN | NIL)
    | RAND NIL
    | ABS LPAREN expression RPAREN
    | CEIL LPAREN expression RPAREN
    | FLOOR LPAREN expression RPAREN
    | ROUND LPAREN expression RPAREN
    | CONCAT expressionList
    | substringExpression
    | STRLEN LPAREN expression RPAREN
    | strReplaceExpression
    | UCASE LPAREN expression RPAREN
    | LCASE LPAREN expression RPAREN
    | ENCODE_FOR_URI LPAREN expression RPAREN
    | CONTAINS LPAREN expression COMMA expression RPAREN
    | STRSTARTS LPAREN expression COMMA expression RPAREN
    | STRENDS LPAREN expression COMMA expression RPAREN
    | STRBEFORE LPAREN expression COMMA expression RPAREN
    | STRAFTER LPAREN expression COMMA expression RPAREN
    | YEAR LPAREN expression RPAREN
    | MONTH LPAREN expression RPAREN
    | DAY LPAREN expression RPAREN
    | HOURS LPAREN expression RPAREN
    | MINUTES LPAREN expression RPAREN
    | SECONDS LPAREN expression RPAREN
    | TIMEZONE LPAREN expression RPAREN
    | TZ LPAREN expression RPAREN
    | NOW NIL
    | UUID NIL
    | STRUUID NIL
    | MD5 LPAREN expression RPAREN
    | SHA1 LPAREN expression RPAREN
    | SHA256 LPAREN expression RPAREN
    | SHA384 LPAREN expression RPAREN
    | SHA512 LPAREN expression RPAREN
    | COALESCE expressionList
    | IF LPAREN expression COMMA expression COMMA expression RPAREN
    | STRLANG LPAREN expression COMMA expression RPAREN
    | STRDT LPAREN expression COMMA expression RPAREN
    | SAMETERM LPAREN expression COMMA expression RPAREN
    | ISIRI LPAREN expression RPAREN
    | ISURI LPAREN expression RPAREN
    | ISBLANK LPAREN expression RPAREN
    | ISLITERAL LPAREN expression RPAREN
    | ISNUMERIC LPAREN expression RPAREN
    | regexExpression
    | existsFunc
    | notExistsFunc
    ;

regexExpression
    : REGEX LPAREN expression COMMA expression (COMMA expression)? RPAREN
    ;

substringExpression
    : SUBSTR LPAREN expression COMMA expression (COMMA expression)? RPAREN
    ;

strReplaceExpression
    : REPLACE LPAREN expression COMMA expression COMMA expression (COMMA expression)? RPAREN
    ;

existsFunc
    : EXISTS groupGraphPattern
    ;

notExistsFunc
    : NOT EXISTS groupGraphPattern
    ;

aggregate
    : COUNT LPAREN DISTINCT? (STAR | expression) RPAREN
    | SUM LPAREN DISTINCT? expression RPAREN
    | MIN LPAREN DISTINCT? expression RPAREN
    | MAX LPAREN DISTINCT? expression RPAREN
    | AVG LPAREN DISTINCT? expression RPAREN
    | SAMPLE LPAREN DISTINCT? expression RPAREN
    | GROUP_CONCAT LPAREN DISTINCT? expression (SEMI SEPARATOR EQ stringLiteral)? RPAREN
    ;

iriOrFunction
    : iri argList?
    ;

// ---- terms ----

rdfLiteral
    : stringLiteral (LANGTAG | DCARET iri)?
    ;

numericLiteral
    : numericLiteralUnsigned
    | numericLiteralPositive
    | numericLiteralNegative
    ;

numericLiteralUnsigned
    : INTEGER
    | DECIMAL
    | DOUBLE
    ;

numericLiteralPositive
    : INTEGER_POSITIVE
    | DECIMAL_POSITIVE
    | DOUBLE_POSITIVE
    ;

numericLiteralNegative
    : INTEGER_NEGATIVE
    | DECIMAL_NEGATIVE
    | DOUBLE_NEGATIVE
    ;

booleanLiteral
    : TRUE
    | FALSE
    ;

stringLiteral
    : STRING_LITERAL1
    | STRING_LITERAL2
    | STRING_LITERAL_LONG1
    | STRING_LITERAL_LONG2
    ;

iri
    : IRIREF
    | prefixedName
    ;

prefixedName
    : PNAME_LN
    | PNAME_NS
    ;

blankNode
    : BLANK_NODE_LABEL
    | ANON
    ;
