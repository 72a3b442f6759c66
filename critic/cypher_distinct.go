package critic

import (
	"strings"

	"github.com/gql-dev/gql/diag"
	"github.com/gql-dev/gql/grammars/cypher"
	"github.com/gql-dev/gql/grammars/cypher/parser"
)

var aggregateNames = map[string]bool{
	"count": true, "collect": true, "sum": true, "avg": true, "min": true, "max": true,
	"stdev": true, "stdevp": true, "percentilecont": true, "percentiledisc": true,
}

// DistinctReturn adds DISTINCT to the query's final RETURN, for an answer
// whose rows repeat: a person reached through two movies is one person.
// ok is false when the final RETURN is already DISTINCT, aggregates (its
// rows are groups, which never repeat), or the result would not parse.
func DistinctReturn(query string) (string, bool) {
	toks := lexCypher(query)
	ret, depth := -1, 0
	for i, t := range toks {
		switch t.typ {
		case parser.CypherLexerLPAREN, parser.CypherLexerLBRACK, parser.CypherLexerLBRACE:
			depth++
		case parser.CypherLexerRPAREN, parser.CypherLexerRBRACK, parser.CypherLexerRBRACE:
			depth--
		case parser.CypherLexerRETURN:
			if depth == 0 {
				ret = i
			}
		case parser.CypherLexerUNION:
			return "", false // one RETURN per part; leave it to the model
		}
	}
	if ret < 0 || ret+1 >= len(toks) || toks[ret+1].typ == parser.CypherLexerDISTINCT {
		return "", false
	}
	for i := ret + 1; i+1 < len(toks); i++ {
		// count and collect lex as keywords (COUNT { } and COLLECT { } are
		// subqueries, which do not aggregate the RETURN).
		named := toks[i].typ == parser.CypherLexerIDENT || toks[i].typ == parser.CypherLexerCOUNT || toks[i].typ == parser.CypherLexerCOLLECT
		if named && aggregateNames[strings.ToLower(toks[i].text)] && toks[i+1].typ == parser.CypherLexerLPAREN {
			return "", false
		}
	}
	out := query[:toks[ret].end] + " DISTINCT" + query[toks[ret].end:]
	if t, errs := cypher.Parse(out); t == nil || diag.HasErrors(errs) {
		return "", false
	}
	return out, true
}
