package config

import (
	"bytes"
	"os"
	"path/filepath"
	"strings"
	"testing"
	"time"

	"github.com/gql-dev/gql/backends"
)

const good = `backends:
  hr:
    neo4j: {uri: bolt://db.example:7687, user: neo4j, password_env: TEST_HR_PW}
    fuseki: http://db.example:3030/hr
    annotations: hr-words.yaml
  sales:
    gremlin: ws://g.example:8182/gremlin
default_backend: hr
shots: /tmp/shots.db
llm: {model: gpt-4o, api_key_env: TEST_LLM_KEY}
embeddings: {url: http://127.0.0.1:8090/v1, query_model: e5-query, passage_model: e5-passage}
serve: {addr: "0.0.0.0:9000", tokens_env: TEST_TOKENS, max_rows: 50, timeout: 30s}
limits: {timeout: 3s, rows: 200, max_repairs: 0}
`

func write(t *testing.T, name, text string) string {
	t.Helper()
	p := filepath.Join(t.TempDir(), name)
	if err := os.WriteFile(p, []byte(text), 0o644); err != nil {
		t.Fatal(err)
	}
	return p
}

func clearEnv(t *testing.T) {
	for _, k := range []string{"GQL_CONFIG", "GQL_BACKEND", "GQL_SCHEMA", "GQL_ANNOTATIONS", "GQL_SHOTS", "GQL_LLM_MODEL",
		"GQL_LLM_BASE_URL", "GQL_LLM_API_KEY", "OPENAI_API_KEY", "GQL_EMBED_URL", "GQL_EMBED_MODEL", "GQL_EMBED_KEY",
		"GQL_SERVE_ADDR", "GQL_SERVE_TOKENS"} {
		t.Setenv(k, "")
	}
}

func TestLoadAndResolve(t *testing.T) {
	clearEnv(t)
	t.Setenv("TEST_HR_PW", "pw-hr-secret")
	t.Setenv("TEST_LLM_KEY", "sk-llm-secret")
	t.Setenv("TEST_TOKENS", "tok-a, tok-b")
	f, err := Load(write(t, "gql.yaml", good))
	if err != nil {
		t.Fatal(err)
	}
	s := Resolve(f, Overrides{})
	if strings.Join(s.Backends, ",") != "hr" || s.Annotations != "hr-words.yaml" || s.Shots != "/tmp/shots.db" {
		t.Errorf("backends %v annotations %q shots %q", s.Backends, s.Annotations, s.Shots)
	}
	if s.Model != "gpt-4o" || s.APIKey != "sk-llm-secret" || s.EmbedQueryModel != "e5-query" || s.EmbedPassageModel != "e5-passage" {
		t.Errorf("llm/embeddings: %+v", s)
	}
	if s.Addr != "0.0.0.0:9000" || strings.Join(s.Tokens, ",") != "tok-a,tok-b" || s.MaxRows != 50 || s.ServeTimeout != 30*time.Second || s.MaxConcurrent != DefaultMaxConcurrent {
		t.Errorf("serve: %+v", s)
	}
	if s.Timeout != 3*time.Second || s.Rows != 200 || s.MaxRepairs != 0 {
		t.Errorf("limits: %v %d %d", s.Timeout, s.Rows, s.MaxRepairs)
	}
	if !strings.HasSuffix(s.Sources["llm.model"], "gql.yaml:10:7") || s.Sources["serve.max_concurrent"] != "default" {
		t.Errorf("sources: %v", s.Sources)
	}
	eps, err := backends.Resolve("hr", f.Lookup())
	if err != nil || len(eps) != 2 {
		t.Fatalf("hr: %v %v", eps, err)
	}
	if eps[0].Backend != backends.Neo4j || eps[0].User != "neo4j" || eps[0].Password != "pw-hr-secret" || eps[1].Backend != backends.Fuseki {
		t.Errorf("endpoints %+v", eps)
	}
	// Built-in names still resolve beside the configured ones.
	if eps, err := backends.Resolve("janusgraph", f.Lookup()); err != nil || eps[0].Backend != backends.JanusGraph {
		t.Errorf("janusgraph: %v %v", eps, err)
	}
}

func TestPrecedence(t *testing.T) {
	clearEnv(t)
	f, err := Parse("gql.yaml", []byte(good))
	if err != nil {
		t.Fatal(err)
	}
	// file
	if s := Resolve(f, Overrides{}); s.Model != "gpt-4o" {
		t.Fatalf("file: %q", s.Model)
	}
	// env beats file
	t.Setenv("GQL_LLM_MODEL", "env-model")
	t.Setenv("GQL_BACKEND", "sales")
	s := Resolve(f, Overrides{})
	if s.Model != "env-model" || s.Sources["llm.model"] != "env GQL_LLM_MODEL" || s.Backends[0] != "sales" {
		t.Errorf("env: %q %v %v", s.Model, s.Sources["llm.model"], s.Backends)
	}
	// flag beats env
	rows, to := 7, time.Second
	s = Resolve(f, Overrides{Model: "flag-model", Backends: []string{"neo4j"}, Rows: &rows, Timeout: &to})
	if s.Model != "flag-model" || s.Sources["llm.model"] != "flag --model" || s.Backends[0] != "neo4j" || s.Rows != 7 || s.Timeout != time.Second {
		t.Errorf("flag: %+v", s)
	}
	// A --schema alone does not pull in the default backend.
	t.Setenv("GQL_BACKEND", "")
	if s := Resolve(f, Overrides{Schema: "company"}); len(s.Backends) != 0 || s.Schema != "company" {
		t.Errorf("--schema with default_backend: %v %q", s.Backends, s.Schema)
	}
	// No file: defaults.
	s = Resolve(nil, Overrides{})
	if s.Addr != DefaultAddr || s.Rows != DefaultRows || s.MaxRepairs != DefaultMaxRepairs || len(s.Backends) != 0 {
		t.Errorf("defaults: %+v", s)
	}
}

func TestErrorsHavePositions(t *testing.T) {
	for _, c := range []struct{ text, want string }{
		{"backend:\n  hr: {neo4j: bolt://x:7687}\n", `x.yaml:1:1: unknown key "backend" in the top level (did you mean 'backends'?)`},
		{"llm:\n  modle: gpt-4o\n", `x.yaml:2:3: unknown key "modle" in 'llm' (did you mean 'model'?)`},
		{"backends:\n  hr:\n    neo4jj: bolt://x:7687\n", `x.yaml:3:5: unknown key "neo4jj" in 'backends.hr' (did you mean 'neo4j'?)`},
		{"limits:\n  timeout: soon\n", `x.yaml:2:12: "soon" is not a duration (write a duration such as 10s`},
		{"backends:\n  hr: {schema: s.json}\n", `x.yaml:2:3: backend "hr" has no server`},
		{"backends:\n  hr: {neo4j: 'not a uri'}\n", `backend "hr"`},
		{"default_backend: hrr\nbackends:\n  hr: {neo4j: bolt://x:7687}\n", `x.yaml:1:1: default_backend "hrr" is not one of the backends; did you mean 'hr'?`},
		{"llm: [1, 2\n", "x.yaml:1:"},
	} {
		_, err := Parse("x.yaml", []byte(c.text))
		if err == nil || !strings.Contains(err.Error(), c.want) {
			t.Errorf("%q: error %v, want %q", c.text, err, c.want)
		}
	}
	// Every problem at once, not the first.
	_, err := Parse("x.yaml", []byte("llm: {modle: a}\nserv: {}\n"))
	if err == nil || !strings.Contains(err.Error(), "modle") || !strings.Contains(err.Error(), "serv") {
		t.Errorf("both errors: %v", err)
	}
}

func TestFindOrder(t *testing.T) {
	clearEnv(t)
	wd := t.TempDir()
	xdg := t.TempDir()
	t.Chdir(wd)
	t.Setenv("XDG_CONFIG_HOME", xdg)
	if p := Find(""); p != "" {
		t.Fatalf("found %q in empty dirs", p)
	}
	os.MkdirAll(filepath.Join(xdg, "gql"), 0o755)
	os.WriteFile(filepath.Join(xdg, "gql", "gql.yaml"), []byte("shots: off\n"), 0o644)
	if p := Find(""); p != filepath.Join(xdg, "gql", "gql.yaml") {
		t.Errorf("xdg: %q", p)
	}
	os.WriteFile(filepath.Join(wd, "gql.json"), []byte(`{"shots": "off"}`), 0o644)
	if p := Find(""); p != "gql.json" {
		t.Errorf("working dir first: %q", p)
	}
	t.Setenv("GQL_CONFIG", "/elsewhere.yaml")
	if p := Find(""); p != "/elsewhere.yaml" {
		t.Errorf("GQL_CONFIG: %q", p)
	}
	if p := Find("given.yaml"); p != "given.yaml" {
		t.Errorf("explicit: %q", p)
	}
	if _, err := Load("/does/not/exist.yaml"); err == nil {
		t.Error("a missing explicit file is not an error")
	}
	f, err := Load(filepath.Join(wd, "gql.json"))
	if err != nil || f.Shots.URL != "off" {
		t.Errorf("JSON config: %+v %v", f, err)
	}
}

func TestShowMasksSecrets(t *testing.T) {
	clearEnv(t)
	t.Setenv("TEST_HR_PW", "pw-hr-secret")
	t.Setenv("TEST_LLM_KEY", "sk-llm-secret")
	t.Setenv("TEST_TOKENS", "tok-a")
	f, err := Parse("gql.yaml", []byte(good))
	if err != nil {
		t.Fatal(err)
	}
	var out bytes.Buffer
	Resolve(f, Overrides{}).Show(&out, f, false)
	text := out.String()
	for _, secret := range []string{"pw-hr-secret", "sk-llm-secret", "tok-a"} {
		if strings.Contains(text, secret) {
			t.Errorf("show prints the secret %q:\n%s", secret, text)
		}
	}
	for _, want := range []string{"llm.api_key: **** (set)", "# gql.yaml:9:", "serve.tokens: 1 token(s)", "password **** (set) from env TEST_HR_PW", "serve.max_concurrent: 16", "# default"} {
		if !strings.Contains(text, want) {
			t.Errorf("show lacks %q:\n%s", want, text)
		}
	}
	out.Reset()
	Resolve(f, Overrides{}).Show(&out, f, true)
	if strings.Contains(out.String(), "secret") || !strings.Contains(out.String(), `"key": "llm.api_key"`) {
		t.Errorf("json: %s", out.String())
	}
}

func TestSkeletonParses(t *testing.T) {
	if _, err := Parse("skeleton", []byte(Skeleton)); err != nil {
		t.Fatal(err)
	}
}

// Syntax errors are placed at the mistake itself, not 1:1 nor at the line
// of the enclosing mapping yaml.v3 names, and each comes with a fix.
func TestSyntaxErrorsAtTheMistake(t *testing.T) {
	for _, c := range []struct{ text, want string }{
		{"serve:\n  addr: a: b\n", `x.yaml:2:10: mapping values are not allowed in this context (quote`},
		{"llm:\n  model: x\n\tbase_url: y\n", `x.yaml:3:1: found a tab character`},
		{"serve:\n  addr: x\n max_rows: 3\n", `x.yaml:3:2: did not find expected key (indent`},
		{"shots: /tmp/s.db\nllm:\n  model: \"abc\n  base_url: y\n", `x.yaml:3:10: found unexpected end of stream (close the quote`},
		{"shots: @home\n", `x.yaml:1:8: found character that cannot start any token`},
	} {
		_, err := Parse("x.yaml", []byte(c.text))
		if err == nil || !strings.HasPrefix(err.Error(), c.want) {
			t.Errorf("%q:\n error %v\n want %q", c.text, err, c.want)
		}
	}
}

// Unknown keys, bad values and bad references are reported together, in
// file order, each at its own line:col.
func TestEveryMistakeAtOnce(t *testing.T) {
	text := "serve:\n  timeout: 5x\n  max_rows: ten\n  backends: [hr, nope]\nlimits:\n  rowz: 3\n" +
		"backends:\n  hr: {neo4j: bolt://x:7687}\ndefault_backend: hrr\n"
	_, err := Parse("x.yaml", []byte(text))
	if err == nil {
		t.Fatal("no error")
	}
	want := []string{
		`x.yaml:2:12: "5x" is not a duration`,
		"x.yaml:3:13: cannot unmarshal !!str `ten` into int (write a whole number)",
		`x.yaml:4:18: serve.backends: "nope" is neither a configured backend nor a server`,
		`x.yaml:6:3: unknown key "rowz" in 'limits' (did you mean 'rows'?)`,
		`x.yaml:9:1: default_backend "hrr" is not one of the backends`,
	}
	lines := strings.Split(err.Error(), "\n")
	if len(lines) != len(want) {
		t.Fatalf("%d problems, want %d:\n%v", len(lines), len(want), err)
	}
	for i, w := range want {
		if !strings.HasPrefix(lines[i], w) {
			t.Errorf("problem %d: %q, want %q", i+1, lines[i], w)
		}
	}
}

// serve.backends is what serve offers even when default_backend is set
// (the issue: it was ignored then), flags and GQL_BACKEND still win, config
// show prints it, and each served backend keeps its own schema.
func TestServeBackendsBesideDefault(t *testing.T) {
	clearEnv(t)
	text := "backends:\n  hr: {neo4j: bolt://x:7687, schema: hr.json}\n  sales: {gremlin: ws://g:8182/gremlin, annotations: s.yaml}\n" +
		"default_backend: hr\nserve:\n  backends: [hr, sales, fuseki]\n"
	f, err := Parse("x.yaml", []byte(text))
	if err != nil {
		t.Fatal(err)
	}
	s := Resolve(f, Overrides{})
	if strings.Join(s.Backends, ",") != "hr" || strings.Join(s.ServeBackends, ",") != "hr,sales,fuseki" || s.Sources["serve.backends"] != "x.yaml:6:3" {
		t.Errorf("backends %v, serve backends %v from %q", s.Backends, s.ServeBackends, s.Sources["serve.backends"])
	}
	for name, want := range map[string][2]string{"hr": {"hr.json", ""}, "sales": {"", "s.yaml"}, "fuseki": {"", ""}} {
		if sc, an := s.SchemaFor(f, name); sc != want[0] || an != want[1] {
			t.Errorf("%s: schema %q annotations %q, want %q", name, sc, an, want)
		}
	}
	var out bytes.Buffer
	if err := s.Show(&out, f, false); err != nil {
		t.Fatal(err)
	}
	if !strings.Contains(out.String(), "serve.backends: hr,sales,fuseki") {
		t.Errorf("config show without serve.backends:\n%s", out.String())
	}
	if s := Resolve(f, Overrides{Backends: []string{"neo4j"}}); strings.Join(s.ServeBackends, ",") != "neo4j" {
		t.Errorf("--backend did not win over serve.backends: %v", s.ServeBackends)
	}
	if s := Resolve(f, Overrides{Schema: "company"}); len(s.ServeBackends) != 3 {
		t.Errorf("--schema dropped serve.backends: %v", s.ServeBackends)
	}
	if sc, _ := Resolve(f, Overrides{Schema: "company"}).SchemaFor(f, "hr"); sc != "company" {
		t.Errorf("--schema did not win over the backend's schema: %q", sc)
	}
}
