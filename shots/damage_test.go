package shots

import (
	"encoding/binary"
	"errors"
	"fmt"
	"hash/fnv"
	"math/rand"
	"os"
	"path/filepath"
	"strings"
	"testing"
	"time"

	bolt "go.etcd.io/bbolt"
)

// smallStore writes a real store: shots in three namespaces (one flagged),
// negatives and a pending pair, as the pipeline would. pageSize 0 is the
// OS page size, as in production.
func smallStore(t testing.TB, dir string, pageSize, n int) string {
	t.Helper()
	path := filepath.Join(dir, "shots.db")
	s, err := Open(path, &Options{pageSize: pageSize, NoSync: true})
	if err != nil {
		t.Fatal(err)
	}
	defer s.Close()
	for i := 0; i < n; i++ {
		ns := []Namespace{nsC, nsG, nsX}[i%3]
		mustAdmit(t, s, ns, fmt.Sprintf("Who acted in movie number %d?", i),
			fmt.Sprintf("MATCH (p:Person)-[:ACTED_IN]->(m:Movie {released: %d}) RETURN p.name LIMIT %d", 1900+i, i+1),
			"label:Person", "edge:ACTED_IN", "label:Movie", fmt.Sprintf("prop:Movie.p%d", i%5))
		if i%4 == 0 {
			if _, err := s.Update(ns, nil, true); err != nil {
				t.Fatal(err)
			}
		}
	}
	if _, err := s.AddNegative(Negative{Namespace: nsC, Query: "MATCH (m:Movie RETURN m", Error: "syntax error at 1:15", Elements: []string{"label:Movie"}}); err != nil {
		t.Fatal(err)
	}
	if _, err := s.Hold(Pending{Namespace: nsG, Question: "Who is pending?", Query: "g.V().hasLabel('Person')", Why: "no second candidate"}); err != nil {
		t.Fatal(err)
	}
	return path
}

// metaField offsets inside a meta page (after the 16-byte page header).
const (
	offPageSize = pageHeaderSize + 8
	offRoot     = pageHeaderSize + 16
	offFreelist = pageHeaderSize + 32
	offPgid     = pageHeaderSize + 40
	offTxid     = pageHeaderSize + 48
	offChecksum = pageHeaderSize + 56
)

// resum recomputes a meta page's checksum as bbolt does: FNV-64a over the
// meta struct up to the checksum field.
func resum(meta []byte) {
	h := fnv.New64a()
	h.Write(meta[pageHeaderSize:offChecksum])
	binary.NativeEndian.PutUint64(meta[offChecksum:], h.Sum64())
}

func pageSizeOf(t *testing.T, b []byte) int {
	t.Helper()
	return int(binary.NativeEndian.Uint32(b[offPageSize:]))
}

// newestMeta is the offset of the meta page with the higher txid.
func newestMeta(b []byte, ps int) int {
	if binary.NativeEndian.Uint64(b[ps+offTxid:]) > binary.NativeEndian.Uint64(b[offTxid:]) {
		return ps
	}
	return 0
}

func rewrite(t *testing.T, path string, f func([]byte) []byte) {
	t.Helper()
	b, err := os.ReadFile(path)
	if err != nil {
		t.Fatal(err)
	}
	if err := os.WriteFile(path, f(b), 0o644); err != nil {
		t.Fatal(err)
	}
}

// mustBeDamaged opens the file both ways and wants a DamagedError naming the
// file and the two commands, never a panic.
func mustBeDamaged(t *testing.T, path, want string) {
	t.Helper()
	for _, ro := range []bool{true, false} {
		s, err := Open(path, &Options{ReadOnly: ro})
		if err == nil {
			s.Close()
			t.Fatalf("read-only %v: a damaged store opened", ro)
		}
		msg := err.Error()
		if !errors.Is(err, ErrDamaged) || !strings.Contains(msg, path) || !strings.Contains(msg, "gql shots check") ||
			!strings.Contains(msg, "gql shots repair") || !strings.Contains(msg, want) {
			t.Fatalf("read-only %v: %v; want a damage error naming %s, check, repair and %q", ro, err, path, want)
		}
	}
	rep, err := CheckFile(path, 0)
	if err != nil || len(rep.Problems) == 0 {
		t.Fatalf("check: %+v %v", rep, err)
	}
}

// mustRepair repairs and checks that the new store opens, is consistent, and
// that saved plus lost accounts for every shot.
func mustRepair(t *testing.T, path string, total int) RepairReport {
	t.Helper()
	rep, err := Repair(path, nil)
	if err != nil {
		t.Fatalf("repair: %v", err)
	}
	if _, err := os.Stat(rep.Aside); err != nil || !strings.HasPrefix(rep.Aside, path+".damaged-") {
		t.Fatalf("damaged file not kept aside: %q %v", rep.Aside, err)
	}
	s, err := Open(path, nil)
	if err != nil {
		t.Fatalf("repaired store: %v", err)
	}
	defer s.Close()
	mustCheck(t, s)
	n := 0
	if err := s.List(nil, func(*Shot) error { n++; return nil }); err != nil {
		t.Fatal(err)
	}
	if n != rep.Shots {
		t.Fatalf("report says %d saved, store lists %d", rep.Shots, n)
	}
	if rep.LostExact && rep.Shots+rep.LostShots+rep.Merged != total {
		t.Fatalf("saved %d + lost %d + merged %d != %d shots", rep.Shots, rep.LostShots, rep.Merged, total)
	}
	// The repaired store takes new shots with fresh ids.
	id := mustAdmit(t, s, nsC, "Who is new after the repair?", "MATCH (p:Person {name:'New'}) RETURN p", "label:Person")
	if id <= uint64(total) {
		t.Fatalf("new shot got id %d, reusing an old one (≤ %d)", id, total)
	}
	return rep
}

func TestTruncatedStore(t *testing.T) {
	path := smallStore(t, t.TempDir(), 0, 60)
	rewrite(t, path, func(b []byte) []byte { return b[:len(b)*3/5] })
	mustBeDamaged(t, path, "outside the file")
	rep := mustRepair(t, path, 60)
	t.Logf("truncated: saved %d, lost %d, skipped %d parts", rep.Shots, rep.LostShots, len(rep.Skipped))
}

func TestTruncatedBelowTwoPages(t *testing.T) {
	path := smallStore(t, t.TempDir(), 0, 3)
	rewrite(t, path, func(b []byte) []byte { return b[:5000] })
	mustBeDamaged(t, path, "")
}

func TestBadPageHeader(t *testing.T) {
	for _, c := range []struct {
		name string
		at   int // byte of the page header
		val  byte
		want string
	}{
		{"page type", 8, 0x7f, "page type"},
		{"page id", 0, 0x55, "header says page"},
		{"element count", 11, 0xff, "do not fit"},
		{"overflow", 14, 0x40, "overflow"},
	} {
		t.Run(c.name, func(t *testing.T) {
			path := smallStore(t, t.TempDir(), 0, 30)
			rewrite(t, path, func(b []byte) []byte {
				ps := pageSizeOf(t, b)
				root := int(binary.NativeEndian.Uint64(b[newestMeta(b, ps)+offRoot:]))
				b[root*ps+c.at] = c.val
				return b
			})
			mustBeDamaged(t, path, c.want)
			mustRepair(t, path, 30)
		})
	}
}

// TestScatteredBytes overwrites 40 random bytes past the meta pages, for
// twenty seeds. Bytes that land in free pages or inside a value are not
// structural damage, so not every seed is caught on open; but none may
// crash, every one must give data or an error, and repair must always
// produce a sound store.
func TestScatteredBytes(t *testing.T) {
	caught := 0
	for seed := int64(1); seed <= 20; seed++ {
		path := smallStore(t, t.TempDir(), 0, 30)
		rewrite(t, path, func(b []byte) []byte {
			ps := pageSizeOf(t, b)
			rng := rand.New(rand.NewSource(seed))
			for i := 0; i < 40; i++ {
				b[2*ps+rng.Intn(len(b)-2*ps)] = byte(rng.Intn(256))
			}
			return b
		})
		s, err := Open(path, &Options{ReadOnly: true})
		if err != nil {
			if !errors.Is(err, ErrDamaged) {
				t.Fatalf("seed %d: %v", seed, err)
			}
			caught++
		} else {
			_, serr := s.Stats()
			lerr := s.List(nil, func(*Shot) error { return nil })
			if cerr := s.Check(); serr != nil || lerr != nil || cerr != nil {
				caught++
			}
			s.Close()
		}
		rep, err := Repair(path, nil)
		if err != nil {
			t.Fatalf("seed %d: repair: %v", seed, err)
		}
		r, err := Open(path, nil)
		if err != nil {
			t.Fatalf("seed %d: repaired store: %v", seed, err)
		}
		mustCheck(t, r)
		r.Close()
		t.Logf("seed %d: saved %d, lost %d, merged %d, skipped %d parts", seed, rep.Shots, rep.LostShots, rep.Merged, len(rep.Skipped))
	}
	if caught < 10 {
		t.Fatalf("only %d of 20 scatterings were noticed", caught)
	}
	t.Logf("%d of 20 scatterings noticed", caught)
}

// TestFarFreelistWithValidChecksum is the reproduction that segfaulted: a
// meta whose checksum holds but whose freelist id is far past the file, so
// bbolt maps the file and reads a page outside it.
func TestFarFreelistWithValidChecksum(t *testing.T) {
	for _, field := range []struct {
		name string
		off  int
		want string
	}{{"freelist", offFreelist, "freelist page"}, {"root", offRoot, "root page"}, {"high-water mark", offPgid, "high-water mark"}} {
		t.Run(field.name, func(t *testing.T) {
			path := smallStore(t, t.TempDir(), 0, 30)
			rewrite(t, path, func(b []byte) []byte {
				ps := pageSizeOf(t, b)
				m := b[newestMeta(b, ps):]
				binary.NativeEndian.PutUint64(m[field.off:], 1<<40)
				resum(m)
				return b
			})
			mustBeDamaged(t, path, field.want)
			rep := mustRepair(t, path, 30)
			if field.off == offRoot {
				// No tree to read in the current meta; the older meta's is
				// one transaction behind, and sound.
				if !rep.OlderSnapshot || rep.Shots < 29 {
					t.Fatalf("repair from the older snapshot: %+v", rep)
				}
			} else if rep.Shots != 30 || rep.LostShots != 0 {
				// Repair does not need the freelist, and reads up to the
				// file's end whatever the high-water mark says.
				t.Fatalf("repair: %+v", rep)
			}
		})
	}
}

func TestZeroByteFile(t *testing.T) {
	path := filepath.Join(t.TempDir(), "shots.db")
	if err := os.WriteFile(path, nil, 0o644); err != nil {
		t.Fatal(err)
	}
	_, err := Open(path, &Options{ReadOnly: true})
	if !errors.Is(err, ErrNoStore) || !strings.Contains(err.Error(), "empty (0 bytes") {
		t.Fatalf("read-only open of a 0-byte file: %v", err)
	}
	rep, err := CheckFile(path, 0)
	if err != nil || !rep.Empty || len(rep.Problems) > 0 {
		t.Fatalf("check of a 0-byte file: %+v %v", rep, err)
	}
	r, err := Repair(path, nil)
	if err != nil || r.Shots != 0 {
		t.Fatalf("repair of a 0-byte file: %+v %v", r, err)
	}
	s, err := Open(path, nil)
	if err != nil {
		t.Fatal(err)
	}
	mustAdmit(t, s, nsC, "Who acted?", "MATCH (p:Person)-[:ACTED_IN]->() RETURN p", "label:Person")
	s.Close()

	// A writer sets a 0-byte file up as a new store.
	if err := os.WriteFile(path, nil, 0o644); err != nil {
		t.Fatal(err)
	}
	s, err = Open(path, nil)
	if err != nil {
		t.Fatalf("writable open of a 0-byte file: %v", err)
	}
	mustAdmit(t, s, nsC, "Who acted?", "MATCH (p:Person)-[:ACTED_IN]->() RETURN p", "label:Person")
	s.Close()
}

// TestTwoOpenersInOneProcess: flock locks belong to an open file
// description, and each Open opens the file anew, so two opens in one
// process contend exactly as two processes do (the child-process version is
// TestSecondProcessGetsClearLockError).
func TestTwoOpenersInOneProcess(t *testing.T) {
	path := smallStore(t, t.TempDir(), 0, 3)
	r1, err := Open(path, &Options{ReadOnly: true})
	if err != nil {
		t.Fatal(err)
	}
	r2, err := Open(path, &Options{ReadOnly: true})
	if err != nil {
		t.Fatalf("two readers: %v", err)
	}
	start := time.Now()
	_, err = Open(path, &Options{LockTimeout: 200 * time.Millisecond})
	if !errors.Is(err, ErrInUse) || time.Since(start) < 150*time.Millisecond {
		t.Fatalf("writer while readers hold the file: after %s: %v", time.Since(start), err)
	}
	r1.Close()
	r2.Close()
	w, err := Open(path, nil)
	if err != nil {
		t.Fatal(err)
	}
	defer w.Close()
	_, err = Open(path, &Options{ReadOnly: true})
	if !errors.Is(err, ErrInUse) {
		t.Fatalf("reader while a writer holds the file: %v", err)
	}
	if _, err := Repair(path, nil); !errors.Is(err, ErrInUse) {
		t.Fatalf("repair while a writer holds the file: %v", err)
	}
}

// TestPanicInsideATransactionIsDamage: a file bbolt finds sound but whose
// contents the store's own decoding trips on (a 3-byte shot key) gives a
// DamagedError, not a crash.
func TestPanicInsideATransactionIsDamage(t *testing.T) {
	path := smallStore(t, t.TempDir(), 0, 3)
	db, err := bolt.Open(path, 0o644, nil)
	if err != nil {
		t.Fatal(err)
	}
	if err := db.Update(func(tx *bolt.Tx) error {
		return tx.Bucket(bNS).Bucket(nsC.key()).Bucket(bEntries).Put([]byte{1, 2, 3}, []byte(`{}`))
	}); err != nil {
		t.Fatal(err)
	}
	db.Close()
	s, err := Open(path, nil)
	if err != nil {
		t.Fatal(err)
	}
	defer s.Close()
	if err := s.Check(); !errors.Is(err, ErrDamaged) || !strings.Contains(err.Error(), "gql shots repair") {
		t.Fatalf("check over a short key: %v", err)
	}
	if _, err := s.Stats(); !errors.Is(err, ErrDamaged) {
		t.Fatalf("stats over a short key: %v", err)
	}
	// The recovered panic released bbolt's locks: the store still serves
	// the parts it can read, and writes.
	mustAdmit(t, s, nsG, "Who is new?", "g.V().hasLabel('Person').values('name')", "label:Person")
	if err := s.List(&nsG, func(*Shot) error { return nil }); err != nil {
		t.Fatal(err)
	}
	s.Close()
	rep := mustRepair(t, path, 4)
	if rep.Shots != 4 || len(rep.Skipped) != 1 {
		t.Fatalf("repair around a short key: %+v", rep)
	}
}

func TestSoundStoreChecksClean(t *testing.T) {
	path := smallStore(t, t.TempDir(), 0, 30)
	rep, err := CheckFile(path, 0)
	if err != nil || len(rep.Problems) > 0 || rep.Empty {
		t.Fatalf("check of a sound store: %+v %v", rep, err)
	}
	// Repair of a sound store keeps everything (it is a rebuild).
	r := mustRepair(t, path, 30)
	if r.Shots != 30 || r.LostShots != 0 || r.Negatives != 1 || r.Pending != 1 {
		t.Fatalf("rebuild of a sound store: %+v", r)
	}
}
