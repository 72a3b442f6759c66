package critic

import (
	"fmt"
	"strconv"
	"strings"

	"github.com/gql-dev/gql/diag"
	"github.com/gql-dev/gql/grammars/sparql"
	"github.com/gql-dev/gql/lang"
	"github.com/gql-dev/gql/schema"
)

// Schema checks read the query through gql's RDF mapping of a property graph
// (docs: brief "Cross-language conventions"): classes are labels, datatype
// properties property keys, object properties edge types, and IRIs name them
// by local name (sparql.LocalName).
var (
	sparqlUnknownClass = Check{ID: "sparql-unknown-class", Lang: lang.SPARQL, Severity: diag.Error, NeedsSchema: true,
		Doc: "The class after 'a' (rdf:type) is not a label of the schema, so the pattern matches nothing. " +
			"The fix renames it to the nearest label."}
	sparqlUnknownPredicate = Check{ID: "sparql-unknown-predicate", Lang: lang.SPARQL, Severity: diag.Error, NeedsSchema: true,
		Doc: "A predicate (also inside property paths and rdf:predicate of a reified edge) is neither an edge type " +
			"nor a property key of the schema. The fix renames it to the nearest one (case and '_' insensitive, " +
			"then edit distance)."}
	sparqlReversed = Check{ID: "sparql-reversed-property", Lang: lang.SPARQL, Severity: diag.Error, NeedsSchema: true,
		Doc: "An object property is used against its direction: ?m :ACTED_IN ?p where ?m is a Movie and ?p a " +
			"Person, while ACTED_IN goes from Person to Movie. Classes come from 'a' patterns or from properties " +
			"only one class has. The fix swaps subject and object, or inverts the predicate (^:ACTED_IN) when the " +
			"triple shares its subject with others."}
	sparqlPropertyDomain = Check{ID: "sparql-property-domain", Lang: lang.SPARQL, Severity: diag.Error, NeedsSchema: true,
		Doc: "A datatype property is used on a node whose class lacks it (?p a :Person; :title ?t), an edge " +
			"property on a node rather than on the reified edge, or an object property between classes it never " +
			"connects. The pattern can only match nothing."}
	sparqlNamespace = Check{ID: "sparql-vocabulary-namespace", Lang: lang.SPARQL, Severity: diag.Error, NeedsSchema: true,
		Doc: "A PREFIX declaration (or a full IRI) names schema terms under a namespace that is almost, but not " +
			"exactly, the graph's vocabulary (http://example.org/<graph>/): movie/ for movies/, https for http, a " +
			"missing slash. Every name under it then matches nothing. The fix rewrites the namespace."}
	sparqlNodeIRI = Check{ID: "sparql-node-iri", Lang: lang.SPARQL, Severity: diag.Error, NeedsSchema: true,
		Doc: "A node is named by a made-up IRI in the graph's vocabulary (:TheMatrix, :Tom_Hanks). gql's " +
			"mapping gives nodes the IRIs <vocabulary>id/NODEID, which a question never reveals, so such a " +
			"pattern matches nothing. Match the node by its key property instead (?m :title \"The Matrix\")."}
	sparqlNodeLiteral = Check{ID: "sparql-node-vs-literal", Lang: lang.SPARQL, Severity: diag.Error,
		Doc: "A node is treated as a value or a value as a node: FILTER(?m = \"The Matrix\") or REGEX(?m, ...) " +
			"where ?m is the subject of a triple (an IRI, never equal to a literal), or ?t :name ?n where ?t holds " +
			"a datatype property's literal (literals have no properties). With a schema the fix tests the node's " +
			"key property instead: EXISTS { ?m :title \"The Matrix\" }."}
	sparqlLiteralType = Check{ID: "sparql-literal-type", Lang: lang.SPARQL, Severity: diag.Error, NeedsSchema: true,
		Doc: "A literal's type does not match the property's type: :released \"1999\" (a string) never equals the " +
			"integer 1999, FILTER(?year > \"1990\") is a type error, and a language tag never matches gql's " +
			"untagged strings. Object properties need a node, not a literal. The fix rewrites the literal."}
)

func init() {
	sparqlUnknownClass.Run = runSparqlUnknownClass
	sparqlUnknownPredicate.Run = runSparqlUnknownPredicate
	sparqlReversed.Run = runSparqlReversed
	sparqlPropertyDomain.Run = runSparqlPropertyDomain
	sparqlLiteralType.Run = runSparqlLiteralType
	sparqlNamespace.Run = runSparqlNamespace
	sparqlNodeIRI.Run = runSparqlNodeIRI
	sparqlNodeLiteral.Run = runSparqlNodeLiteral
	Register(sparqlUnknownClass, sparqlUnknownPredicate, sparqlReversed, sparqlPropertyDomain, sparqlLiteralType,
		sparqlNamespace, sparqlNodeIRI, sparqlNodeLiteral)
}

func runSparqlUnknownClass(u *Unit) []diag.Diagnostic {
	t := sparqlTree(u)
	v := sparqlVocabOf(u)
	if t == nil || u.Schema == nil {
		return nil
	}
	var out []diag.Diagnostic
	for _, tr := range t.Triples {
		if !(tr.P.Kind == sparql.KA || t.IRI(tr.P) == sparql.RDFType) || !tr.O.IsIRI() || sparqlSkipNS(t, tr.O) {
			continue
		}
		name := sparql.TermLocal(tr.O)
		if v.classes[name] || sparqlStandardClass(t, tr.O) {
			continue
		}
		d := u.Diag(&sparqlUnknownClass, tr.O.Span.Start, tr.O.Span.End,
			fmt.Sprintf("unknown class %s", tr.O.Text),
			"The schema's classes are "+strings.Join(v.labels, ", ")+".")
		if near, ok := sparqlNearest(name, v.labels); ok {
			d.Summary += "; did you mean " + near + "?"
			if f, ok := sparqlRename(tr.O, near, "use class "+near); ok {
				d.Fixes = []diag.Fix{f}
			}
		}
		out = append(out, d)
	}
	return out
}

// sparqlStandardClass accepts the classes of RDF's own vocabularies, which a
// query may test for without them being schema labels.
func sparqlStandardClass(t *sparql.Tree, x sparql.Term) bool {
	iri := t.IRI(x)
	return strings.HasPrefix(iri, sparql.RDFS) || strings.HasPrefix(iri, sparql.OWL)
}

func runSparqlUnknownPredicate(u *Unit) []diag.Diagnostic {
	t := sparqlTree(u)
	v := sparqlVocabOf(u)
	if t == nil || u.Schema == nil {
		return nil
	}
	var out []diag.Diagnostic
	seen := map[int]bool{}
	check := func(x sparql.Term, edgeOnly bool) {
		if !x.IsIRI() || sparqlSkipNS(t, x) || seen[x.Span.Start] {
			return
		}
		seen[x.Span.Start] = true
		name := sparql.TermLocal(x)
		if v.edges[name] || (!edgeOnly && v.props[name]) {
			return
		}
		cands := v.names
		what := "predicate"
		if edgeOnly {
			cands = sparqlSortedKeys(v.edges)
			what = "edge type"
		}
		d := u.Diag(&sparqlUnknownPredicate, x.Span.Start, x.Span.End,
			fmt.Sprintf("unknown %s %s", what, x.Text), sparqlKnownPredicates(u))
		if near, ok := sparqlNearest(name, cands); ok {
			d.Summary += "; did you mean " + near + "?"
			if f, ok := sparqlRename(x, near, "use "+near); ok {
				d.Fixes = []diag.Fix{f}
			}
		} else if keys := sparqlKeys(u); keys != "" && sparqlNamingWords[strings.ToLower(name)] {
			d.Summary += "; nodes are named by " + keys
		}
		out = append(out, d)
	}
	for _, tr := range t.Triples {
		switch {
		case tr.P.Kind == sparql.KA:
		case tr.P.Kind == sparql.KPath:
			for _, x := range tr.PathIRIs {
				check(x, false)
			}
		case t.IRI(tr.P) == sparql.RDF+"predicate":
			check(tr.O, true)
		default:
			check(tr.P, false)
		}
	}
	return out
}

// sparqlNamingWords are the predicates models reach for to name a node.
var sparqlNamingWords = map[string]bool{"label": true, "name": true, "title": true, "preflabel": true, "hasname": true}

// sparqlKeys lists each class's naming property, e.g. ":name (Person), :title (Movie)".
func sparqlKeys(u *Unit) string {
	var parts []string
	for _, l := range u.Schema.Labels {
		if k := u.Schema.Key(l.Name); k != "" {
			parts = append(parts, ":"+k+" ("+l.Name+")")
		}
	}
	return strings.Join(parts, ", ")
}

func sparqlKnownPredicates(u *Unit) string {
	var edges, props []string
	for _, e := range u.Schema.EdgeTypes {
		edges = append(edges, e.Name)
	}
	v := sparqlVocabOf(u)
	for _, n := range v.names {
		if !v.edges[n] {
			props = append(props, n)
		}
	}
	return "Object properties (edge types): " + strings.Join(edges, ", ") +
		". Datatype properties: " + strings.Join(props, ", ") + "."
}

// sparqlEdgeUse is a triple whose predicate is one edge type, read in the
// edge's direction (from = subject, unless the predicate was ^inverted).
type sparqlEdgeUse struct {
	tr       *sparql.Triple
	edge     *schema.EdgeType
	pred     sparql.Term
	from, to sparql.Term
}

func sparqlEdgeUses(u *Unit) []sparqlEdgeUse {
	t := sparqlTree(u)
	var out []sparqlEdgeUse
	for _, tr := range t.Triples {
		p, inverse := tr.P, false
		if tr.P.Kind == sparql.KPath {
			if !tr.Inverse || len(tr.PathIRIs) != 1 {
				continue
			}
			p, inverse = tr.PathIRIs[0], true
		}
		if !p.IsIRI() {
			continue
		}
		e := u.Schema.EdgeType(sparql.TermLocal(p))
		if e == nil {
			continue
		}
		use := sparqlEdgeUse{tr: tr, edge: e, pred: p, from: tr.S, to: tr.O}
		if inverse {
			use.from, use.to = tr.O, tr.S
		}
		out = append(out, use)
	}
	return out
}

// sparqlConnects reports whether the edge type links a class of from to a
// class of to (an unknown side matches anything).
func sparqlConnects(e *schema.EdgeType, from, to map[string]bool) bool {
	for _, ep := range e.Endpoints {
		if (len(from) == 0 || from[ep.From]) && (len(to) == 0 || to[ep.To]) {
			return true
		}
	}
	return false
}

func runSparqlReversed(u *Unit) []diag.Diagnostic {
	if sparqlTree(u) == nil || u.Schema == nil {
		return nil
	}
	types := sparqlTypesOf(u)
	var out []diag.Diagnostic
	for _, use := range sparqlEdgeUses(u) {
		from, to := types.of(use.from), types.of(use.to)
		if len(from) == 0 && len(to) == 0 {
			continue
		}
		if sparqlConnects(use.edge, from, to) || !sparqlConnects(use.edge, to, from) {
			continue
		}
		tr := use.tr
		d := u.Diag(&sparqlReversed, tr.Span.Start, tr.Span.End,
			fmt.Sprintf("%s goes from %s to %s: this pattern uses it backwards", use.edge.Name,
				sparqlEndpointSide(use.edge, true), sparqlEndpointSide(use.edge, false)),
			sparqlClassNote(use.from, from, use.to, to))
		switch {
		case tr.Simple && tr.P.Kind != sparql.KPath && tr.S.Span.End <= tr.O.Span.Start:
			mid := u.Text[tr.S.Span.End:tr.O.Span.Start]
			d.Fixes = []diag.Fix{{Span: diag.Span{Start: tr.S.Span.Start, End: tr.O.Span.End},
				Replacement: tr.O.Text + mid + tr.S.Text, Label: "swap subject and object"}}
		case tr.P.Kind == sparql.KPath:
			d.Fixes = []diag.Fix{{Span: tr.P.Span, Replacement: use.pred.Text, Label: "drop the ^"}}
		default:
			d.Fixes = []diag.Fix{{Span: tr.P.Span, Replacement: "^" + tr.P.Text, Label: "follow " + use.edge.Name + " backwards (^)"}}
		}
		out = append(out, d)
	}
	return out
}

func sparqlEndpointSide(e *schema.EdgeType, from bool) string {
	seen := map[string]bool{}
	for _, ep := range e.Endpoints {
		if from {
			seen[ep.From] = true
		} else {
			seen[ep.To] = true
		}
	}
	return strings.Join(sparqlSortedKeys(seen), "/")
}

func runSparqlPropertyDomain(u *Unit) []diag.Diagnostic {
	t := sparqlTree(u)
	if t == nil || u.Schema == nil {
		return nil
	}
	v := sparqlVocabOf(u)
	types := sparqlTypesOf(u)
	var out []diag.Diagnostic
	// object properties between classes they never connect, either way round
	for _, use := range sparqlEdgeUses(u) {
		from, to := types.of(use.from), types.of(use.to)
		if len(from) == 0 && len(to) == 0 {
			continue
		}
		if sparqlConnects(use.edge, from, to) || sparqlConnects(use.edge, to, from) {
			continue
		}
		out = append(out, u.Diag(&sparqlPropertyDomain, use.tr.Span.Start, use.tr.Span.End,
			fmt.Sprintf("%s never connects %s to %s", use.edge.Name,
				sparqlOr(from), sparqlOr(to)),
			fmt.Sprintf("%s goes from %s to %s.", use.edge.Name, sparqlEndpointSide(use.edge, true), sparqlEndpointSide(use.edge, false))))
	}
	// datatype properties on the wrong class, edge properties off their edge
	for _, tr := range t.Triples {
		if !tr.P.IsIRI() || sparqlSkipNS(t, tr.P) {
			continue
		}
		name := sparql.TermLocal(tr.P)
		if !v.props[name] || v.edges[name] || (tr.S.Kind != sparql.KVar && tr.S.Kind != sparql.KBlank) {
			continue
		}
		if edge, ok := types.statements[tr.S.Value]; ok {
			if et := u.Schema.EdgeType(edge); et != nil && schema.Find(et.Properties, name) == nil {
				out = append(out, u.Diag(&sparqlPropertyDomain, tr.P.Span.Start, tr.P.Span.End,
					fmt.Sprintf("%s edges have no property %s", edge, name),
					sparqlPropsOf(et.Name, et.Properties)))
			}
			continue
		}
		classes := types.explicit[tr.S.Value]
		if len(classes) == 0 {
			classes = types.inferred[tr.S.Value]
			// an edge-only property on a node that takes part in an edge is
			// wrong whatever the node's class
			if len(classes) == 0 && len(u.Schema.LabelsWithProperty(name)) == 0 && types.onEdge[tr.S.Value] {
				edges := u.Schema.EdgeTypesWithProperty(name)
				out = append(out, u.Diag(&sparqlPropertyDomain, tr.P.Span.Start, tr.P.Span.End,
					fmt.Sprintf("%s is a property of %s edges, not of nodes", name, strings.Join(edges, ", ")),
					"Read it from the reified edge: ?st rdf:subject ?s ; rdf:predicate :"+edges[0]+" ; rdf:object ?o ; :"+name+" ?v ."))
				continue
			}
			if len(classes) == 0 || len(u.Schema.LabelsWithProperty(name)) > 0 {
				// inferred classes only speak against edge-only properties
				continue
			}
		}
		has := false
		for c := range classes {
			if l := u.Schema.Label(c); l != nil && schema.Find(l.Properties, name) != nil {
				has = true
			}
		}
		if has {
			continue
		}
		detail := ""
		if owners := u.Schema.LabelsWithProperty(name); len(owners) > 0 {
			detail = name + " belongs to " + strings.Join(owners, ", ") + ". "
		}
		if edges := u.Schema.EdgeTypesWithProperty(name); len(edges) > 0 {
			detail += name + " is a property of " + strings.Join(edges, ", ") +
				" edges: read it from the reified edge ([] rdf:subject ?s; rdf:predicate :" + edges[0] + "; rdf:object ?o; :" + name + " ?v). "
		}
		for c := range classes {
			if l := u.Schema.Label(c); l != nil {
				detail += sparqlPropsOf(c, l.Properties)
			}
		}
		out = append(out, u.Diag(&sparqlPropertyDomain, tr.P.Span.Start, tr.P.Span.End,
			fmt.Sprintf("%s has no property %s", sparqlOr(classes), name), strings.TrimSpace(detail)))
	}
	return out
}

func sparqlOr(m map[string]bool) string {
	if len(m) == 0 {
		return "anything"
	}
	return strings.Join(sparqlSortedKeys(m), " or ")
}

func sparqlPropsOf(owner string, ps []schema.Property) string {
	var names []string
	for _, p := range ps {
		names = append(names, p.Name)
	}
	if len(names) == 0 {
		return owner + " has no properties."
	}
	return owner + " has " + strings.Join(names, ", ") + "."
}

// sparqlPropType is the type of a property key: on the given classes when
// known, else the one type all its owners agree on.
func sparqlPropType(u *Unit, name string, classes map[string]bool) (schema.Type, bool) {
	var ty schema.Type
	seen := false
	consider := func(ps []schema.Property) bool {
		p := schema.Find(ps, name)
		if p == nil || p.Type == "" || p.Type == schema.Unknown {
			return true
		}
		if seen && p.Type != ty {
			return false
		}
		ty, seen = p.Type, true
		return true
	}
	for _, l := range u.Schema.Labels {
		if len(classes) > 0 && !classes[l.Name] {
			continue
		}
		if !consider(l.Properties) {
			return "", false
		}
	}
	if len(classes) == 0 {
		for _, e := range u.Schema.EdgeTypes {
			if !consider(e.Properties) {
				return "", false
			}
		}
	}
	return ty, seen
}

// sparqlLiteralMismatch says what is wrong with a literal as a value of type
// ty, and the literal to write instead ("" when there is no safe rewrite).
func sparqlLiteralMismatch(lit sparql.Term, ty schema.Type) (problem, repl string) {
	isNum := !lit.Quoted && (lit.Datatype == "xsd:integer" || lit.Datatype == "xsd:decimal" || lit.Datatype == "xsd:double")
	isBool := !lit.Quoted && lit.Datatype == "xsd:boolean"
	plain := lit.Quoted && lit.Lang == "" && lit.Datatype == ""
	switch ty.Elem() {
	case schema.Int:
		if plain {
			if _, err := strconv.ParseInt(strings.TrimSpace(lit.Value), 10, 64); err == nil {
				return "a string, but the property holds integers", strings.TrimSpace(lit.Value)
			}
			return "a string, but the property holds integers", ""
		}
		if isNum && lit.Datatype != "xsd:integer" {
			if f, err := strconv.ParseFloat(lit.Value, 64); err == nil && f == float64(int64(f)) {
				return "not an integer, but the property holds integers", strconv.FormatInt(int64(f), 10)
			}
		}
	case schema.Float:
		if plain {
			if _, err := strconv.ParseFloat(strings.TrimSpace(lit.Value), 64); err == nil {
				return "a string, but the property holds numbers", strings.TrimSpace(lit.Value)
			}
			return "a string, but the property holds numbers", ""
		}
	case schema.String:
		if isNum || isBool {
			kind := "a number"
			if isBool {
				kind = "a boolean"
			}
			return kind + ", but the property holds strings", sparqlQuote(lit.Text)
		}
		if lit.Quoted && lit.Lang != "" {
			return "language-tagged, but the property holds untagged strings", sparqlQuote(lit.Value)
		}
	case schema.Bool:
		if plain && (strings.EqualFold(lit.Value, "true") || strings.EqualFold(lit.Value, "false")) {
			return "a string, but the property holds booleans", strings.ToLower(lit.Value)
		}
		if plain || isNum {
			return "not a boolean, but the property holds booleans", ""
		}
	}
	return "", ""
}

func runSparqlLiteralType(u *Unit) []diag.Diagnostic {
	t := sparqlTree(u)
	if t == nil || u.Schema == nil {
		return nil
	}
	v := sparqlVocabOf(u)
	types := sparqlTypesOf(u)
	var out []diag.Diagnostic
	report := func(lit sparql.Term, prop string, ty schema.Type, where string) {
		problem, repl := sparqlLiteralMismatch(lit, ty)
		if problem == "" {
			return
		}
		d := u.Diag(&sparqlLiteralType, lit.Span.Start, lit.Span.End,
			fmt.Sprintf("%s %s is %s (%s)", where, lit.Text, problem, ty),
			fmt.Sprintf("%s holds %s values; a literal of another type never matches it.", prop, ty))
		if repl != "" {
			d.Fixes = []diag.Fix{{Span: lit.Span, Replacement: repl, Label: "write " + repl}}
		}
		out = append(out, d)
	}
	for _, tr := range t.Triples {
		if !tr.P.IsIRI() || sparqlSkipNS(t, tr.P) {
			continue
		}
		name := sparql.TermLocal(tr.P)
		if v.edges[name] {
			if tr.O.Kind == sparql.KLiteral {
				out = append(out, u.Diag(&sparqlLiteralType, tr.O.Span.Start, tr.O.Span.End,
					fmt.Sprintf("%s links nodes: its object cannot be the literal %s", name, tr.O.Text),
					"Match the node and test its property instead, e.g. ?s :"+name+" ?o . ?o :"+
						u.Schema.Key(sparqlFirstTo(u.Schema.EdgeType(name)))+" "+tr.O.Text+"."))
			}
			continue
		}
		if tr.O.Kind != sparql.KLiteral || !v.props[name] {
			continue
		}
		classes := types.explicit[tr.S.Value]
		if tr.S.Kind != sparql.KVar && tr.S.Kind != sparql.KBlank {
			classes = nil
		}
		ty, ok := sparqlPropType(u, name, classes)
		if !ok {
			continue
		}
		report(tr.O, name, ty, "value")
	}
	for _, c := range t.Comparisons {
		if c.L == nil || c.R == nil || c.Op == "IN" || c.Op == "NOT IN" {
			continue
		}
		vr, lit := c.L, c.R
		if vr.Kind != sparql.KVar {
			vr, lit = c.R, c.L
		}
		if vr.Kind != sparql.KVar || lit.Kind != sparql.KLiteral {
			continue
		}
		props := types.valueOf[vr.Value]
		if len(props) == 0 {
			continue
		}
		ty, ok := sparqlPropType(u, props[0], nil)
		if !ok {
			continue
		}
		report(*lit, props[0], ty, "compared value")
	}
	return out
}

func sparqlFirstTo(e *schema.EdgeType) string {
	if e == nil || len(e.Endpoints) == 0 {
		return ""
	}
	return e.Endpoints[0].To
}

// sparqlClassNote says which classes the query gives each known side.
func sparqlClassNote(a sparql.Term, ac map[string]bool, b sparql.Term, bc map[string]bool) string {
	var parts []string
	for _, side := range []struct {
		t  sparql.Term
		cs map[string]bool
	}{{a, ac}, {b, bc}} {
		if len(side.cs) > 0 {
			parts = append(parts, side.t.Text+" is a "+strings.Join(sparqlSortedKeys(side.cs), " or "))
		}
	}
	return "Here " + strings.Join(parts, " and ") + "."
}

func runSparqlNamespace(u *Unit) []diag.Diagnostic {
	t := sparqlTree(u)
	if t == nil || u.Schema == nil || u.Schema.Name == "" {
		return nil
	}
	want := sparqlVocabBase(u.Schema)
	near := func(ns string) bool {
		// names under the vocabulary (node IRIs <V id/...>) are inside it
		return ns != "" && !strings.HasPrefix(ns, want) && diag.EditDistance(ns, want) <= 3
	}
	var out []diag.Diagnostic
	for _, p := range t.Prefixes {
		if !near(p.IRI) {
			continue
		}
		decl := t.Text[p.Span.Start:p.Span.End]
		i := strings.LastIndex(decl, "<")
		if i < 0 {
			continue
		}
		s := diag.Span{Start: p.Span.Start + i, End: p.Span.End}
		out = append(out, u.Diag(&sparqlNamespace, s.Start, s.End,
			fmt.Sprintf("prefix %s: is <%s>, but the %s vocabulary is <%s>", p.Name, p.IRI, u.Schema.Name, want),
			"Every name written with this prefix misses the graph's terms.",
			diag.Fix{Span: s, Replacement: "<" + want + ">", Label: "use <" + want + ">"}))
	}
	seen := map[string]bool{}
	for _, tr := range t.Triples {
		for _, x := range []sparql.Term{tr.P, tr.O} {
			if x.Kind != sparql.KIRI {
				continue
			}
			ns := sparql.Namespace(x.Value)
			if !near(ns) || seen[x.Text] {
				continue
			}
			seen[x.Text] = true
			repl := "<" + want + x.Value[len(ns):] + ">"
			out = append(out, u.Diag(&sparqlNamespace, x.Span.Start, x.Span.End,
				fmt.Sprintf("%s is outside the %s vocabulary <%s>", x.Text, u.Schema.Name, want),
				"The name matches nothing under this namespace.",
				diag.Fix{Span: x.Span, Replacement: repl, Label: "use " + repl}))
		}
	}
	return out
}

func runSparqlNodeIRI(u *Unit) []diag.Diagnostic {
	t := sparqlTree(u)
	if t == nil || u.Schema == nil || u.Schema.Name == "" {
		return nil
	}
	v := sparqlVocabOf(u)
	base := sparqlVocabBase(u.Schema)
	seen := map[string]bool{}
	var out []diag.Diagnostic
	check := func(x sparql.Term, labels []string) {
		if !x.IsIRI() || seen[x.Text] {
			return
		}
		full := t.IRI(x)
		rest, ok := strings.CutPrefix(full, base)
		if !ok || rest == "" || strings.HasPrefix(rest, "id/") || strings.ContainsAny(rest, "/#") ||
			v.classes[rest] || v.edges[rest] || v.props[rest] {
			return
		}
		seen[x.Text] = true
		words := sparqlWords(rest)
		var hints []string
		for _, l := range labels {
			if k := u.Schema.Key(l); k != "" {
				hints = append(hints, fmt.Sprintf("?x a :%s ; :%s %s", l, k, sparqlQuote(words)))
			}
		}
		detail := "Nodes have IRIs <" + base + "id/NODEID>; match the node by its key property"
		if len(hints) > 0 {
			detail += ", e.g. " + strings.Join(hints, " or ")
		} else if keys := sparqlKeys(u); keys != "" {
			detail += " (" + keys + ")"
		}
		out = append(out, u.Diag(&sparqlNodeIRI, x.Span.Start, x.Span.End,
			fmt.Sprintf("%s is not a node of the %s graph", x.Text, u.Schema.Name), detail+"."))
	}
	for _, tr := range t.Triples {
		if tr.P.Kind == sparql.KA || t.IRI(tr.P) == sparql.RDFType {
			check(tr.S, nil)
			continue
		}
		if t.IRI(tr.P) == sparql.RDF+"predicate" {
			continue
		}
		var from, to []string
		if tr.P.IsIRI() {
			if e := u.Schema.EdgeType(sparql.TermLocal(tr.P)); e != nil {
				from = sparqlSortedKeys(sparqlSide(e, true))
				to = sparqlSortedKeys(sparqlSide(e, false))
			} else if name := sparql.TermLocal(tr.P); v.props[name] {
				from = u.Schema.LabelsWithProperty(name)
			}
		}
		check(tr.S, from)
		check(tr.O, to)
	}
	return out
}

func sparqlSide(e *schema.EdgeType, from bool) map[string]bool {
	out := map[string]bool{}
	for _, ep := range e.Endpoints {
		if from {
			out[ep.From] = true
		} else {
			out[ep.To] = true
		}
	}
	return out
}

// sparqlWords turns an IRI's local name back into the words it was made of:
// Tom_Hanks, TomHanks and tom-hanks all read "Tom Hanks"-like.
func sparqlWords(s string) string {
	var b strings.Builder
	prevLower := false
	for _, r := range s {
		switch {
		case r == '_' || r == '-' || r == '+':
			b.WriteByte(' ')
			prevLower = false
			continue
		case r >= 'A' && r <= 'Z' && prevLower:
			b.WriteByte(' ')
		}
		b.WriteRune(r)
		prevLower = (r >= 'a' && r <= 'z') || (r >= '0' && r <= '9')
	}
	return strings.Join(strings.Fields(b.String()), " ")
}

// sparqlVocabPrefix is how the query writes the graph's vocabulary: a declared
// prefix ("" included) or, when none is declared, "" with ok false.
func sparqlVocabPrefix(t *sparql.Tree, s *schema.Schema) (string, bool) {
	want := sparqlVocabBase(s)
	for i := len(t.Prefixes) - 1; i >= 0; i-- {
		if t.Prefixes[i].IRI == want {
			return t.Prefixes[i].Name, true
		}
	}
	return "", false
}

// sparqlKeyPattern writes "?m :title" for testing a node's key property, or
// "" when the node's class (and so its key) is not known.
func sparqlKeyPattern(u *Unit, t *sparql.Tree, node sparql.Term, classes map[string]bool) string {
	if u.Schema == nil || len(classes) != 1 {
		return ""
	}
	var key string
	for c := range classes {
		key = u.Schema.Key(c)
	}
	if key == "" {
		return ""
	}
	pred := "<" + sparqlVocabBase(u.Schema) + key + ">"
	if p, ok := sparqlVocabPrefix(t, u.Schema); ok && !sparqlNeedsEscape(key) {
		pred = p + ":" + key
	}
	return node.Text + " " + pred
}

func runSparqlNodeLiteral(u *Unit) []diag.Diagnostic {
	t := sparqlTree(u)
	if t == nil {
		return nil
	}
	types := sparqlTypesOf(u)
	v := sparqlVocabOf(u)
	nodes := sparqlNodeVars(t, v)
	var out []diag.Diagnostic
	classesOf := func(x sparql.Term) map[string]bool {
		if u.Schema == nil {
			return nil
		}
		if cs := types.of(x); len(cs) > 0 {
			return cs
		}
		return types.byEdge[x.Value]
	}
	for _, c := range t.Comparisons {
		if c.L == nil || c.R == nil {
			continue
		}
		vr, lit := c.L, c.R
		if vr.Kind != sparql.KVar {
			vr, lit = c.R, c.L
		}
		if vr.Kind != sparql.KVar || lit.Kind != sparql.KLiteral || !nodes[vr.Value] {
			continue
		}
		d := u.Diag(&sparqlNodeLiteral, c.Span.Start, c.Span.End,
			fmt.Sprintf("%s is a node (an IRI): comparing it with the literal %s is never true", vr.Text, lit.Text),
			"Compare one of its properties instead.")
		if kp := sparqlKeyPattern(u, t, *vr, classesOf(*vr)); kp != "" && c.InFilter && (c.Op == "=" || c.Op == "!=") {
			repl := "EXISTS { " + kp + " " + lit.Text + " }"
			if c.Op == "!=" {
				repl = "NOT " + repl
			}
			d.Fixes = []diag.Fix{{Span: c.Span, Replacement: repl, Label: "test the key property: " + repl}}
		}
		out = append(out, d)
	}
	stringFns := map[string]bool{"REGEX": true, "CONTAINS": true, "STRSTARTS": true, "STRENDS": true,
		"LCASE": true, "UCASE": true, "STRLEN": true, "SUBSTR": true, "STRBEFORE": true, "STRAFTER": true, "LANGMATCHES": true}
	for _, call := range t.Calls {
		if !stringFns[call.Name] || len(call.Args) == 0 || call.Args[0] == nil {
			continue
		}
		a := call.Args[0]
		if a.Kind != sparql.KVar || !nodes[a.Value] {
			continue
		}
		d := u.Diag(&sparqlNodeLiteral, call.Span.Start, call.Span.End,
			fmt.Sprintf("%s(%s, ...) applies a string function to a node: %s is an IRI, not its name", call.Name, a.Text, a.Text),
			"Apply it to one of the node's properties (or to STR("+a.Text+") if the IRI itself is meant).")
		filterFn := call.Name == "REGEX" || call.Name == "CONTAINS" || call.Name == "STRSTARTS" || call.Name == "STRENDS"
		if kp := sparqlKeyPattern(u, t, *a, classesOf(*a)); kp != "" && filterFn {
			fresh := "?" + a.Value + "_key"
			inner := u.Text[call.Span.Start:a.Span.Start] + fresh + u.Text[a.Span.End:call.Span.End]
			repl := "EXISTS { " + kp + " " + fresh + " FILTER(" + inner + ") }"
			d.Fixes = []diag.Fix{{Span: call.Span, Replacement: repl, Label: "test the key property"}}
		}
		out = append(out, d)
	}
	// literals used as nodes: the object of a datatype property as a subject
	if u.Schema != nil {
		for _, tr := range t.Triples {
			if tr.S.Kind != sparql.KVar || tr.P.Kind == sparql.KA {
				continue
			}
			props := types.valueOf[tr.S.Value]
			if len(props) == 0 {
				continue
			}
			out = append(out, u.Diag(&sparqlNodeLiteral, tr.S.Span.Start, tr.S.Span.End,
				fmt.Sprintf("%s holds :%s values (literals), which cannot be the subject of a triple", tr.S.Text, props[0]),
				"Use the node the value belongs to as the subject instead."))
		}
	}
	return out
}

// sparqlNodeVars are the variables that can only hold nodes: subjects of
// triples (a literal is never a subject) and, with a schema, objects of edges.
func sparqlNodeVars(t *sparql.Tree, v *sparqlVocab) map[string]bool {
	nodes := map[string]bool{}
	for _, tr := range t.Triples {
		if tr.S.Kind == sparql.KVar {
			nodes[tr.S.Value] = true
		}
		if tr.O.Kind == sparql.KVar && tr.P.IsIRI() && v.edges[sparql.TermLocal(tr.P)] {
			nodes[tr.O.Value] = true
		}
	}
	return nodes
}
