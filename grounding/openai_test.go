package grounding

import (
	"context"
	"encoding/json"
	"net/http"
	"net/http/httptest"
	"os"
	"path/filepath"
	"strings"
	"sync/atomic"
	"testing"

	"github.com/gql-dev/gql/backends/testenv"
	"github.com/gql-dev/gql/examples"
)

// scriptedEmbeddings is an OpenAI-compatible /v1/embeddings endpoint that
// answers with deterministic vectors (the built-in embedder's, so links are
// meaningful) in reversed order, counting the texts it was asked about.
func scriptedEmbeddings(t *testing.T, texts *atomic.Int64, fail *atomic.Bool) *httptest.Server {
	off := NewOffline()
	srv := httptest.NewServer(http.HandlerFunc(func(w http.ResponseWriter, r *http.Request) {
		if r.URL.Path != "/v1/embeddings" || r.Method != http.MethodPost {
			http.Error(w, "not found", http.StatusNotFound)
			return
		}
		if r.Header.Get("Authorization") != "Bearer test-key" {
			http.Error(w, `{"error":{"message":"bad key"}}`, http.StatusUnauthorized)
			return
		}
		if fail.Load() {
			w.WriteHeader(http.StatusInternalServerError)
			w.Write([]byte(`{"error":{"message":"model overloaded","type":"server_error"}}`))
			return
		}
		var req struct {
			Input []string `json:"input"`
			Model string   `json:"model"`
		}
		if err := json.NewDecoder(r.Body).Decode(&req); err != nil {
			http.Error(w, err.Error(), http.StatusBadRequest)
			return
		}
		texts.Add(int64(len(req.Input)))
		type item struct {
			Object    string    `json:"object"`
			Embedding []float32 `json:"embedding"`
			Index     int       `json:"index"`
		}
		var data []item
		for i := len(req.Input) - 1; i >= 0; i-- {
			data = append(data, item{"embedding", off.Vector(req.Input[i]), i})
		}
		w.Header().Set("Content-Type", "application/json")
		json.NewEncoder(w).Encode(map[string]any{"object": "list", "data": data, "model": req.Model,
			"usage": map[string]int{"prompt_tokens": 1, "total_tokens": 1}})
	}))
	// Close is idempotent: callers still defer it, but a skip below returns
	// before they can.
	t.Cleanup(srv.Close)
	testenv.Listening(t, srv.URL)
	return srv
}

func TestOpenAIEmbedderAndCache(t *testing.T) {
	var texts atomic.Int64
	var fail atomic.Bool
	srv := scriptedEmbeddings(t, &texts, &fail)
	defer srv.Close()
	g, s, err := examples.Movies()
	if err != nil {
		t.Fatal(err)
	}
	cache := t.TempDir()
	emb := NewOpenAI(srv.URL+"/v1", "test-key", "test-embed-small")
	emb.Batch = 5 // several requests, to exercise batching and index order
	gr, err := New(context.Background(), s, emb, Options{CacheDir: cache})
	if err != nil {
		t.Fatal(err)
	}
	// One δ for every embedder: calibration puts scores on one scale.
	if gr.Opts.Delta != DefaultDelta {
		t.Errorf("δ for a remote embedder = %v, want %v", gr.Opts.Delta, DefaultDelta)
	}
	first := texts.Load()
	if first == 0 {
		t.Fatal("schema elements were not embedded through the endpoint")
	}
	r, err := gr.Ground(context.Background(), "Which films did the filmmaker Lana Wachowski make?", NewMemorySource(g, s))
	if err != nil {
		t.Fatal(err)
	}
	got := map[string]bool{}
	for _, l := range r.Mapping {
		got[l.Element.ID()] = true
	}
	if !got["label:Movie"] || !got["edge:DIRECTED"] {
		t.Errorf("links through the endpoint: %s", describe(r))
	}
	files, _ := filepath.Glob(filepath.Join(cache, s.Fingerprint()+"-*.json"))
	if len(files) != 1 {
		t.Fatalf("cache files = %v", files)
	}
	if !strings.Contains(files[0], "test-embed-small") {
		t.Errorf("cache file %s does not name the model", files[0])
	}

	// A second grounder for the same schema and model reads the cache: only
	// question spans reach the server.
	before := texts.Load()
	gr2, err := New(context.Background(), s, emb, Options{CacheDir: cache})
	if err != nil {
		t.Fatal(err)
	}
	if n := texts.Load() - before; n != 0 {
		t.Errorf("cached schema was re-embedded (%d texts)", n)
	}
	// Another model does not reuse the vectors.
	other := NewOpenAI(srv.URL+"/v1", "test-key", "other-model")
	if _, err := New(context.Background(), s, other, Options{CacheDir: cache}); err != nil {
		t.Fatal(err)
	}
	if texts.Load()-before < first {
		t.Errorf("a different model reused another model's cache")
	}

	// Server errors surface with the endpoint named; nothing panics.
	fail.Store(true)
	_, err = gr2.Ground(context.Background(), "Who directed Cloud Atlas?", nil)
	if err == nil || !strings.Contains(err.Error(), "overloaded") {
		t.Errorf("error = %v, want the server's message", err)
	}
	// A damaged cache file is ignored and rewritten.
	if err := os.WriteFile(files[0], []byte("{not json"), 0o644); err != nil {
		t.Fatal(err)
	}
	fail.Store(false)
	if _, err := New(context.Background(), s, emb, Options{CacheDir: cache}); err != nil {
		t.Fatalf("damaged cache: %v", err)
	}
	b, _ := os.ReadFile(files[0])
	if !json.Valid(b) {
		t.Error("damaged cache file was not rewritten")
	}
}

func TestOpenAIBadKey(t *testing.T) {
	var texts atomic.Int64
	var fail atomic.Bool
	srv := scriptedEmbeddings(t, &texts, &fail)
	defer srv.Close()
	_, s, _ := examples.Movies()
	_, err := New(context.Background(), s, NewOpenAI(srv.URL+"/v1", "wrong", "m"), Options{CacheDir: "off"})
	if err == nil || !strings.Contains(err.Error(), "embedding schema elements") {
		t.Errorf("err = %v", err)
	}
}
