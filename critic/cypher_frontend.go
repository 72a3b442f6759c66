package critic

import (
	"strings"

	"github.com/antlr4-go/antlr/v4"

	"github.com/gql-dev/gql/diag"
	"github.com/gql-dev/gql/grammars/cypher"
	"github.com/gql-dev/gql/grammars/cypher/parser"
	"github.com/gql-dev/gql/lang"
)

func init() {
	RegisterFrontend(Frontend{
		Lang: lang.Cypher,
		Parse: func(text string) (any, []diag.Diagnostic) {
			t, ds := cypher.Parse(text)
			if len(ds) > 0 {
				ds = withQuoteDoublingFix(text, ds)
				ds = withSyntaxRepairs(text, ds)
			}
			if t == nil {
				// A nil *Tree in an interface is not nil; Run tests tree != nil.
				return nil, ds
			}
			return t, ds
		},
		Writes: cypherWrites,
	})
}

// withQuoteDoublingFix: SQL escapes a quote inside a string by doubling it
// ('It”s'), which Cypher does not accept. When rewriting every doubled quote
// inside a literal as \' makes the query parse cleanly, the first syntax
// error carries that rewrite as its fix.
func withQuoteDoublingFix(text string, ds []diag.Diagnostic) []diag.Diagnostic {
	fixed, ok := undoubleQuotes(text)
	if !ok {
		return ds
	}
	if t, errs := cypher.Parse(fixed); t == nil || diag.HasErrors(errs) {
		return ds
	}
	for i := range ds {
		if ds[i].Severity == diag.Error {
			ds[i].Fixes = append([]diag.Fix{{Span: diag.Span{Start: 0, End: len(text)}, Replacement: fixed,
				Label: "escape the doubled quotes SQL-style ('') as \\' (Cypher)"}}, ds[i].Fixes...)
			ds[i].Detail = strings.TrimSpace(ds[i].Detail + " SQL doubles a quote to escape it ('It''s'); Cypher writes 'It\\'s'.")
			break
		}
	}
	return ds
}

// undoubleQuotes rewrites ” inside single-quoted literals as \'; ok is
// false when there is none.
func undoubleQuotes(text string) (string, bool) {
	var b strings.Builder
	in, changed := false, false
	for i := 0; i < len(text); i++ {
		c := text[i]
		switch {
		case in && c == '\\' && i+1 < len(text):
			b.WriteByte(c)
			i++
			b.WriteByte(text[i])
			continue
		case in && c == '\'' && i+1 < len(text) && text[i+1] == '\'':
			b.WriteString(`\'`)
			i++
			changed = true
			continue
		case c == '\'':
			in = !in
		}
		b.WriteByte(c)
	}
	return b.String(), changed
}

// writeProcedures are procedure name prefixes (lower case) that change data
// or the database itself.
var writeProcedures = []string{
	"apoc.create.", "apoc.merge.", "apoc.refactor.", "apoc.periodic.", "apoc.atomic.",
	"apoc.nodes.delete", "apoc.nodes.link", "apoc.trigger.", "apoc.schema.assert", "apoc.cypher.doit",
	"apoc.cypher.runwrite", "apoc.cypher.runschema", "apoc.load.", "apoc.import.", "apoc.export.",
	"apoc.lock.", "apoc.uuid.", "apoc.ttl.", "apoc.custom.", "apoc.systemdb.",
	"db.create", "db.index.fulltext.create", "db.index.fulltext.drop", "db.index.vector.create",
	"db.clearquerycaches", "db.drop", "db.set", "dbms.",
	"gds.graph.drop", "gds.graph.write", "gds.graph.nodeproperties.write", "gds.graph.relationship.write",
}

var writeCheck = &Check{ID: "cypher-write", Lang: lang.Cypher, Severity: diag.Error}

// cypherWrites lists every clause or procedure call that would change the
// database; gql only ever runs read-only queries.
func cypherWrites(u *Unit) []diag.Diagnostic {
	t := cypherTree(u)
	var out []diag.Diagnostic
	report := func(ctx antlr.ParserRuleContext, what string) {
		// Point at the first keyword, not the whole clause.
		s, e := t.TokenSpan(ctx.GetStart())
		out = append(out, u.Diag(writeCheck, s, e, what+" changes the database; gql runs read-only queries", ""))
	}
	walk(t.Script, func(x antlr.Tree) bool {
		switch c := x.(type) {
		case *parser.CreateClauseContext:
			report(c, "CREATE")
		case *parser.MergeClauseContext:
			report(c, "MERGE")
		case *parser.SetClauseContext:
			if _, inMerge := c.GetParent().(*parser.MergeActionContext); !inMerge {
				report(c, "SET")
			}
		case *parser.DeleteClauseContext:
			if c.DETACH() != nil {
				report(c, "DETACH DELETE")
			} else {
				report(c, "DELETE")
			}
		case *parser.RemoveClauseContext:
			report(c, "REMOVE")
		case *parser.ForeachClauseContext:
			report(c, "FOREACH")
		case *parser.LoadCsvClauseContext:
			report(c, "LOAD CSV")
		case *parser.SchemaCommandContext:
			report(c, "a schema command")
		case *parser.SubqueryCallClauseContext:
			if c.InTransactions() != nil {
				s, e := t.Span(c.InTransactions())
				out = append(out, u.Diag(writeCheck, s, e, "CALL { ... } IN TRANSACTIONS is for batched writes; gql runs read-only queries", ""))
			}
		case *parser.ProcedureCallClauseContext:
			name := strings.ToLower(strings.ReplaceAll(c.QualifiedName().GetText(), "`", ""))
			for _, p := range writeProcedures {
				if strings.HasPrefix(name, p) {
					s, e := t.Span(c.QualifiedName())
					out = append(out, u.Diag(writeCheck, s, e, "procedure "+c.QualifiedName().GetText()+" changes the database; gql runs read-only queries", ""))
					break
				}
			}
		}
		return true
	})
	return out
}

// checkByID finds a registered check. Check values cannot name themselves
// inside their own Run without an initialisation cycle, so they look
// themselves up when they report.
func checkByID(id string) *Check {
	regMu.RLock()
	defer regMu.RUnlock()
	for i := range checks {
		if checks[i].ID == id {
			return &checks[i]
		}
	}
	return &Check{ID: id, Severity: diag.Error}
}
