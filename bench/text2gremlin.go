package bench

import (
	"context"
	"encoding/json"
	"fmt"
	"os"
	"path/filepath"
	"strings"

	"github.com/gql-dev/gql/backends"
	"github.com/gql-dev/gql/critic"
	"github.com/gql-dev/gql/graph"
	"github.com/gql-dev/gql/lang"
)

// Text2GremlinDir is where the shared Text2Gremlin corpus lives under the
// shared data folder.
const Text2GremlinDir = "data/gremlin-tugraph-movie"

// LoadText2Gremlin reads the shared Text2Gremlin corpus: English and Chinese
// questions (styles en_formal, en_casual, zh_formal, zh_casual, kept as the
// items' categories) over a TuGraph movie graph of its own. The graph is
// converted with graph.ReadTuGraph into an example directory under cacheDir
// (so the compiler links values from it), loaded into the Gremlin server at
// ep — replacing what that server holds — and every gold query is run there:
// the corpus's queries are template-generated and were never executed
// upstream, so an item is kept only when its gold runs and returns rows.
func LoadText2Gremlin(ctx context.Context, shared string, ep backends.Endpoint, cacheDir string) (*Dataset, error) {
	cfg, err := sharedFile(shared, filepath.Join(Text2GremlinDir, "movie_schema.json"), "text2gremlin")
	if err != nil {
		return nil, err
	}
	pairsPath, err := sharedFile(shared, filepath.Join(Text2GremlinDir, "pairs.json"), "text2gremlin")
	if err != nil {
		return nil, err
	}
	g, cons, err := graph.ReadTuGraph(cfg)
	if err != nil {
		return nil, fmt.Errorf("text2gremlin graph: %w", err)
	}
	g.Name = "text2gremlin-movie"
	dir := filepath.Join(cacheDir, "text2gremlin-movie")
	s, err := graph.WriteDir(dir, g, cons)
	if err != nil {
		return nil, err
	}
	ld, err := backends.Load(ctx, ep.URI, g, s, backends.LoadOptions{Backend: ep.Backend, IfNeeded: true})
	if err != nil {
		return nil, fmt.Errorf("text2gremlin: loading its graph into %s: %w", ep.URI, err)
	}
	b, err := os.ReadFile(pairsPath)
	if err != nil {
		return nil, err
	}
	var corpus struct {
		Pairs []struct{ Text, Gremlin, Style string }
	}
	if err := json.Unmarshal(b, &corpus); err != nil {
		return nil, fmt.Errorf("%s: %w", pairsPath, err)
	}
	x, err := backends.Open(ctx, ep.URI, backends.Options{Backend: ep.Backend, Schema: s, Guard: critic.ReadOnlyGuard})
	if err != nil {
		return nil, err
	}
	defer x.Close()
	ds := &Dataset{Name: "text2gremlin", HeldOut: true, Schema: dir}
	failed, empty := map[string]int{}, map[string]int{}
	kept := map[string]int{}
	opt := backends.ExecOptions{Limit: 10000}
	for i, p := range corpus.Pairs {
		r, err := x.Exec(ctx, p.Gremlin, opt)
		if ctx.Err() != nil {
			return nil, ctx.Err()
		}
		switch {
		case err != nil:
			failed[p.Style]++
			continue
		case r.Empty():
			empty[p.Style]++
			continue
		}
		kept[p.Style]++
		ds.Items = append(ds.Items, Item{
			ID: fmt.Sprintf("t2g-%03d", i), Category: p.Style, Question: p.Text,
			Ordered: strings.Contains(p.Gremlin, ".order("),
			Gold:    map[lang.Lang]string{lang.Gremlin: p.Gremlin},
		})
	}
	ds.Notes = append(ds.Notes,
		fmt.Sprintf("text2gremlin: %d pairs of the shared Text2Gremlin corpus; its TuGraph movie graph converted by gql (%d nodes, %d edges) and %s; gold = the corpus's template-generated query, kept when it runs on that server and returns rows: %d kept.",
			len(corpus.Pairs), len(g.Nodes), len(g.Edges), ld, len(ds.Items)))
	for _, st := range []string{"en_formal", "en_casual", "zh_formal", "zh_casual"} {
		ds.Notes = append(ds.Notes, fmt.Sprintf("text2gremlin %s: %d kept, %d gold queries fail, %d return no rows.", st, kept[st], failed[st], empty[st]))
	}
	return ds, nil
}
