package critic

import (
	"strings"

	"github.com/gql-dev/gql/diag"
	"github.com/gql-dev/gql/grammars/cypher"
	"github.com/gql-dev/gql/grammars/cypher/parser"
	"github.com/gql-dev/gql/lang"
	"github.com/gql-dev/gql/schema"
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

// RowsAreEntities reports whether every row of the query's final RETURN
// names whole nodes: each item is a node variable or a property of one, and
// each node read by a property is also identified (returned whole, or by
// its label's key property, schema.Key). A repeated row then is the same
// nodes reached along several paths, never two things that look alike
// (two movies of the same year), so returning it once loses nothing.
func RowsAreEntities(query string, s *schema.Schema) bool {
	if s == nil {
		return false
	}
	tree, _ := cypher.Parse(query)
	if tree == nil {
		return false
	}
	u := &Unit{Lang: lang.Cypher, Text: query, Schema: s, Tree: tree}
	var last *parser.ReturnClauseContext
	lastEnd := -1
	for _, rc := range collect[*parser.ReturnClauseContext](tree.Script) {
		if _, e := tree.Span(rc); e > lastEnd {
			last, lastEnd = rc, e
		}
	}
	if last == nil || last.ProjectionBody() == nil || last.ProjectionBody().ProjectionItems() == nil {
		return false
	}
	items := last.ProjectionBody().ProjectionItems()
	if items.STAR() != nil {
		return false
	}
	kinds := cypherPatterns(u).Kind
	whole := map[string]bool{}
	props := map[string][]string{}
	for _, it := range items.AllProjectionItem() {
		e := it.Expression()
		if v := bareVariable(e); v != "" {
			if kinds[v] != "node" {
				return false // a relationship shows as its type: two look alike
			}
			whole[v] = true
			continue
		}
		pe, ok := e.(*parser.PropertyExprContext)
		if !ok {
			return false
		}
		v := bareVariable(pe.Expression())
		if v == "" || kinds[v] != "node" {
			return false
		}
		props[v] = append(props[v], unquote(pe.PropertyKeyName().GetText()))
	}
	for v, keys := range props {
		if whole[v] {
			continue
		}
		identified := false
		for _, l := range ownerOf(u, v).labels {
			if k := s.Key(l); k != "" && contains(keys, k) {
				identified = true
			}
		}
		if !identified {
			return false
		}
	}
	return len(whole)+len(props) > 0
}
