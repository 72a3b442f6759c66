// Package bench measures the compiler against datasets of questions with gold
// queries: exact match (EM), AST match with our own parsers (GAM), execution
// accuracy on the real servers (EX), twig hit rate, critic and correction
// activation, prompt tokens and latency, per language and per ablation; and
// writes the results as JSON, Markdown and a self-contained HTML report.
// docs/bench.md defines every metric.
package bench

import (
	"errors"
	"fmt"
	"reflect"
	"sort"
	"strconv"
	"strings"
	"sync"

	"github.com/antlr4-go/antlr/v4"

	"github.com/gql-dev/gql/backends"
	"github.com/gql-dev/gql/diag"
	"github.com/gql-dev/gql/grammars/cypher"
	cp "github.com/gql-dev/gql/grammars/cypher/parser"
	"github.com/gql-dev/gql/grammars/gremlin"
	gp "github.com/gql-dev/gql/grammars/gremlin/parser"
	"github.com/gql-dev/gql/grammars/sparql"
	sp "github.com/gql-dev/gql/grammars/sparql/parser"
	"github.com/gql-dev/gql/lang"
)

// token is one lexed token: its symbolic type name and text.
type token struct{ kind, text string }

var (
	namesOnce                          sync.Once
	cypherNames, gremlinNames, spNames []string
)

func symbolicNames() {
	namesOnce.Do(func() {
		cypherNames = cp.NewCypherLexer(antlr.NewInputStream("")).SymbolicNames
		gremlinNames = gp.NewGremlinLexer(antlr.NewInputStream("")).SymbolicNames
		spNames = sp.NewSparqlLexer(antlr.NewInputStream("")).SymbolicNames
	})
}

// lex tokenises a query with the lexer of our grammar for l, dropping hidden
// tokens (whitespace, comments). The lexer accepts text the parser rejects,
// so EM works on queries that do not parse.
func lex(l lang.Lang, q string) []token {
	symbolicNames()
	in := antlr.NewInputStream(q)
	var lx interface {
		antlr.Lexer
		GetAllTokens() []antlr.Token
	}
	var names []string
	switch l {
	case lang.Cypher:
		lx, names = cp.NewCypherLexer(in), cypherNames
	case lang.Gremlin:
		lx, names = gp.NewGremlinLexer(in), gremlinNames
	case lang.SPARQL:
		lx, names = sp.NewSparqlLexer(in), spNames
	default:
		return nil
	}
	lx.RemoveErrorListeners()
	var out []token
	for _, t := range lx.GetAllTokens() {
		if t.GetChannel() != antlr.TokenDefaultChannel {
			continue
		}
		k := ""
		if tt := t.GetTokenType(); tt > 0 && tt < len(names) {
			k = names[tt]
		}
		out = append(out, token{k, t.GetText()})
	}
	return out
}

// isKeyword: the token's type is named after its own text, as keyword
// tokens are (MATCH, select, Order...). Comparing case-insensitively makes
// "match" and "MATCH" one keyword.
func isKeyword(t token) bool {
	return t.kind != "" && strings.EqualFold(t.kind, t.text)
}

func isString(t token) bool {
	return strings.Contains(strings.ToUpper(t.kind), "STRING")
}

// canonString re-quotes a string literal the same way whatever quotes and
// escapes it was written with.
func canonString(s string) string {
	switch {
	case strings.HasPrefix(s, `"""`) || strings.HasPrefix(s, `'''`):
		s = s[3 : len(s)-3]
	case len(s) >= 2:
		s = s[1 : len(s)-1]
	}
	var b strings.Builder
	for i := 0; i < len(s); i++ {
		if s[i] == '\\' && i+1 < len(s) {
			i++
			switch s[i] {
			case 'n':
				b.WriteByte('\n')
			case 't':
				b.WriteByte('\t')
			default:
				b.WriteByte(s[i])
			}
			continue
		}
		b.WriteByte(s[i])
	}
	return strconv.Quote(b.String())
}

// NormalizeEM is the text EM compares: the query's tokens (by our lexer for
// the language) joined by single spaces, with keywords upper-cased, string
// literals re-quoted canonically, trailing semicolons dropped and variables
// renamed by first occurrence (SPARQL ?x/$x; Cypher names bound in a
// pattern or by AS). Labels, properties, functions and numbers stay as
// written.
func NormalizeEM(l lang.Lang, q string) string {
	toks := lex(l, q)
	for len(toks) > 0 && toks[len(toks)-1].text == ";" {
		toks = toks[:len(toks)-1]
	}
	vars := map[string]string{}
	rename := func(name string) string {
		if v, ok := vars[name]; ok {
			return v
		}
		v := "v" + strconv.Itoa(len(vars)+1)
		vars[name] = v
		return v
	}
	bound := map[string]bool{}
	if l == lang.Cypher {
		for i, t := range toks {
			if t.kind != "IDENT" && t.kind != "ESCAPED" {
				continue
			}
			prev := ""
			if i > 0 {
				prev = toks[i-1].text
			}
			next := ""
			if i+1 < len(toks) {
				next = toks[i+1].text
			}
			switch {
			case strings.EqualFold(prev, "AS"):
				bound[t.text] = true
			case (prev == "(" || prev == "[") && (next == ":" || next == ")" || next == "]" || next == "{"):
				bound[t.text] = true
			}
		}
	}
	parts := make([]string, 0, len(toks))
	for i, t := range toks {
		var s string
		switch {
		case l == lang.SPARQL && (t.kind == "VAR1" || t.kind == "VAR2"):
			s = "?" + rename(t.text[1:])
		case l == lang.Cypher && bound[t.text] && (i == 0 || (toks[i-1].text != ":" && toks[i-1].text != ".")):
			s = rename(t.text)
		case isString(t):
			s = canonString(t.text)
		case isKeyword(t):
			s = strings.ToUpper(t.text)
		default:
			s = t.text
		}
		parts = append(parts, s)
	}
	return strings.Join(parts, " ")
}

// ExactMatch is EM for one prediction.
func ExactMatch(l lang.Lang, gold, pred string) bool {
	if strings.TrimSpace(pred) == "" {
		return false
	}
	return NormalizeEM(l, gold) == NormalizeEM(l, pred)
}

// ASTKey is the normalised parse tree GAM compares, or an error when the
// query does not parse with our grammar. The tree is serialised as nested
// rule names and terminal tokens, with:
//   - chains of rules with a single child collapsed to the innermost rule, so
//     precedence levels of the expression grammar do not count;
//   - keywords upper-cased, string literals re-quoted, trailing ';' dropped;
//   - variables renamed by first occurrence (Cypher `variable` rule, SPARQL
//     ?x/$x, Gremlin as()-labels);
//   - SPARQL: PREFIX/BASE declarations dropped and prefixed names expanded to
//     full IRIs, `a` read as rdf:type, so the same query with other prefix
//     names matches;
//   - Gremlin: the typed tree of our Gremlin front end (steps and arguments),
//     with the anonymous-traversal prefix __. dropped.
func ASTKey(l lang.Lang, q string) (string, error) {
	switch l {
	case lang.Cypher:
		t, ds := cypher.Parse(q)
		if t == nil {
			return "", parseErr(ds)
		}
		w := &treeWriter{vars: map[string]string{}}
		w.cypher(t.Script)
		return w.String(), nil
	case lang.SPARQL:
		t, ds := sparql.Parse(q)
		if t == nil {
			return "", parseErr(ds)
		}
		w := &treeWriter{vars: map[string]string{}}
		w.sparql(t, t.Root)
		return w.String(), nil
	case lang.Gremlin:
		t, ds := gremlin.Parse(q)
		if t == nil {
			return "", parseErr(ds)
		}
		w := &treeWriter{vars: map[string]string{}}
		for _, s := range t.Statements {
			w.gremlinExpr(s)
		}
		return w.String(), nil
	}
	return "", fmt.Errorf("no parser for %q", l)
}

func parseErr(ds []diag.Diagnostic) error {
	if len(ds) == 0 {
		return errors.New("does not parse")
	}
	d := ds[0]
	return fmt.Errorf("does not parse: %d:%d %s", d.Pos.Line, d.Pos.Col, d.Summary)
}

// ASTMatch is GAM for one prediction; a prediction that does not parse
// does not match, and a gold query that does not parse matches nothing.
func ASTMatch(l lang.Lang, gold, pred string) (bool, error) {
	g, err := ASTKey(l, gold)
	if err != nil {
		return false, fmt.Errorf("gold: %w", err)
	}
	if strings.TrimSpace(pred) == "" {
		return false, nil
	}
	p, err := ASTKey(l, pred)
	if err != nil {
		return false, nil
	}
	return g == p, nil
}

type treeWriter struct {
	b    strings.Builder
	vars map[string]string
}

func (w *treeWriter) String() string { return strings.TrimSpace(w.b.String()) }

func (w *treeWriter) emit(s string) { w.b.WriteString(s); w.b.WriteByte(' ') }

func (w *treeWriter) variable(name string) string {
	if v, ok := w.vars[name]; ok {
		return v
	}
	v := "$" + strconv.Itoa(len(w.vars)+1)
	w.vars[name] = v
	return v
}

func ruleName(x any) string {
	n := reflect.TypeOf(x).String()
	n = n[strings.LastIndexByte(n, '.')+1:]
	return strings.TrimSuffix(n, "Context")
}

// descend collapses a chain of single-child rules to its innermost rule,
// and a rule holding a single token to the token: which rules wrap a name
// (Iri, PrefixedName, PathPrimary...) is grammar detail, not structure.
func descend(t antlr.Tree) antlr.Tree {
	for {
		r, ok := t.(antlr.ParserRuleContext)
		if !ok || r.GetChildCount() != 1 {
			return t
		}
		if _, isVar := r.(*cp.VariableContext); isVar {
			return t
		}
		t = r.GetChild(0)
	}
}

func (w *treeWriter) cypher(t antlr.Tree) {
	t = descend(t)
	switch n := t.(type) {
	case *cp.VariableContext:
		name := n.GetText()
		if strings.HasPrefix(name, "`") {
			name = strings.Trim(name, "`")
		}
		w.emit(w.variable(name))
	case antlr.TerminalNode:
		tok := n.GetSymbol()
		symbolicNames()
		k := ""
		if tt := tok.GetTokenType(); tt > 0 && tt < len(cypherNames) {
			k = cypherNames[tt]
		}
		tk := token{k, tok.GetText()}
		switch {
		case tok.GetTokenType() == antlr.TokenEOF, tk.text == ";":
		case isString(tk):
			w.emit(canonString(tk.text))
		case isKeyword(tk):
			w.emit(strings.ToUpper(tk.text))
		case k == "ESCAPED":
			w.emit(strings.Trim(tk.text, "`"))
		default:
			w.emit(tk.text)
		}
	case antlr.ParserRuleContext:
		w.emit("(" + ruleName(n))
		for _, c := range n.GetChildren() {
			w.cypher(c)
		}
		w.emit(")")
	}
}

func (w *treeWriter) sparql(tree *sparql.Tree, t antlr.Tree) {
	t = descend(t)
	switch n := t.(type) {
	case *sp.PrologueContext, *sp.PrefixDeclContext, *sp.BaseDeclContext:
		return
	case *sp.TriplesBlockContext:
		w.bgp(tree, tree.SpanOf(n))
		return
	case antlr.TerminalNode:
		tok := n.GetSymbol()
		symbolicNames()
		k := ""
		if tt := tok.GetTokenType(); tt > 0 && tt < len(spNames) {
			k = spNames[tt]
		}
		tk := token{k, tok.GetText()}
		switch {
		case tok.GetTokenType() == antlr.TokenEOF:
		case k == "VAR1" || k == "VAR2":
			w.emit("?" + w.variable(tk.text[1:]))
		case k == "A":
			w.emit("<" + sparql.RDFType + ">")
		case k == "PNAME_LN" || k == "PNAME_NS":
			pfx, local, _ := strings.Cut(tk.text, ":")
			if ns, ok := tree.PrefixIRI(pfx); ok {
				w.emit("<" + ns + unescapeLocal(local) + ">")
			} else {
				w.emit(tk.text)
			}
		case isString(tk):
			w.emit(canonString(tk.text))
		case isKeyword(tk):
			w.emit(strings.ToUpper(tk.text))
		default:
			w.emit(tk.text)
		}
	case antlr.ParserRuleContext:
		// `a` and a prefixed rdf:type sit in different rules; name the
		// rule only when it is not a bare IRI or verb.
		w.emit("(" + ruleName(n))
		for _, c := range n.GetChildren() {
			w.sparql(tree, c)
		}
		w.emit(")")
	}
}

// bgp writes the triple patterns of a block as a sorted set: the order of
// patterns in a basic graph pattern and the ';' and ',' abbreviations do not
// change the query. Variables not yet named (by the projection or earlier
// patterns) are numbered in the order of the sorted, variable-blind
// patterns, so renaming and reordering both leave the key unchanged.
func (w *treeWriter) bgp(tree *sparql.Tree, span diag.Span) {
	var ts []*sparql.Triple
	for _, t := range tree.Triples {
		if t.Span.Start >= span.Start && t.Span.End <= span.End {
			ts = append(ts, t)
		}
	}
	render := func(t *sparql.Triple, blind bool) string {
		var parts []string
		for _, x := range []sparql.Term{t.S, t.P, t.O} {
			switch x.Kind {
			case sparql.KVar:
				if v, ok := w.vars[x.Value]; ok {
					parts = append(parts, "?"+v)
				} else if blind {
					parts = append(parts, "?")
				} else {
					parts = append(parts, "?"+w.variable(x.Value))
				}
			case sparql.KIRI, sparql.KA:
				parts = append(parts, "<"+x.Value+">")
			case sparql.KPName:
				if x.Value != "" {
					parts = append(parts, "<"+x.Value+">")
				} else {
					parts = append(parts, x.Text)
				}
			case sparql.KLiteral:
				lit := x.Value
				if x.Quoted {
					lit = strconv.Quote(x.Value)
				}
				if x.Lang != "" {
					lit += "@" + x.Lang
				}
				parts = append(parts, lit)
			default:
				parts = append(parts, strings.Join(strings.Fields(x.Text), " "))
			}
		}
		return strings.Join(parts, " ")
	}
	sort.SliceStable(ts, func(i, j int) bool { return render(ts[i], true) < render(ts[j], true) })
	keys := make([]string, len(ts))
	for i, t := range ts {
		keys[i] = render(t, false)
	}
	sort.Strings(keys)
	w.emit("(BGP " + strings.Join(keys, " . ") + " )")
}

// unescapeLocal resolves the backslash escapes of a prefixed name's local
// part (Spider4SPARQL writes :singer\#name).
func unescapeLocal(s string) string {
	if !strings.Contains(s, `\`) {
		return s
	}
	var b strings.Builder
	for i := 0; i < len(s); i++ {
		if s[i] == '\\' && i+1 < len(s) {
			i++
		}
		b.WriteByte(s[i])
	}
	return b.String()
}

func (w *treeWriter) gremlinExpr(e *gremlin.Expr) {
	if e == nil {
		return
	}
	w.emit("(" + e.Kind.String())
	switch e.Kind {
	case gremlin.String:
		w.emit(strconv.Quote(e.Value))
	case gremlin.Number:
		w.emit(strings.TrimRight(e.Value, "Ll"))
	default:
		if e.Value != "" {
			w.emit(e.Value)
		}
	}
	if e.Key != "" {
		w.emit(e.Key + ":")
	}
	links := e.Links
	if len(links) > 0 && links[0].Name == "__" && !links[0].Call {
		links = links[1:]
	}
	for _, l := range links {
		w.emit("." + l.Name)
		if !l.Call {
			continue
		}
		w.emit("(")
		for _, a := range l.Args {
			if (l.Name == "as" || l.Name == "select") && a.Kind == gremlin.String {
				w.emit("@" + w.variable(a.Value))
				continue
			}
			w.gremlinExpr(a)
		}
		w.emit(")")
	}
	for _, it := range e.Items {
		w.gremlinExpr(it)
	}
	for _, en := range e.Entries {
		w.emit("(entry")
		w.gremlinExpr(en.Key)
		w.gremlinExpr(en.Value)
		w.emit(")")
	}
	w.emit(")")
}

// ExecMatch is EX for one prediction on one backend: the gold result and
// the prediction's compared as bags of rows with columns in any order, in
// order only when the gold query orders.
func ExecMatch(gold, pred *backends.Result, ordered bool) (bool, string) {
	if gold == nil || pred == nil {
		return false, "no result"
	}
	return backends.Equal(gold, pred, backends.CompareOptions{Ordered: ordered})
}
