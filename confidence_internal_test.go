package gql

import (
	"strings"
	"testing"

	"github.com/gql-dev/gql/backends"
	"github.com/gql-dev/gql/examples"
	"github.com/gql-dev/gql/lang"
)

// The one-line difference names what the two queries do differently, on
// both bundled schemas.
func TestDifferenceLine(t *testing.T) {
	for _, tc := range []struct {
		schema, model, plan string
		cs                  []constraint
		want                []string
	}{
		{"movies", "MATCH (p:Person)-[:ACTED_IN]->(m:Movie) RETURN p.name LIMIT 3", "MATCH (p:Person)-[:ACTED_IN]->(m:Movie) RETURN p.name",
			nil, []string{"a LIMIT: the model's query keeps 3 rows, the plan all"}},
		{"movies", "MATCH (p:Person)-[:ACTED_IN]->(m:Movie) RETURN count(p)", "MATCH (p:Person)-[:ACTED_IN]->(m:Movie) RETURN avg(p.born)",
			nil, []string{"the aggregate: the model's query takes a count", "the aggregate: the plan takes an average"}},
		{"movies", "MATCH (p:Person)-[:REVIEWED]->(m:Movie {title: 'Cloud Atlas'}) RETURN p.name", "MATCH (p:Person)-[:ACTED_IN]->(m:Movie {title: 'Cloud Atlas'}) RETURN p.name",
			nil, []string{"another relationship: the model's query follows REVIEWED", "the plan follows ACTED_IN"}},
		{"movies", "MATCH (m:Movie) RETURN m.title", "MATCH (m:Movie) WHERE m.released > 2000 RETURN m.title",
			[]constraint{{text: "2000", num: true, forms: []string{"2000"}}}, []string{`a missing filter: the model's query does not use "2000"`}},
		{"company", "MATCH (e:Employee)-[:WORKS_IN]->(d:Department) RETURN e.name", "MATCH (e:Employee)-[:WORKS_IN]->(d:Department {name: 'Research'}) RETURN e.name",
			[]constraint{{text: "Research", forms: []string{"research"}}}, []string{`does not use "Research"`}},
		{"company", "MATCH (e:Employee) RETURN DISTINCT e.name", "MATCH (e:Employee) RETURN e.name",
			nil, []string{"the model's query removes repeated rows"}},
	} {
		s, err := examples.Schema(tc.schema)
		if err != nil {
			t.Fatal(err)
		}
		got := difference(lang.Cypher, tc.model, tc.plan, tc.cs, s)
		for _, w := range tc.want {
			if !strings.Contains(got, w) {
				t.Errorf("%s vs %s: %q lacks %q", tc.model, tc.plan, got, w)
			}
		}
	}
	if got := difference(lang.Cypher, "MATCH (m:Movie) RETURN m.title", "MATCH (n:Movie) RETURN n.title", nil, nil); got != "" {
		t.Errorf("the same structure has no difference, got %q", got)
	}
}

// A number is used only as a token of its own: 200 is not in 2000.
func TestConstraintUse(t *testing.T) {
	c := constraint{text: "200", num: true, forms: []string{"200"}}
	if c.usedBy("MATCH (m) WHERE m.x > 2000 RETURN m") || !c.usedBy("MATCH (m) WHERE m.x > 200 RETURN m") {
		t.Error("numbers must match as whole tokens")
	}
	v := constraint{text: "tom hanks", forms: []string{"tom hanks"}}
	if !v.usedBy("MATCH (p {name: 'Tom Hanks'}) RETURN p") || v.usedBy("MATCH (p) RETURN p") {
		t.Error("values match case-insensitively")
	}
}

// Two top-N answers that keep different rows of one rank are a tie cut;
// two answers with different measures are not.
func TestTiedCut(t *testing.T) {
	S, I := backends.S, backends.I
	res := func(rows ...[]backends.Value) *backends.Result {
		return &backends.Result{Columns: []string{"name", "n"}, Rows: rows}
	}
	a := res([]backends.Value{S("a"), I(3)}, []backends.Value{S("b"), I(1)}, []backends.Value{S("c"), I(1)})
	b := res([]backends.Value{S("a"), I(3)}, []backends.Value{S("d"), I(1)}, []backends.Value{S("c"), I(1)})
	c := res([]backends.Value{S("a"), I(3)}, []backends.Value{S("d"), I(2)}, []backends.Value{S("c"), I(1)})
	if !tiedCut(a, b) {
		t.Error("the same ranks with other tied rows should be a tie cut")
	}
	if tiedCut(a, c) {
		t.Error("other ranks are another answer")
	}
}
