package cmd

import (
	"bytes"
	"context"
	"net/http"
	"net/http/httptest"
	"os"
	"path/filepath"
	"strings"
	"testing"

	"github.com/spf13/cobra"

	"github.com/gql-dev/gql/backends/testenv"
	"github.com/gql-dev/gql/serve"
)

func writeConfig(t *testing.T, text string) string {
	t.Helper()
	p := filepath.Join(t.TempDir(), "gql.yaml")
	if err := os.WriteFile(p, []byte(text), 0o644); err != nil {
		t.Fatal(err)
	}
	return p
}

// A named backend from the config, with credentials from the environment,
// answers on the real Neo4j; the default backend is used with no flag.
func TestConfigNamedBackend(t *testing.T) {
	uri := testenv.Neo4j(t)
	loadExample(t, "movies", uri)
	t.Setenv("GQL_BACKEND", "")
	t.Setenv("TEST_MOVIES_PW", "unused-by-a-server-without-auth")
	cfg := writeConfig(t, "backends:\n  films:\n    neo4j: {uri: "+uri+", user: neo4j, password_env: TEST_MOVIES_PW}\n    schema: movies\ndefault_backend: films\nshots: off\n")
	var out, errb bytes.Buffer
	code := Main([]string{"--config", cfg, "translate", "--backend", "films", "--exec", "Who directed The Matrix?"}, strings.NewReader(""), &out, &errb)
	if code != 0 || !strings.Contains(out.String(), "Lilly Wachowski") {
		t.Fatalf("exit %d\n%s\n%s", code, out.String(), errb.String())
	}
	out.Reset()
	errb.Reset()
	code = Main([]string{"--config", cfg, "translate", "--exec", "Who directed The Matrix?"}, strings.NewReader(""), &out, &errb)
	if code != 0 || !strings.Contains(out.String(), "Lana Wachowski") || strings.Contains(errb.String(), "bundled movies") {
		t.Errorf("default_backend: exit %d\n%s\n%s", code, out.String(), errb.String())
	}
	// GQL_CONFIG names the file as well as --config does.
	t.Setenv("GQL_CONFIG", cfg)
	msg, code := run(t, "config", "show")
	if code != 0 || !strings.Contains(msg, "backends: films") || !strings.Contains(msg, "gql.yaml:5:1") ||
		strings.Contains(msg, "unused-by-a-server") || !strings.Contains(msg, "password **** (set) from env TEST_MOVIES_PW") {
		t.Errorf("config show:\n%s", msg)
	}
	msg, _ = run(t, "config", "show", "--backend", "neo4j", "--max-repairs", "0")
	if !strings.Contains(msg, "# flag --backend") || !strings.Contains(msg, "limits.max_repairs: 0") {
		t.Errorf("flags in config show:\n%s", msg)
	}
	msg, _ = run(t, "config", "path")
	if strings.TrimSpace(msg) != cfg {
		t.Errorf("config path: %q", msg)
	}
}

func TestConfigErrorsAreUsageErrors(t *testing.T) {
	cfg := writeConfig(t, "llm:\n  modle: gpt-4o\n")
	msg, code := run(t, "--config", cfg, "translate", "Who directed The Matrix?")
	if code != 2 || !strings.Contains(msg, "gql.yaml:2:3: unknown key \"modle\"") || !strings.Contains(msg, "did you mean 'model'?") {
		t.Errorf("exit %d: %s", code, msg)
	}
	msg, code = run(t, "--config", "/no/such/gql.yaml", "exec", "MATCH (n) RETURN n")
	if code != 2 || !strings.Contains(msg, "no such file") {
		t.Errorf("exit %d: %s", code, msg)
	}
	msg, code = run(t, "config", "init")
	if code != 0 || !strings.Contains(msg, "password_env") {
		t.Errorf("init: %s", msg)
	}
}

// gql serve takes its tokens, limits and backends from the config.
func TestServeTokensFromConfig(t *testing.T) {
	t.Setenv("GQL_SERVE_TOKENS", "")
	t.Setenv("TEST_TEAM_TOKENS", "team-token")
	cfg := writeConfig(t, "serve:\n  tokens_env: TEST_TEAM_TOKENS\n  max_rows: 7\n  addr: 127.0.0.1:9999\nshots: off\n")
	root := NewRoot()
	var sf serviceFlags
	c := &cobra.Command{Use: "probe", RunE: func(*cobra.Command, []string) error { return nil }}
	sf.register(c, true)
	root.AddCommand(c)
	root.SetErr(&bytes.Buffer{})
	root.SetArgs([]string{"--config", cfg, "probe", "--schema", "movies"})
	if err := root.Execute(); err != nil {
		t.Fatal(err)
	}
	opt, addr, err := sf.options(c)
	if err != nil {
		t.Fatal(err)
	}
	if addr != "127.0.0.1:9999" || opt.MaxRows != 7 || len(opt.Tokens) != 1 {
		t.Fatalf("addr %q rows %d tokens %d", addr, opt.MaxRows, len(opt.Tokens))
	}
	s, err := serve.New(context.Background(), opt)
	if err != nil {
		t.Fatal(err)
	}
	defer s.Close()
	ts := httptest.NewServer(s.Handler())
	defer ts.Close()
	testenv.Listening(t, ts.URL)
	for _, c := range []struct {
		tok  string
		want int
	}{{"", 401}, {"wrong", 401}, {"team-token", 200}} {
		req, _ := http.NewRequest("GET", ts.URL+"/v1/backends", nil)
		if c.tok != "" {
			req.Header.Set("Authorization", "Bearer "+c.tok)
		}
		resp, err := http.DefaultClient.Do(req)
		if err != nil {
			t.Fatal(err)
		}
		resp.Body.Close()
		if resp.StatusCode != c.want {
			t.Errorf("token %q: %d, want %d", c.tok, resp.StatusCode, c.want)
		}
	}
}
