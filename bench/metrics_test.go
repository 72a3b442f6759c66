package bench

import (
	"testing"

	"github.com/gql-dev/gql/backends"
	"github.com/gql-dev/gql/lang"
)

func TestExactMatch(t *testing.T) {
	cases := []struct {
		l          lang.Lang
		gold, pred string
		want       bool
	}{
		// whitespace, keyword case, quotes, trailing semicolon
		{lang.Cypher, "MATCH (p:Person {name: 'Tom Hanks'}) RETURN p.born", "match (p:Person {name: \"Tom Hanks\"})\n  return p.born;", true},
		// variables renamed by first occurrence
		{lang.Cypher, "MATCH (p:Person)-[:ACTED_IN]->(m:Movie) RETURN m.title", "MATCH (x:Person)-[:ACTED_IN]->(y:Movie) RETURN y.title", true},
		{lang.Cypher, "MATCH (m:Movie) RETURN count(m) AS n", "MATCH (q:Movie) RETURN COUNT(q) AS total", true},
		// must fail: another label, another property, another literal
		{lang.Cypher, "MATCH (p:Person) RETURN p.name", "MATCH (p:Movie) RETURN p.name", false},
		{lang.Cypher, "MATCH (p:Person) RETURN p.name", "MATCH (p:Person) RETURN p.born", false},
		{lang.Cypher, "MATCH (p:Person {name: 'Tom Hanks'}) RETURN p", "MATCH (p:Person {name: 'tom hanks'}) RETURN p", false},
		// a renamed variable must not swap two variables' roles
		{lang.Cypher, "MATCH (a:Person)-[:ACTED_IN]->(b:Movie) RETURN a.name", "MATCH (a:Person)-[:ACTED_IN]->(b:Movie) RETURN b.name", false},
		// property keys are not variables even when they share a name
		{lang.Cypher, "MATCH (title:Movie) RETURN title.title", "MATCH (t:Movie) RETURN t.title", true},
		{lang.Gremlin, "g.V().has('Person','name','Tom Hanks').values('born')", "g.V().has(\"Person\", \"name\", \"Tom Hanks\").values(\"born\")", true},
		{lang.Gremlin, "g.V().has('Person','name','Tom Hanks').values('born')", "g.V().has('Person','name','Tom Hanks').values('name')", false},
		{lang.SPARQL, "SELECT ?n WHERE { ?p a :Person ; :name ?n }", "select ?name where {\n ?x a :Person ; :name ?name }", true},
		{lang.SPARQL, "SELECT ?n WHERE { ?p a :Person ; :name ?n }", "SELECT ?n WHERE { ?p a :Movie ; :name ?n }", false},
		// an empty prediction never matches
		{lang.Cypher, "MATCH (n) RETURN n", "", false},
	}
	for _, c := range cases {
		if got := ExactMatch(c.l, c.gold, c.pred); got != c.want {
			t.Errorf("%s EM(%q, %q) = %v, want %v\n  gold %s\n  pred %s", c.l, c.gold, c.pred, got, c.want,
				NormalizeEM(c.l, c.gold), NormalizeEM(c.l, c.pred))
		}
	}
}

func TestASTMatch(t *testing.T) {
	cases := []struct {
		l          lang.Lang
		gold, pred string
		want       bool
	}{
		{lang.Cypher, "MATCH (p:Person {name: 'Tom Hanks'}) RETURN p.born", "match (who:Person {name: \"Tom Hanks\"}) return who.born;", true},
		// redundant parentheses around an expression are structure too
		{lang.Cypher, "MATCH (m:Movie) WHERE m.released > 2000 RETURN m.title", "MATCH (m:Movie) WHERE (m.released > 2000) RETURN m.title", false},
		{lang.Cypher, "MATCH (m:Movie) WHERE m.released > 2000 RETURN m.title", "MATCH (m:Movie) WHERE m.released >= 2000 RETURN m.title", false},
		{lang.Cypher, "MATCH (m:Movie) RETURN m.title ORDER BY m.title", "MATCH (m:Movie) RETURN m.title", false},
		// different prefix names for the same IRIs, `a` vs rdf:type
		{lang.SPARQL, "PREFIX : <http://example.org/movies/>\nSELECT ?t WHERE { ?m a :Movie ; :title ?t }",
			"PREFIX mv: <http://example.org/movies/>\nPREFIX rdf: <http://www.w3.org/1999/02/22-rdf-syntax-ns#>\nSELECT ?title WHERE { ?x rdf:type mv:Movie ; mv:title ?title }", true},
		{lang.SPARQL, "PREFIX : <http://example.org/movies/>\nSELECT ?t WHERE { ?m a :Movie ; :title ?t }",
			"PREFIX : <http://example.org/other/>\nSELECT ?t WHERE { ?m a :Movie ; :title ?t }", false},
		{lang.SPARQL, "PREFIX : <http://valuenet/ontop/>\nSELECT ?n WHERE { ?s :singer\\#name ?n }",
			"SELECT ?x WHERE { ?y <http://valuenet/ontop/singer#name> ?x }", true},
		// anonymous traversals with and without __., as()-labels renamed
		{lang.Gremlin, "g.V().hasLabel('Movie').where(__.in('DIRECTED').count().is(2)).values('title')",
			"g.V().hasLabel('Movie').where(in('DIRECTED').count().is(2)).values('title')", true},
		{lang.Gremlin, "g.V().as('a').out('ACTED_IN').as('b').select('a','b')", "g.V().as('x').out('ACTED_IN').as('y').select('x','y')", true},
		{lang.Gremlin, "g.V().as('a').out('ACTED_IN').as('b').select('a','b')", "g.V().as('x').out('ACTED_IN').as('y').select('y','x')", false},
		{lang.Gremlin, "g.V().limit(3)", "g.V().limit(3L)", true},
		{lang.Gremlin, "g.V().limit(3)", "g.V().limit(4)", false},
		// a prediction that does not parse never matches
		{lang.Cypher, "MATCH (n) RETURN n", "MATCH (n RETURN n", false},
	}
	for _, c := range cases {
		got, err := ASTMatch(c.l, c.gold, c.pred)
		if err != nil {
			t.Errorf("%s: %v", c.gold, err)
			continue
		}
		if got != c.want {
			gk, _ := ASTKey(c.l, c.gold)
			pk, _ := ASTKey(c.l, c.pred)
			t.Errorf("%s GAM(%q, %q) = %v, want %v\n  gold %s\n  pred %s", c.l, c.gold, c.pred, got, c.want, gk, pk)
		}
	}
	if _, err := ASTMatch(lang.Cypher, "MATCH (n RETURN n", "MATCH (n) RETURN n"); err == nil {
		t.Error("a gold query that does not parse must be reported")
	}
}

func TestExecMatch(t *testing.T) {
	res := func(cols []string, rows ...[]backends.Value) *backends.Result {
		return &backends.Result{Columns: cols, Rows: rows}
	}
	S, I, F := backends.S, backends.I, backends.F
	gold := res([]string{"name", "born"}, []backends.Value{S("Tom"), I(1956)}, []backends.Value{S("Meg"), I(1961)})
	cases := []struct {
		name    string
		pred    *backends.Result
		ordered bool
		want    bool
	}{
		{"same", res([]string{"a", "b"}, []backends.Value{S("Tom"), I(1956)}, []backends.Value{S("Meg"), I(1961)}), false, true},
		{"rows permuted", res([]string{"a", "b"}, []backends.Value{S("Meg"), I(1961)}, []backends.Value{S("Tom"), I(1956)}), false, true},
		{"rows permuted, ordered", res([]string{"a", "b"}, []backends.Value{S("Meg"), I(1961)}, []backends.Value{S("Tom"), I(1956)}), true, false},
		{"columns permuted", res([]string{"b", "a"}, []backends.Value{I(1956), S("Tom")}, []backends.Value{I(1961), S("Meg")}), false, true},
		{"1956.0 == 1956", res([]string{"a", "b"}, []backends.Value{S("Tom"), F(1956)}, []backends.Value{S("Meg"), I(1961)}), false, true},
		{"missing row", res([]string{"a", "b"}, []backends.Value{S("Tom"), I(1956)}), false, false},
		{"duplicate row is not a bag match", res([]string{"a", "b"}, []backends.Value{S("Tom"), I(1956)}, []backends.Value{S("Tom"), I(1956)}), false, false},
		{"extra column", res([]string{"a", "b", "c"}, []backends.Value{S("Tom"), I(1956), I(1)}, []backends.Value{S("Meg"), I(1961), I(1)}), false, false},
		{"other value", res([]string{"a", "b"}, []backends.Value{S("Tom"), I(1957)}, []backends.Value{S("Meg"), I(1961)}), false, false},
		{"no result", nil, false, false},
	}
	for _, c := range cases {
		if got, why := ExecMatch(gold, c.pred, c.ordered); got != c.want {
			t.Errorf("%s: EX = %v (%s), want %v", c.name, got, why, c.want)
		}
	}
}

func TestParseAblations(t *testing.T) {
	got, err := ParseAblations("zero-shot, static-few-shot,evolutionary,no-correction")
	if err != nil || len(got) != 4 || got[1] != StaticFewShot {
		t.Fatalf("got %v, %v", got, err)
	}
	if _, err := ParseAblations("few-shot"); err == nil {
		t.Error("an unknown ablation must be an error")
	}
}

func TestStaticBlock(t *testing.T) {
	items := []Item{
		{ID: "a", Question: "qa", Gold: map[lang.Lang]string{lang.Cypher: "A"}},
		{ID: "b", Question: "qb", Gold: map[lang.Lang]string{lang.Cypher: "B"}},
		{ID: "c", Question: "qc", Gold: map[lang.Lang]string{lang.Cypher: "C"}},
		{ID: "d", Question: "qd", Gold: map[lang.Lang]string{lang.Cypher: "D"}},
	}
	b := staticBlock(items, "a", lang.Cypher, 2, StaticFewShot)
	if want := "Question: qb\nQuery:\nB\n\nQuestion: qc\nQuery:\nC\n\n"; b != want {
		t.Errorf("static shots for a:\n%q\nwant\n%q", b, want)
	}
	if b2 := staticBlock(items, "d", lang.Cypher, 2, StaticFewShot); b2 == "" || contains(b2, "qd") {
		t.Errorf("the item itself must not be a shot: %q", b2)
	}
	if staticBlock(items, "a", lang.Cypher, 2, ZeroShot) != "" {
		t.Error("only the static few-shot ablation has static shots")
	}
}

func contains(s, sub string) bool {
	for i := 0; i+len(sub) <= len(s); i++ {
		if s[i:i+len(sub)] == sub {
			return true
		}
	}
	return false
}

func TestASTMatchSPARQLPatterns(t *testing.T) {
	gold := "PREFIX : <http://example.org/movies/>\nSELECT ?born WHERE { ?p a :Person ; :name \"Keanu Reeves\" ; :born ?born . }"
	cases := []struct {
		pred string
		want bool
	}{
		// patterns reordered and written without ';'
		{"PREFIX : <http://example.org/movies/>\nSELECT ?born WHERE {\n  ?p a :Person .\n  ?p :born ?born .\n  ?p :name \"Keanu Reeves\" .\n}", true},
		{"PREFIX m: <http://example.org/movies/>\nSELECT ?b WHERE { ?x m:born ?b . ?x a m:Person . ?x m:name 'Keanu Reeves' }", true},
		// must fail: another literal, a missing pattern, subject and object swapped
		{"PREFIX : <http://example.org/movies/>\nSELECT ?born WHERE { ?p a :Person ; :name \"Tom Hanks\" ; :born ?born . }", false},
		{"PREFIX : <http://example.org/movies/>\nSELECT ?born WHERE { ?p :name \"Keanu Reeves\" ; :born ?born . }", false},
		{"PREFIX : <http://example.org/movies/>\nSELECT ?born WHERE { ?p a :Person ; :name \"Keanu Reeves\" . ?born :born ?p . }", false},
		// the projected variable bound elsewhere
		{"PREFIX : <http://example.org/movies/>\nSELECT ?born WHERE { ?born a :Person ; :name \"Keanu Reeves\" ; :born ?p . }", false},
	}
	for _, c := range cases {
		got, err := ASTMatch(lang.SPARQL, gold, c.pred)
		if err != nil {
			t.Fatal(err)
		}
		if got != c.want {
			gk, _ := ASTKey(lang.SPARQL, gold)
			pk, _ := ASTKey(lang.SPARQL, c.pred)
			t.Errorf("GAM = %v, want %v for\n%s\n  gold %s\n  pred %s", got, c.want, c.pred, gk, pk)
		}
	}
}

// The answer key fails on a wrong count, a missing value, two values that
// need the same row, and a wrong order when the question is ordered.
func TestAnswerKeyCheck(t *testing.T) {
	res := &backends.Result{Rows: [][]backends.Value{
		{backends.S("Finance"), backends.I(3)},
		{backends.S("Office of the CEO"), backends.F(160000.0)},
	}}
	for _, c := range []struct {
		key     AnswerKey
		ordered bool
		ok      bool
	}{
		{AnswerKey{Rows: 2, Values: []any{[]any{"Finance", 3.0}, []any{"Office of the CEO", 160000.0}}}, false, true},
		{AnswerKey{Rows: 2, Values: []any{"Office of the CEO", "Finance"}}, false, true},
		{AnswerKey{Rows: 2, Values: []any{"Office of the CEO", "Finance"}}, true, false},
		{AnswerKey{Rows: 3, Values: []any{"Finance"}}, false, false},
		{AnswerKey{Rows: 2, Values: []any{[]any{"Finance", 2.0}}}, false, false},
		{AnswerKey{Rows: 2, Values: []any{"Finance", 3.0}}, false, false}, // both only in row 1
	} {
		err := c.key.Check(res, c.ordered)
		if (err == nil) != c.ok {
			t.Errorf("%+v ordered=%v: err=%v, want ok=%v", c.key, c.ordered, err, c.ok)
		}
	}
}
