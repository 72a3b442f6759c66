package bench

import (
	"context"
	"time"

	"github.com/gql-dev/gql/backends"
)

// execMemo, when the package's tests set it, shares the rows of every query
// among the executors the bench opens in one process (backends.Memo): the
// tests run many sets over graphs nobody writes while they run, and send
// the same gold and translated queries over and over. Nil (gql bench) opens
// plain executors.
var execMemo *backends.Memo

// openExec opens an executor as backends.Open does, reading through
// execMemo when set.
func openExec(ctx context.Context, uri string, o backends.Options) (backends.Executor, error) {
	x, err := backends.Open(ctx, uri, o)
	if err != nil {
		return nil, err
	}
	return execMemo.Wrap(x, o), nil
}

// execTimeout, when the package's tests set it, bounds a query Run sends
// (the compiler's verification and EX alike) where its options leave the
// timeout unset, in place of the executors' 10 s: a test asserts answers,
// not speed, and a JVM just started or starved by a busy machine takes
// longer than 10 s over a query a warm one answers in milliseconds, which
// turned right answers into refusals and broke floors. Speed is measured by
// gql bench and the latency benchmark, which keep the default.
var execTimeout time.Duration
