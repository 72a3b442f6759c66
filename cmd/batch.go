package cmd

import (
	"errors"
	"fmt"
	"io"
	"os"
	"time"

	"github.com/schollz/progressbar/v3"
	"github.com/spf13/cobra"

	"github.com/gql-dev/gql"
	"github.com/gql-dev/gql/batch"
)

// newBatchCmd builds `gql batch`.
func newBatchCmd() *cobra.Command {
	var f compilerFlags
	var target, out, format, field string
	var workers int
	var lim batch.Limits
	var trace bool
	var shardSpec string
	var af answerFlags
	c := &cobra.Command{
		Use:   "batch QUESTIONS --out results.jsonl",
		Short: "Translate a log of questions (text, JSONL or CSV), resumably",
		Long: `batch translates every question of a file and appends one JSON record a line to
--out. QUESTIONS is plain text (one question a line), JSONL (--field names the
question field) or CSV (--field names the column); "-" reads standard input.

Rerunning the same command after an interruption (even kill -9) skips the
items already in --out. Identical questions are translated once. A bad input
line (bad JSON, a CSV quote error, a line over --max-question or --max-line)
becomes an error record with its line number, and reading goes on. Input that
is not text (NUL bytes, invalid UTF-8, control characters) is refused before
anything is written (exit 2). The exit status is 1 when not one item has a
valid query; otherwise 0, and the summary counts the failed items.

--shard K/N translates only shard K (counting from 0) of N, so N machines
share one log: an item's shard is a hash of its input line number. Give each
shard its own --out; each resumes on its own. "gql batch merge" then writes
the shards' records in input order (docs/deploy.md).

  gql batch questions.txt --target all --out results.jsonl -j 4
  gql batch log.csv --field question --target cypher --backend neo4j --exec --out out.jsonl
  gql batch qs.txt --backend neo4j --exec --answer --out out.jsonl   # each record's results carry "answer"
  gql batch qs.txt --shard 0/3 --out shard-0.jsonl                  # … 1/3, 2/3 on other machines
  gql batch merge --shards 3 --out all.jsonl shard-0.jsonl shard-1.jsonl shard-2.jsonl`,
		Args: cobra.ExactArgs(1),
		RunE: func(cmd *cobra.Command, args []string) error {
			if out == "" {
				return withStatus(exitUsage, fmt.Errorf("--out FILE is required"))
			}
			ts, err := targets(target)
			if err != nil {
				return withStatus(exitUsage, err)
			}
			var shard batch.Shard
			if shardSpec != "" {
				if shard, err = batch.ParseShard(shardSpec); err != nil {
					return withStatus(2, err)
				}
			}
			var in io.Reader = cmd.InOrStdin()
			fmtName := batch.InputFormat(format)
			if args[0] != "-" {
				fh, err := os.Open(args[0])
				if err != nil {
					return withStatus(exitUsage, err)
				}
				defer fh.Close()
				in = fh
				if format == "" {
					fmtName = batch.DetectFormat(args[0])
				}
			}
			ctx, cancel := interruptible()
			defer cancel()
			b, st, err := f.build(ctx, cmd)
			if err != nil {
				return err
			}
			defer b.Close()
			opt := batch.Options{Targets: ts, Workers: workers, Trace: trace, Limits: lim, Shard: shard}
			ans, err := af.answerer(st, false)
			if err != nil {
				return withStatus(exitUsage, err)
			}
			if ans != nil {
				opt.Answerer = ans
			}
			total := 0
			if args[0] != "-" {
				total = countQuestions(args[0], fmtName, shard)
			}
			prog := newProgress(cmd.ErrOrStderr(), total)
			opt.Progress = prog.update
			sum, err := batch.Run(ctx, b, in, fmtName, field, out, opt)
			prog.finish()
			var ie *batch.InputError
			if errors.As(err, &ie) {
				return withStatus(exitUsage, err)
			}
			if sum != nil {
				printSummary(cmd.ErrOrStderr(), sum, st)
			}
			if err == nil {
				err = sum.Err()
			}
			if err != nil {
				return withStatus(exitFailed, err)
			}
			return nil
		},
	}
	c.Flags().StringVarP(&target, "target", "t", "cypher", "cypher, gremlin, sparql, a comma list, or all")
	c.Flags().StringVarP(&out, "out", "o", "", "output JSONL file (appended to; existing records are skipped on rerun)")
	c.Flags().StringVar(&format, "format", "", "text, jsonl or csv (default: from the file name)")
	c.Flags().StringVar(&field, "field", "question", "JSONL field or CSV column holding the question")
	c.Flags().IntVarP(&workers, "jobs", "j", 2, "questions translated at once")
	c.Flags().BoolVar(&trace, "trace", false, "keep each translation's full trace in the output")
	c.Flags().IntVar(&lim.MaxQuestion, "max-question", batch.DefaultMaxQuestion, "bytes a question (a text line) may have; a longer one is an error record")
	c.Flags().IntVar(&lim.MaxLine, "max-line", batch.DefaultMaxLine, "bytes a JSONL line or CSV record may have; a longer one is an error record")
	c.Flags().StringVar(&shardSpec, "shard", "", "K/N: translate only shard K (0…N-1) of N; each shard needs its own --out (gql batch merge joins them)")
	f.register(c)
	af.register(c, false)
	c.AddCommand(newBatchMergeCmd())
	return c
}

// newBatchMergeCmd builds `gql batch merge`.
func newBatchMergeCmd() *cobra.Command {
	var out string
	var shards int
	c := &cobra.Command{
		Use:   "merge --shards N --out FILE SHARD_OUTPUT...",
		Short: "Join the outputs of gql batch --shard K/N into one file in input order",
		Long: `merge writes the records of every shard's output into a new file, in input-line
order, as an unsharded run with one worker writes them; records are copied as
they are. It refuses (exit 2, writing nothing) a torn output (rerun that shard:
it resumes), a file that is not one shard of N, a shard given twice or missing,
and an existing --out. A shard without items leaves an empty output, which
stands for one missing shard (a warning says so).

  gql batch merge --shards 3 --out all.jsonl shard-0.jsonl shard-1.jsonl shard-2.jsonl`,
		Args: cobra.MinimumNArgs(1),
		RunE: func(cmd *cobra.Command, args []string) error {
			if out == "" {
				return withStatus(2, fmt.Errorf("--out FILE is required"))
			}
			if shards < 1 {
				return withStatus(2, fmt.Errorf("--shards N is required: the N of the --shard K/N the shards ran with"))
			}
			sum, err := batch.Merge(out, args, shards)
			var me *batch.MergeError
			if errors.As(err, &me) {
				return withStatus(2, err)
			}
			if err != nil {
				// Reading the shards or writing the result failed: the
				// disk, not the inputs.
				return withStatus(exitEnvironment, err)
			}
			fmt.Fprintf(cmd.ErrOrStderr(), "merged %d records from %d outputs into %s\n", sum.Items, len(args), out)
			printSummary(cmd.ErrOrStderr(), sum, gql.Setup{})
			return nil
		},
	}
	c.Flags().StringVarP(&out, "out", "o", "", "the merged JSONL file (must not exist)")
	c.Flags().IntVar(&shards, "shards", 0, "N, the number of shards the outputs were split into")
	return c
}

func countQuestions(path string, format batch.InputFormat, shard batch.Shard) int {
	f, err := os.Open(path)
	if err != nil {
		return 0
	}
	defer f.Close()
	n, _ := batch.CountShard(f, format, shard)
	return n
}

// progress shows a bar with count, rate and ETA on a terminal
// (schollz/progressbar), and a plain line every few seconds otherwise (logs,
// CI), where a redrawn bar would only fill the log.
type progress struct {
	w     io.Writer
	total int
	bar   *progressbar.ProgressBar // nil when w is not a terminal
	last  time.Time
	p     batch.Progress
}

func newProgress(w io.Writer, total int) *progress {
	pr := &progress{w: w, total: total}
	if f, ok := w.(*os.File); ok {
		if fi, err := f.Stat(); err == nil && fi.Mode()&os.ModeCharDevice != 0 {
			pr.bar = progressbar.NewOptions(total, progressbar.OptionSetWriter(w), progressbar.OptionSetDescription("batch"),
				progressbar.OptionShowCount(), progressbar.OptionShowIts(), progressbar.OptionSetItsString("questions"),
				progressbar.OptionSetPredictTime(true), progressbar.OptionThrottle(100*time.Millisecond),
				progressbar.OptionOnCompletion(func() { fmt.Fprintln(w) }))
		}
	}
	return pr
}

func (pr *progress) update(p batch.Progress) {
	pr.p = p
	if pr.bar != nil {
		pr.bar.Set(p.Done + p.Skipped)
		return
	}
	if time.Since(pr.last) < 5*time.Second {
		return
	}
	pr.last = time.Now()
	pr.line()
}

func (pr *progress) line() {
	p := pr.p
	done := p.Done + p.Skipped
	rate := 0.0
	if s := p.Elapsed.Seconds(); s > 0 {
		rate = float64(p.Done) / s
	}
	eta := "?"
	if rate > 0 && pr.total > done {
		eta = (time.Duration(float64(pr.total-done)/rate) * time.Second).Round(time.Second).String()
	}
	fmt.Fprintf(pr.w, "batch: %d/%d done (%d resumed), %.1f/s, eta %s\n", done, pr.total, p.Skipped, rate, eta)
}

func (pr *progress) finish() {
	if pr.p.Done+pr.p.Skipped == 0 {
		return
	}
	if pr.bar != nil {
		pr.bar.Finish()
		return
	}
	pr.line()
}

func printSummary(w io.Writer, s *batch.Summary, st gql.Setup) {
	fmt.Fprintf(w, "items: %d new, %d resumed, %d duplicates\n", s.Items, s.Resumed, s.Duplicates)
	for _, v := range []gql.Verdict{gql.Valid, gql.Unanswerable, gql.Failed} {
		fmt.Fprintf(w, "  %-12s %d\n", v, s.Verdicts[v])
	}
	if s.Bad > 0 {
		fmt.Fprintf(w, "bad input lines: %d\n", s.Bad)
		for i, r := range s.BadLines {
			if i == 10 {
				break
			}
			if d := r.Diagnostic; d != nil {
				fmt.Fprintf(w, "  line %d col %d: %s\n", r.Line, d.Pos.Col, r.Error)
			} else {
				fmt.Fprintf(w, "  line %d: %s\n", r.Line, r.Error)
			}
		}
		if s.Bad > 10 {
			fmt.Fprintf(w, "  ... and %d more (error records in the output)\n", s.Bad-10)
		}
	}
	fmt.Fprintf(w, "failed: %d of %d items (bad lines, unanswerable or failed)\n", s.Failed(), s.Total())
	for _, m := range s.Warnings {
		fmt.Fprintf(w, "warning: %s\n", m)
	}
	fmt.Fprintf(w, "tokens: %d prompt, %d completion", s.PromptTokens, s.OutputTokens)
	if c := st.LLM; c.PricePrompt > 0 || c.PriceCompletion > 0 {
		cost := float64(s.PromptTokens)/1e6*c.PricePrompt + float64(s.OutputTokens)/1e6*c.PriceCompletion
		fmt.Fprintf(w, ", cost %.4f", cost)
	}
	fmt.Fprintf(w, "\nlatency: p50 %s, p95 %s\n", s.LatencyP50.Round(time.Microsecond), s.LatencyP95.Round(time.Microsecond))
}
