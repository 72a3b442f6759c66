// Gremlin as the grammar-based gremlin-lang engine accepts it. Written for gql
// from the Gremlin language reference (steps, predicates, enums, literals).
//
// The grammar is deliberately generic about names: a traversal is a chain of
// `name` or `name(args)` links, so an unknown or misspelt step still parses and
// the critic can name it and suggest the nearest real step. What a link means
// (source, spawn step, step, predicate, enum, variable) is decided by the
// hand-written walk in grammars/gremlin/gremlin.go. Groovy closures parse as
// `lambda` so the critic can refuse them with a clear message.
//
// Regenerate the Go parser with: grammars/generate gremlin
parser grammar GremlinParser;

options { tokenVocab = GremlinLexer; }

script
    : SEMI* (statement SEMI*)* EOF
    ;

statement
    : expression
    ;

// g.V().out('x'), __.in(), out(), P.gt(3), gt(3), T.id, desc, 'text', [1, 2].
expression
    : primary (DOT link)*
    ;

primary
    : link                           # linkPrimary
    | literal                        # literalPrimary
    | LPAREN expression RPAREN       # parenPrimary
    | lambda                         # lambdaPrimary
    ;

// One name in a chain: a step, a source, an enum class or constant, a
// predicate or a variable. Without arguments it is a bare name.
link
    : name arguments?
    ;

name
    : Identifier
    ;

arguments
    : LPAREN (argument (COMMA argument)*)? RPAREN
    ;

// Named arguments configure strategies: SubgraphStrategy(vertices: __.hasLabel('x')).
argument
    : (Identifier COLON)? expression
    ;

literal
    : StringLiteral                  # stringLiteral
    | number                         # numberLiteral
    | (TRUE | FALSE)                 # booleanLiteral
    | NULL                           # nullLiteral
    | list                           # listLiteral
    | map                            # mapLiteral
    ;

number
    : (PLUS | MINUS)? (IntegerLiteral | FloatLiteral | NAN | INFINITY)
    ;

list
    : LBRACK (expression (COMMA expression)* COMMA?)? RBRACK
    ;

map
    : LBRACK COLON RBRACK
    | LBRACK mapEntry (COMMA mapEntry)* COMMA? RBRACK
    ;

mapEntry
    : mapKey COLON expression
    ;

// Groovy map keys: a bare name is a string key; (T.id) or any other
// expression must be parenthesised.
mapKey
    : Identifier
    | StringLiteral
    | number
    | TRUE
    | FALSE
    | NULL
    | LPAREN expression RPAREN
    ;

// A Groovy closure such as { it -> it.get().value('name') }: not Gremlin, but
// parsed (braces balanced, contents kept as tokens) so it can be reported.
lambda
    : LBRACE lambdaItem* RBRACE
    ;

lambdaItem
    : lambda
    | ~(LBRACE | RBRACE)
    ;
