package critic

import "testing"

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
