package backends

import (
	"context"
	"crypto/sha256"
	"encoding/json"
	"maps"
	"sync"
	"sync/atomic"
	"time"
)

// Memo shares the results of queries among the executors of one process
// whose graphs do not change while it runs, as in the tests: a gold query
// that several sets (an original and its rewordings) run, a translation
// equal to its gold, the compiler's probe of a query it already ran. Each
// exact query is sent to a server once; the next executor asking it gets a
// copy of the table. A cold server answers the same, only sooner.
//
// A result is shared only between executors that read it alike: the same
// backend, endpoint, vocabulary and schema (a schema names the key a node
// is reduced to) and the same row limit. A failure is never kept, so a
// query that timed out on a busy server is sent again by the next asker.
// Every asker's own guard still sees the query before anything is
// returned.
type Memo struct {
	share bool
	mu    sync.Mutex
	m     map[memoKey]*memoEntry
	// seen holds every key asked, to count them.
	seen map[memoKey]bool
	// whole holds the results read to their end (not Truncated) by query
	// alone: the same rows any row limit at least as large reads.
	whole map[memoKey]*Result
	// sent counts the queries sent to a server, asked every query asked
	// through the memo's executors.
	sent, asked atomic.Int64
	perServer   sync.Map // endpoint → *[4]atomic.Int64 (asked, sent, failed, ns sending)
}

type memoKey struct {
	backend         Backend
	endpoint, vocab string
	schema, query   string
	limit           int
}

type memoEntry struct {
	done chan struct{}
	res  *Result
	err  error
}

// NewMemo returns an empty memo. Without share it sends every query and
// only counts: how many were asked, and how many of them differ (what a
// shared memo would have sent).
func NewMemo(share bool) *Memo {
	return &Memo{share: share, m: map[memoKey]*memoEntry{}, seen: map[memoKey]bool{}, whole: map[memoKey]*Result{}}
}

// Wrap returns x reading through the memo; opt is what x was opened with.
// A nil memo returns x itself.
func (m *Memo) Wrap(x Executor, opt Options) Executor {
	if m == nil || x == nil {
		return x
	}
	fp := ""
	if opt.Schema != nil {
		b, err := json.Marshal(opt.Schema)
		if err != nil {
			// A schema that does not print cannot be told from another:
			// nothing is shared.
			return x
		}
		sum := sha256.Sum256(b)
		fp = string(sum[:])
	}
	return &memoExec{Executor: x, m: m, guard: opt.Guard, vocab: opt.Vocab, schema: fp}
}

// Stats are the counts of a memo's queries, in all and per endpoint.
type MemoStats struct {
	Asked, Sent int64
	// Distinct is the number of different queries asked, whatever their
	// row limit.
	Distinct int
	// PerEndpoint maps an endpoint to its asked, sent, failed and the
	// nanoseconds its sent queries took.
	PerEndpoint map[string][4]int64
}

// Stats says how many queries were asked through the memo and how many of
// them went to a server.
func (m *Memo) Stats() MemoStats {
	s := MemoStats{Asked: m.asked.Load(), Sent: m.sent.Load(), PerEndpoint: map[string][4]int64{}}
	m.mu.Lock()
	s.Distinct = len(m.seen)
	m.mu.Unlock()
	m.perServer.Range(func(k, v any) bool {
		c := v.(*[4]atomic.Int64)
		s.PerEndpoint[k.(string)] = [4]int64{c[0].Load(), c[1].Load(), c[2].Load(), c[3].Load()}
		return true
	})
	return s
}

func (m *Memo) counters(endpoint string) *[4]atomic.Int64 {
	v, _ := m.perServer.LoadOrStore(endpoint, new([4]atomic.Int64))
	return v.(*[4]atomic.Int64)
}

// hit counts a query answered without sending it.
func (m *Memo) hit(endpoint string) {
	m.asked.Add(1)
	m.counters(endpoint)[0].Add(1)
}

// send sends a query through x and counts it.
func (m *Memo) send(ctx context.Context, x Executor, q string, opt ExecOptions) (*Result, error) {
	m.asked.Add(1)
	m.sent.Add(1)
	c := m.counters(x.Endpoint())
	c[0].Add(1)
	c[1].Add(1)
	t0 := time.Now()
	r, err := x.Exec(ctx, q, opt)
	c[3].Add(int64(time.Since(t0)))
	if err != nil {
		c[2].Add(1)
	}
	return r, err
}

type memoExec struct {
	Executor
	m             *Memo
	guard         Guard
	vocab, schema string
}

func (e *memoExec) Exec(ctx context.Context, q string, opt ExecOptions) (*Result, error) {
	// The asker's guard first, as the executor would: a query it refuses
	// is refused whoever ran it before.
	if err := guard(e.guard, e.Backend(), e.Endpoint(), q); err != nil {
		return nil, err
	}
	limit := opt.norm().Limit
	if limit < 0 {
		limit = MaxRows
	}
	k := memoKey{backend: e.Backend(), endpoint: e.Endpoint(), vocab: e.vocab, schema: e.schema, query: q, limit: limit}
	wk := k
	wk.limit = 0
	e.m.mu.Lock()
	e.m.seen[wk] = true
	w := e.m.whole[wk]
	e.m.mu.Unlock()
	if !e.m.share {
		return e.m.send(ctx, e.Executor, q, opt)
	}
	// Every row, and no more than this limit reads: a limit stops reading
	// only when a row is left over (Result.Truncated).
	if w != nil && len(w.Rows) <= limit {
		e.m.hit(e.Endpoint())
		return cloneResult(w), nil
	}
	for {
		e.m.mu.Lock()
		ent, ok := e.m.m[k]
		if !ok {
			ent = &memoEntry{done: make(chan struct{})}
			e.m.m[k] = ent
		}
		e.m.mu.Unlock()
		if !ok {
			ent.res, ent.err = e.m.send(ctx, e.Executor, q, opt)
			e.m.mu.Lock()
			switch {
			case ent.err != nil:
				delete(e.m.m, k)
			case ent.res != nil && !ent.res.Truncated:
				e.m.whole[wk] = ent.res
			}
			e.m.mu.Unlock()
			close(ent.done)
			return cloneResult(ent.res), ent.err
		}
		select {
		case <-ent.done:
		case <-ctx.Done():
			// This asker's own deadline: its executor says so in its
			// own words.
			return e.m.send(ctx, e.Executor, q, opt)
		}
		if ent.err == nil {
			e.m.hit(e.Endpoint())
			return cloneResult(ent.res), nil
		}
		// The one who sent it failed (perhaps its own deadline): ask
		// again, as this asker would have without the memo.
	}
}

// cloneResult copies r deeply, so no asker's change reaches another's
// table.
func cloneResult(r *Result) *Result {
	if r == nil {
		return nil
	}
	out := *r
	out.Columns = append([]string(nil), r.Columns...)
	out.Notices = append([]Notice(nil), r.Notices...)
	if r.Rows != nil {
		out.Rows = make([][]Value, len(r.Rows))
		for i, row := range r.Rows {
			out.Rows[i] = cloneValues(row)
		}
	}
	return &out
}

func cloneValues(vs []Value) []Value {
	if vs == nil {
		return nil
	}
	out := make([]Value, len(vs))
	for i, v := range vs {
		out[i] = cloneValue(v)
	}
	return out
}

func cloneValue(v Value) Value {
	v.List = cloneValues(v.List)
	if v.Map != nil {
		m := maps.Clone(v.Map)
		for k, x := range m {
			m[k] = cloneValue(x)
		}
		v.Map = m
	}
	return v
}

// Unwrapped returns the executor Wrap was given, or x itself: for a check
// whose point is to ask the server again.
func Unwrapped(x Executor) Executor {
	if m, ok := x.(*memoExec); ok {
		return m.Executor
	}
	return x
}
