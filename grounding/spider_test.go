package grounding

import (
	"context"
	"encoding/json"
	"fmt"
	"os"
	"path/filepath"
	"regexp"
	"sort"
	"strings"
	"testing"

	"github.com/gql-dev/gql/graph"
	"github.com/gql-dev/gql/internal/spiderkg"
	"github.com/gql-dev/gql/schema"
)

// readSpiderKG derives a schema and a graph from one Spider4SPARQL Turtle
// file (internal/spiderkg).
func readSpiderKG(t testing.TB, path string) (*schema.Schema, *graph.Graph) {
	t.Helper()
	s, g, err := spiderkg.Read(path)
	if err != nil {
		t.Fatal(err)
	}
	return s, g
}

var (
	spClass = regexp.MustCompile(`\ba\s+:([A-Za-z_][\w-]*)`)
	spProp  = regexp.MustCompile(`:([A-Za-z_][\w-]*)\\#([A-Za-z_][\w-]*)`)
)

// spiderGold lists the labels and (non-identifier) properties a gold query
// uses, in grounding's element naming.
func spiderGold(q string) []string {
	seen := map[string]bool{}
	for _, m := range spClass.FindAllStringSubmatch(q, -1) {
		seen["label:"+m[1]] = true
	}
	for _, m := range spProp.FindAllStringSubmatch(q, -1) {
		p := m[2]
		if strings.HasPrefix(p, "ref-") || strings.HasSuffix(strings.ToLower(p), "id") {
			continue // join columns: questions do not name them
		}
		seen["prop:"+m[1]+"."+p] = true
	}
	out := make([]string, 0, len(seen))
	for k := range seen {
		out = append(out, k)
	}
	sort.Strings(out)
	return out
}

// TestSpiderGrounding measures how much of the schema a Spider4SPARQL gold
// query uses (classes and non-identifier properties) the mapping table and
// value links find, on 14 unfamiliar schemas and 698 questions: a check that
// the built-in lexicon is not tuned to movies. The numbers go to
// docs/linking.md.
func TestSpiderGrounding(t *testing.T) {
	dir := filepath.Join("..", "..", "shared", "data", "spider4sparql")
	b, err := os.ReadFile(filepath.Join(dir, "questions.json"))
	if err != nil {
		t.Skipf("shared corpus not present: %v", err)
	}
	var qs []struct {
		KG       string `json:"kg_name"`
		Question string `json:"question"`
		Query    string `json:"query"`
	}
	if err := json.Unmarshal(b, &qs); err != nil {
		t.Fatal(err)
	}
	files, _ := filepath.Glob(filepath.Join(dir, "kgs", "*.ttl"))
	type kg struct {
		g   *Grounder
		src ValueSource
	}
	kgs := map[string]kg{}
	for _, f := range files {
		name := strings.TrimSuffix(strings.TrimSuffix(filepath.Base(f), ".ttl"), "_triples")
		s, g := readSpiderKG(t, f)
		gr, err := New(context.Background(), s, nil, Options{})
		if err != nil {
			t.Fatal(err)
		}
		kgs[strings.ToLower(name)] = kg{gr, NewMemorySource(g, s)}
	}
	var gold, found, predicted, hitPred int
	perKG := map[string][2]int{}
	for _, q := range qs {
		k, ok := kgs[strings.ToLower(q.KG)]
		if !ok {
			t.Fatalf("no graph for %s", q.KG)
		}
		r, err := k.g.Ground(context.Background(), q.Question, k.src)
		if err != nil {
			t.Fatal(err)
		}
		// The gold queries spell some names differently from the graphs
		// (highschooler vs high_schooler); compare case- and
		// underscore-insensitively.
		got := map[string]float64{}
		for e, v := range r.Grounded() {
			got[looseName(e)] = v
		}
		want := spiderGold(q.Query)
		for i := range want {
			want[i] = looseName(want[i])
		}
		wantSet := map[string]bool{}
		for _, w := range want {
			wantSet[w] = true
		}
		n := 0
		for _, w := range want {
			if _, ok := got[w]; ok {
				n++
			}
		}
		for e := range got {
			if strings.HasPrefix(e, "label:") || strings.HasPrefix(e, "prop:") {
				predicted++
				if wantSet[e] {
					hitPred++
				}
			}
		}
		gold += len(want)
		found += n
		if os.Getenv("SPIDER_DEBUG") == q.KG && n < len(want) {
			var gl []string
			for e := range got {
				gl = append(gl, e)
			}
			sort.Strings(gl)
			t.Logf("%s\n   want %v\n   got  %v", q.Question, want, gl)
		}
		c := perKG[q.KG]
		perKG[q.KG] = [2]int{c[0] + n, c[1] + len(want)}
	}
	recall := 100 * float64(found) / float64(gold)
	precision := 100 * float64(hitPred) / float64(max(predicted, 1))
	t.Logf("Spider4SPARQL, %d questions: element recall %.2f%% (%d/%d), precision %.2f%% (%d/%d)",
		len(qs), recall, found, gold, precision, hitPred, predicted)
	var names []string
	for n := range perKG {
		names = append(names, n)
	}
	sort.Strings(names)
	for _, n := range names {
		c := perKG[n]
		t.Logf("  %-30s %s", n, fmt.Sprintf("%.1f%% (%d/%d)", 100*float64(c[0])/float64(c[1]), c[0], c[1]))
	}
	if recall < 70 {
		t.Errorf("element recall %.2f%% on unfamiliar schemas is below 70%%", recall)
	}
}

func looseName(id string) string {
	return strings.NewReplacer("_", "", "-", "").Replace(strings.ToLower(id))
}
