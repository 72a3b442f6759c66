package critic

import (
	"fmt"
	"sort"
	"strings"

	"github.com/gql-dev/gql/diag"
	"github.com/gql-dev/gql/grammars/sparql"
	"github.com/gql-dev/gql/lang"
	"github.com/gql-dev/gql/schema"
)

func init() {
	RegisterFrontend(Frontend{Lang: lang.SPARQL, Parse: sparqlParse, Writes: sparqlWrites})
}

func sparqlParse(text string) (any, []diag.Diagnostic) {
	t, ds := sparql.Parse(text)
	if t == nil {
		return nil, ds // a nil *Tree in an interface would read as parsed
	}
	return t, ds
}

// sparqlWrites refuses every SPARQL Update operation: gql sends only queries
// to the store, and an update sent to a query endpoint is at best an error.
func sparqlWrites(u *Unit) []diag.Diagnostic {
	c := &Check{ID: "sparql-update", Severity: diag.Error}
	t := sparqlTree(u)
	if t == nil {
		return nil
	}
	var out []diag.Diagnostic
	for _, op := range t.Ops {
		out = append(out, u.Diag(c, op.Span.Start, op.Span.End,
			fmt.Sprintf("%s is a SPARQL Update: gql only runs read-only queries", op.Kind),
			"Updates change the store; rewrite the request as SELECT, ASK, CONSTRUCT or DESCRIBE."))
	}
	return out
}

// sparqlTree returns the unit's parse tree (nil when it did not parse).
func sparqlTree(u *Unit) *sparql.Tree {
	t, _ := u.Tree.(*sparql.Tree)
	return t
}

// sparqlVocab is the schema seen through gql's RDF mapping: classes are
// labels, object properties edge types, datatype properties property keys.
type sparqlVocab struct {
	s       *schema.Schema
	classes map[string]bool
	edges   map[string]bool
	props   map[string]bool // node and edge property keys
	names   []string        // every predicate name, sorted, for suggestions
	labels  []string
}

func sparqlVocabOf(u *Unit) *sparqlVocab {
	return u.Memo("sparql.vocab", func() any {
		v := &sparqlVocab{s: u.Schema, classes: map[string]bool{}, edges: map[string]bool{}, props: map[string]bool{}}
		if u.Schema == nil {
			return v
		}
		// Names such as "singer#Name" (Spider4SPARQL's) are read back by
		// local name ("Name") too, so a foreign vocabulary is not flagged.
		alias := func(m map[string]bool, name string) {
			m[name] = true
			if l := sparql.LocalName(name); l != name && l != "" {
				m[l] = true
			}
		}
		for _, l := range u.Schema.Labels {
			alias(v.classes, l.Name)
			v.labels = append(v.labels, l.Name)
			for _, p := range l.Properties {
				alias(v.props, p.Name)
			}
		}
		for _, e := range u.Schema.EdgeTypes {
			alias(v.edges, e.Name)
			for _, p := range e.Properties {
				alias(v.props, p.Name)
			}
		}
		for n := range v.edges {
			v.names = append(v.names, n)
		}
		for n := range v.props {
			if !v.edges[n] {
				v.names = append(v.names, n)
			}
		}
		sort.Strings(v.names)
		sort.Strings(v.labels)
		return v
	}).(*sparqlVocab)
}

// sparqlSkipNS are vocabularies whose terms are part of the mapping itself
// (rdf:type, the reification terms) or of the language, not of the schema.
func sparqlSkipNS(t *sparql.Tree, x sparql.Term) bool {
	iri := t.IRI(x)
	if iri == "" {
		switch x.Prefix {
		case "rdf", "xsd":
			return true
		}
		return false
	}
	return strings.HasPrefix(iri, sparql.RDF) || strings.HasPrefix(iri, sparql.XSD)
}

// sparqlRename is the fix that replaces the schema name inside an IRI term
// with another one, keeping the prefix or namespace as written.
func sparqlRename(x sparql.Term, newName, label string) (diag.Fix, bool) {
	old := sparql.TermLocal(x)
	txt := x.Text
	switch x.Kind {
	case sparql.KIRI:
		body := strings.TrimSuffix(txt, ">")
		if !strings.HasSuffix(body, old) {
			return diag.Fix{}, false
		}
		txt = body[:len(body)-len(old)] + newName + ">"
	case sparql.KPName:
		if !strings.HasSuffix(txt, old) || sparqlNeedsEscape(newName) {
			return diag.Fix{}, false
		}
		txt = txt[:len(txt)-len(old)] + newName
	default:
		return diag.Fix{}, false
	}
	return diag.Fix{Span: x.Span, Replacement: txt, Label: label}, true
}

// sparqlNeedsEscape reports whether a name cannot be written as the end of a
// prefixed name without escapes.
func sparqlNeedsEscape(name string) bool {
	for i, r := range name {
		ok := r == '_' || r == '-' || (r >= '0' && r <= '9') || (r >= 'a' && r <= 'z') || (r >= 'A' && r <= 'Z') || r > 0x7f
		if !ok || (i == 0 && r == '-') {
			return true
		}
	}
	return name == ""
}

// sparqlNearest returns the candidate closest to name: the same name up to
// case and separators first, then the smallest edit distance within a budget
// that grows with the name's length. ok is false when nothing is close.
func sparqlNearest(name string, cands []string) (string, bool) {
	norm := func(s string) string {
		return strings.NewReplacer("_", "", "-", "", " ", "").Replace(strings.ToLower(s))
	}
	n := norm(name)
	for _, c := range cands {
		if norm(c) == n {
			return c, true
		}
	}
	best, bestD := "", 1<<30
	for _, c := range cands {
		d := diag.EditDistance(n, norm(c))
		if d < bestD {
			best, bestD = c, d
		}
	}
	// short names are a letter or two apart from everything: no guessing
	budget := 0
	if len(n) >= 4 {
		budget = min(1+len(n)/4, 3)
	}
	if best == "" || bestD > budget {
		return "", false
	}
	return best, true
}

// sparqlTypes holds what the query says about its nodes' classes.
type sparqlTypes struct {
	// explicit classes from "?x a :C" / "?x rdf:type :C" (schema label names)
	explicit map[string]map[string]bool
	// classes implied by datatype properties only one class has
	inferred map[string]map[string]bool
	// statement nodes: variable -> edge type named by rdf:predicate
	statements map[string]string
	// objects of datatype properties: variable -> property names
	valueOf map[string][]string
	// variables that are the subject or object of an edge-type triple
	onEdge map[string]bool
	// classes implied by the edges a variable takes part in (kept apart from
	// inferred: a reversed edge would otherwise justify itself)
	byEdge map[string]map[string]bool
}

// of returns the classes known for a term: explicit ones, else inferred ones.
func (ts *sparqlTypes) of(x sparql.Term) map[string]bool {
	if x.Kind != sparql.KVar && x.Kind != sparql.KBlank {
		return nil
	}
	if e := ts.explicit[x.Value]; len(e) > 0 {
		return e
	}
	return ts.inferred[x.Value]
}

func sparqlTypesOf(u *Unit) *sparqlTypes {
	// Memo holds the unit's lock while computing, so read the vocabulary first.
	v := sparqlVocabOf(u)
	t := sparqlTree(u)
	return u.Memo("sparql.types", func() any {
		ts := &sparqlTypes{explicit: map[string]map[string]bool{}, inferred: map[string]map[string]bool{},
			statements: map[string]string{}, valueOf: map[string][]string{}, onEdge: map[string]bool{},
			byEdge: map[string]map[string]bool{}}
		if t == nil {
			return ts
		}
		add := func(m map[string]map[string]bool, k, c string) {
			if m[k] == nil {
				m[k] = map[string]bool{}
			}
			m[k][c] = true
		}
		for _, tr := range t.Triples {
			if tr.P.IsIRI() && v.edges[sparql.TermLocal(tr.P)] {
				e := u.Schema.EdgeType(sparql.TermLocal(tr.P))
				for i, x := range []sparql.Term{tr.S, tr.O} {
					if x.Kind == sparql.KVar || x.Kind == sparql.KBlank {
						ts.onEdge[x.Value] = true
						for _, ep := range e.Endpoints {
							c := ep.From
							if i == 1 {
								c = ep.To
							}
							add(ts.byEdge, x.Value, c)
						}
					}
				}
			}
			if tr.S.Kind != sparql.KVar && tr.S.Kind != sparql.KBlank {
				continue
			}
			p := t.IRI(tr.P)
			switch {
			case tr.P.Kind == sparql.KA || p == sparql.RDFType:
				if tr.O.IsIRI() && t.IRI(tr.O) != sparql.RDF+"Statement" {
					if c := sparql.TermLocal(tr.O); v.classes[c] {
						add(ts.explicit, tr.S.Value, c)
					}
				}
			case p == sparql.RDF+"predicate":
				if tr.O.IsIRI() {
					ts.statements[tr.S.Value] = sparql.TermLocal(tr.O)
				}
			case tr.P.IsIRI():
				name := sparql.TermLocal(tr.P)
				if v.props[name] && !v.edges[name] && u.Schema != nil {
					if owners := u.Schema.LabelsWithProperty(name); len(owners) == 1 {
						add(ts.inferred, tr.S.Value, owners[0])
					}
					if tr.O.Kind == sparql.KVar {
						ts.valueOf[tr.O.Value] = append(ts.valueOf[tr.O.Value], name)
					}
				}
			}
		}
		return ts
	}).(*sparqlTypes)
}

func sparqlSortedKeys(m map[string]bool) []string {
	out := make([]string, 0, len(m))
	for k := range m {
		out = append(out, k)
	}
	sort.Strings(out)
	return out
}

// sparqlVocabBase is the schema's RDF namespace: its own when it declares
// one, gql's convention otherwise.
func sparqlVocabBase(s *schema.Schema) string {
	if s.Vocab != "" {
		return s.Vocab
	}
	return sparql.VocabBase(s.Name)
}
