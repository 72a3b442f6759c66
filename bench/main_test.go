package bench

import (
	"fmt"
	"os"
	"path/filepath"
	"sort"
	"strings"
	"testing"
	"time"

	"github.com/gql-dev/gql/backends"
)

// memoEnv chooses how the tests send queries: unset, each exact query goes
// to its server once per process and every later asker gets its rows
// (execMemo); "count" sends every query and counts what sharing would
// save; "off" opens plain executors, as before the memo.
const memoEnv = "GQL_TEST_MEMO"

func TestMain(m *testing.M) {
	switch os.Getenv(memoEnv) {
	case "off":
	case "count":
		execMemo = backends.NewMemo(false)
	default:
		execMemo = backends.NewMemo(true)
	}
	// A test asserts answers on servers that may be cold or starved
	// (execTimeout); a query that needs this long is still a failure.
	execTimeout = time.Minute
	code := m.Run()
	if execMemo != nil {
		s := execMemo.Stats()
		var failed, ns int64
		for _, c := range s.PerEndpoint {
			failed, ns = failed+c[2], ns+c[3]
		}
		fmt.Printf("queries: %d asked, %d sent, %d distinct, %d failed, %.0f s on the servers\n", s.Asked, s.Sent, s.Distinct, failed, time.Duration(ns).Seconds())
		var eps []string
		for e := range s.PerEndpoint {
			eps = append(eps, e)
		}
		sort.Strings(eps)
		for _, e := range eps {
			c := s.PerEndpoint[e]
			fmt.Printf("  %s: %d asked, %d sent, %d failed, %.1f s\n", e, c[0], c[1], c[2], time.Duration(c[3]).Seconds())
		}
	}
	os.Exit(code)
}

// Every executor of the package's tests reads through execMemo (openExec),
// so a set added later shares its queries without asking: a test opening
// one with backends.Open would send each of its queries again. Only what
// gql bench itself runs outside Run keeps plain executors (the replay's
// "as written" run, the text2cypher loader's gold pick).
func TestExecutorsReadThroughMemo(t *testing.T) {
	files, err := filepath.Glob("*.go")
	if err != nil {
		t.Fatal(err)
	}
	plain := map[string]bool{"memo.go": true, "replay.go": true, "dataset.go": true}
	for _, f := range files {
		b, err := os.ReadFile(f)
		if err != nil {
			t.Fatal(err)
		}
		if n := strings.Count(string(b), "backends"+".Open("); n > 0 && !plain[f] {
			t.Errorf("%s: %d executors opened with backends.Open; open them with openExec", f, n)
		}
	}
}
