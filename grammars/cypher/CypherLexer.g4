// Cypher lexer for gql, written from the Neo4j 5 Cypher manual and the
// openCypher specification. Keywords are case-insensitive; most of them may
// also be used as names (see symbolicName in CypherParser.g4).
lexer grammar CypherLexer;

options { caseInsensitive = true; }

// Layout and comments never reach the parser.
WS            : [ \t\r\n\f\u000B\u00A0\uFEFF\u2000-\u200B\u2028\u2029\u3000]+ -> channel(HIDDEN) ;
LINE_COMMENT  : '//' ~[\r\n]* -> channel(HIDDEN) ;
BLOCK_COMMENT : '/*' .*? '*/' -> channel(HIDDEN) ;

// Keywords.
ALL              : 'ALL' ;
ALLSHORTESTPATHS : 'ALLSHORTESTPATHS' ;
AND              : 'AND' ;
ANY              : 'ANY' ;
AS               : 'AS' ;
ASC              : 'ASC' ;
ASCENDING        : 'ASCENDING' ;
ASSERT           : 'ASSERT' ;
BREAK            : 'BREAK' ;
BY               : 'BY' ;
CALL             : 'CALL' ;
CASE             : 'CASE' ;
COLLECT          : 'COLLECT' ;
CONCURRENT       : 'CONCURRENT' ;
CONSTRAINT       : 'CONSTRAINT' ;
CONTAINS         : 'CONTAINS' ;
CONTINUE         : 'CONTINUE' ;
COUNT            : 'COUNT' ;
CREATE           : 'CREATE' ;
CSV              : 'CSV' ;
DELETE           : 'DELETE' ;
DESC             : 'DESC' ;
DESCENDING       : 'DESCENDING' ;
DETACH           : 'DETACH' ;
DISTINCT         : 'DISTINCT' ;
DROP             : 'DROP' ;
EACH             : 'EACH' ;
ELSE             : 'ELSE' ;
END              : 'END' ;
ENDS             : 'ENDS' ;
ERROR            : 'ERROR' ;
EXISTS           : 'EXISTS' ;
FAIL             : 'FAIL' ;
FALSE            : 'FALSE' ;
FIELDTERMINATOR  : 'FIELDTERMINATOR' ;
FINISH           : 'FINISH' ;
FOR              : 'FOR' ;
FOREACH          : 'FOREACH' ;
FROM             : 'FROM' ;
FULLTEXT         : 'FULLTEXT' ;
GROUPS           : 'GROUPS' ;
HEADERS          : 'HEADERS' ;
IF               : 'IF' ;
IN               : 'IN' ;
INDEX            : 'INDEX' ;
IS               : 'IS' ;
KEY              : 'KEY' ;
LIMIT            : 'LIMIT' ;
LOAD             : 'LOAD' ;
LOOKUP           : 'LOOKUP' ;
MATCH            : 'MATCH' ;
MERGE            : 'MERGE' ;
NODE             : 'NODE' ;
NONE             : 'NONE' ;
NOT              : 'NOT' ;
NULL             : 'NULL' ;
OF               : 'OF' ;
OFFSET           : 'OFFSET' ;
ON               : 'ON' ;
OPTIONAL         : 'OPTIONAL' ;
OPTIONS          : 'OPTIONS' ;
OR               : 'OR' ;
ORDER            : 'ORDER' ;
PATH             : 'PATH' ;
PATHS            : 'PATHS' ;
POINT            : 'POINT' ;
RANGE            : 'RANGE' ;
REDUCE           : 'REDUCE' ;
RELATIONSHIP     : 'RELATIONSHIP' ;
REMOVE           : 'REMOVE' ;
REPLACE          : 'REPLACE' ;
REPORT           : 'REPORT' ;
REQUIRE          : 'REQUIRE' ;
RETURN           : 'RETURN' ;
ROW              : 'ROW' ;
ROWS             : 'ROWS' ;
SET              : 'SET' ;
SHORTEST         : 'SHORTEST' ;
SHORTESTPATH     : 'SHORTESTPATH' ;
SINGLE           : 'SINGLE' ;
SKIP_            : 'SKIP' ;
STARTS           : 'STARTS' ;
STATUS           : 'STATUS' ;
TEXT             : 'TEXT' ;
THEN             : 'THEN' ;
TRANSACTIONS     : 'TRANSACTIONS' ;
TRUE             : 'TRUE' ;
UNION            : 'UNION' ;
UNIQUE           : 'UNIQUE' ;
UNWIND           : 'UNWIND' ;
USE              : 'USE' ;
USING            : 'USING' ;
VECTOR           : 'VECTOR' ;
WHEN             : 'WHEN' ;
WHERE            : 'WHERE' ;
WITH             : 'WITH' ;
XOR              : 'XOR' ;
YIELD            : 'YIELD' ;

// Operators and punctuation. Arrows are built by the parser from '<', '-'
// and '>' so that "<--", "-->" and "<-[...]-" need no special tokens.
NEQ      : '<>' ;
BANG_EQ  : '!=' ;     // not Cypher; parsed so the critic can offer '<>'
EQ_EQ    : '==' ;     // not Cypher; parsed so the critic can offer '='
LE       : '<=' ;
GE       : '>=' ;
REGEQ    : '=~' ;
PLUS_EQ  : '+=' ;
BARBAR   : '||' ;
DOTDOT   : '..' ;
EQ       : '=' ;
LT       : '<' ;
GT       : '>' ;
PLUS     : '+' ;
MINUS    : '-' | '\u2010' | '\u2011' | '\u2012' | '\u2013' | '\u2014' | '\u2015' | '\u2212' | '\uFE58' | '\uFE63' | '\uFF0D' ;
STAR     : '*' ;
SLASH    : '/' ;
PERCENT  : '%' ;
CARET    : '^' ;
LPAREN   : '(' ;
RPAREN   : ')' ;
LBRACK   : '[' ;
RBRACK   : ']' ;
LBRACE   : '{' ;
RBRACE   : '}' ;
COMMA    : ',' ;
DOT      : '.' ;
COLON    : ':' ;
SEMI     : ';' ;
PIPE     : '|' ;
AMP      : '&' ;
BANG     : '!' ;
DOLLAR   : '$' ;

// Literals. A float needs digits on both sides of the point so that the
// range in "*1..3" lexes as INTEGER DOTDOT INTEGER.
FLOAT
    : DIGITS '.' DIGITS EXPONENT?
    | '.' DIGITS EXPONENT?
    | DIGITS EXPONENT
    ;
INTEGER
    : '0x' [0-9a-f_]+
    | '0o' [0-7_]+
    | DIGITS
    ;
STRING
    : '\'' ( ESC | ~['\\] )* '\''
    | '"' ( ESC | ~["\\] )* '"'
    ;

IDENT   : ID_START ID_PART* ;
ESCAPED : '`' ( ~'`' | '``' )* '`' ;

// Anything else is handed to the parser as one bad token, so the error
// points at it instead of the lexer dropping it silently.
UNKNOWN : . ;

fragment DIGITS   : [0-9] ( [0-9_]* [0-9] )? ;
fragment EXPONENT : 'e' [+-]? [0-9]+ ;
fragment ESC      : '\\' . ;
fragment ID_START : [\p{L}_] ;
fragment ID_PART  : [\p{L}\p{N}_] ;
