package shots

import (
	"encoding/binary"
	"encoding/json"
	"errors"
	"fmt"
	"os"
	"sort"
	"strings"
	"time"

	bolt "go.etcd.io/bbolt"
)

// CheckReport is what `gql shots check` prints.
type CheckReport struct {
	Path string
	// Empty is a 0-byte file: no shots, and not damage.
	Empty bool
	// Problems lists the damage found, in the file's structure or in the
	// store's own tables; none means the store is sound.
	Problems []string
}

// CheckFile examines the store at path without changing it: the file's
// pages as bbolt would read them, bbolt's consistency check, the buckets of
// the layout, and the store's tables (Store.Check). It returns an error only
// when it could not look (the file is missing or in use); damage is in the
// report.
func CheckFile(path string, wait time.Duration) (CheckReport, error) {
	rep := CheckReport{Path: path}
	s, err := Open(path, &Options{ReadOnly: true, LockTimeout: wait})
	var dmg *DamagedError
	switch {
	case errors.As(err, &dmg):
		rep.Problems = dmg.Problems
		return rep, nil
	case errors.Is(err, ErrNoStore):
		if st, serr := os.Stat(path); serr == nil && st.Size() == 0 {
			rep.Empty = true
			return rep, nil
		}
		return rep, err
	case err != nil:
		return rep, err
	}
	defer s.Close()
	if err := s.Check(); err != nil {
		if errors.As(err, &dmg) {
			rep.Problems = dmg.Problems
		} else {
			rep.Problems = strings.Split(err.Error(), "\n")
		}
	}
	return rep, nil
}

// RepairReport says what Repair saved and what it could not.
type RepairReport struct {
	Path string
	// Aside is where the damaged file now is: PATH.damaged-TIMESTAMP.
	Aside string
	// Shots, Negatives and Pending were saved into the new store.
	Shots, Negatives, Pending int
	// LostShots is how many shots the damaged file's id table or counters
	// knew of that could not be read back; Merged were readable but
	// duplicated a saved shot's query.
	LostShots, Merged int
	// LostExact is false when the id table itself was damaged, so the count
	// of lost shots is a lower bound from the namespaces' counters.
	LostExact bool
	// OlderSnapshot says data came from the previous transaction's tree
	// where the current one was unreadable.
	OlderSnapshot bool
	// Skipped lists the parts of the file that could not be read.
	Skipped []string
}

// Repair rebuilds the store at path from whatever can be read of it, page
// by page and bucket by bucket, skipping what is damaged. The new store is
// built beside the old one and checked; only then is the damaged file moved
// aside as PATH.damaged-TIMESTAMP and the new one put in its place. It holds
// the damaged file's lock throughout, so no gql process writes it meanwhile.
func Repair(path string, opt *Options) (RepairReport, error) {
	var o Options
	if opt != nil {
		o = *opt
	}
	rep := RepairReport{Path: path, LostExact: true}
	f, err := os.OpenFile(path, os.O_RDWR, 0)
	if err != nil {
		return rep, fmt.Errorf("shots: repair: %w", err)
	}
	defer f.Close()
	if err := lockFile(f, true, o.LockTimeout); errors.Is(err, errLocked) {
		return rep, &InUseError{Path: path, Waited: o.LockTimeout, Holder: lockHolder(path)}
	} else if err != nil {
		return rep, fmt.Errorf("shots: repair: lock %s: %w", path, err)
	}
	st, err := f.Stat()
	if err != nil {
		return rep, err
	}
	sv := salvage(f, st.Size())
	rep.Skipped = sv.problems
	rep.OlderSnapshot = sv.older

	stamp := time.Now().UTC().Format("20060102T150405Z")
	tmp := path + ".repair-" + stamp
	no := o
	no.ReadOnly, no.LockTimeout = false, 0
	ns, err := Open(tmp, &no)
	if err != nil {
		return rep, fmt.Errorf("shots: repair: new store %s: %w", tmp, err)
	}
	err = ns.write(func(tx *bolt.Tx) error { return ns.restoreSalvage(tx, sv, &rep) })
	if err == nil {
		err = ns.Check()
	}
	if cerr := ns.Close(); err == nil {
		err = cerr
	}
	if err != nil {
		os.Remove(tmp)
		return rep, fmt.Errorf("shots: repair: rebuilding %s failed, the damaged file is untouched: %w", path, err)
	}
	rep.Aside = path + ".damaged-" + stamp
	if err := os.Rename(path, rep.Aside); err != nil {
		os.Remove(tmp)
		return rep, fmt.Errorf("shots: repair: %w", err)
	}
	if err := os.Rename(tmp, path); err != nil {
		return rep, fmt.Errorf("shots: repair: the damaged file is at %s but the new store could not take its place (it is at %s): %w", rep.Aside, tmp, err)
	}
	return rep, nil
}

// salvaged is what could be read of a damaged file.
type salvaged struct {
	shots    map[uint64]*Shot
	negs     map[Namespace]map[uint64]*Negative
	pending  map[uint64]*Pending
	schemas  map[string]string
	clocks   map[Namespace]int64
	counted  map[Namespace]int64 // active + flagged, as the namespace's meta said
	known    map[uint64]bool     // ids in the id table
	idsBad   bool                // the id table was damaged
	seq      map[string]uint64   // bucket path → sequence, so ids are never reused
	problems []string
	older    bool
}

// salvage reads every key it can. It walks the tree of the meta bbolt would
// use; where that tree is damaged (or that meta is), it also walks the other
// meta's tree — the previous transaction, whose pages the current one does
// not overwrite — and takes from it only what lies under a damaged bucket,
// so nothing deleted on purpose comes back.
func salvage(f *os.File, size int64) *salvaged {
	sv := &salvaged{
		shots: map[uint64]*Shot{}, negs: map[Namespace]map[uint64]*Negative{}, pending: map[uint64]*Pending{},
		schemas: map[string]string{}, clocks: map[Namespace]int64{}, counted: map[Namespace]int64{},
		known: map[uint64]bool{}, seq: map[string]uint64{},
	}
	if size == 0 {
		return sv
	}
	pf, err := openPageFile(f, size)
	if pf == nil {
		sv.problems = append(sv.problems, err.Error())
		return sv
	}
	if err != nil {
		sv.problems = append(sv.problems, err.Error())
	}
	first := pf.use
	damaged := map[string]bool{"": true}
	if m, ok := pf.salvageable(first); ok {
		w := newWalker(pf, m)
		sv.collect(w, func([]string) bool { return true })
		w.run()
		sv.problems = append(sv.problems, w.problems...)
		damaged = w.damaged
	}
	sv.idsBad = damaged[string(bIDs)] || damaged[""]
	m, ok := pf.salvageable(1 - first)
	if len(damaged) == 0 || !ok {
		return sv
	}
	under := func(path []string) bool {
		for i := 0; i <= len(path); i++ {
			if damaged[strings.Join(path[:i], "/")] {
				return true
			}
		}
		return false
	}
	w := newWalker(pf, m)
	before := len(sv.shots) + len(sv.pending)
	sv.collect(w, under)
	w.run()
	if len(sv.shots)+len(sv.pending) > before {
		sv.older = true
	}
	if sv.idsBad && !w.damaged[string(bIDs)] && !w.damaged[""] {
		sv.idsBad = false // the older id table is whole
	}
	return sv
}

// collect makes the walker hand its keys to the salvage; take says which
// bucket paths this walk may contribute, and keys already found win.
func (sv *salvaged) collect(w *walker, take func([]string) bool) {
	w.bucket = func(path []string, seq uint64) {
		if take(path) {
			k := strings.Join(path, "/")
			sv.seq[k] = max(sv.seq[k], seq)
		}
	}
	w.leaf = func(path []string, k, v []byte) {
		if !take(path) {
			return
		}
		bad := func(what string, err error) {
			if len(sv.problems) < 5*maxProblems {
				sv.problems = append(sv.problems, fmt.Sprintf("bucket %s: %s %x unreadable: %v", strings.Join(path, "/"), what, k, err))
			}
		}
		switch {
		case len(path) == 1 && path[0] == string(bIDs):
			if len(k) == 8 {
				sv.known[binary.BigEndian.Uint64(k)] = true
			}
		case len(path) == 1 && path[0] == string(bSchemas):
			if _, ok := sv.schemas[string(k)]; !ok {
				sv.schemas[string(k)] = string(v)
			}
		case len(path) == 1 && path[0] == string(bPending):
			var p Pending
			if err := json.Unmarshal(v, &p); err != nil || len(k) != 8 {
				bad("pending pair", err)
				return
			}
			p.ID = binary.BigEndian.Uint64(k)
			if sv.pending[p.ID] == nil {
				sv.pending[p.ID] = &p
			}
		case len(path) == 3 && path[0] == string(bNS):
			ns, ok := parseNamespace(path[1])
			if !ok || ns.validate() != nil {
				return
			}
			switch path[2] {
			case string(bEntries):
				var e Shot
				if err := json.Unmarshal(v, &e); err != nil || len(k) != 8 {
					bad("shot", err)
					return
				}
				e.ID, e.Namespace = binary.BigEndian.Uint64(k), ns
				if sv.shots[e.ID] == nil {
					sv.shots[e.ID] = &e
				}
			case string(bNeg):
				var n Negative
				if err := json.Unmarshal(v, &n); err != nil || len(k) != 8 {
					bad("negative", err)
					return
				}
				n.ID, n.Namespace = binary.BigEndian.Uint64(k), ns
				if sv.negs[ns] == nil {
					sv.negs[ns] = map[uint64]*Negative{}
				}
				if sv.negs[ns][n.ID] == nil {
					sv.negs[ns][n.ID] = &n
				}
			case string(bMeta):
				if len(v) != 8 {
					return
				}
				x := int64(binary.BigEndian.Uint64(v))
				switch string(k) {
				case string(kClock):
					if _, ok := sv.clocks[ns]; !ok {
						sv.clocks[ns] = x
					}
				case string(kActive), string(kFlagged):
					sv.counted[ns] += x
				}
			}
		}
	}
}

// restoreSalvage writes what was salvaged into a new, empty store, keeping
// ids, utilities, ages and counts, and rebuilding every index.
func (s *Store) restoreSalvage(tx *bolt.Tx, sv *salvaged, rep *RepairReport) error {
	ids := make([]uint64, 0, len(sv.shots))
	maxStamp := map[Namespace]int64{}
	for id, e := range sv.shots {
		ids = append(ids, id)
		if _, ok := maxStamp[e.Namespace]; !ok || e.Stamp > maxStamp[e.Namespace] {
			maxStamp[e.Namespace] = e.Stamp
		}
	}
	sort.Slice(ids, func(i, j int) bool { return ids[i] < ids[j] })
	saved := map[uint64]bool{}
	perNS := map[Namespace]int64{}
	var maxID uint64
	for _, id := range ids {
		e := sv.shots[id]
		maxID = max(maxID, id)
		c := Candidate{e.Namespace, e.Question, e.Query, e.Elements}
		if c.normalize() != nil || !(e.Utility >= 0 && e.Utility <= 1) {
			rep.Skipped = append(rep.Skipped, fmt.Sprintf("shot %d is partial or out of range; not restored", id))
			continue
		}
		e.Question, e.Query, e.Elements = c.Question, c.Query, c.Elements
		nsb, err := nsBucket(tx, e.Namespace, true)
		if err != nil {
			return err
		}
		// The clock must not run behind a stamp, or ages go negative.
		clock, ok := sv.clocks[e.Namespace]
		if !ok || clock < maxStamp[e.Namespace] {
			clock = maxStamp[e.Namespace]
		}
		if err := putInt(nsb.Bucket(bMeta), kClock, clock); err != nil {
			return err
		}
		dupKey := u64(hash64(NormalizeQuery(e.Query)))
		if nsb.Bucket(bDup).Get(dupKey) != nil {
			rep.Merged++
			saved[id] = true
			continue
		}
		e.Age = 0
		if err := s.insert(tx, nsb, e, dupKey); err != nil {
			return err
		}
		saved[id] = true
		perNS[e.Namespace]++
		rep.Shots++
	}
	for ns := range perNS {
		nsb, _ := nsBucket(tx, ns, false)
		ev, err := s.evict(tx, ns, nsb)
		if err != nil {
			return err
		}
		rep.Shots -= len(ev)
	}
	for id := range sv.known {
		if !saved[id] {
			rep.LostShots++
		}
	}
	if sv.idsBad {
		rep.LostExact = false
		counted := 0
		for ns, n := range sv.counted {
			counted += max(0, int(n-perNS[ns]))
		}
		rep.LostShots = max(rep.LostShots, counted)
	}
	if err := tx.Bucket(bIDs).SetSequence(max(maxID, sv.seq[string(bIDs)])); err != nil {
		return err
	}

	for ns, negs := range sv.negs {
		if ns.validate() != nil {
			continue
		}
		nsb, err := nsBucket(tx, ns, true)
		if err != nil {
			return err
		}
		if _, ok := sv.clocks[ns]; ok && clockOf(nsb) < sv.clocks[ns] {
			if err := putInt(nsb.Bucket(bMeta), kClock, sv.clocks[ns]); err != nil {
				return err
			}
		}
		nids := make([]uint64, 0, len(negs))
		for id := range negs {
			nids = append(nids, id)
		}
		// Newest (highest sequence) first, within the bound.
		sort.Slice(nids, func(i, j int) bool { return nids[i] > nids[j] })
		if len(nids) > s.opt.NegativeCapacity {
			nids = nids[:s.opt.NegativeCapacity]
		}
		neg := nsb.Bucket(bNeg)
		for _, id := range nids {
			b, err := json.Marshal(negs[id])
			if err != nil {
				return err
			}
			if err := neg.Put(u64(id), b); err != nil {
				return err
			}
			rep.Negatives++
		}
		if len(nids) > 0 {
			if err := neg.SetSequence(max(nids[0], sv.seq[string(bNS)+"/"+ns.String()+"/"+string(bNeg)])); err != nil {
				return err
			}
		}
	}

	if len(sv.pending) > 0 {
		pb, err := tx.CreateBucketIfNotExists(bPending)
		if err != nil {
			return err
		}
		var maxP uint64
		for id, p := range sv.pending {
			if p.Namespace.validate() != nil {
				rep.Skipped = append(rep.Skipped, fmt.Sprintf("pending pair %d has no valid namespace; not restored", id))
				continue
			}
			b, err := json.Marshal(p)
			if err != nil {
				return err
			}
			if err := pb.Put(u64(id), b); err != nil {
				return err
			}
			maxP = max(maxP, id)
			rep.Pending++
		}
		// Pending pairs draw their ids from the shots' sequence.
		if seq := tx.Bucket(bIDs).Sequence(); maxP > seq {
			if err := tx.Bucket(bIDs).SetSequence(maxP); err != nil {
				return err
			}
		}
	}
	for k, v := range sv.schemas {
		if err := tx.Bucket(bSchemas).Put([]byte(k), []byte(v)); err != nil {
			return err
		}
	}
	return nil
}
