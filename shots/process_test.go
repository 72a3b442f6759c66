package shots

import (
	"bufio"
	"errors"
	"fmt"
	"io"
	"math/rand"
	"os"
	"os/exec"
	"path/filepath"
	"runtime"
	"strconv"
	"strings"
	"syscall"
	"testing"
	"time"
)

// The tests below re-run this test binary as a child process (selected by
// GQL_SHOTS_CHILD) so that a second process really holds the file lock or
// really dies with SIGKILL in the middle of its writes.

func child(t *testing.T, role, path string) (*exec.Cmd, *bufio.Reader, io.WriteCloser) {
	t.Helper()
	exe, err := os.Executable()
	if err != nil {
		t.Fatal(err)
	}
	cmd := exec.Command(exe, "-test.run=^TestChildProcess$", "-test.v=false")
	cmd.Env = append(os.Environ(), "GQL_SHOTS_CHILD="+role, "GQL_SHOTS_PATH="+path)
	cmd.Stderr = os.Stderr
	out, err := cmd.StdoutPipe()
	if err != nil {
		t.Fatal(err)
	}
	in, err := cmd.StdinPipe()
	if err != nil {
		t.Fatal(err)
	}
	if err := cmd.Start(); err != nil {
		t.Fatal(err)
	}
	t.Cleanup(func() {
		cmd.Process.Kill()
		cmd.Wait()
	})
	return cmd, bufio.NewReader(out), in
}

// TestChildProcess is the child's body; as a normal test it does nothing.
func TestChildProcess(t *testing.T) {
	path := os.Getenv("GQL_SHOTS_PATH")
	switch os.Getenv("GQL_SHOTS_CHILD") {
	case "":
		return
	case "hold":
		s, err := Open(path, &Options{})
		if err != nil {
			fmt.Println("error", err)
			os.Exit(1)
		}
		fmt.Println("locked")
		io.Copy(io.Discard, os.Stdin) // until the parent closes stdin
		s.Close()
		fmt.Println("released")
		os.Exit(0)
	case "churn":
		churn(path)
	}
}

// churn writes to the store forever: generations that update utilities,
// tick, admit (with eviction, capacity 40) or keep negatives; after each
// committed generation it prints the namespace clock.
func churn(path string) {
	s, err := Open(path, &Options{Capacity: 40, NegativeCapacity: 15, LockTimeout: 5 * time.Second})
	if err != nil {
		fmt.Println("error", err)
		os.Exit(1)
	}
	rng := rand.New(rand.NewSource(time.Now().UnixNano()))
	for i := 0; ; i++ {
		els := randomElements(rng)
		sel, err := s.Select(nsC, els, 3)
		if err != nil {
			fmt.Println("error", err)
			os.Exit(1)
		}
		var used []uint64
		for _, x := range sel {
			used = append(used, x.ID)
		}
		valid := rng.Intn(4) != 0
		r, err := s.Record(Generation{Namespace: nsC, Used: used, Valid: valid,
			Question: fmt.Sprint("question ", i), Query: randomQuery(rng, rng.Int(), els), Elements: els,
			Provenance: verified().Provenance, Error: "boom"})
		if err != nil {
			fmt.Println("error", err)
			os.Exit(1)
		}
		fmt.Println("clock", r.Clock)
	}
}

func TestCrashMidBatchLeavesConsistentStore(t *testing.T) {
	if testing.Short() {
		t.Skip("kills child processes")
	}
	path := filepath.Join(t.TempDir(), "shots.db")
	last := int64(0)
	for round := 0; round < 6; round++ {
		cmd, out, _ := child(t, "churn", path)
		target := last + 150 + int64(rand.Intn(100))
		var reported int64
		for reported < target {
			line, err := out.ReadString('\n')
			if err != nil {
				t.Fatalf("round %d: child stopped: %v", round, err)
			}
			f := strings.Fields(line)
			if len(f) != 2 || f[0] != "clock" {
				t.Fatalf("round %d: child said %q", round, line)
			}
			reported, _ = strconv.ParseInt(f[1], 10, 64)
		}
		// Kill it while it keeps writing, at a random point of a transaction.
		time.Sleep(time.Duration(rand.Intn(4000)) * time.Microsecond)
		if err := cmd.Process.Signal(syscall.SIGKILL); err != nil {
			t.Fatal(err)
		}
		cmd.Wait()

		s, err := Open(path, &Options{Capacity: 40, NegativeCapacity: 15})
		if err != nil {
			t.Fatalf("round %d: reopen after kill: %v", round, err)
		}
		if err := s.Check(); err != nil {
			t.Fatalf("round %d: store inconsistent after kill -9:\n%v", round, err)
		}
		st, err := s.Stats()
		if err != nil || len(st) != 1 {
			t.Fatalf("round %d: stats %+v %v", round, st, err)
		}
		// Every generation the child reported is durable; at most the few it
		// committed after the last line we read (the pipe buffers) are extra.
		if st[0].Clock < reported {
			t.Fatalf("round %d: clock %d, but the child had committed %d", round, st[0].Clock, reported)
		}
		if st[0].Active == 0 || st[0].Active > 40 || st[0].Negatives > 15 {
			t.Fatalf("round %d: %d shots, %d negatives", round, st[0].Active, st[0].Negatives)
		}
		n := 0
		if err := s.List(nil, func(e *Shot) error {
			n++
			if e.Question == "" || e.Query == "" || len(e.Elements) == 0 || e.Provenance.Backend == "" {
				return fmt.Errorf("partial entry %+v", e)
			}
			return nil
		}); err != nil {
			t.Fatalf("round %d: %v", round, err)
		}
		if n != st[0].Active+st[0].Flagged {
			t.Fatalf("round %d: listed %d entries, counts say %d", round, n, st[0].Active)
		}
		last = st[0].Clock
		s.Close()
		t.Logf("round %d: killed at clock ≥ %d; reopened at clock %d with %d shots, %d negatives", round, reported, last, st[0].Active, st[0].Negatives)
	}
}

func TestSecondProcessGetsClearLockError(t *testing.T) {
	path := filepath.Join(t.TempDir(), "shots.db")
	cmd, out, in := child(t, "hold", path)
	if line, _ := out.ReadString('\n'); line != "locked\n" {
		t.Fatalf("child: %q", line)
	}

	start := time.Now()
	_, err := Open(path, &Options{})
	// Linux names the holder (/proc/locks); elsewhere the message is generic.
	want := "shot store " + path + " is in use by another gql process"
	if runtime.GOOS == "linux" {
		want = fmt.Sprintf("shot store %s is in use by pid %d (", path, cmd.Process.Pid)
	}
	if !errors.Is(err, ErrInUse) || !strings.Contains(err.Error(), want) {
		t.Fatalf("open while another process holds it: %v, want %q", err, want)
	}
	if d := time.Since(start); d > 500*time.Millisecond {
		t.Fatalf("a zero timeout waited %s", d)
	}
	if _, err := Open(path, &Options{ReadOnly: true}); !errors.Is(err, ErrInUse) {
		t.Fatalf("read-only open while a writer holds it: %v", err)
	}

	start = time.Now()
	_, err = Open(path, &Options{LockTimeout: 400 * time.Millisecond})
	if d := time.Since(start); !errors.Is(err, ErrInUse) || d < 300*time.Millisecond || !strings.Contains(err.Error(), "waited 400ms") {
		t.Fatalf("open with a 400ms timeout: after %s: %v", d, err)
	}

	// A waiter with enough patience gets the store once the holder leaves.
	done := make(chan error, 1)
	start = time.Now()
	go func() {
		s, err := Open(path, &Options{LockTimeout: 20 * time.Second})
		if err == nil {
			err = s.Close()
		}
		done <- err
	}()
	time.Sleep(300 * time.Millisecond)
	in.Close()
	if err := <-done; err != nil {
		t.Fatalf("waiting open: %v", err)
	}
	if d := time.Since(start); d < 250*time.Millisecond {
		t.Fatalf("the waiting open returned after %s, before the holder left", d)
	}
}
