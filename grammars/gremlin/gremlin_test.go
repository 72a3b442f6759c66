package gremlin

import (
	"encoding/json"
	"os"
	"path/filepath"
	"strings"
	"testing"
)

var valid = []string{
	`g.V()`,
	`g.V().hasLabel('Movie').has('released', gt(1999)).values('title')`,
	`gro.V(1L).out("ACTED_IN").count()`,
	`g.withStrategies(ReadOnlyStrategy).V().limit(1)`,
	`g.withStrategies(SubgraphStrategy(vertices: __.hasLabel('Person'))).V()`,
	`g.withSideEffect('x', [1, 2]).V().both().where(within('x'))`,
	`g.E().hasLabel('ACTED_IN').inV()`,
	`g.addV('Person').property('name', 'x')`,
	`g.addE('FOLLOWS').from(__.V(1)).to(__.V(2))`,
	`g.inject(1, 2L, 3.0d, 4f, 5N, 6M, 7b, 8s, 9i, 1e10, -1.5e-3, 0xFF, NaN, Infinity, -Infinity)`,
	`g.mergeV([(T.label): 'Person', name: 'Tom', "born": 1956])`,
	`g.mergeE([(T.label): 'FOLLOWS', (Direction.from): 1, (Direction.to): 2]).option(Merge.onCreate, [:])`,
	`g.call('tinkerpop.search')`,
	`g.union(__.V().hasLabel('Movie'), __.V().hasLabel('Person')).count()`,
	`g.io('data.json').read().iterate()`,
	`g.V().order().by('released', desc).by(T.id, Order.asc).limit(3)`,
	`g.V().has('title', TextP.containing('Matrix')).valueMap(true)`,
	`g.V().has('name', P.within(['Tom', 'Meg'])).has('born', P.gt(1950).and(P.lt(1970)))`,
	`g.V().group().by(label).by(count(local))`,
	`g.V().project('a', 'b').by(values('name')).by(__.out().count())`,
	`g.V().select(keys).unfold().is(null)`,
	`g.V().has("title", "It's \"quoted\"\n\u00e9").next()`,
	`g.V().has('name', 'Ünïcödé 名前').values('born')`,
	"g.V();\ng.E()",
	"g.V()\ng.E();;",
	`g.V().in('ACTED_IN').sideEffect(property('x', true)).toList()`,
	`g.V().repeat(out()).times(2).emit().path().by('name')`,
	`g.V() // comment
	  .count() /* block */`,
	`g.V(x).out(edgeLabel)`,
	`g.tx().commit()`,
	`g.V().property(set, 'tags', 'a').property(Cardinality.list, 'x', 1)`,
	`g.V().has('d', datetime('2023-08-08T00:00:00Z'))`,
	`g.V().values('x').math('_ + 1')`,
}

var invalid = []string{
	`g.V(`,
	`g.V().has('name', 'x'`,
	`g.V().has('name, 'x')`,
	`g.V()..out()`,
	`g.V().out('x'))`,
	`g.V().has('born', > 1950)`,
	`g.V().filter({ it.get().value('born') > 1950 }`,
	`SELECT * FROM Person`,
	`g.V().has(name = 'Tom')`,
	`g.V().limit(1,)`,
}

func TestParseValid(t *testing.T) {
	for _, q := range valid {
		tree, ds := Parse(q)
		if tree == nil || len(ds) > 0 {
			t.Errorf("%s: %v", q, ds)
		}
	}
}

func TestParseInvalid(t *testing.T) {
	for _, q := range invalid {
		tree, ds := Parse(q)
		if tree != nil || len(ds) == 0 {
			t.Errorf("%s: parsed, want a syntax error", q)
			continue
		}
		d := ds[0]
		if d.Pos.Line < 1 || d.Pos.Col < 1 || d.Span.Start > len(q) || d.Summary == "" {
			t.Errorf("%s: bad diagnostic %+v", q, d)
		}
	}
}

func TestSyntaxErrorPosition(t *testing.T) {
	q := "g.V()\n  .has('name' 'x')"
	_, ds := Parse(q)
	if len(ds) == 0 {
		t.Fatal("no error")
	}
	d := ds[0]
	if d.Pos.Line != 2 || d.Pos.Col != 15 || q[d.Span.Start:d.Span.End] != "'x'" {
		t.Errorf("got %v span %q", d, q[d.Span.Start:d.Span.End])
	}
	if !strings.Contains(d.Summary, "expecting") {
		t.Errorf("no expected-token hint: %s", d.Summary)
	}
}

func TestLambdaParses(t *testing.T) {
	// Groovy's trailing-closure form reads as the statement g.V().filter
	// followed by a closure statement; both are for the critic to refuse.
	tree, ds := Parse(`g.V().filter{ it.get().value('born') > 1950 }.map({ x -> x.a() })`)
	if len(ds) > 0 {
		t.Fatal(ds)
	}
	if len(tree.Statements) != 2 || tree.Statements[1].Kind != Lambda {
		t.Fatalf("statements %+v", tree.Statements)
	}
}

func TestWalk(t *testing.T) {
	q := `g.withStrategies(ReadOnlyStrategy).V().hasLabel('Movie').where(__.in('ACTED_IN').has('name', P.eq('Tom'))).order().by('title', desc).map({ it })`
	tree, ds := Parse(q)
	if len(ds) > 0 {
		t.Fatal(ds)
	}
	trs := tree.Traversals()
	if len(trs) != 2 {
		t.Fatalf("%d traversals", len(trs))
	}
	root := trs[0]
	if root.Kind != FromSource || root.Source.Name != "g" || len(root.Config) != 1 || root.Config[0].Name != "withStrategies" {
		t.Fatalf("root %+v", root)
	}
	var names []string
	for _, s := range root.Steps {
		names = append(names, s.Name)
	}
	if strings.Join(names, ",") != "V,hasLabel,where,order,by,map" {
		t.Errorf("steps %v", names)
	}
	if got := tree.Slice(root.Steps[1].Span); got != "hasLabel('Movie')" {
		t.Errorf("span %q", got)
	}
	if a := root.Steps[1].StringArgs(); len(a) != 1 || a[0].Value != "Movie" || tree.Slice(a[0].Span) != "'Movie'" {
		t.Errorf("args %v", a)
	}
	in := trs[1]
	if in.Kind != FromAnon || in.Parent != root.Steps[2] || in.Steps[0].Name != "in" {
		t.Errorf("nested %+v", in)
	}
	pred := in.Steps[1].Args[1]
	if name, _ := pred.PredicateName(); name != "eq" {
		t.Errorf("predicate %q", name)
	}
	if c, n := root.Steps[4].Args[1].EnumValue(); c != "" || n != "desc" {
		t.Errorf("enum %q %q", c, n)
	}
	if root.Steps[5].Args[0].Kind != Lambda {
		t.Errorf("lambda kind %v", root.Steps[5].Args[0].Kind)
	}
}

func TestUnquote(t *testing.T) {
	for in, want := range map[string]string{
		`'a\'b'`: `a'b`, `"a\"b"`: `a"b`, `'\u00e9\n'`: "é\n", `'x\\y'`: `x\y`,
	} {
		if got := Unquote(in); got != want {
			t.Errorf("Unquote(%s) = %q, want %q", in, got, want)
		}
		if got := Unquote(Quote(want)); got != want {
			t.Errorf("round trip %q -> %q", want, got)
		}
	}
}

// TestCorpusCoverage parses every Gremlin query of the shared tugraph movie
// corpus. Every query is expected to parse (see docs for the investigation).
func TestCorpusCoverage(t *testing.T) {
	qs := corpusQueries(t)
	failed := 0
	for _, q := range qs {
		if tree, ds := Parse(q); tree == nil {
			failed++
			t.Errorf("%s\n  %v", q, ds)
		}
	}
	t.Logf("parsed %d/%d corpus queries", len(qs)-failed, len(qs))
}

func corpusQueries(tb testing.TB) []string {
	path := filepath.Join("..", "..", "..", "shared", "data", "gremlin-tugraph-movie", "pairs.json")
	b, err := os.ReadFile(path)
	if err != nil {
		tb.Skipf("corpus not available: %v", err)
	}
	var f struct {
		Pairs []struct {
			Gremlin string `json:"gremlin"`
		} `json:"pairs"`
	}
	if err := json.Unmarshal(b, &f); err != nil {
		tb.Fatal(err)
	}
	out := make([]string, 0, len(f.Pairs))
	for _, p := range f.Pairs {
		out = append(out, p.Gremlin)
	}
	return out
}

func FuzzParseGremlin(f *testing.F) {
	for _, q := range valid {
		f.Add(q)
	}
	for _, q := range invalid {
		f.Add(q)
	}
	if b, err := os.ReadFile(filepath.Join("..", "..", "..", "shared", "data", "gremlin-tugraph-movie", "pairs.json")); err == nil {
		var fl struct {
			Pairs []struct{ Gremlin string } `json:"pairs"`
		}
		if json.Unmarshal(b, &fl) == nil {
			for i, p := range fl.Pairs {
				if i%8 == 0 {
					f.Add(p.Gremlin)
				}
			}
		}
	}
	f.Fuzz(func(t *testing.T, q string) {
		tree, ds := Parse(q)
		if (tree == nil) == (len(ds) == 0) {
			t.Fatalf("tree %v with %d diagnostics", tree != nil, len(ds))
		}
		for _, d := range ds {
			if d.Span.Start < 0 || d.Span.End > len(q) || d.Span.Start > d.Span.End {
				t.Fatalf("bad span %+v for %q", d.Span, q)
			}
		}
		if tree != nil {
			for _, tr := range tree.Traversals() {
				for _, s := range tr.Steps {
					if s.Span.Start < 0 || s.Span.End > len(q) || s.Span.Start > s.Span.End {
						t.Fatalf("bad step span %+v", s.Span)
					}
				}
			}
		}
	})
}

// BenchmarkParseGremlin parses the corpus (our valid examples when the shared
// corpus is absent), one query per iteration.
func BenchmarkParseGremlin(b *testing.B) {
	qs := valid
	if _, err := os.Stat(filepath.Join("..", "..", "..", "shared", "data", "gremlin-tugraph-movie", "pairs.json")); err == nil {
		qs = corpusQueries(b)
	}
	b.ResetTimer()
	for i := 0; i < b.N; i++ {
		if t, _ := Parse(qs[i%len(qs)]); t == nil && len(qs) != len(valid) {
			b.Fatal("corpus query did not parse")
		}
	}
}

func TestRoles(t *testing.T) {
	cases := map[string]Role{
		`g.V()`: Spawned, `gro.V()`: Spawned, `__.out()`: Anonymous, `out('x')`: Nested,
		`P.gt(1)`: Predicate, `gt(1)`: Predicate, `TextP.containing('a')`: Predicate,
		`within('a', 'b')`: Predicate, `not(within('a'))`: Predicate, `not(out())`: Nested,
		`and(has('a'), has('b'))`: Nested, `T.id`: Enum, `desc`: Enum, `local`: Enum,
		`Cardinality.list('x')`: Function, `datetime('2020-01-01')`: Function,
		`ReadOnlyStrategy`: Strategy, `m`: Variable, `'m'`: NotChain, `[1]`: NotChain,
	}
	for q, want := range cases {
		tree, ds := Parse(q)
		if len(ds) > 0 {
			t.Errorf("%s: %v", q, ds)
			continue
		}
		if got := tree.Statements[0].Role(); got != want {
			t.Errorf("%s: role %v, want %v", q, got, want)
		}
	}
}

func TestSyntaxMessages(t *testing.T) {
	for q, want := range map[string]string{
		"g.V().out(":      "'(' opened at 1:10 is never closed; expecting ')'",
		"g.V().out('x'))": "unmatched ')'",
		"g.V().has('a', within(['x', 'y')).count()": "')' does not close '[' opened at 1:23; expecting ']'",
		"g.V().has('title', 'The Matrix)":           "unterminated string literal",
		"g.V() // it's (\n.out(":                    "'(' opened at 2:5 is never closed",
		"g.V().has('born', > 1950)":                 `unexpected character ">"`,
	} {
		_, ds := Parse(q)
		if len(ds) == 0 || !strings.Contains(ds[0].Summary, want) {
			t.Errorf("%s: got %v, want %q", q, ds, want)
		}
	}
}
