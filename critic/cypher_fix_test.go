package critic_test

import (
	"testing"

	"github.com/gql-dev/gql/critic"
	"github.com/gql-dev/gql/diag"
	"github.com/gql-dev/gql/examples"
	"github.com/gql-dev/gql/lang"
)

// Fixes are applied by the pipeline without a model, so each must produce
// exactly the intended text and leave a query the critic accepts.
func TestCypherFixes(t *testing.T) {
	s, err := examples.Schema("movies")
	if err != nil {
		t.Fatal(err)
	}
	cases := []struct{ in, want string }{
		{"MATCH (m Movie) RETURN m.title", "MATCH (m:Movie) RETURN m.title"},
		{"MATCH (m:Movie)\nORDER BY m.released\nRETURN m.title", "MATCH (m:Movie)\nRETURN m.title\nORDER BY m.released"},
		{"MATCH (m:Movie)\nORDER BY m.released DESC LIMIT 3\nRETURN m.title, m.released", "MATCH (m:Movie)\nRETURN m.title, m.released\nORDER BY m.released DESC LIMIT 3"},
		{"MATCH (m:Movie) WHERE m.released != 1999 RETURN m", "MATCH (m:Movie) WHERE m.released <> 1999 RETURN m"},
		{"MATCH (m:Movie) WHERE m.title == 'x' RETURN m", "MATCH (m:Movie) WHERE m.title = 'x' RETURN m"},
		{"MATCH (p:Person) RETURN p.name, size((p)<-[:FOLLOWS]-()) AS f", "MATCH (p:Person) RETURN p.name, COUNT { (p)<-[:FOLLOWS]-() } AS f"},
		{"MATCH (p:Person) WHERE exists(p.born) RETURN p", "MATCH (p:Person) WHERE p.born IS NOT NULL RETURN p"},
		{"MATCH (p:Person) WITH p.name RETURN 1 AS one", "MATCH (p:Person) WITH p.name AS name RETURN 1 AS one"},
		{"MATCH (m:Movie) RETURN m MATCH (p:Person) RETURN p", "MATCH (m:Movie) WITH m MATCH (p:Person) RETURN p"},
		{"MATCH (m:movie) RETURN m.title", "MATCH (m:Movie) RETURN m.title"},
		{"MATCH (m:Movei) RETURN m.title", "MATCH (m:Movie) RETURN m.title"},
		{"MATCH (p:Person)-[:ACTEDIN]->(m:Movie) RETURN m.title", "MATCH (p:Person)-[:ACTED_IN]->(m:Movie) RETURN m.title"},
		{"MATCH (m:Movie) RETURN m.titel", "MATCH (m:Movie) RETURN m.title"},
		{"MATCH (p:Person) RETURN p.Name", "MATCH (p:Person) RETURN p.name"},
		{"MATCH (m:Movie)-[:ACTED_IN]->(p:Person) RETURN p.name", "MATCH (m:Movie)<-[:ACTED_IN]-(p:Person) RETURN p.name"},
		{"MATCH (m:Movie)<-[r:REVIEWED {rating: 90}]-(p:Person) RETURN p.name", "MATCH (m:Movie)<-[r:REVIEWED {rating: 90}]-(p:Person) RETURN p.name"},
		{"MATCH (p:Person)<-[:DIRECTED]-(m) RETURN m.title", "MATCH (p:Person)-[:DIRECTED]->(m) RETURN m.title"},
		{"MATCH (m:Movie)-->(p:Person)<-[:FOLLOWS]-(q) RETURN q", "MATCH (m:Movie)-->(p:Person)<-[:FOLLOWS]-(q) RETURN q"},
		{"MATCH (m:Movie) WHERE m.released = \"1999\" RETURN m.title", "MATCH (m:Movie) WHERE m.released = 1999 RETURN m.title"},
		{"MATCH (m:Movie {released: '2000'}) RETURN m.title", "MATCH (m:Movie {released: 2000}) RETURN m.title"},
		{"MATCH (p:Person) WHERE p.name = 1964 RETURN p", "MATCH (p:Person) WHERE p.name = \"1964\" RETURN p"},
		{"MATCH (m:Movie) WHERE m.released IN [1999, '2003'] RETURN m", "MATCH (m:Movie) WHERE m.released IN [1999, 2003] RETURN m"},
		{"MATCH (p:Person)-[:ACTED_IN]->(m:Movie)\nRETURN p.name, count(m) AS n\nGROUP BY p.name\nORDER BY n DESC", "MATCH (p:Person)-[:ACTED_IN]->(m:Movie)\nRETURN p.name, count(m) AS n\nORDER BY n DESC"},
		{"MATCH (m:Movie) WHERE m.title LIKE '%Matrix%' RETURN m", "MATCH (m:Movie) WHERE m.title CONTAINS 'Matrix' RETURN m"},
		{"MATCH (m:Movie) WHERE m.title LIKE \"The%\" RETURN m", "MATCH (m:Movie) WHERE m.title STARTS WITH \"The\" RETURN m"},
		{"MATCH (m:Movie) WHERE m.title LIKE '%s' RETURN m", "MATCH (m:Movie) WHERE m.title ENDS WITH 's' RETURN m"},
		{"MATCH (p:Person)-[r:ACTED_IN]->(m:Movie) WHERE r.roles = 'Neo' RETURN m.title", "MATCH (p:Person)-[r:ACTED_IN]->(m:Movie) WHERE 'Neo' IN r.roles RETURN m.title"},
		{"MATCH (p:Person) RETURN p.name ORDER BY length(p.name) DESC", "MATCH (p:Person) RETURN p.name ORDER BY size(p.name) DESC"},
		{"MATCH p = (a:Person)-->(b) RETURN toLowerCase(a.name) AS n, lenght(p) AS l", "MATCH p = (a:Person)-->(b) RETURN toLower(a.name) AS n, length(p) AS l"},
		{"MATCH (p:Person)-[r:ACTED_IN|:DIRECTED]->(m:Movie) RETURN type(r)", "MATCH (p:Person)-[r:ACTED_IN|DIRECTED]->(m:Movie) RETURN type(r)"},
		{"MATCH (p:Person:Movie) WHERE p:!Movie RETURN p", "MATCH (p:Person&Movie) WHERE p:!Movie RETURN p"},
		{"MATCH (p:Person)-[ACTED_IN]->(m:Movie) RETURN m.title", "MATCH (p:Person)-[:ACTED_IN]->(m:Movie) RETURN m.title"},
	}
	for _, c := range cases {
		r := critic.Run(lang.Cypher, c.in, s)
		got, ok := diag.Apply(c.in, r.Fixes())
		if !ok {
			t.Errorf("%q: overlapping fixes %v", c.in, r.Fixes())
		}
		if got != c.want {
			t.Errorf("%q:\n got %q\nwant %q\n%v", c.in, got, c.want, r.Diagnostics)
			continue
		}
		if after := critic.Run(lang.Cypher, got, s); !after.OK() {
			t.Errorf("%q: fixed query still has errors: %v", got, after.Diagnostics)
		}
	}
}
