// Package serve is gql as a service for a team: an HTTP JSON API
// (translate, ask, check, schema), a server-rendered web page, Prometheus
// metrics and an OpenAPI description, with bearer tokens, request limits
// and graceful shutdown. The command line (`gql serve`) only maps its flags
// into Options; Go programs can mount Server.Handler in their own server.
package serve

import (
	"context"
	"crypto/sha256"
	"crypto/tls"
	"errors"
	"fmt"
	"log/slog"
	"net"
	"net/http"
	"os"
	"strings"
	"time"

	"github.com/gql-dev/gql"
	"github.com/gql-dev/gql/redact"
	"github.com/gql-dev/gql/shots"
)

// Backend is one graph clients can pick: a name and the compiler setup that
// serves it. A setup with servers executes queries on them (read-only);
// one without translates offline against its schema.
type Backend struct {
	// Name is how requests and the page select it (the --backend value or
	// a configured name). A URI in it is shown, and selected, redacted
	// (redact.Text): the name is on the open /readyz, in every result and
	// in the log, so credentials typed into it must not be.
	Name  string
	Setup gql.Setup
}

// Answerer turns the rows of an executed query into an answer in words.
// /v1/ask and the page call it when one is configured.
type Answerer interface {
	Answer(ctx context.Context, question string, tr *gql.Translation, rows *gql.Table) (string, error)
}

// Options configure a Server. Zero values take the defaults below.
type Options struct {
	// Backends are the graphs served, in the order the page lists them; at
	// least one.
	Backends []Backend
	// Tokens are the accepted bearer tokens; none leaves the service open
	// (fine on loopback, logged as a warning elsewhere). A review made with
	// one is recorded as "token #N" (its place in this list).
	Tokens []string
	// Users are named tokens, accepted like Tokens; a review made with one
	// is recorded under its name.
	Users []User
	// MaxBody is the largest request body in bytes (default 1 MiB).
	MaxBody int64
	// MaxConcurrent bounds translations in progress; a request beyond it is
	// answered 503 with Retry-After at once rather than queued (default 16).
	MaxConcurrent int
	// MaxRows is the most rows a response carries (default 1000).
	MaxRows int
	// Timeout bounds one request's work (default 60s); past it the answer
	// is 504.
	Timeout time.Duration
	// ShutdownTimeout is how long shutdown waits for requests in flight
	// (default Timeout + 5s).
	ShutdownTimeout time.Duration
	// Shots is the shot store shared by every backend: a path, "" for the
	// default location, an etcd URL (etcd://host:port/prefix, shared by
	// replicas), "off" for none. Each Setup's own Shots is ignored: a
	// file's lock admits one opener.
	Shots string
	// ShotsWait bounds waiting for the store at start (default
	// shots.DefaultLockTimeout); ShotsUser and ShotsPassword authenticate
	// to an etcd store (empty: GQL_ETCD_USER and GQL_ETCD_PASSWORD).
	ShotsWait                time.Duration
	ShotsUser, ShotsPassword string
	// RequireAgreement refuses, on every backend, a model's answer the
	// offline plan does not corroborate (gql.Config.RequireAgreement).
	RequireAgreement bool
	// Answerer answers in words on /v1/ask and the page; nil: no answer.
	Answerer Answerer
	// Logger receives one structured line per request (default: JSON on
	// stderr).
	Logger *slog.Logger
	// TLSCert and TLSKey are PEM files; with both, Serve speaks HTTPS
	// (TLS 1.2 or later) and the page's cookie is Secure.
	TLSCert, TLSKey string
	// Mounts add handlers of other packages (the MCP endpoint) behind the
	// same tokens, body limit, metrics and logs.
	Mounts []Mount
	// Attach builds mounts that need the server itself (the MCP endpoint
	// calls its Translate, Check and RunQuery); called once by New.
	Attach func(*Server) []Mount
}

// Mount is a handler served under Pattern (a net/http pattern such as
// "/mcp", any method); Name labels its metrics and log lines. Describe it
// in openapi.json when it is part of the API.
type Mount struct {
	Pattern string
	Name    string
	Handler http.Handler
}

func (o Options) withDefaults() Options {
	if o.MaxBody <= 0 {
		o.MaxBody = 1 << 20
	}
	if o.MaxConcurrent <= 0 {
		o.MaxConcurrent = 16
	}
	if o.MaxRows <= 0 {
		o.MaxRows = 1000
	}
	if o.Timeout <= 0 {
		o.Timeout = 60 * time.Second
	}
	if o.ShutdownTimeout <= 0 {
		o.ShutdownTimeout = o.Timeout + 5*time.Second
	}
	if o.Logger == nil {
		o.Logger = slog.New(slog.NewJSONHandler(os.Stderr, nil))
	}
	return o
}

// Server answers the API and the page. Build it with New, serve it with
// Serve or ListenAndServe, and Close it after.
type Server struct {
	opt     Options
	deps    []*deployment
	byName  map[string]*deployment
	store   reviewStore
	sem     chan struct{}
	creds   []cred
	log     *slog.Logger
	metrics *metrics
	routes  []route
	handler http.Handler
	tls     *tls.Config

	// hold, set by tests, runs while a request holds a translation slot, so
	// a test can keep the slot taken for as long as it needs.
	hold func(ctx context.Context)
}

// New builds every backend's compiler (connecting to its servers) and the
// handler.
func New(ctx context.Context, opt Options) (*Server, error) {
	opt = opt.withDefaults()
	if len(opt.Backends) == 0 {
		return nil, errors.New("serve: no backend to serve")
	}
	s := &Server{opt: opt, byName: map[string]*deployment{}, sem: make(chan struct{}, opt.MaxConcurrent), log: opt.Logger}
	// Hashing first gives equal lengths, so the comparison's time does not
	// reveal a token's length either.
	for i, t := range opt.Tokens {
		if t = strings.TrimSpace(t); t != "" {
			s.creds = append(s.creds, cred{sha256.Sum256([]byte(t)), fmt.Sprintf("token #%d", i+1)})
		}
	}
	for _, u := range opt.Users {
		u.Name, u.Token = strings.TrimSpace(u.Name), strings.TrimSpace(u.Token)
		if u.Name == "" || u.Token == "" {
			return nil, errors.New("serve: a user needs a name and a token")
		}
		if _, dup := s.credFor(u.Name); dup {
			return nil, fmt.Errorf("serve: user %q given twice", u.Name)
		}
		s.creds = append(s.creds, cred{sha256.Sum256([]byte(u.Token)), u.Name})
	}
	ok := false
	defer func() {
		if !ok {
			s.Close()
		}
	}()
	if opt.Shots != "off" {
		wait := opt.ShotsWait
		if wait <= 0 {
			wait = shots.DefaultLockTimeout
		}
		st, err := gql.OpenShotsAs(opt.Shots, wait, opt.ShotsUser, opt.ShotsPassword)
		if err != nil {
			return nil, err
		}
		rs, ok := st.(reviewStore)
		if !ok {
			st.Close()
			return nil, fmt.Errorf("serve: the shot store %T cannot list or review shots", st)
		}
		s.store = rs
	}
	for _, b := range opt.Backends {
		if b.Name == "" {
			return nil, errors.New("serve: a backend has no name")
		}
		b.Name = redact.Text(b.Name)
		if s.byName[b.Name] != nil {
			return nil, fmt.Errorf("serve: backend %q given twice", b.Name)
		}
		st := b.Setup
		st.Shots, st.Store = "off", s.store
		st.RequireAgreement = st.RequireAgreement || opt.RequireAgreement
		// Queries run where there is a server: /v1/ask returns their rows,
		// and every answer is verified by running it.
		st.Exec = len(st.Backends) > 0
		// One row past the cap tells a truncated result from one that
		// fits exactly.
		st.ExecOptions.Limit = opt.MaxRows + 1
		if st.ExecOptions.Timeout <= 0 || st.ExecOptions.Timeout > opt.Timeout {
			st.ExecOptions.Timeout = opt.Timeout
		}
		kinds, err := kindsOf(st)
		if err != nil {
			return nil, redact.Error(fmt.Errorf("backend %q: %w", b.Name, err))
		}
		d := &deployment{name: b.Name, setup: st, kinds: kinds}
		if err := d.build(ctx); err != nil {
			// A database that is down is waited out: its languages answer
			// failed with the reason, /readyz names it, and each use tries
			// again. Anything else is a configuration to fix before serving.
			if len(kinds) == 0 || !unreachable(err) {
				// The backends package redacts its own errors; this catches
				// a URI anything else on the way quoted.
				return nil, redact.Error(fmt.Errorf("backend %q: %w", b.Name, err))
			}
			opt.Logger.Warn("backend unreachable: serving without it until it answers", "backend", b.Name, "err", err.Error())
		}
		s.deps = append(s.deps, d)
		s.byName[b.Name] = d
	}
	if (opt.TLSCert == "") != (opt.TLSKey == "") {
		return nil, errors.New("serve: TLS needs both a certificate and a key file")
	}
	if opt.TLSCert != "" {
		// Read now so a bad file is a start-up error, not a failed handshake.
		cert, err := tls.LoadX509KeyPair(opt.TLSCert, opt.TLSKey)
		if err != nil {
			return nil, fmt.Errorf("serve: TLS: %w", err)
		}
		s.tls = &tls.Config{Certificates: []tls.Certificate{cert}, MinVersion: tls.VersionTLS12}
	}
	s.metrics = newMetrics()
	if s.opt.Attach != nil {
		s.opt.Mounts = append(s.opt.Mounts, s.opt.Attach(s)...)
	}
	s.handler = s.buildMux()
	ok = true
	return s, nil
}

// Handler is the whole service: API, page, metrics.
func (s *Server) Handler() http.Handler { return s.handler }

// Close releases the backends' connections and the shot store.
func (s *Server) Close() error {
	var errs []error
	for _, d := range s.deps {
		errs = append(errs, d.close())
	}
	s.deps = nil
	if s.store != nil {
		errs = append(errs, s.store.Close())
		s.store = nil
	}
	return errors.Join(errs...)
}

// ListenAndServe listens on addr and serves until ctx is done, then shuts
// down gracefully (see Serve).
func (s *Server) ListenAndServe(ctx context.Context, addr string) error {
	ln, err := net.Listen("tcp", addr)
	if err != nil {
		return err
	}
	return s.Serve(ctx, ln)
}

// Serve answers on ln until ctx is done. Then it stops accepting
// connections, lets the requests in flight finish (at most
// ShutdownTimeout), and returns; requests still running past the deadline
// are cut off and reported in the error.
func (s *Server) Serve(ctx context.Context, ln net.Listener) error {
	addr := ln.Addr().String()
	if !loopback(ln.Addr()) {
		if len(s.creds) == 0 {
			s.log.Warn("no --token given: anyone who reaches this address can use the service", "addr", addr)
		} else if s.tls == nil {
			s.log.Warn("plain HTTP off loopback: tokens and questions cross the network in clear; use --tls-cert/--tls-key or a TLS proxy", "addr", addr)
		}
	}
	hs := &http.Server{
		Handler:           s.handler,
		ReadHeaderTimeout: 10 * time.Second,
		ReadTimeout:       30 * time.Second,
		// The work is bounded by Timeout; the margin is for writing.
		WriteTimeout: s.opt.Timeout + 30*time.Second,
		IdleTimeout:  2 * time.Minute,
		ErrorLog:     slog.NewLogLogger(s.log.Handler(), slog.LevelWarn),
		TLSConfig:    s.tls,
	}
	names := make([]string, len(s.deps))
	for i, d := range s.deps {
		names[i] = d.name
	}
	s.log.Info("serving", "addr", addr, "backends", names, "auth", len(s.creds) > 0, "tls", s.tls != nil,
		"max_concurrent", s.opt.MaxConcurrent, "max_rows", s.opt.MaxRows, "timeout", s.opt.Timeout.String())
	errc := make(chan error, 1)
	go func() {
		if s.tls != nil {
			errc <- hs.ServeTLS(ln, "", "")
		} else {
			errc <- hs.Serve(ln)
		}
	}()
	select {
	case err := <-errc:
		return err
	case <-ctx.Done():
	}
	s.log.Info("shutting down: finishing requests in flight", "deadline", s.opt.ShutdownTimeout.String())
	sctx, cancel := context.WithTimeout(context.Background(), s.opt.ShutdownTimeout)
	defer cancel()
	if err := hs.Shutdown(sctx); err != nil {
		hs.Close()
		<-errc
		return fmt.Errorf("shutdown: requests still running after %s were cut off: %w", s.opt.ShutdownTimeout, err)
	}
	if err := <-errc; err != nil && !errors.Is(err, http.ErrServerClosed) {
		return err
	}
	s.log.Info("stopped")
	return nil
}

func loopback(a net.Addr) bool {
	if t, ok := a.(*net.TCPAddr); ok {
		return t.IP.IsLoopback()
	}
	return false
}
