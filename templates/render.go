package templates

import (
	"strings"

	"fmt"
	"sort"

	"github.com/gql-dev/gql/lang"
	"github.com/gql-dev/gql/schema"
)

// Render writes q in the target language. The three renderings of one query
// return the same columns, in the same order, with the same names, and (up to
// row order where no ORDER BY is given, and numeric type) the same rows on the
// same data loaded by the project's mapping conventions.
func Render(q *Query, l lang.Lang, s *schema.Schema) (string, error) {
	if s == nil {
		return "", fmt.Errorf("render: no schema")
	}
	a, err := analyse(q, plain(s))
	if err != nil {
		return "", err
	}
	switch l {
	case lang.Cypher:
		return renderCypher(a), nil
	case lang.Gremlin:
		return renderGremlin(a), nil
	case lang.SPARQL:
		if a.q.Shortest != nil {
			return "", &Unsupported{Lang: l, Reason: sparqlNoPaths}
		}
		return renderSPARQL(a), nil
	}
	return "", fmt.Errorf("render: unknown target %q (want cypher, gremlin or sparql)", l)
}

// RenderAll renders q in every language, in lang.All order.
func RenderAll(q *Query, s *schema.Schema) (map[lang.Lang]string, error) {
	out := make(map[lang.Lang]string, len(lang.All))
	for _, l := range lang.All {
		t, err := Render(q, l, s)
		if err != nil {
			return nil, err
		}
		out[l] = t
	}
	return out, nil
}

// Columns lists the result column names of q, as every rendering names them.
func Columns(q *Query, s *schema.Schema) ([]string, error) {
	n, err := Normalize(q, s)
	if err != nil {
		return nil, err
	}
	out := make([]string, len(n.Return))
	for i, p := range n.Return {
		out[i] = p.As
	}
	return out, nil
}

// propRef is one property of one variable.
type propRef struct{ v, p string }

// analysis is what every renderer needs to know beyond the IR itself.
type analysis struct {
	q  *Query
	s  *sx
	sc *scope
	// required lists the properties that must be present on a row because a
	// column reads them (key properties excluded; see Query).
	required []propRef
	// unwound maps a list-property column to its element alias.
	unwound map[propRef]string
	// topCmp marks properties constrained by a top-level comparison, which
	// already implies presence.
	topCmp map[propRef]bool
	// parts, for a query with several left-outer patterns, are the query
	// with each pattern alone: its key columns and that pattern's count.
	// SPARQL counts each in a sub-select of its own.
	parts []*analysis
}

func analyse(q *Query, s *sx) (*analysis, error) {
	n, sc, err := normalize(q, s)
	if err != nil {
		return nil, err
	}
	a := &analysis{q: n, s: s, sc: sc, unwound: map[propRef]string{}, topCmp: map[propRef]bool{}}
	if outer := n.outer(); len(outer) > 1 {
		for _, op := range outer {
			part := *n
			part.Optional, part.Optionals = &op, nil
			part.Return = nil
			for _, p := range n.Return {
				if p.Agg == NoAgg || p.Var == op.Counted() {
					part.Return = append(part.Return, p)
				}
			}
			part.Having, part.Order, part.Skip, part.Limit, part.Ties, part.StableOrder = nil, nil, 0, 0, false, false
			pa, err := analyse(&part, s)
			if err != nil {
				return nil, fmt.Errorf("the count of %s alone: %w", op.Counted(), err)
			}
			a.parts = append(a.parts, pa)
		}
	}
	for _, c := range conjuncts(n.Where) {
		if cmp, ok := c.(*Cmp); ok {
			a.topCmp[propRef{cmp.Var, cmp.Prop}] = true
		}
	}
	seen := map[propRef]bool{}
	if len(n.Return) == 1 && n.Return[0].Agg != NoAgg {
		// A lone aggregate already skips missing values in every language;
		// a presence filter would only add noise to the query.
		return a, nil
	}
	for _, p := range n.Return {
		if p.Var == "" || p.Prop == "" || sc.vars[p.Var].walk {
			continue
		}
		r := propRef{p.Var, p.Prop}
		if p.Agg == NoAgg && a.isList(r) {
			if _, ok := a.unwound[r]; !ok {
				a.unwound[r] = p.As
			}
			continue
		}
		if seen[r] || a.topCmp[r] || a.isKey(r) {
			continue
		}
		seen[r] = true
		a.required = append(a.required, r)
	}
	return a, nil
}

func (a *analysis) isList(r propRef) bool { return a.sc.propType(a.s, r.v, r.p).IsList() }

func (a *analysis) isKey(r propRef) bool {
	vi := a.sc.vars[r.v]
	return !vi.edge && a.s.Key(vi.label) == r.p
}

// groupKeys are the non-aggregate columns of an aggregating query.
func (a *analysis) groupKeys() []Proj {
	var out []Proj
	for _, p := range a.q.Return {
		if p.Agg == NoAgg {
			out = append(out, p)
		}
	}
	return out
}

func sortedRefs(m map[propRef]string) []propRef {
	out := make([]propRef, 0, len(m))
	for r := range m {
		out = append(out, r)
	}
	sort.Slice(out, func(i, j int) bool {
		if out[i].v != out[j].v {
			return out[i].v < out[j].v
		}
		return out[i].p < out[j].p
	})
	return out
}

// quoteString writes a string literal in the backslash-escape convention the
// three languages share, delimited by q (Cypher and Gremlin use ', SPARQL ").
func quoteString(s string, q rune) string {
	var b strings.Builder
	b.WriteRune(q)
	for _, r := range s {
		switch r {
		case '\\':
			b.WriteString(`\\`)
		case q:
			b.WriteByte('\\')
			b.WriteRune(r)
		case '\n':
			b.WriteString(`\n`)
		case '\r':
			b.WriteString(`\r`)
		case '\t':
			b.WriteString(`\t`)
		default:
			b.WriteRune(r)
		}
	}
	b.WriteRune(q)
	return b.String()
}
