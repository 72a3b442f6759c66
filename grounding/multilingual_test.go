package grounding

import (
	"bufio"
	"context"
	"encoding/json"
	"os"
	"path/filepath"
	"regexp"
	"strings"
	"testing"

	"github.com/gql-dev/gql/backends/testenv"
	"github.com/gql-dev/gql/schema"
)

// tugraphSchema reads the schema of the shared Text2Gremlin movie graph from
// its TuGraph import CSVs: line 1 names the label (and an edge's endpoint
// labels), line 2 the columns as name:TYPE.
func tugraphSchema(t *testing.T, dir string) *schema.Schema {
	files, _ := filepath.Glob(filepath.Join(dir, "raw_data", "*.csv"))
	if len(files) == 0 {
		t.Skipf("shared Text2Gremlin corpus not present in %s", dir)
	}
	s := &schema.Schema{}
	for _, f := range files {
		fh, err := os.Open(f)
		if err != nil {
			t.Fatal(err)
		}
		sc := bufio.NewScanner(fh)
		sc.Buffer(make([]byte, 1<<20), 1<<20)
		sc.Scan()
		head := map[string]string{}
		for _, kv := range strings.Split(sc.Text(), ",") {
			if k, v, ok := strings.Cut(kv, "="); ok {
				head[k] = v
			}
		}
		sc.Scan()
		var props []schema.Property
		for _, col := range strings.Split(sc.Text(), ",") {
			parts := strings.Split(col, ":")
			if len(parts) > 2 && strings.Contains(parts[2], "_ID") {
				continue
			}
			typ := schema.String
			if len(parts) > 1 && strings.HasPrefix(parts[1], "INT") {
				typ = schema.Int
			}
			props = append(props, schema.Property{Name: parts[0], Type: typ})
		}
		fh.Close()
		if src := head["SRC_LABEL"]; src != "" {
			s.EdgeTypes = append(s.EdgeTypes, schema.EdgeType{Name: head["LABEL"], Endpoints: []schema.Endpoint{{From: src, To: head["DST_LABEL"]}}, Properties: props})
		} else {
			s.Labels = append(s.Labels, schema.Label{Name: head["LABEL"], Properties: props})
		}
	}
	return s
}

var gremlinNames = regexp.MustCompile(`(?:hasLabel|out|in|both|outE|inE|bothE|values|has)\('([A-Za-z_]+)'`)

// TestMultilingualGrounding measures, on the shared Text2Gremlin movie
// corpus (its own schema; English and Chinese questions), what share of
// questions link at least one schema element their gold Gremlin names, with
// the built-in embedder and with the real multilingual model voting with it.
func TestMultilingualGrounding(t *testing.T) {
	if testing.Short() {
		// A measurement over many embedding calls: make test runs it, the
		// -short loop does not.
		t.Skip("measures the embedding model over the corpus; not in -short")
	}
	dir := filepath.Join("..", "..", "shared", "data", "gremlin-tugraph-movie")
	s := tugraphSchema(t, dir)
	b, err := os.ReadFile(filepath.Join(dir, "pairs.json"))
	if err != nil {
		t.Skip(err)
	}
	var corpus struct {
		Pairs []struct{ Text, Gremlin, Style string }
	}
	if err := json.Unmarshal(b, &corpus); err != nil {
		t.Fatal(err)
	}
	m := NewOpenAI(testenv.Embed(t), "", "e5-query")
	ctx := context.Background()
	builtin, err := New(ctx, s, nil, Options{})
	if err != nil {
		t.Fatal(err)
	}
	both, err := New(ctx, s, Combine(NewOffline(), m), Options{CacheDir: t.TempDir()})
	if err != nil {
		t.Fatal(err)
	}
	type tally struct{ n, builtin, both int }
	by := map[string]*tally{"en": {}, "zh": {}}
	// Every ninth pair keeps go test ./... within its five minutes: a Chinese
	// question embeds every span of one to four characters, and on two cores
	// shared with the databases every third pair took 445 s. The margin the
	// test asserts (59 % against 10 % of Chinese questions grounded) holds on
	// the ninth; GQL_FULL=1 measures all.
	step := 9
	if os.Getenv("GQL_FULL") == "1" {
		step = 1
	}
	for i, p := range corpus.Pairs {
		if i%step != 0 {
			continue
		}
		names := map[string]bool{}
		for _, x := range gremlinNames.FindAllStringSubmatch(p.Gremlin, -1) {
			names[x[1]] = true
		}
		if len(names) == 0 {
			continue
		}
		lang := "en"
		if HasCJK(p.Text) {
			lang = "zh"
		}
		hit := func(g *Grounder) bool {
			r, err := g.Ground(ctx, p.Text, nil)
			if err != nil {
				t.Fatal(err)
			}
			for _, l := range r.Mapping {
				if names[l.Element.Name] {
					return true
				}
			}
			return false
		}
		tl := by[lang]
		tl.n++
		if hit(builtin) {
			tl.builtin++
		}
		if hit(both) {
			tl.both++
		}
	}
	pct := func(a, n int) float64 { return 100 * float64(a) / float64(max(n, 1)) }
	for _, l := range []string{"en", "zh"} {
		tl := by[l]
		t.Logf("%s: %d questions; grounded (a link the gold names): built-in %d (%.1f%%), built-in+e5 %d (%.1f%%)",
			l, tl.n, tl.builtin, pct(tl.builtin, tl.n), tl.both, pct(tl.both, tl.n))
	}
	if by["zh"].both <= by["zh"].builtin {
		t.Errorf("the multilingual model grounds no more Chinese questions than the built-in embedder (%d vs %d)", by["zh"].both, by["zh"].builtin)
	}
	if by["en"].both < by["en"].builtin {
		t.Errorf("voting with the model grounds fewer English questions (%d vs %d)", by["en"].both, by["en"].builtin)
	}
}
