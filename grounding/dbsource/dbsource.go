// Package dbsource links question spans to values stored in a live
// database: it implements grounding.ValueSource with one bounded query per
// (field, prefix) on Neo4j, Gremlin Server / JanusGraph or Fuseki.
package dbsource

import (
	"context"
	"fmt"
	"strings"
	"sync"
	"time"

	"github.com/gql-dev/gql/backends"
	"github.com/gql-dev/gql/grounding"
	"github.com/gql-dev/gql/lang"
	"github.com/gql-dev/gql/schema"
)

// Executor is the part of backends.Executor value lookups use.
type Executor interface {
	Exec(ctx context.Context, query string, opt backends.ExecOptions) (*backends.Result, error)
	Backend() backends.Backend
}

// Source answers value lookups from a database. Matching on the server is
// case-insensitive by word prefix; accent folding and fuzzy scoring happen
// in grounding on the returned candidates.
type Source struct {
	Exec   Executor
	Schema *schema.Schema
	// Vocab is the RDF vocabulary base for SPARQL (default
	// backends.VocabFor(schema name)).
	Vocab string
	// Timeout bounds one lookup (default 3s).
	Timeout time.Duration
	// Parallel bounds lookups in flight on the executor at once (default
	// 4); grounding asks for a question's lookups concurrently.
	Parallel int

	mu    sync.Mutex
	cache map[string][]string
	slots chan struct{}
	once  sync.Once
}

// New returns a source over an open executor.
func New(e Executor, s *schema.Schema) *Source {
	vocab := s.Vocab
	if vocab == "" {
		vocab = backends.VocabFor(s.Name)
	}
	return &Source{Exec: e, Schema: s, Vocab: vocab, Timeout: 3 * time.Second}
}

// Values implements grounding.ValueSource. Results are cached for the
// source's lifetime, so a batch of questions asks each prefix once.
func (s *Source) Values(ctx context.Context, f grounding.Field, prefix string, limit int) ([]string, error) {
	got, err := s.ValuesBatch(ctx, f, []string{prefix}, limit)
	return got[grounding.Normalize(prefix)], err
}

// ValuesBatch implements grounding.BatchValueSource: one query for all the
// prefixes not cached yet, its rows assigned to the prefixes they match.
func (s *Source) ValuesBatch(ctx context.Context, f grounding.Field, prefixes []string, limit int) (map[string][]string, error) {
	if limit <= 0 {
		limit = 50
	}
	out := map[string][]string{}
	var ask []string
	s.mu.Lock()
	for _, p := range prefixes {
		p = grounding.Normalize(p)
		if p == "" || strings.ContainsAny(p, " ") {
			continue
		}
		if v, ok := s.cache[s.key(f, p, limit)]; ok {
			out[p] = v
		} else if _, dup := out[p]; !dup {
			out[p] = nil
			ask = append(ask, p)
		}
	}
	s.mu.Unlock()
	if len(ask) == 0 {
		return out, nil
	}
	total := min(limit*len(ask), 2000)
	q, err := Query(s.Exec.Backend().Lang(), f, ask, total, s.Vocab, s.isList(f))
	if err != nil {
		return out, err
	}
	timeout := s.Timeout
	if timeout <= 0 {
		timeout = 3 * time.Second
	}
	s.once.Do(func() {
		n := s.Parallel
		if n <= 0 {
			n = 4
		}
		s.slots = make(chan struct{}, n)
	})
	select {
	case s.slots <- struct{}{}:
	case <-ctx.Done():
		return out, ctx.Err()
	}
	res, err := s.Exec.Exec(ctx, q, backends.ExecOptions{Timeout: timeout, Limit: total})
	<-s.slots
	if err != nil {
		return out, err
	}
	var vals []string
	seen := map[string]bool{}
	for _, row := range res.Rows {
		for _, v := range row {
			collect(v, &vals, seen)
		}
	}
	for _, v := range vals {
		nv := grounding.Normalize(v)
		for _, p := range ask {
			if len(out[p]) < limit && grounding.HasWordPrefix(nv, p) {
				out[p] = append(out[p], v)
			}
		}
	}
	s.mu.Lock()
	if s.cache == nil {
		s.cache = map[string][]string{}
	}
	for _, p := range ask {
		s.cache[s.key(f, p, limit)] = out[p]
	}
	s.mu.Unlock()
	return out, nil
}

func (s *Source) key(f grounding.Field, p string, limit int) string {
	return fmt.Sprintf("%s\x00%s\x00%d", f, p, limit)
}

func collect(v backends.Value, out *[]string, seen map[string]bool) {
	switch v.Kind {
	case backends.String:
		if !seen[v.Str] {
			seen[v.Str] = true
			*out = append(*out, v.Str)
		}
	case backends.List:
		for _, e := range v.List {
			collect(e, out, seen)
		}
	}
}

func (s *Source) isList(f grounding.Field) bool {
	var props []schema.Property
	if f.Edge {
		if et := s.Schema.EdgeType(f.Owner); et != nil {
			props = et.Properties
		}
	} else if l := s.Schema.Label(f.Owner); l != nil {
		props = l.Properties
	}
	if p := schema.Find(props, f.Prop); p != nil {
		return p.Type.IsList()
	}
	return false
}

// Query is the lookup query for a field and normalised prefixes (lowercase
// letters and digits): distinct stored strings with a word starting with
// one of the prefixes, at most limit.
func Query(l lang.Lang, f grounding.Field, prefixes []string, limit int, vocab string, list bool) (string, error) {
	if len(prefixes) == 0 {
		return "", fmt.Errorf("value lookup without a prefix")
	}
	for _, p := range prefixes {
		if p == "" {
			return "", fmt.Errorf("empty value lookup prefix")
		}
		for _, r := range p {
			if !(r >= 'a' && r <= 'z' || r >= '0' && r <= '9' || r > 127 && r != '\u2028' && r != '\u2029') {
				return "", fmt.Errorf("value lookup prefix %q is not normalised", p)
			}
		}
	}
	alt := strings.Join(prefixes, "|")
	switch l {
	case lang.Cypher:
		pat := "(n:" + cyName(f.Owner) + ")"
		if f.Edge {
			pat = "()-[n:" + cyName(f.Owner) + "]->()"
		}
		src := "[n." + cyName(f.Prop) + "]"
		if list {
			src = "n." + cyName(f.Prop)
		}
		return fmt.Sprintf("MATCH %s UNWIND %s AS x WITH DISTINCT x WHERE toStringOrNull(x) = x AND toLower(x) =~ '(?s)(.*[^\\\\p{L}\\\\p{N}])?(%s).*' RETURN x LIMIT %d",
			pat, src, alt, limit), nil
	case lang.Gremlin:
		start := "g.V()"
		if f.Edge {
			start = "g.E()"
		}
		return fmt.Sprintf("%s.hasLabel('%s').values('%s').unfold().is(TextP.regex('(?is)(^|.*[^\\\\p{L}\\\\p{N}])(%s).*')).dedup().limit(%d)",
			start, grEsc(f.Owner), grEsc(f.Prop), alt, limit), nil
	case lang.SPARQL:
		pattern := fmt.Sprintf("?n a <%s%s> ; <%s%s> ?x .", vocab, f.Owner, vocab, f.Prop)
		if f.Edge {
			pattern = fmt.Sprintf("?n <http://www.w3.org/1999/02/22-rdf-syntax-ns#predicate> <%s%s> ; <%s%s> ?x .", vocab, f.Owner, vocab, f.Prop)
		}
		return fmt.Sprintf(`SELECT DISTINCT ?x WHERE { %s FILTER(isLiteral(?x) && REGEX(STR(?x), "(^|[^\\p{L}\\p{N}])(%s)", "i")) } LIMIT %d`,
			pattern, alt, limit), nil
	}
	return "", fmt.Errorf("no value lookup for language %q (want cypher, gremlin or sparql)", l)
}

func cyName(s string) string { return "`" + strings.ReplaceAll(s, "`", "``") + "`" }

func grEsc(s string) string { return strings.ReplaceAll(strings.ReplaceAll(s, `\`, `\\`), `'`, `\'`) }
