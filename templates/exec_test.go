package templates

import (
	"context"
	"fmt"
	"sort"
	"strings"
	"sync"
	"testing"

	"github.com/gql-dev/gql/backends"
	"github.com/gql-dev/gql/backends/testenv"
	"github.com/gql-dev/gql/examples"
	"github.com/gql-dev/gql/lang"
)

// execCase is one query to run everywhere.
type execCase struct {
	id string
	q  *Query
}

func execCases(t *testing.T) []execCase {
	s := movies(t)
	var out []execCase
	seen := map[string]bool{}
	add := func(tw []Twig) {
		for i := range tw {
			if !seen[tw[i].ID] {
				seen[tw[i].ID] = true
				out = append(out, execCase{tw[i].ID, tw[i].Query})
			}
		}
	}
	add(InstantiateWith(s, moviesGrounded(s), Options{MaxTotal: 5000, MaxPerTemplate: 1000}))
	for _, g := range groundings() {
		add(Instantiate(s, g.g))
	}
	names := make([]string, 0)
	for n := range irCases() {
		names = append(names, n)
	}
	sort.Strings(names)
	for _, n := range names {
		out = append(out, execCase{"ir " + n, irCases()[n]})
	}
	return out
}

// TestTwigsRunAndAgree runs every twig on Neo4j, Gremlin Server, JanusGraph
// and Fuseki loaded with the movies example, and requires the four results
// to be the same table: same columns in the same order, same rows (in order
// when the twig orders them).
func TestTwigsRunAndAgree(t *testing.T) {
	if testing.Short() {
		t.Skip("runs every twig on four servers")
	}
	g, s, err := examples.Movies()
	if err != nil {
		t.Fatal(err)
	}
	uris := map[backends.Backend]string{
		backends.Neo4j:         testenv.Neo4j(t),
		backends.GremlinServer: testenv.GremlinServer(t),
		backends.JanusGraph:    testenv.JanusGraph(t),
		backends.Fuseki:        strings.TrimRight(testenv.Fuseki(t), "/") + "/movies",
	}
	ctx := context.Background()
	execs := map[backends.Backend]backends.Executor{}
	for _, b := range backends.All {
		if _, err := backends.Load(ctx, uris[b], g, s, backends.LoadOptions{Backend: b, IfNeeded: true}); err != nil {
			t.Fatalf("load %s: %v", b, err)
		}
		x, err := openExec(ctx, uris[b], backends.Options{Backend: b, Schema: s})
		if err != nil {
			t.Fatalf("open %s: %v", b, err)
		}
		defer x.Close()
		execs[b] = x
	}
	cases := execCases(t)
	colsOf := make([][]string, len(cases))
	colsErr := make([]bool, len(cases))
	for i, c := range cases {
		cols, err := Columns(c.q, s)
		if err != nil {
			t.Errorf("%s: %v", c.id, err)
			colsErr[i] = true
		}
		colsOf[i] = cols
	}
	// Each server runs the whole list in a goroutine of its own: the four
	// wait on their own servers, not on each other, and the test's time is
	// the slowest server's rather than the sum of the four.
	type outcome struct {
		r    *backends.Result
		text string
		err  error
	}
	runs := map[backends.Backend][]outcome{}
	var mu sync.Mutex
	var wg sync.WaitGroup
	for _, b := range backends.All {
		wg.Add(1)
		go func() {
			defer wg.Done()
			out := make([]outcome, len(cases))
			for i, c := range cases {
				text, err := Render(c.q, b.Lang(), s)
				if err != nil {
					out[i] = outcome{err: err}
					continue
				}
				r, err := execs[b].Exec(ctx, text, backends.ExecOptions{})
				out[i] = outcome{r: r, text: text, err: err}
			}
			mu.Lock()
			runs[b] = out
			mu.Unlock()
		}()
	}
	wg.Wait()
	nonEmpty, agreed := 0, 0
	perTmpl := map[string][2]int{} // template → (queries, non-empty)
	for i, c := range cases {
		cols := colsOf[i]
		if colsErr[i] {
			continue
		}
		ordered := len(c.q.Order) > 0
		results := map[backends.Backend]*backends.Result{}
		failed := false
		for _, b := range backends.All {
			o := runs[b][i]
			text, r, err := o.text, o.r, o.err
			if err != nil {
				t.Errorf("%s on %s: %v\n%s", c.id, b, err, text)
				failed = true
				continue
			}
			if r.Truncated {
				t.Errorf("%s on %s: result truncated", c.id, b)
			}
			// The Gremlin driver hands back project() rows as Go maps, so
			// the executor can only report their keys sorted (and a
			// single key as "value"); the other two keep our order.
			if b.Lang() != lang.Gremlin && strings.Join(r.Columns, ",") != strings.Join(cols, ",") {
				t.Errorf("%s on %s: columns %v, want %v\n%s", c.id, b, r.Columns, cols, text)
			}
			results[b] = r
		}
		if failed {
			continue
		}
		ref := results[backends.Neo4j]
		ok := true
		for _, b := range backends.All[1:] {
			if ref.Empty() && results[b].Empty() {
				continue // an empty Gremlin result has no column names to compare
			}
			if b == backends.Fuseki && hasCollect(c.q) {
				continue // SPARQL has no lists: GROUP_CONCAT gives a string
			}
			same, why := backends.Equal(ref, results[b], backends.CompareOptions{Ordered: ordered, SameColumnOrder: b.Lang() != lang.Gremlin})
			if !same {
				ok = false
				cy, _ := Render(c.q, lang.Cypher, s)
				other, _ := Render(c.q, b.Lang(), s)
				t.Errorf("%s: %s differs from neo4j: %s\nneo4j rows %s\n%s rows %s\n%s\n%s", c.id, b, why,
					head(ref), b, head(results[b]), cy, other)
			}
		}
		if ok {
			agreed++
		}
		tid, _, _ := strings.Cut(c.id, "(")
		pt := perTmpl[tid]
		pt[0]++
		if !ref.Empty() {
			nonEmpty++
			pt[1]++
		}
		perTmpl[tid] = pt
	}
	for _, id := range sortedKeys(boolKeys(perTmpl)) {
		t.Logf("%-22s %4d queries, %4d with rows", id, perTmpl[id][0], perTmpl[id][1])
		if perTmpl[id][1] == 0 {
			t.Errorf("template %s never found rows: its twigs are not exercised", id)
		}
	}
	t.Logf("%d twig queries, %d agree on all four servers, %d with a non-empty answer", len(cases), agreed, nonEmpty)
	// An agreement on empty answers proves little: most twigs must find rows.
	if nonEmpty*5 < len(cases)*2 {
		t.Errorf("only %d of %d twig queries returned rows", nonEmpty, len(cases))
	}
}

func head(r *backends.Result) string {
	if r == nil {
		return "<nil>"
	}
	n := len(r.Rows)
	rows := r.Rows
	if len(rows) > 4 {
		rows = rows[:4]
	}
	return fmt.Sprintf("(%d) %v", n, rows)
}

func hasCollect(q *Query) bool {
	for _, p := range q.Return {
		if p.Agg == Collect {
			return true
		}
	}
	return false
}

func boolKeys[V any](m map[string]V) map[string]bool {
	out := make(map[string]bool, len(m))
	for k := range m {
		out[k] = true
	}
	return out
}
