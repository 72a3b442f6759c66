package critic

import (
	"testing"

	"github.com/gql-dev/gql/diag"
	"github.com/gql-dev/gql/lang"
)

// fixRounds applies the first fix of each error, round after round, as the
// correction loop does, until the critic finds no error or no fix applies.
func fixRounds(t *testing.T, q string) string {
	t.Helper()
	for round := 0; round < 4; round++ {
		r := Run(lang.Cypher, q, nil)
		var fixes []diag.Fix
		clean := r.Parsed
		for _, d := range r.Diagnostics {
			if d.Severity != diag.Error {
				continue
			}
			clean = false
			if len(d.Fixes) == 0 {
				return q
			}
			f := d.Fixes[0]
			if f.Span.Start == 0 && f.Span.End == len(q) {
				fixes = []diag.Fix{f}
				break
			}
			fixes = append(fixes, f)
		}
		if clean {
			return q
		}
		out, ok := diag.Apply(q, fixes)
		if !ok || out == q {
			return q
		}
		q = out
	}
	return q
}

// Recorded model queries Neo4j 5 rejects at parse time (the first of each
// kind is from ../shared text2cypher-movies), and the same habits on
// another schema.
func TestSyntaxRepairs(t *testing.T) {
	cases := []struct{ name, in, want string }{
		{"size{} (GPT-4-turbo)",
			"MATCH (p:Person)\nWHERE size{(p)-[:FOLLOWS]->(:Person)} > 5\nRETURN p.name\nLIMIT 3",
			"MATCH (p:Person)\nWHERE COUNT {(p)-[:FOLLOWS]->(:Person)} > 5\nRETURN p.name\nLIMIT 3"},
		{"size{} on another schema",
			"MATCH (e:Employee) RETURN e.name, size{(e)-[:REPORTS_TO]->()} AS bosses",
			"MATCH (e:Employee) RETURN e.name, COUNT {(e)-[:REPORTS_TO]->()} AS bosses"},
		{"CONTAINS as a function (GPT-4-turbo)",
			"MATCH (m:Movie)\nWHERE m.title IS NOT NULL AND NOT CONTAINS(m.title, ' ')\nRETURN m.title",
			"MATCH (m:Movie)\nWHERE m.title IS NOT NULL AND NOT (m.title CONTAINS ' ')\nRETURN m.title"},
		{"STARTS WITH as a function, nested argument",
			"MATCH (d:Dept) WHERE STARTS WITH(toLower(d.name), 'r, d') RETURN d",
			"MATCH (d:Dept) WHERE (toLower(d.name) STARTS WITH 'r, d') RETURN d"},
		{"bare nodes in relationships() (GPT-4-turbo)",
			"MATCH (p:Person {name: \"Keanu Reeves\"})-[:ACTED_IN]->(m:Movie)\nRETURN m.title AS Movie, relationships(p-[:ACTED_IN]->m)[0].roles AS Roles",
			"MATCH (p:Person {name: \"Keanu Reeves\"})-[:ACTED_IN]->(m:Movie)\nRETURN m.title AS Movie, [gql_path = (p)-[:ACTED_IN]->(m) | relationships(gql_path)][0][0].roles AS Roles"},
		{"bare nodes, incoming, another schema",
			"MATCH (e:Employee)-[:WORKS_IN]->(d:Dept) RETURN nodes(d<-[:WORKS_IN]-e)",
			"MATCH (e:Employee)-[:WORKS_IN]->(d:Dept) RETURN [gql_path = (d)<-[:WORKS_IN]-(e) | nodes(gql_path)][0]"},
		{"scalar subquery in parentheses (Claude 3 Opus)",
			"MATCH (p:Person)-[:ACTED_IN]->(m:Movie)\nWHERE p.born = (MATCH (p2:Person) RETURN min(p2.born))\nRETURN m.title, m.released, m.tagline\nORDER BY m.released DESC\nLIMIT 5",
			"MATCH (p:Person)-[:ACTED_IN]->(m:Movie)\nWHERE p.born = COLLECT { MATCH (p2:Person) RETURN min(p2.born) }[0]\nRETURN m.title, m.released, m.tagline\nORDER BY m.released DESC\nLIMIT 5"},
		{"SQL subquery, label and alias (GPT-4-turbo)",
			"MATCH (oldest:Person)\nWHERE oldest.born = (SELECT min(p.born) FROM Person p)\nMATCH (oldest)-[:ACTED_IN]->(m:Movie)\nRETURN m\nORDER BY m.released DESC\nLIMIT 5",
			"MATCH (oldest:Person)\nWHERE oldest.born = COLLECT { MATCH (p:Person) RETURN min(p.born) }[0]\nMATCH (oldest)-[:ACTED_IN]->(m:Movie)\nRETURN m\nORDER BY m.released DESC\nLIMIT 5"},
		{"SQL subquery, pattern and WHERE, another schema",
			"MATCH (e:Employee) WHERE e.salary > (SELECT avg(x.salary) FROM (x:Employee)-[:WORKS_IN]->(d:Dept) WHERE d.name = 'R&D') RETURN e.name",
			"MATCH (e:Employee) WHERE e.salary > COLLECT { MATCH (x:Employee)-[:WORKS_IN]->(d:Dept) WHERE d.name = 'R&D' RETURN avg(x.salary) }[0] RETURN e.name"},
		{"scalar subquery, another schema",
			"MATCH (e:Employee) WHERE e.salary > (MATCH (x:Employee) RETURN avg(x.salary)) RETURN e.name",
			"MATCH (e:Employee) WHERE e.salary > COLLECT { MATCH (x:Employee) RETURN avg(x.salary) }[0] RETURN e.name"},
	}
	for _, c := range cases {
		if r := Run(lang.Cypher, c.in, nil); r.Parsed && !diag.HasErrors(r.Diagnostics) {
			t.Errorf("%s: the recorded query has no error to fix", c.name)
			continue
		}
		got := fixRounds(t, c.in)
		if got != c.want {
			t.Errorf("%s:\n got %q\nwant %q", c.name, got, c.want)
		}
		if r := Run(lang.Cypher, got, nil); !r.Parsed || diag.HasErrors(r.Diagnostics) {
			t.Errorf("%s: the repaired query still has errors: %v", c.name, r.Diagnostics)
		}
	}
}

// What the repairs leave alone: operators used as operators, a
// parenthesised pattern, a subtraction of a list, SQL no rewrite can save.
func TestSyntaxRepairsLeaveAlone(t *testing.T) {
	for _, q := range []string{
		"MATCH (m:Movie) WHERE m.title CONTAINS ('x') RETURN m",
		"MATCH (p)-[:R]->(m) RETURN relationships((p)-[:R]->(m))",
		"RETURN size([1,2]) - [1][0] AS x",
	} {
		r := Run(lang.Cypher, q, nil)
		for _, d := range r.Diagnostics {
			for _, f := range d.Fixes {
				if f.Span.Start == 0 && f.Span.End == len(q) {
					t.Errorf("%q: unexpected whole-query repair %q", q, f.Replacement)
				}
			}
		}
	}
	q := "MATCH (p:Person) WHERE p.born = (SELECT min(born) FROM people) RETURN p"
	if got := fixRounds(t, q); got != q {
		t.Errorf("SQL with no pattern or label and alias rewritten to %q", got)
	}
}

// A path bound in a pattern comprehension is a variable of the
// comprehension; one used outside it is not.
func TestPatternComprehensionPathVariable(t *testing.T) {
	ok := "MATCH (p:Person) RETURN [path = (p)-[:ACTED_IN]->(:Movie) | length(path)] AS ls"
	if r := Run(lang.Cypher, ok, nil); diag.HasErrors(r.Diagnostics) {
		t.Errorf("%q: %v", ok, r.Diagnostics)
	}
	bad := "MATCH (p:Person) RETURN [path = (p)-[:ACTED_IN]->(:Movie) | length(path)] AS ls, path"
	if r := Run(lang.Cypher, bad, nil); !diag.HasErrors(r.Diagnostics) {
		t.Errorf("%q: the path is used outside its comprehension and no error is found", bad)
	}
}
