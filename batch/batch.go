// Package batch translates question logs: many questions from a text, JSONL or CSV
// file, a bounded pool of workers, one JSONL record per question, resumable after a
// crash, and a summary of verdicts, tokens, cost and latency.
package batch

import (
	"bufio"
	"context"
	"crypto/sha256"
	"encoding/hex"
	"encoding/json"
	"errors"
	"fmt"
	"io"
	"os"
	"path/filepath"
	"sort"
	"strconv"
	"strings"
	"sync"
	"time"

	"github.com/gql-dev/gql"
	"github.com/gql-dev/gql/diag"
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
	Err      error  `json:"-"` // a *LineError from ReadQuestions
}

// Record is one line of a batch's output file.
type Record struct {
	Line     int         `json:"line"`
	Question string      `json:"question,omitempty"`
	Key      string      `json:"key"`
	Verdict  gql.Verdict `json:"verdict,omitempty"`
	// Error is why the input line gave no question; Diagnostic says where
	// (line and column), why, and how to fix it.
	Error      string           `json:"error,omitempty"`
	Diagnostic *diag.Diagnostic `json:"diagnostic,omitempty"`
	// ReusedFrom is the input line of an identical question whose results
	// this record repeats (no translation, no tokens spent).
	ReusedFrom int                `json:"reused_from,omitempty"`
	Results    []*gql.Translation `json:"results,omitempty"`
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
	// Limits bound one input line; zero fields take the defaults.
	Limits Limits
	// DedupMax bounds how many distinct questions are remembered for reuse
	// (a few dozen bytes each); 0 means DefaultDedupMax. Past it a repeated
	// question is translated again, and the summary warns.
	DedupMax int
	// Shard, when set, translates only the items of one shard of the log
	// (see Shard); the output then holds that shard's records alone, and
	// resumes like any other. The zero Shard is the whole log.
	Shard Shard
}

const (
	// DefaultDedupMax keeps the reuse index under about 50 MB.
	DefaultDedupMax = 1 << 20
	// maxBadLinesKept bounds Summary.BadLines; every bad line is in the
	// output file anyway.
	maxBadLinesKept = 100
	// latencySample is how many latencies the percentiles are drawn from.
	latencySample = 10000
)

// Progress is the running count shown on a terminal.
type Progress struct {
	Done, Skipped, Total int
	Elapsed              time.Duration
}

// Summary is printed when a batch ends. It covers the whole output file:
// this run's items and the ones resumed from an earlier run.
type Summary struct {
	Items      int `json:"items"`
	Resumed    int `json:"resumed"` // already in the output from an earlier run
	Duplicates int `json:"duplicates"`
	// Bad counts the input lines that gave no question; BadLines holds the
	// first of them (at most 100), by line.
	Bad          int                 `json:"bad"`
	BadLines     []Record            `json:"bad_lines,omitempty"`
	Verdicts     map[gql.Verdict]int `json:"verdicts"`
	PromptTokens int                 `json:"prompt_tokens"`
	OutputTokens int                 `json:"completion_tokens"`
	LatencyP50   time.Duration       `json:"latency_p50_ns"`
	LatencyP95   time.Duration       `json:"latency_p95_ns"`
	// Warnings are limits the run reached that changed what it did.
	Warnings []string `json:"warnings,omitempty"`
}

// Total counts every item in the output file.
func (s *Summary) Total() int { return s.Items + s.Resumed }

// Failed counts the items without a valid query: bad input lines, and
// questions unanswerable or failed.
func (s *Summary) Failed() int {
	return s.Bad + s.Verdicts[gql.Unanswerable] + s.Verdicts[gql.Failed]
}

// Err is a *FailedError when the batch holds items and not one of them has a
// valid query, so a caller can give it the unanswerable-or-failed status; a
// batch with some valid items is a success whose summary counts the rest.
func (s *Summary) Err() error {
	if s == nil || s.Total() == 0 || s.Failed() < s.Total() {
		return nil
	}
	return &FailedError{Items: s.Total(), Bad: s.Bad, Unanswerable: s.Verdicts[gql.Unanswerable], Failed: s.Verdicts[gql.Failed]}
}

// FailedError is a batch in which every item failed.
type FailedError struct {
	Items, Bad, Unanswerable, Failed int
}

func (e *FailedError) Error() string {
	return fmt.Sprintf("every one of the %d items failed: %d bad input lines, %d unanswerable, %d failed",
		e.Items, e.Bad, e.Unanswerable, e.Failed)
}

// questionKey identifies a question for de-duplication and resumption:
// whitespace and case do not make a question new.
func questionKey(q string, targets []lang.Lang) string {
	var b strings.Builder
	b.WriteString(normalize(q))
	for _, t := range targets {
		b.WriteString("\x00" + string(t))
	}
	sum := sha256.Sum256([]byte(b.String()))
	return hex.EncodeToString(sum[:8])
}

func normalize(q string) string { return strings.ToLower(strings.Join(strings.Fields(q), " ")) }

// keyBits is the index form of a key: 8 bytes instead of a 16-byte string
// and its header.
func keyBits(key string) (uint64, bool) {
	v, err := strconv.ParseUint(key, 16, 64)
	return v, err == nil && len(key) == 16
}

// Run translates every question of in and appends one Record a line to
// the output file at outPath. It is resumable: records already in the file
// (from a run that was interrupted, even by kill -9) are kept and their lines
// skipped; a torn last line is cut off first. Identical questions are
// translated once. Input errors become records too, so nothing is lost.
//
// Input that is not text is refused with an *InputError before anything is
// written. Memory does not grow with the number of items: records go to the
// file, a repeated question's results are read back from it, and only a
// bit per line, a small entry per distinct question, and samples are kept.
// The summary's Err says whether every item failed.
func Run(ctx context.Context, tr Translator, in io.Reader, format InputFormat, field, outPath string, opt Options) (*Summary, error) {
	if opt.Workers < 1 {
		opt.Workers = 1
	}
	if len(opt.Targets) == 0 {
		return nil, errors.New("no target language")
	}
	switch format {
	case FormatText, FormatJSONL, FormatCSV, "":
	default:
		return nil, errUnknownFormat(format)
	}
	if opt.DedupMax <= 0 {
		opt.DedupMax = DefaultDedupMax
	}
	br := bufio.NewReaderSize(in, 64<<10)
	if err := Sniff(br); err != nil {
		return nil, err
	}

	acc := newAccount()
	sum, account := acc.sum, acc.add
	o := &output{path: outPath, index: map[uint64]loc{}, max: opt.DedupMax, shard: opt.Shard}
	if err := o.resume(func(r *Record) { sum.Resumed++; account(r) }); err != nil {
		return nil, err
	}
	defer o.close()

	var (
		mu       sync.Mutex
		inflight = map[uint64]chan struct{}{}
		start    = time.Now()
		progress Progress
		werr     error
	)
	// commit writes a record, makes its results reusable and counts it.
	commit := func(rec *Record, k uint64, ch chan struct{}) {
		mu.Lock()
		l, err := o.write(rec)
		if err != nil && werr == nil {
			werr = err
		}
		if ch != nil {
			if err == nil {
				o.remember(k, l)
			}
			delete(inflight, k)
			close(ch)
		}
		sum.Items++
		if rec.ReusedFrom != 0 {
			sum.Duplicates++
		}
		account(rec)
		progress.Done++
		progress.Elapsed = time.Since(start)
		p := progress
		mu.Unlock()
		if opt.Progress != nil {
			opt.Progress(p)
		}
	}
	handle := func(it Item) {
		rec := &Record{Line: it.Line, Question: it.Question}
		if it.Err != nil {
			rec.Error = it.Err.Error()
			var le *LineError
			if errors.As(it.Err, &le) {
				d := le.Diagnostic
				rec.Diagnostic = &d
			}
			commit(rec, 0, nil)
			return
		}
		rec.Key = questionKey(it.Question, opt.Targets)
		k, _ := keyBits(rec.Key)
		mu.Lock()
		for {
			if l, ok := o.index[k]; ok {
				mu.Unlock()
				if old, err := o.read(l); err == nil && old.Key == rec.Key && normalize(old.Question) == normalize(it.Question) {
					rec.Results, rec.Verdict, rec.ReusedFrom = old.Results, old.Verdict, old.Line
					if old.ReusedFrom != 0 {
						rec.ReusedFrom = old.ReusedFrom
					}
					if opt.Answerer != nil {
						answerAll(ctx, opt.Answerer, it.Question, rec.Results)
					}
					commit(rec, 0, nil)
					return
				}
				// A key collision or an unreadable record: translate anew.
				mu.Lock()
				break
			}
			ch, busy := inflight[k]
			if !busy {
				break
			}
			mu.Unlock()
			<-ch
			mu.Lock()
		}
		ch := make(chan struct{})
		inflight[k] = ch
		mu.Unlock()

		var verdicts []gql.Verdict
		for _, t := range opt.Targets {
			tr := tr.Translate(ctx, it.Question, t)
			if !opt.Trace {
				tr.Trace = nil
			}
			rec.Results = append(rec.Results, tr)
			verdicts = append(verdicts, tr.Verdict)
		}
		rec.Verdict = gql.Overall(verdicts...)
		if opt.Answerer != nil {
			answerAll(ctx, opt.Answerer, it.Question, rec.Results)
		}
		if ctx.Err() != nil && !complete(rec) {
			// Interrupted mid-item: leave it for the next run.
			mu.Lock()
			delete(inflight, k)
			close(ch)
			mu.Unlock()
			return
		}
		commit(rec, k, ch)
	}

	jobs := make(chan Item)
	var wg sync.WaitGroup
	for w := 0; w < opt.Workers; w++ {
		wg.Add(1)
		go func() {
			defer wg.Done()
			for it := range jobs {
				handle(it)
			}
		}()
	}
	readErr := ReadQuestions(br, format, field, opt.Limits, func(it Item) bool {
		if !opt.Shard.Has(it.Line) {
			return true
		}
		mu.Lock()
		progress.Total++
		skip := o.done.has(it.Line)
		if skip {
			progress.Skipped++
		}
		mu.Unlock()
		if skip {
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
	acc.finish()
	if readErr == nil && werr == nil && ctx.Err() == nil {
		// A finished run leaves a file even when its shard had no items,
		// so a merge can tell an empty shard from one that never ran.
		werr = o.open()
	}
	if o.full {
		sum.Warnings = append(sum.Warnings, fmt.Sprintf("more than %d distinct questions: later repeats were translated again instead of reused", o.max))
	}
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

// account sums records into a Summary, for a run and for a merge alike.
type account struct {
	sum *Summary
	lat latencies
}

func newAccount() *account { return &account{sum: &Summary{Verdicts: map[gql.Verdict]int{}}} }

func (a *account) add(r *Record) {
	sum := a.sum
	if r.Error != "" {
		sum.Bad++
		if len(sum.BadLines) < maxBadLinesKept {
			sum.BadLines = append(sum.BadLines, *r)
		}
		return
	}
	sum.Verdicts[r.Verdict]++
	if r.ReusedFrom != 0 {
		return
	}
	for _, t := range r.Results {
		sum.PromptTokens += t.Usage.PromptTokens
		sum.OutputTokens += t.Usage.CompletionTokens
		a.lat.add(t.Latency)
	}
}

func (a *account) finish() {
	s := a.lat.sorted()
	a.sum.LatencyP50, a.sum.LatencyP95 = Percentile(s, 50), Percentile(s, 95)
	sort.Slice(a.sum.BadLines, func(i, j int) bool { return a.sum.BadLines[i].Line < a.sum.BadLines[j].Line })
}

// loc is where a record sits in the output file.
type loc struct {
	off int64
	n   int64
}

// output is the batch's JSONL file. Records are not kept in memory: what a
// rerun skips is a bit per input line, and what a repeated question reuses is
// read back from the file by offset.
type output struct {
	path  string
	f     *os.File // opened at the first write, so a refused input leaves no file
	size  int64
	done  lineSet
	index map[uint64]loc
	max   int
	full  bool
	shard Shard
}

// resume streams an earlier run's output: finished lines, and where each
// question's results are. A torn final line (the process died mid-write) is
// truncated so appending continues on a clean line.
func (o *output) resume(account func(*Record)) error {
	f, err := os.Open(o.path)
	if errors.Is(err, os.ErrNotExist) {
		return nil
	}
	if err != nil {
		return err
	}
	defer f.Close()
	br := bufio.NewReaderSize(f, 64<<10)
	var off int64
	for {
		line, err := br.ReadBytes('\n')
		if errors.Is(err, io.EOF) {
			break // a torn tail, if any
		}
		if err != nil {
			return err
		}
		var r Record
		if err := json.Unmarshal(line, &r); err != nil {
			return fmt.Errorf("%s: output line at byte %d is not a batch record (%v); refusing to append to a file gql did not write", o.path, off, err)
		}
		if !o.shard.Has(r.Line) {
			return fmt.Errorf("%s: the record of input line %d belongs to shard %d/%d, not to --shard %s: this output was written with another --shard (or none); give every shard its own --out",
				o.path, r.Line, ShardOf(r.Line, o.shard.Count), o.shard.Count, o.shard)
		}
		o.done.add(r.Line)
		if k, ok := keyBits(r.Key); ok && r.Error == "" {
			o.remember(k, loc{off, int64(len(line))})
		}
		account(&r)
		off += int64(len(line))
	}
	o.size = off
	if st, err := f.Stat(); err == nil && st.Size() > off {
		if err := os.Truncate(o.path, off); err != nil {
			return err
		}
	}
	// Open now: a repeat of a resumed question reads its record back.
	o.f, err = os.OpenFile(o.path, os.O_RDWR|os.O_APPEND, 0)
	return err
}

func (o *output) remember(k uint64, l loc) {
	if _, ok := o.index[k]; ok {
		return
	}
	if len(o.index) >= o.max {
		o.full = true
		return
	}
	o.index[k] = l
}

func (o *output) open() error {
	if o.f != nil {
		return nil
	}
	f, err := os.OpenFile(o.path, os.O_RDWR|os.O_APPEND|os.O_CREATE, 0o644)
	if err != nil {
		return err
	}
	o.f = f
	return nil
}

func (o *output) write(r *Record) (loc, error) {
	if err := o.open(); err != nil {
		return loc{}, err
	}
	b, err := json.Marshal(r)
	if err != nil {
		return loc{}, err
	}
	// One write per record: an interrupted run leaves whole lines plus at
	// most one torn line, which resume removes.
	n, err := o.f.Write(append(b, '\n'))
	l := loc{o.size, int64(n)}
	o.size += int64(n)
	return l, err
}

func (o *output) read(l loc) (*Record, error) {
	b := make([]byte, l.n)
	if _, err := o.f.ReadAt(b, l.off); err != nil {
		return nil, err
	}
	var r Record
	return &r, json.Unmarshal(b, &r)
}

func (o *output) close() {
	if o.f != nil {
		o.f.Close()
	}
}

// lineSet is a set of input line numbers, a bit each.
type lineSet struct {
	bits []uint64
	far  map[int]bool // lines too far out for the bitmap (a hand-edited record)
}

const lineSetDense = 1 << 28

func (s *lineSet) add(n int) {
	if n < 0 || n >= lineSetDense {
		if s.far == nil {
			s.far = map[int]bool{}
		}
		s.far[n] = true
		return
	}
	for len(s.bits) <= n/64 {
		s.bits = append(s.bits, 0)
	}
	s.bits[n/64] |= 1 << (n % 64)
}

func (s *lineSet) has(n int) bool {
	if n < 0 || n >= lineSetDense {
		return s.far[n]
	}
	return n/64 < len(s.bits) && s.bits[n/64]&(1<<(n%64)) != 0
}

// latencies keeps a uniform sample (reservoir sampling) so percentiles of a
// million items cost no more memory than of ten thousand.
type latencies struct {
	seen int
	s    []time.Duration
	rng  uint64
}

func (l *latencies) add(d time.Duration) {
	l.seen++
	if len(l.s) < latencySample {
		l.s = append(l.s, d)
		return
	}
	// xorshift: deterministic, so a summary is reproducible.
	if l.rng == 0 {
		l.rng = 0x9E3779B97F4A7C15
	}
	l.rng ^= l.rng << 13
	l.rng ^= l.rng >> 7
	l.rng ^= l.rng << 17
	if j := l.rng % uint64(l.seen); j < latencySample {
		l.s[j] = d
	}
}

func (l *latencies) sorted() []time.Duration {
	s := append([]time.Duration(nil), l.s...)
	sort.Slice(s, func(i, j int) bool { return s[i] < s[j] })
	return s
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
