package serve

import (
	"context"
	"errors"
	"fmt"
	"sync"
	"time"

	"github.com/gql-dev/gql"
	"github.com/gql-dev/gql/backends"
	"github.com/gql-dev/gql/lang"
	"github.com/gql-dev/gql/redact"
	"github.com/gql-dev/gql/schema"
)

// retryEvery spaces the attempts to reach a backend that is down: each
// request (and /readyz) may try once per interval; the others answer at
// once with the last reason rather than queueing behind a dial.
const retryEvery = 2 * time.Second

// connectTimeout bounds one attempt to build a backend that was down.
const connectTimeout = 5 * time.Second

// deployment is a backend as served: built, or down with the reason and
// retried on use, so one unreachable database stops only its own
// languages.
type deployment struct {
	name  string
	setup gql.Setup
	// kinds are the servers the backend names, by language: known from
	// its configuration, so a backend that is down still owns its
	// languages (they answer failed rather than move elsewhere).
	kinds map[lang.Lang]string

	mu    sync.Mutex
	built *gql.Built
	down  error
	next  time.Time
	// owner is the first build, which holds the connections; built is a
	// rebuild over them after the server's graph changed (fresh.go).
	owner *gql.Built
	// watch, when the schema came from the server, follows its changes.
	watch *watch
}

// runs says whether queries of l are executed on a server.
func (d *deployment) runs(l lang.Lang) bool { return d.kinds[l] != "" }

// current is the built backend, or nil and why it is down, without
// trying to reach it.
func (d *deployment) current() (*gql.Built, error) {
	d.mu.Lock()
	defer d.mu.Unlock()
	return d.built, d.down
}

// schema is the backend's schema, nil while it is down (an introspected
// schema is unknown until the server answers).
func (d *deployment) schema() *schema.Schema {
	if b, _ := d.current(); b != nil {
		return b.Schema
	}
	return nil
}

// get returns the built backend, building it when it is down and the
// last attempt is older than retryEvery.
func (d *deployment) get(ctx context.Context) (*gql.Built, error) {
	d.mu.Lock()
	defer d.mu.Unlock()
	if d.built != nil {
		return d.built, nil
	}
	if time.Now().Before(d.next) {
		return nil, d.down
	}
	if err := d.build(ctx); err != nil {
		return nil, d.down
	}
	return d.built, nil
}

// build tries once, with d.mu held, and returns the build's own error.
func (d *deployment) build(ctx context.Context) error {
	ctx, cancel := context.WithTimeout(ctx, connectTimeout)
	defer cancel()
	built, err := gql.Build(ctx, d.setup)
	if err != nil {
		d.down = &downError{redact.Text(fmt.Sprintf("backend %q is unreachable: %v", d.name, err))}
		d.next = time.Now().Add(retryEvery)
		return err
	}
	d.built, d.owner, d.down = built, built, nil
	d.watch = newWatch(ctx, d.setup, built)
	return nil
}

func (d *deployment) close() error {
	d.mu.Lock()
	defer d.mu.Unlock()
	if d.owner == nil {
		return nil
	}
	var err error
	if d.built != d.owner {
		err = d.built.Close()
	}
	err = errors.Join(err, d.owner.Close())
	d.built, d.owner = nil, nil
	return err
}

// ErrUnreachable is matched (errors.Is) by the error of a backend whose
// servers could not be reached: the caller's request was fine.
var ErrUnreachable = errors.New("backend unreachable")

type downError struct{ msg string }

func (e *downError) Error() string        { return e.msg }
func (e *downError) Is(target error) bool { return target == ErrUnreachable }

// unreachable says whether a build failed for want of a server, which
// serving can wait out, rather than for a mistake in the configuration,
// which it cannot.
func unreachable(err error) bool {
	var env *gql.EnvironmentError
	return errors.As(err, &env) || backends.ClassOf(err) == backends.Connection
}

// kindsOf resolves a setup's backends into the language each serves.
func kindsOf(st gql.Setup) (map[lang.Lang]string, error) {
	kinds := map[lang.Lang]string{}
	if st.Parts != nil {
		for _, x := range st.Parts.Executors {
			if l := x.Backend().Lang(); kinds[l] == "" {
				kinds[l] = string(x.Backend())
			}
		}
	}
	for _, name := range st.Backends {
		eps, err := backends.Resolve(name, st.Lookup)
		if err != nil {
			return nil, err
		}
		for _, ep := range eps {
			if l := ep.Backend.Lang(); kinds[l] == "" {
				kinds[l] = string(ep.Backend)
			}
		}
	}
	return kinds, nil
}
