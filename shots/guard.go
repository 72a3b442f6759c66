package shots

import (
	"bufio"
	"errors"
	"fmt"
	"os"
	"runtime/debug"
	"strconv"
	"strings"

	bolt "go.etcd.io/bbolt"
)

// ErrDamaged is what errors.Is finds in every error that comes from a store
// file that cannot be read as written.
var ErrDamaged = errors.New("shot store is damaged")

// errLocked is lockFile's answer when the wait ran out.
var errLocked = errors.New("locked")

// DamagedError names the damaged file and what is wrong with it.
type DamagedError struct {
	Path     string
	Problems []string
}

func (e *DamagedError) Error() string {
	var b strings.Builder
	fmt.Fprintf(&b, "shot store %s is damaged: %s", e.Path, e.Problems[0])
	if len(e.Problems) > 1 {
		fmt.Fprintf(&b, " (and %d more problems)", len(e.Problems)-1)
	}
	fmt.Fprintf(&b, "; `gql shots check --shots %s` lists what is wrong, `gql shots repair --shots %s` rebuilds the store from what can still be read",
		e.Path, e.Path)
	return b.String()
}

func (e *DamagedError) Is(target error) bool { return target == ErrDamaged }

func (s *Store) damaged(problems ...string) error {
	return &DamagedError{Path: s.path, Problems: problems}
}

// guarded runs fn with memory faults turned into panics and every panic
// into a DamagedError. The file is validated on open, so this is the second
// net: it catches what validation could not foresee (a value our own
// decoding trips on, a fault in a page bbolt maps) instead of crashing the
// process. SetPanicOnFault applies to the calling goroutine only, which is
// the one bbolt reads in.
func guarded(path string, fn func() error) (err error) {
	old := debug.SetPanicOnFault(true)
	defer func() {
		debug.SetPanicOnFault(old)
		if r := recover(); r != nil {
			err = &DamagedError{Path: path, Problems: []string{fmt.Sprintf("reading it failed: %v", r)}}
		}
	}()
	return fn()
}

func (s *Store) read(fn func(*bolt.Tx) error) error {
	return guarded(s.path, func() error { return s.db.View(fn) })
}

func (s *Store) write(fn func(*bolt.Tx) error) error {
	return guarded(s.path, func() error { return s.db.Update(fn) })
}

// verify is the check every open runs once the file is mapped: bbolt's own
// consistency check (key order, pages neither reachable nor free) and the
// store's layout (the buckets every store has).
func (s *Store) verify(tx *bolt.Tx) error {
	var problems []string
	for err := range tx.Check() {
		if len(problems) < maxProblems {
			problems = append(problems, err.Error())
		}
	}
	problems = append(problems, layoutProblems(tx)...)
	if len(problems) > 0 {
		return s.damaged(problems...)
	}
	return nil
}

// layoutProblems lists buckets the store's layout requires but the file
// lacks. A file with no meta bucket was never written by the store (a new
// file) and reads as empty.
func layoutProblems(tx *bolt.Tx) []string {
	meta := tx.Bucket(bMeta)
	if meta == nil {
		return nil
	}
	var out []string
	if f := meta.Get(kFormat); f == nil {
		out = append(out, "meta bucket has no format version")
	}
	if v := meta.Get(kLambda); v != nil && len(v) != 8 {
		out = append(out, fmt.Sprintf("meta bucket's lambda is %d bytes, want 8", len(v)))
	}
	for _, name := range [][]byte{bIDs, bSchemas, bNS} {
		if tx.Bucket(name) == nil {
			out = append(out, fmt.Sprintf("bucket %s missing", name))
		}
	}
	root := tx.Bucket(bNS)
	if root == nil {
		return out
	}
	_ = root.ForEach(func(k, v []byte) error {
		if v != nil {
			out = append(out, fmt.Sprintf("ns holds a plain key %q where only namespace buckets belong", k))
			return nil
		}
		if _, ok := parseNamespace(string(k)); !ok {
			out = append(out, fmt.Sprintf("bad namespace key %q", k))
			return nil
		}
		nsb := root.Bucket(k)
		for _, name := range [][]byte{bMeta, bEntries, bByUtil, bPost, bDict, bDup, bNeg} {
			if nsb.Bucket(name) == nil {
				out = append(out, fmt.Sprintf("namespace %s: bucket %s missing", k, name))
			}
		}
		return nil
	})
	if len(out) > maxProblems {
		out = out[:maxProblems]
	}
	return out
}

// preflight runs on the locked file before bbolt reads a byte of it.
func preflight(f *os.File, path string, readOnly bool) error {
	st, err := f.Stat()
	if err != nil {
		return err
	}
	if st.Size() == 0 {
		if readOnly {
			return fmt.Errorf("%w: %s is empty (0 bytes, created but never written); it reads as an empty store and is set up on the first admission", ErrNoStore, path)
		}
		return nil // bbolt writes a new store into it
	}
	if problems := verifyFile(f, st.Size()); len(problems) > 0 {
		return &DamagedError{Path: path, Problems: problems}
	}
	return nil
}

// lockHolder names the process holding a lock on path when the system
// tells (Linux /proc/locks), e.g. "pid 4242 (gql translate …)"; else "".
func lockHolder(path string) string {
	id, ok := fileID(path)
	if !ok {
		return ""
	}
	f, err := os.Open("/proc/locks")
	if err != nil {
		return ""
	}
	defer f.Close()
	sc := bufio.NewScanner(f)
	for sc.Scan() {
		// "1: FLOCK  ADVISORY  WRITE 4242 08:01:1234567 0 EOF"; a blocked
		// waiter's line has "->" after the number.
		fs := strings.Fields(sc.Text())
		if len(fs) < 6 || fs[1] == "->" || fs[1] != "FLOCK" {
			continue
		}
		if fs[5] != id {
			continue
		}
		pid := fs[4]
		who := "pid " + pid
		if pid == strconv.Itoa(os.Getpid()) {
			return who + " (this process)"
		}
		if cmd, err := os.ReadFile("/proc/" + pid + "/cmdline"); err == nil && len(cmd) > 0 {
			who += " (" + clipCmd(strings.ReplaceAll(strings.TrimRight(string(cmd), "\x00"), "\x00", " ")) + ")"
		}
		return who
	}
	return ""
}

func clipCmd(s string) string {
	s = strings.Join(strings.Fields(s), " ")
	if r := []rune(s); len(r) > 80 {
		return string(r[:79]) + "…"
	}
	return s
}
