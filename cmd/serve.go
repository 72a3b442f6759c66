package cmd

import (
	"context"
	"fmt"
	"log/slog"
	"os"
	"os/signal"
	"strings"
	"syscall"
	"time"

	"github.com/spf13/cobra"
	"github.com/spf13/pflag"

	"github.com/gql-dev/gql/config"
	"github.com/gql-dev/gql/examples"
	"github.com/gql-dev/gql/mcptools"
	"github.com/gql-dev/gql/serve"
)

// serviceFlags are the flags of the commands that serve others: gql serve
// (HTTP) and gql mcp (stdio).
type serviceFlags struct {
	f         compilerFlags
	af        answerFlags
	opt       serve.Options
	logFormat string
	tokens    []string
	users     []string
	addr      string
}

func (sf *serviceFlags) register(c *cobra.Command, http bool) {
	fl := c.Flags()
	if http {
		fl.StringVar(&sf.addr, "addr", config.DefaultAddr, "address to listen on (also GQL_SERVE_ADDR, serve.addr in the config)")
		fl.StringArrayVar(&sf.tokens, "token", nil, "accepted bearer token; repeatable (also GQL_SERVE_TOKENS, comma-separated); none: no authentication")
		fl.StringArrayVar(&sf.users, "user", nil, "NAME=TOKEN: a named token, accepted like --token; reviews of shots made with it are recorded under NAME; repeatable (also GQL_SERVE_USERS, comma-separated)")
		fl.Int64Var(&sf.opt.MaxBody, "max-body", 1<<20, "largest request body in bytes (larger: 413)")
		fl.StringVar(&sf.opt.TLSCert, "tls-cert", "", "PEM certificate file: serve HTTPS (with --tls-key)")
		fl.StringVar(&sf.opt.TLSKey, "tls-key", "", "PEM private key file for --tls-cert")
	}
	fl.IntVar(&sf.opt.MaxConcurrent, "max-concurrent", 16, "translations in progress at once; more are refused (HTTP: 503 with Retry-After)")
	fl.IntVar(&sf.opt.MaxRows, "max-rows", 1000, "most rows in a response (also the backends' read limit)")
	fl.DurationVar(&sf.opt.Timeout, "timeout", 60*time.Second, "time limit of one request (HTTP: then 504; shutdown waits this plus 5s for requests in flight)")
	fl.StringVar(&sf.logFormat, "log", "json", "log format: json or text (one line per request, on stderr)")
	// The compiler's flags as translate has them, less those set here:
	// --timeout and --limit are per request, and queries run whenever a
	// backend has a server.
	var tmp cobra.Command
	sf.f.register(&tmp)
	tmp.Flags().VisitAll(func(fl *pflag.Flag) {
		switch fl.Name {
		case "timeout", "limit", "exec":
			return
		}
		c.Flags().AddFlag(fl)
	})
	sf.af.register(c, true)
}

// options resolves flags > environment > the deployment config into
// serve.Options and the address; errors are usage errors.
func (sf *serviceFlags) options(c *cobra.Command) (serve.Options, string, error) {
	opt := sf.opt
	st, set, err := sf.f.setup(c)
	if err != nil {
		return opt, "", err
	}
	// serve.backends in the config (the graphs a team's server offers)
	// wins over default_backend; config.Resolve decides.
	st.Backends = set.ServeBackends
	ov := config.Overrides{Addr: sf.flagString(c, "addr", sf.addr), Tokens: sf.tokens}
	if sf.changed(c, "max-rows") {
		ov.MaxRows = &sf.opt.MaxRows
	}
	if sf.changed(c, "max-concurrent") {
		ov.MaxConcurrent = &sf.opt.MaxConcurrent
	}
	if sf.changed(c, "timeout") {
		ov.ServeTimeout = &sf.opt.Timeout
	}
	if sf.changed(c, "max-body") {
		ov.MaxBody = &sf.opt.MaxBody
	}
	file, err := loadConfig(c)
	if err != nil {
		return opt, "", err
	}
	srv := config.Resolve(file, ov)
	opt.Tokens, opt.MaxRows, opt.MaxConcurrent, opt.Timeout, opt.MaxBody = srv.Tokens, srv.MaxRows, srv.MaxConcurrent, srv.ServeTimeout, srv.MaxBody
	opt.Shots, opt.ShotsWait, opt.ShotsUser, opt.ShotsPassword = st.Shots, st.ShotsWait, st.ShotsUser, st.ShotsPassword
	if opt.Users, err = parseUsers(sf.users, os.Getenv("GQL_SERVE_USERS")); err != nil {
		return opt, "", err
	}
	// Asking always answers in words: the sentence from the rows, or a
	// checked LLM summary with --answer-llm.
	ans, err := sf.af.answerer(st, true)
	if err != nil {
		return opt, "", err
	}
	opt.Answerer = ans
	stderr := c.ErrOrStderr()
	var h slog.Handler = slog.NewJSONHandler(stderr, nil)
	if sf.logFormat == "text" {
		h = slog.NewTextHandler(stderr, nil)
	} else if sf.logFormat != "json" {
		return opt, "", fmt.Errorf("--log %q: want json or text", sf.logFormat)
	}
	opt.Logger = slog.New(h)
	// One backend per --backend value, so clients can pick each.
	for _, b := range st.Backends {
		one := st
		one.Backends = []string{b}
		one.Schema, one.Annotations = set.SchemaFor(file, b)
		opt.Backends = append(opt.Backends, serve.Backend{Name: b, Setup: one})
	}
	if len(opt.Backends) == 0 {
		name := st.Schema
		if name == "" {
			name = "movies"
			opt.Logger.Warn("no --backend or --schema given: serving the bundled movies example offline")
		} else if !examples.IsBundled(name) {
			name = "schema"
		}
		opt.Backends = []serve.Backend{{Name: name, Setup: st}}
	}
	return opt, srv.Addr, nil
}

// start builds the server the flags describe (connecting its backends);
// its errors are usage errors.
func (sf *serviceFlags) start(ctx context.Context, c *cobra.Command, attach func(*serve.Server) []serve.Mount) (*serve.Server, string, error) {
	opt, addr, err := sf.options(c)
	if err != nil {
		return nil, "", withStatus(exitUsage, err)
	}
	opt.Attach = attach
	s, err := serve.New(ctx, opt)
	if err != nil {
		return nil, "", withStatus(exitUsage, err)
	}
	return s, addr, nil
}

func (sf *serviceFlags) changed(c *cobra.Command, name string) bool {
	fl := c.Flags().Lookup(name)
	return fl != nil && fl.Changed
}

// flagString is a flag's value only when the user gave it.
func (sf *serviceFlags) flagString(c *cobra.Command, name, v string) string {
	if sf.changed(c, name) {
		return v
	}
	return ""
}

// parseUsers reads --user NAME=TOKEN values and GQL_SERVE_USERS. A
// malformed value is reported by its place, never quoted: it may hold a
// token.
func parseUsers(flags []string, env string) ([]serve.User, error) {
	vals := flags
	if len(vals) == 0 && strings.TrimSpace(env) != "" {
		vals = strings.Split(env, ",")
	}
	var out []serve.User
	for i, v := range vals {
		name, tok, ok := strings.Cut(strings.TrimSpace(v), "=")
		if !ok || strings.TrimSpace(name) == "" || strings.TrimSpace(tok) == "" {
			return nil, fmt.Errorf("--user value %d is not NAME=TOKEN (the value is not shown: it may hold a token)", i+1)
		}
		out = append(out, serve.User{Name: strings.TrimSpace(name), Token: strings.TrimSpace(tok)})
	}
	return out, nil
}

// newServeCmd builds `gql serve`.
func newServeCmd() *cobra.Command {
	var sf serviceFlags
	c := &cobra.Command{
		Use:   "serve [--addr HOST:PORT] [--backend B]... [--token T]...",
		Short: "Serve the HTTP API, the web page and MCP to a team",
		Long: `serve answers questions over HTTP: a JSON API (POST /v1/translate, /v1/ask,
/v1/check; GET /v1/schema, /v1/backends, /healthz, /metrics, /v1/openapi.json),
a web page at /, and the MCP tools of gql mcp over streamable HTTP at /mcp.
Each --backend is one graph users can pick; a language is run on the first
picked backend with a server for it. Without --backend it serves the --schema
(default: the bundled movies example) offline.

With --token (or GQL_SERVE_TOKENS, comma-separated) or --user NAME=TOKEN every
route but /healthz, /readyz and /v1/openapi.json needs "Authorization: Bearer
<token>"; the page asks for the token once and keeps a signed session cookie.
Signed-in users review held answers (GET /v1/shots, POST
/v1/shots/{id}/confirm|reject|remove, or the page's queue); --shots
etcd://host:port/prefix shares the store between replicas. A backend whose
database is down does not stop the server: its languages answer failed and
/readyz says 503 until it returns. SIGINT or SIGTERM stops accepting requests and waits for those
in flight (up to --timeout plus 5s). See docs/serve.md and docs/mcp.md.

  gql serve
  gql serve --backend neo4j --backend gremlin --backend fuseki --token "$TOKEN"
  curl -s localhost:8080/v1/ask -d '{"question":"Who directed The Matrix?"}'`,
		Args: cobra.NoArgs,
		RunE: func(cmd *cobra.Command, args []string) error {
			ctx, stop := signal.NotifyContext(context.Background(), os.Interrupt, syscall.SIGTERM)
			defer stop()
			s, addr, err := sf.start(ctx, cmd, func(s *serve.Server) []serve.Mount {
				return []serve.Mount{{Pattern: "/mcp", Name: "mcp", Handler: mcptools.Handler(s)}}
			})
			if err != nil {
				return err
			}
			defer s.Close()
			if err := s.ListenAndServe(ctx, addr); err != nil {
				return withStatus(exitFailed, err)
			}
			return nil
		},
	}
	sf.register(c, true)
	return c
}

// newMCPCmd builds `gql mcp`.
func newMCPCmd() *cobra.Command {
	var sf serviceFlags
	c := &cobra.Command{
		Use:   "mcp [--backend B]...",
		Short: "Serve gql's tools to an agent over MCP on stdin and stdout",
		Long: `mcp speaks the Model Context Protocol on standard input and output, for an
agent or an MCP client that starts gql as a subprocess. Its tools: translate,
ask (translate, run read-only, answer in words), check (the static critic),
run_query (read-only, bounded; writes are refused before sending), get_schema
and list_backends. The backends, limits and answers are those of gql serve;
logs go to standard error. See docs/mcp.md.

  gql mcp --backend neo4j --backend fuseki
  gql mcp --schema company            # offline: translate and check only`,
		Args: cobra.NoArgs,
		RunE: func(cmd *cobra.Command, args []string) error {
			ctx, stop := signal.NotifyContext(context.Background(), os.Interrupt, syscall.SIGTERM)
			defer stop()
			s, _, err := sf.start(ctx, cmd, nil)
			if err != nil {
				return err
			}
			defer s.Close()
			if err := mcptools.Serve(ctx, s, cmd.InOrStdin(), cmd.OutOrStdout()); err != nil && ctx.Err() == nil {
				return withStatus(exitFailed, err)
			}
			return nil
		},
	}
	sf.register(c, false)
	return c
}
