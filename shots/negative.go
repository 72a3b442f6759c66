package shots

import (
	"encoding/binary"
	"encoding/json"
	"errors"
	"sort"
	"strings"
	"time"

	bolt "go.etcd.io/bbolt"
)

// Negative is a query that failed the critic or the database, kept with its
// error so prompts can say "do not do this".
type Negative struct {
	ID        uint64    `json:"id"`
	Namespace Namespace `json:"namespace"`
	Question  string    `json:"question,omitempty"`
	Query     string    `json:"query"`
	Error     string    `json:"error"`
	Elements  []string  `json:"elements,omitempty"`
	Stamp     int64     `json:"stamp"` // namespace clock when it failed
	At        time.Time `json:"at"`
	// Review is the person who rejected it (none: the pipeline kept it).
	Review *Review `json:"review,omitempty"`
}

// AddNegative keeps a failed query; the namespace keeps the newest
// NegativeCapacity of them, and the same failing query with the same error is
// kept once (moved to newest).
func (s *Store) AddNegative(n Negative) (uint64, error) {
	var id uint64
	err := s.write(func(tx *bolt.Tx) error {
		var err error
		id, err = s.addNegative(tx, n)
		return err
	})
	return id, err
}

// prepare checks a negative and puts its fields in stored form.
func (n *Negative) prepare() error {
	if err := n.Namespace.validate(); err != nil {
		return err
	}
	n.Query = strings.TrimSpace(n.Query)
	n.Error = strings.TrimSpace(n.Error)
	if n.Query == "" {
		return errors.New("shots: a negative example needs its query")
	}
	if n.Error == "" {
		n.Error = "failed"
	}
	els, err := NormalizeElements(n.Elements)
	if err != nil {
		return err
	}
	n.Elements = els
	return nil
}

func (s *Store) addNegative(tx *bolt.Tx, n Negative) (uint64, error) {
	if err := n.prepare(); err != nil {
		return 0, err
	}
	nsb, err := nsBucket(tx, n.Namespace, true)
	if err != nil {
		return 0, err
	}
	neg := nsb.Bucket(bNeg)
	norm := NormalizeQuery(n.Query)
	var stale [][]byte
	if err := neg.ForEach(func(k, v []byte) error {
		var o Negative
		if json.Unmarshal(v, &o) != nil || (NormalizeQuery(o.Query) == norm && o.Error == n.Error) {
			stale = append(stale, append([]byte(nil), k...))
		}
		return nil
	}); err != nil {
		return 0, err
	}
	for _, k := range stale {
		if err := neg.Delete(k); err != nil {
			return 0, err
		}
	}
	id, err := neg.NextSequence()
	if err != nil {
		return 0, err
	}
	n.ID = id
	n.Stamp = clockOf(nsb)
	if n.At.IsZero() {
		n.At = time.Now().UTC()
	}
	b, err := json.Marshal(&n)
	if err != nil {
		return 0, err
	}
	if err := neg.Put(u64(id), b); err != nil {
		return 0, err
	}
	// Oldest first: sequence numbers only grow.
	for countKeys(neg) > s.opt.NegativeCapacity {
		k, _ := neg.Cursor().First()
		if err := neg.Delete(k); err != nil {
			return 0, err
		}
	}
	return id, nil
}

// Negatives returns up to k failed queries of the namespace that share
// schema elements with the given ones, most overlap first, newest among
// equals. With no elements it returns the newest.
func (s *Store) Negatives(ns Namespace, elements []string, k int) ([]Negative, error) {
	q, err := NormalizeElements(elements)
	if err != nil {
		return nil, err
	}
	var all []Negative
	err = s.read(func(tx *bolt.Tx) error {
		nsb, err := nsBucket(tx, ns, false)
		if err != nil || nsb == nil {
			return err
		}
		// The store is bounded, so reading all of it is cheap.
		return nsb.Bucket(bNeg).ForEach(func(key, v []byte) error {
			var n Negative
			if err := json.Unmarshal(v, &n); err != nil {
				return nil
			}
			n.ID = binary.BigEndian.Uint64(key)
			n.Namespace = ns
			all = append(all, n)
			return nil
		})
	})
	return rankNegatives(all, q, k), err
}

// rankNegatives orders negatives by how many elements they share with q,
// newest among equals, and keeps k (all when k <= 0); with elements given,
// negatives sharing none are left out.
func rankNegatives(negs []Negative, q []string, k int) []Negative {
	type scored struct {
		n   Negative
		sim float64
	}
	var all []scored
	for _, n := range negs {
		sim := Jaccard(q, n.Elements)
		if len(q) > 0 && sim == 0 {
			continue
		}
		all = append(all, scored{n, sim})
	}
	sort.SliceStable(all, func(i, j int) bool {
		if all[i].sim != all[j].sim {
			return all[i].sim > all[j].sim
		}
		return all[i].n.ID > all[j].n.ID
	})
	var out []Negative
	for i := 0; i < len(all) && (k <= 0 || i < k); i++ {
		out = append(out, all[i].n)
	}
	return out
}
