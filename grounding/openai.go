package grounding

import (
	"context"
	"encoding/json"
	"fmt"
	"os"
	"path/filepath"
	"sort"
	"strings"

	openai "github.com/sashabaranov/go-openai"
)

// OpenAI embeds through any OpenAI-compatible /embeddings endpoint.
type OpenAI struct {
	client  *openai.Client
	model   string
	baseURL string
	// Batch bounds how many texts go in one request (default 64).
	Batch int
}

// NewOpenAI returns an embedder for the endpoint at baseURL (e.g.
// "http://127.0.0.1:8080/v1"; "" for api.openai.com) using model.
func NewOpenAI(baseURL, key, model string) *OpenAI {
	cfg := openai.DefaultConfig(key)
	if baseURL != "" {
		cfg.BaseURL = strings.TrimRight(baseURL, "/")
	}
	return &OpenAI{client: openai.NewClientWithConfig(cfg), model: model, baseURL: cfg.BaseURL, Batch: 64}
}

// Name includes the model and endpoint: two servers may serve different
// weights under one model name.
func (o *OpenAI) Name() string { return "openai:" + o.model + "@" + o.baseURL }

func (o *OpenAI) Embed(ctx context.Context, texts []string) ([][]float32, error) {
	out := make([][]float32, len(texts))
	batch := o.Batch
	if batch <= 0 {
		batch = 64
	}
	for start := 0; start < len(texts); start += batch {
		end := min(start+batch, len(texts))
		resp, err := o.client.CreateEmbeddings(ctx, openai.EmbeddingRequest{
			Input: texts[start:end],
			Model: openai.EmbeddingModel(o.model),
		})
		if err != nil {
			return nil, fmt.Errorf("embeddings request to %s: %w", o.baseURL, err)
		}
		if len(resp.Data) != end-start {
			return nil, fmt.Errorf("embeddings from %s: got %d vectors for %d texts", o.baseURL, len(resp.Data), end-start)
		}
		data := resp.Data
		sort.SliceStable(data, func(i, j int) bool { return data[i].Index < data[j].Index })
		for i, d := range data {
			if d.Index != i {
				return nil, fmt.Errorf("embeddings from %s: response indexes are not 0..%d", o.baseURL, end-start-1)
			}
			out[start+i] = d.Embedding
		}
	}
	return out, nil
}

// DefaultCacheDir is $XDG_CACHE_HOME/gql/embeddings (or the platform's
// user cache directory).
func DefaultCacheDir() string {
	dir := os.Getenv("XDG_CACHE_HOME")
	if dir == "" {
		d, err := os.UserCacheDir()
		if err != nil {
			return ""
		}
		dir = d
	}
	return filepath.Join(dir, "gql", "embeddings")
}

// Cached keeps the vectors of schema element texts on disk, one file per
// (schema fingerprint, embedder name), so a remote embedder is asked about a
// schema once. Question spans are never cached: they differ every time.
type Cached struct {
	Inner       Embedder
	Dir         string
	Fingerprint string
}

type cacheFile struct {
	Embedder    string               `json:"embedder"`
	Fingerprint string               `json:"fingerprint"`
	Vectors     map[string][]float32 `json:"vectors"`
}

func (c *Cached) Name() string { return c.Inner.Name() }

// Path is the cache file.
func (c *Cached) Path() string {
	name := strings.Map(func(r rune) rune {
		if r >= 'a' && r <= 'z' || r >= 'A' && r <= 'Z' || r >= '0' && r <= '9' || r == '-' || r == '.' {
			return r
		}
		return '_'
	}, c.Inner.Name())
	return filepath.Join(c.Dir, c.Fingerprint+"-"+name+".json")
}

// Embed returns cached vectors and embeds (then stores) only the missing
// texts. A damaged cache file is ignored and rewritten.
func (c *Cached) Embed(ctx context.Context, texts []string) ([][]float32, error) {
	cf := cacheFile{Embedder: c.Inner.Name(), Fingerprint: c.Fingerprint, Vectors: map[string][]float32{}}
	if b, err := os.ReadFile(c.Path()); err == nil {
		var old cacheFile
		if json.Unmarshal(b, &old) == nil && old.Embedder == cf.Embedder && old.Fingerprint == cf.Fingerprint && old.Vectors != nil {
			cf.Vectors = old.Vectors
		}
	}
	var missing []string
	seen := map[string]bool{}
	for _, t := range texts {
		if _, ok := cf.Vectors[t]; !ok && !seen[t] {
			seen[t] = true
			missing = append(missing, t)
		}
	}
	if len(missing) > 0 {
		vs, err := c.Inner.Embed(ctx, missing)
		if err != nil {
			return nil, err
		}
		for i, t := range missing {
			cf.Vectors[t] = vs[i]
		}
		if err := c.store(cf); err != nil {
			return nil, fmt.Errorf("writing embedding cache: %w", err)
		}
	}
	out := make([][]float32, len(texts))
	for i, t := range texts {
		out[i] = cf.Vectors[t]
	}
	return out, nil
}

func (c *Cached) store(cf cacheFile) error {
	if err := os.MkdirAll(c.Dir, 0o755); err != nil {
		return err
	}
	b, err := json.Marshal(cf)
	if err != nil {
		return err
	}
	tmp, err := os.CreateTemp(c.Dir, ".tmp-*")
	if err != nil {
		return err
	}
	if _, err := tmp.Write(b); err != nil {
		tmp.Close()
		os.Remove(tmp.Name())
		return err
	}
	if err := tmp.Close(); err != nil {
		os.Remove(tmp.Name())
		return err
	}
	return os.Rename(tmp.Name(), c.Path())
}
