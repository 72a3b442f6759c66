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

// The loop cap holds in every base and with every suffix gremlin-lang
// accepts; a count the guard cannot read exactly is refused.
func TestRepeatCapInEveryBase(t *testing.T) {
	for _, n := range []string{"0x28", "0X28", "0x28L", "0x28l", "0x28i", "0x28I", "0x28s", "0x28n", "0x28b",
		"050", "0_50", "050L", "4_0", "4_0L", "40i", "40s", "40b", "40n", "40N", "40.0", "4e1", "4.0e1", "4E1d",
		"40d", "40D", "40f", "40F", "40m", "40M", "+40", "012", "1_1"} {
		q := "g.V().repeat(out()).times(" + n + ").count()"
		if err := ReadOnlyGuard(lang.Gremlin, q); err == nil || !strings.Contains(err.Error(), "repeats more than 10") {
			t.Errorf("%s: guard said %v, want the cap", q, err)
		}
	}
	// Not a number the guard can read exactly: refused without a guess.
	for _, n := range []string{"NaN", "Infinity", "1e400", "09", "x", "'40'", "1, 2", ""} {
		q := "g.V().repeat(out()).times(" + n + ").count()"
		if err := ReadOnlyGuard(lang.Gremlin, q); err == nil {
			t.Errorf("%s: allowed", q)
		}
	}
	// Groovy-only spellings do not parse as gremlin-lang, so they never
	// reach a server.
	for _, n := range []string{"0b101000", "40G", "40g", "0x_28", "0o50"} {
		q := "g.V().repeat(out()).times(" + n + ").count()"
		if err := ReadOnlyGuard(lang.Gremlin, q); err == nil || !strings.Contains(err.Error(), "does not parse") {
			t.Errorf("%s: guard said %v, want a parse refusal", q, err)
		}
	}
	for _, q := range []string{"g.V().repeat(out()).times(0x5).repeat(in()).times(0x6).count()",
		"g.V().repeat(out()).times(05).repeat(in()).times(6L).count()"} {
		if err := ReadOnlyGuard(lang.Gremlin, q); err == nil || !strings.Contains(err.Error(), "in all") {
			t.Errorf("%s: guard said %v, want the total cap", q, err)
		}
	}
	for _, n := range []string{"0xA", "0x3L", "3", "3L", "3i", "010", "1_0", "3.0", "3d", "-0x28"} {
		q := "g.V().repeat(out()).times(" + n + ").count()"
		if err := ReadOnlyGuard(lang.Gremlin, q); err != nil {
			t.Errorf("%s: refused: %v", q, err)
		}
	}
}

// gremlinNumber agrees with what Gremlin Server 3.8 and JanusGraph 1.1
// answered for g.inject(n) (050 → 40, 0_50 → 40, 010L → 8, 0x28b → 40,
// 0x28i → 40, 4e1 → 40.0); where a literal could be read two ways it
// returns the larger reading.
func TestGremlinNumber(t *testing.T) {
	for lit, want := range map[string]float64{"050": 50, "0_50": 50, "010L": 10, "0x28b": 0x28b, "0x28i": 40,
		"0x28": 40, "4e1": 40, "40d": 40, "-3": -3, "7": 7, "00": 0, "0": 0, "0x7fL": 127, "1_000": 1000} {
		got, ok := gremlinNumber(lit)
		if !ok || got != want {
			t.Errorf("gremlinNumber(%q) = %v, %v; want %v", lit, got, ok, want)
		}
	}
}

// Neo4j 5.26 reads U+200B, U+FEFF and U+2060 as part of a name ("RETURN 1
// AS a\u200bb" names its column "a\u200bb"), where gql's lexer reads layout;
// the guard refuses a format character outside strings and backticked
// names, at its position, in Cypher and Gremlin.
func TestGuardRefusesFormatCharacters(t *testing.T) {
	refused := []struct {
		l    lang.Lang
		q    string
		want string
	}{
		{lang.Cypher, "MATCH (n) RETURN n\u200bLIMIT 1", "1:19: error: an invisible format character U+200B"},
		{lang.Cypher, "MATCH (n)\nRETURN 1 AS\ufeffa", "2:12: error: an invisible format character U+FEFF"},
		{lang.Cypher, "MATCH (n) RETURN n.name\u200bAS x", "1:24: error: an invisible format character U+200B"},
		// Characters gql's lexer does not take as layout fail to parse.
		{lang.Cypher, "MATCH (n) RETURN n.name\u2060AS x", "unexpected character"},
		{lang.Cypher, "MATCH (n) RETURN n.name AS x // \u200b", "U+200B"},
		{lang.Cypher, "MATCH (n) RETURN n.name AS x // c\u2028", "line separator"},
		{lang.Cypher, "MATCH (n) RETURN n.name AS x\u00ad", "unexpected character"},
		{lang.Gremlin, "g.V()\ufeff.count()", "1:6: error: an invisible format character U+FEFF"},
		{lang.Gremlin, "g.V().has('name', 'x')\u200b.count()", "unexpected character"},
		{lang.Gremlin, "g.V() // \u200b\n.count()", "U+200B"},
	}
	for _, c := range refused {
		err := ReadOnlyGuard(c.l, c.q)
		if err == nil || !strings.Contains(err.Error(), c.want) {
			t.Errorf("%s %q: guard said %v, want a refusal mentioning %q", c.l, c.q, err, c.want)
		}
	}
	for _, c := range []struct {
		l lang.Lang
		q string
	}{
		{lang.Cypher, "RETURN 'a\u200bb' AS x"},
		{lang.Cypher, "RETURN 1 AS `a\ufeffb`"},
		{lang.Cypher, "MATCH (p:Person {name: 'Zoë'}) RETURN p.name AS `naïve`"},
		{lang.Gremlin, "g.V().has('name', 'a\u200bb').count()"},
		{lang.Gremlin, "g.V().has('name', \"Zoë\").count()"},
	} {
		if err := ReadOnlyGuard(c.l, c.q); err != nil {
			t.Errorf("%s %q: refused: %v", c.l, c.q, err)
		}
	}
}
