package shots

import (
	"encoding/json"
	"fmt"
	"time"

	bolt "go.etcd.io/bbolt"
)

// A pending pair ran on a real database but lacks the evidence admission
// needs (an independent candidate agreeing, or rows without suspicion). It
// is never selected as a shot; `gql shots confirm ID` admits it after a
// person checked the answer, `gql shots reject ID` makes it a negative.

var bPending = []byte("pending")

// maxPending bounds the held pairs; the oldest go first.
const maxPending = 1000

// Pending is a held pair.
type Pending struct {
	ID         uint64     `json:"id"`
	Namespace  Namespace  `json:"namespace"`
	Question   string     `json:"question"`
	Query      string     `json:"query"`
	Elements   []string   `json:"elements"`
	Provenance Provenance `json:"provenance"`
	// Why says what evidence was missing.
	Why string    `json:"why"`
	At  time.Time `json:"at"`
}

// Hold keeps a pair that ran but is not verified enough to admit.
func (s *Store) Hold(p Pending) (uint64, error) {
	var id uint64
	err := s.write(func(tx *bolt.Tx) error {
		var err error
		id, err = s.hold(tx, p)
		return err
	})
	return id, err
}

func (s *Store) hold(tx *bolt.Tx, p Pending) (uint64, error) {
	c := Candidate{p.Namespace, p.Question, p.Query, p.Elements}
	if err := c.normalize(); err != nil {
		return 0, err
	}
	b, err := tx.CreateBucketIfNotExists(bPending)
	if err != nil {
		return 0, err
	}
	// One pending entry per query: holding it again refreshes it.
	if err := b.ForEach(func(k, v []byte) error {
		var old Pending
		if json.Unmarshal(v, &old) == nil && old.Namespace == c.Namespace && NormalizeQuery(old.Query) == NormalizeQuery(c.Query) {
			return b.Delete(k)
		}
		return nil
	}); err != nil {
		return 0, err
	}
	id, err := tx.Bucket(bIDs).NextSequence()
	if err != nil {
		return 0, err
	}
	p.ID, p.Namespace, p.Question, p.Query, p.Elements = id, c.Namespace, c.Question, c.Query, c.Elements
	if p.At.IsZero() {
		p.At = time.Now().UTC()
	}
	raw, err := json.Marshal(p)
	if err != nil {
		return 0, err
	}
	if err := b.Put(u64(id), raw); err != nil {
		return 0, err
	}
	for countKeys(b) > maxPending {
		k, _ := b.Cursor().First()
		if err := b.Delete(k); err != nil {
			return 0, err
		}
	}
	return id, nil
}

// ListPending calls fn for every held pair, oldest first.
func (s *Store) ListPending(fn func(*Pending) error) error {
	return s.read(func(tx *bolt.Tx) error {
		b := tx.Bucket(bPending)
		if b == nil {
			return nil
		}
		return b.ForEach(func(_, v []byte) error {
			var p Pending
			if err := json.Unmarshal(v, &p); err != nil {
				return err
			}
			return fn(&p)
		})
	})
}

func getPending(tx *bolt.Tx, id uint64) (*Pending, error) {
	b := tx.Bucket(bPending)
	if b == nil {
		return nil, nil
	}
	v := b.Get(u64(id))
	if v == nil {
		return nil, nil
	}
	var p Pending
	if err := json.Unmarshal(v, &p); err != nil {
		return nil, err
	}
	return &p, nil
}

// Confirm admits a held pair: a person vouches for the answer the recorded
// run gave. It returns the new shot's admission. ConfirmBy also records
// who.
func (s *Store) Confirm(id uint64) (Admission, error) {
	return s.ConfirmBy(id, Review{})
}

func (s *Store) confirm(tx *bolt.Tx, id uint64) (Admission, error) {
	p, err := getPending(tx, id)
	if err != nil {
		return Admission{}, err
	}
	if p == nil {
		return Admission{}, fmt.Errorf("%w: %d is not a pending pair (`gql shots ls --pending` lists them)", ErrNotFound, id)
	}
	a, err := s.admit(tx, Candidate{p.Namespace, p.Question, p.Query, p.Elements}, Verified{Provenance: p.Provenance})
	if err != nil {
		return a, err
	}
	return a, tx.Bucket(bPending).Delete(u64(id))
}

// Reject turns a shot or a held pair into a negative example (shown to the
// model as a mistake to avoid) and removes it. It returns the negative's id.
// RejectBy also records who.
func (s *Store) Reject(id uint64, why string) (uint64, error) {
	return s.RejectBy(id, Review{Reason: why})
}

func (s *Store) reject(id uint64, why string, rv *Review) (uint64, error) {
	var neg uint64
	err := s.write(func(tx *bolt.Tx) error {
		if p, err := getPending(tx, id); err != nil {
			return err
		} else if p != nil {
			if neg, err = s.addNegative(tx, Negative{Namespace: p.Namespace, Question: p.Question, Query: p.Query, Elements: p.Elements, Error: why, Review: rv}); err != nil {
				return err
			}
			return tx.Bucket(bPending).Delete(u64(id))
		}
		e, err := s.removeShot(tx, id)
		if err != nil {
			return err
		}
		neg, err = s.addNegative(tx, Negative{Namespace: e.Namespace, Question: e.Question, Query: e.Query, Elements: e.Elements, Error: why, Review: rv})
		return err
	})
	return neg, err
}

// Remove deletes a shot or a held pair. RemoveBy also records who.
func (s *Store) Remove(id uint64) error {
	return s.RemoveBy(id, Review{})
}

func (s *Store) remove1(id uint64, rv *Review) error {
	return s.write(func(tx *bolt.Tx) error {
		rm := Removed{ID: id}
		if p, err := getPending(tx, id); err != nil {
			return err
		} else if p != nil {
			if err := tx.Bucket(bPending).Delete(u64(id)); err != nil {
				return err
			}
			rm.Namespace, rm.State, rm.Question, rm.Query = p.Namespace, "pending", p.Question, p.Query
		} else {
			e, err := s.removeShot(tx, id)
			if err != nil {
				return err
			}
			rm.Namespace, rm.State, rm.Question, rm.Query = e.Namespace, "admitted", e.Question, e.Query
		}
		if rv == nil {
			return nil
		}
		rm.Review = *rv
		return putRemoved(tx, rm)
	})
}

// removeShot removes one shot and returns it.
func (s *Store) removeShot(tx *bolt.Tx, id uint64) (*Shot, error) {
	var nsk []byte
	if ids := tx.Bucket(bIDs); ids != nil {
		nsk = ids.Get(u64(id))
	}
	if nsk == nil {
		return nil, fmt.Errorf("%w %d", ErrNotFound, id)
	}
	ns, _ := parseNamespace(string(nsk))
	nsb, err := nsBucket(tx, ns, false)
	if err != nil || nsb == nil {
		return nil, fmt.Errorf("shots: id %d points at missing namespace %s", id, ns)
	}
	e, err := getShot(nsb, ns, id)
	if err != nil {
		return nil, err
	}
	return e, s.remove(tx, nsb, e)
}
