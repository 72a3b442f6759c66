package bench

import (
	"errors"
	"strings"
	"testing"

	"github.com/gql-dev/gql/backends"
	"github.com/gql-dev/gql/examples"
	"github.com/gql-dev/gql/lang"
)

func answerRes(cols []string, rows ...[]backends.Value) *backends.Result {
	return &backends.Result{Columns: cols, Rows: rows}
}

func answerRow(vs ...backends.Value) []backends.Value { return vs }

func TestScoreAnswer(t *testing.T) {
	S, I, F, L := backends.S, backends.I, backends.F, backends.L
	names := AnswerCheck{Rows: 2, Keys: []string{"name"}, Pool: [][]any{{"Lana Wachowski"}, {"Lilly Wachowski"}}}
	count := AnswerCheck{Rows: 1, Keys: []string{"n"}, Pool: [][]any{{5.0}}}
	avg := AnswerCheck{Rows: 1, Pool: [][]any{{66.66666666666667}}}
	pairs := AnswerCheck{Rows: 2, Keys: []string{"title", "n"}, Pool: [][]any{{"A", 3.0}, {"B", 2.0}}}
	first3 := AnswerCheck{Rows: 3, Pool: [][]any{{"a"}, {"b"}, {"c"}, {"d"}, {"e"}}}
	// Top 2 by a score with a tie at the edge: x(9) must be there, then one
	// of y, z (8); w (7) never.
	top2 := AnswerCheck{Rows: 2, Pool: [][]any{{"x"}, {"y"}, {"z"}, {"w"}}, Sort: []any{9.0, 8.0, 8.0, 7.0}}
	ordered := AnswerCheck{Rows: 3, Ordered: true, Pool: [][]any{{"a"}, {"b"}, {"c"}}}
	orderedTies := AnswerCheck{Rows: 3, Ordered: true, Pool: [][]any{{"a"}, {"b"}, {"c"}}, Sort: []any{1.0, 2.0, 2.0}}
	empty := AnswerCheck{Rows: 0}
	list := AnswerCheck{Rows: 1, Pool: [][]any{{[]any{"Neo"}}}}
	one := AnswerCheck{Rows: 1, Pool: [][]any{{"Olivia Grant"}}}

	cases := []struct {
		name string
		chk  AnswerCheck
		res  *backends.Result
		err  error
		want string
	}{
		{"same rows, other alias, extra column", names, answerRes([]string{"director", "born"}, answerRow(S("Lilly Wachowski"), I(1967)), answerRow(S("Lana Wachowski"), I(1965))), nil, Right},
		{"case and space do not count", names, answerRes(nil, answerRow(S(" lana wachowski")), answerRow(S("LILLY WACHOWSKI"))), nil, Right},
		{"one name missing", names, answerRes(nil, answerRow(S("Lana Wachowski"))), nil, Wrong},
		{"duplicate row instead of the other", names, answerRes(nil, answerRow(S("Lana Wachowski")), answerRow(S("Lana Wachowski"))), nil, Wrong},
		{"the same row twice in a whole answer", names, answerRes(nil, answerRow(S("Lana Wachowski")), answerRow(S("Lilly Wachowski")), answerRow(S("Lana Wachowski"))), nil, Right},
		{"a repeat taking the place of an answer under a limit", first3, answerRes(nil, answerRow(S("a")), answerRow(S("a")), answerRow(S("c"))), nil, Wrong},
		{"each name listed with its movies", names, answerRes(nil, answerRow(S("Lana Wachowski"), S("The Matrix")), answerRow(S("Lilly Wachowski"), S("The Matrix")), answerRow(S("Lana Wachowski"), S("Cloud Atlas"))), nil, Right},
		{"repeats and a stranger", names, answerRes(nil, answerRow(S("Lana Wachowski")), answerRow(S("Lilly Wachowski")), answerRow(S("Lana Wachowski")), answerRow(S("Joel Silver"))), nil, Wrong},
		{"one extra row", names, answerRes(nil, answerRow(S("Lana Wachowski")), answerRow(S("Lilly Wachowski")), answerRow(S("Joel Silver"))), nil, Wrong},
		{"collect() in one row", names, answerRes([]string{"names"}, answerRow(L(S("Lilly Wachowski"), S("Lana Wachowski")))), nil, Right},
		{"collect() with a wrong name", names, answerRes(nil, answerRow(L(S("Lilly Wachowski"), S("Joel Silver")))), nil, Wrong},
		{"int gold, float answer", count, answerRes(nil, answerRow(F(5))), nil, Right},
		{"count off by one", count, answerRes(nil, answerRow(I(4))), nil, Wrong},
		{"average rounded to two decimals", avg, answerRes(nil, answerRow(F(66.67))), nil, Right},
		{"average rounded to one decimal", avg, answerRes(nil, answerRow(F(66.7))), nil, Wrong},
		{"pairs in one row each", pairs, answerRes(nil, answerRow(S("B"), I(2)), answerRow(S("A"), I(3))), nil, Right},
		{"pairs with counts swapped", pairs, answerRes(nil, answerRow(S("A"), I(2)), answerRow(S("B"), I(3))), nil, Wrong},
		{"any 3 of the pool", first3, answerRes(nil, answerRow(S("e")), answerRow(S("a")), answerRow(S("c"))), nil, Right},
		{"3 of the pool and one stranger", first3, answerRes(nil, answerRow(S("e")), answerRow(S("a")), answerRow(S("q"))), nil, Wrong},
		{"top 2 with either tied row", top2, answerRes(nil, answerRow(S("z")), answerRow(S("x"))), nil, Right},
		{"top 2 with the other tied row", top2, answerRes(nil, answerRow(S("x")), answerRow(S("y"))), nil, Right},
		{"top 2 without the leader", top2, answerRes(nil, answerRow(S("y")), answerRow(S("z"))), nil, Wrong},
		{"top 2 with a row below the edge", top2, answerRes(nil, answerRow(S("x")), answerRow(S("w"))), nil, Wrong},
		{"ordered in order", ordered, answerRes(nil, answerRow(S("a")), answerRow(S("b")), answerRow(S("c"))), nil, Right},
		{"ordered out of order", ordered, answerRes(nil, answerRow(S("b")), answerRow(S("a")), answerRow(S("c"))), nil, Wrong},
		{"ordered, tied rows swapped", orderedTies, answerRes(nil, answerRow(S("a")), answerRow(S("c")), answerRow(S("b"))), nil, Right},
		{"ordered, tie broken the wrong way", orderedTies, answerRes(nil, answerRow(S("b")), answerRow(S("a")), answerRow(S("c"))), nil, Wrong},
		{"true empty answer", empty, answerRes([]string{"x"}), nil, Right},
		{"rows where none are", empty, answerRes(nil, answerRow(S("a"))), nil, Wrong},
		{"error is refused", names, nil, errors.New("unanswerable: no such thing"), Refused},
		{"no result is refused", names, nil, nil, Refused},
		{"list value matched as a bag", list, answerRes(nil, answerRow(S("Keanu Reeves"), L(S("Neo")))), nil, Right},
		{"rows folded into the gold list", list, answerRes(nil, answerRow(S("Neo")), answerRow(S("Thomas Anderson"))), nil, Wrong},
		{"node rendered as a map", names, answerRes(nil, answerRow(backends.M(map[string]backends.Value{"name": S("Lana Wachowski"), "born": I(1965)})), answerRow(backends.M(map[string]backends.Value{"name": S("Lilly Wachowski")}))), nil, Right},
		{"number as text", count, answerRes(nil, answerRow(S("5"))), nil, Right},
		{"every row when one is asked", one, answerRes(nil, answerRow(S("Olivia Grant")), answerRow(S("Marcus Webb")), answerRow(S("Ben Carter"))), nil, Wrong},
		{"a collected list of many when one is asked", one, answerRes(nil, answerRow(L(S("Olivia Grant"), S("Marcus Webb")))), nil, Wrong},
		{"a collected list of the one asked", one, answerRes(nil, answerRow(L(S("Olivia Grant")))), nil, Right},
		{"unanswerable is not scored", AnswerCheck{Unanswerable: "no votes"}, answerRes(nil, answerRow(S("a"))), nil, NotScored},
	}
	for _, c := range cases {
		got, why := ScoreAnswer(c.chk, c.res, c.err)
		if got != c.want {
			t.Errorf("%s: %s (%s), want %s", c.name, got, why, c.want)
		}
		if got == Wrong && why == "" {
			t.Errorf("%s: wrong without a reason", c.name)
		}
	}
}

// A gold that returns nothing because it names what the graph lacks is a
// gold error; one that reads only what the graph has may mean "nothing".
func TestBrokenGold(t *testing.T) {
	s, err := examples.Schema("movies")
	if err != nil {
		t.Fatal(err)
	}
	for _, c := range []struct {
		l      lang.Lang
		q      string
		broken bool
	}{
		{lang.Cypher, "MATCH (m:Film) RETURN m.title", true},
		{lang.Cypher, "MATCH (m:Movie) WHERE m.votes > 10 RETURN m.title", true},
		{lang.Cypher, "MATCH (m:Movie) WHERE m.title = 'Nothing' RETURN m.title", false},
		{lang.Gremlin, "g.V().hasLabel('Film').values('title')", true},
		{lang.Gremlin, "g.V().hasLabel('Movie').has('title', 'Nothing').values('title')", false},
		{lang.SPARQL, "PREFIX : <http://example.org/movies/>\nSELECT ?t WHERE { ?m a :Film ; :title ?t }", true},
	} {
		err := brokenGold(c.l, c.q, s)
		if (err != nil) != c.broken {
			t.Errorf("%s %q: broken = %v (%v), want %v", c.l, c.q, err != nil, err, c.broken)
		}
	}
}

// Items the replay gold checked by hand are scored against that check:
// any 3 of the people who qualify answer "the first 3", where the models'
// gold (the first 3 rows in storage order, one a repeat) would not.
func TestHandChecksAttached(t *testing.T) {
	ds := &Dataset{Items: []Item{{ID: "t2c-002"}, {ID: "t2c-001"}}}
	attachHandChecks(ds, "../"+ReplayGoldPath, "../"+Text2CypherChecksPath)
	if ds.Items[0].Check == nil || ds.Items[0].Check.Rows != 3 || ds.Items[1].Check != nil {
		t.Fatalf("checks: %+v, %+v", ds.Items[0].Check, ds.Items[1].Check)
	}
	if len(ds.Notes) != 1 || !strings.Contains(ds.Notes[0], "1 items are scored") {
		t.Errorf("notes: %v", ds.Notes)
	}
	ans := &backends.Result{Columns: []string{"name"}, Rows: [][]backends.Value{
		{backends.FromGo("Lana Wachowski")}, {backends.FromGo("Stefan Arndt")}, {backends.FromGo("Joel Silver")}}}
	if got, why := ScoreAnswer(*ds.Items[0].Check, ans, nil); got != Right {
		t.Errorf("three qualifying people: %s (%s)", got, why)
	}
	ans.Rows[2] = []backends.Value{backends.FromGo("Tom Hanks")}
	if got, _ := ScoreAnswer(*ds.Items[0].Check, ans, nil); got != Wrong {
		t.Errorf("a person who does not qualify: %s", got)
	}
	before := len(ds.Notes)
	attachHandChecks(ds, "no/such/file.jsonl")
	if len(ds.Notes) != before {
		t.Errorf("without the file nothing changes: %v", ds.Notes)
	}
}

// A count over a class the graph lacks answers one row of 0: nothing was
// found, as with no rows; a real count or value is something.
func TestNothingFound(t *testing.T) {
	one := func(vs ...any) *backends.Result {
		var row []backends.Value
		for _, v := range vs {
			row = append(row, backends.FromGo(v))
		}
		return &backends.Result{Rows: [][]backends.Value{row}}
	}
	for _, c := range []struct {
		r    *backends.Result
		want bool
	}{
		{&backends.Result{}, true},
		{one(0), true},
		{one(int64(0), nil), true},
		{one(3), false},
		{one("Kyle"), false},
		{one(0.0, 2.5), false},
		{&backends.Result{Rows: [][]backends.Value{{backends.FromGo(0)}, {backends.FromGo(0)}}}, false},
	} {
		if got := nothingFound(c.r); got != c.want {
			t.Errorf("%v: %v, want %v", c.r.Rows, got, c.want)
		}
	}
}
