package critic

import (
	"strings"

	"github.com/antlr4-go/antlr/v4"

	"github.com/gql-dev/gql/diag"
	"github.com/gql-dev/gql/grammars/cypher"
	"github.com/gql-dev/gql/grammars/cypher/parser"
)

// Syntax repairs: habits from other query languages and from older Cypher
// that models write and Neo4j 5 rejects at parse time. Each rewrites tokens
// (never inside string literals) and is offered, like the quote-doubling
// fix, only when the rewritten query parses; what it then lacks (a pattern
// used as a value) the next round's checks find and fix.
type syntaxRepair struct {
	label, detail string
	rewrite       func(toks []lexTok, text string) (string, bool)
}

var syntaxRepairs = []syntaxRepair{
	{"write COUNT { pattern } for size{ pattern }",
		"size{...} is neither old nor new Cypher; COUNT { pattern } counts the matches.", sizeBraceToCount},
	{"write `a CONTAINS b` for CONTAINS(a, b)",
		"CONTAINS, STARTS WITH and ENDS WITH are operators in Cypher, not functions.", operatorCallToInfix},
	{"put parentheses around the nodes of the pattern",
		"A node in a relationship pattern is written in parentheses: (p)-[:R]->(m), not p-[:R]->m.", bareNodeParens},
	{"write COLLECT { MATCH pattern RETURN x }[0] for a SQL subquery (SELECT x FROM ...)",
		"SQL nests a SELECT to compute one value; Cypher's COLLECT { MATCH ... RETURN x } returns the values as a list, [0] the first.", sqlScalarSubquery},
	{"write COLLECT { MATCH ... RETURN x }[0] for a parenthesised (MATCH ... RETURN x)",
		"Cypher has no scalar subquery in parentheses; COLLECT { ... } returns the subquery's values as a list, [0] the first.", scalarSubquery},
}

// withSyntaxRepairs attaches to the first syntax error the combination of
// the repairs that apply, when the result parses.
func withSyntaxRepairs(text string, ds []diag.Diagnostic) []diag.Diagnostic {
	cur := text
	var labels, details []string
	for _, r := range syntaxRepairs {
		next, ok := r.rewrite(lexCypher(cur), cur)
		if !ok || next == cur {
			continue
		}
		cur = next
		labels = append(labels, r.label)
		details = append(details, r.detail)
	}
	if cur == text {
		return ds
	}
	if t, errs := cypher.Parse(cur); t == nil || diag.HasErrors(errs) {
		return ds
	}
	for i := range ds {
		if ds[i].Severity == diag.Error {
			ds[i].Fixes = append([]diag.Fix{{Span: diag.Span{Start: 0, End: len(text)}, Replacement: cur,
				Label: strings.Join(labels, "; ")}}, ds[i].Fixes...)
			ds[i].Detail = strings.TrimSpace(ds[i].Detail + " " + strings.Join(details, " "))
			break
		}
	}
	return ds
}

// lexTok is a default-channel token with byte offsets.
type lexTok struct {
	typ        int
	text       string
	start, end int
}

func lexCypher(text string) []lexTok {
	// ANTLR counts runes; map them to byte offsets.
	var r2b []int
	for i := range text {
		r2b = append(r2b, i)
	}
	r2b = append(r2b, len(text))
	lx := parser.NewCypherLexer(antlr.NewInputStream(text))
	lx.RemoveErrorListeners()
	var out []lexTok
	for _, t := range lx.GetAllTokens() {
		if t.GetChannel() != antlr.TokenDefaultChannel {
			continue
		}
		s, e := t.GetStart(), t.GetStop()+1
		if s < 0 || e >= len(r2b) || s > e {
			continue
		}
		out = append(out, lexTok{t.GetTokenType(), t.GetText(), r2b[s], r2b[e]})
	}
	return out
}

// edit is one replacement of a byte range.
type edit struct {
	start, end int
	text       string
}

func applyEdits(text string, eds []edit) string {
	var b strings.Builder
	last := 0
	for _, e := range eds {
		if e.start < last {
			continue // overlapping: keep the first
		}
		b.WriteString(text[last:e.start])
		b.WriteString(e.text)
		last = e.end
	}
	b.WriteString(text[last:])
	return b.String()
}

// closing returns the index of the token closing the bracket at i.
func closing(toks []lexTok, i int) int {
	open, shut := toks[i].typ, 0
	switch open {
	case parser.CypherLexerLPAREN:
		shut = parser.CypherLexerRPAREN
	case parser.CypherLexerLBRACE:
		shut = parser.CypherLexerRBRACE
	case parser.CypherLexerLBRACK:
		shut = parser.CypherLexerRBRACK
	default:
		return -1
	}
	depth := 0
	for j := i; j < len(toks); j++ {
		switch toks[j].typ {
		case open:
			depth++
		case shut:
			depth--
			if depth == 0 {
				return j
			}
		}
	}
	return -1
}

// sizeBraceToCount: size{(p)-->()} → COUNT {(p)-->()}.
func sizeBraceToCount(toks []lexTok, text string) (string, bool) {
	var eds []edit
	for i := 0; i+1 < len(toks); i++ {
		if toks[i].typ == parser.CypherLexerIDENT && strings.EqualFold(toks[i].text, "size") && toks[i+1].typ == parser.CypherLexerLBRACE {
			eds = append(eds, edit{toks[i].start, toks[i].end, "COUNT "})
		}
	}
	return applyEdits(text, eds), len(eds) > 0
}

// operatorCallToInfix: CONTAINS(a, b) → (a CONTAINS b); likewise STARTS
// WITH(a, b) and ENDS WITH(a, b).
func operatorCallToInfix(toks []lexTok, text string) (string, bool) {
	var eds []edit
	for i := 0; i < len(toks); i++ {
		op, open := "", -1
		switch {
		case toks[i].typ == parser.CypherLexerCONTAINS && i+1 < len(toks) && toks[i+1].typ == parser.CypherLexerLPAREN:
			op, open = "CONTAINS", i+1
		case (toks[i].typ == parser.CypherLexerSTARTS || toks[i].typ == parser.CypherLexerENDS) && i+2 < len(toks) &&
			toks[i+1].typ == parser.CypherLexerWITH && toks[i+2].typ == parser.CypherLexerLPAREN:
			op, open = strings.ToUpper(toks[i].text)+" WITH", i+2
		default:
			continue
		}
		// An operator between two operands (a CONTAINS (b)) is fine.
		if i > 0 && endsOperand(toks[i-1].typ) {
			continue
		}
		end := closing(toks, open)
		if end < 0 {
			continue
		}
		comma, depth := -1, 0
		for j := open + 1; j < end; j++ {
			switch toks[j].typ {
			case parser.CypherLexerLPAREN, parser.CypherLexerLBRACK, parser.CypherLexerLBRACE:
				depth++
			case parser.CypherLexerRPAREN, parser.CypherLexerRBRACK, parser.CypherLexerRBRACE:
				depth--
			case parser.CypherLexerCOMMA:
				if depth == 0 {
					if comma >= 0 {
						comma = -2 // more than two arguments
					} else if comma == -1 {
						comma = j
					}
				}
			}
		}
		if comma < 0 || comma == open+1 || comma == end-1 {
			continue
		}
		a := strings.TrimSpace(text[toks[open+1].start:toks[comma-1].end])
		b := strings.TrimSpace(text[toks[comma+1].start:toks[end-1].end])
		eds = append(eds, edit{toks[i].start, toks[end].end, "(" + a + " " + op + " " + b + ")"})
		i = end
	}
	return applyEdits(text, eds), len(eds) > 0
}

func endsOperand(typ int) bool {
	switch typ {
	case parser.CypherLexerIDENT, parser.CypherLexerESCAPED, parser.CypherLexerSTRING, parser.CypherLexerINTEGER,
		parser.CypherLexerFLOAT, parser.CypherLexerRPAREN, parser.CypherLexerRBRACK:
		return true
	}
	return false
}

// bareNodeParens: p-[:R]->m → (p)-[:R]->(m), for a variable standing
// where a node pattern belongs: right before -[ or <-[, or right after ]-
// or ]->.
func bareNodeParens(toks []lexTok, text string) (string, bool) {
	isVar := func(i int) bool {
		if i < 0 || i >= len(toks) || toks[i].typ != parser.CypherLexerIDENT {
			return false
		}
		if i > 0 {
			switch toks[i-1].typ {
			case parser.CypherLexerDOT, parser.CypherLexerCOLON:
				return false
			case parser.CypherLexerLPAREN:
				// (p) and (p:L {..}) are node patterns already; in
				// relationships(p-[...]) the parenthesis is the call's.
				if i+1 < len(toks) {
					switch toks[i+1].typ {
					case parser.CypherLexerRPAREN, parser.CypherLexerCOLON, parser.CypherLexerLBRACE:
						return false
					}
				}
			}
		}
		return i+1 >= len(toks) || toks[i+1].typ != parser.CypherLexerLPAREN // not a function name
	}
	wrap := map[int]bool{}
	for i := 0; i < len(toks); i++ {
		t := toks[i].typ
		// v -[   or   v <-[
		if isVar(i) && i+2 < len(toks) {
			n1, n2 := toks[i+1].typ, toks[i+2].typ
			if (n1 == parser.CypherLexerMINUS && n2 == parser.CypherLexerLBRACK) ||
				(n1 == parser.CypherLexerLT && n2 == parser.CypherLexerMINUS && i+3 < len(toks) && toks[i+3].typ == parser.CypherLexerLBRACK) {
				wrap[i] = true
			}
		}
		// ]- v   or   ]-> v
		if t == parser.CypherLexerRBRACK && i+2 < len(toks) && toks[i+1].typ == parser.CypherLexerMINUS {
			j := i + 2
			if toks[j].typ == parser.CypherLexerGT {
				j++
			}
			if isVar(j) {
				wrap[j] = true
			}
		}
	}
	var eds []edit
	for i := range toks {
		if wrap[i] {
			eds = append(eds, edit{toks[i].start, toks[i].end, "(" + toks[i].text + ")"})
		}
	}
	return applyEdits(text, eds), len(eds) > 0
}

// scalarSubquery: x = (MATCH ... RETURN y) → x = COLLECT { MATCH ... RETURN y }[0].
func scalarSubquery(toks []lexTok, text string) (string, bool) {
	var eds []edit
	for i := 0; i+1 < len(toks); i++ {
		if toks[i].typ != parser.CypherLexerLPAREN {
			continue
		}
		n := toks[i+1].typ
		if n != parser.CypherLexerMATCH && !(n == parser.CypherLexerOPTIONAL && i+2 < len(toks) && toks[i+2].typ == parser.CypherLexerMATCH) {
			continue
		}
		end := closing(toks, i)
		if end < 0 {
			continue
		}
		body := text[toks[i+1].start:toks[end-1].end]
		if !strings.Contains(strings.ToUpper(body), "RETURN") {
			continue
		}
		eds = append(eds, edit{toks[i].start, toks[end].end, "COLLECT { " + body + " }[0]"})
		i = end
	}
	return applyEdits(text, eds), len(eds) > 0
}

// sqlScalarSubquery: (SELECT min(p.born) FROM Person p) →
// COLLECT { MATCH (p:Person) RETURN min(p.born) }[0]; the FROM part may be
// a label and an alias, or a pattern; a WHERE after it is kept.
func sqlScalarSubquery(toks []lexTok, text string) (string, bool) {
	// SELECT lexes as a name, FROM as a keyword (of LOAD CSV).
	isWord := func(i int, w string) bool {
		return i < len(toks) && (toks[i].typ == parser.CypherLexerIDENT || toks[i].typ == parser.CypherLexerFROM) && strings.EqualFold(toks[i].text, w)
	}
	var eds []edit
	for i := 0; i+1 < len(toks); i++ {
		if toks[i].typ != parser.CypherLexerLPAREN || !isWord(i+1, "SELECT") {
			continue
		}
		end := closing(toks, i)
		if end < 0 {
			continue
		}
		from, where, depth := -1, -1, 0
		for j := i + 2; j < end; j++ {
			switch toks[j].typ {
			case parser.CypherLexerLPAREN, parser.CypherLexerLBRACK, parser.CypherLexerLBRACE:
				depth++
			case parser.CypherLexerRPAREN, parser.CypherLexerRBRACK, parser.CypherLexerRBRACE:
				depth--
			}
			if depth != 0 {
				continue
			}
			if from < 0 && isWord(j, "FROM") {
				from = j
			} else if from >= 0 && where < 0 && toks[j].typ == parser.CypherLexerWHERE {
				where = j
			}
		}
		if from < 0 || from == i+2 || from+1 >= end {
			continue
		}
		stop := end
		if where > 0 {
			stop = where
		}
		expr := text[toks[i+2].start:toks[from-1].end]
		var pattern string
		switch {
		case toks[from+1].typ == parser.CypherLexerLPAREN:
			pattern = text[toks[from+1].start:toks[stop-1].end]
		case stop-from == 3 && toks[from+1].typ == parser.CypherLexerIDENT && toks[from+2].typ == parser.CypherLexerIDENT:
			pattern = "(" + toks[from+2].text + ":" + toks[from+1].text + ")"
		default:
			continue
		}
		body := "MATCH " + pattern
		if where > 0 {
			body += " " + text[toks[where].start:toks[end-1].end]
		}
		eds = append(eds, edit{toks[i].start, toks[end].end, "COLLECT { " + body + " RETURN " + strings.TrimSpace(expr) + " }[0]"})
		i = end
	}
	return applyEdits(text, eds), len(eds) > 0
}
