package twig

import (
	"context"
	"fmt"

	"github.com/gql-dev/gql/grounding"
	"github.com/gql-dev/gql/lang"
	"github.com/gql-dev/gql/schema"
	"github.com/gql-dev/gql/templates"
)

// Linker runs structural twig linking for one schema: grounding (mapping
// table, value links, literals), then twig instantiation and ranking. It is
// safe for concurrent use once built.
type Linker struct {
	Schema   *schema.Schema
	Grounder *grounding.Grounder
	// Values links spans to stored values; nil skips value linking.
	Values grounding.ValueSource
	Opts   Options
}

// NewLinker embeds the schema with emb (nil = the built-in embedder).
func NewLinker(ctx context.Context, s *schema.Schema, emb grounding.Embedder, values grounding.ValueSource, gopts grounding.Options, opts Options) (*Linker, error) {
	if s == nil {
		return nil, fmt.Errorf("twig linking needs a schema")
	}
	g, err := grounding.New(ctx, s, emb, gopts)
	if err != nil {
		return nil, err
	}
	return &Linker{Schema: s, Grounder: g, Values: values, Opts: opts}, nil
}

// Linked is the outcome for one question.
type Linked struct {
	Grounding *grounding.Result `json:"grounding"`
	Twigs     []Ranked          `json:"twigs"`
	// Candidates is how many twigs instantiation produced before ranking.
	Candidates int `json:"candidates"`
	// Input is what instantiation was given (ToGrounded of the grounding):
	// the generator can build queries from the same labels, values and
	// literals.
	Input templates.Grounded `json:"input"`
}

// Candidate is a twig instantiated from the template catalogue, as the
// ranker and the command line see it.
type Candidate struct {
	Item
	Category string
	// Query is the twig's skeleton in the shared IR; Render turns it into
	// any of the three languages.
	Query *templates.Query
}

// Ranked is a candidate with its Eq. 7 scores.
type Ranked struct {
	Scored
	Template string           `json:"template"`
	Category string           `json:"category"`
	Elements []string         `json:"elements"`
	Query    *templates.Query `json:"-"`
}

// Render writes the twig in a target language.
func (r Ranked) Render(l lang.Lang, s *schema.Schema) (string, error) {
	return templates.Render(r.Query, l, s)
}

// Link grounds the question, instantiates twigs from what was grounded and
// returns the top K by Eq. 7.
func (l *Linker) Link(ctx context.Context, question string) (*Linked, error) {
	res, err := l.Grounder.Ground(ctx, question, l.Values)
	if err != nil {
		return nil, err
	}
	in := ToGrounded(l.Schema, res)
	cands := instantiate(l.Schema, in)
	items := make([]Item, len(cands))
	for i, c := range cands {
		items[i] = c.Item
	}
	top := Rank(res, items, l.Opts)
	out := &Linked{Grounding: res, Candidates: len(cands), Input: in}
	for _, s := range top {
		c := cands[s.Index]
		out.Twigs = append(out.Twigs, Ranked{Scored: s, Template: c.Template, Category: c.Category, Elements: c.Elements, Query: c.Query})
	}
	return out, nil
}

// OfTwig is the footprint a ranked twig is judged by. DISTINCT is part of
// the structure only for the distinct template; chain, star and path
// templates add it to keep row sets equal across languages.
func OfTwig(r Ranked, s *schema.Schema) *Footprint {
	f := OfQuery(r.Query, s)
	if r.Category != "distinct" {
		delete(f.Shapes, "distinct")
	}
	return f
}
