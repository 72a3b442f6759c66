package grounding

import (
	"context"
	"fmt"
	"math"
	"strings"
)

// Calibration. A cosine means different things under different embedders:
// the built-in lexicon embedder gives unrelated words a cosine near 0, while
// a dense sentence model such as multilingual-e5-small gives almost any two
// words 0.80–0.88 (measured: "star" is 0.87 from Person.name, "films" 0.96
// from Movie). A fixed δ then either lets everything through or nothing.
//
// gql therefore scores a span against an element relative to how close the
// same span is to words that name nothing: with μ the span's mean cosine to
// a fixed list of background words (embedded once per embedder, with the
// schema), the calibrated score is
//
//	s = (cos − μ) / (1 − μ)
//
// 1 for the same text, 0 for a background-like association. The built-in
// embedder's μ is about 0, so its scores barely move; a dense model's μ of
// about 0.85 spreads its narrow band over [0, 1]. One δ (DefaultDelta) and
// the same growth and alternative margins then serve every embedder
// (docs/linking.md has the measurements).
var backgroundWords = []string{
	"weather", "banana", "yesterday", "bicycle", "ocean", "window", "purple", "guitar",
	"mountain", "coffee", "pencil", "river", "cloud", "happy", "quickly", "stone",
	"garden", "engine", "letter", "sleep", "orange", "blanket", "thunder", "whisper",
}

// PassageEmbedder is implemented by embedders that embed stored texts
// (schema element names) differently from questions, as e5-style models do
// ("query: " / "passage: " prefixes or model names).
type PassageEmbedder interface {
	EmbedPassages(ctx context.Context, texts []string) ([][]float32, error)
}

// embedPassages embeds schema-side texts with the passage convention when
// the embedder has one.
func embedPassages(ctx context.Context, e Embedder, texts []string) ([][]float32, error) {
	if p, ok := e.(PassageEmbedder); ok {
		return p.EmbedPassages(ctx, texts)
	}
	return e.Embed(ctx, texts)
}

// Combined votes several embedders: the first that links a span decides its
// candidates, later ones fill the spans the earlier ones cannot link. With
// the built-in embedder first, exact names and lexicon synonyms are never
// overridden and a real model adds the words the lexicon lacks ("films" in
// a schema that says Movie when the lexicon has no entry, a question in
// Chinese).
type Combined struct {
	Parts []Embedder
}

// Combine returns the vote of parts in order of precedence.
func Combine(parts ...Embedder) *Combined { return &Combined{Parts: parts} }

func (c *Combined) Name() string {
	names := make([]string, len(c.Parts))
	for i, p := range c.Parts {
		names[i] = p.Name()
	}
	return strings.Join(names, "+")
}

// Embed is not meaningful for a vote: the grounder reads each part itself.
func (c *Combined) Embed(context.Context, []string) ([][]float32, error) {
	return nil, fmt.Errorf("the combined embedder %s has no vectors of its own; the grounder embeds with each part", c.Name())
}

// table is one embedder's view of the schema: a vector per distinct element
// text and the background vectors its scores are calibrated against.
type table struct {
	emb  Embedder
	uniq []sparseVec
	bg   []sparseVec
}

func parts(e Embedder) []Embedder {
	if c, ok := e.(*Combined); ok {
		return c.Parts
	}
	return []Embedder{e}
}

// newTable embeds the element texts and the background words in one call
// (cached on disk for remote embedders).
func newTable(ctx context.Context, e Embedder, texts []string, cacheDir, fingerprint string) (table, error) {
	all := append(append([]string(nil), texts...), backgroundWords...)
	var emb Embedder = e
	if _, builtin := e.(*Offline); !builtin && cacheDir != "off" {
		dir := cacheDir
		if dir == "" {
			dir = DefaultCacheDir()
		}
		if dir != "" {
			emb = &Cached{Inner: e, Dir: dir, Fingerprint: fingerprint}
		}
	}
	vs, err := embedPassages(ctx, emb, all)
	if err != nil {
		return table{}, fmt.Errorf("embedding schema elements with %s: %w", e.Name(), err)
	}
	if len(vs) != len(all) {
		return table{}, fmt.Errorf("embedder %s returned %d vectors for %d texts", e.Name(), len(vs), len(all))
	}
	t := table{emb: e}
	for i, v := range vs {
		if i < len(texts) {
			t.uniq = append(t.uniq, toSparse(v))
		} else {
			t.bg = append(t.bg, toSparse(v))
		}
	}
	return t, nil
}

// scores returns the calibrated score of every distinct element text for
// each span vector.
func (t table) scores(vs [][]float32, raw bool) [][]float64 {
	out := make([][]float64, len(vs))
	for k, v := range vs {
		var qn float64
		for _, x := range v {
			qn += float64(x) * float64(x)
		}
		qn = math.Sqrt(qn)
		mu := 0.0
		if !raw {
			for _, b := range t.bg {
				mu += b.cosine(v, qn)
			}
			mu = math.Max(0, mu/float64(len(t.bg)))
		}
		row := make([]float64, len(t.uniq))
		for ui := range t.uniq {
			c := t.uniq[ui].cosine(v, qn)
			row[ui] = (c - mu) / (1 - mu)
		}
		out[k] = row
	}
	return out
}
