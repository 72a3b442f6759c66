// Tokens of Gremlin as the grammar-based gremlin-lang engine reads it: no
// Groovy. Written for gql from the Gremlin language reference.
//
// Regenerate the Go parser with: grammars/generate gremlin
lexer grammar GremlinLexer;

// Keyword-valued literals come first so they win over Identifier.
TRUE     : 'true';
FALSE    : 'false';
NULL     : 'null';
NAN      : 'NaN';
INFINITY : 'Infinity';

DOT      : '.';
COMMA    : ',';
COLON    : ':';
SEMI     : ';';
LPAREN   : '(';
RPAREN   : ')';
LBRACK   : '[';
RBRACK   : ']';
LBRACE   : '{';
RBRACE   : '}';
PLUS     : '+';
MINUS    : '-';

// A float needs a fraction, an exponent or a floating suffix (f float,
// d double, m BigDecimal); 1d is a double while 1L is a long.
FloatLiteral
    : Digits '.' Digits Exponent? FloatSuffix?
    | Digits Exponent FloatSuffix?
    | Digits FloatSuffix
    ;

// Integer suffixes: b byte, s short, i int, l long, n BigInteger.
IntegerLiteral
    : ('0' [xX] HexDigit+ | Digits) IntegerSuffix?
    ;

StringLiteral
    : '\'' (~['\\\r\n] | Escape)* '\''
    | '"' (~["\\\r\n] | Escape)* '"'
    ;

Identifier : [a-zA-Z_$] [a-zA-Z0-9_$]*;

WS            : [ \t\r\n\f\u00A0\uFEFF]+ -> channel(HIDDEN);
LINE_COMMENT  : '//' ~[\r\n]* -> channel(HIDDEN);
BLOCK_COMMENT : '/*' .*? '*/' -> channel(HIDDEN);

// Anything else (operators inside Groovy closures, stray characters) becomes
// one token so the parser, not the lexer, reports it with context.
OTHER : .;

fragment Digits        : [0-9] ([0-9_]* [0-9])?;
fragment HexDigit      : [0-9a-fA-F];
fragment Exponent      : [eE] [+-]? Digits;
fragment FloatSuffix   : [fFdDmM];
fragment IntegerSuffix : [bBsSiIlLnN];
fragment Escape
    : '\\' [btnfr"'\\/$]
    | '\\u' HexDigit HexDigit HexDigit HexDigit
    ;
