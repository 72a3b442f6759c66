package critic

import (
	"strings"
	"testing"

	"github.com/gql-dev/gql/lang"
)

// The guard refuses what it cannot read or what reaches beyond a plain read,
// and lets plain reads through, in all three languages.
func TestReadOnlyGuardFailsClosed(t *testing.T) {
	refused := []struct {
		l    lang.Lang
		q    string
		want string
	}{
		// The reproductions of issue 15: each ran on a real server before.
		{lang.Gremlin, "g.\n// it's\nwithoutStrategies(ReadOnlyStrategy).inject('a\nb').V().hasLabel('__none__').drop()", "does not parse"},
		{lang.Gremlin, "g.withoutStrategies(ReadOnlyStrategy).V().count()", "configures the traversal source"},
		{lang.Gremlin, "g.withStrategies(ReadOnlyStrategy).V().count()", "configures the traversal source"},
		{lang.Gremlin, "g.withComputer().V().pageRank()", "configures the traversal source"},
		{lang.Gremlin, "g.withSideEffect('a', 1).V().count()", "configures the traversal source"},
		{lang.Gremlin, "g.V().call('tinker.search')", "call()"},
		{lang.Gremlin, "g.V().count(); g.V().drop()", "second statement"},
		{lang.Gremlin, "g.V().map{it.get()}", "lambda"},
		{lang.Gremlin, "g.inject(1).repeat(union(constant(1),constant(2))).times(40).path().count()", "times(40)"},
		{lang.Gremlin, "g.V().repeat(__.out().repeat(__.in()).times(2)).times(2)", "inside repeat"},
		{lang.Gremlin, "g.V().repeat(both()).times(6).repeat(both()).times(6).count()", "in all"},
		{lang.Gremlin, "g.V().addV('Probe')", "adds a vertex"},
		{lang.Cypher, "TERMINATE TRANSACTIONS 'neo4j-transaction-1'", "does not parse"},
		{lang.Cypher, "// it's\nTERMINATE TRANSACTIONS 'x'", "does not parse"},
		{lang.Cypher, "SHOW USERS", "does not parse"},
		{lang.Cypher, "SHOW SETTINGS YIELD *", "does not parse"},
		{lang.Cypher, "USE system MATCH (n) RETURN n", "USE switches"},
		{lang.Cypher, "CALL dbms.listConfig()", "changes the database"},
		{lang.Cypher, "CALL apoc.help('x')", "not on gql's list"},
		{lang.Cypher, "MATCH (n) DETACH DELETE n", "DETACH DELETE"},
		{lang.Cypher, "RETURN apoc.cypher.runFirstColumnSingle('MATCH (n) DETACH DELETE n RETURN 1', {})", "plugin function"},
		{lang.Cypher, "RETURN apoc.util.sleep(100000)", "plugin function"},
		{lang.Cypher, "RETURN apoc.textual.join(['a'], ',')", "plugin function"}, // look-alike of a pure namespace
		{lang.Cypher, "RETURN apoc.util.md5x(['a'])", "plugin function"},         // a full name covers only itself
		{lang.Cypher, "LOAD CSV FROM 'file:///etc/passwd' AS l RETURN l", "LOAD CSV"},
		{lang.SPARQL, "SELECT * WHERE { SERVICE <http://example.org/sparql> { ?s ?p ?o } }", "SERVICE"},
		{lang.SPARQL, "SELECT * FROM <http://example.org/g> WHERE { ?s ?p ?o }", "FROM"},
		{lang.SPARQL, "DROP ALL", "SPARQL Update"},
		{lang.SPARQL, "SELECT * WHERE { ?s ?p ?o ", "does not parse"},
	}
	for _, c := range refused {
		err := ReadOnlyGuard(c.l, c.q)
		if err == nil || !strings.Contains(err.Error(), c.want) {
			t.Errorf("%s %q: guard said %v, want a refusal mentioning %q", c.l, c.q, err, c.want)
		}
	}
	allowed := []struct {
		l lang.Lang
		q string
	}{
		{lang.Cypher, "MATCH (m:Movie)<-[:DIRECTED]-(p:Person) RETURN p.name"},
		{lang.Cypher, "CALL db.labels() YIELD label RETURN label"},
		{lang.Cypher, "MATCH (p:Person) RETURN p.name, COUNT { (p)-[:ACTED_IN]->() } AS n"},
		{lang.Cypher, "MATCH (p:Person) RETURN apoc.text.join(collect(p.name), ', ')"},
		{lang.Cypher, "RETURN apoc.coll.sum([1, 2]), apoc.util.md5(['a']), toUpper('x'), date.truncate('day', date())"},
		{lang.Gremlin, "g.V().hasLabel('Movie').values('title')"},
		{lang.Gremlin, "g.V().hasLabel('Person').where(__.out('ACTED_IN').count().is(P.gt(2))).values('name')"},
		{lang.Gremlin, "g.V().hasLabel('Person').repeat(out('FOLLOWS')).times(3).values('name')"},
		{lang.Gremlin, "g.V().repeat(out()).times(5).repeat(in()).times(5).count()"},
		{lang.SPARQL, "SELECT ?s WHERE { ?s ?p ?o } LIMIT 3"},
		{lang.SPARQL, "ASK { ?s ?p ?o }"},
	}
	for _, c := range allowed {
		if err := ReadOnlyGuard(c.l, c.q); err != nil {
			t.Errorf("%s %q: a plain read was refused: %v", c.l, c.q, err)
		}
	}
}
