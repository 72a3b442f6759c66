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

// A property read from a node when the schema puts it on the relationship
// that joins it (m.roles, roles on ACTED_IN) is read from that relationship.
func TestRelPropertyFix(t *testing.T) {
	movies, err := examples.Schema("movies")
	if err != nil {
		t.Fatal(err)
	}
	company := &schema.Schema{
		Labels: []schema.Label{
			{Name: "Employee", Properties: []schema.Property{{Name: "name"}}},
			{Name: "Dept", Properties: []schema.Property{{Name: "title"}}},
		},
		EdgeTypes: []schema.EdgeType{{Name: "WORKS_IN", Endpoints: []schema.Endpoint{{From: "Employee", To: "Dept"}},
			Properties: []schema.Property{{Name: "since"}}}},
	}
	cases := []struct {
		s       *schema.Schema
		in, fix string
	}{
		// GPT-4-turbo, ../shared text2cypher-movies.
		{movies, "MATCH (p:Person {name: \"Keanu Reeves\"})-[:ACTED_IN]->(m:Movie)\nRETURN m.title AS Movie, size(m.roles) AS RolesListSize",
			"MATCH (p:Person {name: \"Keanu Reeves\"})-[rel:ACTED_IN]->(m:Movie)\nRETURN m.title AS Movie, size(rel.roles) AS RolesListSize"},
		{movies, "MATCH (p:Person)-[r:REVIEWED]->(m:Movie) RETURN m.title, max(p.rating)",
			"MATCH (p:Person)-[r:REVIEWED]->(m:Movie) RETURN m.title, max(r.rating)"},
		{company, "MATCH (e:Employee)-[:WORKS_IN]->(d:Dept) WHERE d.since > 2020 RETURN e.name",
			"MATCH (e:Employee)-[rel:WORKS_IN]->(d:Dept) WHERE rel.since > 2020 RETURN e.name"},
		// Two relationships could hold it: nothing is guessed.
		{movies, "MATCH (p:Person)-[:REVIEWED]->(m:Movie), (p)-[:REVIEWED]->(m2:Movie) RETURN p.rating", ""},
	}
	for _, c := range cases {
		r := Run(lang.Cypher, c.in, c.s)
		got := ""
		for _, d := range r.Diagnostics {
			if d.Check == "cypher-property-wrong-label" && len(d.Fixes) > 0 {
				got, _ = diag.Apply(c.in, d.Fixes[:1])
			}
		}
		if got != c.fix {
			t.Errorf("%q:\n got %q\nwant %q", c.in, got, c.fix)
		}
	}
}
