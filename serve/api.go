package serve

import (
	"context"
	"encoding/json"
	"errors"
	"fmt"
	"log/slog"
	"net/http"
	"strings"

	"github.com/gql-dev/gql"
	"github.com/gql-dev/gql/critic"
	"github.com/gql-dev/gql/lang"
)

// Request is the body of /v1/translate and /v1/ask.
type Request struct {
	Question string `json:"question"`
	// Targets are languages (cypher, gremlin, sparql) or "all"; default:
	// the languages the chosen backends run, or all three offline.
	Targets []string `json:"targets,omitempty"`
	// Backends are the names of the backends to use (GET /v1/backends);
	// default: all. Each target runs on the first chosen backend that has
	// a server for its language.
	Backends []string `json:"backends,omitempty"`
	// Explain adds the trace: grounding, twigs, attempts, findings.
	Explain bool `json:"explain,omitempty"`
	// MaxRows lowers the server's row cap for this request (ask only).
	MaxRows int `json:"max_rows,omitempty"`
}

// Result is one target's translation, as `gql translate --json` prints it,
// with where it ran.
type Result struct {
	*gql.Translation
	// Backend is the name of the backend that served this target.
	Backend string `json:"backend"`
	// Server is the kind of server the query was verified on (neo4j,
	// gremlin, janusgraph, fuseki); empty when it was checked statically.
	Server string `json:"server,omitempty"`
	// Truncated: the query returned more rows than the cap; rows holds the
	// first ones.
	Truncated bool `json:"truncated,omitempty"`
}

// Response is the answer of /v1/translate and /v1/ask.
type Response struct {
	Question string `json:"question"`
	// Verdict is the worst of the results' verdicts.
	Verdict gql.Verdict `json:"verdict"`
	Results []Result    `json:"results"`
	// Answer is the answer in words (ask, with an answerer configured),
	// made from the rows of AnswerFrom's result.
	Answer      string    `json:"answer,omitempty"`
	AnswerFrom  lang.Lang `json:"answer_from,omitempty"`
	AnswerError string    `json:"answer_error,omitempty"`
}

// job is a validated request.
type job struct {
	question string
	targets  []lang.Lang
	pick     map[lang.Lang]*deployment
	explain  bool
	ask      bool
	maxRows  int
}

// plan validates a request; its errors are the client's (400).
func (s *Server) plan(req Request, ask bool) (*job, error) {
	j := &job{question: strings.TrimSpace(req.Question), explain: req.Explain, ask: ask, maxRows: s.opt.MaxRows, pick: map[lang.Lang]*deployment{}}
	if j.question == "" {
		return nil, errors.New("the question is empty")
	}
	if req.MaxRows < 0 {
		return nil, fmt.Errorf("max_rows is %d; want a positive number, at most %d", req.MaxRows, s.opt.MaxRows)
	}
	if req.MaxRows > 0 && req.MaxRows < j.maxRows {
		j.maxRows = req.MaxRows
	}
	deps, err := s.choose(req.Backends)
	if err != nil {
		return nil, err
	}
	seen := map[lang.Lang]bool{}
	for _, t := range req.Targets {
		ls := []lang.Lang{}
		if strings.EqualFold(strings.TrimSpace(t), "all") {
			ls = lang.All
		} else {
			l, err := lang.Parse(t)
			if err != nil {
				return nil, err
			}
			ls = append(ls, l)
		}
		for _, l := range ls {
			if !seen[l] {
				seen[l] = true
				j.targets = append(j.targets, l)
			}
		}
	}
	if len(j.targets) == 0 {
		for _, l := range lang.All {
			for _, d := range deps {
				if d.runs(l) && !seen[l] {
					seen[l] = true
					j.targets = append(j.targets, l)
				}
			}
		}
	}
	if len(j.targets) == 0 {
		j.targets = lang.All
	}
	for _, l := range j.targets {
		j.pick[l] = deps[0]
		for _, d := range deps {
			if d.runs(l) {
				j.pick[l] = d
				break
			}
		}
	}
	return j, nil
}

// choose resolves backend names; none means all.
func (s *Server) choose(names []string) ([]*deployment, error) {
	var out []*deployment
	seen := map[string]bool{}
	for _, n := range names {
		n = strings.TrimSpace(n)
		if n == "" || seen[n] {
			continue
		}
		seen[n] = true
		d := s.byName[n]
		if d == nil {
			return nil, fmt.Errorf("unknown backend %q: this server has %s", n, s.backendNames())
		}
		out = append(out, d)
	}
	if len(out) == 0 {
		out = s.deps
	}
	return s.fresh(out), nil
}

func (s *Server) backendNames() string {
	names := make([]string, len(s.deps))
	for i, d := range s.deps {
		names[i] = fmt.Sprintf("%q", d.name)
	}
	return strings.Join(names, ", ")
}

// run translates for every target; with ask it keeps the rows and asks the
// answerer.
// runBounded runs j and returns when it is done or when ctx ends,
// whichever is first, so the client gets its 504 at --timeout even if some
// step does not watch the context. The slot is released only when the
// work itself ends: abandoned work still counts against --max-concurrent,
// which is what keeps memory bounded. A panic is re-raised here, where the
// handler's recovery answers it.
func (s *Server) runBounded(ctx context.Context, j *job, release func()) *Response {
	type outcome struct {
		resp  *Response
		panic any
	}
	done := make(chan outcome, 1)
	go func() {
		defer release()
		defer func() {
			if p := recover(); p != nil {
				done <- outcome{panic: p}
			}
		}()
		done <- outcome{resp: s.run(ctx, j)}
	}()
	select {
	case o := <-done:
		if o.panic != nil {
			panic(o.panic)
		}
		return o.resp
	case <-ctx.Done():
		return nil
	}
}

func (s *Server) run(ctx context.Context, j *job) *Response {
	if s.hold != nil {
		s.hold(ctx)
	}
	resp := &Response{Question: j.question}
	var verdicts []gql.Verdict
	for _, l := range j.targets {
		if ctx.Err() != nil {
			break
		}
		d := j.pick[l]
		res := Result{Backend: d.name, Server: d.kinds[l]}
		b, err := d.get(ctx)
		if err != nil {
			// Its database is down: this language fails with the reason,
			// and the others are answered as usual.
			res.Translation = &gql.Translation{Question: j.question, Target: l, Verdict: gql.Failed, Reason: err.Error()}
		} else {
			res.Translation = b.Translate(ctx, j.question, l)
		}
		tr := res.Translation
		if tr.Rows != nil && len(tr.Rows.Rows) > j.maxRows {
			tr.Rows.Rows, res.Truncated = tr.Rows.Rows[:j.maxRows], true
		}
		if !j.ask {
			tr.Rows, res.Truncated = nil, false
		}
		if !j.explain {
			tr.Trace = nil
		}
		verdicts = append(verdicts, tr.Verdict)
		s.metrics.translations.WithLabelValues(string(l), d.name, string(tr.Verdict)).Inc()
		resp.Results = append(resp.Results, res)
	}
	resp.Verdict = gql.Overall(verdicts...)
	if j.ask && s.opt.Answerer != nil {
		for _, r := range resp.Results {
			if r.Verdict != gql.Valid || r.Rows == nil {
				continue
			}
			a, err := s.opt.Answerer.Answer(ctx, j.question, r.Translation, r.Rows)
			resp.AnswerFrom = r.Target
			if err != nil {
				resp.AnswerError = err.Error()
			} else {
				resp.Answer = a
			}
			break
		}
	}
	return resp
}

// execute runs a validated job under the concurrency bound and the
// request timeout; page says how errors are shown. It returns nil when it
// has already answered with an error.
func (s *Server) execute(w http.ResponseWriter, r *http.Request, j *job, page bool) *Response {
	release, ok := s.acquire(w, r, page)
	if !ok {
		return nil
	}
	ctx, cancel := context.WithTimeout(r.Context(), s.opt.Timeout)
	defer cancel()
	resp := s.runBounded(ctx, j, release)
	switch {
	case r.Context().Err() != nil:
		// The client went away (or the server was cut off): nobody reads
		// an answer, but metrics and the log say what happened.
		info(r).verdict = "canceled"
		if w, ok := w.(*recorder); ok {
			w.status = 499
		}
		return nil
	case errors.Is(ctx.Err(), context.DeadlineExceeded):
		s.fail(w, r, page, http.StatusGatewayTimeout, "timeout",
			fmt.Sprintf("the request took longer than %s (--timeout)", s.opt.Timeout))
		return nil
	}
	in := info(r)
	in.verdict = string(resp.Verdict)
	targets := make([]string, len(j.targets))
	for i, l := range j.targets {
		targets[i] = string(l)
	}
	in.extra = append(in.extra, slog.Any("targets", targets), slog.Int("question_chars", len(j.question)))
	return resp
}

func (s *Server) handleTranslate(w http.ResponseWriter, r *http.Request) { s.translate(w, r, false) }
func (s *Server) handleAsk(w http.ResponseWriter, r *http.Request)       { s.translate(w, r, true) }

func (s *Server) translate(w http.ResponseWriter, r *http.Request, ask bool) {
	var req Request
	if !s.decode(w, r, &req) {
		return
	}
	j, err := s.plan(req, ask)
	if err != nil {
		s.fail(w, r, false, http.StatusBadRequest, "bad_request", err.Error())
		return
	}
	if resp := s.execute(w, r, j, false); resp != nil {
		writeJSON(w, http.StatusOK, resp)
	}
}

// CheckRequest is the body of /v1/check.
type CheckRequest struct {
	Target string `json:"target"`
	Query  string `json:"query"`
	// Backend names whose schema the schema checks use (default: the
	// first backend).
	Backend string `json:"backend,omitempty"`
}

// CheckResponse is the critic's report.
type CheckResponse struct {
	*critic.Report
	OK      bool   `json:"ok"`
	Backend string `json:"backend"`
}

func (s *Server) handleCheck(w http.ResponseWriter, r *http.Request) {
	var req CheckRequest
	if !s.decode(w, r, &req) {
		return
	}
	resp, err := s.Check(req)
	if errors.Is(err, ErrUnreachable) {
		s.fail(w, r, false, http.StatusServiceUnavailable, "unavailable", err.Error())
		return
	}
	if errors.Is(err, ErrBusy) {
		w.Header().Set("Retry-After", "1")
		s.fail(w, r, false, http.StatusServiceUnavailable, "busy",
			fmt.Sprintf("%d requests are in progress, the most this server runs at once (--max-concurrent); retry in a second", cap(s.sem)))
		return
	}
	if err != nil {
		s.fail(w, r, false, http.StatusBadRequest, "bad_request", err.Error())
		return
	}
	in := info(r)
	in.verdict = "ok"
	if !resp.OK {
		in.verdict = "errors"
	}
	writeJSON(w, http.StatusOK, resp)
}

// BackendInfo describes one backend for clients and the page.
type BackendInfo struct {
	Name        string       `json:"name"`
	Schema      string       `json:"schema"`
	Fingerprint string       `json:"fingerprint"`
	Servers     []ServerInfo `json:"servers"`
	// Down says why the backend's servers cannot be reached; its schema
	// and fingerprint are then unknown when they come from the server.
	Down string `json:"down,omitempty"`
}

// ServerInfo is one server of a backend. Endpoints are not shown: a URI
// may carry credentials.
type ServerInfo struct {
	Kind string    `json:"kind"`
	Lang lang.Lang `json:"lang"`
}

func (d *deployment) info() BackendInfo {
	bi := BackendInfo{Name: d.name, Servers: []ServerInfo{}}
	if b, err := d.current(); b != nil {
		bi.Schema, bi.Fingerprint = b.Schema.Name, b.Schema.Fingerprint()
	} else if err != nil {
		bi.Down = err.Error()
	}
	for _, l := range lang.All {
		if k := d.kinds[l]; k != "" {
			bi.Servers = append(bi.Servers, ServerInfo{Kind: k, Lang: l})
		}
	}
	return bi
}

func (s *Server) handleBackends(w http.ResponseWriter, r *http.Request) {
	out := struct {
		Backends []BackendInfo `json:"backends"`
	}{}
	for _, d := range s.deps {
		out.Backends = append(out.Backends, d.info())
	}
	writeJSON(w, http.StatusOK, out)
}

// handleSchema serves a backend's schema: the schema file form (JSON), or
// with ?format=cypher|gremlin|sparql the text a prompt shows.
func (s *Server) handleSchema(w http.ResponseWriter, r *http.Request) {
	q := r.URL.Query()
	deps, err := s.choose([]string{q.Get("backend")})
	if err != nil {
		s.fail(w, r, false, http.StatusBadRequest, "bad_request", err.Error())
		return
	}
	d := deps[0]
	b, err := d.get(r.Context())
	if err != nil {
		s.fail(w, r, false, http.StatusServiceUnavailable, "unavailable", err.Error())
		return
	}
	sc := b.Schema
	if f := q.Get("format"); f != "" && f != "json" {
		l, err := lang.Parse(f)
		if err != nil {
			s.fail(w, r, false, http.StatusBadRequest, "bad_request", "format: "+err.Error()+", or json")
			return
		}
		var text string
		switch l {
		case lang.Cypher:
			text = sc.RenderCypher(2)
		case lang.Gremlin:
			text = sc.RenderGremlin(2)
		default:
			text = sc.RenderSPARQL(2)
		}
		w.Header().Set("Content-Type", "text/plain; charset=utf-8")
		w.Write([]byte(text))
		return
	}
	raw, err := sc.Marshal()
	if err != nil {
		s.fail(w, r, false, http.StatusInternalServerError, "internal", err.Error())
		return
	}
	writeJSON(w, http.StatusOK, struct {
		BackendInfo
		Schema json.RawMessage `json:"schema"`
	}{d.info(), raw})
}
