package cmd

import (
	"fmt"
	"os"
	"path/filepath"
	"strings"

	"github.com/spf13/cobra"

	"github.com/gql-dev/gql/graph"
	"github.com/gql-dev/gql/llm"
)

// newConvertCmd builds `gql convert`.
func newConvertCmd() *cobra.Command {
	var out, name string
	var recordings bool
	c := &cobra.Command{
		Use:   "convert SCRIPT.cypher --out DIR",
		Short: "Convert a Neo4j CREATE script into gql's example format (graph.jsonl + schema.json)",
		Long: `convert reads a Cypher CREATE script (nodes, relationships, CREATE CONSTRAINT and
CREATE INDEX statements, as example graphs such as Movies are published) and writes
DIR/graph.jsonl and DIR/schema.json, the schema derived from the data.

  gql convert ../shared/data/movies/movies.cypher --out examples/movies
  gql convert --recordings ../shared/data/text2cypher-movies/questions.csv --out recorded.jsonl`,
		Args: cobra.ExactArgs(1),
		RunE: func(cmd *cobra.Command, args []string) error {
			if out == "" {
				return fmt.Errorf("--out is required")
			}
			if recordings {
				return convertRecordings(cmd, args[0], out)
			}
			g, cons, err := graph.ReadCypherScript(args[0])
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
	return c
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
