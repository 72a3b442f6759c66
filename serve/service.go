package serve

import (
	"context"
	"errors"
	"fmt"
	"strings"

	"github.com/gql-dev/gql/backends"
	"github.com/gql-dev/gql/critic"
	"github.com/gql-dev/gql/lang"
	"github.com/gql-dev/gql/schema"
)

// The methods below are the API for callers other than HTTP (the MCP
// tools): the same backends, limits and answerer as the routes.

// ErrBusy is returned when --max-concurrent translations are in progress.
var ErrBusy = errors.New("the server is busy: the most translations it runs at once are in progress; retry in a second")

// Translate answers req as /v1/translate does, or as /v1/ask with ask.
// Errors are the caller's (a bad request) or ErrBusy; a timeout comes back
// as the context's error.
func (s *Server) Translate(ctx context.Context, req Request, ask bool) (*Response, error) {
	j, err := s.plan(req, ask)
	if err != nil {
		return nil, err
	}
	release, err := s.slot()
	if err != nil {
		return nil, err
	}
	ctx, cancel := context.WithTimeout(ctx, s.opt.Timeout)
	defer cancel()
	resp := s.runBounded(ctx, j, release)
	if err := ctx.Err(); err != nil {
		return nil, fmt.Errorf("the request took longer than %s: %w", s.opt.Timeout, err)
	}
	return resp, nil
}

func (s *Server) slot() (func(), error) {
	select {
	case s.sem <- struct{}{}:
		return func() { <-s.sem }, nil
	default:
		return nil, ErrBusy
	}
}

// Check runs the static critic on a query against a backend's schema
// (default: the first backend), as /v1/check does; ErrBusy when
// --max-concurrent requests are in progress.
func (s *Server) Check(req CheckRequest) (*CheckResponse, error) {
	l, err := lang.Parse(req.Target)
	if err != nil {
		return nil, err
	}
	if strings.TrimSpace(req.Query) == "" {
		return nil, errors.New("the query is empty")
	}
	deps, err := s.choose([]string{req.Backend})
	if err != nil {
		return nil, err
	}
	b, err := deps[0].get(context.Background())
	if err != nil {
		return nil, err
	}
	d := deps[0]
	// The critic parses the query: CPU and memory like a translation's,
	// so it takes a slot of the same bound (the probe's two 10k-bracket
	// checks held 1.2 GB outside it).
	release, err := s.slot()
	if err != nil {
		return nil, err
	}
	defer release()
	rep := critic.Run(l, req.Query, b.Schema)
	return &CheckResponse{Report: rep, OK: rep.OK(), Backend: d.name}, nil
}

// Schema is a backend's schema (default: the first backend).
func (s *Server) Schema(backend string) (*schema.Schema, string, error) {
	deps, err := s.choose([]string{backend})
	if err != nil {
		return nil, "", err
	}
	b, err := deps[0].get(context.Background())
	if err != nil {
		return nil, "", err
	}
	return b.Schema, deps[0].name, nil
}

// Backends describes every backend, as /v1/backends does.
func (s *Server) Backends() []BackendInfo {
	out := make([]BackendInfo, len(s.deps))
	for i, d := range s.deps {
		out[i] = d.info()
	}
	return out
}

// QueryResult is a query someone else wrote, run read-only.
type QueryResult struct {
	Backend   string         `json:"backend"`
	Server    string         `json:"server"`
	Columns   []string       `json:"columns"`
	Rows      [][]any        `json:"rows"`
	Truncated bool           `json:"truncated,omitempty"`
	Report    *critic.Report `json:"report"`
}

// RunQuery runs a query written elsewhere on the first chosen backend with
// a server for its language: the critic reads it first and anything it
// cannot fully read or that may write is refused before sending (the
// executor's guard refuses it again); rows are capped at the server's
// --max-rows (or maxRows when lower) and time at --timeout.
func (s *Server) RunQuery(ctx context.Context, backend, target, query string, maxRows int) (*QueryResult, error) {
	l, err := lang.Parse(target)
	if err != nil {
		return nil, err
	}
	if strings.TrimSpace(query) == "" {
		return nil, errors.New("the query is empty")
	}
	var names []string
	if backend != "" {
		names = []string{backend}
	}
	deps, err := s.choose(names)
	if err != nil {
		return nil, err
	}
	var d *deployment
	for _, c := range deps {
		if c.runs(l) {
			d = c
			break
		}
	}
	if d == nil {
		return nil, fmt.Errorf("no chosen backend has a server for %s", l)
	}
	b, err := d.get(ctx)
	if err != nil {
		return &QueryResult{Backend: d.name, Server: d.kinds[l]}, err
	}
	rep := critic.Run(l, query, b.Schema)
	if !rep.OK() {
		return &QueryResult{Backend: d.name, Report: rep}, fmt.Errorf("refused before sending: %s", refusal(rep))
	}
	limit := s.opt.MaxRows
	if maxRows > 0 && maxRows < limit {
		limit = maxRows
	}
	release, err := s.slot()
	if err != nil {
		return nil, err
	}
	defer release()
	x := b.Executors[l]
	res, err := x.Exec(ctx, query, backends.ExecOptions{Timeout: s.opt.Timeout, Limit: limit})
	if err != nil {
		return &QueryResult{Backend: d.name, Server: string(x.Backend()), Report: rep}, err
	}
	out := &QueryResult{Backend: d.name, Server: string(x.Backend()), Columns: res.Columns, Rows: [][]any{}, Truncated: res.Truncated, Report: rep}
	for _, row := range res.Rows {
		r := make([]any, len(row))
		for i, v := range row {
			r[i] = v.Go()
		}
		out.Rows = append(out.Rows, r)
	}
	return out, nil
}

func refusal(rep *critic.Report) string {
	if !rep.Parsed {
		return "the query does not parse"
	}
	var msgs []string
	for _, d := range rep.Diagnostics {
		if d.Severity.String() == "error" {
			msgs = append(msgs, d.String())
		}
	}
	if !rep.ReadOnly {
		msgs = append([]string{"the query may write"}, msgs...)
	}
	return strings.Join(msgs, "; ")
}
