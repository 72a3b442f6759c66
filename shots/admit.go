package shots

import (
	"encoding/binary"
	"errors"
	"fmt"
	"strings"

	bolt "go.etcd.io/bbolt"
)

// Candidate is a (question, query) pair offered to the repository.
type Candidate struct {
	Namespace Namespace
	Question  string
	Query     string
	Elements  []string // the mapping table's schema elements
}

// Verified is the evidence that a candidate is worth keeping: which real
// backend ran it and what came back. Trust admits without that evidence, for
// examples the user vouches for (`gql shots import --trust`).
type Verified struct {
	Provenance
	Trust bool
}

// Admission says what an admission did.
type Admission struct {
	ID uint64
	// Duplicate is set when the query was already a shot: that shot was
	// re-verified (age back to 0, provenance refreshed) instead.
	Duplicate bool
	// Evicted lists shots removed to stay within capacity; it can include ID
	// itself when every other shot outweighs a new one.
	Evicted []uint64
}

// Admit adds a verified pair with ρ = ρ_init and τ = 0, then evicts the
// lowest ρ·e^(−λτ) while the namespace is over capacity; all in one
// transaction.
func (s *Store) Admit(c Candidate, v Verified) (Admission, error) {
	var a Admission
	err := s.write(func(tx *bolt.Tx) error {
		var err error
		a, err = s.admit(tx, c, v)
		return err
	})
	return a, err
}

func (c *Candidate) normalize() error {
	if err := c.Namespace.validate(); err != nil {
		return err
	}
	c.Question = strings.TrimSpace(c.Question)
	c.Query = strings.TrimSpace(c.Query)
	if c.Question == "" || c.Query == "" {
		return errors.New("shots: a shot needs both a question and a query")
	}
	els, err := NormalizeElements(c.Elements)
	if err != nil {
		return err
	}
	c.Elements = els
	return nil
}

func (v Verified) check() error {
	if v.Trust {
		return nil
	}
	switch {
	case v.Backend == "":
		return fmt.Errorf("%w: no backend named (set Trust to admit unverified examples)", ErrUnverified)
	case v.VerifiedAt.IsZero():
		return fmt.Errorf("%w: no verification time", ErrUnverified)
	case v.Rows < 0:
		return fmt.Errorf("%w: negative row count %d", ErrUnverified, v.Rows)
	}
	return nil
}

func (s *Store) admit(tx *bolt.Tx, c Candidate, v Verified) (Admission, error) {
	if err := c.normalize(); err != nil {
		return Admission{}, err
	}
	if err := v.check(); err != nil {
		return Admission{}, err
	}
	nsb, err := nsBucket(tx, c.Namespace, true)
	if err != nil {
		return Admission{}, err
	}
	clock := clockOf(nsb)
	meta := nsb.Bucket(bMeta)
	dupKey := u64(hash64(NormalizeQuery(c.Query)))
	if idb := nsb.Bucket(bDup).Get(dupKey); idb != nil {
		e, err := getShot(nsb, c.Namespace, binary.BigEndian.Uint64(idb))
		if err != nil {
			return Admission{}, err
		}
		if v.Trust && v.Backend == "" {
			// Vouching again is no new evidence; keep what the shot has.
			return Admission{ID: e.ID, Duplicate: true}, nil
		}
		if e.Flag == "" {
			if err := s.unindex(nsb, e); err != nil {
				return Admission{}, err
			}
		} else {
			e.Flag = ""
			if err := addInt(meta, kFlagged, -1); err != nil {
				return Admission{}, err
			}
			if err := addInt(meta, kActive, 1); err != nil {
				return Admission{}, err
			}
		}
		// Verified again: a fresh induction in the paper's terms.
		e.Stamp = clock
		e.Utility = max(e.Utility, s.opt.RhoInit)
		e.Provenance = v.Provenance
		e.Trusted = false
		e.Elements = c.Elements
		if err := putShot(nsb, e); err != nil {
			return Admission{}, err
		}
		if err := s.index(nsb, e); err != nil {
			return Admission{}, err
		}
		ev, err := s.evict(tx, c.Namespace, nsb)
		return Admission{ID: e.ID, Duplicate: true, Evicted: ev}, err
	}
	id, err := tx.Bucket(bIDs).NextSequence()
	if err != nil {
		return Admission{}, err
	}
	e := &Shot{
		ID: id, Namespace: c.Namespace, Question: c.Question, Query: c.Query,
		Elements: c.Elements, Utility: s.opt.RhoInit, Stamp: clock,
		Provenance: v.Provenance, Trusted: v.Trust && v.Backend == "",
	}
	if err := s.insert(tx, nsb, e, dupKey); err != nil {
		return Admission{}, err
	}
	ev, err := s.evict(tx, c.Namespace, nsb)
	return Admission{ID: id, Evicted: ev}, err
}

// insert stores a new shot with all its index entries and counts.
func (s *Store) insert(tx *bolt.Tx, nsb *bolt.Bucket, e *Shot, dupKey []byte) error {
	if err := putShot(nsb, e); err != nil {
		return err
	}
	if err := tx.Bucket(bIDs).Put(u64(e.ID), e.Namespace.key()); err != nil {
		return err
	}
	if err := nsb.Bucket(bDup).Put(dupKey, u64(e.ID)); err != nil {
		return err
	}
	if e.Flag != "" {
		return addInt(nsb.Bucket(bMeta), kFlagged, 1)
	}
	if err := s.index(nsb, e); err != nil {
		return err
	}
	return addInt(nsb.Bucket(bMeta), kActive, 1)
}

// remove deletes a shot and everything that points at it.
func (s *Store) remove(tx *bolt.Tx, nsb *bolt.Bucket, e *Shot) error {
	meta := nsb.Bucket(bMeta)
	if e.Flag == "" {
		if err := s.unindex(nsb, e); err != nil {
			return err
		}
		if err := addInt(meta, kActive, -1); err != nil {
			return err
		}
	} else if err := addInt(meta, kFlagged, -1); err != nil {
		return err
	}
	dupKey := u64(hash64(NormalizeQuery(e.Query)))
	if v := nsb.Bucket(bDup).Get(dupKey); v != nil && binary.BigEndian.Uint64(v) == e.ID {
		if err := nsb.Bucket(bDup).Delete(dupKey); err != nil {
			return err
		}
	}
	if err := nsb.Bucket(bEntries).Delete(u64(e.ID)); err != nil {
		return err
	}
	return tx.Bucket(bIDs).Delete(u64(e.ID))
}

// evict removes the lowest ρ·e^(−λτ) while over capacity. The first key of
// byutil is that shot at every clock value (see utilKey).
func (s *Store) evict(tx *bolt.Tx, ns Namespace, nsb *bolt.Bucket) ([]uint64, error) {
	var out []uint64
	for getInt(nsb.Bucket(bMeta), kActive) > int64(s.opt.Capacity) {
		k, _ := nsb.Bucket(bByUtil).Cursor().First()
		if k == nil {
			return out, fmt.Errorf("shots: %s counts %d active shots but its index is empty",
				ns, getInt(nsb.Bucket(bMeta), kActive))
		}
		e, err := getShot(nsb, ns, binary.BigEndian.Uint64(k[8:]))
		if err != nil {
			return out, err
		}
		if err := s.remove(tx, nsb, e); err != nil {
			return out, err
		}
		out = append(out, e.ID)
	}
	return out, nil
}

// Tick advances the namespace's clock by one generation: every shot in it
// ages by one step without being rewritten. It returns the new clock.
func (s *Store) Tick(ns Namespace) (int64, error) {
	var clock int64
	err := s.write(func(tx *bolt.Tx) error {
		var err error
		clock, err = tick(tx, ns)
		return err
	})
	return clock, err
}

func tick(tx *bolt.Tx, ns Namespace) (int64, error) {
	nsb, err := nsBucket(tx, ns, true)
	if err != nil {
		return 0, err
	}
	meta := nsb.Bucket(bMeta)
	clock := getInt(meta, kClock) + 1
	return clock, putInt(meta, kClock, clock)
}

// Update applies Eq. 10 to the shots used in one generation and counts the
// use. Shots that were evicted or flagged meanwhile are skipped; the ids
// actually updated are returned.
func (s *Store) Update(ns Namespace, used []uint64, valid bool) ([]uint64, error) {
	var out []uint64
	err := s.write(func(tx *bolt.Tx) error {
		var err error
		out, err = s.update(tx, ns, used, valid)
		return err
	})
	return out, err
}

func (s *Store) update(tx *bolt.Tx, ns Namespace, used []uint64, valid bool) ([]uint64, error) {
	if err := ns.validate(); err != nil {
		return nil, err
	}
	nsb, err := nsBucket(tx, ns, false)
	if err != nil || nsb == nil {
		return nil, err
	}
	var out []uint64
	seen := map[uint64]bool{}
	for _, id := range used {
		if seen[id] {
			continue
		}
		seen[id] = true
		e, err := getShot(nsb, ns, id)
		if errors.Is(err, ErrNotFound) {
			continue
		}
		if err != nil {
			return out, err
		}
		if e.Flag != "" {
			continue
		}
		if err := s.unindex(nsb, e); err != nil {
			return out, err
		}
		e.Utility = Eq10(e.Utility, s.opt.Eta, valid)
		e.Uses++
		if valid {
			e.Successes++
		} else {
			e.Failures++
		}
		if err := putShot(nsb, e); err != nil {
			return out, err
		}
		if err := s.index(nsb, e); err != nil {
			return out, err
		}
		out = append(out, id)
	}
	return out, nil
}

// Generation is the outcome of one generation step, recorded as a whole.
type Generation struct {
	Namespace Namespace
	Used      []uint64 // shots that were in the prompt
	Valid     bool     // the generated query passed the critic and ran
	Question  string
	Query     string
	Elements  []string
	// Provenance of the run when Valid; the query is then admitted.
	Provenance Provenance
	// Error is why the query failed when !Valid; the query is then kept as
	// a negative example.
	Error string
	// Hold, when Valid, says why the pair ran but is not verified enough to
	// admit; it is then held as pending (see Confirm) instead.
	Hold string
}

// GenerationResult says what Record did.
type GenerationResult struct {
	Updated   []uint64
	Clock     int64
	Admission *Admission // when Valid and a query was given
	Negative  uint64     // when !Valid and a query was given
	Held      uint64     // when Valid with Hold: the pending pair's id
}

// Record applies a whole generation step in one transaction, in the paper's
// order: Eq. 10 on the used shots, every shot ages one step, then the new
// query is admitted with τ = 0 (or kept as a negative example). If any part
// fails — e.g. a valid query without provenance — nothing is applied.
func (s *Store) Record(g Generation) (GenerationResult, error) {
	var r GenerationResult
	err := s.write(func(tx *bolt.Tx) error {
		var err error
		r = GenerationResult{}
		if r.Updated, err = s.update(tx, g.Namespace, g.Used, g.Valid); err != nil {
			return err
		}
		if r.Clock, err = tick(tx, g.Namespace); err != nil {
			return err
		}
		if strings.TrimSpace(g.Query) == "" {
			return nil
		}
		if g.Valid && g.Hold != "" {
			r.Held, err = s.hold(tx, Pending{Namespace: g.Namespace, Question: g.Question, Query: g.Query,
				Elements: g.Elements, Provenance: g.Provenance, Why: g.Hold})
			return err
		}
		if g.Valid {
			a, err := s.admit(tx, Candidate{g.Namespace, g.Question, g.Query, g.Elements}, Verified{Provenance: g.Provenance})
			if err != nil {
				return err
			}
			r.Admission = &a
			return nil
		}
		r.Negative, err = s.addNegative(tx, Negative{Namespace: g.Namespace, Question: g.Question,
			Query: g.Query, Elements: g.Elements, Error: g.Error})
		return err
	})
	return r, err
}
