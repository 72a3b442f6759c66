package backends

import (
	"bufio"
	"bytes"
	"context"
	"encoding/json"
	"errors"
	"fmt"
	"io"
	"math"
	"net/http"
	"net/url"
	"regexp"
	"strconv"
	"strings"
	"time"

	"github.com/knakk/rdf"
	"github.com/knakk/sparql"

	"github.com/gql-dev/gql/redact"
)

// DefaultDataset is the Fuseki dataset used when a URI names none.
const DefaultDataset = "movies"

// fusekiURLs splits a Fuseki URI into the dataset base and its services;
// http://host:3030, http://host:3030/movies and http://host:3030/movies/query
// all name the movies dataset.
type fusekiURLs struct {
	Dataset string // http://host:3030/movies
	Name    string // movies
}

func parseFuseki(uri string) (fusekiURLs, error) {
	u, err := url.Parse(uri)
	if err != nil || u.Host == "" {
		return fusekiURLs{}, fmt.Errorf("bad Fuseki URI %q", uri)
	}
	parts := strings.FieldsFunc(u.Path, func(r rune) bool { return r == '/' })
	if n := len(parts); n > 0 {
		switch parts[n-1] {
		case "query", "sparql", "update", "data", "get":
			parts = parts[:n-1]
		}
	}
	if len(parts) == 0 {
		parts = []string{DefaultDataset}
	}
	u.Path = "/" + strings.Join(parts, "/")
	u.RawQuery, u.Fragment = "", ""
	return fusekiURLs{Dataset: u.String(), Name: parts[len(parts)-1]}, nil
}

func (f fusekiURLs) Query() string  { return f.Dataset + "/query" }
func (f fusekiURLs) Update() string { return f.Dataset + "/update" }
func (f fusekiURLs) Data() string   { return f.Dataset + "/data" }

// VocabFor is the documented RDF vocabulary base of a graph name.
func VocabFor(graphName string) string { return "http://example.org/" + graphName + "/" }

type sparqlExec struct {
	urls  fusekiURLs
	vocab string
	opt   Options
}

func openSPARQL(ctx context.Context, uri string, opt Options) (*sparqlExec, error) {
	f, err := parseFuseki(uri)
	if err != nil {
		return nil, err
	}
	e := &sparqlExec{urls: f, vocab: opt.Vocab, opt: opt}
	if e.vocab == "" {
		e.vocab = VocabFor(f.Name)
	}
	// ASK {} proves the dataset and its query service exist.
	cctx, cancel := context.WithTimeout(ctx, opt.ConnectTimeout)
	defer cancel()
	if _, err := e.query(cctx, "ASK {}", ExecOptions{Timeout: opt.ConnectTimeout, Limit: 1}); err != nil {
		var ee *Error
		if errors.As(err, &ee) && ee.Class != Connection {
			ee.Class = Connection
			ee.Msg = "the dataset's query service does not answer: " + ee.Msg
		}
		return nil, err
	}
	return e, nil
}

func (e *sparqlExec) Backend() Backend { return Fuseki }
func (e *sparqlExec) Endpoint() string { return redact.URI(e.urls.Query()) }
func (e *sparqlExec) Close() error     { return nil }

// sparqlCall is a knakk/sparql request provider carrying our context and
// Fuseki's per-query timeout, so both sides stop a runaway query.
type sparqlCall struct {
	ctx        context.Context
	query      string
	timeout    time.Duration
	user, pass string
}

func (c sparqlCall) GenRequest(endpoint string) (*http.Request, error) {
	form := url.Values{}
	form.Set("query", c.query)
	// Fuseki reads whole seconds here (a decimal is ignored silently).
	secs := int64(math.Ceil(c.timeout.Seconds()))
	if secs < 1 {
		secs = 1
	}
	form.Set("timeout", strconv.FormatInt(secs, 10))
	req, err := http.NewRequestWithContext(c.ctx, http.MethodPost, endpoint, strings.NewReader(form.Encode()))
	if err != nil {
		return nil, err
	}
	req.Header.Set("Content-Type", "application/x-www-form-urlencoded")
	if c.user != "" {
		req.SetBasicAuth(c.user, c.pass)
	}
	// CONSTRUCT and DESCRIBE answer with triples, which come as N-Triples.
	req.Header.Set("Accept", "application/sparql-results+json, application/n-triples;q=0.9")
	return req, nil
}

// Exec sends the query to the dataset's query service only; that service
// cannot run SPARQL Update, so a write is rejected by Fuseki even if the guard
// let it through.
func (e *sparqlExec) Exec(ctx context.Context, q string, opt ExecOptions) (_ *Result, err error) {
	defer func() { err = scrub(err, e.opt.Password) }()
	opt = opt.norm()
	if err := guard(e.opt.Guard, Fuseki, e.Endpoint(), q); err != nil {
		return nil, err
	}
	if err := outsideReach(Fuseki, q); err != nil {
		return nil, &Error{Class: Refused, Backend: Fuseki, Endpoint: e.Endpoint(), Code: "OutsideReach", Msg: err.Error()}
	}
	res, err := e.query(ctx, q, opt)
	if err != nil {
		if isUpdate(q) && ClassOf(err) == Syntax {
			ee := err.(*Error)
			ee.Class = Refused
			ee.Msg = "SPARQL Update is not accepted by the query service: " + ee.Msg
		}
		return nil, err
	}
	if err := e.reduce(ctx, res, opt); err != nil {
		return nil, err
	}
	if res.Empty() {
		res.Notices = sparqlUnknown(e.opt.Schema, e.vocab, q)
	}
	return res, nil
}

var updateKeyword = regexp.MustCompile(`(?i)^\s*(?:(?:PREFIX\s+\S*\s*<[^>]*>|BASE\s*<[^>]*>)\s*)*(INSERT|DELETE|LOAD|CLEAR|DROP|CREATE|ADD|MOVE|COPY|WITH)\b`)

func isUpdate(q string) bool { return updateKeyword.MatchString(stripComments(q)) }

func stripComments(q string) string {
	var b strings.Builder
	for _, line := range strings.Split(q, "\n") {
		if i := strings.Index(line, "#"); i >= 0 && !strings.ContainsAny(line[:i], "<\"'") {
			line = line[:i]
		}
		b.WriteString(line)
		b.WriteByte('\n')
	}
	return b.String()
}

// query posts through knakk/sparql and decodes the JSON results as a stream,
// stopping at the row limit.
func (e *sparqlExec) query(ctx context.Context, q string, opt ExecOptions) (*Result, error) {
	ctx, cancel := context.WithTimeout(ctx, opt.Timeout+time.Second)
	defer cancel()
	repo, err := sparql.NewRepo(e.urls.Query())
	if err != nil {
		return nil, err
	}
	body, err := e.post(repo, sparqlCall{ctx: ctx, query: q, timeout: opt.Timeout, user: e.opt.User, pass: e.opt.Password})
	if err != nil {
		return nil, e.classify(ctx, err, opt.Timeout)
	}
	defer body.Close()
	// Fuseki reports a timeout that strikes mid-stream by appending a line
	// of text to the JSON; keep the tail to recognise it.
	tail := &tailBuffer{max: 4096}
	br := bufio.NewReader(io.TeeReader(body, tail))
	var res *Result
	if first, _ := firstByte(br); first == '{' {
		res, err = decodeResults(br, opt.Limit)
	} else {
		res, err = decodeTriples(br, opt.Limit)
	}
	if err != nil {
		io.Copy(io.Discard, io.LimitReader(br, 4096))
		if isTimeout(ctx, err) || strings.Contains(strings.ToLower(tail.String()), "cancelled due to timeout") {
			return nil, timeoutError(Fuseki, e.Endpoint(), opt.Timeout, err)
		}
		return nil, &Error{Class: Runtime, Backend: Fuseki, Endpoint: e.Endpoint(), Msg: "reading results: " + err.Error(), Err: err}
	}
	return res, nil
}

// tailBuffer keeps the last max bytes written to it.
type tailBuffer struct {
	max int
	b   []byte
}

func (t *tailBuffer) Write(p []byte) (int, error) {
	t.b = append(t.b, p...)
	if over := len(t.b) - t.max; over > 0 {
		t.b = append(t.b[:0], t.b[over:]...)
	}
	return len(p), nil
}

func (t *tailBuffer) String() string { return string(t.b) }

// post sends through knakk/sparql. The request carries our context, so the
// connect and read deadlines hold although the library's Repo uses
// http.DefaultClient (its Timeout option would change that client for the
// whole process).
func (e *sparqlExec) post(repo *sparql.Repo, call sparqlCall) (io.ReadCloser, error) {
	body, err := repo.QueryWithoutParsing(call)
	if err != nil {
		if m := knakkStatus.FindStringSubmatch(err.Error()); m != nil {
			code, _ := strconv.Atoi(m[1])
			return nil, &httpError{status: code, body: strings.TrimSpace(m[2])}
		}
		return nil, err
	}
	return body, nil
}

// knakkStatus reads the status and body knakk/sparql puts in its error text.
var knakkStatus = regexp.MustCompile(`(?s)SPARQL request failed: (\d{3})[^.]*\.\s*(?:Response body: \n)?(.*)`)

type httpError struct {
	status int
	body   string
}

func (h *httpError) Error() string { return fmt.Sprintf("HTTP %d: %s", h.status, h.body) }

func (e *sparqlExec) classify(ctx context.Context, err error, timeout time.Duration) error {
	var he *httpError
	if errors.As(err, &he) {
		out := &Error{Backend: Fuseki, Endpoint: e.Endpoint(), Code: "HTTP " + strconv.Itoa(he.status), Msg: he.body, Err: err}
		out.Line, out.Col = findPos(he.body)
		switch {
		case he.status == 400 && (strings.Contains(he.body, "Parse error") || strings.Contains(he.body, "Lexical error") || strings.Contains(he.body, "Encountered")):
			out.Class = Syntax
		case he.status == 400:
			out.Class = Semantic
		case he.status == 503 || strings.Contains(strings.ToLower(he.body), "timeout") || strings.Contains(he.body, "cancelled"):
			out.Class = Runtime
			out.Code = "Timeout"
			out.Msg = "query stopped by the timeout of " + timeout.String() + ": " + he.body
		case he.status == 404 || he.status == 405:
			// Fuseki answers a missing dataset with its static pages (405).
			out.Class = Connection
			out.Msg = "no such dataset or query service: " + he.body
		case he.status == 403:
			out.Class = Refused
		default:
			out.Class = Runtime
		}
		return out
	}
	if isTimeout(ctx, err) {
		return timeoutError(Fuseki, e.Endpoint(), timeout, err)
	}
	return &Error{Class: Connection, Backend: Fuseki, Endpoint: e.Endpoint(), Msg: err.Error(), Err: err}
}

// term is one binding of application/sparql-results+json.
type term struct {
	Type     string `json:"type"`
	Value    string `json:"value"`
	Lang     string `json:"xml:lang"`
	Datatype string `json:"datatype"`
}

// rawResult keeps IRIs as terms until reduce has looked up their keys.
type rawCell struct {
	t   term
	set bool
}

// decodeResults walks the JSON with a token decoder so only limit rows are
// ever held; the rest of the body is left unread (closing it drops the
// connection, which stops Fuseki's work).
func decodeResults(r io.Reader, limit int) (*Result, error) {
	dec := json.NewDecoder(r)
	dec.UseNumber()
	res := &Result{}
	var vars []string
	if err := expectDelim(dec, '{'); err != nil {
		return nil, err
	}
	for dec.More() {
		tok, err := dec.Token()
		if err != nil {
			return nil, err
		}
		switch tok {
		case "head":
			var h struct{ Vars []string }
			if err := dec.Decode(&h); err != nil {
				return nil, err
			}
			vars = h.Vars
			res.Columns = vars
		case "boolean":
			var b bool
			if err := dec.Decode(&b); err != nil {
				return nil, err
			}
			res.Columns = []string{"boolean"}
			res.Rows = [][]Value{{B(b)}}
		case "results":
			if err := expectDelim(dec, '{'); err != nil {
				return nil, err
			}
			for dec.More() {
				key, err := dec.Token()
				if err != nil {
					return nil, err
				}
				if key != "bindings" {
					var skip json.RawMessage
					if err := dec.Decode(&skip); err != nil {
						return nil, err
					}
					continue
				}
				if err := expectDelim(dec, '['); err != nil {
					return nil, err
				}
				for dec.More() {
					if limit > 0 && len(res.Rows) == limit {
						res.Truncated = true
						return res, nil
					}
					var b map[string]term
					if err := dec.Decode(&b); err != nil {
						return nil, err
					}
					row := make([]Value, len(vars))
					for i, v := range vars {
						if t, ok := b[v]; ok {
							row[i] = termValue(t)
						}
					}
					res.Rows = append(res.Rows, row)
				}
				if _, err := dec.Token(); err != nil {
					return nil, err
				}
			}
			if _, err := dec.Token(); err != nil {
				return nil, err
			}
		default:
			var skip json.RawMessage
			if err := dec.Decode(&skip); err != nil {
				return nil, err
			}
		}
	}
	return res, nil
}

func firstByte(br *bufio.Reader) (byte, error) {
	for {
		b, err := br.Peek(1)
		if err != nil {
			return 0, err
		}
		if b[0] == ' ' || b[0] == '\n' || b[0] == '\r' || b[0] == '\t' {
			br.ReadByte()
			continue
		}
		return b[0], nil
	}
}

// decodeTriples reads a CONSTRUCT or DESCRIBE answer (N-Triples) into a
// subject, predicate, object table, stopping at the limit.
func decodeTriples(r io.Reader, limit int) (*Result, error) {
	dec := rdf.NewTripleDecoder(r, rdf.NTriples)
	res := &Result{Columns: []string{"subject", "predicate", "object"}}
	for {
		tr, err := dec.Decode()
		if err == io.EOF {
			return res, nil
		}
		if err != nil {
			return nil, err
		}
		if limit > 0 && len(res.Rows) == limit {
			res.Truncated = true
			return res, nil
		}
		res.Rows = append(res.Rows, []Value{rdfTerm(tr.Subj), rdfTerm(tr.Pred), rdfTerm(tr.Obj)})
	}
}

func rdfTerm(t rdf.Term) Value {
	switch x := t.(type) {
	case rdf.IRI:
		return termValue(term{Type: "uri", Value: x.String()})
	case rdf.Blank:
		return S("_:" + strings.TrimPrefix(x.Serialize(rdf.NTriples), "_:"))
	case rdf.Literal:
		return termValue(term{Type: "literal", Value: x.String(), Datatype: x.DataType.String()})
	}
	return S(t.String())
}

func expectDelim(dec *json.Decoder, d json.Delim) error {
	tok, err := dec.Token()
	if err != nil {
		return err
	}
	if tok != d {
		return fmt.Errorf("malformed SPARQL JSON results: expected %q, got %v", d, tok)
	}
	return nil
}

const xsd = "http://www.w3.org/2001/XMLSchema#"

// iriMarker prefixes IRIs until reduce replaces them; a string value can
// never start with the NUL byte.
const iriMarker = "\x00iri:"

// termValue types a literal by its datatype; IRIs are marked for reduce.
func termValue(t term) Value {
	switch t.Type {
	case "uri":
		return S(iriMarker + t.Value)
	case "bnode":
		return S("_:" + t.Value)
	}
	switch strings.TrimPrefix(t.Datatype, xsd) {
	case "integer", "int", "long", "short", "byte", "nonNegativeInteger", "positiveInteger",
		"negativeInteger", "nonPositiveInteger", "unsignedInt", "unsignedLong", "unsignedShort", "unsignedByte":
		if i, err := strconv.ParseInt(t.Value, 10, 64); err == nil {
			return I(i)
		}
	case "decimal", "double", "float":
		if f, err := strconv.ParseFloat(t.Value, 64); err == nil {
			return F(f)
		}
	case "boolean":
		return B(t.Value == "true" || t.Value == "1")
	}
	return S(t.Value)
}

// reduce replaces node IRIs (<vocab>id/NODEID) by their key property, looked
// up in one query per result, and vocabulary IRIs (classes, predicates) by
// their local name. Other IRIs stay whole.
func (e *sparqlExec) reduce(ctx context.Context, res *Result, opt ExecOptions) error {
	nodes := map[string]bool{}
	walkStrings(res, func(s string) {
		if iri, ok := strings.CutPrefix(s, iriMarker); ok && strings.HasPrefix(iri, e.vocab+"id/") {
			nodes[iri] = true
		}
	})
	keys := map[string]Value{}
	if len(nodes) > 0 {
		var err error
		if keys, err = e.nodeKeys(ctx, nodes, opt); err != nil {
			return err
		}
	}
	for i := range res.Rows {
		for j := range res.Rows[i] {
			res.Rows[i][j] = e.reduceValue(res.Rows[i][j], keys)
		}
	}
	return nil
}

func (e *sparqlExec) reduceValue(v Value, keys map[string]Value) Value {
	if v.Kind == List {
		for i := range v.List {
			v.List[i] = e.reduceValue(v.List[i], keys)
		}
		return v
	}
	iri, ok := strings.CutPrefix(v.Str, iriMarker)
	if v.Kind != String || !ok {
		return v
	}
	if k, ok := keys[iri]; ok {
		return k
	}
	if id, ok := strings.CutPrefix(iri, e.vocab+"id/"); ok {
		// A node without a key property is named by its loaded id.
		if u, err := url.PathUnescape(id); err == nil {
			id = u
		}
		return S(id)
	}
	if local, ok := strings.CutPrefix(iri, e.vocab); ok {
		return S(local)
	}
	return S(iri)
}

func walkStrings(res *Result, f func(string)) {
	for _, row := range res.Rows {
		for _, v := range row {
			if v.Kind == String {
				f(v.Str)
			}
		}
	}
}

// nodeKeys fetches the key property of each node: for every label with a
// key, `?s a :Label ; :key ?k`. Without a schema, name/title/id are tried.
func (e *sparqlExec) nodeKeys(ctx context.Context, nodes map[string]bool, opt ExecOptions) (map[string]Value, error) {
	var keyProps []string
	if s := e.opt.Schema; s != nil {
		seen := map[string]bool{}
		for _, l := range s.Labels {
			if k := s.Key(l.Name); k != "" && !seen[k] {
				seen[k] = true
				keyProps = append(keyProps, k)
			}
		}
	}
	if len(keyProps) == 0 {
		keyProps = []string{"name", "title", "id"}
	}
	var vals bytes.Buffer
	for n := range nodes {
		vals.WriteString("<" + n + "> ")
	}
	var alts []string
	for i, k := range keyProps {
		alts = append(alts, fmt.Sprintf("{ ?s <%s%s> ?k . BIND(%d AS ?rank) }", e.vocab, k, i))
	}
	q := fmt.Sprintf("SELECT ?s ?k ?rank WHERE { VALUES ?s { %s } %s }", vals.String(), strings.Join(alts, " UNION "))
	res, err := e.query(ctx, q, ExecOptions{Timeout: opt.Timeout, Limit: -1})
	if err != nil {
		return nil, err
	}
	out := map[string]Value{}
	best := map[string]int64{}
	for _, row := range res.Rows {
		s := strings.TrimPrefix(row[0].Str, iriMarker)
		if r, seen := best[s]; seen && r <= row[2].Int {
			continue
		}
		best[s] = row[2].Int
		out[s] = row[1]
	}
	return out, nil
}
