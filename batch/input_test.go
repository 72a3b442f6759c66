package batch

import (
	"bufio"
	"bytes"
	"context"
	"errors"
	"io"
	"math/rand"
	"os"
	"path/filepath"
	"strings"
	"testing"
	"time"
	"unicode/utf8"

	"github.com/gql-dev/gql"
	"github.com/gql-dev/gql/lang"
)

func readAll(t *testing.T, in string, format InputFormat, lim Limits) ([]Item, error) {
	t.Helper()
	var got []Item
	err := ReadQuestions(strings.NewReader(in), format, "question", lim, func(it Item) bool { got = append(got, it); return true })
	return got, err
}

func lineErrOf(t *testing.T, it Item) *LineError {
	t.Helper()
	var le *LineError
	if !errors.As(it.Err, &le) {
		t.Fatalf("line %d: want a *LineError, got %v (question %q)", it.Line, it.Err, it.Question)
	}
	if le.Pos.Line != it.Line {
		t.Errorf("line %d: diagnostic says line %d", it.Line, le.Pos.Line)
	}
	return le
}

func runBatch(t *testing.T, in io.Reader, format InputFormat, out string, opt Options) (*Summary, error) {
	t.Helper()
	if opt.Targets == nil {
		opt.Targets = []lang.Lang{lang.Cypher}
	}
	return Run(context.Background(), &countingTranslator{}, in, format, "question", out, opt)
}

// The probe's CSV: a quote inside a quoted field that is not doubled used to
// panic in encoding/csv's FieldPos and lose the good line before it.
func TestCSVQuoteErrorIsOneRecord(t *testing.T) {
	in := "question,id\nHow many movies are there?,0\n\"Who directed \"The Matrix\"?\",1\nWho acted in Top Gun?,2\n"
	got, err := readAll(t, in, FormatCSV, Limits{})
	if err != nil {
		t.Fatal(err)
	}
	if len(got) != 3 || got[0].Question != "How many movies are there?" || got[2].Question != "Who acted in Top Gun?" || got[2].Line != 4 {
		t.Fatalf("items %+v", got)
	}
	le := lineErrOf(t, got[1])
	if got[1].Line != 3 || le.Pos.Col != 15 || le.Check != "input-csv-quote" || len(le.Fixes) == 0 || !strings.Contains(le.Fixes[0].Label, `""`) {
		t.Errorf("quote error %+v", le.Diagnostic)
	}

	out := filepath.Join(t.TempDir(), "o.jsonl")
	sum, err := runBatch(t, strings.NewReader(in), FormatCSV, out, Options{})
	if err != nil {
		t.Fatal(err)
	}
	recs := readRecords(t, out)
	if len(recs) != 3 || sum.Bad != 1 || sum.Verdicts[gql.Valid] != 2 || sum.Err() != nil {
		t.Fatalf("summary %+v, records %+v", sum, recs)
	}
	for _, r := range recs {
		if r.Line == 3 && (r.Diagnostic == nil || r.Diagnostic.Pos.Col != 15 || r.Error == "") {
			t.Errorf("error record %+v", r)
		}
	}
}

// An unterminated quote must not swallow the records after it, however the
// CSV goes on; a quoted field legitimately spanning lines stays one question.
func TestCSVQuotesAcrossLines(t *testing.T) {
	in := "question,id\n" +
		"first?,1\n" + // line 2
		"\"never closed,2\n" + // line 3
		"third?,3\n" + // line 4
		"\"spans\ntwo lines?\",4\n" + // lines 5-6
		"stray \" quote,5\n" + // line 7
		"\"\",6\n" + // line 8: empty question
		"last?,7" // line 9, no final newline
	got, err := readAll(t, in, FormatCSV, Limits{})
	if err != nil {
		t.Fatal(err)
	}
	want := []struct {
		line int
		q    string
		chk  string
	}{{2, "first?", ""}, {3, "", "input-csv-quote"}, {4, "third?", ""}, {5, "spans\ntwo lines?", ""},
		{7, "", "input-csv-quote"}, {8, "", "input-field"}, {9, "last?", ""}}
	if len(got) != len(want) {
		t.Fatalf("items %+v", got)
	}
	for i, w := range want {
		g := got[i]
		if g.Line != w.line || g.Question != w.q {
			t.Errorf("item %d = line %d %q (err %v), want line %d %q", i, g.Line, g.Question, g.Err, w.line, w.q)
		}
		if w.chk != "" && lineErrOf(t, g).Check != w.chk {
			t.Errorf("line %d: check %s, want %s", g.Line, lineErrOf(t, g).Check, w.chk)
		}
	}

	// The quote that closes the runaway field comes three lines later: the
	// runaway record is the error, and the lines it had taken are read again.
	in = "question\n\"open\nsecond?\nthird\"x\nfourth?\n"
	got, _ = readAll(t, in, FormatCSV, Limits{})
	if len(got) != 4 || got[0].Line != 2 || got[0].Err == nil || got[1].Question != "second?" || got[2].Err == nil || got[2].Line != 4 || got[3].Question != "fourth?" {
		t.Errorf("items %+v", got)
	}
}

func TestCSVHeaderErrorsAreUsageErrors(t *testing.T) {
	_, err := readAll(t, "id,text\n1,How many?\n", FormatCSV, Limits{})
	var ie *InputError
	if !errors.As(err, &ie) || !strings.Contains(err.Error(), "id, text") {
		t.Errorf("missing column: %v", err)
	}
	_, err = readAll(t, "\"question,id\n1,2\n", FormatCSV, Limits{})
	if !errors.As(err, &ie) {
		t.Errorf("unterminated header quote: %v", err)
	}
}

// repeatReader streams n copies of b without holding them.
func repeatReader(b byte, n int64) io.Reader {
	return io.LimitReader(readerFunc(func(p []byte) (int, error) {
		for i := range p {
			p[i] = b
		}
		return len(p), nil
	}), n)
}

type readerFunc func([]byte) (int, error)

func (f readerFunc) Read(p []byte) (int, error) { return f(p) }

// A line over bufio.Scanner's old 4 MiB (text) or 16 MiB (JSONL) buffer used
// to stop the batch with "token too long" and no line number, and a rerun
// stopped at the same place. Now it is one error record and a rerun resumes.
func TestOverlongLineIsOneRecordAndResumes(t *testing.T) {
	cases := []struct {
		format     InputFormat
		head, tail string
		fill       byte
		size       int64
		limit      string
	}{
		{FormatText, "Who directed The Matrix?\n", "\nWho acted in Top Gun?\n", 'a', 5 << 20, "65536"},
		{FormatJSONL, `{"question":"Who directed The Matrix?"}` + "\n" + `{"question":"`, `"}` + "\n" + `{"question":"Who acted in Top Gun?"}` + "\n", 'b', 17 << 20, "1048576"},
		{FormatCSV, "question\nWho directed The Matrix?\n", "\nWho acted in Top Gun?\n", 'c', 5 << 20, "1048576"},
	}
	for _, c := range cases {
		t.Run(string(c.format), func(t *testing.T) {
			input := func() io.Reader {
				return io.MultiReader(strings.NewReader(c.head), repeatReader(c.fill, c.size), strings.NewReader(c.tail))
			}
			out := filepath.Join(t.TempDir(), "o.jsonl")
			sum, err := runBatch(t, input(), c.format, out, Options{})
			if err != nil {
				t.Fatal(err)
			}
			recs := readRecords(t, out)
			if len(recs) != 3 || sum.Bad != 1 || sum.Verdicts[gql.Valid] != 2 {
				t.Fatalf("summary %+v", sum)
			}
			bad := sum.BadLines[0]
			wantLine := 2
			if c.format == FormatCSV {
				wantLine = 3
			}
			if bad.Line != wantLine || bad.Diagnostic == nil || bad.Diagnostic.Check != "input-too-long" || !strings.Contains(bad.Error, c.limit) {
				t.Errorf("bad line %+v", bad)
			}
			if fi, _ := os.Stat(out); fi.Size() > 64<<10 {
				t.Errorf("the output holds %d bytes: the over-long line was copied into it", fi.Size())
			}
			sum, err = runBatch(t, input(), c.format, out, Options{})
			if err != nil || sum.Resumed != 3 || sum.Items != 0 {
				t.Errorf("rerun: %+v, %v", sum, err)
			}
		})
	}
	// The limit is the caller's to set.
	got, _ := readAll(t, "short\nthis one is longer\n", FormatText, Limits{MaxQuestion: 10})
	if len(got) != 2 || got[0].Question != "short" || got[1].Err == nil || !strings.Contains(got[1].Err.Error(), "limit of 10 bytes") {
		t.Errorf("items %+v", got)
	}
}

// The probe's 200 KB of binary junk became 751 "questions" and exit 0.
func TestNonTextInputIsRefused(t *testing.T) {
	junk := make([]byte, 200<<10)
	rand.New(rand.NewSource(1)).Read(junk)
	ctl := bytes.Repeat([]byte("ab\x01\x02\x1b[0m\n"), 100)
	cases := map[string][]byte{
		"random":  junk,
		"nul":     append([]byte("Who directed The Matrix?\n"), 0, 'x', '\n'),
		"utf16":   {0xFF, 0xFE, 'W', 0, 'h', 0, 'o', 0, '\n', 0},
		"latin1":  []byte("Who directed Am\xe9lie?\n"),
		"control": ctl,
	}
	for name, in := range cases {
		for _, format := range []InputFormat{FormatText, FormatJSONL, FormatCSV} {
			out := filepath.Join(t.TempDir(), "o.jsonl")
			sum, err := runBatch(t, bytes.NewReader(in), format, out, Options{})
			var ie *InputError
			if !errors.As(err, &ie) || ie.Check != "input-not-text" || sum != nil {
				t.Errorf("%s as %s: %v (summary %+v)", name, format, err, sum)
			}
			if _, err := os.Stat(out); !errors.Is(err, os.ErrNotExist) {
				t.Errorf("%s as %s: an output file was written", name, format)
			}
		}
	}
	// One odd byte after a good start is that line's error, not a refusal.
	var b strings.Builder
	for b.Len() < 2*sniffSize {
		b.WriteString("How many movies are there?\n")
	}
	n := strings.Count(b.String(), "\n")
	b.WriteString("Who directed Am\xe9lie?\nWho wrote \x07 this?\nlast?\n")
	got, err := readAll(t, b.String(), FormatText, Limits{})
	if err != nil || len(got) != n+3 {
		t.Fatalf("%d items, %v", len(got), err)
	}
	if e := lineErrOf(t, got[n]); e.Check != "input-encoding" || e.Pos.Col != 16 || got[n].Line != n+1 {
		t.Errorf("invalid UTF-8: %+v", e.Diagnostic)
	}
	if e := lineErrOf(t, got[n+1]); e.Check != "input-control" || e.Pos.Col != 11 {
		t.Errorf("control: %+v", e.Diagnostic)
	}
	if err := Sniff(bufio.NewReader(strings.NewReader("Qui a réalisé « Amélie » ?\n"))); err != nil {
		t.Errorf("UTF-8 text refused: %v", err)
	}
}

// The probe's batch of 188 bad lines exited 0.
func TestEveryItemFailedIsAFailure(t *testing.T) {
	var b strings.Builder
	for i := 0; i < 188; i++ {
		b.WriteString("{not json\n")
	}
	out := filepath.Join(t.TempDir(), "o.jsonl")
	sum, err := runBatch(t, strings.NewReader(b.String()), FormatJSONL, out, Options{})
	var fe *FailedError
	if err != nil || !errors.As(sum.Err(), &fe) || fe.Items != 188 || fe.Bad != 188 || len(sum.BadLines) != maxBadLinesKept {
		t.Fatalf("all bad: %+v, %v, %v", sum, err, sum.Err())
	}
	// Unanswerable counts as failed: there is no query to use.
	out = filepath.Join(t.TempDir(), "o.jsonl")
	sum, _ = runBatch(t, strings.NewReader("an unknowable thing\nanother unknowable one\n"), FormatText, out, Options{})
	if !errors.As(sum.Err(), &fe) || fe.Unanswerable != 2 {
		t.Errorf("all unanswerable: %+v %v", sum, sum.Err())
	}
	// Some valid: a success whose summary counts the failures, the resumed
	// ones included.
	sum, _ = runBatch(t, strings.NewReader("an unknowable thing\nanother unknowable one\nHow many movies?\n"), FormatText, out, Options{})
	if sum.Err() != nil || sum.Failed() != 2 || sum.Total() != 3 {
		t.Errorf("mixed (with the resumed): %+v %v", sum, sum.Err())
	}
	// Nothing to do is not a failure.
	sum, _ = runBatch(t, strings.NewReader("# only a comment\n"), FormatText, filepath.Join(t.TempDir(), "e.jsonl"), Options{})
	if sum.Err() != nil {
		t.Errorf("empty: %v", sum.Err())
	}
}

func TestJSONLLineErrors(t *testing.T) {
	in := "{\"question\": 42}\n{\"question\": \"  \"}\n{\"q\": \"x\"}\n{\"question\": \"ok?\", \"extra\": [1,2]}\n{\"question\": \"a\\u0007b\"}\n{\"question\" \"x\"}\n"
	got, err := readAll(t, in, FormatJSONL, Limits{})
	if err != nil || len(got) != 6 {
		t.Fatalf("%+v %v", got, err)
	}
	checks := []string{"input-field", "input-field", "input-field", "", "input-control", "input-json"}
	for i, c := range checks {
		if c == "" {
			if got[i].Question != "ok?" {
				t.Errorf("line %d: %+v", i+1, got[i])
			}
			continue
		}
		if e := lineErrOf(t, got[i]); e.Check != c || got[i].Line != i+1 {
			t.Errorf("line %d: %+v, want %s", i+1, e.Diagnostic, c)
		}
	}
	if e := lineErrOf(t, got[5]); e.Pos.Col != 13 {
		t.Errorf("JSON syntax error at col %d, want 13", e.Pos.Col)
	}
}

// FuzzBatchInput: whatever the bytes and the format, reading never panics,
// and every item is a question or an error record for a line that exists,
// in order.
func FuzzBatchInput(f *testing.F) {
	seeds := []string{
		"question,id\n\"Who directed \"The Matrix\"?\",1\n",
		"question\n\"open\nsecond?\nthird\"x\nfourth?\n",
		"Who directed The Matrix?\r\n\r\n# c\n  x  \n",
		"{\"question\":\"a\"}\n{bad\n{\"question\":1}\n",
		"\xEF\xBB\xBFquestion\n\"a,\"\"b\"\"\",c\n",
		"q\x00\xff\xfe\n",
		strings.Repeat("x", 300) + "\nshort\n",
	}
	for _, s := range seeds {
		for fm := 0; fm < 3; fm++ {
			f.Add([]byte(s), uint8(fm))
		}
	}
	formats := []InputFormat{FormatText, FormatJSONL, FormatCSV}
	f.Fuzz(func(t *testing.T, data []byte, fm uint8) {
		format := formats[int(fm)%len(formats)]
		_ = Sniff(bufio.NewReader(bytes.NewReader(data)))
		lim := Limits{MaxQuestion: 64, MaxLine: 256}
		lines := bytes.Split(data, []byte("\n"))
		if len(lines) > 0 && len(lines[len(lines)-1]) == 0 {
			lines = lines[:len(lines)-1]
		}
		prev := 0
		err := ReadQuestions(bytes.NewReader(data), format, "question", lim, func(it Item) bool {
			if it.Line <= prev || it.Line > len(lines) {
				t.Fatalf("item at line %d after line %d, input has %d lines", it.Line, prev, len(lines))
			}
			prev = it.Line
			if (it.Err == nil) == (it.Question == "") {
				t.Fatalf("line %d: question %q and error %v", it.Line, it.Question, it.Err)
			}
			if it.Err != nil {
				var le *LineError
				if !errors.As(it.Err, &le) || le.Pos.Line != it.Line || le.Summary == "" {
					t.Fatalf("line %d: error %#v", it.Line, it.Err)
				}
				return true
			}
			if len(it.Question) > lim.MaxQuestion || !utf8.ValidString(it.Question) {
				t.Fatalf("line %d: question %q breaks the limits", it.Line, it.Question)
			}
			if format == FormatText {
				raw := bytes.TrimSuffix(lines[it.Line-1], []byte("\r"))
				if it.Line == 1 {
					raw = bytes.TrimPrefix(raw, []byte("\xEF\xBB\xBF"))
				}
				if want := string(bytes.TrimSpace(raw)); it.Question != want {
					t.Fatalf("line %d: question %q, line holds %q", it.Line, it.Question, want)
				}
			}
			return true
		})
		var ie *InputError
		if err != nil && !errors.As(err, &ie) {
			t.Fatalf("reading stopped: %v", err)
		}
	})
}

// Sniffing must not wait for 8 KiB from a pipe that delivers a question at a
// time; a rune cut at the very end is the last line's error, not a refusal.
func TestSniffDoesNotWaitForMore(t *testing.T) {
	pr, pw := io.Pipe()
	defer pw.Close()
	go pw.Write([]byte("Who directed The Matrix?\n"))
	done := make(chan error, 1)
	go func() { done <- Sniff(bufio.NewReader(pr)) }()
	select {
	case err := <-done:
		if err != nil {
			t.Error(err)
		}
	case <-time.After(10 * time.Second):
		t.Fatal("Sniff waited for more input")
	}
	in := "Who directed The Matrix?\nWho wrote \xe2\x82"
	if err := Sniff(bufio.NewReader(strings.NewReader(in))); err != nil {
		t.Errorf("cut rune at the end refused: %v", err)
	}
	got, _ := readAll(t, in, FormatText, Limits{})
	if len(got) != 2 || lineErrOf(t, got[1]).Check != "input-encoding" {
		t.Errorf("items %+v", got)
	}
}
