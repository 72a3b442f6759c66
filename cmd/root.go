// Package cmd is gql's command line. It only parses flags and calls the
// library packages; each subcommand lives in its own file as a constructor,
// and NewRoot assembles them, so every run (and every test) starts from fresh
// flag values instead of state left in package variables.
package cmd

import (
	"errors"
	"fmt"
	"io"

	"github.com/spf13/cobra"

	"github.com/gql-dev/gql/redact"
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

// exitError carries an exit status through cobra without printing usage.
type exitError struct {
	code int
	err  error
}

func (e *exitError) Error() string {
	if e.err == nil {
		return ""
	}
	return e.err.Error()
}

// withStatus makes a command fail with the given exit status; a nil err exits
// quietly (e.g. `gql check` that already printed its findings).
func withStatus(code int, err error) error { return &exitError{code: code, err: err} }

// Main runs the command line with the given arguments (without the program
// name) and streams, and returns the process exit status.
func Main(args []string, stdin io.Reader, stdout, stderr io.Writer) int {
	root := NewRoot()
	root.SetArgs(args)
	root.SetIn(stdin)
	root.SetOut(stdout)
	root.SetErr(stderr)
	if err := root.Execute(); err != nil {
		// Every command's error ends here: a URI quoted anywhere on the
		// way (a --backend value, a driver's message) loses its
		// credentials before it reaches the terminal or a CI log.
		var ee *exitError
		if errors.As(err, &ee) {
			if ee.err != nil {
				fmt.Fprintln(stderr, "gql:", redact.Text(ee.err.Error()))
			}
			return ee.code
		}
		fmt.Fprintln(stderr, "gql:", redact.Text(err.Error()))
		return 2
	}
	return 0
}
