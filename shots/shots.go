// Package shots is gql's evolutionary shot repository: a bbolt-backed store of
// execution-verified (question, query) pairs that starts empty, grows only
// with queries a real database accepted, and learns from generation outcomes
// which examples help (the paper's Sec. 4.2, Eq. 8 and Eq. 10).
//
// Entries live in namespaces keyed by (schema fingerprint, target language).
// Each entry's age is derived from a per-namespace clock, so one generation
// step costs one write however many entries there are. Selection walks an
// inverted index by schema element whose postings are ordered by decayed
// utility; that order never changes as the clock advances (see utilKey), which
// lets selection stop early and eviction find its victim with one seek.
package shots

import (
	"errors"
	"fmt"
	"math"
	"os"
	"path/filepath"
	"strings"
	"time"

	bolt "go.etcd.io/bbolt"
	bolterrors "go.etcd.io/bbolt/errors"

	"github.com/gql-dev/gql/lang"
)

// Defaults from the paper's hyper-parameter study (Sec. 5.6, Tables 9-10).
// The paper does not publish ρ_init, so a new shot starts undecided at 0.5.
const (
	DefaultAlpha            = 1.0
	DefaultBeta             = 1.0
	DefaultLambda           = 0.001
	DefaultEta              = 0.3
	DefaultRhoInit          = 0.5
	DefaultCapacity         = 500
	DefaultNegativeCapacity = 200
	DefaultDupThreshold     = 0.9
)

// Options tune a store. The zero value of a field means its default.
type Options struct {
	Alpha   float64 // weight of schema overlap in Eq. 8
	Beta    float64 // weight of decayed utility in Eq. 8
	Lambda  float64 // decay per generation step
	Eta     float64 // learning rate of Eq. 10
	RhoInit float64 // utility of a newly admitted shot

	Capacity         int // entries per namespace before eviction
	NegativeCapacity int // failed queries kept per namespace

	// DupThreshold is the token-set Jaccard similarity of two normalised
	// queries above which selection treats them as one.
	DupThreshold float64

	// LockTimeout is how long Open waits for another process to release the
	// file. Zero fails at once with ErrInUse.
	LockTimeout time.Duration

	// ReadOnly opens with a shared lock: several readers may coexist, but
	// not with a writer.
	ReadOnly bool

	// Username and Password authenticate to an etcd store; empty: the
	// GQL_ETCD_USER and GQL_ETCD_PASSWORD variables. Never in the URL,
	// which is shown and logged.
	Username, Password string

	// NoSync skips fsync; only for building throw-away stores in tests and
	// benchmarks.
	NoSync bool

	// pageSize of a new file (0: the OS page size); tests make small files.
	pageSize int
}

func (o Options) withDefaults() Options {
	def := func(v *float64, d float64) {
		if *v == 0 {
			*v = d
		}
	}
	def(&o.Alpha, DefaultAlpha)
	def(&o.Beta, DefaultBeta)
	def(&o.Lambda, DefaultLambda)
	def(&o.Eta, DefaultEta)
	def(&o.RhoInit, DefaultRhoInit)
	def(&o.DupThreshold, DefaultDupThreshold)
	if o.Capacity <= 0 {
		o.Capacity = DefaultCapacity
	}
	if o.NegativeCapacity <= 0 {
		o.NegativeCapacity = DefaultNegativeCapacity
	}
	return o
}

func (o Options) validate() error {
	switch {
	case o.Alpha < 0 || o.Beta < 0:
		return fmt.Errorf("shots: weights must not be negative (alpha %g, beta %g)", o.Alpha, o.Beta)
	case o.Lambda < 0 || math.IsInf(o.Lambda, 0) || math.IsNaN(o.Lambda):
		return fmt.Errorf("shots: decay lambda must be a finite non-negative number, got %g", o.Lambda)
	case o.Eta <= 0 || o.Eta > 1:
		return fmt.Errorf("shots: learning rate eta must be in (0,1], got %g", o.Eta)
	case o.RhoInit <= 0 || o.RhoInit > 1:
		return fmt.Errorf("shots: initial utility must be in (0,1], got %g", o.RhoInit)
	case o.DupThreshold <= 0 || o.DupThreshold > 1:
		return fmt.Errorf("shots: duplicate threshold must be in (0,1], got %g", o.DupThreshold)
	}
	return nil
}

// Errors callers can test for with errors.Is.
var (
	ErrInUse      = errors.New("shot store is in use by another gql process")
	ErrUnverified = errors.New("shot has no execution provenance")
	ErrNotFound   = errors.New("no such shot")
	ErrNoStore    = errors.New("no shot store")
)

// DefaultLockTimeout is how long the command line waits for another
// process to release the store.
const DefaultLockTimeout = 5 * time.Second

// InUseError is Open's answer when another process holds the file.
type InUseError struct {
	Path   string
	Waited time.Duration
	// Holder names the process holding the lock when the system tells,
	// e.g. "pid 4242 (gql translate …)".
	Holder string
}

func (e *InUseError) Error() string {
	msg := "shot store " + e.Path + " is in use by another gql process"
	if e.Holder != "" {
		msg = "shot store " + e.Path + " is in use by " + e.Holder
	}
	if e.Waited > 0 {
		msg += fmt.Sprintf(" (waited %s)", e.Waited)
	}
	return msg
}

func (e *InUseError) Is(target error) bool { return target == ErrInUse }

// Namespace is one repository: shots for one schema in one target language.
type Namespace struct {
	Schema string    `json:"schema"` // schema.Schema.Fingerprint()
	Target lang.Lang `json:"target"`
}

func (n Namespace) String() string { return n.Schema + "/" + string(n.Target) }

func (n Namespace) key() []byte { return []byte(n.String()) }

func (n Namespace) validate() error {
	if n.Schema == "" || strings.ContainsAny(n.Schema, "/\x00") {
		return fmt.Errorf("shots: bad schema fingerprint %q", n.Schema)
	}
	if _, err := lang.Parse(string(n.Target)); err != nil || lang.Lang(strings.ToLower(string(n.Target))) != n.Target {
		return fmt.Errorf("shots: bad target %q: want cypher, gremlin or sparql", n.Target)
	}
	return nil
}

func parseNamespace(k string) (Namespace, bool) {
	i := strings.LastIndexByte(k, '/')
	if i <= 0 {
		return Namespace{}, false
	}
	return Namespace{Schema: k[:i], Target: lang.Lang(k[i+1:])}, true
}

// Provenance records which backend verified a query, when, and what it returned.
type Provenance struct {
	Backend    string    `json:"backend"`
	VerifiedAt time.Time `json:"verified_at"`
	Rows       int       `json:"rows"`
}

// Shot is one repository entry.
type Shot struct {
	ID        uint64    `json:"id"`
	Namespace Namespace `json:"namespace"`
	Question  string    `json:"question"`
	Query     string    `json:"query"`
	// Elements are the schema elements of the shot's mapping table, as
	// "label:Movie", "edge:ACTED_IN", "prop:Movie.title".
	Elements  []string `json:"elements"`
	Utility   float64  `json:"utility"`
	Stamp     int64    `json:"stamp"` // namespace clock at admission
	Uses      int      `json:"uses"`
	Successes int      `json:"successes"`
	Failures  int      `json:"failures"`
	// Provenance is empty only for shots admitted with Trust.
	Provenance Provenance `json:"provenance"`
	Trusted    bool       `json:"trusted,omitempty"`
	// Flag says why a schema migration could not vouch for the shot; flagged
	// shots are never selected and `prune` removes them.
	Flag string `json:"flag,omitempty"`
	// Review is the person who confirmed the shot, when one did (a shot
	// admitted on its evidence alone has none).
	Review *Review `json:"review,omitempty"`
	// Age is τ = clock − Stamp, filled in on read.
	Age int64 `json:"age"`
}

// Store is an open shot repository. Its methods are safe for concurrent use.
type Store struct {
	db   *bolt.DB
	path string
	opt  Options
}

// DefaultPath is where gql keeps its shots: $XDG_DATA_HOME/gql/shots.db, or
// ~/.local/share/gql/shots.db when XDG_DATA_HOME is unset.
func DefaultPath() (string, error) {
	if d := os.Getenv("XDG_DATA_HOME"); d != "" && filepath.IsAbs(d) {
		return filepath.Join(d, "gql", "shots.db"), nil
	}
	home, err := os.UserHomeDir()
	if err != nil {
		return "", fmt.Errorf("shots: no XDG_DATA_HOME and no home directory: %w", err)
	}
	return filepath.Join(home, ".local", "share", "gql", "shots.db"), nil
}

// Open opens (creating when writable) the store at path.
func Open(path string, opt *Options) (*Store, error) {
	var o Options
	if opt != nil {
		o = *opt
	}
	o = o.withDefaults()
	if err := o.validate(); err != nil {
		return nil, err
	}
	if o.ReadOnly {
		if _, err := os.Stat(path); errors.Is(err, os.ErrNotExist) {
			return nil, fmt.Errorf("%w at %s (it is created on the first admission)", ErrNoStore, path)
		}
	} else if err := os.MkdirAll(filepath.Dir(path), 0o755); err != nil {
		return nil, fmt.Errorf("shots: %w", err)
	}
	// bbolt waits forever on a zero timeout; a nanosecond makes it try once.
	timeout := o.LockTimeout
	if timeout <= 0 {
		timeout = time.Nanosecond
	}
	bopt := &bolt.Options{Timeout: timeout, ReadOnly: o.ReadOnly, NoSync: o.NoSync, PageSize: o.pageSize,
		OpenFile: func(name string, flag int, mode os.FileMode) (*os.File, error) {
			f, err := os.OpenFile(name, flag, mode)
			if err != nil {
				return nil, err
			}
			err = lockFile(f, !o.ReadOnly, o.LockTimeout)
			if err == nil {
				err = preflight(f, path, o.ReadOnly)
			} else if errors.Is(err, errLocked) {
				err = &InUseError{Path: path, Waited: o.LockTimeout, Holder: lockHolder(path)}
			}
			if err != nil {
				f.Close()
				return nil, err
			}
			return f, nil
		}}
	var db *bolt.DB
	err := guarded(path, func() (err error) {
		db, err = bolt.Open(path, 0o644, bopt)
		return err
	})
	if errors.Is(err, bolterrors.ErrTimeout) {
		return nil, &InUseError{Path: path, Waited: o.LockTimeout, Holder: lockHolder(path)}
	}
	var inUse *InUseError
	if errors.Is(err, ErrNoStore) || errors.Is(err, ErrDamaged) || errors.As(err, &inUse) {
		return nil, err
	}
	if err != nil {
		return nil, fmt.Errorf("shots: open %s: %w", path, err)
	}
	s := &Store{db: db, path: path, opt: o}
	if err := s.read(s.verify); err != nil {
		db.Close()
		return nil, err
	}
	if !o.ReadOnly {
		if err := s.write(s.init); err != nil {
			db.Close()
			return nil, err
		}
	} else if err := s.read(s.checkFormat); err != nil {
		db.Close()
		return nil, err
	}
	return s, nil
}

// Close releases the file.
func (s *Store) Close() error { return s.db.Close() }

// Path is the store's file.
func (s *Store) Path() string { return s.path }

// Options reports the effective options.
func (s *Store) Options() Options { return s.opt }

// Eq10 is the paper's utility update: toward 1 by η after a valid
// generation, toward 0 by η after a failed one.
func Eq10(rho, eta float64, valid bool) float64 {
	if valid {
		rho += eta * (1 - rho)
	} else {
		rho -= eta * rho
	}
	return math.Min(1, math.Max(0, rho))
}

// Decayed is ρ·e^(−λτ), the utility term of Eq. 8 and the eviction weight.
func Decayed(rho, lambda float64, age int64) float64 {
	return rho * math.Exp(-lambda*float64(age))
}

// Jaccard is |a∩b| / |a∪b| over two sets of schema elements; two empty sets
// share nothing.
func Jaccard(a, b []string) float64 {
	set := make(map[string]bool, len(a))
	for _, x := range a {
		set[x] = true
	}
	inter, union := 0, len(set)
	seen := map[string]bool{}
	for _, y := range b {
		if seen[y] {
			continue
		}
		seen[y] = true
		if set[y] {
			inter++
		} else {
			union++
		}
	}
	if union == 0 {
		return 0
	}
	return float64(inter) / float64(union)
}
