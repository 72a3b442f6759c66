package serve

import (
	"context"
	"sync"
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
}

// newWatch watches a backend built from st when its schema came from a
// server; nil otherwise (a bundled or file schema does not follow any
// server).
func newWatch(ctx context.Context, st gql.Setup, built *gql.Built) *watch {
	if st.Schema != "" || st.Parts != nil || len(st.Backends) == 0 {
		return nil
	}
	eps, err := backends.Resolve(st.Backends[0], st.Lookup)
	if err != nil || len(eps) == 0 {
		return nil
	}
	x := built.Executors[eps[0].Backend.Lang()]
	if x == nil {
		return nil
	}
	w := &watch{setup: st, src: eps[0], x: x, checked: time.Now()}
	// A marker that cannot be read now is read at the first check; the
	// empty one never matches, so that check rebuilds once.
	w.marker, _ = backends.Marker(ctx, x, backends.IntrospectOptions{Timeout: freshEvery})
	return w
}

// fresh checks (at most once per freshEvery each) that the server of each
// of deps still holds the graph its schema was read from, and rebuilds
// the ones whose graph changed.
func (s *Server) fresh(deps []*deployment) []*deployment {
	for _, d := range deps {
		d.refresh(s)
	}
	return deps
}

func (d *deployment) refresh(s *Server) {
	d.mu.Lock()
	w, owner, cur := d.watch, d.owner, d.built
	d.mu.Unlock()
	if w == nil || !w.mu.TryLock() {
		return
	}
	defer w.mu.Unlock()
	if time.Since(w.checked) < freshEvery {
		return
	}
	w.checked = time.Now()
	ctx, cancel := context.WithTimeout(context.Background(), s.opt.Timeout)
	defer cancel()
	m, err := backends.Marker(ctx, w.x, backends.IntrospectOptions{Timeout: freshEvery})
	if err != nil || m == w.marker {
		// A server that does not answer fails the request's own query
		// with its real error; the schema stays until it answers.
		return
	}
	next, err := w.rebuild(ctx, owner)
	if err != nil {
		s.log.Warn("the server's graph changed but its schema could not be read again; still serving the previous schema", "backend", d.name, "error", err.Error())
		return
	}
	s.log.Info("the server's graph changed: schema read again", "backend", d.name,
		"fingerprint", next.Schema.Fingerprint(), "was", cur.Schema.Fingerprint())
	w.marker = m
	d.mu.Lock()
	// The replaced compiler borrowed the owner's connections and may be
	// in use by requests in flight; it holds nothing else to release.
	d.built = next
	d.mu.Unlock()
}

// rebuild reads the schema again (Introspect checks its cache against the
// marker) and builds a compiler over the owner's executors; the new Built
// borrows them, so the owner's Close still releases them.
func (w *watch) rebuild(ctx context.Context, owner *gql.Built) (*gql.Built, error) {
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
		if x := owner.Executors[l]; x != nil {
			parts.Executors = append(parts.Executors, x)
		}
	}
	st.Parts = parts
	return gql.Build(ctx, st)
}
