// Package dbsource links question spans to values stored in a live
// database: it implements grounding.ValueSource with one bounded query per
// (field, prefix) on Neo4j, Gremlin Server / JanusGraph or Fuseki.
package dbsource

import (
	"context"
	"fmt"
	"sort"
	"strings"
	"sync"
	"time"
	"unicode"
	"unicode/utf8"

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

	// MaxField is how many distinct strings of a field are held in memory
	// once the field has been asked a second time (default 20000); a
	// larger field keeps one query per lookup.
	MaxField int

	mu     sync.Mutex
	cache  map[string][]string
	asked  map[grounding.Field]int
	fields map[grounding.Field]*fieldValues
	slots  chan struct{}
	once   sync.Once
}

// fieldValues are a field's distinct stored strings in the server's order,
// read once; all is nil when the field has more than MaxField of them (or
// the read failed), and lookups go to the server.
type fieldValues struct {
	once  sync.Once
	all   []string
	index map[string][]int
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
	var vals []string
	if fv := s.held(ctx, f); fv != nil {
		vals = filterLocal(fv, ask, total)
	} else {
		var err error
		if vals, err = s.ask(ctx, f, ask, total); err != nil {
			return out, err
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

// held returns the field's values in memory, reading them on the field's
// second lookup: a one-shot question pays its few small lookups, while a
// batch, a bench run or a server asking about the same graph question
// after question (one round trip per string field each time, which was
// most of a Spider4SPARQL translation's time) reads each field once.
func (s *Source) held(ctx context.Context, f grounding.Field) *fieldValues {
	s.mu.Lock()
	if s.asked == nil {
		s.asked, s.fields = map[grounding.Field]int{}, map[grounding.Field]*fieldValues{}
	}
	s.asked[f]++
	fv := s.fields[f]
	if fv == nil && s.asked[f] >= 2 {
		fv = &fieldValues{}
		s.fields[f] = fv
	}
	s.mu.Unlock()
	if fv == nil {
		return nil
	}
	fv.once.Do(func() {
		max := s.MaxField
		if max <= 0 {
			max = 20000
		}
		q, err := AllQuery(s.Exec.Backend().Lang(), f, max+1, s.Vocab, s.isList(f))
		if err != nil {
			return
		}
		vals, err := s.run(ctx, q, max+1)
		if err != nil || len(vals) > max {
			return
		}
		// Not nil: an empty field is held too.
		fv.all = append([]string{}, vals...)
		fv.buildIndex()
	})
	if fv.all == nil {
		return nil
	}
	return fv
}

// filterLocal is what the lookup query answers, computed on the held
// values: those with a word starting with one of the prefixes
// (case-insensitively, as the servers' regular expressions match), in the
// server's order, at most limit.
func filterLocal(fv *fieldValues, prefixes []string, limit int) []string {
	hit := map[int]bool{}
	for _, p := range prefixes {
		if utf8.RuneCountInString(p) <= indexRunes {
			for _, i := range fv.index[foldKey(p)] {
				hit[i] = true
			}
			continue
		}
		for i, v := range fv.all {
			if !hit[i] && hasWordStart(v, p) {
				hit[i] = true
			}
		}
	}
	idx := make([]int, 0, len(hit))
	for i := range hit {
		idx = append(idx, i)
	}
	sort.Ints(idx)
	out := make([]string, 0, min(len(idx), limit))
	for _, i := range idx {
		if len(out) >= limit {
			break
		}
		out = append(out, fv.all[i])
	}
	return out
}

// indexRunes is the longest prefix the held values are indexed by; the
// grounder asks for three-letter prefixes.
const indexRunes = 3

// buildIndex maps the folded first 1..indexRunes runes of every word of
// every value to the values' positions, in order and without repeats.
func (fv *fieldValues) buildIndex() {
	fv.index = map[string][]int{}
	for i, v := range fv.all {
		for at := range v {
			if !wordStart(v, at) {
				continue
			}
			var key []rune
			for _, r := range v[at:] {
				key = append(key, fold(r))
				k := string(key)
				if l := fv.index[k]; len(l) == 0 || l[len(l)-1] != i {
					fv.index[k] = append(l, i)
				}
				if len(key) == indexRunes {
					break
				}
			}
		}
	}
}

// wordStart is where the lookup regular expression's (^|[^\p{L}\p{N}])
// lets a prefix begin.
func wordStart(v string, at int) bool {
	if at == 0 {
		return true
	}
	r, _ := utf8.DecodeLastRuneInString(v[:at])
	return !unicode.IsLetter(r) && !unicode.IsNumber(r)
}

// hasWordStart reports whether a word of v starts with p, letters compared
// by simple case folding (the (?i) of a regular expression).
func hasWordStart(v, p string) bool {
	n := utf8.RuneCountInString(p)
	for at := range v {
		if !wordStart(v, at) {
			continue
		}
		end, k := at, 0
		for end < len(v) && k < n {
			_, w := utf8.DecodeRuneInString(v[end:])
			end += w
			k++
		}
		if k == n && strings.EqualFold(v[at:end], p) {
			return true
		}
	}
	return false
}

// foldKey folds every rune of s (fold).
func foldKey(s string) string {
	var b strings.Builder
	for _, r := range s {
		b.WriteRune(fold(r))
	}
	return b.String()
}

// fold is the smallest rune of r's simple case-folding orbit, so that two
// runes fold alike exactly when strings.EqualFold takes them for equal.
func fold(r rune) rune {
	least := r
	for f := unicode.SimpleFold(r); f != r; f = unicode.SimpleFold(f) {
		least = min(least, f)
	}
	return least
}

// ask runs the lookup query for the prefixes on the server.
func (s *Source) ask(ctx context.Context, f grounding.Field, ask []string, total int) ([]string, error) {
	q, err := Query(s.Exec.Backend().Lang(), f, ask, total, s.Vocab, s.isList(f))
	if err != nil {
		return nil, err
	}
	return s.run(ctx, q, total)
}

// run executes one lookup query, at most Parallel at a time, and returns
// the distinct strings of its rows in order.
func (s *Source) run(ctx context.Context, q string, total int) ([]string, error) {
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
		return nil, ctx.Err()
	}
	res, err := s.Exec.Exec(ctx, q, backends.ExecOptions{Timeout: timeout, Limit: total})
	<-s.slots
	if err != nil {
		return nil, err
	}
	var vals []string
	seen := map[string]bool{}
	for _, row := range res.Rows {
		for _, v := range row {
			collect(v, &vals, seen)
		}
	}
	return vals, nil
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

// AllQuery reads a field's distinct stored strings, at most limit: the
// lookup query without its filter, so that filtering the rows in memory
// (filterLocal) answers what the lookup query would.
func AllQuery(l lang.Lang, f grounding.Field, limit int, vocab string, list bool) (string, error) {
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
		return fmt.Sprintf("MATCH %s UNWIND %s AS x WITH DISTINCT x WHERE toStringOrNull(x) = x RETURN x LIMIT %d", pat, src, limit), nil
	case lang.Gremlin:
		start := "g.V()"
		if f.Edge {
			start = "g.E()"
		}
		return fmt.Sprintf("%s.hasLabel('%s').values('%s').unfold().is(TextP.regex('(?s).*')).dedup().limit(%d)",
			start, grEsc(f.Owner), grEsc(f.Prop), limit), nil
	case lang.SPARQL:
		pattern := fmt.Sprintf("?n a <%s%s> ; <%s%s> ?x .", vocab, f.Owner, vocab, f.Prop)
		if f.Edge {
			pattern = fmt.Sprintf("?n <http://www.w3.org/1999/02/22-rdf-syntax-ns#predicate> <%s%s> ; <%s%s> ?x .", vocab, f.Owner, vocab, f.Prop)
		}
		return fmt.Sprintf(`SELECT DISTINCT ?x WHERE { %s FILTER(isLiteral(?x)) } LIMIT %d`, pattern, limit), nil
	}
	return "", fmt.Errorf("no value lookup for language %q (want cypher, gremlin or sparql)", l)
}

func cyName(s string) string { return "`" + strings.ReplaceAll(s, "`", "``") + "`" }

func grEsc(s string) string { return strings.ReplaceAll(strings.ReplaceAll(s, `\`, `\\`), `'`, `\'`) }
