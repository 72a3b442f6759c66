package cmd

import (
	"encoding/json"
	"errors"
	"fmt"
	"time"

	"github.com/spf13/cobra"

	"github.com/gql-dev/gql/backends"
	"github.com/gql-dev/gql/critic"
)

// serverFlags are the --backend and --uri flags every server command shares.
type serverFlags struct {
	backend string
	uri     string
	// ep is the resolved server, with credentials from the config.
	ep backends.Endpoint
}

func (f *serverFlags) register(c *cobra.Command) {
	c.Flags().StringVarP(&f.backend, "backend", "b", "neo4j", "server: neo4j, gremlin, janusgraph, fuseki, KIND=URI or a URI")
	c.Flags().StringVar(&f.uri, "uri", "", "server URI (default: where scripts/servers starts the backend)")
}

func (f *serverFlags) resolve(c *cobra.Command) (backends.Backend, string, error) {
	spec := f.backend
	if f.uri != "" {
		spec = f.backend + "=" + f.uri
	}
	look, err := lookup(c)
	if err != nil {
		return "", "", err
	}
	ep, err := backends.ResolveOne(spec, look)
	if err != nil {
		return "", "", withStatus(exitUsage, err)
	}
	if ep.Backend == "" {
		return "", "", withStatus(exitUsage, fmt.Errorf("--backend %q: name the kind of server (neo4j, gremlin, janusgraph, fuseki)", f.backend))
	}
	f.ep = ep
	return ep.Backend, ep.URI, nil
}

// auth adds the server's credentials (from the config) to opt.
func (f *serverFlags) auth(opt backends.Options) backends.Options {
	opt.User, opt.Password = f.ep.User, f.ep.Password
	return opt
}

// newExecCmd builds `gql exec`.
func newExecCmd() *cobra.Command {
	var sf serverFlags
	var timeout time.Duration
	var limit int
	var asJSON bool
	c := &cobra.Command{
		Use:   "exec --backend B [--uri U] 'query'",
		Short: "Run a read-only query on a real server and print the normalised table",
		Long: `exec runs one query read-only (Neo4j read access mode, Gremlin through the
read-only traversal source, SPARQL on the query endpoint), refusing writes before
they are sent, with a timeout and a row limit. Nodes print as their key property
(Movie.title, Person.name), as every backend's results are normalised alike.

  gql exec --backend neo4j 'MATCH (m:Movie) RETURN m LIMIT 3'
  gql exec --backend janusgraph --json "g.V().hasLabel('Person').limit(2).values('name')"

Exit status 1 when the query fails; the message names its class (syntax,
semantic, runtime, connection, refused) and, where the server gives one, its
line and column.`,
		Args: cobra.ExactArgs(1),
		RunE: func(cmd *cobra.Command, args []string) error {
			b, uri, err := sf.resolve(cmd)
			if err != nil {
				return err
			}
			ctx, cancel := interruptible()
			defer cancel()
			opt := sf.auth(backends.Options{Backend: b, Guard: critic.ReadOnlyGuard})
			// The cached schema names each label's key; without one, nodes
			// reduce by name/title/id.
			if s, err := backends.Introspect(ctx, uri, opt, backends.IntrospectOptions{}); err == nil {
				opt.Schema = s
			}
			x, err := backends.Open(ctx, uri, opt)
			if err != nil {
				return withStatus(exitFailed, err)
			}
			defer x.Close()
			res, err := x.Exec(ctx, args[0], backends.ExecOptions{Timeout: timeout, Limit: limit})
			if err != nil {
				var be *backends.Error
				if errors.As(err, &be) && asJSON {
					json.NewEncoder(cmd.OutOrStdout()).Encode(map[string]any{"error": be.Diagnostic(args[0]), "class": be.Class})
					return withStatus(exitFailed, nil)
				}
				return withStatus(exitFailed, err)
			}
			if asJSON {
				enc := json.NewEncoder(cmd.OutOrStdout())
				enc.SetEscapeHTML(false)
				return enc.Encode(res)
			}
			fmt.Fprint(cmd.OutOrStdout(), res.Text())
			return nil
		},
	}
	sf.register(c)
	c.Flags().DurationVar(&timeout, "timeout", 10*time.Second, "stop the query after this long (on the server too)")
	c.Flags().IntVar(&limit, "limit", 1000, "read at most this many rows (negative: up to the hard maximum of 100000)")
	c.Flags().BoolVar(&asJSON, "json", false, "print {columns, rows} as JSON")
	return c
}
