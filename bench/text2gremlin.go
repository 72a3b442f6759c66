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
	"github.com/gql-dev/gql/schema"
)

// Text2GremlinDir is where the shared Text2Gremlin corpus lives under the
// shared data folder.
const Text2GremlinDir = "data/gremlin-tugraph-movie"

// Text2GremlinChecksPath is the hand-checked gold of the corpus's scored
// English questions, relative to the repo root (testdata/text2gremlin/
// README.md).
const Text2GremlinChecksPath = "testdata/text2gremlin/checks.jsonl"

// text2GremlinGraph converts the corpus's TuGraph graph into an example
// directory under cacheDir (so the compiler links values from it) and loads
// it into every endpoint, replacing what each holds.
func text2GremlinGraph(ctx context.Context, shared string, eps []backends.Endpoint, cacheDir string) (string, *schema.Schema, []string, error) {
	cfg, err := sharedFile(shared, filepath.Join(Text2GremlinDir, "movie_schema.json"), "text2gremlin")
	if err != nil {
		return "", nil, nil, err
	}
	g, cons, err := graph.ReadTuGraph(cfg)
	if err != nil {
		return "", nil, nil, fmt.Errorf("text2gremlin graph: %w", err)
	}
	g.Name = "text2gremlin-movie"
	dir := filepath.Join(cacheDir, "text2gremlin-movie")
	s, err := graph.WriteDir(dir, g, cons)
	if err != nil {
		return "", nil, nil, err
	}
	notes := []string{fmt.Sprintf("text2gremlin: the corpus's TuGraph movie graph converted by gql (%d nodes, %d edges).", len(g.Nodes), len(g.Edges))}
	for _, ep := range eps {
		ld, err := backends.Load(ctx, ep.URI, g, s, backends.LoadOptions{Backend: ep.Backend, IfNeeded: true})
		if err != nil {
			return "", nil, nil, fmt.Errorf("text2gremlin: loading its graph into %s: %w", ep.URI, err)
		}
		notes = append(notes, fmt.Sprintf("text2gremlin graph on %s: %s.", ep.URI, ld))
	}
	return dir, s, notes, nil
}

// LoadText2GremlinChecked reads the corpus's English questions that the
// hand-checked gold covers (checks, from testdata/text2gremlin/checks.jsonl)
// and loads the corpus graph into every endpoint. The items are the checks'
// questions — exactly those the corpus filter below keeps — with the
// checked Gremlin as gold and the check attached, so the set needs no
// Gremlin server to be chosen and any language can be scored against the
// same rows (a Cypher answer on Neo4j against the Gremlin gold's rows).
func LoadText2GremlinChecked(ctx context.Context, shared string, eps []backends.Endpoint, cacheDir string, checks []GoldItem, checksPath string) (*Dataset, error) {
	dir, _, notes, err := text2GremlinGraph(ctx, shared, eps, cacheDir)
	if err != nil {
		return nil, err
	}
	ds := &Dataset{Name: "text2gremlin", HeldOut: true, Schema: dir, Notes: notes}
	unans, wrong := 0, 0
	for _, c := range checks {
		c := c
		chk := c.Check
		it := Item{ID: c.ID, Category: c.Type, Question: c.Question, Ordered: chk.Ordered,
			Gold: map[lang.Lang]string{}, Check: &chk}
		if c.Gremlin != "" {
			it.Gold[lang.Gremlin] = c.Gremlin
		}
		if chk.Unanswerable != "" {
			unans++
		}
		if c.CorpusWrong != "" {
			wrong++
		}
		ds.Items = append(ds.Items, it)
	}
	ds.Notes = append(ds.Notes, fmt.Sprintf("text2gremlin: gold = the hand-checked answers of %s: %d English questions (every one the corpus filter keeps), %d not scored (unanswerable on this graph), %d where the corpus's own query answers another question; scored at answer level (bench.ScoreAnswer) in every target language. --dataset text2gremlin-corpus scores against the corpus's queries instead.",
		checksPath, len(checks), unans, wrong))
	return ds, nil
}

// LoadText2Gremlin reads the shared Text2Gremlin corpus with its own gold:
// English and Chinese questions (styles en_formal, en_casual, zh_formal,
// zh_casual, kept as the items' categories) over a TuGraph movie graph of
// its own, converted and loaded into every endpoint. Every gold query is run
// on the first Gremlin endpoint: the corpus's queries are template-generated
// and were never executed upstream, so an item is kept only when its gold
// runs and returns rows. Each item carries the check derived from those rows
// (as the gold's rows are scored for any other set), so a Cypher answer is
// scored against the same rows.
func LoadText2Gremlin(ctx context.Context, shared string, eps []backends.Endpoint, cacheDir string) (*Dataset, error) {
	pairsPath, err := sharedFile(shared, filepath.Join(Text2GremlinDir, "pairs.json"), "text2gremlin")
	if err != nil {
		return nil, err
	}
	var gep backends.Endpoint
	for _, ep := range eps {
		if ep.Backend.Lang() == lang.Gremlin {
			gep = ep
			break
		}
	}
	if gep.URI == "" {
		return nil, fmt.Errorf("text2gremlin-corpus keeps the items whose corpus query runs on a Gremlin Server: name one explicitly, e.g. --backend gremlin=ws://127.0.0.1:8186/gremlin")
	}
	dir, s, notes, err := text2GremlinGraph(ctx, shared, eps, cacheDir)
	if err != nil {
		return nil, err
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
	x, err := openExec(ctx, gep.URI, backends.Options{Backend: gep.Backend, Schema: s, Guard: critic.ReadOnlyGuard})
	if err != nil {
		return nil, err
	}
	defer x.Close()
	ds := &Dataset{Name: "text2gremlin-corpus", HeldOut: true, Schema: dir, Notes: notes}
	failed, empty := map[string]int{}, map[string]int{}
	kept := map[string]int{}
	opt := backends.ExecOptions{Limit: RowLimit}
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
		ordered := strings.Contains(p.Gremlin, ".order(")
		chk := KeyOf(r).AsCheck(ordered)
		ds.Items = append(ds.Items, Item{
			ID: fmt.Sprintf("t2g-%03d", i), Category: p.Style, Question: p.Text,
			Ordered: ordered,
			Gold:    map[lang.Lang]string{lang.Gremlin: p.Gremlin},
			Check:   &chk,
		})
	}
	ds.Notes = append(ds.Notes,
		fmt.Sprintf("text2gremlin-corpus: %d pairs of the shared Text2Gremlin corpus; gold = the corpus's template-generated query, kept when it runs on %s and returns rows, its rows the answer every target is scored against: %d kept.",
			len(corpus.Pairs), gep.URI, len(ds.Items)))
	for _, st := range []string{"en_formal", "en_casual", "zh_formal", "zh_casual"} {
		ds.Notes = append(ds.Notes, fmt.Sprintf("text2gremlin %s: %d kept, %d gold queries fail, %d return no rows.", st, kept[st], failed[st], empty[st]))
	}
	return ds, nil
}

// text2GremlinEndpoints are the servers named explicitly (a URI, or
// name=URI) that the corpus graph is loaded into: its graph replaces what a
// server holds, so a bare name (a shared default server) is never used.
func text2GremlinEndpoints(servers []string) ([]backends.Endpoint, error) {
	var eps []backends.Endpoint
	for _, sv := range servers {
		if !strings.Contains(sv, "://") {
			continue
		}
		got, err := backends.Resolve(sv, nil)
		if err != nil || len(got) != 1 {
			continue
		}
		if l := got[0].Backend.Lang(); l == lang.Gremlin || l == lang.Cypher {
			eps = append(eps, got[0])
		}
	}
	if len(eps) == 0 {
		return nil, fmt.Errorf("text2gremlin loads its own graph into the servers it is scored on, replacing what they hold: name them explicitly, e.g. --backend gremlin=ws://127.0.0.1:8186/gremlin (make servers-text2gremlin) or --backend neo4j=bolt://127.0.0.1:7689 (make servers-text2gremlin-neo4j)")
	}
	return eps, nil
}
