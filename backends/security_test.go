package backends_test

import (
	"bufio"
	"context"
	"errors"
	"fmt"
	"os"
	"strings"
	"sync"
	"sync/atomic"
	"testing"
	"time"

	"github.com/gql-dev/gql/backends"
	"github.com/gql-dev/gql/lang"
)

type attempt struct {
	line   int
	l      lang.Lang
	refuse bool
	q      string
}

// securityCorpus reads critic/testdata/guard/corpus.tsv, the attempts the
// guard must refuse and the plain reads it must let through.
func securityCorpus(t *testing.T) []attempt {
	f, err := os.Open("../critic/testdata/guard/corpus.tsv")
	if err != nil {
		t.Fatal(err)
	}
	defer f.Close()
	unescape := strings.NewReplacer(`\\`, `\`, `\n`, "\n", `\t`, "\t")
	var out []attempt
	sc := bufio.NewScanner(f)
	n := 0
	for sc.Scan() {
		n++
		parts := strings.SplitN(sc.Text(), "\t", 3)
		if len(parts) != 3 || strings.HasPrefix(parts[0], "#") {
			continue
		}
		l, err := lang.Parse(parts[0])
		if err != nil {
			t.Fatal(err)
		}
		out = append(out, attempt{n, l, parts[1] == "refuse", unescape.Replace(parts[2])})
	}
	return out
}

// storedCounts reads how many nodes and edges (triples for Fuseki) a server holds.
func storedCounts(t *testing.T, x backends.Executor) string {
	t.Helper()
	q := map[lang.Lang][]string{
		lang.Cypher:  {"MATCH (n) RETURN count(n)", "MATCH ()-[r]->() RETURN count(r)"},
		lang.Gremlin: {"g.V().count()", "g.E().count()"},
		lang.SPARQL:  {"SELECT (COUNT(*) AS ?n) WHERE { ?s ?p ?o }"},
	}[x.Backend().Lang()]
	var parts []string
	for _, s := range q {
		res, err := x.Exec(context.Background(), s, backends.ExecOptions{Timeout: 20 * time.Second})
		if err != nil || len(res.Rows) != 1 {
			t.Fatalf("counting on %s: %v", x.Backend(), err)
		}
		parts = append(parts, fmt.Sprint(res.Rows[0][0].Go()))
	}
	return strings.Join(parts, "/")
}

// TestSecurityCorpusOnServers sends every attempt of the corpus through an
// executor with the default guard, on all four servers, while another client
// runs a "victim" read: every attempt is refused before sending, every plain
// read runs, the data is unchanged, and the victim is unharmed.
func TestSecurityCorpusOnServers(t *testing.T) {
	corpus := securityCorpus(t)
	forEach(t, func(t *testing.T, b backends.Backend) {
		x, _ := withMovies(t, b, nil)
		victim, _ := withMovies(t, b, nil)
		before := storedCounts(t, x)

		victimQ := map[lang.Lang]string{
			lang.Cypher:  "MATCH (a:Person), (m:Movie) RETURN count(*)",
			lang.Gremlin: "g.V().hasLabel('Person').out().count()",
			lang.SPARQL:  "SELECT (COUNT(*) AS ?n) WHERE { ?s ?p ?o . ?o ?q ?r }",
		}[b.Lang()]
		stop := make(chan struct{})
		var victimRuns, victimErrs atomic.Int64
		var firstErr atomic.Value
		var wg sync.WaitGroup
		wg.Add(1)
		go func() {
			defer wg.Done()
			for {
				select {
				case <-stop:
					return
				default:
				}
				if _, err := victim.Exec(context.Background(), victimQ, backends.ExecOptions{Timeout: 20 * time.Second}); err != nil {
					victimErrs.Add(1)
					firstErr.CompareAndSwap(nil, err.Error())
				}
				victimRuns.Add(1)
			}
		}()

		refused, ran := 0, 0
		for _, a := range corpus {
			if a.l != b.Lang() {
				continue
			}
			_, err := x.Exec(context.Background(), a.q, backends.ExecOptions{Timeout: 10 * time.Second, Limit: 50})
			var be *backends.Error
			guarded := errors.As(err, &be) && be.Class == backends.Refused && be.Code == "Guard"
			switch {
			case a.refuse && !guarded:
				t.Errorf("corpus.tsv:%d: reached the server (or was refused too late): %q: %v", a.line, a.q, err)
			case a.refuse:
				refused++
			case guarded:
				t.Errorf("corpus.tsv:%d: a plain read was refused: %q: %v", a.line, a.q, err)
			default:
				ran++
			}
		}
		close(stop)
		wg.Wait()
		if after := storedCounts(t, x); after != before {
			t.Errorf("data changed: %s before, %s after", before, after)
		}
		if victimErrs.Load() > 0 || victimRuns.Load() == 0 {
			t.Errorf("victim: %d runs, %d errors (first: %v)", victimRuns.Load(), victimErrs.Load(), firstErr.Load())
		}
		t.Logf("%s: %d refused before sending, %d plain reads ran, counts %s unchanged, victim ran %d times unharmed",
			b, refused, ran, before, victimRuns.Load())
	})
}
