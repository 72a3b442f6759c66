package critic_test

import (
	"sync"
	"testing"

	"github.com/gql-dev/gql/critic"
	"github.com/gql-dev/gql/examples"
	"github.com/gql-dev/gql/lang"
)

// The batch translator checks queries from many goroutines at once; the
// shared ANTLR prediction caches and the registry must allow that (run
// with -race to see).
func TestCypherConcurrent(t *testing.T) {
	s, err := examples.Schema("movies")
	if err != nil {
		t.Fatal(err)
	}
	qs := cypherSeeds(t)
	want := make([]int, len(qs))
	for i, q := range qs {
		want[i] = len(critic.Run(lang.Cypher, q, s).Diagnostics)
	}
	var wg sync.WaitGroup
	for w := 0; w < 4; w++ {
		wg.Add(1)
		go func(w int) {
			defer wg.Done()
			for i := w; i < len(qs); i += 2 {
				if got := len(critic.Run(lang.Cypher, qs[i], s).Diagnostics); got != want[i] {
					t.Errorf("query %d: %d findings concurrently, %d alone", i, got, want[i])
				}
			}
		}(w)
	}
	wg.Wait()
}
