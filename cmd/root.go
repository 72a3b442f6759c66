// Package cmd is gql's command line. It only parses flags and calls the
// library packages; each subcommand lives in its own file as a constructor,
// and NewRoot assembles them, so every run (and every test) starts from fresh
// flag values instead of state left in package variables.
package cmd

import (
	"github.com/spf13/cobra"
)

// NewRoot builds the whole command tree.
func NewRoot() *cobra.Command {
	root := &cobra.Command{
		Use:   "gql",
		Short: "Translate English questions into Cypher, Gremlin and SPARQL",
		Long: `gql compiles a question in English into a graph query for Neo4j (Cypher),
JanusGraph / TinkerPop Gremlin Server (Gremlin) or Apache Jena Fuseki (SPARQL).

With no flags it works offline on the bundled movies example:

  gql translate "Who directed The Matrix?"
  gql translate --target all "How many movies did Tom Hanks act in?"`,
		SilenceUsage:  true,
		SilenceErrors: true,
	}
	root.AddCommand(newTranslateCmd(), newBatchCmd(), newBenchCmd(), newCheckCmd(), newLinkCmd(),
		newExecCmd(), newLoadCmd(), newSchemaCmd(), newConvertCmd(), newShotsCmd(), newServeCmd(), newMCPCmd(), newConfigCmd())
	root.PersistentFlags().String("config", "", "deployment config file (default: $GQL_CONFIG, ./gql.yaml, or $XDG_CONFIG_HOME/gql/gql.yaml; docs/config.md)")
	return root
}
