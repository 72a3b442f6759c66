package backends

import (
	"context"
	"errors"
	"sync"
	"testing"

	"github.com/gql-dev/gql/lang"
	"github.com/gql-dev/gql/schema"
)

// fakeExec answers every query with rows rows (reading stops at the limit,
// as a server's executor does) and counts what it was sent.
type fakeExec struct {
	mu   sync.Mutex
	sent int
	rows int
	fail error
}

func (f *fakeExec) Exec(_ context.Context, q string, opt ExecOptions) (*Result, error) {
	f.mu.Lock()
	defer f.mu.Unlock()
	f.sent++
	if f.fail != nil {
		return nil, f.fail
	}
	opt = opt.norm()
	r := &Result{Columns: []string{"q"}}
	for i := 0; i < f.rows; i++ {
		if opt.Limit > 0 && i == opt.Limit {
			r.Truncated = true
			break
		}
		r.Rows = append(r.Rows, []Value{S(q), L(I(int64(i)))})
	}
	return r, nil
}
func (f *fakeExec) Backend() Backend { return Neo4j }
func (f *fakeExec) Endpoint() string { return "bolt://fake" }
func (f *fakeExec) Close() error     { return nil }

func TestMemoSendsEachQueryOnce(t *testing.T) {
	ctx := context.Background()
	m := NewMemo(true)
	f := &fakeExec{rows: 3}
	s := &schema.Schema{Name: "a"}
	x, y := m.Wrap(f, Options{Schema: s}), m.Wrap(f, Options{Schema: s})
	r1, err := x.Exec(ctx, "MATCH (n) RETURN n", ExecOptions{})
	if err != nil {
		t.Fatal(err)
	}
	// An asker's change to its table reaches nobody else's.
	r1.Rows[0][1].List[0] = I(99)
	r2, err := y.Exec(ctx, "MATCH (n) RETURN n", ExecOptions{})
	if err != nil {
		t.Fatal(err)
	}
	if f.sent != 1 || r2.Rows[0][1].List[0].Int != 0 || len(r2.Rows) != 3 {
		t.Fatalf("sent %d, rows %v", f.sent, r2.Rows)
	}
	// A whole result serves a larger limit, and a smaller one it fits.
	if r, _ := x.Exec(ctx, "MATCH (n) RETURN n", ExecOptions{Limit: 3}); f.sent != 1 || r.Truncated || len(r.Rows) != 3 {
		t.Fatalf("limit 3: sent %d, %+v", f.sent, r)
	}
	// A smaller limit than the rows is asked of the server.
	if r, _ := x.Exec(ctx, "MATCH (n) RETURN n", ExecOptions{Limit: 2}); f.sent != 2 || !r.Truncated || len(r.Rows) != 2 {
		t.Fatalf("limit 2: sent %d, %+v", f.sent, r)
	}
	// A truncated result never stands for a larger limit.
	if r, _ := x.Exec(ctx, "MATCH (m) RETURN m", ExecOptions{Limit: 2}); f.sent != 3 || !r.Truncated {
		t.Fatalf("sent %d, %+v", f.sent, r)
	}
	if r, _ := x.Exec(ctx, "MATCH (m) RETURN m", ExecOptions{Limit: 5}); f.sent != 4 || r.Truncated || len(r.Rows) != 3 {
		t.Fatalf("sent %d, %+v", f.sent, r)
	}
	// Another schema reduces nodes to other keys: not shared.
	z := m.Wrap(f, Options{Schema: &schema.Schema{Name: "b"}})
	if _, err := z.Exec(ctx, "MATCH (n) RETURN n", ExecOptions{}); err != nil || f.sent != 5 {
		t.Fatalf("sent %d, %v", f.sent, err)
	}
	if st := m.Stats(); st.Asked != 7 || st.Sent != 5 || st.Distinct != 3 {
		t.Fatalf("stats %+v", st)
	}
}

func TestMemoKeepsNoFailureAndAsksTheGuard(t *testing.T) {
	ctx := context.Background()
	m := NewMemo(true)
	f := &fakeExec{rows: 1, fail: errors.New("timeout")}
	x := m.Wrap(f, Options{})
	if _, err := x.Exec(ctx, "MATCH (n) RETURN n", ExecOptions{}); err == nil {
		t.Fatal("no error")
	}
	f.fail = nil
	if _, err := x.Exec(ctx, "MATCH (n) RETURN n", ExecOptions{}); err != nil || f.sent != 2 {
		t.Fatalf("sent %d, %v", f.sent, err)
	}
	// What one asker's guard refuses is refused, though another ran it.
	strict := m.Wrap(f, Options{Guard: func(lang.Lang, string) error { return errors.New("no") }})
	var e *Error
	if _, err := strict.Exec(ctx, "MATCH (n) RETURN n", ExecOptions{}); !errors.As(err, &e) || e.Class != Refused {
		t.Fatalf("got %v", err)
	}
	// Counting only: every query is sent.
	c := NewMemo(false)
	y := c.Wrap(f, Options{})
	y.Exec(ctx, "MATCH (n) RETURN n", ExecOptions{})
	y.Exec(ctx, "MATCH (n) RETURN n", ExecOptions{})
	if st := c.Stats(); f.sent != 4 || st.Sent != 2 || st.Distinct != 1 {
		t.Fatalf("sent %d, %+v", f.sent, st)
	}
	if Unwrapped(x) != Executor(f) || Unwrapped(f) != Executor(f) {
		t.Fatal("unwrapped")
	}
	var nilMemo *Memo
	if nilMemo.Wrap(f, Options{}) != Executor(f) {
		t.Fatal("a nil memo wraps")
	}
}

// Askers at once: one query sent, every asker the same rows.
func TestMemoAskersAtOnce(t *testing.T) {
	ctx := context.Background()
	m := NewMemo(true)
	f := &fakeExec{rows: 2}
	var wg sync.WaitGroup
	for i := 0; i < 8; i++ {
		wg.Add(1)
		go func() {
			defer wg.Done()
			r, err := m.Wrap(f, Options{}).Exec(ctx, "MATCH (n) RETURN n", ExecOptions{})
			if err != nil || len(r.Rows) != 2 {
				t.Errorf("%v, %+v", err, r)
			}
		}()
	}
	wg.Wait()
	if f.sent != 1 {
		t.Fatalf("sent %d", f.sent)
	}
}
