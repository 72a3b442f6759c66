package cypher

import (
	"strings"
	"testing"
)

// Valid Neo4j 5 queries covering the manual's clause and expression forms.
var validQueries = []string{
	`MATCH (n) WHERE n.name =~ '(?i)tom.*' RETURN n`,
	`RETURN date('2020-01-01').year, datetime().epochSeconds, duration({days: 1})`,
	`MATCH (n) RETURN n.name AS name ORDER BY name SKIP $s LIMIT $l`,
	`MATCH (a)-[r*2]->(b) RETURN a`,
	`MATCH (a)-[:KNOWS*0..]->(b) RETURN b`,
	`WITH [1, 2, 3] AS l RETURN l[-1], l[..2], l[1..], l[0..1]`,
	`RETURN {a: 1}.a, .5 + 0.5, 1.0e-3, 3E10, 1_000_000, 0o17`,
	`MATCH (n:Person) RETURN n {.*, age: 3}`,
	`UNWIND $rows AS row MATCH (n {id: row.id}) RETURN n`,
	`CALL { MATCH (n) RETURN n UNION MATCH (m) RETURN m AS n } RETURN n`,
	`MATCH (n) WHERE n.x IN $list AND NOT n:Foo RETURN count(DISTINCT n)`,
	`MATCH (n) RETURN CASE n.x WHEN 1 THEN 'a' WHEN 2 THEN 'b' ELSE 'c' END AS c`,
	`MATCH (n) RETURN n ORDER BY n.x ASCENDING, n.y DESCENDING`,
	`OPTIONAL MATCH (n) RETURN coalesce(n.x, 0)`,
	`MATCH p = (a)-[*]->(b) RETURN [r IN relationships(p) | type(r)]`,
	"RETURN 1 AS `a b`, 2 AS `it``s`",
	`MATCH (n) WHERE n.name STARTS WITH 'A' OR n.name ENDS WITH 'b' XOR true RETURN n`,
	`MATCH (p:Person) RETURN p {.name, movies: [(p)-[:ACTED_IN]->(m) | m {.title}]}`,
	`MATCH (n) WHERE EXISTS { MATCH (n)-->(m) WHERE m.x > 1 } AND COUNT { (n)-->() } > 1 RETURN n`,
	`MATCH (n) CALL { WITH n RETURN n.x AS x } RETURN x`,
	`MATCH (n:Person WHERE n.age > 30)-[r:KNOWS WHERE r.since < 2000]->(b) RETURN b`,
	`RETURN [x IN range(0, 10) WHERE x % 2 = 0 | x ^ 2] AS squares`,
	`RETURN $0, $param, toInteger('1'), -1, - 1, 2 - -1`,
	`RETURN 'it\'s', "say \"hi\"", null IS NULL, 'a' + "b"`,
	`CALL db.index.fulltext.queryNodes('idx', 'x') YIELD node, score RETURN node, score`,
	`MATCH (n) WHERE NOT EXISTS { (n)-->() } RETURN n LIMIT toInteger($x)`,
	`MATCH p = (a)-->(b) WHERE length(p) > 1 FOREACH (n IN nodes(p) | SET n.marked = true)`,
	`MATCH (n) WITH n, n.x AS x WHERE x > 1 RETURN n;`,
	`MATCH (n:Order)-[:Match]->(m:Return) RETURN n.order, m.limit, n.where`,
	`MATCH (m:Movie) RETURN m.title AS title, count(*) AS count ORDER BY count DESC, title`,
	`MATCH (a:Person)-[:KNOWS]-{2,5}(b:Person) RETURN DISTINCT b`,
	`MATCH SHORTEST 2 GROUPS (a)-[:R]->*(b) RETURN a`,
	`MATCH (n:A:B) RETURN n`,
	`MATCH (m:A&B|C) RETURN m`,
	`MATCH ()-[:A|:B]->() RETURN 1 AS one`,
	`WITH 1 AS x RETURN x AS y UNION ALL WITH 2 AS x RETURN x AS y`,
	`MATCH (n) SET n += {a: 1}, n:Label, n.x = n.y + 1 REMOVE n:Other, n.z`,
	`MERGE (a:A {id: 1}) ON MATCH SET a.seen = a.seen + 1 ON CREATE SET a.seen = 1 RETURN a`,
	`LOAD CSV FROM 'https://x/y.csv' AS line FIELDTERMINATOR ';' RETURN line[0]`,
	`MATCH (n) CALL (n) { DETACH DELETE n } IN 4 CONCURRENT TRANSACTIONS OF 10 ROWS ON ERROR CONTINUE REPORT STATUS AS s RETURN s`,
	`MATCH (n:Person) USING INDEX n:Person(name) WHERE n.name = 'x' RETURN n`,
	`CREATE CONSTRAINT person_name IF NOT EXISTS FOR (p:Person) REQUIRE p.name IS UNIQUE`,
	`CREATE TEXT INDEX idx FOR (n:Movie) ON (n.title)`,
	`DROP INDEX idx IF EXISTS`,
	`RETURN reduce(total = 0, n IN [1, 2] | total + n) AS s, none(x IN [1] WHERE x > 2), single(x IN [1] WHERE x = 1)`,
	`MATCH (n) RETURN n.name AS ` + "`Name`" + `, labels(n)[0] AS label, keys(n), properties(n)`,
	`// leading comment
MATCH (n) /* inline */ RETURN n // trailing`,
	`MATCH (n) RETURN n.x || n.y, n['dynamic'], collect(n)[..3]`,
	`MATCH (p:Person) WHERE p.name IN ['Tom Hanks', 'Meg Ryan'] RETURN p.name, [(p)-[:ACTED_IN]->(m) WHERE m.released > 2000 | m.title][0..3] AS recent`,
	`MATCH (n) RETURN count { MATCH (n)-->(x) RETURN x } AS c, collect { MATCH (n)-->(x) RETURN x.name } AS names`,
	`UNWIND [{a: 1}, {a: 2}] AS m RETURN m.a, m['a']`,
}

func TestParseValid(t *testing.T) {
	for _, q := range validQueries {
		if _, ds := Parse(q); len(ds) > 0 {
			t.Errorf("%q: %v (%s)", q, ds[0], ds[0].Detail)
		}
	}
}

var invalidQueries = []string{
	`MATCH (n RETURN n`,
	`MATCH (n) RETURN n ORDER n`,
	`MATCH (n) WHERE RETURN n`,
	`MATCH (n)-[:R]-> RETURN n`,
	`MATCH (n) RETURN n LIMIT`,
	`MATCH (n) RETURN n,`,
	`RETURN [1, 2`,
	`RETURN {a 1}`,
	`MATCH (n) RETURN n AS`,
	`SELECT * FROM movies`,
	`MATCH (a)--(b) RETURN a b`,
	`MATCH (n) RETURN CASE WHEN n.x THEN 1`,
	`WITH 1 AS x RETURN x UNION`,
	`MATCH (n)) RETURN n`,
	`MATCH (n) WHERE n.x = 'unterminated RETURN n`,
	`MATCH (n) RETURN n @`,
	`g.V().hasLabel('Movie')`,
	`PREFIX : <http://x/> SELECT ?x WHERE { ?x a :Movie }`,
}

func TestParseInvalid(t *testing.T) {
	for _, q := range invalidQueries {
		tree, ds := Parse(q)
		if tree != nil || len(ds) != 1 {
			t.Errorf("%q: accepted", q)
			continue
		}
		d := ds[0]
		if d.Check != "syntax" || d.Pos.Line != 1 || d.Pos.Col < 1 || d.Span.End > len(q) || d.Summary == "" {
			t.Errorf("%q: bad diagnostic %+v", q, d)
		}
		if strings.HasPrefix(d.Summary, "unexpected") && d.Detail == "" {
			t.Errorf("%q: no expected-token hint: %v", q, d)
		}
	}
}
