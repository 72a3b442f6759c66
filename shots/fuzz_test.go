package shots

import (
	"encoding/binary"
	"errors"
	"os"
	"path/filepath"
	"runtime"
	"testing"
	"time"
)

// FuzzOpenStore opens byte-mutated store files and reads them as the command
// line does (stats, ls, negatives, pending, select, check), then writes to
// them as translate does. The process must never crash: every input gives
// data or an error. Seeds are a real store of 1 KiB pages and the damage
// the issue reproduced.
func FuzzOpenStore(f *testing.F) {
	dir := f.TempDir()
	seed, err := os.ReadFile(smallStore(f, dir, 1024, 8))
	if err != nil {
		f.Fatal(err)
	}
	f.Add(seed)
	f.Add(seed[:len(seed)/2])
	f.Add([]byte{})
	far := append([]byte(nil), seed...)
	m := far[newestMeta(far, 1024):]
	binary.NativeEndian.PutUint64(m[offFreelist:], 1<<40)
	resum(m)
	f.Add(far)
	hdr := append([]byte(nil), seed...)
	root := binary.NativeEndian.Uint64(hdr[newestMeta(hdr, 1024)+offRoot:])
	hdr[int(root)*1024+8] = 0x7f
	f.Add(hdr)

	f.Fuzz(func(t *testing.T, data []byte) {
		path := filepath.Join(t.TempDir(), "shots.db")
		if err := os.WriteFile(path, data, 0o644); err != nil {
			t.Fatal(err)
		}
		// A loop is as bad as a crash; the fuzzer has no per-input timeout.
		done := make(chan struct{})
		go func() {
			defer close(done)
			openReadWrite(t, path, len(data))
		}()
		select {
		case <-done:
		case <-time.After(20 * time.Second):
			buf := make([]byte, 1<<20)
			t.Fatalf("no answer after 20s:\n%s", buf[:runtime.Stack(buf, true)])
		}
	})
}

func openReadWrite(t *testing.T, path string, size int) {
	{
		data := make([]byte, size)
		for _, ro := range []bool{true, false} {
			s, err := Open(path, &Options{ReadOnly: ro, NoSync: true})
			if err != nil {
				if !errors.Is(err, ErrDamaged) && !errors.Is(err, ErrNoStore) && len(data) >= 2048 {
					// Short files fail in bbolt's own checks first ("file
					// size too small"); anything larger must be named damage.
					t.Logf("open (read-only %v): %v", ro, err)
				}
				continue
			}
			_, _ = s.Stats()
			_ = s.List(nil, func(*Shot) error { return nil })
			_ = s.ListNegatives(nil, func(*Negative) error { return nil })
			_ = s.ListPending(func(*Pending) error { return nil })
			_, _ = s.Select(nsC, []string{"label:Person", "edge:ACTED_IN"}, 3)
			_ = s.Check()
			if !ro {
				_, _ = s.Record(Generation{Namespace: nsC, Valid: true, Question: "Who acted in the fuzzed movie?",
					Query: "MATCH (p:Person)-[:ACTED_IN]->(m:Movie) RETURN p.name", Elements: []string{"label:Person"},
					Provenance: verified().Provenance})
			}
			if err := s.Close(); err != nil {
				t.Logf("close: %v", err)
			}
		}
		// Repair reads whatever is there without crashing either.
		if _, err := Repair(path, &Options{NoSync: true}); err != nil {
			t.Logf("repair: %v", err)
		}
	}
}
