package cmd

import (
	"context"
	"encoding/json"
	"strings"
	"testing"

	"github.com/gql-dev/gql/backends"
	"github.com/gql-dev/gql/backends/testenv"
	"github.com/gql-dev/gql/examples"
)

// --vocab reads an RDF store under the vocabulary given: the company
// dataset's classes are found under gql's own vocabulary for it, and none
// under another, and the schema keeps the vocabulary it was read with.
func TestSchemaVocab(t *testing.T) {
	uri := testenv.Company(t)["fuseki"]
	s, g, err := examples.Resolve("company")
	if err != nil {
		t.Fatal(err)
	}
	if _, err := backends.Load(context.Background(), uri, g, s, backends.LoadOptions{Backend: backends.Fuseki, IfNeeded: true}); err != nil {
		t.Fatal(err)
	}
	read := func(vocab string) (labels []string, got string) {
		out, code := run(t, "schema", "--backend", "fuseki", "--uri", uri, "--vocab", vocab, "--json")
		if code != 0 {
			t.Fatalf("exit %d:\n%s", code, out)
		}
		var sc struct {
			Vocab  string `json:"vocab"`
			Labels []struct {
				Name string `json:"name"`
			} `json:"labels"`
		}
		if err := json.Unmarshal([]byte(out), &sc); err != nil {
			t.Fatalf("%v:\n%s", err, out)
		}
		for _, l := range sc.Labels {
			labels = append(labels, l.Name)
		}
		return labels, sc.Vocab
	}
	labels, got := read(backends.VocabFor("company"))
	if got != backends.VocabFor("company") || !strings.Contains(strings.Join(labels, ","), "Employee") {
		t.Errorf("under the dataset's vocabulary: vocab %q, labels %v", got, labels)
	}
	if labels, got := read("http://nothing.example/"); len(labels) != 0 || got != "http://nothing.example/" {
		t.Errorf("under a vocabulary the store does not use: vocab %q, labels %v", got, labels)
	}
}

func TestSchemaVocabIsForRDF(t *testing.T) {
	out, code := run(t, "schema", "--backend", "neo4j", "--uri", "bolt://127.0.0.1:1", "--vocab", "http://x.example/")
	if code != exitUsage || !strings.Contains(out, "--vocab") {
		t.Fatalf("exit %d:\n%s", code, out)
	}
}
