package bench

import (
	"context"
	"path/filepath"
	"strings"
	"testing"

	"github.com/gql-dev/gql/backends/testenv"
	"github.com/gql-dev/gql/lang"
)

// TestText2Gremlin loads the shared Text2Gremlin corpus's own graph into a
// Gremlin Server of its own and answers a sample of its questions offline:
// English questions are answered or refused per item, Chinese ones are
// refused as not English (the offline compiler reads English only; the LLM
// path takes them), and every item has exactly one outcome.
func TestText2Gremlin(t *testing.T) {
	shared := filepath.Join("..", "..", "shared")
	if _, err := sharedFile(shared, filepath.Join(Text2GremlinDir, "pairs.json"), "text2gremlin"); err != nil {
		t.Skip(err)
	}
	uri := testenv.Text2Gremlin(t)
	ds, err := Load(context.Background(), "text2gremlin", shared, []string{"gremlin=" + uri})
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
	for _, st := range []string{"en_formal", "en_casual"} {
		if outcome[st][Right] == 0 {
			t.Errorf("%s: no right answer in the sample: %v", st, outcome[st])
		}
	}
	t.Logf("sample of %d: %v", len(sample), outcome)
}
