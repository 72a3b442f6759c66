package cmd

import (
	"bufio"
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

func loadExample(t *testing.T, name, uri string) {
	t.Helper()
	g, err := examples.Graph(name)
	if err != nil {
		t.Fatal(err)
	}
	s, err := examples.Schema(name)
	if err != nil {
		t.Fatal(err)
	}
	if _, err := backends.Load(context.Background(), uri, g, s, backends.LoadOptions{Backend: backends.Neo4j, IfNeeded: true}); err != nil {
		t.Fatal(err)
	}
}

// --answer says the rows in words, on two schemas, on the real Neo4j.
func TestTranslateAnswer(t *testing.T) {
	movies, company := testenv.Neo4j(t), testenv.Company(t)["neo4j"]
	loadExample(t, "movies", movies)
	loadExample(t, "company", company)
	for _, c := range []struct {
		schema, uri, q string
		want           []string
	}{
		{"movies", movies, "Who directed The Matrix?", []string{"-- answer: ", "Lana Wachowski", "Lilly Wachowski", "directed The Matrix."}},
		{"company", company, "Who manages Hannah Schmidt?", []string{"-- answer: Marcus Webb manages Hannah Schmidt."}},
	} {
		out, code := run(t, "translate", "--shots", "off", "--schema", c.schema, "--backend", "neo4j="+c.uri, "--exec", "--answer", c.q)
		if code != 0 {
			t.Fatalf("%s: exit %d\n%s", c.q, code, out)
		}
		for _, w := range c.want {
			if !strings.Contains(out, w) {
				t.Errorf("%s: output lacks %q:\n%s", c.q, w, out)
			}
		}
	}
	out, code := run(t, "translate", "--shots", "off", "--answer", "Who directed The Matrix?")
	if code != 2 || !strings.Contains(out, "--answer needs --exec") {
		t.Errorf("--answer without --exec: exit %d\n%s", code, out)
	}
}

func TestBatchAnswer(t *testing.T) {
	uri := testenv.Neo4j(t)
	loadExample(t, "movies", uri)
	dir := t.TempDir()
	in, out := filepath.Join(dir, "q.txt"), filepath.Join(dir, "out.jsonl")
	os.WriteFile(in, []byte("Who directed The Matrix?\nWhat is the meaning of life?\nHow many movies are there?\n"), 0o644)
	if msg, code := run(t, "batch", in, "--out", out, "--shots", "off", "--backend", "neo4j="+uri, "--exec", "--answer"); code != 0 {
		t.Fatalf("exit %d\n%s", code, msg)
	}
	f, err := os.Open(out)
	if err != nil {
		t.Fatal(err)
	}
	defer f.Close()
	answers := map[int]string{}
	sc := bufio.NewScanner(f)
	for sc.Scan() {
		var rec struct {
			Line    int
			Results []struct{ Answer, Verdict string }
		}
		if err := json.Unmarshal(sc.Bytes(), &rec); err != nil {
			t.Fatal(err)
		}
		for _, r := range rec.Results {
			answers[rec.Line] = r.Answer
		}
	}
	if !strings.Contains(answers[1], "Lilly Wachowski") {
		t.Errorf("line 1: answer %q", answers[1])
	}
	if answers[2] != "" {
		t.Errorf("an unanswerable question got an answer: %q", answers[2])
	}
	if !strings.HasPrefix(answers[3], "There are ") || !strings.HasSuffix(answers[3], " movies.") {
		t.Errorf("line 3: answer %q", answers[3])
	}
}
