package backends

import (
	"context"
	"crypto/sha256"
	"encoding/hex"
	"fmt"
	"os"
	"path/filepath"
	"syscall"
	"time"

	"github.com/gql-dev/gql/graph"
	"github.com/gql-dev/gql/redact"
	"github.com/gql-dev/gql/schema"
)

// LoadOptions tune Load.
type LoadOptions struct {
	Backend Backend
	// Timeout bounds the whole load (default 5 minutes).
	Timeout time.Duration
	// BatchSize is how many nodes or edges go in one request (default 500).
	BatchSize int
	// IfNeeded skips the load when the server already holds exactly as many
	// nodes and edges of each label and type as the graph, so tests that
	// share a server load it once.
	IfNeeded bool
	// User and Password authenticate as for Open (Neo4j and Fuseki); user
	// info in the URI is moved here.
	User, Password string
}

// LoadStats says what a load did.
type LoadStats struct {
	Backend Backend
	URI     string
	Nodes   int
	Edges   int
	Skipped bool // IfNeeded found the graph already there
	Elapsed time.Duration
}

func (s LoadStats) String() string {
	if s.Skipped {
		return fmt.Sprintf("%s at %s already holds the graph (%d nodes, %d edges); nothing loaded", s.Backend, redact.URI(s.URI), s.Nodes, s.Edges)
	}
	return fmt.Sprintf("loaded %d nodes and %d edges into %s at %s in %s", s.Nodes, s.Edges, s.Backend, redact.URI(s.URI), s.Elapsed.Round(time.Millisecond))
}

// loader is what each backend implements for Load; writes happen only here,
// never through an Executor.
type loader interface {
	// counts returns nodes per label and edges per type as stored.
	counts(ctx context.Context) (map[string]int64, map[string]int64, error)
	clear(ctx context.Context) error
	load(ctx context.Context, g *graph.Graph, s *schema.Schema, batch int) error
	close()
}

// Load replaces the server's data with g: the database (Neo4j), the graph
// (Gremlin) or the dataset's default graph (Fuseki, created when missing) is
// cleared first. The
// schema's constraints and indexes are created where the backend has them.
// Concurrent loads of one endpoint on this machine are serialised by a lock
// file, so parallel test packages do not interleave their loads.
func Load(ctx context.Context, uri string, g *graph.Graph, s *schema.Schema, opt LoadOptions) (_ LoadStats, err error) {
	start := time.Now()
	auth := Options{User: opt.User, Password: opt.Password}
	uri, auth, err = withCredentials(uri, auth)
	if err != nil {
		return LoadStats{}, err
	}
	defer func() { err = scrub(err, auth.Password) }()
	b, err := resolve(uri, opt.Backend)
	if err != nil {
		return LoadStats{}, err
	}
	if opt.Timeout <= 0 {
		opt.Timeout = 5 * time.Minute
	}
	if s == nil {
		s = &schema.Schema{} // no constraints to create
	}
	if opt.BatchSize <= 0 {
		opt.BatchSize = 500
	}
	ctx, cancel := context.WithTimeout(ctx, opt.Timeout)
	defer cancel()
	unlock, err := lockEndpoint(ctx, uri)
	if err != nil {
		return LoadStats{}, err
	}
	defer unlock()

	var l loader
	switch b {
	case Neo4j:
		l, err = openNeo4jLoader(ctx, uri, auth)
	case GremlinServer, JanusGraph:
		if auth.User != "" {
			err = fmt.Errorf("%s at %s: credentials for Gremlin servers are not supported yet (Neo4j and Fuseki only)", b, redact.URI(uri))
			break
		}
		l, err = openGremlinLoader(ctx, b, uri)
	case Fuseki:
		l, err = openFusekiLoader(ctx, uri, auth)
	default:
		err = fmt.Errorf("no loader for backend %q", b)
	}
	if err != nil {
		return LoadStats{}, err
	}
	defer l.close()
	st := LoadStats{Backend: b, URI: uri, Nodes: len(g.Nodes), Edges: len(g.Edges)}
	if opt.IfNeeded {
		nl, ne, err := l.counts(ctx)
		if err == nil && sameCounts(g, nl, ne, b == Neo4j || b == Fuseki) {
			st.Skipped = true
			st.Elapsed = time.Since(start)
			return st, nil
		}
	}
	if err := l.clear(ctx); err != nil {
		return st, fmt.Errorf("clearing %s at %s: %w", b, redact.URI(uri), err)
	}
	if err := l.load(ctx, g, s, opt.BatchSize); err != nil {
		return st, fmt.Errorf("loading %s at %s: %w", b, redact.URI(uri), err)
	}
	st.Elapsed = time.Since(start)
	return st, nil
}

// sameCounts compares per-label node counts and per-type edge counts. Neo4j
// counts a node under each of its labels; Gremlin keeps only the first, and
// the RDF count query is per class, like Neo4j.
func sameCounts(g *graph.Graph, nodes, edges map[string]int64, allLabels bool) bool {
	wantN, wantE := map[string]int64{}, map[string]int64{}
	for _, n := range g.Nodes {
		if !allLabels {
			wantN[n.Labels[0]]++
			continue
		}
		for _, l := range n.Labels {
			wantN[l]++
		}
	}
	for _, e := range g.Edges {
		wantE[e.Type]++
	}
	return countsCover(wantN, nodes) && countsCover(wantE, edges)
}

// countsCover requires equal counts for every name either side has.
func countsCover(want, got map[string]int64) bool {
	for l, n := range want {
		if got[l] != n {
			return false
		}
	}
	for l := range got {
		if _, ok := want[l]; !ok && got[l] > 0 {
			return false
		}
	}
	return true
}

// lockEndpoint takes an exclusive file lock named after the endpoint.
func lockEndpoint(ctx context.Context, uri string) (func(), error) {
	sum := sha256.Sum256([]byte(uri))
	path := filepath.Join(os.TempDir(), "gql-load-"+hex.EncodeToString(sum[:6])+".lock")
	f, err := os.OpenFile(path, os.O_CREATE|os.O_RDWR, 0o666)
	if err != nil {
		return nil, err
	}
	for {
		err := syscall.Flock(int(f.Fd()), syscall.LOCK_EX|syscall.LOCK_NB)
		if err == nil {
			return func() { syscall.Flock(int(f.Fd()), syscall.LOCK_UN); f.Close() }, nil
		}
		select {
		case <-ctx.Done():
			f.Close()
			return nil, fmt.Errorf("waiting for another load of %s: %w", uri, ctx.Err())
		case <-time.After(100 * time.Millisecond):
		}
	}
}
