package backends

import (
	"context"
	"runtime"
	"testing"
	"time"

	"github.com/gql-dev/gql/backends/testenv"
	"github.com/gql-dev/gql/critic"
)

// The probe: `--limit -1` on 1.1M rows took 883 MB. Unlimited is still
// MaxRows, and the rows past it are never fetched.
func TestUnlimitedStillCappedOnNeo4j(t *testing.T) {
	if testing.Short() {
		t.Skip("needs Neo4j")
	}
	uri := testenv.Neo4j(t)
	ctx := context.Background()
	x, err := Open(ctx, uri, Options{Backend: Neo4j, Guard: critic.ReadOnlyGuard})
	if err != nil {
		t.Fatal(err)
	}
	defer x.Close()
	runtime.GC()
	var before, after runtime.MemStats
	runtime.ReadMemStats(&before)
	t0 := time.Now()
	res, err := x.Exec(ctx, "UNWIND range(1, 2000000) AS i RETURN i, 'row ' + toString(i) AS s", ExecOptions{Timeout: time.Minute, Limit: -1})
	took := time.Since(t0)
	if err != nil {
		t.Fatal(err)
	}
	runtime.ReadMemStats(&after)
	if len(res.Rows) != MaxRows || !res.Truncated {
		t.Fatalf("%d rows, truncated %v; want %d and truncated", len(res.Rows), res.Truncated, MaxRows)
	}
	if got := res.Rows[MaxRows-1][0].Go(); got != int64(MaxRows) {
		t.Errorf("last row %v", got)
	}
	held := int64(after.HeapAlloc) - int64(before.HeapAlloc)
	alloc := after.TotalAlloc - before.TotalAlloc
	t.Logf("2M-row query, limit -1: %d rows in %s; heap held %.1f MB, allocated %.1f MB", len(res.Rows), took, float64(held)/(1<<20), float64(alloc)/(1<<20))
	// 100k rows of two values; the probe's 1.1M rows held 883 MB.
	if held > 150<<20 || alloc > 600<<20 {
		t.Errorf("heap held %d bytes, allocated %d", held, alloc)
	}
	// A limit past the maximum is the maximum too.
	res, err = x.Exec(ctx, "UNWIND range(1, 200001) AS i RETURN i", ExecOptions{Timeout: time.Minute, Limit: 10 * MaxRows})
	if err != nil || len(res.Rows) != MaxRows || !res.Truncated {
		t.Fatalf("limit %d: %v rows, %v", 10*MaxRows, len(res.Rows), err)
	}
}
