package cmd

import (
	"context"
	"encoding/json"
	"fmt"
	"io"
	"os"
	"strings"
	"time"
	"unicode/utf8"

	"github.com/spf13/cobra"
	"github.com/spf13/pflag"

	"github.com/gql-dev/gql"
	"github.com/gql-dev/gql/config"
	"github.com/gql-dev/gql/diag"
	"github.com/gql-dev/gql/grounding"
	"github.com/gql-dev/gql/internal/offline"
	"github.com/gql-dev/gql/lang"
	"github.com/gql-dev/gql/llm"
	"github.com/gql-dev/gql/redact"
	"github.com/gql-dev/gql/shots"
)

// compilerFlags are shared by translate, batch and bench.
type compilerFlags struct {
	schema    string
	backends  []string
	exec      bool
	shots     string
	shotsWait time.Duration
	model     string
	baseURL   string
	apiKey    string
	timeout   time.Duration
	limit     int
	repairs   int
	replay    string
	model2    string
	strict    bool
	accept    []string
	agree     bool
	annots    string
	embedURL  string
	embedMdl  string
	embedMode string
	questions int
	// flags says which flags the user gave (cobra's Changed), so a
	// default does not beat the config file.
	flags *pflag.FlagSet
}

func (f *compilerFlags) register(c *cobra.Command) {
	fl := c.Flags()
	f.flags = fl
	fl.StringVar(&f.schema, "schema", "", "schema: a bundled example (movies), an example directory, or a schema.json file (default: the backend's schema, else movies)")
	fl.StringArrayVarP(&f.backends, "backend", "b", nil, "server by name (neo4j, gremlin, janusgraph, fuseki) or URI; repeat for several languages")
	fl.BoolVar(&f.exec, "exec", false, "run the query on the backend, repair it on errors, and print the rows")
	fl.StringVar(&f.shots, "shots", "", `shot store: a file, etcd://HOST:PORT/PREFIX for a store several processes share, or "off" (default: $XDG_DATA_HOME/gql/shots.db)`)
	fl.DurationVar(&f.shotsWait, "shots-wait", shots.DefaultLockTimeout, "wait this long for another gql process using the shot store, then answer without it")
	fl.StringVar(&f.model, "model", "", "LLM model name (or GQL_LLM_MODEL); without one gql compiles offline")
	fl.StringVar(&f.baseURL, "base-url", "", "OpenAI-compatible endpoint, e.g. http://127.0.0.1:11434/v1 (or GQL_LLM_BASE_URL)")
	fl.StringVar(&f.apiKey, "api-key", "", "API key (or GQL_LLM_API_KEY / OPENAI_API_KEY)")
	fl.DurationVar(&f.timeout, "timeout", 10*time.Second, "time limit for each query run on a backend")
	fl.IntVar(&f.limit, "limit", 1000, "most rows read from a backend (negative: up to the hard maximum of 100000)")
	fl.IntVar(&f.repairs, "max-repairs", 2, "LLM repair rounds (k_max of the correction loop)")
	fl.IntVar(&f.questions, "question-limit", gql.DefaultMaxQuestion, "characters a question may have; a longer one is refused before any work (limits.question)")
	fl.StringVar(&f.replay, "llm-replay", "", "answer as the LLM with recorded model output (JSONL from gql convert --recordings)")
	fl.StringVar(&f.model2, "replay-model", "", "with --llm-replay: only this model's recordings (e.g. gpt4turbo)")
	fl.BoolVar(&f.strict, "strict", false, "refuse rather than answer with a warning (gql translate --list-refusals lists the warnings)")
	fl.StringSliceVar(&f.accept, "accept", nil, "answer anyway with these doubts (warning codes, or all), which otherwise refuse by default (gql translate --list-refusals marks them)")
	fl.BoolVar(&f.agree, "require-agreement", false, "with a model: refuse an answer the offline plan does not corroborate (confidence other than agreed or offline-only); both answers are shown (also llm.require_agreement in the config)")
	fl.StringVar(&f.embedURL, "embed-url", "", "OpenAI-compatible embeddings base URL, e.g. http://127.0.0.1:8090/v1 (or GQL_EMBED_URL; default: the built-in embedder alone)")
	fl.StringVar(&f.embedMdl, "embed-model", "", "embedding model for --embed-url (or GQL_EMBED_MODEL), e.g. e5-query")
	fl.StringVar(&f.embedMode, "embed-mode", "", "both (default: the built-in lexicon first, the model fills what it cannot link) or model (the model alone)")
	fl.StringVar(&f.annots, "annotations", "", "annotations file (YAML or JSON): synonyms, value aliases and descriptions for the schema (skeleton: gql schema --annotate)")
}

// overrides are the flags given, for config.Resolve.
func (f *compilerFlags) overrides() config.Overrides {
	ov := config.Overrides{Backends: f.backends, Schema: f.schema, Annotations: f.annots, Shots: f.shots,
		Model: f.model, BaseURL: f.baseURL, APIKey: f.apiKey, EmbedURL: f.embedURL, EmbedModel: f.embedMdl, EmbedMode: f.embedMode}
	if f.changed("timeout") {
		ov.Timeout = &f.timeout
	}
	if f.changed("limit") {
		ov.Rows = &f.limit
	}
	if f.changed("max-repairs") {
		ov.MaxRepairs = &f.repairs
	}
	if f.changed("require-agreement") {
		ov.RequireAgreement = &f.agree
	}
	if f.changed("question-limit") {
		ov.Question = &f.questions
	}
	if f.changed("shots-wait") {
		ov.ShotsWait = &f.shotsWait
	}
	return ov
}

func (f *compilerFlags) changed(name string) bool {
	if f.flags == nil {
		return false
	}
	fl := f.flags.Lookup(name)
	return fl != nil && fl.Changed
}

// setup resolves flags > environment > the deployment config > defaults
// into the library's Setup.
func (f *compilerFlags) setup(c *cobra.Command) (gql.Setup, *config.Settings, error) {
	file, err := loadConfig(c)
	if err != nil {
		return gql.Setup{}, nil, err
	}
	set := config.Resolve(file, f.overrides())
	st := gql.Setup{Schema: set.Schema, Backends: set.Backends, Lookup: file.Lookup(), Exec: f.exec, Shots: set.Shots, ShotsWait: set.ShotsWait,
		ShotsUser: set.ShotsUser, ShotsPassword: set.ShotsPassword,
		MaxRepairs: set.MaxRepairs, Strict: f.strict, Accept: f.accept, RequireAgreement: set.RequireAgreement, Annotations: set.Annotations,
		Embed: embedConfig(set), MaxQuestion: set.MaxQuestion}
	if set.MaxRepairs == 0 {
		st.MaxRepairs = -1 // the flag's 0 means none; the library's 0 means default
	}
	st.ExecOptions.Timeout, st.ExecOptions.Limit = set.Timeout, set.Rows
	if f.replay != "" {
		if f.model != "" || f.baseURL != "" {
			return st, set, fmt.Errorf("--llm-replay replaces the LLM: drop --model/--base-url")
		}
		recs, err := readRecordings(f.replay)
		if err != nil {
			return st, set, err
		}
		recs = llm.OfModel(recs, f.model2)
		if len(recs) == 0 {
			return st, set, fmt.Errorf("%s: no recordings of model %q", f.replay, f.model2)
		}
		// The model name labels reports; the replay answers in its place.
		st.LLM, st.Chat = llm.Config{Model: "replay"}, llm.NewReplay(recs)
		return st, set, nil
	}
	// The older LLM-only file ($XDG_CONFIG_HOME/gql/config.json) is the
	// lowest layer, so existing setups keep working.
	lc, err := llm.Config{Model: set.Model, BaseURL: set.BaseURL, APIKey: set.APIKey}.FromFile(llm.ConfigPath())
	if err != nil {
		return st, set, err
	}
	st.LLM = lc
	return st, set, nil
}

// embedConfig is the embedder the resolved settings describe; every command
// that grounds builds it here, so they all link alike.
func embedConfig(set *config.Settings) grounding.EmbedConfig {
	return grounding.EmbedConfig{URL: set.EmbedURL, Key: set.EmbedKey, QueryModel: set.EmbedQueryModel,
		PassageModel: set.EmbedPassageModel, QueryPrefix: set.EmbedQueryPrefix, PassagePrefix: set.EmbedPassagePrefix,
		Mode: set.EmbedMode}
}

// build assembles the compiler the flags describe; its errors are usage
// errors (exit status 2).
func (f *compilerFlags) build(ctx context.Context, c *cobra.Command) (*gql.Built, gql.Setup, error) {
	stderr := c.ErrOrStderr()
	st, _, err := f.setup(c)
	if err != nil {
		return nil, st, withStatus(exitUsage, err)
	}
	if st.Schema == "" && len(st.Backends) == 0 {
		// Forgetting --backend must not look like an answer about one's own graph.
		fmt.Fprintln(stderr, "gql: no --backend or --schema given: using the bundled movies example")
	}
	b, err := gql.Build(ctx, st)
	if err != nil {
		return nil, st, withStatus(exitUsage, err)
	}
	for _, w := range b.Warnings {
		fmt.Fprintln(stderr, "gql: warning:", w)
	}
	return b, st, nil
}

// targets parses --target, "all" meaning every language.
func targets(s string) ([]lang.Lang, error) {
	if strings.EqualFold(s, "all") {
		return lang.All, nil
	}
	var out []lang.Lang
	for _, part := range strings.Split(s, ",") {
		l, err := lang.Parse(part)
		if err != nil {
			return nil, err
		}
		out = append(out, l)
	}
	return out, nil
}

// newTranslateCmd builds `gql translate`.
func newTranslateCmd() *cobra.Command {
	var f compilerFlags
	var target string
	var explain, asJSON, listCues, listRefusals bool
	var af answerFlags
	c := &cobra.Command{
		Use:   "translate [flags] QUESTION",
		Short: "Translate an English question into Cypher, Gremlin or SPARQL",
		Long: `translate compiles a question into a graph query. With no flags it uses the bundled
movies example offline (no server, no key) and prints a Cypher query.

  gql translate "Who directed The Matrix?"
  gql translate --target all "How many movies did Tom Hanks act in?"
  gql translate --target gremlin --backend gremlin --exec "Which movies were released in 1999?"
  gql translate --model gpt-4o --explain "Who reviewed The Replacements?"
  gql translate --backend neo4j --exec --answer "Who directed The Matrix?"

The exit status is 0 for a valid query, 1 when the question is unanswerable or
the query failed its checks, 2 for usage errors, 3 when a server or the shot
store is unavailable, 4 for an internal error (a bug to report), 130 on
Ctrl-C (the README's table).`,
		Args: func(cmd *cobra.Command, args []string) error {
			if listCues || listRefusals {
				return nil
			}
			return cobra.MinimumNArgs(1)(cmd, args)
		},
		RunE: func(cmd *cobra.Command, args []string) error {
			if listCues {
				printCues(cmd.OutOrStdout())
				return nil
			}
			if listRefusals {
				printRefusals(cmd.OutOrStdout())
				return nil
			}
			ts, err := targets(target)
			if err != nil {
				return withStatus(exitUsage, err)
			}
			ctx, cancel := interruptible()
			defer cancel()
			b, st, err := f.build(ctx, cmd)
			if err != nil {
				return err
			}
			defer b.Close()
			ans, err := af.answerer(st, false)
			if err != nil {
				return withStatus(exitUsage, err)
			}
			question := strings.Join(args, " ")
			var results []*gql.Translation
			worst := 0
			for _, t := range ts {
				tr := b.Translate(ctx, question, t)
				if ans != nil && tr.Verdict == gql.Valid && tr.Rows != nil {
					a := ans.Say(ctx, question, tr.Rows)
					tr.Answer = a.Text
					if a.Note != "" {
						tr.Warnings = append(tr.Warnings, a.Note)
					}
				}
				results = append(results, tr)
				if tr.Verdict != gql.Valid {
					worst = exitFailed
				}
			}
			out := cmd.OutOrStdout()
			if asJSON {
				if !explain {
					for _, r := range results {
						r.Trace = nil
					}
				}
				enc := json.NewEncoder(out)
				enc.SetIndent("", "  ")
				if len(results) == 1 {
					enc.Encode(results[0])
				} else {
					enc.Encode(results)
				}
			} else {
				for _, r := range results {
					printTranslation(out, r, len(results) > 1, explain, st.Shots)
				}
			}
			if worst != 0 {
				return withStatus(worst, nil)
			}
			return nil
		},
	}
	c.Flags().StringVarP(&target, "target", "t", "cypher", "cypher, gremlin, sparql, a comma list, or all")
	c.Flags().BoolVar(&explain, "explain", false, "show grounding, twigs, shots, findings and attempts")
	c.Flags().BoolVar(&asJSON, "json", false, "print JSON (with --explain: the full trace)")
	c.Flags().BoolVar(&listRefusals, "list-refusals", false, "list the offline compiler's refusals and warnings (check IDs) and exit")
	c.Flags().BoolVar(&listCues, "list-cues", false, "list the English cues the offline compiler reads, with an example each, and exit")
	f.register(c)
	af.register(c, false)
	return c
}

// printTranslation prints one answer; store is the --shots the answer used
// ("" the default), named in the review hint so the hint acts on that store.
func printTranslation(w io.Writer, r *gql.Translation, header, explain bool, store string) {
	if header {
		fmt.Fprintf(w, "-- %s\n", r.Target)
	}
	if explain {
		printTrace(w, r)
	}
	switch r.Verdict {
	case gql.Valid:
		fmt.Fprintln(w, r.Query)
		if r.Reason != "" {
			fmt.Fprintf(w, "-- note: %s\n", r.Reason)
		}
		printConfidence(w, r)
		for _, warn := range r.Warnings {
			fmt.Fprintf(w, "-- warning: %s\n", warn)
		}
	case gql.Unanswerable:
		if r.Query != "" {
			// Refused under --require-agreement: both answers are shown.
			fmt.Fprintln(w, r.Query)
			printConfidence(w, r)
			fmt.Fprintf(w, "-- unanswerable: %s\n", r.Reason)
			break
		}
		if len(r.Diagnostics) == 1 && r.Diagnostics[0].Severity == diag.Error {
			d := r.Diagnostics[0]
			fmt.Fprintf(w, "-- unanswerable [%s at %q]: %s\n", d.Check, spanText(r.Question, d.Span), r.Reason)
			break
		}
		fmt.Fprintf(w, "-- unanswerable: %s\n", r.Reason)
	default:
		if r.Query != "" {
			fmt.Fprintln(w, r.Query)
		}
		fmt.Fprintf(w, "-- failed: %s\n", r.Reason)
	}
	if r.Rows != nil {
		printTable(w, r.Rows)
	}
	if o := r.Other; o != nil {
		who := "the offline plan"
		if o.Source == "llm" {
			who = "the model"
		}
		fmt.Fprintf(w, "-- the other answer (%s):\n%s\n", who, o.Query)
		if o.Rows != nil {
			printTable(w, o.Rows)
		}
	}
	if r.Answer != "" {
		fmt.Fprintf(w, "-- answer: %s\n", r.Answer)
	}
	if t := r.Trace; t != nil && t.Shot != nil && r.Verdict == gql.Valid && r.Rows != nil {
		if t.Shot.Admitted != 0 {
			fmt.Fprintf(w, "-- stored as shot %d (verified: ran with rows, no suspicion, the offline plan agrees)\n", t.Shot.Admitted)
		} else if t.Shot.Held != 0 {
			where := ""
			if store != "" {
				where = " --shots " + redact.URI(store)
			}
			fmt.Fprintf(w, "-- not stored as a shot: %s; held as %d (gql shots confirm%s %d | gql shots reject%s %d)\n", t.Shot.NotStored, t.Shot.Held, where, t.Shot.Held, where, t.Shot.Held)
		} else if t.Shot.NotStored != "" {
			fmt.Fprintf(w, "-- not stored as a shot: %s\n", t.Shot.NotStored)
		}
	}
	if header {
		fmt.Fprintln(w)
	}
}

// printConfidence says how far the answer is corroborated, and how the
// two opinions differ when they do.
func printConfidence(w io.Writer, r *gql.Translation) {
	if r.Confidence == "" {
		return
	}
	fmt.Fprintf(w, "-- confidence: %s", r.Confidence)
	if r.Difference != "" {
		fmt.Fprintf(w, " (%s)", r.Difference)
	}
	fmt.Fprintln(w)
}

func printTable(w io.Writer, t *gql.Table) {
	fmt.Fprintf(w, "\n%s\n", strings.Join(t.Columns, "\t"))
	for _, row := range t.Rows {
		cells := make([]string, len(row))
		for i, v := range row {
			if b, err := json.Marshal(v); err == nil {
				cells[i] = string(b)
			}
		}
		fmt.Fprintln(w, strings.Join(cells, "\t"))
	}
	fmt.Fprintf(w, "(%d rows)\n", len(t.Rows))
}

func printTrace(w io.Writer, r *gql.Translation) {
	t := r.Trace
	if t == nil {
		return
	}
	fmt.Fprintf(w, "# generator: %s\n", t.Generator)
	if g := t.Grounding; g != nil {
		fmt.Fprintln(w, "# mapping table:")
		for _, l := range g.Mapping {
			fmt.Fprintf(w, "#   %-24q [%d,%d) -> %-22s %.2f\n", l.Text, l.Span.Start, l.Span.End, l.Element.ID(), l.Score)
		}
		for _, v := range g.Values {
			if len(v.Candidates) > 0 {
				c := v.Best()
				fmt.Fprintf(w, "#   %-24q [%d,%d) = %s %q %.2f %s\n", v.Text, v.Span.Start, v.Span.End, c.Field, c.Value, c.Score, matchText(r.Question, c))
			}
		}
	}
	if t.Plan != "" {
		fmt.Fprintf(w, "# offline plan:\n%s\n", indent(t.Plan))
	} else if t.PlanReason != "" {
		fmt.Fprintf(w, "# offline plan: none (%s)\n", t.PlanReason)
	}
	for i, tw := range t.Twigs {
		fmt.Fprintf(w, "# twig %d: %s\n", i+1, strings.ReplaceAll(tw, "\n", " "))
	}
	for _, s := range t.Shots {
		fmt.Fprintf(w, "# shot %d (score %.2f): %s\n", s.ID, s.Score, s.Question)
	}
	if t.Prompt != nil {
		fmt.Fprintf(w, "# prompt tokens: %d (schema %d, twigs %d, shots %d)\n", t.Prompt.Total, t.Prompt.Schema, t.Prompt.Twigs, t.Prompt.Shots)
	}
	for i, a := range t.Attempts {
		chosen := ""
		if i == t.Chosen && len(t.Attempts) > 1 {
			chosen = ", returned"
		}
		fmt.Fprintf(w, "# attempt %d (%s, %s%s):\n%s\n", i+1, a.Source, a.Standing, chosen, indent(a.Query))
		for _, d := range a.Findings {
			fmt.Fprintf(w, "#   %s\n", d.String())
			for _, fx := range d.Fixes {
				fmt.Fprintf(w, "#     fix: %s\n", fx.Label)
			}
		}
		if a.Exec != "" {
			fmt.Fprintf(w, "#   exec: %s\n", a.Exec)
		}
	}
	if t.Agreement != "" {
		fmt.Fprintf(w, "# agreement: %s\n", t.Agreement)
	}
	for _, n := range t.Notes {
		fmt.Fprintf(w, "# note: %s\n", n)
	}
	for _, tm := range t.Timings {
		fmt.Fprintf(w, "# %s: %s\n", tm.Step, tm.Took.Round(time.Microsecond))
	}
}

func indent(s string) string { return "#   " + strings.ReplaceAll(s, "\n", "\n#   ") }

func readRecordings(path string) ([]llm.Recording, error) {
	f, err := os.Open(path)
	if err != nil {
		return nil, err
	}
	defer f.Close()
	recs, err := llm.ReadRecordings(f)
	if err != nil {
		return nil, fmt.Errorf("%s: %w", path, err)
	}
	return recs, nil
}

// printCues lists the offline compiler's cues table by table.
func printCues(w io.Writer) {
	kind := offline.CueKind("")
	for _, c := range offline.Cues() {
		if c.Kind != kind {
			kind = c.Kind
			fmt.Fprintf(w, "# %s\n", kind)
		}
		fmt.Fprintf(w, "%-16s %s\n", c.Name, strings.Join(c.Words, ", "))
		fmt.Fprintf(w, "%-16s %s\n", "", c.Doc)
		if ex := c.Example(); ex != "" {
			fmt.Fprintf(w, "%-16s e.g. %s\n", "", ex)
		}
	}
}

// printRefusals lists the offline compiler's checks: refusals, then warnings.
func printRefusals(w io.Writer) {
	byDefault := map[string]string{}
	for _, d := range gql.RefusedDoubts() {
		byDefault[d[0]] = d[1]
	}
	for _, warn := range []bool{false, true} {
		if warn {
			fmt.Fprintln(w, "# warnings (--strict refuses them; those marked \"refused by default\" refuse unless --accept names them)")
		} else {
			fmt.Fprintln(w, "# refusals")
		}
		for _, c := range offline.Checks() {
			if c.Warning == warn {
				fmt.Fprintf(w, "%-27s %s\n%-27s %s\n", c.ID, c.Summary, "", c.Doc)
				if why, ok := byDefault[c.ID]; ok {
					fmt.Fprintf(w, "%-27s refused by default (%s)\n", "", why)
				}
			}
		}
	}
}

// spanText is the part of the question a diagnostic points at.
func spanText(q string, sp diag.Span) string {
	if sp.Start < 0 || sp.End > len(q) || sp.Start >= sp.End {
		return q
	}
	s := q[sp.Start:sp.End]
	// A span can cover most of a pasted document (question.too-long): the
	// line names where it starts, the reason gives its byte range.
	if len(s) > 80 {
		cut := 60
		for cut > 0 && !utf8.RuneStart(s[cut]) {
			cut--
		}
		s = fmt.Sprintf("%s… (%d more bytes)", s[:cut], len(s)-cut)
	}
	return s
}
