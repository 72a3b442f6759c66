package shots

import (
	"encoding/binary"
	"encoding/json"
	"errors"
	"fmt"
	"math"
	"sort"
	"strconv"

	bolt "go.etcd.io/bbolt"
)

// The file's layout. Root buckets:
//
//	meta     "format" → formatVersion; "lambda" → the λ the keys were built with
//	ids      entry id (8 bytes) → namespace key; its sequence allocates ids
//	schemas  schema key (name or endpoint) → current fingerprint
//	ns       one nested bucket per namespace "fingerprint/target":
//	  meta     "clock" → int64 generation counter; "active", "flagged" → counts
//	  entries  id → Shot as JSON
//	  byutil   utilKey(8) id(8) → posting            every active shot
//	  post     elem(4) utilKey(8) id(8) → posting    one per active shot and element
//	  dict     element string → elem(4); its sequence allocates elems
//	  dup      hash of the normalised query → id     admission de-duplication
//	  neg      sequence(8) → Negative as JSON
//
// A posting carries what selection needs to score a shot without decoding it:
// structural hash(8), element count(2), sorted elems(4 each).
const formatVersion = "1"

var (
	bMeta    = []byte("meta")
	bIDs     = []byte("ids")
	bSchemas = []byte("schemas")
	bNS      = []byte("ns")
	bEntries = []byte("entries")
	bByUtil  = []byte("byutil")
	bPost    = []byte("post")
	bDict    = []byte("dict")
	bDup     = []byte("dup")
	bNeg     = []byte("neg")

	kFormat  = []byte("format")
	kLambda  = []byte("lambda")
	kClock   = []byte("clock")
	kActive  = []byte("active")
	kFlagged = []byte("flagged")
)

func (s *Store) init(tx *bolt.Tx) error {
	for _, name := range [][]byte{bMeta, bIDs, bSchemas, bNS} {
		if _, err := tx.CreateBucketIfNotExists(name); err != nil {
			return err
		}
	}
	meta := tx.Bucket(bMeta)
	if f := meta.Get(kFormat); f == nil {
		if err := meta.Put(kFormat, []byte(formatVersion)); err != nil {
			return err
		}
	} else if string(f) != formatVersion {
		return fmt.Errorf("shots: %s has format %q; this gql reads format %s", s.path, f, formatVersion)
	}
	old := s.opt.Lambda
	if v := meta.Get(kLambda); v != nil {
		old = math.Float64frombits(binary.BigEndian.Uint64(v))
	}
	if old != s.opt.Lambda {
		// The index order depends on λ; a different λ needs new keys.
		if err := s.reindexAll(tx); err != nil {
			return err
		}
	}
	return meta.Put(kLambda, u64(math.Float64bits(s.opt.Lambda)))
}

func (s *Store) checkFormat(tx *bolt.Tx) error {
	meta := tx.Bucket(bMeta)
	if meta == nil {
		return nil // created but never written: reads as empty
	}
	if f := meta.Get(kFormat); f != nil && string(f) != formatVersion {
		return fmt.Errorf("shots: %s has format %q; this gql reads format %s", s.path, f, formatVersion)
	}
	if v := meta.Get(kLambda); v != nil {
		// A reader cannot rebuild the index, so it ranks with the λ the
		// index was built with.
		s.opt.Lambda = math.Float64frombits(binary.BigEndian.Uint64(v))
	}
	return nil
}

func u64(v uint64) []byte {
	b := make([]byte, 8)
	binary.BigEndian.PutUint64(b, v)
	return b
}

func getInt(b *bolt.Bucket, k []byte) int64 {
	v := b.Get(k)
	if len(v) != 8 {
		return 0
	}
	return int64(binary.BigEndian.Uint64(v))
}

func putInt(b *bolt.Bucket, k []byte, v int64) error { return b.Put(k, u64(uint64(v))) }

func addInt(b *bolt.Bucket, k []byte, d int64) error { return putInt(b, k, getInt(b, k)+d) }

// utilKey orders shots by ρ·e^(−λτ). With τ = clock − stamp,
// ρ·e^(−λτ) = e^(−λ·clock) · e^(ln ρ + λ·stamp): the first factor is the same
// for every shot, so ln ρ + λ·stamp ranks shots correctly at every clock
// value and never needs rewriting as the clock advances.
func utilKey(rho float64, stamp int64, lambda float64) []byte {
	k := math.Log(rho) + lambda*float64(stamp)
	bits := math.Float64bits(k)
	if k >= 0 {
		bits ^= 1 << 63
	} else {
		bits = ^bits
	}
	return u64(bits)
}

// decodeUtil recovers ρ·e^(−λτ) at clock from a utilKey.
func decodeUtil(key []byte, lambda float64, clock int64) float64 {
	bits := binary.BigEndian.Uint64(key)
	if bits&(1<<63) != 0 {
		bits ^= 1 << 63
	} else {
		bits = ^bits
	}
	return math.Exp(math.Float64frombits(bits) - lambda*float64(clock))
}

type posting struct {
	hash  uint64
	elems []uint32 // sorted
}

func (p posting) encode() []byte {
	b := make([]byte, 10+4*len(p.elems))
	binary.BigEndian.PutUint64(b, p.hash)
	binary.BigEndian.PutUint16(b[8:], uint16(len(p.elems)))
	for i, e := range p.elems {
		binary.BigEndian.PutUint32(b[10+4*i:], e)
	}
	return b
}

// overlap counts how many of the sorted query elems a posting shares, and
// returns the posting's element count, without allocating.
func postingOverlap(v []byte, query []uint32) (hash uint64, n, inter int, ok bool) {
	if len(v) < 10 {
		return 0, 0, 0, false
	}
	hash = binary.BigEndian.Uint64(v)
	n = int(binary.BigEndian.Uint16(v[8:]))
	if len(v) != 10+4*n {
		return 0, 0, 0, false
	}
	i, j := 0, 0
	for i < n && j < len(query) {
		e := binary.BigEndian.Uint32(v[10+4*i:])
		switch {
		case e == query[j]:
			inter++
			i++
			j++
		case e < query[j]:
			i++
		default:
			j++
		}
	}
	return hash, n, inter, true
}

// nsBucket returns the namespace's bucket, creating it when create is set.
func nsBucket(tx *bolt.Tx, ns Namespace, create bool) (*bolt.Bucket, error) {
	root := tx.Bucket(bNS)
	if root == nil {
		return nil, nil
	}
	if b := root.Bucket(ns.key()); b != nil || !create {
		return b, nil
	}
	b, err := root.CreateBucket(ns.key())
	if err != nil {
		return nil, err
	}
	for _, name := range [][]byte{bMeta, bEntries, bByUtil, bPost, bDict, bDup, bNeg} {
		if _, err := b.CreateBucket(name); err != nil {
			return nil, err
		}
	}
	return b, nil
}

func clockOf(nsb *bolt.Bucket) int64 { return getInt(nsb.Bucket(bMeta), kClock) }

// elemIDs maps element strings to their dictionary numbers, sorted;
// unknown elements are created when create is set and skipped otherwise.
func elemIDs(nsb *bolt.Bucket, elems []string, create bool) ([]uint32, error) {
	dict := nsb.Bucket(bDict)
	out := make([]uint32, 0, len(elems))
	for _, e := range elems {
		if v := dict.Get([]byte(e)); len(v) == 4 {
			out = append(out, binary.BigEndian.Uint32(v))
			continue
		}
		if !create {
			continue
		}
		seq, err := dict.NextSequence()
		if err != nil {
			return nil, err
		}
		if seq > math.MaxUint32 {
			return nil, errors.New("shots: element dictionary full")
		}
		v := make([]byte, 4)
		binary.BigEndian.PutUint32(v, uint32(seq))
		if err := dict.Put([]byte(e), v); err != nil {
			return nil, err
		}
		out = append(out, uint32(seq))
	}
	sort.Slice(out, func(i, j int) bool { return out[i] < out[j] })
	return out, nil
}

func postKey(elem uint32, uk []byte, id uint64) []byte {
	k := make([]byte, 20)
	binary.BigEndian.PutUint32(k, elem)
	copy(k[4:], uk)
	binary.BigEndian.PutUint64(k[12:], id)
	return k
}

func utilIDKey(uk []byte, id uint64) []byte {
	k := make([]byte, 16)
	copy(k, uk)
	binary.BigEndian.PutUint64(k[8:], id)
	return k
}

// index adds an active shot to byutil and post.
func (s *Store) index(nsb *bolt.Bucket, e *Shot) error {
	ids, err := elemIDs(nsb, e.Elements, true)
	if err != nil {
		return err
	}
	uk := utilKey(e.Utility, e.Stamp, s.opt.Lambda)
	val := posting{hash: structHash(e.Query), elems: ids}.encode()
	if err := nsb.Bucket(bByUtil).Put(utilIDKey(uk, e.ID), val); err != nil {
		return err
	}
	post := nsb.Bucket(bPost)
	for _, el := range ids {
		if err := post.Put(postKey(el, uk, e.ID), val); err != nil {
			return err
		}
	}
	return nil
}

// unindex removes what index added, for the shot as it is stored now.
func (s *Store) unindex(nsb *bolt.Bucket, e *Shot) error {
	ids, err := elemIDs(nsb, e.Elements, false)
	if err != nil {
		return err
	}
	uk := utilKey(e.Utility, e.Stamp, s.opt.Lambda)
	if err := nsb.Bucket(bByUtil).Delete(utilIDKey(uk, e.ID)); err != nil {
		return err
	}
	post := nsb.Bucket(bPost)
	for _, el := range ids {
		if err := post.Delete(postKey(el, uk, e.ID)); err != nil {
			return err
		}
	}
	return nil
}

func getShot(nsb *bolt.Bucket, ns Namespace, id uint64) (*Shot, error) {
	v := nsb.Bucket(bEntries).Get(u64(id))
	if v == nil {
		return nil, fmt.Errorf("%w %d in %s", ErrNotFound, id, ns)
	}
	var e Shot
	if err := json.Unmarshal(v, &e); err != nil {
		return nil, fmt.Errorf("shots: entry %d in %s is corrupt: %w", id, ns, err)
	}
	e.Namespace = ns
	e.Age = clockOf(nsb) - e.Stamp
	return &e, nil
}

func putShot(nsb *bolt.Bucket, e *Shot) error {
	c := *e
	c.Age = 0
	b, err := json.Marshal(&c)
	if err != nil {
		return err
	}
	return nsb.Bucket(bEntries).Put(u64(e.ID), b)
}

// reindexAll rebuilds every namespace's utility-ordered keys, after λ changed.
func (s *Store) reindexAll(tx *bolt.Tx) error {
	root := tx.Bucket(bNS)
	var names [][]byte
	if err := root.ForEachBucket(func(k []byte) error {
		names = append(names, append([]byte(nil), k...))
		return nil
	}); err != nil {
		return err
	}
	for _, k := range names {
		ns, ok := parseNamespace(string(k))
		if !ok {
			continue
		}
		nsb := root.Bucket(k)
		for _, name := range [][]byte{bByUtil, bPost} {
			if err := nsb.DeleteBucket(name); err != nil {
				return err
			}
			if _, err := nsb.CreateBucket(name); err != nil {
				return err
			}
		}
		var shots []*Shot
		if err := nsb.Bucket(bEntries).ForEach(func(k, _ []byte) error {
			e, err := getShot(nsb, ns, binary.BigEndian.Uint64(k))
			if err == nil && e.Flag == "" {
				shots = append(shots, e)
			}
			return err
		}); err != nil {
			return err
		}
		for _, e := range shots {
			if err := s.index(nsb, e); err != nil {
				return err
			}
		}
	}
	return nil
}

func idString(id uint64) string { return strconv.FormatUint(id, 10) }

// countKeys counts by cursor: Bucket.Stats reads pages and misses writes of
// the current transaction.
func countKeys(b *bolt.Bucket) int {
	n := 0
	c := b.Cursor()
	for k, _ := c.First(); k != nil; k, _ = c.Next() {
		n++
	}
	return n
}

func isEmpty(b *bolt.Bucket) bool { k, _ := b.Cursor().First(); return k == nil }
