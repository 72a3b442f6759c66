package critic

import (
	"testing"

	"github.com/gql-dev/gql/examples"
	"github.com/gql-dev/gql/schema"
)

func TestDistinctReturn(t *testing.T) {
	cases := []struct{ in, want string }{
		// GPT-4-turbo and Claude 3 Opus, ../shared text2cypher-movies.
		{"MATCH (p:Person)-[:PRODUCED]->(m:Movie)\nWHERE p.born < 1970 AND m.released > 2000\nRETURN p.name\nLIMIT 3",
			"MATCH (p:Person)-[:PRODUCED]->(m:Movie)\nWHERE p.born < 1970 AND m.released > 2000\nRETURN DISTINCT p.name\nLIMIT 3"},
		// Only the final RETURN; a subquery's RETURN is left alone.
		{"MATCH (e:Employee) WHERE e.salary > COLLECT { MATCH (x:Employee) RETURN avg(x.salary) }[0] RETURN e.dept LIMIT 5",
			"MATCH (e:Employee) WHERE e.salary > COLLECT { MATCH (x:Employee) RETURN avg(x.salary) }[0] RETURN DISTINCT e.dept LIMIT 5"},
	}
	for _, c := range cases {
		got, ok := DistinctReturn(c.in)
		if !ok || got != c.want {
			t.Errorf("%q:\n got %q %v\nwant %q", c.in, got, ok, c.want)
		}
	}
	for _, q := range []string{
		"MATCH (p:Person) RETURN DISTINCT p.name LIMIT 3",                     // already
		"MATCH (p:Person)-[:ACTED_IN]->(m) RETURN p.name, count(m) AS n",      // groups
		"MATCH (p:Person)-[:ACTED_IN]->(m) RETURN p.name, collect(m.title)",   // groups
		"MATCH (d:Dept) RETURN d.name UNION MATCH (e:Employee) RETURN e.name", // several RETURNs
	} {
		if got, ok := DistinctReturn(q); ok {
			t.Errorf("%q rewritten to %q", q, got)
		}
	}
}

func TestRowsAreEntities(t *testing.T) {
	movies, err := examples.Schema("movies")
	if err != nil {
		t.Fatal(err)
	}
	company := &schema.Schema{Labels: []schema.Label{
		{Name: "Employee", Properties: []schema.Property{{Name: "email", Type: schema.String}, {Name: "salary"}}},
	}, Constraints: []schema.Constraint{{Kind: "unique", Label: "Employee", Properties: []string{"email"}}}}
	cases := []struct {
		s    *schema.Schema
		q    string
		want bool
	}{
		{movies, "MATCH (p:Person)-[:ACTED_IN]->(m:Movie) RETURN p.name LIMIT 3", true},
		{movies, "MATCH (p:Person)-[:ACTED_IN]->(m:Movie) RETURN p", true},
		{movies, "MATCH (p:Person)-[:ACTED_IN]->(m:Movie) RETURN p.name AS n, p.born AS b", true},
		{movies, "MATCH (p:Person)-[:ACTED_IN]->(m:Movie) RETURN p.name, m.title", true},
		{movies, "MATCH (p:Person)-[:ACTED_IN]->(m:Movie) RETURN m.released", false}, // two movies of one year
		{movies, "MATCH (p:Person)-[:ACTED_IN]->(m:Movie) RETURN p.name, m.released", false},
		{movies, "MATCH (p:Person)-[r:ACTED_IN]->(m:Movie) RETURN r", false},
		{movies, "MATCH (p:Person) RETURN count(p)", false},
		{movies, "MATCH (p:Person) RETURN p.name + '!'", false},
		{movies, "MATCH (p:Person) RETURN *", false},
		{company, "MATCH (e:Employee) RETURN e.email, e.salary", true},
		{company, "MATCH (e:Employee) RETURN e.salary", false},
		{nil, "MATCH (p:Person) RETURN p.name", false},
	}
	for _, c := range cases {
		if got := RowsAreEntities(c.q, c.s); got != c.want {
			t.Errorf("%q: %v, want %v", c.q, got, c.want)
		}
	}
}
