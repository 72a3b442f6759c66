// Package batch translates question logs: many questions from a text, JSONL or CSV
// file, a bounded pool of workers, one JSONL record per question, resumable after a
// crash, and a summary of verdicts, tokens, cost and latency.
package batch

import (
	"bufio"
	"context"
	"crypto/sha256"
	"encoding/csv"
	"encoding/hex"
	"encoding/json"
	"errors"
	"fmt"
	"io"
	"os"
	"path/filepath"
	"sort"
	"strings"
	"sync"
	"time"

	"github.com/gql-dev/gql"
	"github.com/gql-dev/gql/lang"
)

// InputFormat is how a question log is laid out.
type InputFormat string

const (
	FormatText  InputFormat = "text"  // one question a line; blank lines and # comments skipped
	FormatJSONL InputFormat = "jsonl" // one JSON object a line; the question in Field
	FormatCSV   InputFormat = "csv"   // a header row; the question in column Field
)

// DetectFormat picks a format from a file name.
func DetectFormat(path string) InputFormat {
	switch strings.ToLower(filepath.Ext(path)) {
	case ".jsonl", ".ndjson", ".json":
		return FormatJSONL
	case ".csv":
		return FormatCSV
	}
	return FormatText
}

// Item is one input question, or the reason its line could not be read.
type Item struct {
	Line     int    `json:"line"`
	Question string `json:"question,omitempty"`
	Err      error  `json:"-"`
}

// ReadQuestions streams the questions of a log. A bad line becomes an Item with
// Err set and reading goes on; only an unreadable stream stops it.
func ReadQuestions(r io.Reader, format InputFormat, field string, yield func(Item) bool) error {
	switch format {
	case FormatText, "":
		sc := bufio.NewScanner(r)
		sc.Buffer(make([]byte, 64*1024), 4*1024*1024)
		for n := 1; sc.Scan(); n++ {
			q := strings.TrimSpace(sc.Text())
			if q == "" || strings.HasPrefix(q, "#") {
				continue
			}
			if !yield(Item{Line: n, Question: q}) {
				return nil
			}
		}
		return sc.Err()
	case FormatJSONL:
		if field == "" {
			field = "question"
		}
		sc := bufio.NewScanner(r)
		sc.Buffer(make([]byte, 64*1024), 16*1024*1024)
		for n := 1; sc.Scan(); n++ {
			b := strings.TrimSpace(sc.Text())
			if b == "" {
				continue
			}
			var obj map[string]any
			it := Item{Line: n}
			if err := json.Unmarshal([]byte(b), &obj); err != nil {
				it.Err = fmt.Errorf("not a JSON object: %v", strings.TrimPrefix(err.Error(), "json: "))
			} else if s, ok := obj[field].(string); !ok || strings.TrimSpace(s) == "" {
				it.Err = fmt.Errorf("no string field %q", field)
			} else {
				it.Question = strings.TrimSpace(s)
			}
			if !yield(it) {
				return nil
			}
		}
		return sc.Err()
	case FormatCSV:
		if field == "" {
			field = "question"
		}
		cr := csv.NewReader(r)
		cr.FieldsPerRecord = -1
		header, err := cr.Read()
		if err != nil {
			return fmt.Errorf("reading CSV header: %w", err)
		}
		col := -1
		for i, h := range header {
			if strings.EqualFold(strings.TrimSpace(h), field) {
				col = i
			}
		}
		if col < 0 {
			return fmt.Errorf("CSV has no column %q (columns: %s)", field, strings.Join(header, ", "))
		}
		for {
			rec, err := cr.Read()
			line, _ := cr.FieldPos(0)
			if err == io.EOF {
				return nil
			}
			it := Item{Line: line}
			var pe *csv.ParseError
			switch {
			case errors.As(err, &pe):
				it.Line, it.Err = pe.StartLine, fmt.Errorf("bad CSV: %v", pe.Err)
			case err != nil:
				return err
			case col >= len(rec) || strings.TrimSpace(rec[col]) == "":
				it.Err = fmt.Errorf("empty %q column", field)
			default:
				it.Question = strings.TrimSpace(rec[col])
			}
			if !yield(it) {
				return nil
			}
		}
	}
	return fmt.Errorf("unknown input format %q (text, jsonl or csv)", format)
}

// Record is one line of a batch's output file.
type Record struct {
	Line     int                `json:"line"`
	Question string             `json:"question,omitempty"`
	Key      string             `json:"key"`
	Verdict  gql.Verdict        `json:"verdict,omitempty"`
	Error    string             `json:"error,omitempty"` // the input line could not be read
	Results  []*gql.Translation `json:"results,omitempty"`
}

// Translator is what a batch needs from the compiler.
type Translator interface {
	Translate(ctx context.Context, question string, target lang.Lang) *gql.Translation
}

// Answerer says an executed result in words (package answer).
type Answerer interface {
	Answer(ctx context.Context, question string, tr *gql.Translation, rows *gql.Table) (string, error)
}

// Options configures Run.
type Options struct {
	Targets  []lang.Lang
	Workers  int
	Progress func(Progress) // called after every item; may be nil
	// Trace keeps each translation's trace in the output (large).
	Trace bool
	// Answerer, when set, says each valid result that ran in words
	// (Translation.Answer); nil: no answers.
	Answerer Answerer
}

// Progress is the running count shown on a terminal.
type Progress struct {
	Done, Skipped, Total int
	Elapsed              time.Duration
}

// Summary is printed when a batch ends.
type Summary struct {
	Items        int                 `json:"items"`
	Resumed      int                 `json:"resumed"` // already in the output from an earlier run
	Duplicates   int                 `json:"duplicates"`
	BadLines     []Record            `json:"bad_lines,omitempty"`
	Verdicts     map[gql.Verdict]int `json:"verdicts"`
	PromptTokens int                 `json:"prompt_tokens"`
	OutputTokens int                 `json:"completion_tokens"`
	LatencyP50   time.Duration       `json:"latency_p50_ns"`
	LatencyP95   time.Duration       `json:"latency_p95_ns"`
}

// questionKey identifies a question for de-duplication and resumption:
// whitespace and case do not make a question new.
func questionKey(q string, targets []lang.Lang) string {
	var b strings.Builder
	b.WriteString(strings.ToLower(strings.Join(strings.Fields(q), " ")))
	for _, t := range targets {
		b.WriteString("\x00" + string(t))
	}
	sum := sha256.Sum256([]byte(b.String()))
	return hex.EncodeToString(sum[:8])
}

// Run translates every question of in and appends one Record a line to
// the output file at outPath. It is resumable: records already in the file
// (from a run that was interrupted, even by kill -9) are kept and their lines
// skipped; a torn last line is cut off first. Identical questions are
// translated once. Input errors become records too, so nothing is lost.
func Run(ctx context.Context, tr Translator, in io.Reader, format InputFormat, field, outPath string, opt Options) (*Summary, error) {
	if opt.Workers < 1 {
		opt.Workers = 1
	}
	if len(opt.Targets) == 0 {
		return nil, errors.New("no target language")
	}
	done, cache, err := resume(outPath)
	if err != nil {
		return nil, err
	}
	out, err := os.OpenFile(outPath, os.O_WRONLY|os.O_APPEND|os.O_CREATE, 0o644)
	if err != nil {
		return nil, err
	}
	defer out.Close()

	sum := &Summary{Verdicts: map[gql.Verdict]int{}}
	var (
		mu        sync.Mutex
		latencies []time.Duration
		inflight  = map[string]chan struct{}{}
		start     = time.Now()
		progress  Progress
	)
	write := func(r *Record) error {
		b, err := json.Marshal(r)
		if err != nil {
			return err
		}
		// One write per record: an interrupted run leaves whole lines plus at
		// most one torn line, which resume() removes.
		_, err = out.Write(append(b, '\n'))
		return err
	}
	account := func(r *Record) {
		if r.Error != "" {
			sum.BadLines = append(sum.BadLines, *r)
			return
		}
		sum.Verdicts[r.Verdict]++
		for _, t := range r.Results {
			sum.PromptTokens += t.Usage.PromptTokens
			sum.OutputTokens += t.Usage.CompletionTokens
			latencies = append(latencies, t.Latency)
		}
	}
	for _, r := range done {
		sum.Resumed++
		account(r)
	}

	jobs := make(chan Item)
	var werr error
	var wg sync.WaitGroup
	for w := 0; w < opt.Workers; w++ {
		wg.Add(1)
		go func() {
			defer wg.Done()
			for it := range jobs {
				rec := &Record{Line: it.Line, Question: it.Question}
				if it.Err != nil {
					rec.Error = it.Err.Error()
				} else {
					rec.Key = questionKey(it.Question, opt.Targets)
					rec.Results, rec.Verdict = translateOnce(ctx, tr, it.Question, rec.Key, opt, &mu, cache, inflight, sum)
					if opt.Answerer != nil {
						answerAll(ctx, opt.Answerer, it.Question, rec.Results)
					}
				}
				if ctx.Err() != nil && rec.Error == "" && !complete(rec) {
					continue // interrupted mid-item: leave it for the next run
				}
				mu.Lock()
				if err := write(rec); err != nil && werr == nil {
					werr = err
				}
				sum.Items++
				account(rec)
				progress.Done++
				progress.Elapsed = time.Since(start)
				p := progress
				mu.Unlock()
				if opt.Progress != nil {
					opt.Progress(p)
				}
			}
		}()
	}
	readErr := ReadQuestions(in, format, field, func(it Item) bool {
		progress.Total++
		if _, ok := done[it.Line]; ok {
			mu.Lock()
			progress.Skipped++
			mu.Unlock()
			return true
		}
		select {
		case jobs <- it:
			return true
		case <-ctx.Done():
			return false
		}
	})
	close(jobs)
	wg.Wait()
	sort.Slice(latencies, func(i, j int) bool { return latencies[i] < latencies[j] })
	sum.LatencyP50, sum.LatencyP95 = Percentile(latencies, 50), Percentile(latencies, 95)
	sort.Slice(sum.BadLines, func(i, j int) bool { return sum.BadLines[i].Line < sum.BadLines[j].Line })
	if readErr != nil {
		return sum, readErr
	}
	if werr != nil {
		return sum, werr
	}
	return sum, ctx.Err()
}

func complete(r *Record) bool {
	for _, t := range r.Results {
		if t.Verdict == "" {
			return false
		}
	}
	return len(r.Results) > 0
}

// translateOnce translates a question for every target, or reuses the result
// of an identical question finished (or in flight) earlier in this run or a
// previous one.
func translateOnce(ctx context.Context, tr Translator, q, key string, opt Options, mu *sync.Mutex,
	cache map[string]*Record, inflight map[string]chan struct{}, sum *Summary) ([]*gql.Translation, gql.Verdict) {
	mu.Lock()
	for {
		if r, ok := cache[key]; ok {
			sum.Duplicates++
			mu.Unlock()
			return r.Results, r.Verdict
		}
		ch, busy := inflight[key]
		if !busy {
			break
		}
		mu.Unlock()
		<-ch
		mu.Lock()
	}
	ch := make(chan struct{})
	inflight[key] = ch
	mu.Unlock()

	var res []*gql.Translation
	verdict := gql.Valid
	for _, t := range opt.Targets {
		tr := tr.Translate(ctx, q, t)
		if !opt.Trace {
			tr.Trace = nil
		}
		res = append(res, tr)
		verdict = worse(verdict, tr.Verdict)
	}
	mu.Lock()
	if ctx.Err() == nil {
		cache[key] = &Record{Results: res, Verdict: verdict}
	}
	delete(inflight, key)
	close(ch)
	mu.Unlock()
	return res, verdict
}

// resume reads an earlier run's output: finished records by input line, and
// results by question key. A torn final line (the process died mid-write) is
// truncated so appending continues on a clean line.
func resume(path string) (map[int]*Record, map[string]*Record, error) {
	done := map[int]*Record{}
	cache := map[string]*Record{}
	b, err := os.ReadFile(path)
	if errors.Is(err, os.ErrNotExist) {
		return done, cache, nil
	}
	if err != nil {
		return nil, nil, err
	}
	good := 0
	for off := 0; off < len(b); {
		nl := strings.IndexByte(string(b[off:]), '\n')
		if nl < 0 {
			break // torn tail
		}
		line := b[off : off+nl]
		var r Record
		if err := json.Unmarshal(line, &r); err != nil {
			return nil, nil, fmt.Errorf("%s: output line at byte %d is not a batch record (%v); refusing to append to a file gql did not write", path, off, err)
		}
		done[r.Line] = &r
		if r.Key != "" && r.Error == "" {
			cache[r.Key] = &r
		}
		off += nl + 1
		good = off
	}
	if good < len(b) {
		if err := os.Truncate(path, int64(good)); err != nil {
			return nil, nil, err
		}
	}
	return done, cache, nil
}

// Percentile of sorted durations, nearest rank.
func Percentile(sorted []time.Duration, p int) time.Duration {
	if len(sorted) == 0 {
		return 0
	}
	i := (len(sorted)*p + 99) / 100
	if i > 0 {
		i--
	}
	return sorted[i]
}

// worse orders verdicts for summarising the targets of one question.
func worse(a, b gql.Verdict) gql.Verdict {
	rank := map[gql.Verdict]int{gql.Valid: 0, gql.Unanswerable: 1, gql.Failed: 2}
	if rank[b] > rank[a] {
		return b
	}
	return a
}

// answerAll says every valid result that ran in words; an answerer's error
// is noted on the result rather than stopping the batch.
func answerAll(ctx context.Context, a Answerer, question string, results []*gql.Translation) {
	for _, r := range results {
		if r.Verdict != gql.Valid || r.Rows == nil || r.Answer != "" {
			continue
		}
		text, err := a.Answer(ctx, question, r, r.Rows)
		if err != nil {
			r.Warnings = append(r.Warnings, "no answer in words: "+err.Error())
			continue
		}
		r.Answer = text
	}
}
