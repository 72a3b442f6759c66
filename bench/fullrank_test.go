package bench

import (
	"testing"

	"github.com/gql-dev/gql/backends"
	"github.com/gql-dev/gql/internal/rowcheck"
	"github.com/gql-dev/gql/lang"
)

func TestFullRanking(t *testing.T) {
	cases := []struct {
		gold, want, rank string
		added            bool
	}{
		{"SELECT ?c (count(*) as ?n) WHERE { ?x :p ?c . } GROUP BY ?c ORDER BY DESC (?n) LIMIT 1",
			"SELECT ?c (count(*) as ?n) WHERE { ?x :p ?c . } GROUP BY ?c ORDER BY DESC (?n)", "n", false},
		{"SELECT ?name WHERE { ?s :name ?name . ?s :age ?age } ORDER BY asc(?age) limit 3",
			"SELECT ?age ?name WHERE { ?s :name ?name . ?s :age ?age } ORDER BY asc(?age)", "age", true},
		{"SELECT * WHERE { ?s :age ?age } ORDER BY ?age LIMIT 2",
			"SELECT * WHERE { ?s :age ?age } ORDER BY ?age", "age", false},
		// No cut: the whole ordered answer, its sort value projected.
		{"SELECT ?name WHERE { ?s :name ?name . ?s :price ?p } ORDER BY DESC(?p)",
			"SELECT ?p ?name WHERE { ?s :name ?name . ?s :price ?p } ORDER BY DESC(?p)", "p", true},
	}
	for _, c := range cases {
		rg, ok := fullRanking(lang.SPARQL, c.gold)
		if !ok || rg.query != c.want || rg.rank != c.rank || rg.added != c.added {
			t.Errorf("%s:\n got %+v %v\nwant %q rank %s added %v", c.gold, rg, ok, c.want, c.rank, c.added)
		}
	}
	for _, g := range []string{
		// A projection that changes its rows with a column added.
		"SELECT DISTINCT ?name WHERE { ?s :name ?name . ?s :age ?age } ORDER BY DESC(?age) LIMIT 1",
		"SELECT ?c WHERE { ?x :p ?c . ?x :q ?v } GROUP BY ?c ORDER BY DESC(?v) LIMIT 1",
		"SELECT ?name WHERE { ?s :name ?name . ?s :age ?age } ORDER BY DESC(?age) LIMIT 1 OFFSET 2",
		"SELECT ?name WHERE { ?s :name ?name . ?s :age ?age } ORDER BY DESC(?age) ?name LIMIT 1",
		"SELECT ?name WHERE { ?s :name ?name } LIMIT 1",
	} {
		if rg, ok := fullRanking(lang.SPARQL, g); ok {
			t.Errorf("%s: rewritten to %q; it should stay strict", g, rg.query)
		}
	}
	if _, ok := fullRanking(lang.Cypher, "MATCH (p) RETURN p.name ORDER BY p.born LIMIT 1"); ok {
		t.Error("a Cypher gold was rewritten; only SPARQL's ranking tail is read")
	}
}

func result(cols []string, rs ...[]any) *backends.Result {
	res := &backends.Result{Columns: cols}
	for _, r := range rs {
		var row []backends.Value
		for _, v := range r {
			row = append(row, backends.FromGo(v))
		}
		res.Rows = append(res.Rows, row)
	}
	return res
}

// The gold keeps one of two cities tied with 3 flights; the whole ranking
// shows the tie, so both cities are right, and a third city or a city in
// place of the tied one stays wrong.
func TestRankedCheckScoresTies(t *testing.T) {
	rg, ok := fullRanking(lang.SPARQL, "SELECT ?city WHERE { ?a :city ?city . ?a :flights ?n } ORDER BY DESC(?n) LIMIT 1")
	if !ok {
		t.Fatal("not rewritten")
	}
	gold := result([]string{"city"}, []any{"Aberdeen"})
	full := result([]string{"n", "city"}, []any{3, "Aberdeen"}, []any{3, "Boston"}, []any{1, "Cairo"})
	chk, ok := rankedCheck(rg, gold, full, false)
	if !ok {
		t.Fatal("no ranked check")
	}
	key := KeyOf(gold).AsCheck(false)
	for _, c := range []struct {
		ans  *backends.Result
		want string
	}{
		{result([]string{"city"}, []any{"Boston"}, []any{"Aberdeen"}), rowcheck.TieKept},
		{result([]string{"city"}, []any{"Boston"}, []any{"Aberdeen"}, []any{"Cairo"}), ""},
		{result([]string{"city"}, []any{"Cairo"}, []any{"Aberdeen"}), ""},
		{result([]string{"city"}, []any{"Boston"}), ""},
	} {
		if strict, _ := ScoreAnswer(key, c.ans, nil); strict == Right {
			t.Errorf("%v: strictly right against the cut gold", c.ans.Rows)
		}
		if got := rowcheck.Kept(chk, c.ans, rowcheck.Reading{}); got != c.want {
			t.Errorf("%v: Kept = %q, want %q", c.ans.Rows, got, c.want)
		}
	}
	if _, ok := rankedCheck(rg, gold, result([]string{"n", "city"}, []any{3, "Aberdeen"}), false); ok {
		t.Error("a ranking no longer than the gold shows no tie, yet gave a check")
	}
}

// A gold ordering its whole answer: the ranking is the gold's rows again,
// so the check keeps every row and only lets tied rows trade places; an
// unordered item or a ranking of another size gives no check.
func TestRankedCheckNoLimit(t *testing.T) {
	rg, ok := fullRanking(lang.SPARQL, "SELECT ?name WHERE { ?s :name ?name . ?s :price ?p } ORDER BY DESC(?p)")
	if !ok || rg.limit != 0 {
		t.Fatalf("not rewritten: %+v %v", rg, ok)
	}
	gold := result([]string{"name"}, []any{"A"}, []any{"B"}, []any{"C"})
	full := result([]string{"p", "name"}, []any{22.0, "A"}, []any{22.0, "B"}, []any{9.0, "C"})
	chk, ok := rankedCheck(rg, gold, full, true)
	if !ok || chk.Rows != 3 || len(chk.Sort) != 3 {
		t.Fatalf("no check: %+v %v", chk, ok)
	}
	if got := rowcheck.Kept(chk, result([]string{"name"}, []any{"B"}, []any{"A"}, []any{"C"}), rowcheck.Reading{}); got != rowcheck.TieOrder {
		t.Errorf("tied rows swapped: %q", got)
	}
	if got := rowcheck.Kept(chk, result([]string{"name"}, []any{"C"}, []any{"A"}, []any{"B"}), rowcheck.Reading{}); got != "" {
		t.Errorf("wrong order kept: %q", got)
	}
	if _, ok := rankedCheck(rg, gold, full, false); ok {
		t.Error("an unordered item got a ranking check")
	}
	if _, ok := rankedCheck(rg, gold, result([]string{"p", "name"}, []any{22.0, "A"}), true); ok {
		t.Error("a ranking of another size gave a check")
	}
}
