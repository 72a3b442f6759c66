package bench

import (
	"context"
	"fmt"
	"os"
	"sort"
	"strings"
	"testing"

	"github.com/gql-dev/gql"
	"github.com/gql-dev/gql/backends"
	"github.com/gql-dev/gql/backends/testenv"
	"github.com/gql-dev/gql/critic"
	"github.com/gql-dev/gql/diag"
	"github.com/gql-dev/gql/examples"
	"github.com/gql-dev/gql/grounding"
	"github.com/gql-dev/gql/lang"
)

// TestNoiseInjection corrupts every gold query of the aligned set with each
// mistake of Corruptions and measures, per language, how many corruptions
// are detected (critic error, execution error, or a changed result) and how
// many get the gold result back through the correction loop with no LLM.
// GQL_NOISE_REPORT=FILE writes the table as Markdown.
func TestNoiseInjection(t *testing.T) {
	t.Parallel()
	g, s, _ := examples.Movies()
	ctx := context.Background()
	uris := map[lang.Lang]struct {
		b   backends.Backend
		uri string
	}{
		lang.Cypher:  {backends.Neo4j, testenv.Neo4j(t)},
		lang.Gremlin: {backends.GremlinServer, testenv.GremlinServer(t)},
		lang.SPARQL:  {backends.Fuseki, strings.TrimRight(testenv.Fuseki(t), "/") + "/movies"},
	}
	execs := map[lang.Lang]backends.Executor{}
	for l, e := range uris {
		if _, err := backends.Load(ctx, e.uri, g, s, backends.LoadOptions{Backend: e.b, IfNeeded: true}); err != nil {
			t.Fatal(err)
		}
		x, err := openExec(ctx, e.uri, backends.Options{Backend: e.b, Schema: s, Guard: critic.ReadOnlyGuard})
		if err != nil {
			t.Fatal(err)
		}
		defer x.Close()
		execs[l] = x
	}
	c, err := gql.New(ctx, gql.Config{Schema: s, Values: grounding.NewMemorySource(g, s), Executors: execs})
	if err != nil {
		t.Fatal(err)
	}
	type tally struct{ injected, detected, restored int }
	per := map[string]*tally{}
	total := map[lang.Lang]*tally{}
	var misses []string
	ds, err := LoadAligned(repoRoot)
	if err != nil {
		t.Fatal(err)
	}
	for _, ac := range ds.Items {
		for _, cr := range Corruptions() {
			gold := ac.Gold[cr.Lang]
			bad, ok := cr.Apply(gold, s)
			if !ok || bad == gold {
				continue
			}
			x := execs[cr.Lang]
			want, err := x.Exec(ctx, gold, backends.ExecOptions{})
			if err != nil {
				t.Fatalf("%s gold: %v", ac.ID, err)
			}
			key := string(cr.Lang) + "/" + cr.Name
			if per[key] == nil {
				per[key] = &tally{}
			}
			if total[cr.Lang] == nil {
				total[cr.Lang] = &tally{}
			}
			per[key].injected++
			total[cr.Lang].injected++
			rep := critic.Run(cr.Lang, bad, s)
			detected := !rep.Parsed || diag.HasErrors(rep.Diagnostics)
			if !detected {
				got, err := x.Exec(ctx, bad, backends.ExecOptions{})
				same, _ := false, ""
				if err == nil {
					same, _ = backends.Equal(want, got, backends.CompareOptions{Ordered: ac.Ordered})
				}
				detected = err != nil || got.Empty() || !same
				if same {
					// The corruption changed nothing observable (e.g. a
					// literal already lower case): not a mistake to detect.
					per[key].injected--
					total[cr.Lang].injected--
					continue
				}
			}
			if detected {
				per[key].detected++
				total[cr.Lang].detected++
			}
			tr := c.Repair(ctx, ac.Question, cr.Lang, bad)
			restored := false
			if tr.Verdict == gql.Valid {
				if got, err := x.Exec(ctx, tr.Query, backends.ExecOptions{}); err == nil {
					restored, _ = backends.Equal(want, got, backends.CompareOptions{Ordered: ac.Ordered})
				}
			}
			if restored {
				per[key].restored++
				total[cr.Lang].restored++
			} else {
				misses = append(misses, fmt.Sprintf("%s %s: %s\n    %s", key, ac.ID, tr.Reason, strings.ReplaceAll(bad, "\n", " ")))
			}
		}
	}
	var b strings.Builder
	b.WriteString("| language | corruption | injected | detected | restored |\n|---|---|---|---|---|\n")
	keys := make([]string, 0, len(per))
	for k := range per {
		keys = append(keys, k)
	}
	sort.Strings(keys)
	for _, k := range keys {
		l, name, _ := strings.Cut(k, "/")
		v := per[k]
		fmt.Fprintf(&b, "| %s | %s | %d | %d | %d |\n", l, name, v.injected, v.detected, v.restored)
	}
	for _, l := range lang.All {
		v := total[l]
		if v == nil {
			continue
		}
		fmt.Fprintf(&b, "| %s | **all** | %d | %d (%.1f%%) | %d (%.1f%%) |\n", l, v.injected,
			v.detected, 100*float64(v.detected)/float64(v.injected), v.restored, 100*float64(v.restored)/float64(v.injected))
	}
	t.Logf("noise injection without an LLM:\n%s", b.String())
	for _, m := range misses {
		t.Logf("not restored: %s", m)
	}
	if p := os.Getenv("GQL_NOISE_REPORT"); p != "" {
		os.WriteFile(p, []byte(b.String()), 0o644)
	}
	for l, v := range total {
		if rate := float64(v.restored) / float64(v.injected); rate < 0.9 {
			t.Errorf("%s: %.1f%% of corruptions restored, want at least 90%%", l, 100*rate)
		}
	}
}
