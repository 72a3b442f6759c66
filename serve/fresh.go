package serve

import (
	"context"
	"sync"
	"sync/atomic"
	"time"

	"github.com/gql-dev/gql"
	"github.com/gql-dev/gql/backends"
	"github.com/gql-dev/gql/lang"
	"github.com/gql-dev/gql/schema"
)

// freshEvery is the longest a served schema goes unchecked against its
// server. A check costs a few aggregate queries on one connection already
// open, so requests pay it at most once per interval and never wait for
// another request's check.
var freshEvery = 5 * time.Second

// watch keeps a deployment whose schema was introspected in step with its
// server: when the server's marker changes (another graph was loaded), the
// schema is read again and the compiler rebuilt over the same connections.
type watch struct {
	mu      sync.Mutex
	setup   gql.Setup
	src     backends.Endpoint
	x       backends.Executor
	marker  string
	checked time.Time
	cur     atomic.Pointer[deployment]
}

// newWatch watches d when its schema came from a server; nil otherwise (a
// bundled or file schema does not follow any server).
func newWatch(ctx context.Context, st gql.Setup, d *deployment) *watch {
	if st.Schema != "" || st.Parts != nil || len(st.Backends) == 0 {
		return nil
	}
	eps, err := backends.Resolve(st.Backends[0], st.Lookup)
	if err != nil || len(eps) == 0 {
		return nil
	}
	x := d.built.Executors[eps[0].Backend.Lang()]
	if x == nil {
		return nil
	}
	w := &watch{setup: st, src: eps[0], x: x, checked: time.Now()}
	// A marker that cannot be read now is read at the first check; the
	// empty one never matches, so that check rebuilds once.
	w.marker, _ = backends.Marker(ctx, x, backends.IntrospectOptions{Timeout: freshEvery})
	w.cur.Store(d)
	return w
}

// fresh returns the current deployment of each of deps, first checking
// (at most once per freshEvery each) that its server still holds the graph
// its schema was read from.
func (s *Server) fresh(deps []*deployment) []*deployment {
	out := make([]*deployment, len(deps))
	for i, d := range deps {
		out[i] = d
		if d.watch != nil {
			out[i] = d.watch.current(s)
		}
	}
	return out
}

func (w *watch) current(s *Server) *deployment {
	cur := w.cur.Load()
	if !w.mu.TryLock() {
		return cur
	}
	defer w.mu.Unlock()
	if time.Since(w.checked) < freshEvery {
		return cur
	}
	w.checked = time.Now()
	ctx, cancel := context.WithTimeout(context.Background(), s.opt.Timeout)
	defer cancel()
	m, err := backends.Marker(ctx, w.x, backends.IntrospectOptions{Timeout: freshEvery})
	if err != nil || m == w.marker {
		// A server that does not answer fails the request's own query
		// with its real error; the schema stays until it answers.
		return cur
	}
	next, err := w.rebuild(ctx, cur)
	if err != nil {
		s.log.Warn("the server's graph changed but its schema could not be read again; still serving the previous schema", "backend", cur.name, "error", err.Error())
		return cur
	}
	s.log.Info("the server's graph changed: schema read again", "backend", cur.name,
		"fingerprint", next.built.Schema.Fingerprint(), "was", cur.built.Schema.Fingerprint())
	w.marker = m
	w.cur.Store(next)
	return next
}

// rebuild reads the schema again (Introspect checks its cache against the
// marker) and builds a compiler over cur's executors and shot store; the
// new Built borrows them, so the first deployment's Close still releases
// them and the old compiler stays usable by requests in flight.
func (w *watch) rebuild(ctx context.Context, cur *deployment) (*deployment, error) {
	sc, err := backends.Introspect(ctx, w.src.URI, backends.Options{Backend: w.src.Backend, User: w.src.User, Password: w.src.Password}, backends.IntrospectOptions{})
	if err != nil {
		return nil, err
	}
	if w.setup.Annotations != "" {
		a, err := schema.LoadAnnotations(w.setup.Annotations, sc)
		if err != nil {
			return nil, err
		}
		cp := *sc
		cp.Annotations = a
		sc = &cp
	}
	st := w.setup
	st.Backends, st.Annotations = nil, ""
	parts := &gql.Parts{Schema: sc}
	for _, l := range lang.All {
		if x := cur.built.Executors[l]; x != nil {
			parts.Executors = append(parts.Executors, x)
		}
	}
	st.Parts = parts
	built, err := gql.Build(ctx, st)
	if err != nil {
		return nil, err
	}
	return &deployment{name: cur.name, built: built, watch: w}, nil
}
