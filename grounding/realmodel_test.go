package grounding

import (
	"bufio"
	"context"
	"encoding/json"
	"fmt"
	"net/http"
	"net/http/httptest"
	"net/http/httputil"
	"net/url"
	"os"
	"path/filepath"
	"strings"
	"sync/atomic"
	"testing"

	"github.com/gql-dev/gql/backends/testenv"
	"github.com/gql-dev/gql/examples"
)

// These tests use the real embedding model (multilingual-e5-small served by
// scripts/embed); they skip when it is down unless GQL_REQUIRE_SERVERS=1.

// countingProxy forwards to the model and counts the requests.
func countingProxy(t *testing.T, base string, n *atomic.Int64) string {
	u, err := url.Parse(base)
	if err != nil {
		t.Fatal(err)
	}
	target := &url.URL{Scheme: u.Scheme, Host: u.Host}
	rp := httputil.NewSingleHostReverseProxy(target)
	srv := httptest.NewServer(http.HandlerFunc(func(w http.ResponseWriter, r *http.Request) {
		n.Add(1)
		rp.ServeHTTP(w, r)
	}))
	t.Cleanup(srv.Close)
	testenv.Listening(t, srv.URL)
	return srv.URL + u.Path
}

func realModel(t *testing.T) *OpenAI {
	return NewOpenAI(testenv.Embed(t), "", "e5-query")
}

func linkIDs(r *Result) map[string]string {
	out := map[string]string{}
	for _, l := range r.Mapping {
		out[strings.ToLower(l.Text)] = l.Element.ID()
	}
	return out
}

// TestRealModelCalibration: the raw cosines of a dense model put every
// element near every word, so a fixed cosine δ links "star" to a property;
// calibrated scores link the synonym and leave the loose association out.
func TestRealModelCalibration(t *testing.T) {
	m := realModel(t)
	ctx := context.Background()
	_, s, err := examples.Movies()
	if err != nil {
		t.Fatal(err)
	}
	q := "Which films did Keanu Reeves star in?"
	// No margin: the raw cosines are measured as the paper reads them.
	raw, err := New(ctx, s, m, Options{Raw: true, Delta: 0.70, ModelMargin: -1, CacheDir: t.TempDir()})
	if err != nil {
		t.Fatal(err)
	}
	rr, err := raw.Ground(ctx, q, nil)
	if err != nil {
		t.Fatal(err)
	}
	var many int
	for _, l := range rr.Mapping {
		if strings.EqualFold(l.Text, "star") {
			many = len(l.Alternatives) + 1
		}
	}
	if many < 3 {
		t.Errorf("raw cosines at δ=0.70: \"star\" links %d elements; the problem this calibration solves is gone? %s", many, describe(rr))
	}
	cal, err := New(ctx, s, m, Options{CacheDir: t.TempDir()})
	if err != nil {
		t.Fatal(err)
	}
	cr, err := cal.Ground(ctx, q, nil)
	if err != nil {
		t.Fatal(err)
	}
	got := linkIDs(cr)
	if got["films"] != "label:Movie" {
		t.Errorf("calibrated: \"films\" → %q, want label:Movie (%s)", got["films"], describe(cr))
	}
	if id, ok := got["star"]; ok && strings.HasPrefix(id, "prop:") {
		t.Errorf("calibrated: \"star\" → %s, a loose association", id)
	}
	t.Logf("raw δ=0.70: %s", describe(rr))
	t.Logf("calibrated δ=%.2f: %s", DefaultDelta, describe(cr))
}

// TestRealModelSecondSchema: on the company schema the model links a word
// no schema name spells ("pay" → Employee.salary).
func TestRealModelSecondSchema(t *testing.T) {
	m := realModel(t)
	ctx := context.Background()
	s, err := examples.Schema("company")
	if err != nil {
		t.Fatal(err)
	}
	g, err := New(ctx, s, m, Options{CacheDir: t.TempDir()})
	if err != nil {
		t.Fatal(err)
	}
	r, err := g.Ground(ctx, "What is the pay of each engineer?", nil)
	if err != nil {
		t.Fatal(err)
	}
	if got := linkIDs(r)["pay"]; !strings.HasSuffix(got, ".salary") {
		t.Errorf("\"pay\" → %q, want the salary property (%s)", got, describe(r))
	}
}

// TestRealModelChinese: a Chinese word links through the multilingual model;
// the built-in embedder links nothing in it.
func TestRealModelChinese(t *testing.T) {
	m := realModel(t)
	ctx := context.Background()
	_, s, err := examples.Movies()
	if err != nil {
		t.Fatal(err)
	}
	q := "有哪些电影？"
	g, err := New(ctx, s, Combine(NewOffline(), m), Options{CacheDir: t.TempDir()})
	if err != nil {
		t.Fatal(err)
	}
	r, err := g.Ground(ctx, q, nil)
	if err != nil {
		t.Fatal(err)
	}
	if got := linkIDs(r)["电影"]; got != "label:Movie" {
		t.Errorf("\"电影\" → %q, want label:Movie (%s)", got, describe(r))
	}
	b, err := New(ctx, s, nil, Options{})
	if err != nil {
		t.Fatal(err)
	}
	br, err := b.Ground(ctx, q, nil)
	if err != nil {
		t.Fatal(err)
	}
	if len(br.Mapping) != 0 {
		t.Errorf("the built-in embedder linked Chinese: %s", describe(br))
	}
}

// TestCombinedKeepsLexiconLinks: on the questions of two schemas, every
// link the built-in embedder makes is kept when a real model votes with it
// (the model only fills spans the lexicon cannot link), and a question
// costs one request to the model once the schema is cached.
func TestCombinedKeepsLexiconLinks(t *testing.T) {
	var requests atomic.Int64
	base := countingProxy(t, testenv.Embed(t), &requests)
	m := NewOpenAI(base, "", "e5-query")
	ctx := context.Background()
	cache := t.TempDir()
	for _, set := range []struct{ schema, file string }{
		{"movies", filepath.Join("..", "testdata", "movies", "aligned", "questions.jsonl")},
		{"company", filepath.Join("..", "testdata", "company", "questions.jsonl")},
	} {
		s, err := examples.Schema(set.schema)
		if err != nil {
			t.Fatal(err)
		}
		lex, err := New(ctx, s, nil, Options{})
		if err != nil {
			t.Fatal(err)
		}
		both, err := New(ctx, s, Combine(NewOffline(), m), Options{CacheDir: cache})
		if err != nil {
			t.Fatal(err)
		}
		if again, err := New(ctx, s, Combine(NewOffline(), m), Options{CacheDir: cache}); err != nil || again == nil {
			t.Fatal(err)
		}
		questions := readQuestions(t, set.file)
		before := requests.Load()
		added := 0
		for _, q := range questions {
			lr, err := lex.Ground(ctx, q, nil)
			if err != nil {
				t.Fatal(err)
			}
			br, err := both.Ground(ctx, q, nil)
			if err != nil {
				t.Fatal(err)
			}
			bl := map[string]string{}
			for _, l := range br.Mapping {
				bl[fmt.Sprint(l.Span)] = l.Element.ID()
			}
			for _, l := range lr.Mapping {
				if bl[fmt.Sprint(l.Span)] != l.Element.ID() {
					t.Errorf("%s: %q: the lexicon's link %q → %s is lost or changed with the model (%s)", set.schema, q, l.Text, l.Element.ID(), describe(br))
				}
			}
			added += len(br.Mapping) - len(lr.Mapping)
		}
		perQ := float64(requests.Load()-before) / float64(len(questions))
		t.Logf("%s: %d questions, %d links added by the model, %.2f requests per question", set.schema, len(questions), added, perQ)
		if perQ > 1 {
			t.Errorf("%s: %.2f requests per question, want at most 1 (schema vectors are cached)", set.schema, perQ)
		}
	}
}

func readQuestions(t *testing.T, path string) []string {
	f, err := os.Open(path)
	if err != nil {
		t.Fatal(err)
	}
	defer f.Close()
	var out []string
	sc := bufio.NewScanner(f)
	sc.Buffer(make([]byte, 1<<20), 1<<20)
	for sc.Scan() {
		var x struct{ Question string }
		if json.Unmarshal(sc.Bytes(), &x) == nil && x.Question != "" {
			out = append(out, x.Question)
		}
	}
	return out
}
