package shots

import (
	"context"
	"crypto/tls"
	"encoding/json"
	"errors"
	"fmt"
	"math/rand/v2"
	"net/url"
	"os"
	"sort"
	"strconv"
	"strings"
	"time"

	clientv3 "go.etcd.io/etcd/client/v3"
	"go.uber.org/zap"
)

// The etcd store keeps the same repository as the bbolt file in keys under
// one prefix, so several gql processes (replicas behind a load balancer)
// share what they learn. Every change reads what it depends on at one
// revision and commits only if none of it changed since (a transaction
// comparing mod revisions); a conflict re-runs the change on fresh data, so
// concurrent replicas lose no update.
//
// Keys under the prefix P:
//
//	P format                 the layout version
//	P ids                    last shot / pending id (one counter for both, as in bbolt)
//	P id/<id>                the namespace of a shot, so verbs find it by id
//	P head/<ns>              the namespace's clock, counts and negative sequence (JSON)
//	P shot/<ns>/<id>         a shot (JSON, without its age)
//	P dup/<ns>/<hash>        the shot holding a query, by hash of its normalised text
//	P neg/<ns>/<id>          a negative example (JSON)
//	P pending/<id>           a held pair (JSON)
//	P pendv                  bumped by every change to the pending list
//
// Deleting a key of a namespace always rewrites its head, and deleting a
// pending pair bumps pendv: a range read cannot see keys deleted after it,
// so whoever reads a range also reads its head, whose revision then says.

// etcdFormat is the layout version written at P format.
const etcdFormat = "gql-shots-etcd 1"

// Environment variables holding the etcd credentials; a URL with user
// information is refused so a password never sits in a config file or argv.
const (
	EnvEtcdUser     = "GQL_ETCD_USER"
	EnvEtcdPassword = "GQL_ETCD_PASSWORD"
)

// etcdRequestTimeout bounds one request; etcdConflictBudget bounds how long
// one change retries after conflicts before it gives up.
const (
	etcdRequestTimeout = 10 * time.Second
	etcdConflictBudget = 60 * time.Second
)

// ErrUnreachable is returned by OpenEtcd when etcd does not answer.
var ErrUnreachable = errors.New("shot store is unreachable")

// ErrContention is returned when a change kept conflicting with other
// writers for longer than its budget.
var ErrContention = errors.New("shot store: too many concurrent writers")

// IsURL says whether a --shots value names a remote store rather than a
// file: etcd://host:port[,host:port…]/prefix or etcds://… (TLS).
func IsURL(s string) bool {
	return strings.HasPrefix(s, "etcd://") || strings.HasPrefix(s, "etcds://")
}

// EtcdStore is a shot repository in etcd. It has the bbolt Store's verbs and
// semantics; its methods are safe for concurrent use, and any number of
// processes may open the same prefix.
type EtcdStore struct {
	cli    *clientv3.Client
	kv     clientv3.KV
	url    string
	prefix string
	opt    Options
}

// OpenEtcd connects to the store named by an etcd:// URL. The path is the
// key prefix ("/gql" when empty); credentials come from GQL_ETCD_USER and
// GQL_ETCD_PASSWORD. Options.LockTimeout bounds the first contact (default
// 5 s). A writable open creates the store; a read-only one fails with
// ErrNoStore when the prefix holds none.
func OpenEtcd(raw string, opt *Options) (*EtcdStore, error) {
	var o Options
	if opt != nil {
		o = *opt
	}
	o = o.withDefaults()
	if err := o.validate(); err != nil {
		return nil, err
	}
	endpoints, prefix, useTLS, err := parseEtcdURL(raw)
	if err != nil {
		return nil, err
	}
	wait := o.LockTimeout
	if wait <= 0 {
		wait = DefaultLockTimeout
	}
	cfg := clientv3.Config{Endpoints: endpoints, DialTimeout: wait, Logger: zap.NewNop(),
		Username: o.Username, Password: o.Password}
	if cfg.Username == "" && cfg.Password == "" {
		cfg.Username, cfg.Password = os.Getenv(EnvEtcdUser), os.Getenv(EnvEtcdPassword)
	}
	// The client holds them; Options() is for showing, so they go.
	o.Username, o.Password = "", ""
	if useTLS {
		cfg.TLS = &tls.Config{MinVersion: tls.VersionTLS12}
	}
	cli, err := clientv3.New(cfg)
	if err != nil {
		return nil, fmt.Errorf("shot store %s: %w", raw, err)
	}
	s := &EtcdStore{cli: cli, kv: cli.KV, url: raw, prefix: prefix, opt: o}
	ctx, cancel := context.WithTimeout(context.Background(), wait)
	defer cancel()
	resp, err := s.kv.Get(ctx, s.key("format"))
	if err != nil {
		cli.Close()
		return nil, fmt.Errorf("%w: %s: etcd at %s did not answer within %s (%v); is it running? (scripts/servers start etcd)",
			ErrUnreachable, raw, strings.Join(endpoints, ","), wait, err)
	}
	switch {
	case len(resp.Kvs) == 1 && string(resp.Kvs[0].Value) != etcdFormat:
		cli.Close()
		return nil, fmt.Errorf("shot store %s: the prefix holds %q, not a gql shot store (%q); choose another prefix",
			raw, resp.Kvs[0].Value, etcdFormat)
	case len(resp.Kvs) == 1:
	case o.ReadOnly:
		cli.Close()
		return nil, fmt.Errorf("%w at %s (it is created on the first admission)", ErrNoStore, raw)
	default:
		// Only the first opener writes it; a concurrent one finds it there.
		k := s.key("format")
		if _, err := s.kv.Txn(ctx).If(clientv3.Compare(clientv3.CreateRevision(k), "=", 0)).
			Then(clientv3.OpPut(k, etcdFormat)).Commit(); err != nil {
			cli.Close()
			return nil, fmt.Errorf("shot store %s: %w", raw, err)
		}
	}
	return s, nil
}

func parseEtcdURL(raw string) (endpoints []string, prefix string, useTLS bool, err error) {
	u, err := url.Parse(raw)
	if err != nil {
		return nil, "", false, fmt.Errorf("shot store URL: %w", err)
	}
	switch u.Scheme {
	case "etcd":
	case "etcds":
		useTLS = true
	default:
		return nil, "", false, fmt.Errorf("shot store URL %q: want etcd://HOST:PORT/PREFIX or etcds://…", raw)
	}
	if u.User != nil {
		return nil, "", false, fmt.Errorf("shot store URL: credentials do not belong in the URL (it is shown and logged); set %s and %s instead", EnvEtcdUser, EnvEtcdPassword)
	}
	if u.RawQuery != "" || u.Fragment != "" {
		return nil, "", false, fmt.Errorf("shot store URL %q: no query or fragment is understood", raw)
	}
	scheme := "http://"
	if useTLS {
		scheme = "https://"
	}
	for _, h := range strings.Split(u.Host, ",") {
		if h == "" {
			return nil, "", false, fmt.Errorf("shot store URL %q: no etcd host", raw)
		}
		if !strings.Contains(h, ":") {
			h += ":2379"
		}
		endpoints = append(endpoints, scheme+h)
	}
	prefix = strings.Trim(u.Path, "/")
	if prefix == "" {
		prefix = "gql"
	}
	return endpoints, "/" + prefix + "/", useTLS, nil
}

// Close ends the connection.
func (s *EtcdStore) Close() error { return s.cli.Close() }

// Path is the store's URL.
func (s *EtcdStore) Path() string { return s.url }

// Options reports the effective options.
func (s *EtcdStore) Options() Options { return s.opt }

func (s *EtcdStore) key(parts ...string) string { return s.prefix + strings.Join(parts, "") }

func id20(id uint64) string { return fmt.Sprintf("%020d", id) }

func (s *EtcdStore) headKey(ns Namespace) string { return s.key("head/", ns.String()) }
func (s *EtcdStore) shotPrefix(ns Namespace) string {
	return s.key("shot/", ns.String(), "/")
}
func (s *EtcdStore) negPrefix(ns Namespace) string { return s.key("neg/", ns.String(), "/") }
func (s *EtcdStore) dupKey(ns Namespace, query string) string {
	return s.key("dup/", ns.String(), "/", fmt.Sprintf("%016x", hash64(NormalizeQuery(query))))
}

// etcdHead is a namespace's own state.
type etcdHead struct {
	Clock   int64  `json:"clock"`
	Active  int64  `json:"active"`
	Flagged int64  `json:"flagged"`
	NegSeq  uint64 `json:"neg_seq"`
}

// etx is one optimistic transaction: reads at one revision, remembered with
// their mod revisions, and buffered writes that commit only if nothing read
// changed.
type etx struct {
	s      *EtcdStore
	rev    int64
	seen   map[string]int64
	ranges []string
	view   map[string][]byte // own writes; a nil value is a delete
	order  []string
	heads  map[Namespace]*etcdHead
	dirty  map[Namespace]bool
}

type kv struct {
	key string
	val []byte
}

func (s *EtcdStore) newTx() *etx {
	return &etx{s: s, seen: map[string]int64{}, view: map[string][]byte{},
		heads: map[Namespace]*etcdHead{}, dirty: map[Namespace]bool{}}
}

func (t *etx) ctx() (context.Context, context.CancelFunc) {
	return context.WithTimeout(context.Background(), etcdRequestTimeout)
}

func (t *etx) at() []clientv3.OpOption {
	if t.rev > 0 {
		return []clientv3.OpOption{clientv3.WithRev(t.rev)}
	}
	return nil
}

func (t *etx) get(key string) ([]byte, error) {
	if v, ok := t.view[key]; ok {
		return v, nil
	}
	ctx, cancel := t.ctx()
	defer cancel()
	resp, err := t.s.kv.Get(ctx, key, t.at()...)
	if err != nil {
		return nil, err
	}
	if t.rev == 0 {
		t.rev = resp.Header.Revision
	}
	if len(resp.Kvs) == 0 {
		t.seen[key] = 0
		return nil, nil
	}
	t.seen[key] = resp.Kvs[0].ModRevision
	return resp.Kvs[0].Value, nil
}

// scan reads every key under prefix, in key order, with this
// transaction's own writes applied.
func (t *etx) scan(prefix string) ([]kv, error) {
	ctx, cancel := t.ctx()
	defer cancel()
	resp, err := t.s.kv.Get(ctx, prefix, append(t.at(), clientv3.WithPrefix())...)
	if err != nil {
		return nil, err
	}
	if t.rev == 0 {
		t.rev = resp.Header.Revision
	}
	t.ranges = append(t.ranges, prefix)
	m := make(map[string][]byte, len(resp.Kvs))
	for _, x := range resp.Kvs {
		m[string(x.Key)] = x.Value
	}
	for k, v := range t.view {
		if strings.HasPrefix(k, prefix) {
			if v == nil {
				delete(m, k)
			} else {
				m[k] = v
			}
		}
	}
	out := make([]kv, 0, len(m))
	for k, v := range m {
		out = append(out, kv{k, v})
	}
	sort.Slice(out, func(i, j int) bool { return out[i].key < out[j].key })
	return out, nil
}

func (t *etx) put(key string, v []byte) {
	if _, ok := t.view[key]; !ok {
		t.order = append(t.order, key)
	}
	if v == nil {
		v = []byte{}
	}
	t.view[key] = v
}

func (t *etx) del(key string) {
	if _, ok := t.view[key]; !ok {
		t.order = append(t.order, key)
	}
	t.view[key] = nil
}

func (t *etx) putJSON(key string, v any) error {
	b, err := json.Marshal(v)
	if err != nil {
		return err
	}
	t.put(key, b)
	return nil
}

// head is the namespace's state as of this transaction; changes to it are
// written back on commit once marked with touch.
func (t *etx) head(ns Namespace) (*etcdHead, bool, error) {
	if h, ok := t.heads[ns]; ok {
		return h, true, nil
	}
	raw, err := t.get(t.s.headKey(ns))
	if err != nil {
		return nil, false, err
	}
	h := &etcdHead{}
	if raw != nil {
		if err := json.Unmarshal(raw, h); err != nil {
			return nil, false, fmt.Errorf("shots: head of %s in etcd is corrupt: %w", ns, err)
		}
	}
	t.heads[ns] = h
	return h, raw != nil, nil
}

func (t *etx) touch(ns Namespace) { t.dirty[ns] = true }

// commit writes the buffered changes if nothing read has changed; false
// means a conflict (re-run on fresh data).
func (t *etx) commit() (bool, error) {
	for ns := range t.dirty {
		if err := t.putJSON(t.s.headKey(ns), t.heads[ns]); err != nil {
			return false, err
		}
	}
	if len(t.order) == 0 {
		return true, nil
	}
	if t.s.opt.ReadOnly {
		return false, fmt.Errorf("shot store %s was opened read-only", t.s.url)
	}
	cmps := make([]clientv3.Cmp, 0, len(t.seen)+len(t.ranges))
	for k, r := range t.seen {
		cmps = append(cmps, clientv3.Compare(clientv3.ModRevision(k), "=", r))
	}
	for _, p := range t.ranges {
		cmps = append(cmps, clientv3.Compare(clientv3.ModRevision(p), "<", t.rev+1).WithPrefix())
	}
	ops := make([]clientv3.Op, 0, len(t.order))
	for _, k := range t.order {
		if v := t.view[k]; v == nil {
			ops = append(ops, clientv3.OpDelete(k))
		} else {
			ops = append(ops, clientv3.OpPut(k, string(v)))
		}
	}
	ctx, cancel := t.ctx()
	defer cancel()
	resp, err := t.s.kv.Txn(ctx).If(cmps...).Then(ops...).Commit()
	if err != nil {
		return false, err
	}
	return resp.Succeeded, nil
}

// update runs fn as one transaction, again on fresh data after every
// conflict; fn must derive everything it returns from what it reads.
func (s *EtcdStore) update(fn func(t *etx) error) error {
	start := time.Now()
	for attempt := 0; ; attempt++ {
		t := s.newTx()
		if err := fn(t); err != nil {
			return err
		}
		ok, err := t.commit()
		if err != nil {
			return fmt.Errorf("shot store %s: %w", s.url, err)
		}
		if ok {
			return nil
		}
		if time.Since(start) > etcdConflictBudget {
			return fmt.Errorf("%w: a change to %s conflicted %d times in %s", ErrContention, s.url, attempt+1, etcdConflictBudget)
		}
		// Jitter spreads writers that collided so the next round has a winner.
		time.Sleep(time.Duration(rand.Int64N(int64(min(attempt+1, 20)) * int64(time.Millisecond))))
	}
}

// view runs fn on one consistent snapshot, writing nothing.
func (s *EtcdStore) view(fn func(t *etx) error) error {
	if err := fn(s.newTx()); err != nil {
		return fmt.Errorf("shot store %s: %w", s.url, err)
	}
	return nil
}

func (t *etx) shot(ns Namespace, id uint64, clock int64) (*Shot, error) {
	raw, err := t.get(t.s.shotPrefix(ns) + id20(id))
	if err != nil || raw == nil {
		return nil, err
	}
	return decodeEtcdShot(raw, ns, clock)
}

func decodeEtcdShot(raw []byte, ns Namespace, clock int64) (*Shot, error) {
	var e Shot
	if err := json.Unmarshal(raw, &e); err != nil {
		return nil, fmt.Errorf("shots: a shot of %s in etcd is corrupt: %w", ns, err)
	}
	e.Namespace = ns
	e.Age = clock - e.Stamp
	return &e, nil
}

func (t *etx) putShot(e *Shot) error {
	c := *e
	c.Age = 0
	return t.putJSON(t.s.shotPrefix(e.Namespace)+id20(e.ID), &c)
}

// shots reads every shot of the namespace.
func (t *etx) shots(ns Namespace, clock int64) ([]*Shot, error) {
	kvs, err := t.scan(t.s.shotPrefix(ns))
	if err != nil {
		return nil, err
	}
	out := make([]*Shot, 0, len(kvs))
	for _, x := range kvs {
		e, err := decodeEtcdShot(x.val, ns, clock)
		if err != nil {
			return nil, err
		}
		out = append(out, e)
	}
	return out, nil
}

// nextID takes the next id from the store-wide counter.
func (t *etx) nextID() (uint64, error) {
	raw, err := t.get(t.s.key("ids"))
	if err != nil {
		return 0, err
	}
	var n uint64
	if raw != nil {
		if n, err = strconv.ParseUint(string(raw), 10, 64); err != nil {
			return 0, fmt.Errorf("shots: id counter in etcd is corrupt: %q", raw)
		}
	}
	n++
	t.put(t.s.key("ids"), []byte(strconv.FormatUint(n, 10)))
	return n, nil
}

// Admit adds a verified pair with ρ = ρ_init and τ = 0, then evicts the
// lowest ρ·e^(−λτ) while the namespace is over capacity; all in one
// transaction.
func (s *EtcdStore) Admit(c Candidate, v Verified) (Admission, error) {
	return updated(s, func(t *etx) (Admission, error) { return s.admit(t, c, v) })
}

func (s *EtcdStore) admit(t *etx, c Candidate, v Verified) (Admission, error) {
	if err := c.normalize(); err != nil {
		return Admission{}, err
	}
	if err := v.check(); err != nil {
		return Admission{}, err
	}
	ns := c.Namespace
	h, _, err := t.head(ns)
	if err != nil {
		return Admission{}, err
	}
	dk := s.dupKey(ns, c.Query)
	raw, err := t.get(dk)
	if err != nil {
		return Admission{}, err
	}
	if raw != nil {
		id, _ := strconv.ParseUint(string(raw), 10, 64)
		e, err := t.shot(ns, id, h.Clock)
		if err != nil {
			return Admission{}, err
		}
		if e == nil {
			return Admission{}, fmt.Errorf("shots: %s: duplicate table points at missing shot %d (gql shots check)", ns, id)
		}
		if v.Trust && v.Backend == "" {
			return Admission{ID: e.ID, Duplicate: true}, nil
		}
		if e.Flag != "" {
			e.Flag = ""
			h.Flagged--
			h.Active++
		}
		e.Stamp = h.Clock
		e.Utility = max(e.Utility, s.opt.RhoInit)
		e.Provenance = v.Provenance
		e.Trusted = false
		e.Elements = c.Elements
		if err := t.putShot(e); err != nil {
			return Admission{}, err
		}
		t.touch(ns)
		ev, err := s.evict(t, ns, h)
		return Admission{ID: e.ID, Duplicate: true, Evicted: ev}, err
	}
	id, err := t.nextID()
	if err != nil {
		return Admission{}, err
	}
	e := &Shot{ID: id, Namespace: ns, Question: c.Question, Query: c.Query,
		Elements: c.Elements, Utility: s.opt.RhoInit, Stamp: h.Clock,
		Provenance: v.Provenance, Trusted: v.Trust && v.Backend == ""}
	if err := s.insert(t, h, e); err != nil {
		return Admission{}, err
	}
	ev, err := s.evict(t, ns, h)
	return Admission{ID: id, Evicted: ev}, err
}

func (s *EtcdStore) insert(t *etx, h *etcdHead, e *Shot) error {
	if err := t.putShot(e); err != nil {
		return err
	}
	t.put(s.key("id/", id20(e.ID)), []byte(e.Namespace.String()))
	t.put(s.dupKey(e.Namespace, e.Query), []byte(strconv.FormatUint(e.ID, 10)))
	if e.Flag != "" {
		h.Flagged++
	} else {
		h.Active++
	}
	t.touch(e.Namespace)
	return nil
}

func (s *EtcdStore) remove(t *etx, h *etcdHead, e *Shot) error {
	if e.Flag == "" {
		h.Active--
	} else {
		h.Flagged--
	}
	dk := s.dupKey(e.Namespace, e.Query)
	raw, err := t.get(dk)
	if err != nil {
		return err
	}
	if string(raw) == strconv.FormatUint(e.ID, 10) {
		t.del(dk)
	}
	t.del(s.shotPrefix(e.Namespace) + id20(e.ID))
	t.del(s.key("id/", id20(e.ID)))
	t.touch(e.Namespace)
	return nil
}

// evict removes the lowest ρ·e^(−λτ) while over capacity; among equals
// the oldest id goes first, as in the bbolt store's utility order.
func (s *EtcdStore) evict(t *etx, ns Namespace, h *etcdHead) ([]uint64, error) {
	return s.evictTo(t, ns, h, int64(s.opt.Capacity))
}

// evictTo evicts while more than limit shots are active.
func (s *EtcdStore) evictTo(t *etx, ns Namespace, h *etcdHead, limit int64) ([]uint64, error) {
	if h.Active <= limit {
		return nil, nil
	}
	all, err := t.shots(ns, h.Clock)
	if err != nil {
		return nil, err
	}
	var active []*Shot
	for _, e := range all {
		if e.Flag == "" {
			active = append(active, e)
		}
	}
	sort.SliceStable(active, func(i, j int) bool {
		a, b := Decayed(active[i].Utility, s.opt.Lambda, active[i].Age), Decayed(active[j].Utility, s.opt.Lambda, active[j].Age)
		if a != b {
			return a < b
		}
		return active[i].ID < active[j].ID
	})
	var out []uint64
	for h.Active > limit {
		if len(active) == 0 {
			return out, fmt.Errorf("shots: %s counts %d active shots but holds none", ns, h.Active)
		}
		e := active[0]
		active = active[1:]
		if err := s.remove(t, h, e); err != nil {
			return out, err
		}
		out = append(out, e.ID)
	}
	return out, nil
}

// Tick advances the namespace's clock by one generation.
func (s *EtcdStore) Tick(ns Namespace) (int64, error) {
	if err := ns.validate(); err != nil {
		return 0, err
	}
	var clock int64
	err := s.update(func(t *etx) error {
		h, _, err := t.head(ns)
		if err != nil {
			return err
		}
		h.Clock++
		clock = h.Clock
		t.touch(ns)
		return nil
	})
	return clock, err
}

// Update applies Eq. 10 to the shots used in one generation. Each shot is
// compared by its mod revision at commit, so concurrent updates of the same
// shot are applied one after the other, never over each other.
func (s *EtcdStore) Update(ns Namespace, used []uint64, valid bool) ([]uint64, error) {
	return updated(s, func(t *etx) ([]uint64, error) { return s.updateUsed(t, ns, used, valid) })
}

func (s *EtcdStore) updateUsed(t *etx, ns Namespace, used []uint64, valid bool) ([]uint64, error) {
	if err := ns.validate(); err != nil {
		return nil, err
	}
	var out []uint64
	seen := map[uint64]bool{}
	for _, id := range used {
		if seen[id] {
			continue
		}
		seen[id] = true
		e, err := t.shot(ns, id, 0)
		if err != nil {
			return out, err
		}
		if e == nil || e.Flag != "" {
			continue
		}
		e.Utility = Eq10(e.Utility, s.opt.Eta, valid)
		e.Uses++
		if valid {
			e.Successes++
		} else {
			e.Failures++
		}
		if err := t.putShot(e); err != nil {
			return out, err
		}
		out = append(out, id)
	}
	return out, nil
}

// Record applies a whole generation step in one transaction (see
// Store.Record).
func (s *EtcdStore) Record(g Generation) (GenerationResult, error) {
	var r GenerationResult
	err := s.update(func(t *etx) error {
		var err error
		r = GenerationResult{}
		if r.Updated, err = s.updateUsed(t, g.Namespace, g.Used, g.Valid); err != nil {
			return err
		}
		h, _, err := t.head(g.Namespace)
		if err != nil {
			return err
		}
		h.Clock++
		r.Clock = h.Clock
		t.touch(g.Namespace)
		if strings.TrimSpace(g.Query) == "" {
			return nil
		}
		if g.Valid && g.Hold != "" {
			r.Held, err = s.hold(t, Pending{Namespace: g.Namespace, Question: g.Question, Query: g.Query,
				Elements: g.Elements, Provenance: g.Provenance, Why: g.Hold})
			return err
		}
		if g.Valid {
			a, err := s.admit(t, Candidate{g.Namespace, g.Question, g.Query, g.Elements}, Verified{Provenance: g.Provenance})
			if err != nil {
				return err
			}
			r.Admission = &a
			return nil
		}
		r.Negative, err = s.addNegative(t, Negative{Namespace: g.Namespace, Question: g.Question,
			Query: g.Query, Elements: g.Elements, Error: g.Error})
		return err
	})
	return r, err
}

// Select returns up to k shots of the namespace ranked by Eq. 8 with
// near-duplicates collapsed (see Store.Select). A namespace is bounded by
// its capacity, so it is read whole and ranked by Algorithm 2 directly.
func (s *EtcdStore) Select(ns Namespace, elements []string, k int) ([]Scored, error) {
	if k <= 0 {
		return nil, nil
	}
	if err := ns.validate(); err != nil {
		return nil, err
	}
	q, err := NormalizeElements(elements)
	if err != nil {
		return nil, err
	}
	var out []Scored
	err = s.view(func(t *etx) error {
		h, ok, err := t.head(ns)
		if err != nil || !ok {
			return err
		}
		all, err := t.shots(ns, h.Clock)
		if err != nil {
			return err
		}
		out = rankShots(all, q, k, s.opt)
		return nil
	})
	return out, err
}

// rankShots is Eq. 8 and Algorithm 2 over a whole namespace: score every
// active shot, keep the best of each structural form, then drop token-set
// near-duplicates of better ones. Among equal scores the more useful, then
// the newer shot comes first, as the bbolt store's index walk meets them.
func rankShots(all []*Shot, q []string, k int, o Options) []Scored {
	cands := make([]Scored, 0, len(all))
	for _, e := range all {
		if e.Flag != "" {
			continue
		}
		sim := Jaccard(q, e.Elements)
		d := Decayed(e.Utility, o.Lambda, e.Age)
		cands = append(cands, Scored{Shot: *e, Score: o.Alpha*sim + o.Beta*d, Sim: sim, Decayed: d})
	}
	sort.SliceStable(cands, func(i, j int) bool {
		a, b := cands[i], cands[j]
		if a.Score != b.Score {
			return a.Score > b.Score
		}
		if a.Decayed != b.Decayed {
			return a.Decayed > b.Decayed
		}
		return a.ID > b.ID
	})
	var out []Scored
	forms := map[uint64]bool{}
	var sets []map[string]bool
	for _, c := range cands {
		if len(out) == k {
			break
		}
		f := structHash(c.Query)
		if forms[f] {
			continue
		}
		forms[f] = true
		ts := tokenSet(c.Query)
		dup := false
		for _, o2 := range sets {
			if setJaccard(ts, o2) >= o.DupThreshold {
				dup = true
				break
			}
		}
		if dup {
			continue
		}
		sets = append(sets, ts)
		out = append(out, c)
	}
	return out
}

// AddNegative keeps a failed query (see Store.AddNegative).
func (s *EtcdStore) AddNegative(n Negative) (uint64, error) {
	return updated(s, func(t *etx) (uint64, error) { return s.addNegative(t, n) })
}

func (s *EtcdStore) addNegative(t *etx, n Negative) (uint64, error) {
	if err := n.prepare(); err != nil {
		return 0, err
	}
	h, _, err := t.head(n.Namespace)
	if err != nil {
		return 0, err
	}
	kvs, err := t.scan(s.negPrefix(n.Namespace))
	if err != nil {
		return 0, err
	}
	norm := NormalizeQuery(n.Query)
	kept := kvs[:0]
	for _, x := range kvs {
		var o Negative
		if json.Unmarshal(x.val, &o) != nil || (NormalizeQuery(o.Query) == norm && o.Error == n.Error) {
			t.del(x.key)
			continue
		}
		kept = append(kept, x)
	}
	h.NegSeq++
	n.ID = h.NegSeq
	n.Stamp = h.Clock
	if n.At.IsZero() {
		n.At = time.Now().UTC()
	}
	if err := t.putJSON(s.negPrefix(n.Namespace)+id20(n.ID), &n); err != nil {
		return 0, err
	}
	// Oldest first: ids only grow, and keys sort by id.
	for i := 0; len(kept)+1-i > s.opt.NegativeCapacity; i++ {
		t.del(kept[i].key)
	}
	t.touch(n.Namespace)
	return n.ID, nil
}

// Negatives returns up to k failed queries sharing the most elements (see
// Store.Negatives).
func (s *EtcdStore) Negatives(ns Namespace, elements []string, k int) ([]Negative, error) {
	q, err := NormalizeElements(elements)
	if err != nil {
		return nil, err
	}
	var all []Negative
	err = s.view(func(t *etx) error {
		all, err = s.negatives(t, ns)
		return err
	})
	return rankNegatives(all, q, k), err
}

func (s *EtcdStore) negatives(t *etx, ns Namespace) ([]Negative, error) {
	kvs, err := t.scan(s.negPrefix(ns))
	if err != nil {
		return nil, err
	}
	out := make([]Negative, 0, len(kvs))
	for _, x := range kvs {
		var n Negative
		if err := json.Unmarshal(x.val, &n); err != nil {
			return nil, fmt.Errorf("shots: negative %s is corrupt: %w", x.key, err)
		}
		n.Namespace = ns
		out = append(out, n)
	}
	return out, nil
}

// updated runs one read-modify-write step in a transaction (retried on
// conflict, see update) and returns what its last run produced.
func updated[T any](s *EtcdStore, step func(t *etx) (T, error)) (T, error) {
	var v T
	err := s.update(func(t *etx) error {
		var err error
		v, err = step(t)
		return err
	})
	return v, err
}

// Hold keeps a pair that ran but is not verified enough to admit.
func (s *EtcdStore) Hold(p Pending) (uint64, error) {
	return updated(s, func(t *etx) (uint64, error) { return s.hold(t, p) })
}

func (s *EtcdStore) pendingTouched(t *etx) error {
	raw, err := t.get(s.key("pendv"))
	if err != nil {
		return err
	}
	n, _ := strconv.ParseUint(string(raw), 10, 64)
	t.put(s.key("pendv"), []byte(strconv.FormatUint(n+1, 10)))
	return nil
}

func (s *EtcdStore) hold(t *etx, p Pending) (uint64, error) {
	c := Candidate{p.Namespace, p.Question, p.Query, p.Elements}
	if err := c.normalize(); err != nil {
		return 0, err
	}
	if err := s.pendingTouched(t); err != nil {
		return 0, err
	}
	kvs, err := t.scan(s.key("pending/"))
	if err != nil {
		return 0, err
	}
	kept := kvs[:0]
	for _, x := range kvs {
		var old Pending
		if json.Unmarshal(x.val, &old) == nil && old.Namespace == c.Namespace && NormalizeQuery(old.Query) == NormalizeQuery(c.Query) {
			t.del(x.key)
			continue
		}
		kept = append(kept, x)
	}
	id, err := t.nextID()
	if err != nil {
		return 0, err
	}
	p.ID, p.Namespace, p.Question, p.Query, p.Elements = id, c.Namespace, c.Question, c.Query, c.Elements
	if p.At.IsZero() {
		p.At = time.Now().UTC()
	}
	if err := t.putJSON(s.key("pending/", id20(id)), &p); err != nil {
		return 0, err
	}
	for i := 0; len(kept)+1-i > maxPending; i++ {
		t.del(kept[i].key)
	}
	return id, nil
}

func (s *EtcdStore) getPending(t *etx, id uint64) (*Pending, error) {
	raw, err := t.get(s.key("pending/", id20(id)))
	if err != nil || raw == nil {
		return nil, err
	}
	var p Pending
	if err := json.Unmarshal(raw, &p); err != nil {
		return nil, err
	}
	return &p, nil
}

func (s *EtcdStore) dropPending(t *etx, id uint64) error {
	t.del(s.key("pending/", id20(id)))
	return s.pendingTouched(t)
}

// ListPending calls fn for every held pair, oldest first.
func (s *EtcdStore) ListPending(fn func(*Pending) error) error {
	return listPrefix(s, "pending/", fn)
}

// listPrefix decodes every record under one key prefix at one revision,
// then calls fn for each in key order: fn runs outside the read, so it may
// itself use the store.
func listPrefix[T any](s *EtcdStore, prefix string, fn func(*T) error) error {
	var all []T
	err := s.view(func(t *etx) error {
		kvs, err := t.scan(s.key(prefix))
		if err != nil {
			return err
		}
		for _, x := range kvs {
			var v T
			if err := json.Unmarshal(x.val, &v); err != nil {
				return err
			}
			all = append(all, v)
		}
		return nil
	})
	if err != nil {
		return err
	}
	return visitAll(all, fn)
}

// Confirm admits a held pair (see Store.Confirm).
func (s *EtcdStore) Confirm(id uint64) (Admission, error) {
	return s.ConfirmBy(id, Review{})
}

// ConfirmBy admits a held pair and keeps the review on the shot (see
// Store.ConfirmBy).
func (s *EtcdStore) ConfirmBy(id uint64, rv Review) (Admission, error) {
	r := recorded(rv, "confirm")
	var a Admission
	err := s.update(func(t *etx) error {
		p, err := s.getPending(t, id)
		if err != nil {
			return err
		}
		if p == nil {
			return fmt.Errorf("%w: %d is not a pending pair (`gql shots ls --pending` lists them)", ErrNotFound, id)
		}
		if a, err = s.admit(t, Candidate{p.Namespace, p.Question, p.Query, p.Elements}, Verified{Provenance: p.Provenance}); err != nil {
			return err
		}
		if r != nil {
			if err := s.markShot(t, a.ID, r); err != nil {
				return err
			}
		}
		return s.dropPending(t, id)
	})
	return a, err
}

// markShot keeps a review on a shot; a shot evicted in the same
// transaction is left alone.
func (s *EtcdStore) markShot(t *etx, id uint64, r *Review) error {
	raw, err := t.get(s.key("id/", id20(id)))
	if err != nil || raw == nil {
		return err
	}
	ns, ok := parseNamespace(string(raw))
	if !ok {
		return fmt.Errorf("shots: id %d points at bad namespace %q", id, raw)
	}
	h, _, err := t.head(ns)
	if err != nil {
		return err
	}
	e, err := t.shot(ns, id, h.Clock)
	if err != nil || e == nil {
		return err
	}
	e.Review = r
	return t.putShot(e)
}

// Reject turns a shot or a held pair into a negative example.
func (s *EtcdStore) Reject(id uint64, why string) (uint64, error) {
	return s.RejectBy(id, Review{Reason: why})
}

// RejectBy is Reject keeping who decided on the negative (see
// Store.RejectBy).
func (s *EtcdStore) RejectBy(id uint64, rv Review) (uint64, error) {
	why, r := rejection(rv), recorded(rv, "reject")
	var neg uint64
	err := s.update(func(t *etx) error {
		p, err := s.getPending(t, id)
		if err != nil {
			return err
		}
		if p != nil {
			if neg, err = s.addNegative(t, Negative{Namespace: p.Namespace, Question: p.Question, Query: p.Query, Elements: p.Elements, Error: why, Review: r}); err != nil {
				return err
			}
			return s.dropPending(t, id)
		}
		e, err := s.removeShot(t, id)
		if err != nil {
			return err
		}
		neg, err = s.addNegative(t, Negative{Namespace: e.Namespace, Question: e.Question, Query: e.Query, Elements: e.Elements, Error: why, Review: r})
		return err
	})
	return neg, err
}

// Remove deletes a shot or a held pair.
func (s *EtcdStore) Remove(id uint64) error {
	return s.RemoveBy(id, Review{})
}

// RemoveBy deletes a shot or a held pair and keeps a removal record (see
// Store.RemoveBy).
func (s *EtcdStore) RemoveBy(id uint64, rv Review) error {
	r := recorded(rv, "remove")
	return s.update(func(t *etx) error {
		rm := Removed{ID: id}
		p, err := s.getPending(t, id)
		if err != nil {
			return err
		}
		if p != nil {
			if err := s.dropPending(t, id); err != nil {
				return err
			}
			rm.Namespace, rm.State, rm.Question, rm.Query = p.Namespace, "pending", p.Question, p.Query
		} else {
			e, err := s.removeShot(t, id)
			if err != nil {
				return err
			}
			rm.Namespace, rm.State, rm.Question, rm.Query = e.Namespace, "admitted", e.Question, e.Query
		}
		if r == nil {
			return nil
		}
		rm.Review = *r
		if err := t.putJSON(s.key("removed/", id20(id)), &rm); err != nil {
			return err
		}
		// Reading the records joins them to the transaction's reads, so
		// two removals at once retry rather than both pass the bound.
		kvs, err := t.scan(s.key("removed/"))
		if err != nil {
			return err
		}
		for i := 0; i < len(kvs)-RemovedCapacity; i++ {
			t.del(kvs[i].key)
		}
		return nil
	})
}

// ListRemoved calls fn for every removal record, by entry id.
func (s *EtcdStore) ListRemoved(fn func(*Removed) error) error {
	return listPrefix(s, "removed/", fn)
}

func (s *EtcdStore) locate(t *etx, id uint64) (Namespace, error) {
	raw, err := t.get(s.key("id/", id20(id)))
	if err != nil {
		return Namespace{}, err
	}
	if raw == nil {
		return Namespace{}, fmt.Errorf("%w %d", ErrNotFound, id)
	}
	ns, ok := parseNamespace(string(raw))
	if !ok {
		return Namespace{}, fmt.Errorf("shots: id %d points at bad namespace %q", id, raw)
	}
	return ns, nil
}

func (s *EtcdStore) removeShot(t *etx, id uint64) (*Shot, error) {
	ns, err := s.locate(t, id)
	if err != nil {
		return nil, err
	}
	h, _, err := t.head(ns)
	if err != nil {
		return nil, err
	}
	e, err := t.shot(ns, id, h.Clock)
	if err != nil {
		return nil, err
	}
	if e == nil {
		return nil, fmt.Errorf("shots: id %d points at a missing shot in %s", id, ns)
	}
	return e, s.remove(t, h, e)
}

// Delete removes one shot.
func (s *EtcdStore) Delete(id uint64) error {
	return s.update(func(t *etx) error {
		_, err := s.removeShot(t, id)
		return err
	})
}

// Get returns one shot by id.
func (s *EtcdStore) Get(id uint64) (*Shot, error) {
	var out *Shot
	err := s.view(func(t *etx) error {
		ns, err := s.locate(t, id)
		if err != nil {
			return err
		}
		h, _, err := t.head(ns)
		if err != nil {
			return err
		}
		if out, err = t.shot(ns, id, h.Clock); err == nil && out == nil {
			err = fmt.Errorf("shots: id %d points at a missing shot in %s", id, ns)
		}
		return err
	})
	if errors.Is(err, ErrNotFound) {
		return nil, fmt.Errorf("%w %d", ErrNotFound, id)
	}
	return out, err
}

// Namespaces lists the store's namespaces in key order.
func (s *EtcdStore) Namespaces() ([]Namespace, error) {
	var out []Namespace
	err := s.view(func(t *etx) error {
		var err error
		out, err = s.namespaces(t)
		return err
	})
	return out, err
}

func (s *EtcdStore) namespaces(t *etx) ([]Namespace, error) {
	kvs, err := t.scan(s.key("head/"))
	if err != nil {
		return nil, err
	}
	var out []Namespace
	for _, x := range kvs {
		if ns, ok := parseNamespace(strings.TrimPrefix(x.key, s.key("head/"))); ok {
			out = append(out, ns)
		}
	}
	return out, nil
}

// List calls fn for every shot (of ns when not nil), in id order within
// each namespace, from one snapshot.
func (s *EtcdStore) List(ns *Namespace, fn func(*Shot) error) error {
	var all []*Shot
	err := s.view(func(t *etx) error {
		nss, err := s.namespaces(t)
		if err != nil {
			return err
		}
		for _, n := range nss {
			if ns != nil && n != *ns {
				continue
			}
			h, _, err := t.head(n)
			if err != nil {
				return err
			}
			sh, err := t.shots(n, h.Clock)
			if err != nil {
				return err
			}
			all = append(all, sh...)
		}
		return nil
	})
	if err != nil {
		return err
	}
	for _, e := range all {
		if err := fn(e); err != nil {
			return err
		}
	}
	return nil
}

// ListNegatives calls fn for every negative example (of ns when not nil).
func (s *EtcdStore) ListNegatives(ns *Namespace, fn func(*Negative) error) error {
	var all []Negative
	err := s.view(func(t *etx) error {
		nss, err := s.namespaces(t)
		if err != nil {
			return err
		}
		for _, n := range nss {
			if ns != nil && n != *ns {
				continue
			}
			negs, err := s.negatives(t, n)
			if err != nil {
				return err
			}
			all = append(all, negs...)
		}
		return nil
	})
	if err != nil {
		return err
	}
	return visitAll(all, fn)
}

// Stats summarises every namespace.
func (s *EtcdStore) Stats() ([]NamespaceStats, error) {
	var out []NamespaceStats
	err := s.view(func(t *etx) error {
		nss, err := s.namespaces(t)
		if err != nil {
			return err
		}
		for _, n := range nss {
			h, _, err := t.head(n)
			if err != nil {
				return err
			}
			sh, err := t.shots(n, h.Clock)
			if err != nil {
				return err
			}
			negs, err := t.scan(s.negPrefix(n))
			if err != nil {
				return err
			}
			out = append(out, summarize(n, h.Clock, len(negs), sh, s.opt.Lambda))
		}
		return nil
	})
	return out, err
}

// pruneBatch bounds the shots one prune transaction removes, so it stays
// under etcd's limit on operations per transaction (128 by default).
const pruneBatch = 30

// Prune removes flagged shots, weak shots, shots over capacity and empty
// namespaces. Each namespace is pruned in transactions of at most
// pruneBatch removals, so a large prune is not one atomic step here.
func (s *EtcdStore) Prune(o PruneOptions) (PruneReport, error) {
	var r PruneReport
	nss, err := s.Namespaces()
	if err != nil {
		return r, err
	}
	for _, n := range nss {
		if o.Namespace != nil && n != *o.Namespace {
			continue
		}
		for {
			var step PruneReport
			more := false
			err := s.update(func(t *etx) error {
				step, more = PruneReport{}, false
				h, ok, err := t.head(n)
				if err != nil || !ok {
					return err
				}
				all, err := t.shots(n, h.Clock)
				if err != nil {
					return err
				}
				var doomed []*Shot
				for _, e := range all {
					switch {
					case e.Flag != "":
						step.Flagged++
						doomed = append(doomed, e)
					case Decayed(e.Utility, s.opt.Lambda, e.Age) < o.Below:
						step.Weak++
						doomed = append(doomed, e)
					}
				}
				if o.DryRun {
					if over := h.Active - int64(step.Weak) - int64(s.opt.Capacity); over > 0 {
						step.OverCap = int(over)
					}
					return nil
				}
				if len(doomed) > pruneBatch {
					doomed, more = doomed[:pruneBatch], true
					step.Flagged, step.Weak = 0, 0
					for _, e := range doomed {
						if e.Flag != "" {
							step.Flagged++
						} else {
							step.Weak++
						}
					}
				}
				for _, e := range doomed {
					if err := s.remove(t, h, e); err != nil {
						return err
					}
				}
				if more {
					return nil
				}
				if h.Active-int64(s.opt.Capacity) > pruneBatch {
					// Evict in steps too, to stay within the operation limit.
					ev, err := s.evictTo(t, n, h, h.Active-pruneBatch)
					step.OverCap, more = len(ev), true
					return err
				}
				ev, err := s.evict(t, n, h)
				if err != nil {
					return err
				}
				step.OverCap = len(ev)
				if len(all)-len(doomed)-len(ev) == 0 {
					negs, err := t.scan(s.negPrefix(n))
					if err != nil {
						return err
					}
					if len(negs) == 0 {
						delete(t.dirty, n)
						t.del(s.headKey(n))
						step.Namespaces = 1
					}
				}
				return nil
			})
			if err != nil {
				return r, err
			}
			r.Flagged += step.Flagged
			r.Weak += step.Weak
			r.OverCap += step.OverCap
			r.Namespaces += step.Namespaces
			if !more || o.DryRun {
				break
			}
		}
	}
	return r, nil
}

// Check verifies the store's invariants: the counts in each head match its
// shots, the id and duplicate tables agree with the shots, utilities lie in
// [0,1], negatives stay within their bound. It returns all problems found.
func (s *EtcdStore) Check() error {
	var problems []error
	bad := func(format string, a ...any) { problems = append(problems, fmt.Errorf(format, a...)) }
	err := s.view(func(t *etx) error {
		nss, err := s.namespaces(t)
		if err != nil {
			return err
		}
		owned := map[string]string{}
		for _, n := range nss {
			h, _, err := t.head(n)
			if err != nil {
				return err
			}
			sh, err := t.shots(n, h.Clock)
			if err != nil {
				return err
			}
			active, flagged := 0, 0
			for _, e := range sh {
				owned[id20(e.ID)] = n.String()
				if e.Utility < 0 || e.Utility > 1 {
					bad("%s: shot %d has utility %g outside [0,1]", n, e.ID, e.Utility)
				}
				if e.Query == "" || e.Question == "" {
					bad("%s: shot %d is partial", n, e.ID)
				}
				if raw, err := t.get(s.dupKey(n, e.Query)); err != nil {
					return err
				} else if string(raw) != strconv.FormatUint(e.ID, 10) {
					bad("%s: shot %d missing from the duplicate table", n, e.ID)
				}
				if e.Flag != "" {
					flagged++
				} else {
					active++
				}
			}
			if h.Active != int64(active) {
				bad("%s: counts %d active shots, has %d", n, h.Active, active)
			}
			if h.Flagged != int64(flagged) {
				bad("%s: counts %d flagged shots, has %d", n, h.Flagged, flagged)
			}
			negs, err := t.scan(s.negPrefix(n))
			if err != nil {
				return err
			}
			if len(negs) > s.opt.NegativeCapacity {
				bad("%s: %d negatives over the bound %d", n, len(negs), s.opt.NegativeCapacity)
			}
			dups, err := t.scan(s.key("dup/", n.String(), "/"))
			if err != nil {
				return err
			}
			if len(dups) != len(sh) {
				bad("%s: %d duplicate-table keys for %d shots", n, len(dups), len(sh))
			}
		}
		ids, err := t.scan(s.key("id/"))
		if err != nil {
			return err
		}
		for _, x := range ids {
			id := strings.TrimPrefix(x.key, s.key("id/"))
			if owned[id] != string(x.val) {
				bad("id table maps %s to %q, shots say %q", strings.TrimLeft(id, "0"), x.val, owned[id])
			}
			delete(owned, id)
		}
		left := make([]string, 0, len(owned))
		for id := range owned {
			left = append(left, id)
		}
		sort.Strings(left)
		for _, id := range left {
			bad("shot %s missing from the id table", strings.TrimLeft(id, "0"))
		}
		return nil
	})
	if err != nil {
		return err
	}
	return errors.Join(problems...)
}
