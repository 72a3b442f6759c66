package templates

import (
	"context"
	"fmt"
	"os"
	"testing"

	"github.com/gql-dev/gql/backends"
)

// execMemo shares the rows of each exact query among the package's tests
// (backends.Memo): the movies graph does not change while they run, and
// twigs, shapes and random queries ask some of the same queries. Set
// GQL_TEST_MEMO=count to send every query and count what sharing saves,
// off to open plain executors.
var execMemo *backends.Memo

func TestMain(m *testing.M) {
	switch os.Getenv("GQL_TEST_MEMO") {
	case "off":
	case "count":
		execMemo = backends.NewMemo(false)
	default:
		execMemo = backends.NewMemo(true)
	}
	code := m.Run()
	if execMemo != nil {
		s := execMemo.Stats()
		fmt.Printf("queries: %d asked, %d sent, %d distinct\n", s.Asked, s.Sent, s.Distinct)
	}
	os.Exit(code)
}

// openExec opens an executor reading through execMemo.
func openExec(ctx context.Context, uri string, o backends.Options) (backends.Executor, error) {
	x, err := backends.Open(ctx, uri, o)
	if err != nil {
		return nil, err
	}
	return execMemo.Wrap(x, o), nil
}
