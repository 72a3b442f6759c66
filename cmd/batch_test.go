package cmd

import (
	"bufio"
	"encoding/json"
	"errors"
	"math/rand"
	"os"
	"path/filepath"
	"strings"
	"testing"
)

func batchRecords(t *testing.T, path string) []map[string]any {
	t.Helper()
	f, err := os.Open(path)
	if err != nil {
		t.Fatal(err)
	}
	defer f.Close()
	var out []map[string]any
	sc := bufio.NewScanner(f)
	sc.Buffer(nil, 1<<20)
	for sc.Scan() {
		var r map[string]any
		if err := json.Unmarshal(sc.Bytes(), &r); err != nil {
			t.Fatal(err)
		}
		out = append(out, r)
	}
	return out
}

// The probe's CSV panicked and lost the good line before the bad one.
func TestBatchCSVQuoteErrorKeepsGoing(t *testing.T) {
	dir := t.TempDir()
	in, out := filepath.Join(dir, "q.csv"), filepath.Join(dir, "o.jsonl")
	os.WriteFile(in, []byte("question,id\nHow many movies are there?,0\n\"Who directed \"The Matrix\"?\",1\nWho acted in Top Gun?,2\n"), 0o644)
	msg, code := run(t, "batch", in, "--out", out, "--shots", "off", "--schema", "movies")
	if code != 0 || !strings.Contains(msg, "line 3 col 15: a quote inside a quoted field is not doubled") || !strings.Contains(msg, "failed: 1 of 3 items") {
		t.Fatalf("exit %d:\n%s", code, msg)
	}
	recs := batchRecords(t, out)
	if len(recs) != 3 {
		t.Fatalf("%d records", len(recs))
	}
	for _, r := range recs {
		if r["line"] == 3.0 && r["diagnostic"] == nil {
			t.Errorf("error record without a diagnostic: %v", r)
		}
		if r["line"] != 3.0 && r["verdict"] != "valid" {
			t.Errorf("record %v", r)
		}
	}
}

// The probe's 200 KB of binary junk became 751 questions and exit 0.
func TestBatchRefusesBinaryInput(t *testing.T) {
	dir := t.TempDir()
	in, out := filepath.Join(dir, "junk.txt"), filepath.Join(dir, "o.jsonl")
	junk := make([]byte, 200<<10)
	rand.New(rand.NewSource(7)).Read(junk)
	os.WriteFile(in, junk, 0o644)
	msg, code := run(t, "batch", in, "--out", out, "--shots", "off", "--schema", "movies")
	if code != 2 || !strings.Contains(msg, "not") || !strings.Contains(msg, "convert the file to UTF-8") {
		t.Fatalf("exit %d:\n%s", code, msg)
	}
	if _, err := os.Stat(out); !errors.Is(err, os.ErrNotExist) {
		t.Error("the refused batch wrote an output file")
	}
}

// The probe's batch of 188 bad lines exited 0.
func TestBatchEveryItemFailedExits1(t *testing.T) {
	dir := t.TempDir()
	in, out := filepath.Join(dir, "q.jsonl"), filepath.Join(dir, "o.jsonl")
	os.WriteFile(in, []byte(strings.Repeat("{\"text\": \"no question field\"}\n", 188)), 0o644)
	msg, code := run(t, "batch", in, "--out", out, "--shots", "off", "--schema", "movies")
	if code != 1 || !strings.Contains(msg, "every one of the 188 items failed: 188 bad input lines") || !strings.Contains(msg, "... and 178 more") {
		t.Fatalf("exit %d:\n%s", code, msg)
	}
	if n := len(batchRecords(t, out)); n != 188 {
		t.Errorf("%d records, want 188", n)
	}
}
