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

	"github.com/gql-dev/gql/examples"
	"github.com/gql-dev/gql/serve"
)

// newServeCmd builds `gql serve`.
func newServeCmd() *cobra.Command {
	var f compilerFlags
	var af answerFlags
	var opt serve.Options
	var addr, logFormat string
	var tokens []string
	c := &cobra.Command{
		Use:   "serve [--addr HOST:PORT] [--backend B]... [--token T]...",
		Short: "Serve the HTTP API and the web page to a team",
		Long: `serve answers questions over HTTP: a JSON API (POST /v1/translate, /v1/ask,
/v1/check; GET /v1/schema, /v1/backends, /healthz, /metrics, /v1/openapi.json)
and a web page at /. Each --backend is one graph users can pick; a language is
run on the first picked backend with a server for it. Without --backend it
serves the --schema (default: the bundled movies example) offline.

With --token (or GQL_SERVE_TOKENS, comma-separated) every route but /healthz
and /v1/openapi.json needs "Authorization: Bearer <token>"; the page asks for
the token once. SIGINT or SIGTERM stops accepting requests and waits for those
in flight (up to --timeout plus 5s). See docs/serve.md.

  gql serve
  gql serve --backend neo4j --backend gremlin --backend fuseki --token "$TOKEN"
  curl -s localhost:8080/v1/ask -d '{"question":"Who directed The Matrix?"}'`,
		Args: cobra.NoArgs,
		RunE: func(cmd *cobra.Command, args []string) error {
			st, err := f.setup()
			if err != nil {
				return withStatus(2, err)
			}
			if env := os.Getenv("GQL_SERVE_TOKENS"); env != "" {
				for _, t := range strings.Split(env, ",") {
					if t = strings.TrimSpace(t); t != "" {
						tokens = append(tokens, t)
					}
				}
			}
			opt.Tokens = tokens
			opt.Shots = st.Shots
			// /v1/ask and the page always answer in words: the sentence
			// from the rows, or a checked LLM summary with --answer-llm.
			ans, err := af.answerer(st, true)
			if err != nil {
				return withStatus(2, err)
			}
			opt.Answerer = ans
			var h slog.Handler = slog.NewJSONHandler(cmd.ErrOrStderr(), nil)
			if logFormat == "text" {
				h = slog.NewTextHandler(cmd.ErrOrStderr(), nil)
			} else if logFormat != "json" {
				return withStatus(2, fmt.Errorf("--log %q: want json or text", logFormat))
			}
			opt.Logger = slog.New(h)
			// One backend per --backend value, so the page can offer each.
			for _, b := range st.Backends {
				one := st
				one.Backends = []string{b}
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
			ctx, stop := signal.NotifyContext(context.Background(), os.Interrupt, syscall.SIGTERM)
			defer stop()
			s, err := serve.New(ctx, opt)
			if err != nil {
				return withStatus(2, err)
			}
			defer s.Close()
			if err := s.ListenAndServe(ctx, addr); err != nil {
				return withStatus(1, err)
			}
			return nil
		},
	}
	fl := c.Flags()
	fl.StringVar(&addr, "addr", "127.0.0.1:8080", "address to listen on")
	fl.StringArrayVar(&tokens, "token", nil, "accepted bearer token; repeatable (also GQL_SERVE_TOKENS, comma-separated); none: no authentication")
	fl.Int64Var(&opt.MaxBody, "max-body", 1<<20, "largest request body in bytes (larger: 413)")
	fl.IntVar(&opt.MaxConcurrent, "max-concurrent", 16, "translations in progress at once; more are refused with 503 and Retry-After")
	fl.IntVar(&opt.MaxRows, "max-rows", 1000, "most rows in a response (also the backends' read limit)")
	fl.DurationVar(&opt.Timeout, "timeout", 60*time.Second, "time limit of one request (then 504); shutdown waits this plus 5s for requests in flight")
	fl.StringVar(&opt.TLSCert, "tls-cert", "", "PEM certificate file: serve HTTPS (with --tls-key)")
	fl.StringVar(&opt.TLSKey, "tls-key", "", "PEM private key file for --tls-cert")
	fl.StringVar(&logFormat, "log", "json", "log format: json or text (one line per request, on stderr)")
	// The compiler's flags as translate has them, less those serve sets
	// itself: --timeout and --limit are per request here, and queries run
	// whenever a backend has a server.
	var tmp cobra.Command
	f.register(&tmp)
	tmp.Flags().VisitAll(func(fl *pflag.Flag) {
		switch fl.Name {
		case "timeout", "limit", "exec":
			return
		}
		c.Flags().AddFlag(fl)
	})
	af.register(c, true)
	return c
}
