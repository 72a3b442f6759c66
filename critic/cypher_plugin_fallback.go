package critic

import (
	"fmt"
	"strings"

	"github.com/gql-dev/gql/diag"
	"github.com/gql-dev/gql/grammars/cypher"
	"github.com/gql-dev/gql/grammars/cypher/parser"
)

// pluginFallbacks are plain-Cypher equivalents of pure plugin functions
// models reach for. {0}, {1} are the arguments (parenthesised); {acc} and
// {x} are fresh variable names. They are used only when the server says the
// function is unknown: where the plugin is installed, its own function runs.
var pluginFallbacks = map[string]struct {
	args int
	tmpl string
}{
	"apoc.coll.toset":        {1, "reduce({acc} = [], {x} IN {0} | CASE WHEN {x} IN {acc} THEN {acc} ELSE {acc} + [{x}] END)"},
	"apoc.coll.sum":          {1, "reduce({acc} = 0, {x} IN {0} | {acc} + {x})"},
	"apoc.coll.avg":          {1, "CASE WHEN size({0}) = 0 THEN null ELSE reduce({acc} = 0.0, {x} IN {0} | {acc} + {x}) / size({0}) END"},
	"apoc.coll.max":          {1, "reduce({acc} = null, {x} IN {0} | CASE WHEN {acc} IS NULL OR {x} > {acc} THEN {x} ELSE {acc} END)"},
	"apoc.coll.min":          {1, "reduce({acc} = null, {x} IN {0} | CASE WHEN {acc} IS NULL OR {x} < {acc} THEN {x} ELSE {acc} END)"},
	"apoc.coll.flatten":      {1, "reduce({acc} = [], {x} IN {0} | {acc} + {x})"},
	"apoc.coll.intersection": {2, "reduce({acc} = [], {x} IN {0} | CASE WHEN {x} IN {1} AND NOT {x} IN {acc} THEN {acc} + [{x}] ELSE {acc} END)"},
	"apoc.coll.union":        {2, "reduce({acc} = [], {x} IN {0} + {1} | CASE WHEN {x} IN {acc} THEN {acc} ELSE {acc} + [{x}] END)"},
	"apoc.text.join":         {2, "CASE WHEN size({0}) = 0 THEN '' ELSE reduce({acc} = head({0}), {x} IN tail({0}) | {acc} + {1} + {x}) END"},
}

// PluginFallback rewrites every call of the plugin function fn (as the
// server names it in "Unknown function 'apoc.coll.toSet'") into plain
// Cypher, when gql knows an equivalent; ok is false otherwise or when the
// result does not parse.
func PluginFallback(query, fn string) (string, bool) {
	fb, known := pluginFallbacks[strings.ToLower(fn)]
	if !known {
		return "", false
	}
	cur, n := query, 0
	// Innermost calls first, one per round, so nested calls see rewritten
	// arguments.
	for round := 0; round < 16; round++ {
		t, _ := cypher.Parse(cur)
		if t == nil {
			return "", false
		}
		var target *parser.FunctionInvocationContext
		for _, fi := range collect[*parser.FunctionInvocationContext](t.Script) {
			if !strings.EqualFold(functionName(fi), fn) || len(fi.AllExpression()) != fb.args {
				continue
			}
			inner := false
			for _, sub := range collect[*parser.FunctionInvocationContext](fi.Expression(0)) {
				if strings.EqualFold(functionName(sub), fn) {
					inner = true
				}
			}
			if !inner {
				target = fi
				break
			}
		}
		if target == nil {
			break
		}
		n++
		repl := fb.tmpl
		for i, e := range target.AllExpression() {
			repl = strings.ReplaceAll(repl, fmt.Sprintf("{%d}", i), "("+t.Source(e)+")")
		}
		repl = strings.NewReplacer("{acc}", fmt.Sprintf("gql_acc%d", n), "{x}", fmt.Sprintf("gql_x%d", n)).Replace(repl)
		s, e := t.Span(target)
		cur = cur[:s] + repl + cur[e:]
	}
	if n == 0 || cur == query {
		return "", false
	}
	if t, errs := cypher.Parse(cur); t == nil || diag.HasErrors(errs) {
		return "", false
	}
	return cur, true
}
