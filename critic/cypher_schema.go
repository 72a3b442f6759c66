package critic

// Cypher checks against the schema: names that do not exist, properties on
// the wrong label, relationships drawn backwards, and literals of the wrong
// type. Each fix is exact text to put in place, so the pipeline can repair a
// query without asking a model again.

import (
	"fmt"
	"sort"
	"strconv"
	"strings"

	"github.com/antlr4-go/antlr/v4"

	"github.com/gql-dev/gql/diag"
	"github.com/gql-dev/gql/grammars/cypher/parser"
	"github.com/gql-dev/gql/lang"
	"github.com/gql-dev/gql/schema"
)

func init() {
	Register(cypherUnknownLabel, cypherUnknownRelType, cypherUnknownProperty, cypherPropertyOwner,
		cypherReversedRel, cypherRelEndpoints, cypherLiteralType)
}

// suggest returns the candidate closest to name: an exact case-insensitive
// match first, then the smallest edit distance within a third of the
// length (at least 2). "" when nothing is close.
func suggest(name string, candidates []string) string {
	for _, c := range candidates {
		if strings.EqualFold(c, name) {
			return c
		}
	}
	best, bestD := "", 1<<30
	limit := len(name) / 3
	if limit < 2 {
		limit = 2
	}
	for _, c := range candidates {
		d := diag.EditDistance(strings.ToLower(name), strings.ToLower(c))
		if d <= limit && d < bestD {
			best, bestD = c, d
		}
	}
	return best
}

// cypherName renders a name for Cypher, quoting it when it is not a plain
// identifier.
func cypherName(n string) string {
	plain := n != ""
	for i, r := range n {
		if !(r == '_' || r >= 'a' && r <= 'z' || r >= 'A' && r <= 'Z' || i > 0 && r >= '0' && r <= '9') {
			plain = false
		}
	}
	if plain {
		return n
	}
	return "`" + strings.ReplaceAll(n, "`", "``") + "`"
}

func labelNamesOf(s *schema.Schema) []string {
	out := make([]string, 0, len(s.Labels))
	for _, l := range s.Labels {
		out = append(out, l.Name)
	}
	return out
}

func edgeNamesOf(s *schema.Schema) []string {
	out := make([]string, 0, len(s.EdgeTypes))
	for _, e := range s.EdgeTypes {
		out = append(out, e.Name)
	}
	return out
}

func nameFix(n cyName, repl, what string) []diag.Fix {
	if repl == "" {
		return nil
	}
	return []diag.Fix{{Span: diag.Span{Start: n.Start, End: n.End}, Replacement: cypherName(repl),
		Label: fmt.Sprintf("did you mean %s%s?", what, repl)}}
}

// allLabelRefs lists label names in node patterns and in "n:Label" predicates.
func allLabelRefs(u *Unit) []cyName {
	var out []cyName
	for _, n := range cypherPatterns(u).Nodes {
		out = append(out, n.Labels...)
	}
	t := cypherTree(u)
	for _, le := range collect[*parser.LabelExprContext](t.Script) {
		out = append(out, labelNames(t, le.LabelOr())...)
	}
	for _, h := range collect[*parser.SetItemContext](t.Script) {
		out = append(out, labelNames(t, h.LabelExpression())...)
	}
	return out
}

var cypherUnknownLabel = Check{
	ID: "cypher-unknown-label", Lang: lang.Cypher, Severity: diag.Error, NeedsSchema: true,
	Doc: `A node label the schema does not have. Neo4j runs the query and silently returns nothing; ` +
		`the fix replaces it with the closest label (case-insensitive match or small edit distance).`,
	Run: func(u *Unit) []diag.Diagnostic {
		var out []diag.Diagnostic
		names := labelNamesOf(u.Schema)
		for _, l := range allLabelRefs(u) {
			if u.Schema.Label(l.Name) != nil {
				continue
			}
			sug := suggest(l.Name, names)
			d := u.Diag(checkByID("cypher-unknown-label"), l.Start, l.End, "unknown label "+l.Name, "labels: "+strings.Join(names, ", "), nameFix(l, sug, ":")...)
			if sug != "" {
				d.Summary += "; did you mean :" + sug + "?"
			}
			out = append(out, d)
		}
		return out
	},
}

var cypherUnknownRelType = Check{
	ID: "cypher-unknown-rel-type", Lang: lang.Cypher, Severity: diag.Error, NeedsSchema: true,
	Doc: `A relationship type the schema does not have; the fix replaces it with the closest type.`,
	Run: func(u *Unit) []diag.Diagnostic {
		var out []diag.Diagnostic
		names := edgeNamesOf(u.Schema)
		for _, r := range cypherPatterns(u).Rels {
			for _, n := range r.Types {
				if u.Schema.EdgeType(n.Name) != nil {
					continue
				}
				sug := suggest(n.Name, names)
				d := u.Diag(checkByID("cypher-unknown-rel-type"), n.Start, n.End, "unknown relationship type "+n.Name,
					"relationship types: "+strings.Join(names, ", "), nameFix(n, sug, ":")...)
				if sug != "" {
					d.Summary += "; did you mean :" + sug + "?"
				}
				out = append(out, d)
			}
		}
		return out
	},
}

// owner describes what a variable is known to be: node labels or
// relationship types, restricted to those the schema has.
type owner struct {
	labels, types []string
}

func ownerOf(u *Unit, v string) owner {
	ps := cypherPatterns(u)
	var o owner
	for l := range ps.Labels[v] {
		if u.Schema.Label(l) != nil {
			o.labels = append(o.labels, l)
		}
	}
	for t := range ps.Types[v] {
		if u.Schema.EdgeType(t) != nil {
			o.types = append(o.types, t)
		}
	}
	sort.Strings(o.labels)
	sort.Strings(o.types)
	return o
}

// props returns the properties the owner can have and whether the owner is
// known at all.
func (o owner) props(s *schema.Schema) ([]schema.Property, bool) {
	var out []schema.Property
	for _, l := range o.labels {
		out = append(out, s.Label(l).Properties...)
	}
	for _, t := range o.types {
		out = append(out, s.EdgeType(t).Properties...)
	}
	return out, len(o.labels)+len(o.types) > 0
}

func (o owner) String() string {
	var parts []string
	for _, l := range o.labels {
		parts = append(parts, ":"+l)
	}
	for _, t := range o.types {
		parts = append(parts, "[:"+t+"]")
	}
	return strings.Join(parts, "|")
}

func propNames(ps []schema.Property) []string {
	out := make([]string, 0, len(ps))
	for _, p := range ps {
		out = append(out, p.Name)
	}
	return out
}

// propRefs lists every property key the query reads or matches on, with the
// owner it belongs to.
type propRef struct {
	key        string
	start, end int
	own        owner
	where      string // variable, or "" for an anonymous pattern element
}

func allPropRefs(u *Unit) []propRef {
	var out []propRef
	for _, a := range cypherPropAccesses(u) {
		// Only nodes and relationships have schema properties; a map from
		// UNWIND or a parameter can have any key.
		if k := cypherPatterns(u).Kind[a.Var]; k != "node" && k != "rel" {
			continue
		}
		out = append(out, propRef{key: a.Key, start: a.Start, end: a.End, own: ownerOf(u, a.Var), where: a.Var})
	}
	for _, n := range cypherPatterns(u).Nodes {
		var o owner
		if n.Var != "" {
			o = ownerOf(u, n.Var)
		} else {
			for _, l := range n.Labels {
				if !l.Negated && u.Schema.Label(l.Name) != nil {
					o.labels = append(o.labels, l.Name)
				}
			}
		}
		for _, p := range n.Props {
			out = append(out, propRef{key: p.Key, start: p.Start, end: p.End, own: o, where: n.Var})
		}
	}
	for _, r := range cypherPatterns(u).Rels {
		var o owner
		for _, t := range r.Types {
			if !t.Negated && u.Schema.EdgeType(t.Name) != nil {
				o.types = append(o.types, t.Name)
			}
		}
		for _, p := range r.Props {
			out = append(out, propRef{key: p.Key, start: p.Start, end: p.End, own: o, where: r.Var})
		}
	}
	return out
}

var cypherUnknownProperty = Check{
	ID: "cypher-unknown-property", Lang: lang.Cypher, Severity: diag.Error, NeedsSchema: true,
	Doc: `A property key no label or relationship type in the schema has (e.g. m.votes on the movies ` +
		`graph). It reads as null, so filters drop every row. The fix uses the closest key of the ` +
		`variable's label when one is close.`,
	Run: func(u *Unit) []diag.Diagnostic {
		var out []diag.Diagnostic
		all := u.Schema.PropertyNames()
		for _, r := range allPropRefs(u) {
			if contains(all, r.key) {
				continue
			}
			cands := all
			if ps, known := r.own.props(u.Schema); known {
				cands = propNames(ps)
			}
			sug := suggest(r.key, cands)
			d := u.Diag(checkByID("cypher-unknown-property"), r.start, r.end, "unknown property "+r.key, "")
			if ps, known := r.own.props(u.Schema); known {
				d.Summary = fmt.Sprintf("%s has no property %s", r.own, r.key)
				d.Detail = "its properties: " + strings.Join(propNames(ps), ", ")
			}
			if sug != "" {
				d.Summary += "; did you mean " + sug + "?"
				d.Fixes = []diag.Fix{{Span: diag.Span{Start: r.start, End: r.end}, Replacement: cypherName(sug), Label: "did you mean " + sug + "?"}}
			}
			out = append(out, d)
		}
		return out
	},
}

func contains(xs []string, x string) bool {
	for _, y := range xs {
		if y == x {
			return true
		}
	}
	return false
}

var cypherPropertyOwner = Check{
	ID: "cypher-property-wrong-label", Lang: lang.Cypher, Severity: diag.Error, NeedsSchema: true,
	Doc: `A property that exists in the schema, but not on the label or relationship type of the ` +
		`variable it is read from (e.g. p.rating on :Person when rating belongs to REVIEWED). The ` +
		`finding names the labels or types that do have it.`,
	Run: func(u *Unit) []diag.Diagnostic {
		var out []diag.Diagnostic
		all := u.Schema.PropertyNames()
		for _, r := range allPropRefs(u) {
			if !contains(all, r.key) {
				continue // cypher-unknown-property reports it
			}
			ps, known := r.own.props(u.Schema)
			if !known || schema.Find(ps, r.key) != nil {
				continue
			}
			var have []string
			for _, l := range u.Schema.LabelsWithProperty(r.key) {
				have = append(have, ":"+l)
			}
			for _, t := range u.Schema.EdgeTypesWithProperty(r.key) {
				have = append(have, "[:"+t+"]")
			}
			d := u.Diag(checkByID("cypher-property-wrong-label"), r.start, r.end,
				fmt.Sprintf("%s has no property %s; %s has it", r.own, r.key, strings.Join(have, " and ")),
				"properties of "+r.own.String()+": "+strings.Join(propNames(ps), ", "))
			if sug := suggest(r.key, propNames(ps)); sug != "" {
				d.Fixes = []diag.Fix{{Span: diag.Span{Start: r.start, End: r.end}, Replacement: cypherName(sug), Label: "did you mean " + sug + "?"}}
			} else if f, ok := relPropertyFix(u, r); ok {
				d.Fixes = []diag.Fix{f}
			}
			out = append(out, d)
		}
		return out
	},
}

// nodeLabels returns the schema labels a node pattern is known to carry
// (inline or anywhere its variable is labelled); empty means any.
func nodeLabels(u *Unit, n *cyNode) []string {
	if n == nil {
		return nil
	}
	seen := map[string]bool{}
	var out []string
	add := func(l string) {
		if !seen[l] && u.Schema.Label(l) != nil {
			seen[l] = true
			out = append(out, l)
		}
	}
	for _, l := range n.Labels {
		if !l.Negated {
			add(l.Name)
		}
	}
	if n.Var != "" {
		for l := range cypherPatterns(u).Labels[n.Var] {
			add(l)
		}
	}
	sort.Strings(out)
	return out
}

// connects reports whether et can go from a node with one of the labels in
// from to one with a label in to (empty = any label).
func connects(et *schema.EdgeType, from, to []string) bool {
	if len(from) == 0 {
		from = []string{""}
	}
	if len(to) == 0 {
		to = []string{""}
	}
	for _, f := range from {
		for _, t := range to {
			if et.Connects(f, t) {
				return true
			}
		}
	}
	return false
}

// relTypes returns the schema edge types a relationship pattern names
// positively; nil when it names none or one outside the schema.
func relTypes(u *Unit, r *cyRel) []*schema.EdgeType {
	var out []*schema.EdgeType
	for _, t := range r.Types {
		et := u.Schema.EdgeType(t.Name)
		if t.Negated || et == nil {
			return nil
		}
		out = append(out, et)
	}
	return out
}

func labelList(ls []string) string {
	if len(ls) == 0 {
		return "()"
	}
	return "(:" + strings.Join(ls, "|") + ")"
}

var cypherReversedRel = Check{
	ID: "cypher-reversed-relationship", Lang: lang.Cypher, Severity: diag.Error, NeedsSchema: true,
	Doc: `A directed relationship drawn against the schema, e.g. (m:Movie)-[:ACTED_IN]->(p:Person) when ` +
		`ACTED_IN goes from Person to Movie. It matches nothing; the fix flips the arrow. Undirected ` +
		`patterns are never reported; multi-label and label-less nodes are matched against every label ` +
		`they may carry.`,
	Run: func(u *Unit) []diag.Diagnostic {
		t := cypherTree(u)
		var out []diag.Diagnostic
		for _, r := range cypherPatterns(u).Rels {
			ets := relTypes(u, r)
			if r.Dir == 0 || len(ets) == 0 || r.Quantified {
				continue
			}
			from, to := nodeLabels(u, r.Left), nodeLabels(u, r.Right)
			if r.Dir < 0 {
				from, to = to, from
			}
			forward, backward := false, false
			for _, et := range ets {
				forward = forward || connects(et, from, to)
				backward = backward || connects(et, to, from)
			}
			if forward || !backward {
				continue
			}
			s, e := t.Span(r.Ctx)
			detail := ""
			if d := r.Ctx.RelationshipDetail(); d != nil {
				detail = t.Source(d)
			}
			flipped := "<-" + detail + "-"
			if r.Dir < 0 {
				flipped = "-" + detail + "->"
			}
			out = append(out, u.Diag(checkByID("cypher-reversed-relationship"), s, e,
				fmt.Sprintf("%s goes the other way: %s to %s", typeList(r), labelList(to), labelList(from)), "",
				diag.Fix{Span: diag.Span{Start: s, End: e}, Replacement: flipped, Label: "reverse the arrow: " + flipped}))
		}
		return out
	},
}

func typeList(r *cyRel) string {
	var ns []string
	for _, t := range r.Types {
		ns = append(ns, t.Name)
	}
	return strings.Join(ns, "|")
}

var cypherRelEndpoints = Check{
	ID: "cypher-relationship-endpoints", Lang: lang.Cypher, Severity: diag.Error, NeedsSchema: true,
	Doc: `A relationship type between labels it never connects, in either direction (e.g. ` +
		`(:Movie)-[:FOLLOWS]-(:Movie)). The pattern can never match.`,
	Run: func(u *Unit) []diag.Diagnostic {
		t := cypherTree(u)
		var out []diag.Diagnostic
		for _, r := range cypherPatterns(u).Rels {
			ets := relTypes(u, r)
			if len(ets) == 0 || r.Quantified || r.VarLength {
				continue
			}
			a, b := nodeLabels(u, r.Left), nodeLabels(u, r.Right)
			ok := false
			for _, et := range ets {
				ok = ok || connects(et, a, b) || connects(et, b, a)
			}
			if ok {
				continue
			}
			var ends []string
			for _, et := range ets {
				for _, ep := range et.Endpoints {
					ends = append(ends, fmt.Sprintf("(:%s)-[:%s]->(:%s)", ep.From, et.Name, ep.To))
				}
			}
			s, e := t.Span(r.Ctx)
			out = append(out, u.Diag(checkByID("cypher-relationship-endpoints"), s, e,
				fmt.Sprintf("%s never connects %s and %s", typeList(r), labelList(a), labelList(b)),
				"the schema has "+strings.Join(ends, ", ")))
		}
		return out
	},
}

var cypherLiteralType = Check{
	ID: "cypher-literal-type", Lang: lang.Cypher, Severity: diag.Error, NeedsSchema: true,
	Doc: `A literal whose type cannot equal the property it is compared with: m.released = "1999" ` +
		`when released is an integer (never true in Cypher). The fix rewrites the literal in the ` +
		`property's type when that is lossless ("1999" to 1999, 1999 to "1999").`,
	Run: func(u *Unit) []diag.Diagnostic {
		t := cypherTree(u)
		var out []diag.Diagnostic
		lookup := func(v, key string, own owner) *schema.Property {
			ps, known := own.props(u.Schema)
			if !known {
				return nil
			}
			return schema.Find(ps, key)
		}
		checkLit := func(p *schema.Property, lit antlr.Tree, viaIn bool) {
			if p == nil {
				return
			}
			want := p.Type
			if viaIn {
				// "x.p IN [...]": each element against the property type.
				ll, ok := literalList(lit)
				if !ok {
					return
				}
				for _, el := range ll {
					if d, ok := literalMismatch(u, t, el, want.Elem(), p.Name); ok {
						out = append(out, d)
					}
				}
				return
			}
			if want.IsList() {
				return
			}
			if d, ok := literalMismatch(u, t, lit, want, p.Name); ok {
				out = append(out, d)
			}
		}
		for _, c := range collect[*parser.CompareExprContext](t.Script) {
			if c.EQ() == nil && c.NEQ() == nil && c.LT() == nil && c.GT() == nil && c.LE() == nil && c.GE() == nil {
				continue
			}
			l, r := c.Expression(0), c.Expression(1)
			for _, pair := range [][2]antlr.Tree{{l, r}, {r, l}} {
				v, k := propOf(pair[0])
				if v == "" {
					continue
				}
				p := lookup(v, k, ownerOf(u, v))
				if p != nil && p.Type.IsList() && c.EQ() != nil && isScalarLiteral(pair[1]) {
					// "r.roles = 'Neo'" compares a list with a string: never true.
					s, e := t.Span(c)
					ls, le := t.Span(pair[1].(antlr.ParserRuleContext))
					ps, pe := t.Span(pair[0].(antlr.ParserRuleContext))
					repl := u.Text[ls:le] + " IN " + u.Text[ps:pe]
					out = append(out, u.Diag(checkByID("cypher-literal-type"), s, e,
						fmt.Sprintf("%s is a list; comparing it with %s is never true", k, u.Text[ls:le]),
						"test membership with IN", diag.Fix{Span: diag.Span{Start: s, End: e}, Replacement: repl, Label: "write " + repl}))
					continue
				}
				checkLit(p, pair[1], false)
			}
		}
		for _, c := range collect[*parser.StringListExprContext](t.Script) {
			if c.IN() == nil {
				continue
			}
			if v, k := propOf(c.Expression(0)); v != "" {
				checkLit(lookup(v, k, ownerOf(u, v)), c.Expression(1), true)
			}
		}
		ps := cypherPatterns(u)
		for _, n := range ps.Nodes {
			var own owner
			for _, l := range nodeLabels(u, n) {
				own.labels = append(own.labels, l)
			}
			for _, p := range n.Props {
				checkLit(lookup(n.Var, p.Key, own), p.Value, false)
			}
		}
		for _, r := range ps.Rels {
			var own owner
			for _, et := range relTypes(u, r) {
				own.types = append(own.types, et.Name)
			}
			for _, p := range r.Props {
				checkLit(lookup(r.Var, p.Key, own), p.Value, false)
			}
		}
		return out
	},
}

func isScalarLiteral(e antlr.Tree) bool {
	ae, ok := e.(*parser.AtomExprContext)
	if !ok {
		return false
	}
	la, ok := ae.Atom().(*parser.LiteralAtomContext)
	return ok && la.Literal().ListLiteral() == nil && la.Literal().MapLiteral() == nil && la.Literal().NULL() == nil
}

// propOf returns v and key when e is "v.key".
func propOf(e antlr.Tree) (string, string) {
	pe, ok := e.(*parser.PropertyExprContext)
	if !ok {
		return "", ""
	}
	v := bareVariable(pe.Expression())
	if v == "" {
		return "", ""
	}
	return v, unquote(pe.PropertyKeyName().GetText())
}

// literalList returns the element expressions of a list literal.
func literalList(e antlr.Tree) ([]antlr.Tree, bool) {
	ae, ok := e.(*parser.AtomExprContext)
	if !ok {
		return nil, false
	}
	la, ok := ae.Atom().(*parser.LiteralAtomContext)
	if !ok || la.Literal().ListLiteral() == nil {
		return nil, false
	}
	var out []antlr.Tree
	for _, x := range la.Literal().ListLiteral().AllExpression() {
		out = append(out, x)
	}
	return out, true
}

// literalMismatch reports a scalar literal whose type cannot equal want.
func literalMismatch(u *Unit, t interface {
	Span(antlr.ParserRuleContext) (int, int)
}, e antlr.Tree, want schema.Type, prop string) (diag.Diagnostic, bool) {
	ae, ok := e.(*parser.AtomExprContext)
	if !ok {
		return diag.Diagnostic{}, false
	}
	la, ok := ae.Atom().(*parser.LiteralAtomContext)
	if !ok {
		return diag.Diagnostic{}, false
	}
	lit := la.Literal()
	s, en := t.Span(lit)
	text := u.Text[s:en]
	var got string
	switch {
	case lit.STRING() != nil:
		got = "string"
	case lit.INTEGER() != nil:
		got = "int"
	case lit.FLOAT() != nil:
		got = "float"
	case lit.TRUE() != nil || lit.FALSE() != nil:
		got = "bool"
	default:
		return diag.Diagnostic{}, false
	}
	compatible := map[schema.Type][]string{
		schema.Int: {"int", "float"}, schema.Float: {"int", "float"}, schema.String: {"string"},
		schema.Bool: {"bool"}, schema.Date: {"string"}, schema.DateTime: {"string"},
	}
	ok2, known := compatible[want]
	if !known || contains(ok2, got) {
		return diag.Diagnostic{}, false
	}
	d := u.Diag(checkByID("cypher-literal-type"), s, en,
		fmt.Sprintf("%s is %s but is compared with a %s literal %s", prop, article(string(want)), got, text),
		"values of different types are never equal in Cypher, so this matches nothing")
	var repl string
	switch {
	case got == "string" && (want == schema.Int || want == schema.Float):
		inner := strings.TrimSpace(unquoteString(text))
		if _, err := strconv.ParseInt(inner, 10, 64); err == nil {
			repl = inner
		} else if _, err := strconv.ParseFloat(inner, 64); err == nil && want == schema.Float {
			repl = inner
		}
	case (got == "int" || got == "float") && want == schema.String:
		repl = strconv.Quote(text)
	case got == "string" && want == schema.Bool:
		if b, err := strconv.ParseBool(strings.ToLower(unquoteString(text))); err == nil {
			repl = strconv.FormatBool(b)
		}
	}
	if repl != "" {
		d.Fixes = []diag.Fix{{Span: diag.Span{Start: s, End: en}, Replacement: repl, Label: "write " + repl}}
	}
	return d, true
}

func article(t string) string {
	switch t {
	case "int":
		return "an integer"
	case "float":
		return "a float"
	case "bool":
		return "a boolean"
	}
	return "a " + t
}

// unquoteString strips the quotes of a Cypher string literal; escapes are
// left as written, which is enough for the numeric and boolean cases.
func unquoteString(s string) string {
	if len(s) >= 2 {
		return s[1 : len(s)-1]
	}
	return s
}

// relPropertyFix: m.roles read from a node whose one relationship in the
// patterns has the property (roles is on ACTED_IN) is that relationship's
// property; the relationship is named when it has no variable. Nothing is
// guessed when the node has no such relationship, or several.
func relPropertyFix(u *Unit, r propRef) (diag.Fix, bool) {
	if r.where == "" || len(r.own.types) > 0 {
		return diag.Fix{}, false
	}
	t := cypherTree(u)
	var access antlr.ParserRuleContext
	for _, a := range cypherPropAccesses(u) {
		if a.Start == r.start && a.End == r.end {
			switch c := a.Ctx.(type) {
			case *parser.PropertyExprContext:
				access = c
			case *parser.PropertyExpressionContext:
				if len(c.AllPropertyKeyName()) == 1 {
					access = c
				}
			}
		}
	}
	if access == nil {
		return diag.Fix{}, false
	}
	var found *cyRel
	for _, rel := range cypherPatterns(u).Rels {
		if rel.VarLength || !((rel.Left != nil && rel.Left.Var == r.where) || (rel.Right != nil && rel.Right.Var == r.where)) {
			continue
		}
		has := false
		for _, ty := range rel.Types {
			if et := u.Schema.EdgeType(ty.Name); !ty.Negated && et != nil && schema.Find(et.Properties, r.key) != nil {
				has = true
			}
		}
		if !has {
			continue
		}
		if found != nil {
			return diag.Fix{}, false
		}
		found = rel
	}
	if found == nil {
		return diag.Fix{}, false
	}
	as, ae := t.Span(access)
	if found.Var != "" {
		return diag.Fix{Span: diag.Span{Start: as, End: ae}, Replacement: found.Var + "." + cypherName(r.key),
			Label: "read " + r.key + " from the relationship " + found.Var}, true
	}
	// Name the relationship: insert a variable after its '['.
	rs, re := t.Span(found.Ctx)
	br := strings.IndexByte(t.Text[rs:re], '[')
	if br < 0 {
		return diag.Fix{}, false
	}
	name := "rel"
	for i := 2; cypherPatterns(u).Kind[name] != "" || strings.Contains(t.Text, name+"."); i++ {
		name = fmt.Sprintf("rel%d", i)
	}
	at := rs + br + 1
	if at > as {
		return diag.Fix{}, false
	}
	out := t.Text[:at] + name + t.Text[at:as] + name + "." + cypherName(r.key) + t.Text[ae:]
	return diag.Fix{Span: diag.Span{Start: 0, End: len(t.Text)}, Replacement: out,
		Label: "name the relationship " + name + " and read " + r.key + " from it"}, true
}
