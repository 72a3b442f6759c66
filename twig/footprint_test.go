package twig

import (
	"bufio"
	"encoding/json"
	"os"
	"path/filepath"
	"sort"
	"strings"
	"testing"

	"github.com/gql-dev/gql/examples"
)

type aligned struct {
	ID       string `json:"id"`
	Category string `json:"category"`
	Question string `json:"question"`
	Cypher   string `json:"cypher"`
	Gremlin  string `json:"gremlin"`
	SPARQL   string `json:"sparql"`
}

func readAligned(t testing.TB) []aligned {
	t.Helper()
	path := filepath.Join("..", "testdata", "movies", "aligned", "questions.jsonl")
	f, err := os.Open(path)
	if err != nil {
		t.Skipf("aligned benchmark not present: %v", err)
	}
	defer f.Close()
	var out []aligned
	sc := bufio.NewScanner(f)
	sc.Buffer(make([]byte, 1<<20), 1<<20)
	for sc.Scan() {
		if strings.TrimSpace(sc.Text()) == "" {
			continue
		}
		var a aligned
		if err := json.Unmarshal(sc.Bytes(), &a); err != nil {
			t.Fatal(err)
		}
		out = append(out, a)
	}
	return out
}

func edgeTypes(f *Footprint) string {
	var ts []string
	for _, e := range f.Edges {
		ts = append(ts, e.Type)
	}
	sort.Strings(ts)
	return strings.Join(ts, ",")
}

// TestGoldFootprintsAgree: the three gold queries of an aligned question
// express one structure, so their footprints must name the same edge types
// and labels — a check on the three readers, since hit rates per language
// are only comparable if they read structure alike.
func TestGoldFootprintsAgree(t *testing.T) {
	_, s, err := examples.Movies()
	if err != nil {
		t.Fatal(err)
	}
	for _, a := range readAligned(t) {
		c, g, sp := OfCypher(a.Cypher, s), OfGremlin(a.Gremlin, s), OfSPARQL(a.SPARQL, s)
		if edgeTypes(c) != edgeTypes(g) || edgeTypes(c) != edgeTypes(sp) {
			t.Errorf("%s edges differ:\n  cypher  %s\n  gremlin %s\n  sparql  %s", a.ID, c, g, sp)
		}
		for l := range c.Labels {
			if !Contains(g, &Footprint{Labels: map[string]bool{l: true}}) || !Contains(sp, &Footprint{Labels: map[string]bool{l: true}}) {
				t.Errorf("%s: label %s missing in gremlin %s / sparql %s", a.ID, l, g, sp)
			}
		}
		for p := range c.Props {
			one := &Footprint{Props: map[string]bool{p: true}}
			if !Contains(g, one) || !Contains(sp, one) {
				t.Errorf("%s: property %s missing:\n  cypher  %s\n  gremlin %s\n  sparql  %s", a.ID, p, c, g, sp)
			}
		}
		for sh := range c.Shapes {
			if !g.Shapes[sh] || !sp.Shapes[sh] {
				t.Logf("%s: shape %s:\n  cypher  %s\n  gremlin %s\n  sparql  %s", a.ID, sh, c, g, sp)
			}
		}
	}
}
