// Cypher parser for gql, written from the Neo4j 5 Cypher manual and the
// openCypher specification. It accepts slightly more than Neo4j does where
// that lets the critic explain a common mistake with a fix instead of a bare
// syntax error: "!=" and "==", a label written without its colon "(m Movie)",
// and ORDER BY / SKIP / LIMIT standing on their own before RETURN. Those
// forms are reported as errors by critic checks, never silently accepted.
parser grammar CypherParser;

options { tokenVocab = CypherLexer; }

script
    : statement ( SEMI statement )* SEMI? EOF
    ;

statement
    : schemaCommand
    | query
    ;

// ---------------------------------------------------------------- queries

query
    : singleQuery ( union singleQuery )*
    ;

union
    : UNION ( ALL | DISTINCT )?
    ;

singleQuery
    : useClause? clause+
    ;

clause
    : matchClause
    | unwindClause
    | withClause
    | returnClause
    | subqueryCallClause
    | procedureCallClause
    | createClause
    | mergeClause
    | setClause
    | deleteClause
    | removeClause
    | foreachClause
    | loadCsvClause
    | finishClause
    | useClause
    | strayOrderClause
    ;

useClause
    : USE qualifiedName
    ;

matchClause
    : OPTIONAL? MATCH patternList hint* whereClause?
    ;

hint
    : USING INDEX variable labelExpression LPAREN propertyKeyName ( COMMA propertyKeyName )* RPAREN
    | USING symbolicName variable labelExpression ( LPAREN propertyKeyName ( COMMA propertyKeyName )* RPAREN )?
    | USING symbolicName ON variable ( COMMA variable )*
    ;

whereClause
    : WHERE expression
    ;

unwindClause
    : UNWIND expression AS variable
    ;

withClause
    : WITH projectionBody whereClause?
    ;

returnClause
    : RETURN projectionBody
    ;

projectionBody
    : DISTINCT? projectionItems orderBy? skip? limit?
    ;

projectionItems
    : STAR ( COMMA projectionItem )*
    | projectionItem ( COMMA projectionItem )*
    ;

projectionItem
    : expression ( AS variable )?
    ;

orderBy
    : ORDER BY sortItem ( COMMA sortItem )*
    ;

sortItem
    : expression ( ASC | ASCENDING | DESC | DESCENDING )?
    ;

skip
    : ( SKIP_ | OFFSET ) expression
    ;

limit
    : LIMIT expression
    ;

// ORDER BY, SKIP or LIMIT that does not follow WITH or RETURN.
strayOrderClause
    : orderBy skip? limit?
    | skip limit?
    | limit
    ;

subqueryCallClause
    : OPTIONAL? CALL ( LPAREN ( STAR | variable ( COMMA variable )* )? RPAREN )? LBRACE query RBRACE inTransactions?
    ;

inTransactions
    : IN ( INTEGER? CONCURRENT )? TRANSACTIONS transactionOption*
    ;

transactionOption
    : OF expression ( ROW | ROWS )
    | ON ERROR ( CONTINUE | BREAK | FAIL )
    | REPORT STATUS AS variable
    ;

procedureCallClause
    : OPTIONAL? CALL qualifiedName ( LPAREN ( expression ( COMMA expression )* )? RPAREN )? yieldClause?
    ;

yieldClause
    : YIELD ( STAR | yieldItem ( COMMA yieldItem )* ) whereClause?
    ;

yieldItem
    : symbolicName ( AS variable )?
    ;

createClause
    : CREATE patternList
    ;

mergeClause
    : MERGE patternPart mergeAction*
    ;

mergeAction
    : ON ( MATCH | CREATE ) setClause
    ;

setClause
    : SET setItem ( COMMA setItem )*
    ;

setItem
    : propertyExpression EQ expression
    | variable ( EQ | PLUS_EQ ) expression
    | variable labelExpression
    ;

propertyExpression
    : variable ( DOT propertyKeyName )+
    | LPAREN expression RPAREN ( DOT propertyKeyName )+
    ;

deleteClause
    : DETACH? DELETE expression ( COMMA expression )*
    ;

removeClause
    : REMOVE removeItem ( COMMA removeItem )*
    ;

removeItem
    : propertyExpression
    | variable labelExpression
    ;

foreachClause
    : FOREACH LPAREN variable IN expression PIPE clause+ RPAREN
    ;

loadCsvClause
    : LOAD CSV ( WITH HEADERS )? FROM expression AS variable ( FIELDTERMINATOR STRING )?
    ;

finishClause
    : FINISH
    ;

// ---------------------------------------------------------------- patterns

patternList
    : patternPart ( COMMA patternPart )*
    ;

patternPart
    : ( variable EQ )? pathSelector? pathPattern
    ;

pathSelector
    : ALL SHORTEST ( PATH | PATHS )?
    | ANY SHORTEST ( PATH | PATHS )?
    | SHORTEST INTEGER? ( PATH | PATHS )? GROUPS?
    | ALL ( PATH | PATHS )?
    | ANY INTEGER? ( PATH | PATHS )?
    ;

pathPattern
    : shortestPathPattern
    | pathHead pathLink*
    ;

shortestPathPattern
    : ( SHORTESTPATH | ALLSHORTESTPATHS ) LPAREN pathHead pathLink* RPAREN
    ;

pathHead
    : nodePattern
    | parenthesizedPath quantifier?
    ;

// A node directly after another node is only valid after a quantified path
// pattern; the front end checks that.
pathLink
    : relationshipPattern quantifier? nodePattern
    | parenthesizedPath quantifier?
    | nodePattern
    ;

parenthesizedPath
    : LPAREN ( variable EQ )? pathHead pathLink* whereClause? RPAREN
    ;

quantifier
    : LBRACE INTEGER? COMMA INTEGER? RBRACE
    | LBRACE INTEGER RBRACE
    | PLUS
    | STAR
    ;

nodePattern
    : LPAREN variable? labelExpression? properties? whereClause? RPAREN
    | LPAREN variable bareLabel properties? RPAREN
    ;

// "(m Movie)": a label missing its colon; reported by the critic with a fix.
bareLabel
    : IDENT
    | ESCAPED
    ;

relationshipPattern
    : LT? MINUS relationshipDetail? MINUS GT?
    ;

relationshipDetail
    : LBRACK variable? labelExpression? pathLength? properties? whereClause? RBRACK
    ;

pathLength
    : STAR ( INTEGER? DOTDOT INTEGER? | INTEGER )?
    ;

properties
    : mapLiteral
    | parameter
    ;

// ":A|B", ":A&B", ":!A", ":%", ":(A|B)&C", and the older ":A:B" and "[:A|:B]".
labelExpression
    : COLON labelOr
    | IS labelOr
    ;

labelOr
    : labelAnd ( PIPE COLON? labelAnd )*
    ;

labelAnd
    : labelNot ( ( AMP | COLON ) labelNot )*
    ;

labelNot
    : BANG labelNot
    | labelAtom
    ;

labelAtom
    : symbolicName
    | PERCENT
    | LPAREN labelOr RPAREN
    ;

// ---------------------------------------------------------------- expressions

// Alternatives are listed from the tightest binding to the loosest.
expression
    : atom                                                                      # AtomExpr
    | expression DOT propertyKeyName                                            # PropertyExpr
    | expression LBRACK expression RBRACK                                       # IndexExpr
    | expression LBRACK from=expression? DOTDOT to=expression? RBRACK           # SliceExpr
    | expression COLON labelOr                                                  # LabelExpr
    | <assoc=right> expression CARET expression                                 # PowerExpr
    | ( PLUS | MINUS ) expression                                               # UnaryExpr
    | expression ( STAR | SLASH | PERCENT ) expression                          # MultiplyExpr
    | expression ( PLUS | MINUS | BARBAR ) expression                           # AddExpr
    | expression ( STARTS WITH | ENDS WITH | CONTAINS | IN ) expression         # StringListExpr
    | expression IS NOT? NULL                                                   # NullExpr
    | expression ( EQ | NEQ | LT | GT | LE | GE | REGEQ | BANG_EQ | EQ_EQ ) expression # CompareExpr
    | NOT expression                                                            # NotExpr
    | expression AND expression                                                 # AndExpr
    | expression XOR expression                                                 # XorExpr
    | expression OR expression                                                  # OrExpr
    ;

atom
    : literal                                                                   # LiteralAtom
    | parameter                                                                 # ParameterAtom
    | caseExpression                                                            # CaseAtom
    | COUNT LPAREN STAR RPAREN                                                  # CountStarAtom
    | listComprehension                                                         # ListComprehensionAtom
    | patternComprehension                                                      # PatternComprehensionAtom
    | quantifierExpression                                                      # QuantifierAtom
    | reduceExpression                                                          # ReduceAtom
    | shortestPathPattern                                                       # ShortestPathAtom
    | pathHead pathLink+                                                        # PatternAtom
    | EXISTS LBRACE subqueryBody RBRACE                                         # ExistsAtom
    | COUNT LBRACE subqueryBody RBRACE                                          # CountAtom
    | COLLECT LBRACE query RBRACE                                               # CollectAtom
    | variable LBRACE ( mapProjectionItem ( COMMA mapProjectionItem )* )? RBRACE  # MapProjectionAtom
    | functionInvocation                                                        # FunctionAtom
    | LPAREN expression RPAREN                                                  # ParenAtom
    | variable                                                                  # VariableAtom
    ;

subqueryBody
    : query
    | patternList whereClause?
    ;

literal
    : INTEGER
    | FLOAT
    | STRING
    | TRUE
    | FALSE
    | NULL
    | listLiteral
    | mapLiteral
    ;

listLiteral
    : LBRACK ( expression ( COMMA expression )* )? RBRACK
    ;

mapLiteral
    : LBRACE ( mapEntry ( COMMA mapEntry )* )? RBRACE
    ;

mapEntry
    : propertyKeyName COLON expression
    ;

mapProjectionItem
    : DOT propertyKeyName
    | DOT STAR
    | propertyKeyName COLON expression
    | variable
    ;

parameter
    : DOLLAR ( symbolicName | INTEGER )
    ;

caseExpression
    : CASE expression? caseAlternative+ ( ELSE expression )? END
    ;

caseAlternative
    : WHEN expression THEN expression
    ;

listComprehension
    : LBRACK variable IN expression ( WHERE expression )? ( PIPE expression )? RBRACK
    ;

patternComprehension
    : LBRACK ( variable EQ )? pathHead pathLink+ ( WHERE expression )? PIPE expression RBRACK
    ;

quantifierExpression
    : ( ALL | ANY | NONE | SINGLE ) LPAREN variable IN expression ( WHERE expression )? RPAREN
    ;

reduceExpression
    : REDUCE LPAREN variable EQ expression COMMA variable IN expression PIPE expression RPAREN
    ;

functionInvocation
    : qualifiedFunctionName LPAREN DISTINCT? ( expression ( COMMA expression )* )? RPAREN
    ;

qualifiedFunctionName
    : ( symbolicName DOT )* functionName
    ;

functionName
    : IDENT
    | ESCAPED
    | softKeyword
    | EXISTS
    | COUNT
    | COLLECT
    | ALL
    | ANY
    | NONE
    | SINGLE
    ;

qualifiedName
    : symbolicName ( DOT symbolicName )*
    ;

// ---------------------------------------------------------------- schema commands

schemaCommand
    : CREATE ( OR REPLACE )? CONSTRAINT symbolicName? ( IF NOT EXISTS )? ( FOR | ON ) pathPattern ( REQUIRE | ASSERT ) propertyList IS constraintKind optionsClause?
    | CREATE ( OR REPLACE )? indexKind? INDEX symbolicName? ( IF NOT EXISTS )? FOR pathPattern ON ( propertyList | EACH propertyList | EACH? LBRACK propertyExpression ( COMMA propertyExpression )* RBRACK | symbolicName LPAREN variable RPAREN ) optionsClause?
    | DROP ( CONSTRAINT | INDEX ) symbolicName ( IF EXISTS )?
    ;

indexKind
    : RANGE | TEXT | POINT | LOOKUP | FULLTEXT | VECTOR
    ;

constraintKind
    : NODE? UNIQUE
    | RELATIONSHIP? UNIQUE
    | NODE? KEY
    | RELATIONSHIP? KEY
    | NOT NULL
    | symbolicName+
    ;

propertyList
    : LPAREN propertyExpression ( COMMA propertyExpression )* RPAREN
    | propertyExpression
    ;

optionsClause
    : OPTIONS mapLiteral
    ;

// ---------------------------------------------------------------- names

// Neo4j accepts every keyword as a variable name ("MATCH (order)", even
// "(null)"); where a keyword could also start a clause or literal, the
// alternative listed first in the referring rule wins.
variable
    : symbolicName
    ;

propertyKeyName
    : symbolicName
    ;

// Any name, keywords included: labels, types, property keys, map keys.
symbolicName
    : IDENT
    | ESCAPED
    | softKeyword
    | ALL | ALLSHORTESTPATHS | AND | ANY | AS | BY | CALL | CASE | CONTAINS | CREATE | DELETE
    | DETACH | DISTINCT | ELSE | END | ENDS | EXISTS | FALSE | FOREACH | IN | IS | LIMIT
    | LOAD | MATCH | MERGE | NONE | NOT | NULL | OPTIONAL | OR | ORDER | REMOVE | RETURN
    | SET | SHORTESTPATH | SINGLE | SKIP_ | STARTS | THEN | TRUE | UNION | UNWIND | USE
    | WHEN | WHERE | WITH | XOR | YIELD | ON | OF | USING
    ;

// Keywords that only mean something in a few places and that people use as
// variable names ("count", "node", "text", "from" ...).
softKeyword
    : ASC | ASCENDING | ASSERT | BREAK | COLLECT | CONCURRENT | CONSTRAINT | CONTINUE | COUNT
    | CSV | DESC | DESCENDING | DROP | EACH | ERROR | FAIL | FIELDTERMINATOR | FINISH | FOR
    | FROM | FULLTEXT | GROUPS | HEADERS | IF | INDEX | KEY | LOOKUP | NODE | OFFSET | OPTIONS
    | PATH | PATHS | POINT | RANGE | REDUCE | RELATIONSHIP | REPLACE | REPORT | REQUIRE | ROW | ROWS
    | SHORTEST | STATUS | TEXT | TRANSACTIONS | UNIQUE | VECTOR
    ;
