package serve_test

import (
	"bytes"
	"context"
	"encoding/json"
	"fmt"
	"io"
	"log/slog"
	"math"
	"net/http"
	"net/http/httptest"
	"os"
	"sort"
	"strings"
	"testing"

	"github.com/gql-dev/gql"
	"github.com/gql-dev/gql/backends/testenv"
	"github.com/gql-dev/gql/mcptools"
	"github.com/gql-dev/gql/serve"
)

// doc is openapi.json read as plain JSON.
type doc map[string]any

func readDoc(t *testing.T, raw []byte) doc {
	t.Helper()
	var d doc
	if err := json.Unmarshal(raw, &d); err != nil {
		t.Fatalf("openapi.json: %v", err)
	}
	return d
}

// resolve follows a local $ref ("#/components/schemas/X").
func (d doc) resolve(ref string) (any, bool) {
	var cur any = map[string]any(d)
	for _, part := range strings.Split(strings.TrimPrefix(ref, "#/"), "/") {
		m, ok := cur.(map[string]any)
		if !ok {
			return nil, false
		}
		if cur, ok = m[part]; !ok {
			return nil, false
		}
	}
	return cur, true
}

func (d doc) deref(s map[string]any) map[string]any {
	for s != nil {
		ref, ok := s["$ref"].(string)
		if !ok {
			return s
		}
		v, _ := d.resolve(ref)
		s, _ = v.(map[string]any)
	}
	return s
}

// walk calls f on every object node with its JSON path.
func walk(v any, path string, f func(path string, m map[string]any)) {
	switch x := v.(type) {
	case map[string]any:
		f(path, x)
		keys := make([]string, 0, len(x))
		for k := range x {
			keys = append(keys, k)
		}
		sort.Strings(keys)
		for _, k := range keys {
			walk(x[k], path+"/"+k, f)
		}
	case []any:
		for i, e := range x {
			walk(e, fmt.Sprintf("%s/%d", path, i), f)
		}
	}
}

func types(s map[string]any) []string {
	switch t := s["type"].(type) {
	case string:
		return []string{t}
	case []any:
		var out []string
		for _, e := range t {
			out = append(out, e.(string))
		}
		return out
	}
	return nil
}

// The document is consistent in itself: every $ref resolves, every
// component is used, every operation answers something described, a
// media type that carries JSON has a schema, and no allOf joins schemas
// whose types (or whose common properties' types) conflict, which is the
// mistake /v1/schema's response had: no value can satisfy both.
func TestOpenAPIConsistent(t *testing.T) {
	raw, err := os.ReadFile("openapi.json")
	if err != nil {
		t.Fatal(err)
	}
	d := readDoc(t, raw)
	used := map[string]bool{}
	walk(map[string]any(d), "#", func(path string, m map[string]any) {
		if ref, ok := m["$ref"].(string); ok {
			used[ref] = true
			if _, ok := d.resolve(ref); !ok {
				t.Errorf("%s: $ref %s does not resolve", path, ref)
			}
		}
		if all, ok := m["allOf"].([]any); ok {
			checkAllOf(t, d, path, all)
		}
	})
	comps, _ := d["components"].(map[string]any)
	for _, kind := range []string{"schemas", "responses"} {
		group, _ := comps[kind].(map[string]any)
		for name := range group {
			if ref := "#/components/" + kind + "/" + name; !used[ref] {
				t.Errorf("%s is never used", ref)
			}
		}
	}
	paths, _ := d["paths"].(map[string]any)
	for p, ops := range paths {
		for method, op := range ops.(map[string]any) {
			where := strings.ToUpper(method) + " " + p
			resps, _ := op.(map[string]any)["responses"].(map[string]any)
			if len(resps) == 0 {
				t.Errorf("%s has no responses", where)
			}
			for code, r := range resps {
				rm := d.deref(r.(map[string]any))
				if rm == nil || rm["description"] == nil {
					t.Errorf("%s %s: no description", where, code)
					continue
				}
				content, _ := rm["content"].(map[string]any)
				for mt, body := range content {
					if strings.Contains(mt, "json") && body.(map[string]any)["schema"] == nil {
						t.Errorf("%s %s %s: no schema", where, code, mt)
					}
				}
			}
		}
	}
	if m, _ := paths["/mcp"].(map[string]any); m["post"] == nil {
		t.Error("/mcp is not described")
	}
}

func checkAllOf(t *testing.T, d doc, path string, all []any) {
	t.Helper()
	var typ []string
	props := map[string][]string{}
	for _, sub := range all {
		s := d.deref(sub.(map[string]any))
		if ts := types(s); ts != nil {
			if typ != nil && strings.Join(ts, ",") != strings.Join(typ, ",") {
				t.Errorf("%s: allOf joins types %v and %v", path, typ, ts)
			}
			typ = ts
		}
		pm, _ := s["properties"].(map[string]any)
		for name, ps := range pm {
			pt := types(d.deref(ps.(map[string]any)))
			if prev, ok := props[name]; ok && pt != nil && prev != nil && strings.Join(prev, ",") != strings.Join(pt, ",") {
				t.Errorf("%s: allOf gives property %q the types %v and %v", path, name, prev, pt)
			}
			props[name] = pt
		}
	}
}

// validate checks v against a schema of the subset openapi.json uses.
func (d doc) validate(v any, s map[string]any, at string) []string {
	s = d.deref(s)
	if s == nil {
		return nil
	}
	var errs []string
	if ts := types(s); ts != nil {
		ok := false
		for _, ty := range ts {
			ok = ok || isType(v, ty)
		}
		if !ok {
			return []string{fmt.Sprintf("%s: %T is not %v", at, v, ts)}
		}
	}
	if e, ok := s["enum"].([]any); ok {
		found := false
		for _, x := range e {
			found = found || x == v
		}
		if !found {
			errs = append(errs, fmt.Sprintf("%s: %v is not one of %v", at, v, e))
		}
	}
	if c, ok := s["const"]; ok && c != v {
		errs = append(errs, fmt.Sprintf("%s: %v is not %v", at, v, c))
	}
	for _, sub := range asList(s["allOf"]) {
		errs = append(errs, d.validate(v, sub.(map[string]any), at)...)
	}
	if anyOf := asList(s["anyOf"]); len(anyOf) > 0 {
		ok := false
		for _, sub := range anyOf {
			ok = ok || len(d.validate(v, sub.(map[string]any), at)) == 0
		}
		if !ok {
			errs = append(errs, at+": matches none of anyOf")
		}
	}
	if m, ok := v.(map[string]any); ok {
		props, _ := s["properties"].(map[string]any)
		for _, r := range asList(s["required"]) {
			if _, ok := m[r.(string)]; !ok {
				errs = append(errs, fmt.Sprintf("%s: required %q missing", at, r))
			}
		}
		for k, x := range m {
			ps, ok := props[k].(map[string]any)
			if !ok {
				if s["additionalProperties"] == false {
					errs = append(errs, fmt.Sprintf("%s: %q is not a documented property", at, k))
				}
				continue
			}
			errs = append(errs, d.validate(x, ps, at+"."+k)...)
		}
	}
	if l, ok := v.([]any); ok {
		if items, ok := s["items"].(map[string]any); ok {
			for i, x := range l {
				errs = append(errs, d.validate(x, items, fmt.Sprintf("%s[%d]", at, i))...)
			}
		}
	}
	return errs
}

func asList(v any) []any { l, _ := v.([]any); return l }

func isType(v any, ty string) bool {
	switch ty {
	case "object":
		_, ok := v.(map[string]any)
		return ok
	case "array":
		_, ok := v.([]any)
		return ok
	case "string":
		_, ok := v.(string)
		return ok
	case "integer":
		f, ok := v.(float64)
		return ok && f == math.Trunc(f)
	case "number":
		_, ok := v.(float64)
		return ok
	case "boolean":
		_, ok := v.(bool)
		return ok
	case "null":
		return v == nil
	}
	return false
}

// responseSchema is the documented JSON schema of one response.
func (d doc) responseSchema(t *testing.T, method, path, code string) map[string]any {
	t.Helper()
	op, _ := d["paths"].(map[string]any)[path].(map[string]any)[method].(map[string]any)
	r, _ := op["responses"].(map[string]any)[code].(map[string]any)
	r = d.deref(r)
	s, _ := r["content"].(map[string]any)["application/json"].(map[string]any)["schema"].(map[string]any)
	if s == nil {
		t.Fatalf("%s %s %s: no JSON schema", method, path, code)
	}
	return s
}

// What the server answers conforms to what the document it serves says,
// on two schemas; and /mcp is described exactly when it is mounted.
func TestOpenAPIDescribesResponses(t *testing.T) {
	for _, name := range []string{"movies", "company"} {
		t.Run(name, func(t *testing.T) {
			opt := serve.Options{Shots: "off", Logger: slog.New(slog.NewTextHandler(io.Discard, nil)),
				Backends: []serve.Backend{{Name: name, Setup: gql.Setup{Schema: name}}},
				Attach: func(s *serve.Server) []serve.Mount {
					return []serve.Mount{{Pattern: "/mcp", Name: "mcp", Handler: mcptools.Handler(s)}}
				}}
			s, err := serve.New(context.Background(), opt)
			if err != nil {
				t.Fatal(err)
			}
			defer s.Close()
			ts := httptest.NewServer(s.Handler())
			defer ts.Close()
			testenv.Listening(t, ts.URL)
			get := func(method, path, body string, hdr ...string) (int, any) {
				t.Helper()
				req, _ := http.NewRequest(method, ts.URL+path, strings.NewReader(body))
				req.Header.Set("Content-Type", "application/json")
				for i := 0; i+1 < len(hdr); i += 2 {
					req.Header.Set(hdr[i], hdr[i+1])
				}
				resp, err := http.DefaultClient.Do(req)
				if err != nil {
					t.Fatal(err)
				}
				defer resp.Body.Close()
				raw, _ := io.ReadAll(resp.Body)
				var v any
				if err := json.Unmarshal(raw, &v); err != nil {
					t.Fatalf("%s %s: not JSON: %.300s", method, path, raw)
				}
				return resp.StatusCode, v
			}
			_, served := get("GET", "/v1/openapi.json", "")
			raw, _ := json.Marshal(served)
			d := readDoc(t, raw)
			if _, ok := d["paths"].(map[string]any)["/mcp"]; !ok {
				t.Fatal("the served document lacks the mounted /mcp")
			}
			for _, c := range []struct {
				method, path, body, code string
				hdr                      []string
			}{
				{"GET", "/v1/schema", "", "200", nil},
				{"GET", "/v1/backends", "", "200", nil},
				{"POST", "/v1/translate", `{"question": "How many nodes are there?", "targets": ["all"]}`, "200", nil},
				{"POST", "/v1/translate", `{"question": ""}`, "400", nil},
				{"POST", "/mcp", `{"jsonrpc": "2.0", "id": 1, "method": "initialize", "params": {"protocolVersion": "2025-06-18", "capabilities": {}, "clientInfo": {"name": "t", "version": "1"}}}`,
					"200", []string{"Accept", "application/json, text/event-stream"}},
			} {
				code, v := get(c.method, c.path, c.body, c.hdr...)
				if fmt.Sprint(code) != c.code {
					t.Errorf("%s %s: %d, want %s", c.method, c.path, code, c.code)
					continue
				}
				for _, e := range d.validate(v, d.responseSchema(t, strings.ToLower(c.method), c.path, c.code), c.method+" "+c.path) {
					t.Error(e)
				}
			}
		})
	}
	// Embedded without the MCP endpoint, the document does not offer it.
	s, err := serve.New(context.Background(), serve.Options{Shots: "off", Logger: slog.New(slog.NewTextHandler(io.Discard, nil)),
		Backends: []serve.Backend{{Name: "movies", Setup: gql.Setup{Schema: "movies"}}}})
	if err != nil {
		t.Fatal(err)
	}
	defer s.Close()
	rec := httptest.NewRecorder()
	s.Handler().ServeHTTP(rec, httptest.NewRequest("GET", "/v1/openapi.json", nil))
	if bytes.Contains(rec.Body.Bytes(), []byte(`"/mcp"`)) || !bytes.Contains(rec.Body.Bytes(), []byte(`"/v1/schema"`)) {
		t.Errorf("the document of a server without /mcp: %.200s", rec.Body.String())
	}
}
