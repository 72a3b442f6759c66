package shots

import (
	"bytes"
	"encoding/binary"
	"encoding/json"
	"errors"
	"fmt"
	"sort"

	bolt "go.etcd.io/bbolt"
)

// Get returns one shot by id.
func (s *Store) Get(id uint64) (*Shot, error) {
	var out *Shot
	err := s.read(func(tx *bolt.Tx) error {
		var nsk []byte
		if ids := tx.Bucket(bIDs); ids != nil {
			nsk = ids.Get(u64(id))
		}
		if nsk == nil {
			return fmt.Errorf("%w %d", ErrNotFound, id)
		}
		ns, _ := parseNamespace(string(nsk))
		nsb, err := nsBucket(tx, ns, false)
		if err != nil {
			return err
		}
		if nsb == nil {
			return fmt.Errorf("shots: id %d points at missing namespace %s", id, ns)
		}
		out, err = getShot(nsb, ns, id)
		return err
	})
	return out, err
}

// Namespaces lists the store's namespaces in key order.
func (s *Store) Namespaces() ([]Namespace, error) {
	var out []Namespace
	err := s.read(func(tx *bolt.Tx) error {
		root := tx.Bucket(bNS)
		if root == nil {
			return nil
		}
		return root.ForEachBucket(func(k []byte) error {
			if ns, ok := parseNamespace(string(k)); ok {
				out = append(out, ns)
			}
			return nil
		})
	})
	return out, err
}

// List calls fn for every shot, or for the namespace's shots when ns is not
// nil, in id order within each namespace. It reads one transaction, so fn
// must not write to the store.
func (s *Store) List(ns *Namespace, fn func(*Shot) error) error {
	all, err := s.Namespaces()
	if err != nil {
		return err
	}
	return s.read(func(tx *bolt.Tx) error {
		for _, n := range all {
			if ns != nil && n != *ns {
				continue
			}
			nsb, err := nsBucket(tx, n, false)
			if err != nil || nsb == nil {
				continue
			}
			c := nsb.Bucket(bEntries).Cursor()
			for k, _ := c.First(); k != nil; k, _ = c.Next() {
				e, err := getShot(nsb, n, binary.BigEndian.Uint64(k))
				if err != nil {
					return err
				}
				if err := fn(e); err != nil {
					return err
				}
			}
		}
		return nil
	})
}

// ListNegatives calls fn for every negative example.
func (s *Store) ListNegatives(ns *Namespace, fn func(*Negative) error) error {
	all, err := s.Namespaces()
	if err != nil {
		return err
	}
	return s.read(func(tx *bolt.Tx) error {
		for _, n := range all {
			if ns != nil && n != *ns {
				continue
			}
			nsb, err := nsBucket(tx, n, false)
			if err != nil || nsb == nil {
				continue
			}
			if err := nsb.Bucket(bNeg).ForEach(func(k, v []byte) error {
				var neg Negative
				if err := json.Unmarshal(v, &neg); err != nil {
					return fmt.Errorf("shots: negative %d in %s is corrupt: %w", binary.BigEndian.Uint64(k), n, err)
				}
				neg.ID = binary.BigEndian.Uint64(k)
				neg.Namespace = n
				return fn(&neg)
			}); err != nil {
				return err
			}
		}
		return nil
	})
}

// NamespaceStats summarises one namespace.
type NamespaceStats struct {
	Namespace Namespace
	Active    int
	Flagged   int
	Negatives int
	Clock     int64
	// Utility counts active shots by ρ in ten bins [0,0.1) … [0.9,1].
	Utility [10]int
	// Decayed counts active shots by ρ·e^(−λτ) in the same bins.
	Decayed  [10]int
	MeanRho  float64
	Uses     int
	Failures int
}

// Stats summarises every namespace.
func (s *Store) Stats() ([]NamespaceStats, error) {
	all, err := s.Namespaces()
	if err != nil {
		return nil, err
	}
	var out []NamespaceStats
	err = s.read(func(tx *bolt.Tx) error {
		for _, n := range all {
			nsb, err := nsBucket(tx, n, false)
			if err != nil || nsb == nil {
				continue
			}
			var entries []*Shot
			if err := nsb.Bucket(bEntries).ForEach(func(k, _ []byte) error {
				e, err := getShot(nsb, n, binary.BigEndian.Uint64(k))
				if err != nil {
					return err
				}
				entries = append(entries, e)
				return nil
			}); err != nil {
				return err
			}
			st := summarize(n, clockOf(nsb), countKeys(nsb.Bucket(bNeg)), entries, s.opt.Lambda)
			out = append(out, st)
		}
		return nil
	})
	return out, err
}

// summarize counts one namespace's shots for Stats.
func summarize(n Namespace, clock int64, negatives int, all []*Shot, lambda float64) NamespaceStats {
	st := NamespaceStats{Namespace: n, Clock: clock, Negatives: negatives}
	sum := 0.0
	for _, e := range all {
		if e.Flag != "" {
			st.Flagged++
			continue
		}
		st.Active++
		st.Utility[bin(e.Utility)]++
		st.Decayed[bin(Decayed(e.Utility, lambda, e.Age))]++
		sum += e.Utility
		st.Uses += e.Uses
		st.Failures += e.Failures
	}
	if st.Active > 0 {
		st.MeanRho = sum / float64(st.Active)
	}
	return st
}

func bin(x float64) int { return min(9, max(0, int(x*10))) }

// PruneOptions choose what Prune removes besides flagged shots.
type PruneOptions struct {
	Namespace *Namespace
	// Below removes active shots whose ρ·e^(−λτ) is under it.
	Below float64
	// DryRun counts without removing.
	DryRun bool
}

// PruneReport says what Prune removed (or would remove).
type PruneReport struct {
	Flagged    int // shots a schema migration could not vouch for
	Weak       int // shots under PruneOptions.Below
	OverCap    int // shots beyond the capacity (after it was lowered)
	Namespaces int // empty namespaces dropped
}

// Prune removes flagged shots, weak shots, shots over capacity and empty
// namespaces, in one transaction.
func (s *Store) Prune(o PruneOptions) (PruneReport, error) {
	var r PruneReport
	all, err := s.Namespaces()
	if err != nil {
		return r, err
	}
	err = s.write(func(tx *bolt.Tx) error {
		r = PruneReport{}
		for _, n := range all {
			if o.Namespace != nil && n != *o.Namespace {
				continue
			}
			nsb, err := nsBucket(tx, n, false)
			if err != nil || nsb == nil {
				continue
			}
			var doomed []*Shot
			if err := nsb.Bucket(bEntries).ForEach(func(k, _ []byte) error {
				e, err := getShot(nsb, n, binary.BigEndian.Uint64(k))
				if err != nil {
					return err
				}
				switch {
				case e.Flag != "":
					r.Flagged++
					doomed = append(doomed, e)
				case Decayed(e.Utility, s.opt.Lambda, e.Age) < o.Below:
					r.Weak++
					doomed = append(doomed, e)
				}
				return nil
			}); err != nil {
				return err
			}
			if !o.DryRun {
				for _, e := range doomed {
					if err := s.remove(tx, nsb, e); err != nil {
						return err
					}
				}
				ev, err := s.evict(tx, n, nsb)
				if err != nil {
					return err
				}
				r.OverCap += len(ev)
			} else if over := getInt(nsb.Bucket(bMeta), kActive) - int64(r.Weak) - int64(s.opt.Capacity); over > 0 {
				r.OverCap += int(over)
			}
			if !o.DryRun && isEmpty(nsb.Bucket(bEntries)) && isEmpty(nsb.Bucket(bNeg)) {
				if err := tx.Bucket(bNS).DeleteBucket(n.key()); err != nil {
					return err
				}
				r.Namespaces++
			}
		}
		return nil
	})
	return r, err
}

// Delete removes one shot.
func (s *Store) Delete(id uint64) error {
	return s.write(func(tx *bolt.Tx) error {
		_, err := s.removeShot(tx, id)
		return err
	})
}

// Check verifies the store's invariants: counts match the entries, every
// active shot has exactly its index keys and nothing else is indexed, the id
// table and the duplicate table agree with the entries. It returns all
// problems found, joined.
func (s *Store) Check() error {
	var problems []error
	bad := func(format string, a ...any) { problems = append(problems, fmt.Errorf(format, a...)) }
	err := s.read(func(tx *bolt.Tx) error {
		root := tx.Bucket(bNS)
		if root == nil {
			return nil
		}
		owned := map[uint64]string{}
		err := root.ForEachBucket(func(nk []byte) error {
			ns, ok := parseNamespace(string(nk))
			if !ok {
				bad("bad namespace key %q", nk)
				return nil
			}
			nsb := root.Bucket(nk)
			for _, name := range [][]byte{bMeta, bEntries, bByUtil, bPost, bDict, bDup, bNeg} {
				if nsb.Bucket(name) == nil {
					bad("%s: bucket %s missing", ns, name)
					return nil
				}
			}
			want := map[string][]byte{} // expected index keys → value
			active, flagged := 0, 0
			err := nsb.Bucket(bEntries).ForEach(func(k, v []byte) error {
				id := binary.BigEndian.Uint64(k)
				e, err := getShot(nsb, ns, id)
				if err != nil {
					bad("%s: %v", ns, err)
					return nil
				}
				if e.ID != id {
					bad("%s: entry under key %d says id %d", ns, id, e.ID)
				}
				if e.Utility < 0 || e.Utility > 1 {
					bad("%s: shot %d has utility %g outside [0,1]", ns, id, e.Utility)
				}
				if e.Query == "" || e.Question == "" {
					bad("%s: shot %d is partial", ns, id)
				}
				owned[id] = ns.String()
				if d := nsb.Bucket(bDup).Get(u64(hash64(NormalizeQuery(e.Query)))); d == nil || binary.BigEndian.Uint64(d) != id {
					bad("%s: shot %d missing from the duplicate table", ns, id)
				}
				if e.Flag != "" {
					flagged++
					return nil
				}
				active++
				ids, _ := elemIDs(nsb, e.Elements, false)
				if len(ids) != len(e.Elements) {
					bad("%s: shot %d has elements missing from the dictionary", ns, id)
				}
				uk := utilKey(e.Utility, e.Stamp, s.opt.Lambda)
				val := posting{hash: structHash(e.Query), elems: ids}.encode()
				want["u"+string(utilIDKey(uk, id))] = val
				for _, el := range ids {
					want["p"+string(postKey(el, uk, id))] = val
				}
				return nil
			})
			if err != nil {
				return err
			}
			meta := nsb.Bucket(bMeta)
			if c := getInt(meta, kActive); c != int64(active) {
				bad("%s: counts %d active shots, has %d", ns, c, active)
			}
			if c := getInt(meta, kFlagged); c != int64(flagged) {
				bad("%s: counts %d flagged shots, has %d", ns, c, flagged)
			}
			for _, ix := range []struct {
				tag string
				b   []byte
			}{{"u", bByUtil}, {"p", bPost}} {
				n := 0
				_ = nsb.Bucket(ix.b).ForEach(func(k, v []byte) error {
					n++
					w, ok := want[ix.tag+string(k)]
					switch {
					case !ok:
						bad("%s: stray %s key %x", ns, ix.b, k)
					case !bytes.Equal(w, v):
						bad("%s: %s key %x has a stale posting", ns, ix.b, k)
					}
					delete(want, ix.tag+string(k))
					return nil
				})
			}
			for k := range want {
				bad("%s: index key %x missing", ns, k[1:])
			}
			if n := countKeys(nsb.Bucket(bNeg)); n > s.opt.NegativeCapacity {
				bad("%s: %d negatives over the bound %d", ns, n, s.opt.NegativeCapacity)
			}
			return nil
		})
		if err != nil {
			return err
		}
		_ = tx.Bucket(bIDs).ForEach(func(k, v []byte) error {
			id := binary.BigEndian.Uint64(k)
			if owned[id] != string(v) {
				bad("id table maps %d to %q, entries say %q", id, v, owned[id])
			}
			delete(owned, id)
			return nil
		})
		ids := make([]uint64, 0, len(owned))
		for id := range owned {
			ids = append(ids, id)
		}
		sort.Slice(ids, func(i, j int) bool { return ids[i] < ids[j] })
		for _, id := range ids {
			bad("shot %d missing from the id table", id)
		}
		return nil
	})
	if err != nil {
		return err
	}
	return errors.Join(problems...)
}
