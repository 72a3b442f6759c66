// SPARQL 1.1 Query and Update lexer, written from the terminal productions of
// the W3C SPARQL 1.1 Query Language recommendation (section 19.8) and the
// Update recommendation. Keywords are case-insensitive except 'a'.
//
// Two tokens are not in the specification: WORD (a bare name) and ERROR_CHAR
// (any other character). Neither is used by the parser; they exist so that
// SQL-isms such as AND, LIKE or NULL reach the parser as a single token and
// produce a syntax error with a useful hint instead of a lexer failure. WORD
// also takes a whole run of name characters at once, which keeps lexing linear
// on long runs that never become a prefixed name.
lexer grammar SparqlLexer;

options { caseInsensitive = true; }

BASE: 'BASE';
PREFIX: 'PREFIX';
SELECT: 'SELECT';
DISTINCT: 'DISTINCT';
REDUCED: 'REDUCED';
AS: 'AS';
CONSTRUCT: 'CONSTRUCT';
WHERE: 'WHERE';
DESCRIBE: 'DESCRIBE';
ASK: 'ASK';
FROM: 'FROM';
NAMED: 'NAMED';
GROUP: 'GROUP';
BY: 'BY';
HAVING: 'HAVING';
ORDER: 'ORDER';
ASC: 'ASC';
DESC: 'DESC';
LIMIT: 'LIMIT';
OFFSET: 'OFFSET';
VALUES: 'VALUES';
LOAD: 'LOAD';
SILENT: 'SILENT';
INTO: 'INTO';
CLEAR: 'CLEAR';
DROP: 'DROP';
CREATE: 'CREATE';
ADD: 'ADD';
TO: 'TO';
MOVE: 'MOVE';
COPY: 'COPY';
INSERT: 'INSERT';
DATA: 'DATA';
DELETE: 'DELETE';
WITH: 'WITH';
USING: 'USING';
DEFAULT: 'DEFAULT';
GRAPH: 'GRAPH';
ALL: 'ALL';
OPTIONAL: 'OPTIONAL';
SERVICE: 'SERVICE';
BIND: 'BIND';
UNDEF: 'UNDEF';
MINUS_KW: 'MINUS';
UNION: 'UNION';
FILTER: 'FILTER';
NOT: 'NOT';
IN: 'IN';
EXISTS: 'EXISTS';
SEPARATOR: 'SEPARATOR';
TRUE: 'TRUE';
FALSE: 'FALSE';

// built-in functions (section 17.4) and aggregates (section 18.5)
STR: 'STR';
LANG: 'LANG';
LANGMATCHES: 'LANGMATCHES';
DATATYPE: 'DATATYPE';
BOUND: 'BOUND';
IRI: 'IRI';
URI: 'URI';
BNODE: 'BNODE';
RAND: 'RAND';
ABS: 'ABS';
CEIL: 'CEIL';
FLOOR: 'FLOOR';
ROUND: 'ROUND';
CONCAT: 'CONCAT';
STRLEN: 'STRLEN';
UCASE: 'UCASE';
LCASE: 'LCASE';
ENCODE_FOR_URI: 'ENCODE_FOR_URI';
CONTAINS: 'CONTAINS';
STRSTARTS: 'STRSTARTS';
STRENDS: 'STRENDS';
STRBEFORE: 'STRBEFORE';
STRAFTER: 'STRAFTER';
YEAR: 'YEAR';
MONTH: 'MONTH';
DAY: 'DAY';
HOURS: 'HOURS';
MINUTES: 'MINUTES';
SECONDS: 'SECONDS';
TIMEZONE: 'TIMEZONE';
TZ: 'TZ';
NOW: 'NOW';
UUID: 'UUID';
STRUUID: 'STRUUID';
MD5: 'MD5';
SHA1: 'SHA1';
SHA256: 'SHA256';
SHA384: 'SHA384';
SHA512: 'SHA512';
COALESCE: 'COALESCE';
IF: 'IF';
STRLANG: 'STRLANG';
STRDT: 'STRDT';
SAMETERM: 'SAMETERM';
ISIRI: 'ISIRI';
ISURI: 'ISURI';
ISBLANK: 'ISBLANK';
ISLITERAL: 'ISLITERAL';
ISNUMERIC: 'ISNUMERIC';
REGEX: 'REGEX';
SUBSTR: 'SUBSTR';
REPLACE: 'REPLACE';
COUNT: 'COUNT';
SUM: 'SUM';
MIN: 'MIN';
MAX: 'MAX';
AVG: 'AVG';
SAMPLE: 'SAMPLE';
GROUP_CONCAT: 'GROUP_CONCAT';

// 'a' (rdf:type) is the one keyword matched case-sensitively.
A
    options { caseInsensitive = false; }
    : 'a'
    ;

// punctuation
LBRACE: '{';
RBRACE: '}';
LPAREN: '(';
RPAREN: ')';
LBRACKET: '[';
RBRACKET: ']';
DOT: '.';
SEMI: ';';
COMMA: ',';
OR: '||';
AND: '&&';
EQ: '=';
NEQ: '!=';
LT: '<';
GT: '>';
LE: '<=';
GE: '>=';
PLUS: '+';
MINUS: '-';
STAR: '*';
SLASH: '/';
BANG: '!';
CARET: '^';
DCARET: '^^';
PIPE: '|';
QUESTION: '?';

IRIREF: '<' (~[<>"{}|^`\\\u0000-\u0020])* '>';
PNAME_NS: PN_PREFIX? ':';
PNAME_LN: PNAME_NS PN_LOCAL;
BLANK_NODE_LABEL: '_:' (PN_CHARS_U | [0-9]) ((PN_CHARS | '.')* PN_CHARS)?;
VAR1: '?' VARNAME;
VAR2: '$' VARNAME;
LANGTAG: '@' [a-z]+ ('-' [a-z0-9]+)*;
INTEGER: [0-9]+;
DECIMAL: [0-9]* '.' [0-9]+;
DOUBLE: [0-9]+ '.' [0-9]* EXPONENT | '.' [0-9]+ EXPONENT | [0-9]+ EXPONENT;
INTEGER_POSITIVE: '+' INTEGER;
DECIMAL_POSITIVE: '+' DECIMAL;
DOUBLE_POSITIVE: '+' DOUBLE;
INTEGER_NEGATIVE: '-' INTEGER;
DECIMAL_NEGATIVE: '-' DECIMAL;
DOUBLE_NEGATIVE: '-' DOUBLE;
STRING_LITERAL_LONG1: '\'\'\'' (('\'' | '\'\'')? (~['\\] | ECHAR))* '\'\'\'';
STRING_LITERAL_LONG2: '"""' (('"' | '""')? (~["\\] | ECHAR))* '"""';
STRING_LITERAL1: '\'' (~['\\\n\r] | ECHAR)* '\'';
STRING_LITERAL2: '"' (~["\\\n\r] | ECHAR)* '"';
NIL: '(' WS_CHAR* ')';
ANON: '[' WS_CHAR* ']';

WS: WS_CHAR+ -> channel(HIDDEN);
COMMENT: '#' ~[\r\n]* -> channel(HIDDEN);

WORD: PN_CHARS_U PN_CHARS*;
ERROR_CHAR: .;

fragment WS_CHAR: [ \t\r\n];
fragment EXPONENT: 'e' [+-]? [0-9]+;
fragment ECHAR: '\\' [tbnrf\\"'];
fragment PN_CHARS_BASE
    options { caseInsensitive = false; }
    : [a-zA-Z]
    | '\u00C0' .. '\u00D6'
    | '\u00D8' .. '\u00F6'
    | '\u00F8' .. '\u02FF'
    | '\u0370' .. '\u037D'
    | '\u037F' .. '\u1FFF'
    | '\u200C' .. '\u200D'
    | '\u2070' .. '\u218F'
    | '\u2C00' .. '\u2FEF'
    | '\u3001' .. '\uD7FF'
    | '\uF900' .. '\uFDCF'
    | '\uFDF0' .. '\uFFFD'
    | [\u{10000}-\u{EFFFF}]
    ;
fragment PN_CHARS_U: PN_CHARS_BASE | '_';
fragment VARNAME: (PN_CHARS_U | [0-9]) (PN_CHARS_U | [0-9] | '\u00B7' | '\u0300' .. '\u036F' | '\u203F' .. '\u2040')*;
fragment PN_CHARS: PN_CHARS_U | '-' | [0-9] | '\u00B7' | '\u0300' .. '\u036F' | '\u203F' .. '\u2040';
fragment PN_PREFIX: PN_CHARS_BASE ((PN_CHARS | '.')* PN_CHARS)?;
fragment PN_LOCAL: (PN_CHARS_U | ':' | [0-9] | PLX) ((PN_CHARS | '.' | ':' | PLX)* (PN_CHARS | ':' | PLX))?;
fragment PLX: PERCENT | PN_LOCAL_ESC;
fragment PERCENT: '%' HEX HEX;
fragment HEX: [0-9a-f];
fragment PN_LOCAL_ESC: '\\' [_~.\-!$&'()*+,;=/?#@%];
