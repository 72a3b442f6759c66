package critic_test

import (
	"encoding/json"
	"os"
	"path/filepath"
	"sort"
	"strconv"
	"strings"
	"testing"

	"github.com/gql-dev/gql/critic"
	"github.com/gql-dev/gql/lang"
	"github.com/gql-dev/gql/schema"
)

const gremlinCorpusDir = "../../shared/data/gremlin-tugraph-movie"

func gremlinCorpus(tb testing.TB) ([]string, *schema.Schema) {
	b, err := os.ReadFile(filepath.Join(gremlinCorpusDir, "pairs.json"))
	if err != nil {
		tb.Skipf("shared corpus not available: %v", err)
	}
	var f struct {
		Pairs []struct {
			Gremlin string `json:"gremlin"`
		} `json:"pairs"`
	}
	if err := json.Unmarshal(b, &f); err != nil {
		tb.Fatal(err)
	}
	qs := make([]string, 0, len(f.Pairs))
	for _, p := range f.Pairs {
		qs = append(qs, p.Gremlin)
	}
	sb, err := os.ReadFile(filepath.Join(gremlinCorpusDir, "movie_schema.json"))
	if err != nil {
		tb.Fatal(err)
	}
	s, err := schema.FromTuGraph(sb, "tugraph-movie")
	if err != nil {
		tb.Fatal(err)
	}
	return qs, s
}

// TestGremlinCorpus runs the critic with the corpus's own schema over every
// query of the tugraph movie corpus and reports the findings per check. The
// corpus is template-generated and never executed upstream, so findings are
// expected; what must hold is that every query parses, no check crashes and
// the schema checks do fire on the corpus's known mistakes.
func TestGremlinCorpus(t *testing.T) {
	qs, s := gremlinCorpus(t)
	perCheck := map[string]int{}
	queriesWith := map[string]int{}
	examples := map[string][]string{}
	parsed, clean, readOnly := 0, 0, 0
	for _, q := range qs {
		r := critic.Run(lang.Gremlin, q, s)
		if r.Parsed {
			parsed++
		} else {
			t.Errorf("does not parse: %s\n  %v", q, r.Diagnostics)
		}
		if r.ReadOnly {
			readOnly++
		}
		if len(r.Diagnostics) == 0 {
			clean++
		}
		seen := map[string]bool{}
		for _, d := range r.Diagnostics {
			if strings.HasPrefix(d.Summary, "internal error") {
				t.Errorf("%s: %s: %s", q, d.Summary, d.Detail)
			}
			perCheck[d.Check]++
			if !seen[d.Check] {
				seen[d.Check] = true
				queriesWith[d.Check]++
				if len(examples[d.Check]) < gremlinShowExamples() {
					examples[d.Check] = append(examples[d.Check], q+"\n      "+d.String())
				}
			}
		}
	}
	t.Logf("%d queries: %d parsed, %d read-only, %d without findings", len(qs), parsed, readOnly, clean)
	ids := make([]string, 0, len(perCheck))
	for id := range perCheck {
		ids = append(ids, id)
	}
	sort.Strings(ids)
	for _, id := range ids {
		t.Logf("%-32s %4d findings in %4d queries", id, perCheck[id], queriesWith[id])
		if testing.Verbose() {
			for _, e := range examples[id] {
				t.Logf("    %s", e)
			}
		}
	}
	// The corpus asks for 'born' on movies and walks 'acted_in' out of
	// genres; a critic that finds none of that is broken.
	for _, id := range []string{"gremlin-write", "gremlin-property-not-on-label", "gremlin-edge-not-on-label", "gremlin-unbound-variable"} {
		if perCheck[id] == 0 {
			t.Errorf("check %s found nothing in the corpus", id)
		}
	}
}

// gremlinShowExamples is how many example findings per check to log with -v
// (GQL_SHOW_EXAMPLES=n), for reviewing false positives by hand.
func gremlinShowExamples() int {
	n, _ := strconv.Atoi(os.Getenv("GQL_SHOW_EXAMPLES"))
	return n
}
