package batch

import (
	"context"
	"errors"
	"fmt"
	"os"
	"path/filepath"
	"reflect"
	"strings"
	"testing"

	"github.com/gql-dev/gql/lang"
)

func TestParseShard(t *testing.T) {
	for in, want := range map[string]Shard{"0/1": {0, 1}, "2/3": {2, 3}, " 0 / 4 ": {0, 4}} {
		got, err := ParseShard(in)
		if err != nil || got != want {
			t.Errorf("ParseShard(%q) = %v, %v; want %v", in, got, err, want)
		}
	}
	for in, msg := range map[string]string{
		"3":    "want K/N",
		"a/b":  "whole numbers",
		"0/0":  "at least 1",
		"3/3":  "must be 0…2",
		"-1/3": "must be 0…2",
	} {
		if _, err := ParseShard(in); err == nil || !strings.Contains(err.Error(), msg) {
			t.Errorf("ParseShard(%q) error %v, want it to say %q", in, err, msg)
		}
	}
}

// The split must never change: a shard output written by one version is
// resumed by the next, and a change would turn its records into "another
// shard's" (refused) or, worse, translate lines twice across machines.
func TestShardOfIsPinned(t *testing.T) {
	// splitmix64's published first output for seed 0.
	if got := mix64(0); got != 0xE220A8397B1DCDAF {
		t.Errorf("mix64(0) = %#x, want splitmix64's 0xe220a8397b1dcdaf", got)
	}
	var got []int
	for line := 1; line <= 12; line++ {
		got = append(got, ShardOf(line, 3))
	}
	want := []int{2, 1, 0, 1, 2, 2, 0, 1, 1, 1, 0, 0}
	if !reflect.DeepEqual(got, want) {
		t.Errorf("ShardOf(1…12, 3) = %v, want %v", got, want)
	}
}

// Shards stay balanced for dense logs and for strided ones (a question every
// other or every third line), where line mod N would leave shards empty.
func TestShardBalance(t *testing.T) {
	for _, stride := range []int{1, 2, 3} {
		for _, n := range []int{2, 3, 4, 8} {
			count := make([]int, n)
			const items = 30000
			for i := 0; i < items; i++ {
				count[ShardOf(1+i*stride, n)]++
			}
			for k, c := range count {
				if share := float64(c) * float64(n) / items; share < 0.95 || share > 1.05 {
					t.Errorf("stride %d, %d shards: shard %d has %d of %d items (%.3f of its share)", stride, n, k, c, items, share)
				}
			}
		}
	}
}

// shardInput has repeats (also across shards), bad lines, comments and blank
// lines, so line numbers are sparse.
func shardInput() string {
	var b strings.Builder
	for i := 1; i <= 40; i++ {
		switch {
		case i%9 == 0:
			b.WriteString("\n# a comment\n")
		case i%7 == 0:
			b.WriteString(strings.Repeat("x", 300) + "\n") // over MaxQuestion below
		case i%5 == 0:
			b.WriteString("question number 3\n")
		case i%11 == 0:
			b.WriteString("an unknowable thing\n")
		default:
			fmt.Fprintf(&b, "question number %d\n", i)
		}
	}
	return b.String()
}

// comparable strips what legitimately differs between a sharded and an
// unsharded run: timing, and which line a repeat was reused from (a repeat
// in another shard is translated again).
func comparable(recs []Record) []Record {
	out := make([]Record, len(recs))
	for i, r := range recs {
		r.ReusedFrom = 0
		r.Results = append(r.Results[:0:0], r.Results...)
		for j, tr := range r.Results {
			c := *tr
			c.Latency = 0
			r.Results[j] = &c
		}
		out[i] = r
	}
	return out
}

func TestShardsMergeToTheUnshardedOutput(t *testing.T) {
	dir := t.TempDir()
	in := shardInput()
	opt := Options{Targets: []lang.Lang{lang.Cypher, lang.Gremlin}, Workers: 1, Limits: Limits{MaxQuestion: 200}}
	whole := filepath.Join(dir, "whole.jsonl")
	if _, err := Run(context.Background(), &countingTranslator{}, strings.NewReader(in), FormatText, "", whole, opt); err != nil {
		t.Fatal(err)
	}
	want := comparable(readRecords(t, whole))
	if len(want) < 30 {
		t.Fatalf("the unsharded run wrote %d records", len(want))
	}
	for _, n := range []int{1, 2, 3} {
		var outs []string
		sizes := 0
		for k := 0; k < n; k++ {
			out := filepath.Join(dir, fmt.Sprintf("n%d-shard%d.jsonl", n, k))
			o := opt
			o.Shard = Shard{k, n}
			o.Workers = 3
			sum, err := Run(context.Background(), &countingTranslator{}, strings.NewReader(in), FormatText, "", out, o)
			if err != nil {
				t.Fatal(err)
			}
			if k == n-1 {
				// Resume the last shard from a torn state: keep its first
				// half and a torn record, as a kill -9 leaves it.
				recs := readRecords(t, out)
				keep := len(recs) / 2
				cutAfter(t, out, keep, `{"line":3,"quest`)
				tr := &countingTranslator{}
				sum, err = Run(context.Background(), tr, strings.NewReader(in), FormatText, "", out, o)
				if err != nil {
					t.Fatal(err)
				}
				if sum.Resumed != keep || sum.Items != len(recs)-keep || tr.calls.Load() == 0 {
					t.Errorf("N=%d: resumed shard: %d resumed (want %d), %d new (want %d), %d calls", n, sum.Resumed, keep, sum.Items, len(recs)-keep, tr.calls.Load())
				}
			}
			for _, r := range readRecords(t, out) {
				if ShardOf(r.Line, n) != k {
					t.Errorf("N=%d: shard %d holds line %d, of shard %d", n, k, r.Line, ShardOf(r.Line, n))
				}
			}
			sizes += sum.Total()
			outs = append(outs, out)
		}
		if sizes != len(want) {
			t.Errorf("N=%d: shards hold %d items, the whole log %d", n, sizes, len(want))
		}
		merged := filepath.Join(dir, fmt.Sprintf("n%d-merged.jsonl", n))
		sum, err := Merge(merged, outs, n)
		if err != nil {
			t.Fatal(err)
		}
		got := comparable(readRecords(t, merged))
		if !reflect.DeepEqual(got, want) {
			t.Errorf("N=%d: merged shards differ from the unsharded output:\n got %s\nwant %s", n, brief(got), brief(want))
		}
		if sum.Items != len(want) || sum.Bad == 0 {
			t.Errorf("N=%d: merge summary %+v", n, sum)
		}
	}
}

func brief(recs []Record) string {
	var s []string
	for _, r := range recs {
		s = append(s, fmt.Sprintf("%d:%s:%d", r.Line, r.Verdict, len(r.Results)))
	}
	return strings.Join(s, " ")
}

// cutAfter keeps the first n records of a JSONL file and appends tail.
func cutAfter(t *testing.T, path string, n int, tail string) {
	t.Helper()
	b, err := os.ReadFile(path)
	if err != nil {
		t.Fatal(err)
	}
	off := 0
	for i := 0; i < n; i++ {
		off += strings.IndexByte(string(b[off:]), '\n') + 1
	}
	if err := os.WriteFile(path, append(b[:off:off], tail...), 0o644); err != nil {
		t.Fatal(err)
	}
}

// A shard output resumed under another --shard would mix two splits in one
// file; it is refused before anything is translated.
func TestShardResumeRefusesAnotherSplit(t *testing.T) {
	out := filepath.Join(t.TempDir(), "s.jsonl")
	opt := Options{Targets: []lang.Lang{lang.Cypher}, Shard: Shard{0, 2}}
	in := shardInput()
	if _, err := Run(context.Background(), &countingTranslator{}, strings.NewReader(in), FormatText, "", out, opt); err != nil {
		t.Fatal(err)
	}
	opt.Shard = Shard{1, 2}
	tr := &countingTranslator{}
	_, err := Run(context.Background(), tr, strings.NewReader(in), FormatText, "", out, opt)
	if err == nil || !strings.Contains(err.Error(), "not to --shard 1/2") || tr.calls.Load() != 0 {
		t.Errorf("err %v after %d calls", err, tr.calls.Load())
	}
}

func TestMergeRefusesIncompleteOrMixedShards(t *testing.T) {
	dir := t.TempDir()
	in := shardInput()
	opt := Options{Targets: []lang.Lang{lang.Cypher}, Limits: Limits{MaxQuestion: 200}}
	var outs []string
	for k := 0; k < 3; k++ {
		out := filepath.Join(dir, fmt.Sprintf("s%d.jsonl", k))
		opt.Shard = Shard{k, 3}
		if _, err := Run(context.Background(), &countingTranslator{}, strings.NewReader(in), FormatText, "", out, opt); err != nil {
			t.Fatal(err)
		}
		outs = append(outs, out)
	}
	torn := filepath.Join(dir, "torn.jsonl")
	b, _ := os.ReadFile(outs[2])
	os.WriteFile(torn, append(b, `{"line":7`...), 0o644)
	empty := filepath.Join(dir, "empty.jsonl")
	os.WriteFile(empty, nil, 0o644)

	for name, c := range map[string]struct {
		inputs []string
		shards int
		msg    string
	}{
		"missing shard":               {outs[:2], 3, "no output holds shard 2/3"},
		"empty is not enough for two": {[]string{outs[0], empty}, 3, "no output holds shard 1/3, 2/3"},
		"wrong N":                     {outs, 2, "the file is not one shard of 2"},
		"shard twice":                 {[]string{outs[0], outs[1], outs[2], outs[1]}, 3, "holds shard"},
		"torn":                        {[]string{outs[0], outs[1], torn}, 3, "torn"},
		"no shards":                   {outs, 0, "at least 1"},
		"output exists":               {outs, 3, "exists already"},
	} {
		merged := filepath.Join(dir, "merged-"+strings.ReplaceAll(name, " ", "-")+".jsonl")
		if name == "output exists" {
			merged = outs[0]
		}
		_, err := Merge(merged, c.inputs, c.shards)
		var me *MergeError
		if !errors.As(err, &me) || !strings.Contains(err.Error(), c.msg) {
			t.Errorf("%s: err %v, want a MergeError saying %q", name, err, c.msg)
		}
		if name != "output exists" {
			if _, err := os.Stat(merged); !errors.Is(err, os.ErrNotExist) {
				t.Errorf("%s: a refused merge wrote %s", name, merged)
			}
		}
	}
	// An empty file stands for a shard without items, which merge cannot
	// tell from an empty file of the wrong run: it says so.
	sum, err := Merge(filepath.Join(dir, "ok.jsonl"), []string{outs[0], outs[1], empty}, 3)
	if err != nil || len(sum.Warnings) != 1 || !strings.Contains(sum.Warnings[0], "no records for shard 2/3") {
		t.Errorf("merge with an empty output: %v, warnings %q", err, sum.Warnings)
	}
}
