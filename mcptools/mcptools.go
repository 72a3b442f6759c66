// Package mcptools offers gql to agents over the Model Context Protocol:
// the tools translate, ask, check, run_query, get_schema and
// list_backends, served on stdio (gql mcp) or streamable HTTP (the /mcp
// route of gql serve), with the official Go SDK. Each tool calls the same
// service as the HTTP API, so the limits, the read-only guard and the
// answers in words are the same.
package mcptools

import (
	"context"
	"encoding/json"
	"fmt"
	"io"
	"net/http"
	"strings"

	"github.com/modelcontextprotocol/go-sdk/mcp"

	"github.com/gql-dev/gql"
	"github.com/gql-dev/gql/lang"
	"github.com/gql-dev/gql/redact"
	"github.com/gql-dev/gql/schema"
	"github.com/gql-dev/gql/serve"
)

// Service is what the tools need; *serve.Server implements it.
type Service interface {
	Translate(ctx context.Context, req serve.Request, ask bool) (*serve.Response, error)
	Check(req serve.CheckRequest) (*serve.CheckResponse, error)
	RunQuery(ctx context.Context, backend, target, query string, maxRows int) (*serve.QueryResult, error)
	Schema(backend string) (*schema.Schema, string, error)
	Backends() []serve.BackendInfo
}

// ShotLister is what list_shots needs: a service with a shot store
// (*serve.Server). Without it the tool is not offered.
type ShotLister interface {
	Shots(state string) ([]serve.ShotEntry, error)
}

// ShotsIn is the input of list_shots.
type ShotsIn struct {
	State string `json:"state,omitempty" jsonschema:"pending (default: answers awaiting a person's review), admitted, negative or all"`
}

// ShotsOut is the output of list_shots.
type ShotsOut struct {
	Shots []serve.ShotEntry `json:"shots"`
}

// Version is reported to clients as the server's version.
var Version = "dev"

// TranslateIn is the input of translate. Targets and backends are lists,
// named as /v1/translate names them; the singular target and backend of
// earlier versions are still read (deprecated).
type TranslateIn struct {
	Question string   `json:"question" jsonschema:"the question in English"`
	Targets  []string `json:"targets,omitempty" jsonschema:"languages to write: cypher, gremlin, sparql or all (default: the languages the backends run, or all)"`
	Backends []string `json:"backends,omitempty" jsonschema:"names of the backends to use (list_backends); default: all. Each target runs on the first of them with a server for its language"`
	Target   string   `json:"target,omitempty" jsonschema:"deprecated: use targets. One language, as an item of targets"`
	Backend  string   `json:"backend,omitempty" jsonschema:"deprecated: use backends. One backend name, as an item of backends"`
}

// AskIn is the input of ask: translate's, and a row cap.
type AskIn struct {
	TranslateIn
	MaxRows int `json:"max_rows,omitempty" jsonschema:"the most rows returned (at most the server's cap)"`
}

// QuestionIn is the input translate and ask shared before they were split;
// kept so Go callers of this package still compile.
//
// Deprecated: use TranslateIn or AskIn.
type QuestionIn = AskIn

// Result is one language's query and, for ask, its rows.
type Result struct {
	Target    string   `json:"target"`
	Backend   string   `json:"backend"`
	Server    string   `json:"server,omitempty" jsonschema:"the server the query ran on; empty when it was only checked statically"`
	Verdict   string   `json:"verdict" jsonschema:"valid, unanswerable or failed"`
	Query     string   `json:"query,omitempty"`
	Reason    string   `json:"reason,omitempty" jsonschema:"why the question is unanswerable or the query failed, or a note on a valid one"`
	Warnings  []string `json:"warnings,omitempty"`
	Columns   []string `json:"columns,omitempty"`
	Rows      [][]any  `json:"rows,omitempty"`
	Truncated bool     `json:"truncated,omitempty"`
	// Confidence and the other answer let an agent weigh the answer as a
	// person reading translate's output would.
	Confidence string           `json:"confidence,omitempty" jsonschema:"agreed, disagreed, model-only, offline-only or unchecked: whether gql's offline compiler, an independent opinion, corroborates the model's answer"`
	Difference string           `json:"difference,omitempty" jsonschema:"how the model's query and the offline plan differ, when they do"`
	Other      *gql.Alternative `json:"other,omitempty" jsonschema:"the answer not chosen when the two disagree"`
}

// QuestionOut is the output of translate and ask.
type QuestionOut struct {
	Question string   `json:"question"`
	Verdict  string   `json:"verdict" jsonschema:"valid when some result answered, else failed when one failed, else unanswerable (gql.Overall)"`
	Results  []Result `json:"results"`
	Answer   string   `json:"answer,omitempty" jsonschema:"ask: the answer in words, from the rows"`
}

// CheckIn is the input of check.
type CheckIn struct {
	Target  string `json:"target" jsonschema:"cypher, gremlin or sparql"`
	Query   string `json:"query"`
	Backend string `json:"backend,omitempty" jsonschema:"whose schema the checks use; default: the first backend"`
}

// Finding is one diagnostic of the critic.
type Finding struct {
	Line     int    `json:"line"`
	Col      int    `json:"col"`
	Severity string `json:"severity"`
	Check    string `json:"check"`
	Summary  string `json:"summary"`
	Detail   string `json:"detail,omitempty"`
	Fix      string `json:"fix,omitempty" jsonschema:"the first suggested fix, e.g. did you mean :Movie?"`
}

// CheckOut is the output of check.
type CheckOut struct {
	OK       bool      `json:"ok" jsonschema:"the query parses, only reads and has no errors: it may be sent to a database"`
	Parsed   bool      `json:"parsed"`
	ReadOnly bool      `json:"read_only"`
	Backend  string    `json:"backend"`
	Findings []Finding `json:"findings"`
}

// RunIn is the input of run_query.
type RunIn struct {
	Target  string `json:"target" jsonschema:"cypher, gremlin or sparql"`
	Query   string `json:"query"`
	Backend string `json:"backend,omitempty" jsonschema:"default: the first backend with a server for the language"`
	MaxRows int    `json:"max_rows,omitempty"`
}

// RunOut is the output of run_query.
type RunOut struct {
	Backend   string   `json:"backend"`
	Server    string   `json:"server"`
	Columns   []string `json:"columns"`
	Rows      [][]any  `json:"rows"`
	Truncated bool     `json:"truncated,omitempty"`
}

// SchemaIn is the input of get_schema.
type SchemaIn struct {
	Backend string `json:"backend,omitempty" jsonschema:"default: the first backend"`
	Format  string `json:"format,omitempty" jsonschema:"json (default), cypher, gremlin or sparql: the schema as a prompt shows it in that language"`
}

// SchemaOut is the output of get_schema: the schema as structured content
// (format json), or the text a prompt shows in one language.
type SchemaOut struct {
	Backend     string         `json:"backend"`
	Name        string         `json:"name"`
	Fingerprint string         `json:"fingerprint"`
	Format      string         `json:"format"`
	Schema      map[string]any `json:"schema,omitempty" jsonschema:"format json: the schema file form (labels, edge_types, constraints)"`
	Text        string         `json:"text,omitempty" jsonschema:"format cypher, gremlin or sparql: the schema as gql shows it to a model for that language"`
}

// BackendsOut is the output of list_backends.
type BackendsOut struct {
	Backends []serve.BackendInfo `json:"backends"`
}

// NewServer is an MCP server with gql's tools over svc. A tool's error
// goes to the agent as text, so every error is redacted on its way out,
// whatever Service is behind the tools.
func NewServer(svc Service) *mcp.Server {
	lister, _ := svc.(ShotLister)
	svc = redacting{svc}
	s := mcp.NewServer(&mcp.Implementation{Name: "gql", Title: "gql: questions to Cypher, Gremlin and SPARQL", Version: Version},
		&mcp.ServerOptions{Instructions: Instructions})
	ro := &mcp.ToolAnnotations{ReadOnlyHint: true}
	mcp.AddTool(s, &mcp.Tool{Name: "translate", Annotations: ro, InputSchema: translateSchema(),
		Description: "Translate an English question into a graph query (Cypher, Gremlin or SPARQL), checked by gql's critic and, where the backend has a server, verified read-only. Unanswerable questions are refused with the reason rather than guessed."},
		func(ctx context.Context, _ *mcp.CallToolRequest, in TranslateIn) (*mcp.CallToolResult, QuestionOut, error) {
			return question(ctx, svc, AskIn{TranslateIn: in}, false)
		})
	mcp.AddTool(s, &mcp.Tool{Name: "ask", Annotations: ro, InputSchema: askSchema(),
		Description: "Answer an English question from the graph: translate it, run the query read-only, and return the rows and an answer in words made only from those rows."},
		func(ctx context.Context, _ *mcp.CallToolRequest, in AskIn) (*mcp.CallToolResult, QuestionOut, error) {
			return question(ctx, svc, in, true)
		})
	mcp.AddTool(s, &mcp.Tool{Name: "check", Annotations: ro, InputSchema: withEnums[CheckIn](map[string][]any{"target": languages}),
		Description: "Check a Cypher, Gremlin or SPARQL query without running it: syntax, read-only, known anti-patterns and the backend's schema (invented labels, properties, reversed edges), with positions and suggested fixes."},
		func(ctx context.Context, _ *mcp.CallToolRequest, in CheckIn) (*mcp.CallToolResult, CheckOut, error) {
			resp, err := svc.Check(serve.CheckRequest{Target: in.Target, Query: in.Query, Backend: in.Backend})
			if err != nil {
				return nil, CheckOut{}, err
			}
			out := CheckOut{OK: resp.OK, Parsed: resp.Parsed, ReadOnly: resp.ReadOnly, Backend: resp.Backend, Findings: []Finding{}}
			for _, d := range resp.Diagnostics {
				f := Finding{Line: d.Pos.Line, Col: d.Pos.Col, Severity: d.Severity.String(), Check: d.Check, Summary: d.Summary, Detail: d.Detail}
				if len(d.Fixes) > 0 {
					f.Fix = d.Fixes[0].Label
				}
				out.Findings = append(out.Findings, f)
			}
			return nil, out, nil
		})
	mcp.AddTool(s, &mcp.Tool{Name: "run_query", Annotations: ro, InputSchema: withEnums[RunIn](map[string][]any{"target": languages}),
		Description: "Run a query read-only on a backend's server, with a row cap and a time limit. A query that may write, or that gql's parsers cannot fully read, is refused before it is sent."},
		func(ctx context.Context, _ *mcp.CallToolRequest, in RunIn) (*mcp.CallToolResult, RunOut, error) {
			res, err := svc.RunQuery(ctx, in.Backend, in.Target, in.Query, in.MaxRows)
			if err != nil {
				return nil, RunOut{}, err
			}
			return nil, RunOut{Backend: res.Backend, Server: res.Server, Columns: nonNil(res.Columns), Rows: res.Rows, Truncated: res.Truncated}, nil
		})
	mcp.AddTool(s, &mcp.Tool{Name: "get_schema", Annotations: ro, InputSchema: withEnums[SchemaIn](map[string][]any{"format": formats}),
		Description: "The graph schema of a backend: node labels, edge types with their domains and ranges, properties with types; as JSON or as the text gql shows a model for one language."},
		func(ctx context.Context, _ *mcp.CallToolRequest, in SchemaIn) (*mcp.CallToolResult, SchemaOut, error) {
			sc, name, err := svc.Schema(in.Backend)
			if err != nil {
				return nil, SchemaOut{}, err
			}
			out := SchemaOut{Backend: name, Name: sc.Name, Fingerprint: sc.Fingerprint(), Format: "json"}
			switch f := strings.ToLower(strings.TrimSpace(in.Format)); f {
			case "", "json":
				raw, err := sc.Marshal()
				if err != nil {
					return nil, SchemaOut{}, err
				}
				// Structured, not JSON inside a string: the agent reads
				// labels and edge types as fields.
				if err := json.Unmarshal(raw, &out.Schema); err != nil {
					return nil, SchemaOut{}, err
				}
			default:
				l, err := lang.Parse(f)
				if err != nil {
					return nil, SchemaOut{}, fmt.Errorf("format %q: want json, cypher, gremlin or sparql", in.Format)
				}
				out.Format = string(l)
				switch l {
				case lang.Cypher:
					out.Text = sc.RenderCypher(2)
				case lang.Gremlin:
					out.Text = sc.RenderGremlin(2)
				default:
					out.Text = sc.RenderSPARQL(2)
				}
			}
			return nil, out, nil
		})
	mcp.AddTool(s, &mcp.Tool{Name: "list_backends", Annotations: ro,
		Description: "The backends this gql serves: name, schema and which servers (languages) each has."},
		func(ctx context.Context, _ *mcp.CallToolRequest, _ struct{}) (*mcp.CallToolResult, BackendsOut, error) {
			return nil, BackendsOut{Backends: svc.Backends()}, nil
		})
	if lister != nil {
		// Read-only on purpose: a review is a person's decision, taken
		// signed in on the page or the API, not an agent's.
		mcp.AddTool(s, &mcp.Tool{Name: "list_shots", Annotations: ro,
			Description: "The shot repository: answers that ran but wait for a person's review (pending), the learned examples (admitted) and the mistakes kept to avoid (negative). Read-only."},
			func(ctx context.Context, _ *mcp.CallToolRequest, in ShotsIn) (*mcp.CallToolResult, ShotsOut, error) {
				list, err := lister.Shots(strings.TrimSpace(in.State))
				if err != nil {
					return nil, ShotsOut{}, redact.Error(err)
				}
				return nil, ShotsOut{Shots: list}, nil
			})
	}
	return s
}

func question(ctx context.Context, svc Service, in AskIn, ask bool) (*mcp.CallToolResult, QuestionOut, error) {
	req := serve.Request{Question: in.Question, MaxRows: in.MaxRows, Targets: in.Targets, Backends: in.Backends}
	// The deprecated singular names add to the lists, so a client that
	// sends both loses neither.
	if in.Target != "" {
		req.Targets = append(req.Targets, in.Target)
	}
	if in.Backend != "" {
		req.Backends = append(req.Backends, in.Backend)
	}
	resp, err := svc.Translate(ctx, req, ask)
	if err != nil {
		return nil, QuestionOut{}, err
	}
	out := QuestionOut{Question: resp.Question, Verdict: string(resp.Verdict), Answer: resp.Answer, Results: []Result{}}
	for _, r := range resp.Results {
		res := Result{Target: string(r.Target), Backend: r.Backend, Server: r.Server, Verdict: string(r.Verdict),
			Query: r.Query, Reason: r.Reason, Warnings: r.Warnings, Truncated: r.Truncated,
			Confidence: string(r.Confidence), Difference: r.Difference, Other: r.Other}
		if r.Rows != nil {
			res.Columns, res.Rows = nonNil(r.Rows.Columns), r.Rows.Rows
			if res.Rows == nil {
				res.Rows = [][]any{}
			}
		}
		out.Results = append(out.Results, res)
	}
	return nil, out, nil
}

func nonNil(s []string) []string {
	if s == nil {
		return []string{}
	}
	return s
}

// Handler serves the tools over streamable HTTP (mount it at /mcp). It is
// stateless and answers with plain JSON: every tool is one request and one
// response, so no stream outlives its request — the HTTP server's
// timeouts, graceful shutdown and any load balancer work as for the API.
func Handler(svc Service) http.Handler {
	s := NewServer(svc)
	return mcp.NewStreamableHTTPHandler(func(*http.Request) *mcp.Server { return s },
		&mcp.StreamableHTTPOptions{Stateless: true, JSONResponse: true})
}

// Serve serves the tools on one stream pair (gql mcp: stdin and stdout)
// until the client closes it or ctx ends.
func Serve(ctx context.Context, svc Service, in io.Reader, out io.Writer) error {
	t := &mcp.IOTransport{Reader: io.NopCloser(in), Writer: nopCloser{out}}
	return NewServer(svc).Run(ctx, t)
}

// redacting passes calls through and redacts the errors coming back.
type redacting struct{ Service }

func (r redacting) Translate(ctx context.Context, req serve.Request, ask bool) (*serve.Response, error) {
	resp, err := r.Service.Translate(ctx, req, ask)
	return resp, redact.Error(err)
}

func (r redacting) Check(req serve.CheckRequest) (*serve.CheckResponse, error) {
	resp, err := r.Service.Check(req)
	return resp, redact.Error(err)
}

func (r redacting) RunQuery(ctx context.Context, backend, target, query string, maxRows int) (*serve.QueryResult, error) {
	res, err := r.Service.RunQuery(ctx, backend, target, query, maxRows)
	return res, redact.Error(err)
}

func (r redacting) Schema(backend string) (*schema.Schema, string, error) {
	sc, name, err := r.Service.Schema(backend)
	return sc, name, redact.Error(err)
}

type nopCloser struct{ io.Writer }

func (nopCloser) Close() error { return nil }
