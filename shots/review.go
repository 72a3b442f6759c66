package shots

import (
	"encoding/json"
	"fmt"
	"time"

	bolt "go.etcd.io/bbolt"
)

// Review is a person's decision on an entry, kept on the entry it left
// behind (the admitted shot, the negative, the removal record) so the store
// itself says who decided what and when, not only the service's log.
// Entries written before reviews were recorded have none: the field is
// optional everywhere.
type Review struct {
	Action string    `json:"action"` // confirm, reject, remove
	By     string    `json:"by"`
	At     time.Time `json:"at"`
	Reason string    `json:"reason,omitempty"`
}

// Removed is what the store keeps of an entry a person removed: enough
// to answer "who removed the answer to X, and why", not the entry itself.
type Removed struct {
	ID        uint64    `json:"id"`
	Namespace Namespace `json:"namespace"`
	// State is what the entry was: pending or admitted.
	State    string `json:"state"`
	Question string `json:"question,omitempty"`
	Query    string `json:"query"`
	Review   Review `json:"review"`
}

// RemovedCapacity bounds the removal records: the oldest go first, so a
// store that is reviewed for years does not grow without end.
const RemovedCapacity = 1000

// rejection is the negative's error for a review: it names who and when
// so a model shown the mistake, and a reader of old tools, see it too.
func rejection(rv Review) string {
	if rv.By == "" {
		if rv.Reason != "" {
			return rv.Reason
		}
		return "rejected by a person"
	}
	why := fmt.Sprintf("rejected by %s at %s", rv.By, rv.At.UTC().Format(time.RFC3339))
	if rv.Reason != "" {
		why += ": " + rv.Reason
	}
	return why
}

// recorded is the review to keep, or nil when nobody is named (the
// old Confirm/Reject/Remove calls).
func recorded(rv Review, action string) *Review {
	if rv.By == "" {
		return nil
	}
	rv.Action = action
	if rv.At.IsZero() {
		rv.At = time.Now().UTC()
	}
	return &rv
}

var bRemoved = []byte("removed")

// ConfirmBy admits a held pair as Confirm does and keeps the review on the
// shot (on the existing shot when the query was one already).
func (s *Store) ConfirmBy(id uint64, rv Review) (Admission, error) {
	var a Admission
	r := recorded(rv, "confirm")
	err := s.write(func(tx *bolt.Tx) error {
		var err error
		if a, err = s.confirm(tx, id); err != nil || r == nil {
			return err
		}
		nsk := tx.Bucket(bIDs).Get(u64(a.ID))
		if nsk == nil {
			return nil // evicted at once: nothing left to mark
		}
		ns, _ := parseNamespace(string(nsk))
		nsb, err := nsBucket(tx, ns, false)
		if err != nil || nsb == nil {
			return err
		}
		e, err := getShot(nsb, ns, a.ID)
		if err != nil {
			return err
		}
		e.Review = r
		return putShot(nsb, e)
	})
	return a, err
}

// RejectBy turns a shot or a held pair into a negative example as Reject
// does; the negative keeps the review and its error names the reviewer.
func (s *Store) RejectBy(id uint64, rv Review) (uint64, error) {
	return s.reject(id, rejection(rv), recorded(rv, "reject"))
}

// RemoveBy deletes a shot or a held pair as Remove does and keeps a
// removal record with the review (ListRemoved).
func (s *Store) RemoveBy(id uint64, rv Review) error {
	return s.remove1(id, recorded(rv, "remove"))
}

func putRemoved(tx *bolt.Tx, rm Removed) error {
	b, err := tx.CreateBucketIfNotExists(bRemoved)
	if err != nil {
		return err
	}
	raw, err := json.Marshal(&rm)
	if err != nil {
		return err
	}
	if err := b.Put(u64(rm.ID), raw); err != nil {
		return err
	}
	// Ids only grow, so the first key is the oldest removal's entry.
	for n := countKeys(b); n > RemovedCapacity; n-- {
		k, _ := b.Cursor().First()
		if err := b.Delete(k); err != nil {
			return err
		}
	}
	return nil
}

// ListRemoved calls fn for every removal record, by entry id.
func (s *Store) ListRemoved(fn func(*Removed) error) error {
	var all []Removed
	err := s.read(func(tx *bolt.Tx) error {
		b := tx.Bucket(bRemoved)
		if b == nil {
			return nil
		}
		return b.ForEach(func(_, v []byte) error {
			var rm Removed
			if err := json.Unmarshal(v, &rm); err != nil {
				return err
			}
			all = append(all, rm)
			return nil
		})
	})
	if err != nil {
		return err
	}
	return visitAll(all, fn)
}

// visitAll calls fn on each of all in order, stopping at its first error.
// The stores collect inside their read transaction and call fn after it, so
// fn may itself use the store.
func visitAll[T any](all []T, fn func(*T) error) error {
	for i := range all {
		if err := fn(&all[i]); err != nil {
			return err
		}
	}
	return nil
}
