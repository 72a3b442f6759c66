package bench

import (
	"context"
	"encoding/json"
	"fmt"
	"io"
	"net/http"
	"net/url"
	"os"
	"strings"
	"time"
)

// fusekiAdmin creates in-memory datasets through Fuseki's admin API and
// loads Turtle into them (docs/servers.md).
type fusekiAdmin struct {
	base string
	hc   http.Client
}

func (f *fusekiAdmin) do(ctx context.Context, method, u, ctype string, body io.Reader) (int, string, error) {
	req, err := http.NewRequestWithContext(ctx, method, u, body)
	if err != nil {
		return 0, "", err
	}
	if ctype != "" {
		req.Header.Set("Content-Type", ctype)
	}
	req.Header.Set("Accept", "application/sparql-results+json, application/json;q=0.9, */*;q=0.1")
	if f.hc.Timeout == 0 {
		f.hc.Timeout = 2 * time.Minute
	}
	resp, err := f.hc.Do(req)
	if err != nil {
		return 0, "", err
	}
	defer resp.Body.Close()
	b, _ := io.ReadAll(io.LimitReader(resp.Body, 1<<20))
	return resp.StatusCode, string(b), nil
}

// count returns the number of triples in a dataset's default graph, or -1
// when the dataset does not exist.
func (f *fusekiAdmin) count(ctx context.Context, ds string) (int, error) {
	// A query to a missing dataset falls through to Fuseki's static pages
	// (HTTP 405), so ask the admin API whether it exists.
	code, body, err := f.do(ctx, "GET", f.base+"/$/datasets/"+url.PathEscape(ds), "", nil)
	if err != nil {
		return 0, err
	}
	switch code {
	case http.StatusNotFound:
		return -1, nil
	case http.StatusOK:
	default:
		return 0, fmt.Errorf("Fuseki admin API on %s: HTTP %d: %s (is the admin API enabled?)", f.base, code, firstLine(body))
	}
	q := url.Values{"query": {"SELECT (COUNT(*) AS ?n) WHERE { ?s ?p ?o }"}}
	code, body, err = f.do(ctx, "POST", f.base+"/"+ds+"/query", "application/x-www-form-urlencoded", strings.NewReader(q.Encode()))
	if err != nil {
		return 0, err
	}
	if code != http.StatusOK {
		return 0, fmt.Errorf("counting triples of %s: HTTP %d: %s", ds, code, firstLine(body))
	}
	var r struct {
		Results struct {
			Bindings []map[string]struct{ Value string } `json:"bindings"`
		} `json:"results"`
	}
	if err := json.Unmarshal([]byte(body), &r); err != nil || len(r.Results.Bindings) == 0 {
		return 0, fmt.Errorf("counting triples of %s: unexpected answer %q", ds, firstLine(body))
	}
	var n int
	fmt.Sscan(r.Results.Bindings[0]["n"].Value, &n)
	return n, nil
}

// ensure makes dataset ds hold the Turtle file ttl: created when missing,
// loaded when empty, left alone when it already has triples (datasets are
// in memory and vanish when Fuseki restarts).
func (f *fusekiAdmin) ensure(ctx context.Context, ds, ttl string) error {
	n, err := f.count(ctx, ds)
	if err != nil {
		return err
	}
	if n > 0 {
		return nil
	}
	if n < 0 {
		form := url.Values{"dbName": {ds}, "dbType": {"mem"}}
		code, body, err := f.do(ctx, "POST", f.base+"/$/datasets", "application/x-www-form-urlencoded", strings.NewReader(form.Encode()))
		if err != nil {
			return err
		}
		if code != http.StatusOK && code != http.StatusConflict {
			return fmt.Errorf("creating Fuseki dataset %s: HTTP %d: %s", ds, code, firstLine(body))
		}
	}
	fh, err := os.Open(ttl)
	if err != nil {
		return err
	}
	defer fh.Close()
	code, body, err := f.do(ctx, "POST", f.base+"/"+ds+"/data?default", "text/turtle", fh)
	if err != nil {
		return err
	}
	if code/100 != 2 {
		return fmt.Errorf("loading %s into %s: HTTP %d: %s", ttl, ds, code, firstLine(body))
	}
	return nil
}

func firstLine(s string) string {
	s = strings.TrimSpace(s)
	if i := strings.IndexByte(s, '\n'); i >= 0 {
		s = s[:i]
	}
	if len(s) > 200 {
		s = s[:200]
	}
	return s
}
