package shots

import (
	"encoding/binary"
	"encoding/json"
	"fmt"
	"strings"

	bolt "go.etcd.io/bbolt"

	"github.com/gql-dev/gql/lang"
	"github.com/gql-dev/gql/schema"
)

// Checker re-checks a query against the new schema; the critic provides it
// (closing over the schema). A nil Checker checks schema elements only.
type Checker func(target lang.Lang, query string) error

// Policy says what happens to a shot the new schema no longer supports.
type Policy int

const (
	// Flag keeps the shot, excluded from selection, until `prune` or a
	// fresh verification of the same query.
	Flag Policy = iota
	// Drop deletes it.
	Drop
)

// MigrationReport says what UseSchema did.
type MigrationReport struct {
	Key      string // the schema's name or endpoint
	From, To string // fingerprints; From is empty the first time
	Migrated int    // shots carried over unchanged
	Flagged  int
	Dropped  int
	// Negatives carried over (those naming only elements that still exist).
	Negatives int
	Problems  []MigrationProblem
}

// MigrationProblem is one shot that did not survive as it was.
type MigrationProblem struct {
	ID     uint64
	Target lang.Lang
	Query  string
	Reason string
}

// UseSchema records that key (a schema name or endpoint) now has schema s.
// When its fingerprint changed, every shot of the old fingerprint, in every
// target, is re-checked — schema elements must still exist, then check must
// accept the query — and moved to the new namespace, flagged there, or
// dropped, per policy; all in one transaction. Shots keep their id, utility,
// age and counts.
func (st *Store) UseSchema(key string, s *schema.Schema, check Checker, policy Policy) (MigrationReport, error) {
	key = strings.TrimSpace(key)
	if key == "" {
		return MigrationReport{}, fmt.Errorf("shots: UseSchema needs a schema name or endpoint")
	}
	to := s.Fingerprint()
	r := MigrationReport{Key: key, To: to}
	err := st.write(func(tx *bolt.Tx) error {
		r = MigrationReport{Key: key, To: to}
		schemas := tx.Bucket(bSchemas)
		from := string(schemas.Get([]byte(key)))
		r.From = from
		if from == to {
			return nil
		}
		if err := schemas.Put([]byte(key), []byte(to)); err != nil {
			return err
		}
		if from == "" {
			return nil
		}
		// Another key may still use the old schema; then its shots stay and
		// copies move.
		shared := false
		if err := schemas.ForEach(func(k, v []byte) error {
			shared = shared || (string(k) != key && string(v) == from)
			return nil
		}); err != nil {
			return err
		}
		for _, target := range lang.All {
			if err := st.migrate(tx, Namespace{from, target}, Namespace{to, target}, s, check, policy, shared, &r); err != nil {
				return err
			}
		}
		return nil
	})
	return r, err
}

func (st *Store) migrate(tx *bolt.Tx, from, to Namespace, s *schema.Schema, check Checker, policy Policy, shared bool, r *MigrationReport) error {
	old, err := nsBucket(tx, from, false)
	if err != nil || old == nil {
		return err
	}
	fresh := tx.Bucket(bNS).Bucket(to.key()) == nil
	nsb, err := nsBucket(tx, to, true)
	if err != nil {
		return err
	}
	if fresh {
		if err := putInt(nsb.Bucket(bMeta), kClock, clockOf(old)); err != nil {
			return err
		}
	}
	clock := clockOf(nsb)
	var shots []*Shot
	if err := old.Bucket(bEntries).ForEach(func(k, _ []byte) error {
		e, err := getShot(old, from, binary.BigEndian.Uint64(k))
		shots = append(shots, e)
		return err
	}); err != nil {
		return err
	}
	for _, e := range shots {
		if !shared {
			if err := st.remove(tx, old, e); err != nil {
				return err
			}
		} else {
			id, err := tx.Bucket(bIDs).NextSequence()
			if err != nil {
				return err
			}
			e.ID = id
		}
		reason := missingElements(s, e.Elements)
		if reason == "" && check != nil {
			if err := check(to.Target, e.Query); err != nil {
				reason = err.Error()
			}
		}
		dupKey := u64(hash64(NormalizeQuery(e.Query)))
		if d := nsb.Bucket(bDup).Get(dupKey); d != nil {
			r.Dropped++
			r.Problems = append(r.Problems, MigrationProblem{e.ID, to.Target, e.Query,
				fmt.Sprintf("already a shot in %s (id %d)", to, binary.BigEndian.Uint64(d))})
			continue
		}
		if reason != "" {
			r.Problems = append(r.Problems, MigrationProblem{e.ID, to.Target, e.Query, reason})
			if policy == Drop {
				r.Dropped++
				continue
			}
			r.Flagged++
		} else {
			r.Migrated++
		}
		age := e.Age
		e.Namespace, e.Stamp, e.Flag = to, clock-age, ""
		if reason != "" {
			e.Flag = "schema " + from.Schema + " → " + to.Schema + ": " + reason
		}
		if err := st.insert(tx, nsb, e, dupKey); err != nil {
			return err
		}
	}
	if err := old.Bucket(bNeg).ForEach(func(_, v []byte) error {
		var n Negative
		if json.Unmarshal(v, &n) != nil || missingElements(s, n.Elements) != "" {
			return nil
		}
		n.Namespace = to
		r.Negatives++
		_, err := st.addNegative(tx, n)
		return err
	}); err != nil {
		return err
	}
	if !shared {
		if err := tx.Bucket(bNS).DeleteBucket(from.key()); err != nil {
			return err
		}
	}
	_, err = st.evict(tx, to, nsb)
	return err
}

// missingElements says which of a shot's schema elements s lacks.
func missingElements(s *schema.Schema, elems []string) string {
	var missing []string
	for _, el := range elems {
		kind, name, _ := strings.Cut(el, ":")
		ok := false
		switch kind {
		case "label":
			ok = s.Label(name) != nil
		case "edge":
			ok = s.EdgeType(name) != nil
		case "prop":
			owner, key, _ := strings.Cut(name, ".")
			if l := s.Label(owner); l != nil {
				ok = schema.Find(l.Properties, key) != nil
			} else if et := s.EdgeType(owner); et != nil {
				ok = schema.Find(et.Properties, key) != nil
			}
		}
		if !ok {
			missing = append(missing, el)
		}
	}
	if len(missing) == 0 {
		return ""
	}
	return "schema no longer has " + strings.Join(missing, ", ")
}
