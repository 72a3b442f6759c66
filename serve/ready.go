package serve

import (
	"context"
	"net/http"
	"sync"
	"time"

	"github.com/gql-dev/gql/backends"
	"github.com/gql-dev/gql/lang"
	"github.com/gql-dev/gql/redact"
)

// probes are the smallest read-only query of each language.
var probes = map[lang.Lang]string{
	lang.Cypher:  "RETURN 1 AS ok",
	lang.Gremlin: "g.inject(1)",
	lang.SPARQL:  "ASK {}",
}

// readyTimeout bounds each probe: a readiness check must answer quickly
// even when a server hangs.
const readyTimeout = 3 * time.Second

// Readiness is the body of /readyz.
type Readiness struct {
	Ready    bool           `json:"ready"`
	Backends []BackendReady `json:"backends"`
}

// BackendReady says whether each server of a backend answered a probe.
// Why one did not is in the server's log, not here: /readyz needs no token.
type BackendReady struct {
	Name    string        `json:"name"`
	Servers []ServerReady `json:"servers"`
	// Down: the backend could not be built (its servers did not answer
	// when it started, nor since); it is tried again on each probe.
	Down bool `json:"down,omitempty"`
}

// ServerReady is one probe's outcome.
type ServerReady struct {
	Kind string    `json:"kind"`
	Lang lang.Lang `json:"lang"`
	OK   bool      `json:"ok"`
}

// handleReady probes every server of every backend at once: 200 when all
// answer, else 503, so a load balancer sends no questions to an instance
// whose databases are unreachable. An offline backend is always ready.
func (s *Server) handleReady(w http.ResponseWriter, r *http.Request) {
	out := Readiness{Ready: true}
	var wg sync.WaitGroup
	var mu sync.Mutex
	for _, d := range s.deps {
		br := BackendReady{Name: d.name, Servers: []ServerReady{}}
		for _, l := range lang.All {
			if k := d.kinds[l]; k != "" {
				br.Servers = append(br.Servers, ServerReady{Kind: k, Lang: l})
			}
		}
		out.Backends = append(out.Backends, br)
	}
	for i, d := range s.deps {
		br := &out.Backends[i]
		wg.Add(1)
		go func() {
			defer wg.Done()
			ctx, cancel := context.WithTimeout(r.Context(), readyTimeout)
			defer cancel()
			// A backend that is down is tried again here, so /readyz turns
			// 200 by itself when its database returns.
			b, err := d.get(ctx)
			if err != nil {
				mu.Lock()
				defer mu.Unlock()
				out.Ready = false
				br.Down = true
				s.log.Warn("readiness: backend down", "backend", d.name, "err", err.Error())
				return
			}
			var pw sync.WaitGroup
			for j := range br.Servers {
				sr := &br.Servers[j]
				x := b.Executors[sr.Lang]
				if x == nil {
					continue
				}
				pw.Add(1)
				go func() {
					defer pw.Done()
					_, err := x.Exec(ctx, probes[sr.Lang], backends.ExecOptions{Timeout: readyTimeout, Limit: 1})
					mu.Lock()
					defer mu.Unlock()
					sr.OK = err == nil
					if err != nil {
						out.Ready = false
						s.log.Warn("readiness probe failed", "backend", d.name, "server", sr.Kind, "err", redact.Text(err.Error()))
					}
				}()
			}
			pw.Wait()
		}()
	}
	wg.Wait()
	status := http.StatusOK
	if !out.Ready {
		status = http.StatusServiceUnavailable
		info(r).verdict = "unready"
	}
	writeJSON(w, status, out)
}
