package cmd

import (
	"bytes"
	"context"
	"encoding/json"
	"os"
	"path/filepath"
	"strings"
	"testing"

	"github.com/gql-dev/gql/backends"
	"github.com/gql-dev/gql/backends/testenv"
	"github.com/gql-dev/gql/examples"
)

// runLink runs `gql link ARGS` in-process on a fresh command tree.
func runLink(t *testing.T, args ...string) (string, error) {
	t.Helper()
	root := NewRoot()
	var out, errb bytes.Buffer
	root.SetOut(&out)
	root.SetErr(&errb)
	root.SetArgs(append([]string{"link"}, args...))
	err := root.Execute()
	return out.String(), err
}

func TestLinkText(t *testing.T) {
	out, err := runLink(t, "--target", "all", "Which films did tom hanks star in after 1995?")
	if err != nil {
		t.Fatal(err)
	}
	for _, want := range []string{
		`"films"`, "label:Movie", "edge:ACTED_IN", `Person.name = "Tom Hanks"`, "> 1995", "prop:Movie.released",
		"twigs (cypher", "twigs (gremlin", "twigs (sparql", "MATCH (", "g.V()", "SELECT",
	} {
		if !strings.Contains(out, want) {
			t.Errorf("output lacks %q:\n%s", want, out)
		}
	}
}

func TestLinkJSON(t *testing.T) {
	out, err := runLink(t, "--json", "--target", "gremlin", "Who directed The Matrix Reloaded?")
	if err != nil {
		t.Fatal(err)
	}
	var v struct {
		Grounding struct {
			Mapping []struct {
				Span    struct{ Start, End int }
				Element struct{ Kind, Name string }
			}
			Values []struct {
				Candidates []struct{ Value string }
			}
		}
		Twigs []struct {
			Score float64
			Text  map[string]string
		}
		Delta float64
	}
	if err := json.Unmarshal([]byte(out), &v); err != nil {
		t.Fatalf("%v:\n%s", err, out)
	}
	if v.Delta != 0.45 {
		t.Errorf("delta = %v", v.Delta)
	}
	found := false
	for _, m := range v.Grounding.Mapping {
		if m.Element.Kind == "edge" && m.Element.Name == "DIRECTED" && m.Span.Start == 4 && m.Span.End == 12 {
			found = true
		}
	}
	if !found {
		t.Errorf("no DIRECTED link at bytes 4-12: %+v", v.Grounding.Mapping)
	}
	if len(v.Grounding.Values) == 0 || v.Grounding.Values[0].Candidates[0].Value != "The Matrix Reloaded" {
		t.Errorf("values = %+v", v.Grounding.Values)
	}
	if len(v.Twigs) == 0 || !strings.HasPrefix(v.Twigs[0].Text["gremlin"], "g.V()") {
		t.Errorf("twigs = %+v", v.Twigs)
	}
}

func TestLinkBadInput(t *testing.T) {
	if _, err := runLink(t, "--target", "sql", "Who?"); err == nil || !strings.Contains(err.Error(), "unknown target") {
		t.Errorf("err = %v", err)
	}
	if _, err := runLink(t, "--schema", "/nonexistent/schema.json", "Who?"); err == nil {
		t.Error("missing schema file accepted")
	}
}

// TestLinkBackend links values against the real Neo4j holding the movies
// example.
func TestLinkBackend(t *testing.T) {
	uri := testenv.Neo4j(t)
	out, err := runLink(t, "--backend", uri, "--schema", "movies", "who directed the matrix reloaded")
	if err != nil {
		t.Fatal(err)
	}
	if !strings.Contains(out, `Movie.title = "The Matrix Reloaded"`) {
		t.Errorf("no value link from the server:\n%s", out)
	}
}

// TestLinkEmbeddings: link builds its embedder as translate does (flags,
// GQL_EMBED_*, the config file), so the lexicon and the model vote and a
// model without a URL is a usage error rather than a silent built-in run.
func TestLinkEmbeddings(t *testing.T) {
	t.Setenv("GQL_CONFIG", "")
	t.Setenv("GQL_EMBED_URL", "")
	if _, err := runLink(t, "--embed-model", "e5-query", "Who directed The Matrix?"); err == nil || !strings.Contains(err.Error(), "no embeddings URL") {
		t.Errorf("--embed-model without a URL: %v", err)
	}
	url := testenv.Embed(t)
	out, err := runLink(t, "--embed-url", url, "--embed-model", "e5-query", "Keanu Reeves 出演过哪些电影？")
	if err != nil {
		t.Fatal(err)
	}
	for _, want := range []string{"offline-lexicon-v1+openai:e5-query", `"电影"`, "label:Movie", `Person.name = "Keanu Reeves"`} {
		if !strings.Contains(out, want) {
			t.Errorf("output lacks %q:\n%s", want, out)
		}
	}
	// The lexicon keeps what it links with the model voting: "films" is the
	// built-in's link, not replaced.
	out, err = runLink(t, "--embed-url", url, "--embed-model", "e5-query", "Which films did Tom Hanks star in?")
	if err != nil {
		t.Fatal(err)
	}
	if !strings.Contains(out, `"films"`) || !strings.Contains(out, "label:Movie") {
		t.Errorf("the vote lost the lexicon's link:\n%s", out)
	}
}

// TestLinkFusekiRules: link assembles through gql.Build, so it reads Fuseki
// as translate does. A bare "fuseki" with a bundled example is that
// example's dataset (/company, not the default /movies), and a schema whose
// name differs from the dataset's takes the dataset's name, after which the
// RDF vocabulary, the value lookups and the SPARQL twigs are named. Before
// the one assembly link did neither: no value linked, and the twigs used a
// vocabulary the dataset does not hold.
func TestLinkFusekiRules(t *testing.T) {
	uri := testenv.Company(t)["fuseki"]
	s, g, err := examples.Resolve("company")
	if err != nil {
		t.Fatal(err)
	}
	if _, err := backends.Load(context.Background(), uri, g, s, backends.LoadOptions{Backend: backends.Fuseki, IfNeeded: true}); err != nil {
		t.Fatal(err)
	}
	const q = "Who manages Hannah Schmidt?"
	const value = `Employee.name = "Hannah Schmidt"`
	// A bare name means the default server: checked when the company
	// dataset is there.
	if def, err := backends.FusekiDataset(backends.Fuseki.DefaultURI(), "company"); err == nil && def == uri {
		out, err := runLink(t, "--backend", "fuseki", "--schema", "company", "--target", "sparql", q)
		if err != nil {
			t.Fatal(err)
		}
		if !strings.Contains(out, value) {
			t.Errorf("bare fuseki with --schema company did not link values in /company:\n%s", out)
		}
	}

	// The same schema under another name, on the company dataset.
	renamed := *s
	renamed.Name = "acme"
	file := filepath.Join(t.TempDir(), "acme.json")
	b, err := json.Marshal(&renamed)
	if err != nil {
		t.Fatal(err)
	}
	if err := os.WriteFile(file, b, 0o644); err != nil {
		t.Fatal(err)
	}
	out, err := runLink(t, "--backend", "fuseki="+uri, "--schema", file, "--target", "sparql", q)
	if err != nil {
		t.Fatal(err)
	}
	if !strings.Contains(out, value) {
		t.Errorf("no value linked from the dataset under the schema's other name:\n%s", out)
	}
	if !strings.Contains(out, "<"+backends.VocabFor("company")+">") || strings.Contains(out, backends.VocabFor("acme")) {
		t.Errorf("the SPARQL twigs do not use the dataset's vocabulary:\n%s", out)
	}
}

// TestLinkEvidence: a value read from a close spelling shows its match and
// evidence and a value-corrected warning, on the movies and company
// examples; an exact value shows neither.
func TestLinkEvidence(t *testing.T) {
	for _, c := range []struct {
		args []string
		want []string
	}{
		{[]string{"Which movies did Tom Hnaks act in?"}, []string{
			`Person.name = "Tom Hanks"`, `fuzzy; evidence: capitalised-mid-sentence ("Tom"), only-reading ("Hnaks")`,
			"warning: [value-corrected] read 'Tom Hnaks' as 'Tom Hanks'"}},
		{[]string{"--schema", "company", "Who works on a project called Nightingle?"}, []string{
			`Project.name = "Nightingale"`, `naming-cue ("called")`, "warning: [value-corrected] read 'Nightingle' as 'Nightingale'"}},
	} {
		out, err := runLink(t, c.args...)
		if err != nil {
			t.Fatal(err)
		}
		for _, want := range c.want {
			if !strings.Contains(out, want) {
				t.Errorf("%v: output lacks %q:\n%s", c.args, want, out)
			}
		}
	}
	out, err := runLink(t, "Who acted in The Matrix?")
	if err != nil {
		t.Fatal(err)
	}
	if !strings.Contains(out, `Movie.title = "The Matrix"  1.00  exact`) || strings.Contains(out, "value-corrected") {
		t.Errorf("exact value:\n%s", out)
	}
}
