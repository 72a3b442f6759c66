package serve

import (
	"context"
	"crypto/rand"
	_ "embed"
	"encoding/hex"
	"encoding/json"
	"errors"
	"fmt"
	"log/slog"
	"net/http"
	"runtime/debug"
	"strings"
	"time"

	"github.com/prometheus/client_golang/prometheus/promhttp"

	"github.com/gql-dev/gql/redact"
)

// route is one entry of the mux; the OpenAPI test checks the document
// against this list.
type route struct {
	method, path string
	// name labels metrics and logs.
	name string
	// open routes need no token.
	open bool
	// page routes answer in HTML and accept the page's session cookie.
	page bool
	h    http.HandlerFunc
}

//go:embed openapi.json
var openapiDoc []byte

const cookieName = "gql_session"

func (s *Server) buildMux() http.Handler {
	s.routes = []route{
		{method: "GET", path: "/", name: "page", page: true, h: s.handlePage},
		{method: "POST", path: "/", name: "page", page: true, h: s.handlePage},
		{method: "POST", path: "/login", name: "login", open: true, page: true, h: s.handleLogin},
		{method: "POST", path: "/logout", name: "logout", open: true, page: true, h: s.handleLogout},
		{method: "POST", path: "/review", name: "review", page: true, h: s.handlePageReview},
		{method: "POST", path: "/v1/translate", name: "translate", h: s.handleTranslate},
		{method: "POST", path: "/v1/ask", name: "ask", h: s.handleAsk},
		{method: "POST", path: "/v1/check", name: "check", h: s.handleCheck},
		{method: "GET", path: "/v1/schema", name: "schema", h: s.handleSchema},
		{method: "GET", path: "/v1/backends", name: "backends", h: s.handleBackends},
		{method: "GET", path: "/v1/shots", name: "shots", h: s.handleShots},
		{method: "POST", path: "/v1/shots/{id}/{action}", name: "review", h: s.handleReview},
		{method: "GET", path: "/v1/openapi.json", name: "openapi", open: true, h: s.handleOpenAPI},
		{method: "GET", path: "/healthz", name: "healthz", open: true, h: s.handleHealth},
		{method: "GET", path: "/readyz", name: "readyz", open: true, h: s.handleReady},
		{method: "GET", path: "/metrics", name: "metrics",
			h: promhttp.HandlerFor(s.metrics.reg, promhttp.HandlerOpts{}).ServeHTTP},
	}
	for _, m := range s.opt.Mounts {
		s.routes = append(s.routes, route{path: m.Pattern, name: m.Name, h: m.Handler.ServeHTTP})
	}
	mux := http.NewServeMux()
	for _, rt := range s.routes {
		p := rt.path
		if p == "/" {
			p = "/{$}" // the page only, not every path
		}
		mux.Handle(strings.TrimSpace(rt.method+" "+p), s.wrap(rt))
	}
	// Anything else gets a JSON 404 or 405 rather than the mux's plain text.
	mux.Handle("/", s.wrap(route{name: "other", open: true, h: s.handleUnknown}))
	return mux
}

// reqInfo carries what the handler learnt back to the wrapper's metrics and
// log line.
type reqInfo struct {
	verdict string
	extra   []slog.Attr
}

type infoKey struct{}

func info(r *http.Request) *reqInfo {
	if i, ok := r.Context().Value(infoKey{}).(*reqInfo); ok {
		return i
	}
	return &reqInfo{}
}

type recorder struct {
	http.ResponseWriter
	status int
	wrote  bool
}

func (r *recorder) WriteHeader(code int) {
	if !r.wrote {
		r.status, r.wrote = code, true
	}
	r.ResponseWriter.WriteHeader(code)
}

// Unwrap lets http.ResponseController reach the connection (flushing a
// stream, deadlines) through the recorder.
func (r *recorder) Unwrap() http.ResponseWriter { return r.ResponseWriter }

// Flush passes through, so streamed responses (server-sent events) are not
// held back by the wrapper.
func (r *recorder) Flush() {
	if f, ok := r.ResponseWriter.(http.Flusher); ok {
		if !r.wrote {
			r.status, r.wrote = http.StatusOK, true
		}
		f.Flush()
	}
}

func (r *recorder) Write(b []byte) (int, error) {
	if !r.wrote {
		r.status, r.wrote = http.StatusOK, true
	}
	return r.ResponseWriter.Write(b)
}

// wrap adds to a route what every request gets: a request id, the body
// limit, the token check, metrics and one log line.
func (s *Server) wrap(rt route) http.Handler {
	return http.HandlerFunc(func(w http.ResponseWriter, r *http.Request) {
		start := time.Now()
		id := requestID()
		w.Header().Set("X-Request-Id", id)
		rec := &recorder{ResponseWriter: w, status: http.StatusOK}
		in := &reqInfo{}
		r = r.WithContext(context.WithValue(r.Context(), infoKey{}, in))
		s.metrics.inflight.Inc()
		defer s.metrics.inflight.Dec()

		switch {
		case r.ContentLength > s.opt.MaxBody:
			s.fail(rec, r, rt.page, http.StatusRequestEntityTooLarge, "too_large",
				fmt.Sprintf("the request body is %d bytes; this server takes at most %d (--max-body)", r.ContentLength, s.opt.MaxBody))
		case !rt.open && !s.authorize(&r, rt.page):
			if rt.page {
				in.verdict = "unauthorized"
				s.renderLogin(rec, r, http.StatusUnauthorized, "")
				break
			}
			rec.Header().Set("WWW-Authenticate", `Bearer realm="gql"`)
			s.fail(rec, r, false, http.StatusUnauthorized, "unauthorized",
				"a valid bearer token is required: send the header Authorization: Bearer <token>")
		default:
			r.Body = http.MaxBytesReader(rec, r.Body, s.opt.MaxBody)
			s.call(rt, rec, r)
		}

		took := time.Since(start)
		verdict := in.verdict
		if verdict == "" {
			verdict = "ok"
		}
		s.metrics.observe(rt.name, rec.status, verdict, took)
		level := slog.LevelInfo
		if rec.status >= 500 {
			level = slog.LevelWarn
		}
		attrs := append([]slog.Attr{
			slog.String("id", id), slog.String("method", r.Method), slog.String("path", r.URL.Path),
			slog.String("route", rt.name), slog.Int("status", rec.status), slog.String("verdict", verdict),
			slog.Duration("took", took), slog.String("remote", r.RemoteAddr),
		}, in.extra...)
		s.log.LogAttrs(r.Context(), level, "request", attrs...)
	})
}

// call runs the handler; a panic is a bug to log with its stack, and
// still a JSON 500 for the client rather than a dropped connection.
func (s *Server) call(rt route, w *recorder, r *http.Request) {
	defer func() {
		if p := recover(); p != nil {
			if p == http.ErrAbortHandler {
				panic(p)
			}
			s.log.Error("panic", "route", rt.name, "panic", fmt.Sprint(p), "stack", string(debug.Stack()))
			if !w.wrote {
				s.fail(w, r, false, http.StatusInternalServerError, "internal", "the server failed on this request; the log has the details")
			} else {
				info(r).verdict = "internal"
			}
		}
	}()
	rt.h(w, r)
}

func requestID() string {
	var b [8]byte
	rand.Read(b[:])
	return hex.EncodeToString(b[:])
}

// authorize checks the bearer token, and on page routes the signed
// session cookie the login form sets, and puts who it is into the
// request's context.
func (s *Server) authorize(r **http.Request, page bool) bool {
	if len(s.creds) == 0 {
		return true
	}
	name, ok := s.signedIn(*r, page)
	if ok {
		*r = (*r).WithContext(context.WithValue((*r).Context(), whoKey{}, name))
	}
	return ok
}

func (s *Server) signedIn(r *http.Request, page bool) (string, bool) {
	if h := r.Header.Get("Authorization"); len(h) > 7 && strings.EqualFold(h[:7], "bearer ") {
		return s.identify(strings.TrimSpace(h[7:]))
	}
	if page {
		if c, err := r.Cookie(cookieName); err == nil {
			return s.session(c.Value, time.Now())
		}
	}
	return "", false
}

// apiError is the one error shape of the API.
type apiError struct {
	Error errorBody `json:"error"`
}

type errorBody struct {
	Code    string `json:"code"`
	Message string `json:"message"`
}

// fail answers an error: JSON on API routes, the page with the message on
// page routes. The code becomes the request's verdict in metrics.
func (s *Server) fail(w http.ResponseWriter, r *http.Request, page bool, status int, code, msg string) {
	info(r).verdict = code
	// Error text may quote what a client sent or a library wrote; a URI
	// in it loses its credentials here, whichever route failed.
	msg = redact.Text(msg)
	if page {
		s.renderPage(w, r, status, &pageData{Error: msg})
		return
	}
	writeJSON(w, status, apiError{errorBody{code, msg}})
}

func writeJSON(w http.ResponseWriter, status int, v any) {
	w.Header().Set("Content-Type", "application/json; charset=utf-8")
	w.Header().Set("X-Content-Type-Options", "nosniff")
	w.WriteHeader(status)
	enc := json.NewEncoder(w)
	enc.SetIndent("", "  ")
	enc.Encode(v)
}

// decode reads a JSON body strictly: unknown fields are errors, so a
// misspelt option is reported instead of silently ignored.
func (s *Server) decode(w http.ResponseWriter, r *http.Request, v any) bool {
	dec := json.NewDecoder(r.Body)
	dec.DisallowUnknownFields()
	err := dec.Decode(v)
	if err == nil && dec.More() {
		err = errors.New("more than one JSON value")
	}
	if err == nil {
		return true
	}
	var mbe *http.MaxBytesError
	if errors.As(err, &mbe) {
		s.fail(w, r, false, http.StatusRequestEntityTooLarge, "too_large",
			fmt.Sprintf("the request body is larger than %d bytes (--max-body)", s.opt.MaxBody))
		return false
	}
	s.fail(w, r, false, http.StatusBadRequest, "bad_request", "invalid JSON body: "+err.Error())
	return false
}

// acquire takes a translation slot, or says the server is full.
func (s *Server) acquire(w http.ResponseWriter, r *http.Request, page bool) (release func(), ok bool) {
	select {
	case s.sem <- struct{}{}:
		return func() { <-s.sem }, true
	default:
	}
	w.Header().Set("Retry-After", "1")
	s.fail(w, r, page, http.StatusServiceUnavailable, "busy",
		fmt.Sprintf("%d translations are in progress, the most this server runs at once (--max-concurrent); retry in a second", cap(s.sem)))
	return nil, false
}

func (s *Server) handleUnknown(w http.ResponseWriter, r *http.Request) {
	var allow []string
	for _, rt := range s.routes {
		if rt.path == r.URL.Path {
			allow = append(allow, rt.method)
		}
	}
	if len(allow) > 0 {
		w.Header().Set("Allow", strings.Join(allow, ", "))
		s.fail(w, r, false, http.StatusMethodNotAllowed, "method_not_allowed",
			fmt.Sprintf("%s %s: this route takes %s", r.Method, r.URL.Path, strings.Join(allow, " or ")))
		return
	}
	s.fail(w, r, false, http.StatusNotFound, "not_found",
		fmt.Sprintf("no route %s; the API is described at /v1/openapi.json", r.URL.Path))
}

func (s *Server) handleHealth(w http.ResponseWriter, r *http.Request) {
	writeJSON(w, http.StatusOK, map[string]string{"status": "ok"})
}

func (s *Server) handleOpenAPI(w http.ResponseWriter, r *http.Request) {
	w.Header().Set("Content-Type", "application/json")
	w.Write(s.openapi())
}

// openapi is openapi.json less the paths this server does not route: a
// Go program that mounts no MCP endpoint must not advertise /mcp.
func (s *Server) openapi() []byte {
	var doc map[string]json.RawMessage
	var paths map[string]json.RawMessage
	if json.Unmarshal(openapiDoc, &doc) != nil || json.Unmarshal(doc["paths"], &paths) != nil {
		return openapiDoc // TestOpenAPIConsistent keeps it readable
	}
	routed := map[string]bool{}
	for _, rt := range s.routes {
		routed[rt.path] = true
	}
	dropped := false
	for p := range paths {
		if !routed[p] {
			delete(paths, p)
			dropped = true
		}
	}
	if !dropped {
		return openapiDoc
	}
	doc["paths"], _ = json.Marshal(paths)
	out, err := json.MarshalIndent(doc, "", "  ")
	if err != nil {
		return openapiDoc
	}
	return out
}
