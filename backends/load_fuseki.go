package backends

import (
	"bytes"
	"context"
	"fmt"
	"io"
	"math"
	"net/http"
	"net/url"
	"sort"
	"strconv"
	"strings"
	"time"

	"github.com/gql-dev/gql/graph"
	"github.com/gql-dev/gql/schema"
)

const (
	rdfNS     = "http://www.w3.org/1999/02/22-rdf-syntax-ns#"
	rdfType   = rdfNS + "type"
	rdfStmt   = rdfNS + "Statement"
	rdfSubj   = rdfNS + "subject"
	rdfPred   = rdfNS + "predicate"
	rdfObj    = rdfNS + "object"
	xsdInt    = xsd + "integer"
	xsdDouble = xsd + "double"
	xsdBool   = xsd + "boolean"
)

// NodeIRI is the documented IRI of a graph node: <vocab>id/<NODEID>.
func NodeIRI(vocab, id string) string { return vocab + "id/" + url.PathEscape(id) }

// ToNTriples writes g in the project's LPG→RDF mapping
// (docs/rdf-and-gremlin-mapping.md): rdf:type per label, one datatype
// property triple per scalar (one per element for a list), one object
// property triple per edge from its source, and an rdf:Statement carrying
// the properties of each edge that has any.
func ToNTriples(w io.Writer, g *graph.Graph, vocab string) error {
	var b bytes.Buffer
	iri := func(s string) string { return "<" + s + ">" }
	props := func(subj string, p map[string]any) {
		keys := make([]string, 0, len(p))
		for k := range p {
			keys = append(keys, k)
		}
		sort.Strings(keys)
		for _, k := range keys {
			vals := []any{p[k]}
			if l, ok := p[k].([]any); ok {
				vals = l
			}
			for _, v := range vals {
				fmt.Fprintf(&b, "%s %s %s .\n", subj, iri(vocab+k), literal(v))
			}
		}
	}
	for _, n := range g.Nodes {
		s := iri(NodeIRI(vocab, n.ID))
		for _, l := range n.Labels {
			fmt.Fprintf(&b, "%s %s %s .\n", s, iri(rdfType), iri(vocab+l))
		}
		props(s, n.Props)
	}
	for i, e := range g.Edges {
		s, p, o := iri(NodeIRI(vocab, e.From)), iri(vocab+e.Type), iri(NodeIRI(vocab, e.To))
		fmt.Fprintf(&b, "%s %s %s .\n", s, p, o)
		if len(e.Props) == 0 {
			continue
		}
		st := "_:e" + strconv.Itoa(i)
		fmt.Fprintf(&b, "%s %s %s .\n%s %s %s .\n%s %s %s .\n%s %s %s .\n",
			st, iri(rdfType), iri(rdfStmt), st, iri(rdfSubj), s, st, iri(rdfPred), p, st, iri(rdfObj), o)
		props(st, e.Props)
		if b.Len() > 1<<20 {
			if _, err := w.Write(b.Bytes()); err != nil {
				return err
			}
			b.Reset()
		}
	}
	_, err := w.Write(b.Bytes())
	return err
}

func literal(v any) string {
	switch x := v.(type) {
	case int64:
		return fmt.Sprintf("\"%d\"^^<%s>", x, xsdInt)
	case int:
		return fmt.Sprintf("\"%d\"^^<%s>", x, xsdInt)
	case float64:
		s := strconv.FormatFloat(x, 'E', -1, 64)
		if math.IsInf(x, 0) || math.IsNaN(x) {
			s = map[bool]string{true: "INF", false: "-INF"}[x > 0]
			if math.IsNaN(x) {
				s = "NaN"
			}
		}
		return fmt.Sprintf("\"%s\"^^<%s>", s, xsdDouble)
	case bool:
		return fmt.Sprintf("\"%t\"^^<%s>", x, xsdBool)
	}
	return strconv.Quote(fmt.Sprint(v))
}

type fusekiLoader struct {
	urls  fusekiURLs
	vocab string
	q     *sparqlExec
	auth  Options
}

// openFusekiLoader writes in the vocabulary of the dataset's name, the one
// executors and introspection read a dataset with (VocabFor), so a graph
// loaded into a dataset of another name is still found by gql's queries. A
// missing dataset is created in memory through the admin API, so another
// example graph gets a dataset of its own instead of replacing /movies.
func openFusekiLoader(ctx context.Context, uri string, auth Options) (*fusekiLoader, error) {
	f, err := parseFuseki(uri)
	if err != nil {
		return nil, err
	}
	if err := ensureFusekiDataset(ctx, f, auth); err != nil {
		return nil, err
	}
	opt := Options{ConnectTimeout: 5 * time.Second, Vocab: VocabFor(f.Name), User: auth.User, Password: auth.Password}
	q, err := openSPARQL(ctx, uri, opt)
	if err != nil {
		return nil, err
	}
	return &fusekiLoader{urls: f, vocab: opt.Vocab, q: q, auth: auth}, nil
}

// FusekiDataset returns uri (any form parseFuseki reads) naming dataset ds
// on the same server.
func FusekiDataset(uri, ds string) (string, error) {
	f, err := parseFuseki(uri)
	if err != nil {
		return "", err
	}
	u, err := url.Parse(f.Dataset)
	if err != nil {
		return "", err
	}
	u.Path = "/" + url.PathEscape(ds)
	return u.String(), nil
}

// ensureFusekiDataset creates f's dataset (in memory) when the admin API
// says it does not exist. A server without the admin API is left to answer
// the load itself.
func ensureFusekiDataset(ctx context.Context, f fusekiURLs, auth Options) error {
	u, err := url.Parse(f.Dataset)
	if err != nil {
		return err
	}
	base := u.Scheme + "://" + u.Host
	hc := http.Client{Timeout: 30 * time.Second}
	req, err := http.NewRequestWithContext(ctx, http.MethodGet, base+"/$/datasets/"+url.PathEscape(f.Name), nil)
	if err != nil {
		return err
	}
	basicAuth(req, auth)
	resp, err := hc.Do(req)
	if err != nil {
		return &Error{Class: Connection, Backend: Fuseki, Endpoint: f.Dataset, Msg: err.Error(), Err: err}
	}
	resp.Body.Close()
	if resp.StatusCode != http.StatusNotFound {
		return nil
	}
	form := url.Values{"dbName": {f.Name}, "dbType": {"mem"}}
	req, err = http.NewRequestWithContext(ctx, http.MethodPost, base+"/$/datasets", strings.NewReader(form.Encode()))
	if err != nil {
		return err
	}
	req.Header.Set("Content-Type", "application/x-www-form-urlencoded")
	basicAuth(req, auth)
	resp, err = hc.Do(req)
	if err != nil {
		return &Error{Class: Connection, Backend: Fuseki, Endpoint: base, Msg: err.Error(), Err: err}
	}
	defer resp.Body.Close()
	if resp.StatusCode/100 != 2 && resp.StatusCode != http.StatusConflict {
		b, _ := io.ReadAll(io.LimitReader(resp.Body, 64<<10))
		return &Error{Class: Runtime, Backend: Fuseki, Endpoint: base + "/$/datasets", Code: "HTTP " + strconv.Itoa(resp.StatusCode),
			Msg: "creating dataset " + f.Name + ": " + strings.TrimSpace(string(b))}
	}
	return nil
}

func (l *fusekiLoader) close() {}

// basicAuth sends the load's credentials the way the executor sends a
// query's.
func basicAuth(req *http.Request, auth Options) {
	if auth.User != "" {
		req.SetBasicAuth(auth.User, auth.Password)
	}
}

func (l *fusekiLoader) counts(ctx context.Context) (map[string]int64, map[string]int64, error) {
	opt := ExecOptions{Timeout: time.Minute, Limit: -1}
	nodes, edges := map[string]int64{}, map[string]int64{}
	r, err := l.q.query(ctx, fmt.Sprintf(`SELECT ?c (COUNT(?s) AS ?n) WHERE { ?s a ?c FILTER(?c != <%s>) } GROUP BY ?c`, rdfStmt), opt)
	if err != nil {
		return nil, nil, err
	}
	for _, row := range r.Rows {
		nodes[strings.TrimPrefix(strings.TrimPrefix(row[0].Str, iriMarker), l.vocab)] = row[1].Int
	}
	r, err = l.q.query(ctx, fmt.Sprintf(`SELECT ?p (COUNT(*) AS ?n) WHERE { ?s ?p ?o FILTER(isIRI(?o) && STRSTARTS(STR(?s), "%sid/") && ?p != <%s>) } GROUP BY ?p`, l.vocab, rdfType), opt)
	if err != nil {
		return nil, nil, err
	}
	for _, row := range r.Rows {
		edges[strings.TrimPrefix(strings.TrimPrefix(row[0].Str, iriMarker), l.vocab)] = row[1].Int
	}
	return nodes, edges, nil
}

// clear is part of load: a Graph Store Protocol PUT replaces the default
// graph in one request.
func (l *fusekiLoader) clear(context.Context) error { return nil }

func (l *fusekiLoader) load(ctx context.Context, g *graph.Graph, _ *schema.Schema, _ int) error {
	pr, pw := io.Pipe()
	go func() { pw.CloseWithError(ToNTriples(pw, g, l.vocab)) }()
	req, err := http.NewRequestWithContext(ctx, http.MethodPut, l.urls.Data()+"?default", pr)
	if err != nil {
		return err
	}
	req.Header.Set("Content-Type", "application/n-triples")
	basicAuth(req, l.auth)
	resp, err := http.DefaultClient.Do(req)
	if err != nil {
		return &Error{Class: Connection, Backend: Fuseki, Endpoint: l.urls.Data(), Msg: err.Error(), Err: err}
	}
	defer resp.Body.Close()
	if resp.StatusCode/100 != 2 {
		b, _ := io.ReadAll(io.LimitReader(resp.Body, 64<<10))
		return &Error{Class: Runtime, Backend: Fuseki, Endpoint: l.urls.Data(), Code: "HTTP " + strconv.Itoa(resp.StatusCode), Msg: strings.TrimSpace(string(b))}
	}
	return nil
}

// FusekiNamesDataset says whether a Fuseki URI names a dataset in its path
// (http://host:3030/company) rather than only the server, where every
// reader falls back to DefaultDataset.
func FusekiNamesDataset(uri string) bool {
	u, err := url.Parse(uri)
	if err != nil {
		return true // not ours to judge: parseFuseki reports it
	}
	parts := strings.FieldsFunc(u.Path, func(r rune) bool { return r == '/' })
	if n := len(parts); n > 0 {
		switch parts[n-1] {
		case "query", "sparql", "update", "data", "get":
			parts = parts[:n-1]
		}
	}
	return len(parts) > 0
}
