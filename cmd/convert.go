package cmd

import (
	"fmt"
	"os"
	"path/filepath"
	"strings"

	"github.com/spf13/cobra"

	"github.com/gql-dev/gql/backends"
	"github.com/gql-dev/gql/bench"
	"github.com/gql-dev/gql/critic"
	"github.com/gql-dev/gql/graph"
	"github.com/gql-dev/gql/llm"
)

// newConvertCmd builds `gql convert`.
func newConvertCmd() *cobra.Command {
	var out, name string
	var recordings bool
	var gold, questions, pairs string
	var sf serverFlags
	c := &cobra.Command{
		Use:   "convert SCRIPT.cypher|IMPORT.json --out DIR",
		Short: "Convert a Neo4j CREATE script or a TuGraph import into gql's example format (graph.jsonl + schema.json)",
		Long: `convert reads a Cypher CREATE script (nodes, relationships, CREATE CONSTRAINT and
CREATE INDEX statements, as example graphs such as Movies are published) or a TuGraph
import configuration (a .json file with "schema" and "files", the CSVs it names next to
it) and writes DIR/graph.jsonl and DIR/schema.json, the schema derived from the data.

  gql convert ../shared/data/movies/movies.cypher --out examples/movies
  gql convert ../shared/data/gremlin-tugraph-movie/movie_schema.json --out /tmp/tugraph-movie
  gql convert --recordings ../shared/data/text2cypher-movies/questions.csv --out recorded.jsonl
  gql convert --gold testdata/replay/gold.cypher --questions ../shared/data/text2cypher-movies/questions.csv \
      --backend neo4j --out testdata/replay/gold.jsonl
  gql convert --gold testdata/text2gremlin/checks.gremlin --pairs ../shared/data/gremlin-tugraph-movie/pairs.json \
      --backend gremlin=ws://127.0.0.1:8186/gremlin --out testdata/text2gremlin/checks.jsonl

--gold reads a hand-written gold source (bench.GoldSpec: one entry per question, by
CSV line), runs every gold query read-only on the server, and writes JSONL with the
question, the gold query and result, the answer check (bench.AnswerCheck) and the
models' recorded queries, for gql bench --replay. With --pairs the source is Gremlin
keyed by the Text2Gremlin corpus's pair index (items t2g-NNN), run on a Gremlin
server holding the corpus graph.`,
		Args: func(cmd *cobra.Command, args []string) error {
			if gold != "" {
				return cobra.NoArgs(cmd, args)
			}
			return cobra.ExactArgs(1)(cmd, args)
		},
		RunE: func(cmd *cobra.Command, args []string) error {
			if out == "" {
				return fmt.Errorf("--out is required")
			}
			if gold != "" {
				return convertGold(cmd, gold, questions, pairs, out, &sf)
			}
			if recordings {
				return convertRecordings(cmd, args[0], out)
			}
			read := graph.ReadCypherScript
			if strings.EqualFold(filepath.Ext(args[0]), ".json") {
				read = graph.ReadTuGraph
			}
			g, cons, err := read(args[0])
			if err != nil {
				return err
			}
			g.Name = name
			if g.Name == "" {
				g.Name = strings.TrimSuffix(filepath.Base(args[0]), filepath.Ext(args[0]))
			}
			s, err := graph.WriteDir(out, g, cons)
			if err != nil {
				return err
			}
			fmt.Fprintf(cmd.OutOrStdout(), "wrote %s: %d nodes, %d edges, %d labels, %d edge types (schema %s)\n",
				out, len(g.Nodes), len(g.Edges), len(s.Labels), len(s.EdgeTypes), s.Fingerprint())
			return nil
		},
	}
	c.Flags().StringVarP(&out, "out", "o", "", "directory to write graph.jsonl and schema.json to")
	c.Flags().StringVar(&name, "name", "", "graph name (default: the script's file name)")
	c.Flags().BoolVar(&recordings, "recordings", false, "the input is a CSV of recorded model queries (question, cypher_<model> columns); write JSONL recordings for --llm-replay to --out")
	c.Flags().StringVar(&gold, "gold", "", "a hand-written gold source (see testdata/replay/README.md); with --questions and --backend, write the development gold JSONL to --out")
	c.Flags().StringVar(&pairs, "pairs", "", "with --gold: the source is Gremlin over the Text2Gremlin corpus; its pairs.json, whose indexes the gold's numbers refer to")
	c.Flags().StringVar(&questions, "questions", "../shared/data/text2cypher-movies/questions.csv", "with --gold: the questions CSV the gold's line numbers refer to")
	sf.register(c)
	return c
}

func convertGold(cmd *cobra.Command, src, questions, pairs, out string, sf *serverFlags) error {
	f, err := os.Open(src)
	if err != nil {
		return withStatus(exitUsage, err)
	}
	specs, err := bench.ParseGoldSource(src, f)
	f.Close()
	if err != nil {
		return withStatus(exitFailed, err)
	}
	kind := bench.GoldCypher
	var qs map[int]bench.CSVQuestion
	if pairs != "" {
		kind = bench.GoldGremlin
		qs, err = bench.ReadText2GremlinPairs(pairs)
	} else {
		qs, err = bench.ReadQuestionsCSV(questions)
	}
	if err != nil {
		return withStatus(exitUsage, err)
	}
	b, uri, err := sf.resolve(cmd)
	if err != nil {
		return err
	}
	ctx, cancel := interruptible()
	defer cancel()
	opt := sf.auth(backends.Options{Backend: b, Guard: critic.ReadOnlyGuard})
	if s, err := backends.Introspect(ctx, uri, opt, backends.IntrospectOptions{}); err == nil {
		opt.Schema = s
	}
	x, err := backends.Open(ctx, uri, opt)
	if err != nil {
		return withStatus(exitFailed, err)
	}
	defer x.Close()
	items, buildErr := bench.BuildGoldAs(ctx, specs, qs, x, kind)
	if buildErr != nil {
		// Nothing is written: a gold with entries silently dropped would
		// measure something else.
		return withStatus(exitFailed, buildErr)
	}
	w, err := os.Create(out)
	if err != nil {
		return err
	}
	if err := bench.WriteGold(w, items); err != nil {
		w.Close()
		return err
	}
	if err := w.Close(); err != nil {
		return err
	}
	unans := 0
	for _, it := range items {
		if it.Check.Unanswerable != "" {
			unans++
		}
	}
	fmt.Fprintf(cmd.OutOrStdout(), "wrote %s: %d questions (%d with a gold query, %d unanswerable on this graph)\n", out, len(items), len(items)-unans, unans)
	return nil
}

func convertRecordings(cmd *cobra.Command, in, out string) error {
	f, err := os.Open(in)
	if err != nil {
		return err
	}
	defer f.Close()
	recs, err := llm.RecordingsFromCSV(f)
	if err != nil {
		return fmt.Errorf("%s: %w", in, err)
	}
	w, err := os.Create(out)
	if err != nil {
		return err
	}
	if err := llm.WriteRecordings(w, recs); err != nil {
		w.Close()
		return err
	}
	if err := w.Close(); err != nil {
		return err
	}
	models := map[string]int{}
	for _, r := range recs {
		models[r.Model]++
	}
	fmt.Fprintf(cmd.OutOrStdout(), "wrote %s: %d recordings %v\n", out, len(recs), models)
	return nil
}
