package cmd

import (
	"bufio"
	"encoding/json"
	"errors"
	"fmt"
	"math/rand"
	"os"
	"path/filepath"
	"strconv"
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

// shardQuestions is a small movies log with repeats, a comment, a blank line,
// an unanswerable question and a line over --max-question.
const shardQuestions = `Who directed The Matrix?
How many movies are there?

# a comment
Who acted in Top Gun?
Who directed The Matrix?
Which movies did Tom Hanks act in?
What is the meaning of life?
Who reviewed The Replacements?
` + "When was The Matrix released? Please tell me, and say it at length, with every detail you know about it.\n" + `who directed the matrix?
Which actors acted in Apollo 13?
How many movies did Tom Hanks act in?
Who produced The Matrix?
`

// diffRecords compares a merged output with the unsharded one, record by
// record in order. Timing differs between runs. A repeat is the other
// legitimate difference: unsharded, it copies the results of its first
// occurrence (reused_from); when that occurrence is in another shard it is
// translated on its own, so its results carry its own wording (the question
// as written, a case-folding note). For such records the verdict and each
// target's query must still agree.
func diffRecords(got, want []map[string]any) string {
	if len(got) != len(want) {
		return fmt.Sprintf("%d records, want %d", len(got), len(want))
	}
	canon := func(r map[string]any, reuse bool) string {
		c := map[string]any{}
		for k, v := range r {
			c[k] = v
		}
		delete(c, "reused_from")
		var rs []any
		xs, _ := r["results"].([]any) // none on a bad line
		for _, x := range xs {
			m := map[string]any{}
			for k, v := range x.(map[string]any) {
				m[k] = v
			}
			delete(m, "latency_ns")
			if reuse {
				m = map[string]any{"target": m["target"], "query": m["query"], "verdict": m["verdict"]}
			}
			rs = append(rs, m)
		}
		if rs != nil {
			c["results"] = rs
		}
		b, _ := json.MarshalIndent(c, "", " ")
		return string(b)
	}
	var diffs []string
	for i := range got {
		reuse := got[i]["reused_from"] != nil || want[i]["reused_from"] != nil
		if g, w := canon(got[i], reuse), canon(want[i], reuse); g != w {
			diffs = append(diffs, fmt.Sprintf("record %d:\n%s\nwant\n%s", i+1, g, w))
		}
	}
	return strings.Join(diffs, "\n")
}

// The shards' outputs merged equal the unsharded output, with the real
// offline compiler, for 1, 2 and 3 shards, one of them resumed after a
// simulated kill.
func TestBatchShardsMergeToUnsharded(t *testing.T) {
	dir := t.TempDir()
	in := filepath.Join(dir, "q.txt")
	os.WriteFile(in, []byte(shardQuestions), 0o644)
	common := []string{"--shots", "off", "--schema", "movies", "--target", "all", "--max-question", "80"}
	whole := filepath.Join(dir, "whole.jsonl")
	if msg, code := run(t, append([]string{"batch", in, "--out", whole, "-j", "1"}, common...)...); code != 0 {
		t.Fatalf("exit %d:\n%s", code, msg)
	}
	wholeRecs := batchRecords(t, whole)
	valid, bad := 0, 0
	for _, r := range wholeRecs {
		if r["verdict"] == "valid" {
			valid++
		}
		if r["error"] != nil {
			bad++
		}
	}
	if len(wholeRecs) != 12 || valid < 8 || bad != 1 {
		t.Fatalf("unsharded: %d records, %d valid, %d bad", len(wholeRecs), valid, bad)
	}
	for _, n := range []int{1, 2, 3} {
		var outs []string
		for k := 0; k < n; k++ {
			out := filepath.Join(dir, fmt.Sprintf("n%d-%d.jsonl", n, k))
			args := append([]string{"batch", in, "--out", out, "-j", "2", "--shard", fmt.Sprintf("%d/%d", k, n)}, common...)
			if msg, code := run(t, args...); code != 0 {
				t.Fatalf("shard %d/%d: exit %d:\n%s", k, n, code, msg)
			}
			if k == 0 {
				// Keep the first record and a torn one, as kill -9 leaves
				// a shard, and resume it with the same command.
				recs := batchRecords(t, out)
				b, _ := os.ReadFile(out)
				first := strings.IndexByte(string(b), '\n') + 1
				os.WriteFile(out, append(b[:first:first], `{"line":2,"ques`...), 0o644)
				msg, code := run(t, args...)
				if code != 0 || !strings.Contains(msg, fmt.Sprintf("items: %d new, 1 resumed", len(recs)-1)) {
					t.Fatalf("resumed shard 0/%d: exit %d:\n%s", n, code, msg)
				}
			}
			outs = append(outs, out)
		}
		merged := filepath.Join(dir, fmt.Sprintf("n%d-merged.jsonl", n))
		msg, code := run(t, append([]string{"batch", "merge", "--shards", strconv.Itoa(n), "--out", merged}, outs...)...)
		if code != 0 || !strings.Contains(msg, "merged 12 records") {
			t.Fatalf("merge N=%d: exit %d:\n%s", n, code, msg)
		}
		if d := diffRecords(batchRecords(t, merged), batchRecords(t, whole)); d != "" {
			t.Errorf("N=%d: merged shards differ from the unsharded output: %s", n, d)
		}
	}
}

func TestBatchShardUsage(t *testing.T) {
	dir := t.TempDir()
	in := filepath.Join(dir, "q.txt")
	os.WriteFile(in, []byte("Who directed The Matrix?\n"), 0o644)
	for args, want := range map[string]string{
		"batch " + in + " --out " + dir + "/o.jsonl --shard 3/3": "K counts from 0",
		"batch " + in + " --out " + dir + "/o.jsonl --shard 1":   "want K/N",
		"batch merge --out " + dir + "/m.jsonl " + in:            "--shards N is required",
		"batch merge --shards 2 --out " + dir + "/m.jsonl " + in: "not a batch record",
	} {
		msg, code := run(t, strings.Fields(args)...)
		if code != 2 || !strings.Contains(msg, want) {
			t.Errorf("gql %s: exit %d, want 2 and %q:\n%s", args, code, want, msg)
		}
	}
}
