package cmd

import (
	"fmt"
	"strings"

	"github.com/spf13/cobra"

	"github.com/gql-dev/gql/backends"
	"github.com/gql-dev/gql/examples"
	"github.com/gql-dev/gql/graph"
	"github.com/gql-dev/gql/schema"
)

// newLoadCmd builds `gql load`.
func newLoadCmd() *cobra.Command {
	var sf serverFlags
	var ifNeeded bool
	var batch int
	c := &cobra.Command{
		Use:   "load --backend B [--uri U] [DIR]",
		Short: "Replace a server's data with an example graph (default: the bundled movies)",
		Long: `load clears the server and loads DIR/graph.jsonl (with DIR/schema.json's
constraints) into it:

  neo4j        every node and relationship is deleted, constraints and indexes dropped,
               then parameterised UNWIND batches create the graph and the schema's
               constraints and indexes
  gremlin,     g.V().drop(), then batched addV/addE traversals; list properties are
  janusgraph   stored as Java arrays (see docs/rdf-and-gremlin-mapping.md)
  fuseki       the dataset's default graph is replaced (Graph Store Protocol PUT) by the
               RDF mapping of docs/rdf-and-gremlin-mapping.md, in the vocabulary of the
               dataset's name; a missing dataset is created in memory. With a bare
               --backend fuseki the dataset is the graph's name (/movies, /company)

The endpoint's cached schema (gql schema) is dropped: translate, serve and mcp
read the new graph's schema on their next start (serve within seconds).

  gql load --backend fuseki
  gql load --backend fuseki company              # into http://127.0.0.1:3030/company
  gql load --backend janusgraph --uri ws://127.0.0.1:8183/gremlin examples/movies`,
		Args: cobra.MaximumNArgs(1),
		RunE: func(cmd *cobra.Command, args []string) error {
			b, uri, err := sf.resolve(cmd)
			if err != nil {
				return err
			}
			var g *graph.Graph
			var s *schema.Schema
			if len(args) == 1 {
				s, g, err = examples.Resolve(args[0])
				if err == nil && g == nil {
					err = fmt.Errorf("%s: a schema file has no data to load; give an example directory (graph.jsonl + schema.json) or a bundled example", args[0])
				}
			} else {
				g, s, err = examples.Movies()
			}
			if err != nil {
				// graph and schema errors already read file:line: reason.
				return withStatus(exitFailed, err)
			}
			if b == backends.Fuseki && g.Name != "" && sf.uri == "" && !strings.Contains(sf.backend, "://") && !strings.Contains(sf.backend, "=") {
				// A bare "fuseki" means the default server, not the movies
				// dataset: each example gets the dataset of its own name, so
				// loading one never replaces another.
				if uri, err = backends.FusekiDataset(uri, g.Name); err != nil {
					return withStatus(exitUsage, err)
				}
			}
			ctx, cancel := interruptible()
			defer cancel()
			st, err := backends.Load(ctx, uri, g, s, backends.LoadOptions{Backend: b, IfNeeded: ifNeeded, BatchSize: batch, User: sf.ep.User, Password: sf.ep.Password})
			// The endpoint holds another graph now: its cached schema goes
			// even if the load failed half-way, since the server's data
			// changed either way.
			if ferr := backends.Forget(b, uri, ""); ferr != nil {
				fmt.Fprintf(cmd.ErrOrStderr(), "warning: the cached schema of %s could not be removed (%v); the next introspection reads the server anyway, since its marker changed\n", b, ferr)
			}
			if err != nil {
				return withStatus(exitFailed, err)
			}
			fmt.Fprintln(cmd.OutOrStdout(), st)
			return nil
		},
	}
	sf.register(c)
	c.Flags().BoolVar(&ifNeeded, "if-needed", false, "skip the load when the server already holds as many nodes and edges of each label and type")
	c.Flags().IntVar(&batch, "batch", 500, "nodes or edges per request")
	return c
}
