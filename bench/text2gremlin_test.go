package bench

import (
	"context"
	"encoding/json"
	"os"
	"path/filepath"
	"strings"
	"testing"

	"github.com/gql-dev/gql/backends"
	"github.com/gql-dev/gql/backends/testenv"
	"github.com/gql-dev/gql/critic"
	"github.com/gql-dev/gql/lang"
)

// TestText2Gremlin loads the shared Text2Gremlin corpus's own graph into a
// Gremlin Server of its own and answers a sample of its questions offline:
// English questions are answered or refused per item, Chinese ones are
// refused as not English (the offline compiler reads English only; the LLM
// path takes them), and every item has exactly one outcome.
func TestText2Gremlin(t *testing.T) {
	t.Parallel()
	shared := sharedDir()
	if _, err := sharedFile(shared, filepath.Join(Text2GremlinDir, "pairs.json"), "text2gremlin"); err != nil {
		t.Skip(err)
	}
	uri := testenv.Text2Gremlin(t)
	ds, err := Load(context.Background(), "text2gremlin-corpus", shared, []string{"gremlin=" + uri})
	if err != nil {
		t.Fatal(err)
	}
	styles := map[string]int{}
	for _, it := range ds.Items {
		styles[it.Category]++
	}
	for _, st := range []string{"en_formal", "en_casual", "zh_formal", "zh_casual"} {
		if styles[st] < 50 {
			t.Errorf("%s: %d items whose gold runs with rows, want ≥ 50 (%v)", st, styles[st], ds.Notes)
		}
	}
	var sample []Item
	for i, it := range ds.Items {
		if i%6 == 0 {
			sample = append(sample, it)
		}
	}
	ds.Items = sample
	rep, err := Run(context.Background(), Options{Dataset: ds, Targets: []lang.Lang{lang.Gremlin}, Backends: []string{"gremlin=" + uri}})
	if err != nil {
		t.Fatal(err)
	}
	outcome := map[string]map[string]int{}
	for _, r := range rep.Items {
		if len(r.EX) != 1 || r.EX[0].Answer == "" {
			t.Errorf("%s: want one answer outcome, got %+v", r.ID, r.EX)
			continue
		}
		o := r.EX[0].Answer
		zh := strings.HasPrefix(r.Category, "zh")
		if zh && (o != Refused || !strings.Contains(r.Reason, "English")) {
			t.Errorf("%s (%s): %s, reason %q; want refused as not English", r.ID, r.Question, o, r.Reason)
		}
		if outcome[r.Category] == nil {
			outcome[r.Category] = map[string]int{}
		}
		outcome[r.Category][o]++
	}
	t.Logf("sample of %d: %v", len(sample), outcome)

	// Right answers are judged against the hand-checked gold: the corpus's
	// own gold often answers another question, and its set shifts by an
	// item from run to run (a query near the server's timeout), which moves
	// every sampled item.
	golds, err := LoadGold(filepath.Join("..", Text2GremlinChecksPath))
	if err != nil {
		t.Fatal(err)
	}
	eps, err := text2GremlinEndpoints([]string{"gremlin=" + uri})
	if err != nil {
		t.Fatal(err)
	}
	checked, err := LoadText2GremlinChecked(context.Background(), shared, eps, t.TempDir(), golds, Text2GremlinChecksPath)
	if err != nil {
		t.Fatal(err)
	}
	sample = sample[:0]
	for i, it := range checked.Items {
		if i%6 == 0 {
			sample = append(sample, it)
		}
	}
	checked.Items = sample
	rep, err = Run(context.Background(), Options{Dataset: checked, Targets: []lang.Lang{lang.Gremlin}, Backends: []string{"gremlin=" + uri}})
	if err != nil {
		t.Fatal(err)
	}
	right := map[string]int{}
	for _, r := range rep.Items {
		if len(r.EX) == 1 && r.EX[0].Answer == Right {
			right[r.Category]++
		}
	}
	for _, st := range []string{"en_formal", "en_casual"} {
		if right[st] == 0 {
			t.Errorf("%s: no right answer in the hand-checked sample of %d: %v", st, len(sample), right)
		}
	}
	t.Logf("hand-checked sample of %d: right %v", len(sample), right)
}

// TestText2GremlinChecksOnServer re-runs every hand-checked gold query of
// testdata/text2gremlin/checks.gremlin on the corpus graph's Gremlin Server
// and compares the check it derives with the one checks.jsonl holds, so a
// gold that stopped running or a stale JSONL fails.
func TestText2GremlinChecksOnServer(t *testing.T) {
	shared := sharedDir()
	pairs, err := sharedFile(shared, filepath.Join(Text2GremlinDir, "pairs.json"), "text2gremlin")
	if err != nil {
		t.Skip(err)
	}
	uri := testenv.Text2Gremlin(t)
	ctx := context.Background()
	ep := backends.Endpoint{Backend: backends.GremlinServer, URI: uri}
	if _, _, _, err := text2GremlinGraph(ctx, shared, []backends.Endpoint{ep}, t.TempDir()); err != nil {
		t.Fatal(err)
	}
	f, err := os.Open(filepath.Join("..", "testdata", "text2gremlin", "checks.gremlin"))
	if err != nil {
		t.Fatal(err)
	}
	specs, err := ParseGoldSource("checks.gremlin", f)
	f.Close()
	if err != nil {
		t.Fatal(err)
	}
	qs, err := ReadText2GremlinPairs(pairs)
	if err != nil {
		t.Fatal(err)
	}
	x, err := openExec(ctx, uri, backends.Options{Backend: backends.GremlinServer, Guard: critic.ReadOnlyGuard})
	if err != nil {
		t.Fatal(err)
	}
	defer x.Close()
	built, err := BuildGoldAs(ctx, specs, qs, x, GoldGremlin)
	if err != nil {
		t.Fatal(err)
	}
	stored, err := LoadGold(filepath.Join("..", Text2GremlinChecksPath))
	if err != nil {
		t.Fatal(err)
	}
	if len(stored) != len(built) {
		t.Fatalf("checks.jsonl has %d entries, checks.gremlin builds %d: regenerate it (testdata/text2gremlin/README.md)", len(stored), len(built))
	}
	for i, b := range built {
		s := stored[i]
		bj, _ := json.Marshal(b.Check)
		sj, _ := json.Marshal(s.Check)
		if s.ID != b.ID || string(bj) != string(sj) {
			t.Errorf("%s (%s): the gold's rows on the server differ from checks.jsonl's %s", b.ID, b.Question, s.ID)
		}
	}
}

// sharedDir is the shared data folder: GQL_SHARED, else ../shared of the
// checkout (a worktree elsewhere names it).
func sharedDir() string {
	if d := os.Getenv("GQL_SHARED"); d != "" {
		return d
	}
	return filepath.Join("..", "..", "shared")
}
