package grounding

import (
	"context"
	"sync"

	"github.com/gql-dev/gql/schema"
)

var (
	cacheMu   sync.Mutex
	grounders = map[string]*Grounder{}
)

// Ground is the one-call form: the built-in embedder and default options,
// with the schema's element vectors computed once per schema fingerprint and
// kept for the process. values may be nil. For another embedder or options,
// build a Grounder with New and keep it.
func Ground(ctx context.Context, question string, s *schema.Schema, values ValueSource) (*Result, error) {
	key := s.Fingerprint()
	cacheMu.Lock()
	g := grounders[key]
	cacheMu.Unlock()
	if g == nil {
		var err error
		if g, err = New(ctx, s, NewOffline(), Options{}); err != nil {
			return nil, err
		}
		cacheMu.Lock()
		if len(grounders) > 64 {
			// Bounded: a process that sees many schemas keeps the recent ones.
			grounders = map[string]*Grounder{}
		}
		grounders[key] = g
		cacheMu.Unlock()
	}
	return g.Ground(ctx, question, values)
}
