package batch

import (
	"bufio"
	"context"
	"encoding/json"
	"fmt"
	"os"
	"os/exec"
	"path/filepath"
	"strings"
	"sync/atomic"
	"testing"
	"time"

	"github.com/gql-dev/gql"
	"github.com/gql-dev/gql/lang"
)

// countingTranslator exercises the batch machinery only; the compiler's own
// behaviour is tested elsewhere against real parsers and servers.
type countingTranslator struct {
	calls atomic.Int64
	delay time.Duration
}

func (c *countingTranslator) Translate(ctx context.Context, q string, t lang.Lang) *gql.Translation {
	c.calls.Add(1)
	if c.delay > 0 {
		time.Sleep(c.delay)
	}
	v := gql.Valid
	if strings.Contains(q, "unknowable") {
		v = gql.Unanswerable
	}
	return &gql.Translation{Question: q, Target: t, Query: "q:" + q, Verdict: v, Latency: time.Millisecond}
}

func readRecords(t *testing.T, path string) []Record {
	t.Helper()
	f, err := os.Open(path)
	if err != nil {
		t.Fatal(err)
	}
	defer f.Close()
	var out []Record
	sc := bufio.NewScanner(f)
	for sc.Scan() {
		var r Record
		if err := json.Unmarshal(sc.Bytes(), &r); err != nil {
			t.Fatalf("bad output line %q: %v", sc.Text(), err)
		}
		out = append(out, r)
	}
	return out
}

func TestBatchBadLinesDuplicatesAndSummary(t *testing.T) {
	in := `{"question":"Who directed The Matrix?"}
not json
{"q":"missing field"}
{"question":"who  directed the matrix?"}
{"question":"an unknowable thing"}
`
	out := filepath.Join(t.TempDir(), "out.jsonl")
	tr := &countingTranslator{}
	sum, err := Run(context.Background(), tr, strings.NewReader(in), FormatJSONL, "question", out,
		Options{Targets: []lang.Lang{lang.Cypher}, Workers: 2})
	if err != nil {
		t.Fatal(err)
	}
	if got := tr.calls.Load(); got != 2 {
		t.Errorf("translated %d times, want 2 (the duplicate reused)", got)
	}
	if len(sum.BadLines) != 2 || sum.BadLines[0].Line != 2 || sum.BadLines[1].Line != 3 {
		t.Errorf("bad lines %+v, want lines 2 and 3", sum.BadLines)
	}
	if sum.Verdicts[gql.Valid] != 2 || sum.Verdicts[gql.Unanswerable] != 1 || sum.Duplicates != 1 {
		t.Errorf("summary %+v", sum)
	}
	if recs := readRecords(t, out); len(recs) != 5 {
		t.Errorf("%d records, want 5 (bad lines are kept as records)", len(recs))
	}
}

func TestBatchCSVColumn(t *testing.T) {
	in := "id,text\n1,How many movies are there?\n2,\"Who wrote \"\"Top Gun\"\"?\"\n3,\n"
	var got []Item
	err := ReadQuestions(strings.NewReader(in), FormatCSV, "text", Limits{}, func(it Item) bool { got = append(got, it); return true })
	if err != nil {
		t.Fatal(err)
	}
	if len(got) != 3 || got[1].Question != `Who wrote "Top Gun"?` || got[2].Err == nil || got[2].Line != 4 {
		t.Fatalf("items %+v", got)
	}
	err = ReadQuestions(strings.NewReader(in), FormatCSV, "question", Limits{}, func(Item) bool { return true })
	if err == nil || !strings.Contains(err.Error(), "id, text") {
		t.Errorf("missing column error = %v", err)
	}
}

// TestBatchResumesAfterKill9 runs a batch in a child process, kills it with
// SIGKILL part way, then resumes: every input line must end up in the output
// exactly once.
func TestBatchResumesAfterKill9(t *testing.T) {
	if os.Getenv("GQL_BATCH_CHILD") != "" {
		tr := &countingTranslator{delay: 20 * time.Millisecond}
		f, _ := os.Open(os.Getenv("GQL_BATCH_IN"))
		Run(context.Background(), tr, f, FormatText, "", os.Getenv("GQL_BATCH_OUT"),
			Options{Targets: []lang.Lang{lang.Cypher, lang.SPARQL}, Workers: 2})
		os.Exit(0)
	}
	dir := t.TempDir()
	inPath, outPath := filepath.Join(dir, "in.txt"), filepath.Join(dir, "out.jsonl")
	var b strings.Builder
	const n = 200
	for i := 1; i <= n; i++ {
		fmt.Fprintf(&b, "question number %d\n", i)
	}
	os.WriteFile(inPath, []byte(b.String()), 0o644)
	cmd := exec.Command(os.Args[0], "-test.run=^TestBatchResumesAfterKill9$")
	cmd.Env = append(os.Environ(), "GQL_BATCH_CHILD=1", "GQL_BATCH_IN="+inPath, "GQL_BATCH_OUT="+outPath)
	if err := cmd.Start(); err != nil {
		t.Fatal(err)
	}
	deadline := time.Now().Add(20 * time.Second)
	for time.Now().Before(deadline) {
		if st, err := os.Stat(outPath); err == nil && st.Size() > 2000 {
			break
		}
		time.Sleep(10 * time.Millisecond)
	}
	cmd.Process.Kill()
	cmd.Wait()
	before := len(readRecords(t, outPath))
	if before == 0 || before >= n {
		t.Fatalf("child wrote %d records before the kill; the test needs a partial run", before)
	}
	// Simulate the torn write a kill can leave.
	f, _ := os.OpenFile(outPath, os.O_APPEND|os.O_WRONLY, 0)
	f.WriteString(`{"line":99999,"question":"torn`)
	f.Close()

	tr := &countingTranslator{}
	in, _ := os.Open(inPath)
	defer in.Close()
	sum, err := Run(context.Background(), tr, in, FormatText, "", outPath,
		Options{Targets: []lang.Lang{lang.Cypher, lang.SPARQL}, Workers: 2})
	if err != nil {
		t.Fatal(err)
	}
	recs := readRecords(t, outPath)
	seen := map[int]int{}
	for _, r := range recs {
		seen[r.Line]++
		if len(r.Results) != 2 {
			t.Errorf("line %d has %d results, want 2", r.Line, len(r.Results))
		}
	}
	for i := 1; i <= n; i++ {
		if seen[i] != 1 {
			t.Errorf("line %d appears %d times", i, seen[i])
		}
	}
	if len(recs) != n || sum.Resumed != before || int(tr.calls.Load()) != 2*(n-before) {
		t.Errorf("records %d, resumed %d (had %d), calls %d", len(recs), sum.Resumed, before, tr.calls.Load())
	}
}

// A repeat reads its results back from the output file, also when the first
// occurrence came from an earlier run; a torn or colliding record is not
// reused.
func TestBatchReusesResumedResults(t *testing.T) {
	out := filepath.Join(t.TempDir(), "out.jsonl")
	opt := Options{Targets: []lang.Lang{lang.Cypher, lang.Gremlin}, Workers: 3}
	tr := &countingTranslator{}
	if _, err := Run(context.Background(), tr, strings.NewReader("Who directed The Matrix?\nan unknowable thing\n"), FormatText, "", out, opt); err != nil {
		t.Fatal(err)
	}
	in := "Who directed The Matrix?\nan unknowable thing\nWHO directed  the Matrix?\nan unknowable thing\nsomething new\n"
	sum, err := Run(context.Background(), tr, strings.NewReader(in), FormatText, "", out, opt)
	if err != nil {
		t.Fatal(err)
	}
	if got := tr.calls.Load(); got != 6 {
		t.Errorf("%d translations, want 6 (3 distinct questions x 2 targets)", got)
	}
	if sum.Resumed != 2 || sum.Items != 3 || sum.Duplicates != 2 || sum.Verdicts[gql.Unanswerable] != 2 {
		t.Errorf("summary %+v", sum)
	}
	for _, r := range readRecords(t, out) {
		want := map[int]int{3: 1, 4: 2}[r.Line]
		if r.ReusedFrom != want || len(r.Results) != 2 {
			t.Errorf("line %d reused from %d (want %d), %d results", r.Line, r.ReusedFrom, want, len(r.Results))
		}
	}
}
