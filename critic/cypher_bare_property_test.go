package critic

import (
	"testing"

	"github.com/gql-dev/gql/diag"
	"github.com/gql-dev/gql/examples"
	"github.com/gql-dev/gql/lang"
	"github.com/gql-dev/gql/schema"
)

// A bare column name, as SQL writes it, is a property of the one variable
// in scope that has it; with two candidates nothing is guessed.
func TestBarePropertyFix(t *testing.T) {
	movies, err := examples.Schema("movies")
	if err != nil {
		t.Fatal(err)
	}
	company := &schema.Schema{
		Labels: []schema.Label{
			{Name: "Employee", Properties: []schema.Property{{Name: "name"}, {Name: "salary"}}},
			{Name: "Dept", Properties: []schema.Property{{Name: "title"}}},
		},
		EdgeTypes: []schema.EdgeType{{Name: "WORKS_IN", Endpoints: []schema.Endpoint{{From: "Employee", To: "Dept"}}}},
	}
	cases := []struct {
		s       *schema.Schema
		in, fix string
	}{
		{movies, "MATCH (p:Person)-[r:REVIEWED]->(m:Movie) RETURN max(rating) AS top", "MATCH (p:Person)-[r:REVIEWED]->(m:Movie) RETURN max(r.rating) AS top"},
		{company, "MATCH (e:Employee)-[:WORKS_IN]->(d:Dept) RETURN d.title, avg(salary)", "MATCH (e:Employee)-[:WORKS_IN]->(d:Dept) RETURN d.title, avg(e.salary)"},
		{company, "MATCH (e:Employee), (f:Employee) RETURN max(salary)", ""}, // e or f
		{movies, "MATCH (m:Movie) RETURN max(rating)", ""},                   // nobody has it
	}
	for _, c := range cases {
		r := Run(lang.Cypher, c.in, c.s)
		got := ""
		for _, d := range r.Diagnostics {
			if d.Check == "cypher-undefined-variable" && len(d.Fixes) > 0 {
				got, _ = diag.Apply(c.in, d.Fixes[:1])
			}
		}
		if got != c.fix {
			t.Errorf("%q: fixed to %q, want %q", c.in, got, c.fix)
		}
	}
}
