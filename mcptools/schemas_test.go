package mcptools_test

import (
	"context"
	"encoding/json"
	"io"
	"log/slog"
	"strings"
	"testing"

	"github.com/modelcontextprotocol/go-sdk/mcp"

	"github.com/gql-dev/gql"
	"github.com/gql-dev/gql/mcptools"
	"github.com/gql-dev/gql/serve"
)

// offlineSession connects a client in process to the tools over a served
// bundled schema (no database), so these checks run in -short.
func offlineSession(t *testing.T, schemaName string) *mcp.ClientSession {
	t.Helper()
	ctx := context.Background()
	s, err := serve.New(ctx, serve.Options{Shots: "off", Logger: quietLog(),
		Backends: []serve.Backend{{Name: schemaName, Setup: gql.Setup{Schema: schemaName}}}})
	if err != nil {
		t.Fatal(err)
	}
	t.Cleanup(func() { s.Close() })
	ct, st := mcp.NewInMemoryTransports()
	ss, err := mcptools.NewServer(s).Connect(ctx, st, nil)
	if err != nil {
		t.Fatal(err)
	}
	t.Cleanup(func() { ss.Close() })
	cs, err := mcp.NewClient(&mcp.Implementation{Name: "test", Version: "1"}, nil).Connect(ctx, ct, nil)
	if err != nil {
		t.Fatal(err)
	}
	t.Cleanup(func() { cs.Close() })
	return cs
}

// props reads a tool's input schema as plain JSON.
func props(t *testing.T, tl *mcp.Tool) map[string]map[string]any {
	t.Helper()
	raw, _ := json.Marshal(tl.InputSchema)
	var s struct {
		Properties map[string]map[string]any `json:"properties"`
	}
	if err := json.Unmarshal(raw, &s); err != nil {
		t.Fatal(err)
	}
	return s.Properties
}

func enum(p map[string]any) string {
	if items, ok := p["items"].(map[string]any); ok {
		p = items
	}
	var out []string
	for _, v := range asList(p["enum"]) {
		out = append(out, v.(string))
	}
	return strings.Join(out, ",")
}

func asList(v any) []any { l, _ := v.([]any); return l }

// The tool list an agent sees: enums for languages and formats, the
// HTTP API's names (targets, backends) with the old singular names marked
// deprecated, max_rows only where it applies, and instructions.
func TestToolSchemasAndInstructions(t *testing.T) {
	for _, name := range []string{"movies", "company"} {
		t.Run(name, func(t *testing.T) {
			cs := offlineSession(t, name)
			if ins := cs.InitializeResult().Instructions; !strings.Contains(ins, "list_backends") || !strings.Contains(ins, "unanswerable") {
				t.Errorf("instructions: %q", ins)
			}
			tools, err := cs.ListTools(context.Background(), nil)
			if err != nil {
				t.Fatal(err)
			}
			byName := map[string]*mcp.Tool{}
			for _, tl := range tools.Tools {
				byName[tl.Name] = tl
			}
			for _, tool := range []string{"translate", "ask"} {
				p := props(t, byName[tool])
				if enum(p["targets"]) != "cypher,gremlin,sparql,all" || p["targets"]["type"] != "array" {
					t.Errorf("%s targets: %v", tool, p["targets"])
				}
				if p["backends"]["type"] != "array" {
					t.Errorf("%s backends: %v", tool, p["backends"])
				}
				for _, old := range []string{"target", "backend"} {
					if p[old]["deprecated"] != true || !strings.Contains(p[old]["description"].(string), "deprecated") {
						t.Errorf("%s %s is not marked deprecated: %v", tool, old, p[old])
					}
				}
				if _, has := p["max_rows"]; has != (tool == "ask") {
					t.Errorf("%s advertises max_rows: %v", tool, has)
				}
			}
			for tool, want := range map[string]string{"check": "cypher,gremlin,sparql", "run_query": "cypher,gremlin,sparql"} {
				if got := enum(props(t, byName[tool])["target"]); got != want {
					t.Errorf("%s target enum %q, want %q", tool, got, want)
				}
			}
			if got := enum(props(t, byName["get_schema"])["format"]); got != "json,cypher,gremlin,sparql" {
				t.Errorf("get_schema format enum %q", got)
			}
			// A value outside the enum is refused before the tool runs.
			res, err := cs.CallTool(context.Background(), &mcp.CallToolParams{Name: "check", Arguments: map[string]any{"target": "sql", "query": "SELECT 1"}})
			if err != nil || !res.IsError {
				t.Errorf("target sql was accepted: %v %v", err, res)
			}
		})
	}
}

// The deprecated singular names still work, alone or beside the lists, and
// get_schema's JSON is structured content.
func TestAliasesAndStructuredSchema(t *testing.T) {
	cs := offlineSession(t, "company")
	var old, both mcptools.QuestionOut
	call(t, cs, "translate", map[string]any{"question": "Who manages Hannah Schmidt?", "target": "gremlin", "backend": "company"}, &old)
	if len(old.Results) != 1 || old.Results[0].Target != "gremlin" || old.Results[0].Backend != "company" {
		t.Errorf("deprecated target/backend: %+v", old)
	}
	call(t, cs, "translate", map[string]any{"question": "Who manages Hannah Schmidt?", "target": "gremlin", "targets": []string{"cypher"}}, &both)
	if len(both.Results) != 2 {
		t.Errorf("target beside targets: %d results, want 2", len(both.Results))
	}
	var sc mcptools.SchemaOut
	res := call(t, cs, "get_schema", map[string]any{"format": "json"}, &sc)
	labels, _ := sc.Schema["labels"].([]any)
	if res.IsError || sc.Text != "" || len(labels) == 0 || sc.Name != "company" {
		t.Fatalf("get_schema json: %s", text(res))
	}
	if l, _ := labels[0].(map[string]any); l["name"] == nil {
		t.Errorf("a label without a name field: %v", labels[0])
	}
}

func quietLog() *slog.Logger { return slog.New(slog.NewTextHandler(io.Discard, nil)) }
