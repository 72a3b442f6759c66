package cmd

import (
	"fmt"
	"time"

	"github.com/spf13/cobra"

	"github.com/gql-dev/gql/backends"
	"github.com/gql-dev/gql/examples"
	"github.com/gql-dev/gql/lang"
	"github.com/gql-dev/gql/schema"
)

// newSchemaCmd builds `gql schema`.
func newSchemaCmd() *cobra.Command {
	var sf serverFlags
	var asJSON, refresh bool
	var sample, samples int
	var timeout time.Duration
	var format, bundled string
	var annotate bool
	var vocab string
	c := &cobra.Command{
		Use:   "schema --backend B [--uri U] [--json] | --schema S [--annotate]",
		Short: "Introspect a server's schema (cached per endpoint) and print it",
		Long: `schema reads labels, edge types with their endpoint labels, properties with
types and sample values, and (Neo4j) constraints from a real server, using only
the query language and built-in procedures, sampling at most --sample elements
per label or edge type. The result is cached under $XDG_CACHE_HOME/gql/schema
with the server's marker (its label and edge-type names and counts): a cached
schema is used only while the server's marker is unchanged, so after gql load
of another graph the new schema is read without --refresh. --refresh reads
the server regardless. --schema reads a bundled example, an
example directory or a schema.json instead of a server.

--annotate writes a skeleton annotations file (YAML) for the schema: every
label, edge type and property with empty synonyms and description, to fill in
with your users' words and pass as --annotations to translate, batch and link
(docs/linking.md).

--vocab reads an RDF store whose classes and properties live under a
vocabulary of their own (gql's loader uses http://example.org/<dataset>/);
the schema it writes with --json keeps that vocabulary, so translate --schema
with that file writes SPARQL in it.

  gql schema --backend neo4j
  gql schema --backend fuseki --json
  gql schema --backend fuseki --uri http://127.0.0.1:3030/rel_clinic --vocab http://valuenet/ontop/ --json > clinic.json
  gql schema --backend neo4j --annotate > annotations.yaml
  gql schema --schema company --annotate`,
		Args: cobra.NoArgs,
		RunE: func(cmd *cobra.Command, args []string) error {
			var s *schema.Schema
			var b backends.Backend
			var uri string
			if bundled != "" {
				if cmd.Flags().Changed("backend") || sf.uri != "" {
					return withStatus(exitUsage, fmt.Errorf("--schema reads a schema without a server: drop --backend/--uri"))
				}
				var err error
				if s, _, err = examples.Resolve(bundled); err != nil {
					return withStatus(exitUsage, err)
				}
				b, uri = backends.Neo4j, bundled
			} else {
				var err error
				if b, uri, err = sf.resolve(cmd); err != nil {
					return err
				}
				ctx, cancel := interruptible()
				defer cancel()
				if vocab != "" && b != backends.Fuseki {
					return withStatus(exitUsage, fmt.Errorf("--vocab names an RDF vocabulary: it applies to --backend fuseki only"))
				}
				// A vocabulary of the user's own is not part of the cache's
				// key, so such a read neither uses nor leaves a cached copy.
				s, err = backends.Introspect(ctx, uri, sf.auth(backends.Options{Backend: b, Vocab: vocab}),
					backends.IntrospectOptions{Sample: sample, Timeout: timeout, Refresh: refresh, NoCache: vocab != ""})
				if err != nil {
					return withStatus(exitFailed, err)
				}
			}
			if annotate {
				_, err := cmd.OutOrStdout().Write(schema.AnnotationSkeleton(s))
				return err
			}
			var err error
			if asJSON {
				out, err := s.Marshal()
				if err != nil {
					return err
				}
				_, err = cmd.OutOrStdout().Write(out)
				return err
			}
			l := b.Lang()
			if format != "" {
				if l, err = lang.Parse(format); err != nil {
					return err
				}
			}
			switch l {
			case lang.Cypher:
				fmt.Fprint(cmd.OutOrStdout(), s.RenderCypher(samples))
			case lang.Gremlin:
				fmt.Fprint(cmd.OutOrStdout(), s.RenderGremlin(samples))
			case lang.SPARQL:
				fmt.Fprint(cmd.OutOrStdout(), s.RenderSPARQL(samples))
			default:
				return fmt.Errorf("no rendering for %s", l)
			}
			fmt.Fprintf(cmd.OutOrStdout(), "# %s at %s, fingerprint %s\n", b, uri, s.Fingerprint())
			return nil
		},
	}
	sf.register(c)
	c.Flags().BoolVar(&asJSON, "json", false, "print the schema file form (JSON)")
	c.Flags().BoolVar(&refresh, "refresh", false, "ignore the cached schema and read the server again")
	c.Flags().IntVar(&sample, "sample", 1000, "elements sampled per label or edge type")
	c.Flags().IntVar(&samples, "samples", 2, "sample values shown per property in the text form")
	c.Flags().DurationVar(&timeout, "timeout", 30*time.Second, "timeout of each introspection query")
	c.Flags().StringVar(&format, "format", "", "text rendering: cypher, gremlin or sparql (default: the backend's language)")
	c.Flags().StringVar(&bundled, "schema", "", "read a bundled example, example directory or schema.json instead of a server")
	c.Flags().StringVar(&vocab, "vocab", "", "RDF vocabulary base of the Fuseki dataset's classes and properties (default: http://example.org/<dataset>/, gql's loader's)")
	c.Flags().BoolVar(&annotate, "annotate", false, "write a skeleton annotations file (YAML) for the schema to standard output")
	return c
}
