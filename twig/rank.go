// Package twig ranks structural twigs for a question: candidates
// instantiated from the template catalogue are scored by Eq. 7 of the
// paper — γ·schema consistency + (1−γ)·IDF-weighted lexical resonance —
// and the top K are kept (Algorithm 1).
package twig

import (
	"math"
	"sort"
	"strings"
	"sync"
	"sync/atomic"

	"github.com/gql-dev/gql/grounding"
	"github.com/gql-dev/gql/internal/english"
)

// Item is what the ranker needs of a candidate twig.
type Item struct {
	// ID is stable and unique among candidates (template id and slots); it
	// breaks score ties so ranking is deterministic.
	ID string
	// Elements are the twig's schema tags T_s in grounding's naming
	// ("label:Movie", "edge:ACTED_IN", "prop:Movie.released").
	Elements []string
	// Tags are the template's lexical tags T_l; multi-word tags ("how
	// many") match as phrases.
	Tags []string
	// Template names the template the twig came from, for IDF.
	Template string
	// NeedsCue marks templates whose shape (an aggregate, an ordering, a
	// negation, a path, distinct) only a word of the question can ask for:
	// without one of their lexical tags in the question they rank after
	// every twig that needs no cue (see Rank).
	NeedsCue bool
	// Uses counts how many times the twig uses each element when more than
	// once (a chain over one edge type uses it twice); see Rank.
	Uses map[string]int
	// Shapes counts the twig's shape features (aggregates, grouping,
	// ordering, negation, ...); among equal scores the simpler twig wins.
	Shapes int
}

// Scored is a ranked candidate.
type Scored struct {
	Index   int     `json:"-"` // position in the candidate slice
	ID      string  `json:"id"`
	Score   float64 `json:"score"`
	Schema  float64 `json:"schema"`  // schema consistency, 0..1
	Lexical float64 `json:"lexical"` // lexical resonance, normalised 0..1
	// Matched lists the lexical tags found in the question.
	Matched []string `json:"matched,omitempty"`
	// Uncued is set for a NeedsCue twig none of whose tags occur.
	Uncued bool `json:"uncued,omitempty"`
}

// Options tune ranking. Zero values take the defaults.
type Options struct {
	// Gamma weighs schema consistency against lexical resonance (paper:
	// 0.8, the default when 0); a negative value means γ = 0 (lexical
	// resonance only).
	Gamma float64
	// K is how many twigs to keep. The paper does not state its K; 5 is
	// our default (docs/linking.md reports hit rates at 3, 5 and 10).
	K int
	// IDF overrides the inverse document frequencies of lexical tags; by
	// default they are computed from the candidates' templates (see IDF).
	IDF map[string]float64
	// Margin drops twigs scoring more than this below the best one, so a
	// question with two well-supported twigs does not get three filler
	// twigs (default 0.2; negative keeps all K).
	Margin float64
	// Plain ranks by Eq. 7 alone — sets, no cue gate, no margin — as the
	// paper states it; for ablations.
	Plain bool
}

const (
	DefaultGamma = 0.8
	DefaultK     = 5
	// DefaultMargin: see Options.Margin.
	DefaultMargin = 0.2
)

// IDF computes inverse document frequencies of lexical tags over templates:
// each distinct template is one document holding its tags, and
// IDF(w) = ln(1 + N/df(w)). Tags every template shares weigh least. This is
// the "template tag frequencies" choice; it needs no question corpus and so
// is the same for every schema and deployment.
func IDF(items []Item) map[string]float64 {
	docs := map[string]map[string]bool{}
	for _, it := range items {
		if docs[it.Template] == nil {
			docs[it.Template] = map[string]bool{}
		}
		for _, t := range it.Tags {
			docs[it.Template][normTag(t)] = true
		}
	}
	df := map[string]int{}
	for _, tags := range docs {
		for t := range tags {
			df[t]++
		}
	}
	out := make(map[string]float64, len(df))
	n := float64(len(docs))
	for t, d := range df {
		out[t] = math.Log(1 + n/float64(d))
	}
	return out
}

// normTags remembers normTag's answers: tags come from the template
// catalogue, a few hundred strings that every question's ranking and IDF
// lemmatised again (a fifth of a movies translation). The bound keeps
// callers ranking arbitrary tags from growing it without end.
var (
	normTags     sync.Map
	normTagsSize atomic.Int64
)

const normTagsMax = 1 << 14

// normTag lemmatises a tag word by word so "directors" matches "director".
func normTag(t string) string {
	if n, ok := normTags.Load(t); ok {
		return n.(string)
	}
	n := lemmatiseTag(t)
	if normTagsSize.Load() < normTagsMax {
		if _, loaded := normTags.LoadOrStore(t, n); !loaded {
			normTagsSize.Add(1)
		}
	}
	return n
}

func lemmatiseTag(t string) string {
	ws := strings.Fields(strings.ToLower(t))
	for i, w := range ws {
		ws[i] = grounding.Lemma(w)
	}
	return strings.Join(ws, " ")
}

// questionWords is the question as lemmas for tag matching: the filtered
// tokens of Eq. 2 plus comparison words (after, before, than, over, ...),
// which Eq. 2 drops as adpositions but which are exactly the lexical cues
// of filter templates. seq keeps order for phrase tags.
type questionWords struct {
	set map[string]bool
	seq []string
}

func wordsOf(r *grounding.Result) questionWords {
	q := questionWords{set: map[string]bool{}}
	for _, t := range r.Tokens {
		if t.POS == grounding.PUNCT {
			continue
		}
		lem := t.Lemma
		q.seq = append(q.seq, lem)
		if !t.Stop || english.ShapingStopWords.Is(t.Lower) {
			q.set[lem] = true
			q.set[t.Lower] = true
		}
	}
	return q
}

func (q questionWords) has(tag string) bool {
	if !strings.Contains(tag, " ") {
		return q.set[tag]
	}
	ws := strings.Fields(tag)
	for i := 0; i+len(ws) <= len(q.seq); i++ {
		ok := true
		for j, w := range ws {
			if q.seq[i+j] != w {
				ok = false
				break
			}
		}
		if ok {
			return true
		}
	}
	return false
}

// Rank scores every candidate with Eq. 7 and returns the top K, best
// first. Schema consistency is |T_s ∩ Values(M)| / |T_s| with Values(M)
// the elements grounding found (Result.Grounded), T_s counted as a multiset
// for elements a twig uses several times: a co-director chain (two Person
// nodes, DIRECTED twice) for a question that says "who directed" once is
// 3/5 consistent, not 1. Label mentions include the owners of linked values. Lexical
// resonance is Σ IDF(w)·[w in question] over the twig's tags, divided by the
// largest such sum among the candidates so both parts lie in [0, 1] and γ
// means what it says.
//
// Two additions to the paper's ordering, both only reorder: twigs whose
// template needs a cue (NeedsCue) but matched none of its tags come after
// all others — a count or an average the question never asks for is not a
// structural prior for it; ties go to the twig with more elements.
func Rank(r *grounding.Result, items []Item, opts Options) []Scored {
	switch {
	case opts.Gamma == 0:
		opts.Gamma = DefaultGamma
	case opts.Gamma < 0:
		opts.Gamma = 0
	}
	if opts.K == 0 {
		opts.K = DefaultK
	}
	idf := opts.IDF
	if idf == nil {
		idf = IDF(items)
	}
	grounded := r.Grounded()
	mentions := map[string]int{}
	for _, l := range r.Mapping {
		mentions[l.Element.ID()]++
	}
	for _, v := range r.Values {
		if f := v.Best().Field; !f.Edge {
			mentions["label:"+f.Owner]++
		}
	}
	qw := wordsOf(r)
	out := make([]Scored, len(items))
	maxLex := 0.0
	for i, it := range items {
		s := Scored{Index: i, ID: it.ID}
		if len(it.Elements) > 0 {
			hit, n := 0, 0
			for _, e := range it.Elements {
				uses := max(1, it.Uses[e])
				if opts.Plain {
					uses = 1
				}
				n += uses
				if _, ok := grounded[e]; ok {
					// An element used more often than the question mentions
					// it counts once per mention (at least once).
					hit += min(uses, max(1, mentions[e]))
				}
			}
			s.Schema = float64(hit) / float64(n)
		}
		for _, t := range it.Tags {
			nt := normTag(t)
			if qw.has(nt) {
				s.Lexical += idf[nt]
				s.Matched = append(s.Matched, t)
			}
		}
		s.Uncued = it.NeedsCue && len(s.Matched) == 0 && !opts.Plain
		maxLex = math.Max(maxLex, s.Lexical)
		out[i] = s
	}
	for i := range out {
		if maxLex > 0 {
			out[i].Lexical /= maxLex
		}
		out[i].Score = opts.Gamma*out[i].Schema + (1-opts.Gamma)*out[i].Lexical
	}
	sort.SliceStable(out, func(a, b int) bool {
		if out[a].Uncued != out[b].Uncued {
			return !out[a].Uncued
		}
		if out[a].Score != out[b].Score {
			return out[a].Score > out[b].Score
		}
		// A count over a pattern before the same count grouped by a key:
		// among equally supported twigs, the one with fewer shape features.
		if sa, sb := items[out[a].Index].Shapes, items[out[b].Index].Shapes; sa != sb && !opts.Plain {
			return sa < sb
		}
		// More grounded elements first: a fully grounded two-hop twig says
		// more than a fully grounded single node.
		ea, eb := len(items[out[a].Index].Elements), len(items[out[b].Index].Elements)
		if ea != eb {
			return ea > eb
		}
		return out[a].ID < out[b].ID
	})
	if len(out) > opts.K {
		out = out[:opts.K]
	}
	margin := opts.Margin
	if opts.Plain {
		margin = -1
	}
	if margin == 0 {
		margin = DefaultMargin
	}
	if margin > 0 && len(out) > 0 {
		keep := 1
		for keep < len(out) && !out[keep].Uncued && out[keep].Score >= out[0].Score-margin {
			keep++
		}
		out = out[:keep]
	}
	return out
}
