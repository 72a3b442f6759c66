package gql

import (
	"context"
	"errors"
	"fmt"
	"sort"
	"strings"
	"time"

	"github.com/gql-dev/gql/backends"
	"github.com/gql-dev/gql/diag"
	"github.com/gql-dev/gql/grounding"
	"github.com/gql-dev/gql/internal/offline"
	"github.com/gql-dev/gql/lang"
	"github.com/gql-dev/gql/llm"
	"github.com/gql-dev/gql/schema"
	"github.com/gql-dev/gql/shots"
	"github.com/gql-dev/gql/templates"
	"github.com/gql-dev/gql/twig"
)

// Chat is what the compiler needs of an LLM; *llm.Client implements it.
type Chat interface {
	Complete(ctx context.Context, msgs []llm.Message) (string, llm.Usage, error)
}

// ShotStore is what the compiler asks of a shot repository: shots to show,
// failures to warn about, and each generation's outcome to learn from. A
// bbolt file (shots.Store) and an etcd prefix that replicas share
// (shots.EtcdStore) both have it.
type ShotStore interface {
	Select(ns shots.Namespace, elements []string, k int) ([]shots.Scored, error)
	Negatives(ns shots.Namespace, elements []string, k int) ([]shots.Negative, error)
	Record(g shots.Generation) (shots.GenerationResult, error)
}

// storeOrNil turns a nil store pointer held in the interface into a nil
// interface: callers that keep an optional *shots.Store (serve, bench,
// tests) assign it as it is, and a typed nil must still mean "no
// repository" rather than a crash on the first Select.
func storeOrNil(s ShotStore) ShotStore {
	switch x := s.(type) {
	case *shots.Store:
		if x == nil {
			return nil
		}
	case *shots.EtcdStore:
		if x == nil {
			return nil
		}
	}
	return s
}

// Config assembles a compiler. Only Schema is required: with nothing else it
// compiles offline and checks queries statically.
type Config struct {
	Schema *schema.Schema
	// Values answers value-linking lookups: the bundled graph in memory, or a
	// database (grounding/dbsource). Nil skips value linking.
	Values grounding.ValueSource
	// Embedder links words to schema names; nil means the built-in one.
	Embedder grounding.Embedder
	// LLM generates and repairs queries; nil means offline compilation.
	LLM Chat
	// Executors run queries per target language for dynamic verification;
	// a target without one is checked statically only.
	Executors map[lang.Lang]backends.Executor
	// Shots is the evolutionary shot repository; nil disables it.
	Shots ShotStore
	// MaxRepairs is k_max of Algorithm 3: 0 means the default, 2; a
	// negative value allows no LLM repair rounds.
	MaxRepairs int
	// TopShots and TopTwigs bound the prompt (defaults 3 and 5).
	TopShots, TopTwigs int
	// Delta is grounding's cosine threshold and Gamma the weight of schema
	// consistency in twig ranking; 0 takes their packages' defaults.
	Delta, Gamma float64
	// Exec bounds each verification run.
	Exec backends.ExecOptions
	// Samples is how many sample values per property the prompt's schema
	// shows (default 2).
	Samples int
	// Strict refuses rather than answer with a warning: a valid answer that
	// carries warnings (the offline plan's doubts, the critic's suspicions)
	// becomes unanswerable, the warnings its reason.
	Strict bool
	// Accept lists warning codes to answer with anyway ("all": every
	// one). Without it an answer carrying a code that, on the tuning sets,
	// was wrong at least as often as right (RefusedDoubts) becomes
	// unanswerable: the reason shows the doubt and the plan's query.
	// Strict still refuses every warning.
	Accept []string
	// RequireAgreement refuses answers the offline plan does not
	// corroborate: anything but Agreed and OfflineOnly becomes
	// unanswerable, with both answers kept on the translation.
	RequireAgreement bool
	// MaxQuestion bounds the question in characters (0: DefaultMaxQuestion).
	MaxQuestion int
}

// Compiler translates questions. It is safe for concurrent use.
type Compiler struct {
	cfg    Config
	linker *twig.Linker
	fp     string
}

// New prepares a compiler: the schema's element vectors are computed once.
func New(ctx context.Context, cfg Config) (*Compiler, error) {
	cfg.Shots = storeOrNil(cfg.Shots)
	if cfg.Schema == nil {
		return nil, errors.New("gql: a schema is required")
	}
	if err := checkAccept(cfg.Accept); err != nil {
		return nil, err
	}
	if cfg.MaxRepairs == 0 {
		cfg.MaxRepairs = 2
	}
	if cfg.TopShots == 0 {
		cfg.TopShots = 3
	}
	if cfg.TopTwigs == 0 {
		cfg.TopTwigs = 5
	}
	if cfg.Samples == 0 {
		cfg.Samples = 2
	}
	emb := cfg.Embedder
	if emb == nil {
		emb = grounding.NewOffline()
	}
	l, err := twig.NewLinker(ctx, cfg.Schema, emb, cfg.Values, grounding.Options{Delta: cfg.Delta}, twig.Options{K: cfg.TopTwigs, Gamma: cfg.Gamma})
	if err != nil {
		return nil, err
	}
	return &Compiler{cfg: cfg, linker: l, fp: cfg.Schema.Fingerprint()}, nil
}

// Linker is the compiler's structural twig linking, for `gql link` to show
// exactly the grounding and twigs a translation starts from.
func (c *Compiler) Linker() *twig.Linker { return c.linker }

// Trace records every step of a translation for --explain and --json.
type Trace struct {
	Grounding *grounding.Result `json:"grounding,omitempty"`
	// Twigs are the top structural skeletons, rendered in the target.
	Twigs []string `json:"twigs,omitempty"`
	// Plan is the offline compiler's query (rendered), or why it had none.
	Plan       string       `json:"plan,omitempty"`
	PlanReason string       `json:"plan_reason,omitempty"`
	Shots      []UsedShot   `json:"shots,omitempty"`
	Prompt     *PromptSize  `json:"prompt,omitempty"`
	Attempts   []Attempt    `json:"attempts"`
	Timings    []StepTiming `json:"timings"`
	Shot       *ShotOutcome `json:"shot_outcome,omitempty"`
	// Chosen is the index of the attempt returned: the best, not the last.
	Chosen int `json:"chosen"`
	// Agreement says whether the offline plan, an independent candidate,
	// returns the same answer as the model's query.
	Agreement string        `json:"agreement,omitempty"`
	Notes     []string      `json:"notes,omitempty"`
	Generator string        `json:"generator"` // "offline" or "llm"
	Total     time.Duration `json:"total_ns"`
}

// UsedShot is a shot that was in the prompt.
type UsedShot struct {
	ID       uint64  `json:"id"`
	Question string  `json:"question"`
	Query    string  `json:"query"`
	Score    float64 `json:"score"`
}

// PromptSize counts the prompt's tokens per part.
type PromptSize struct {
	Instruction int `json:"instruction"`
	Schema      int `json:"schema"`
	Twigs       int `json:"twigs"`
	Shots       int `json:"shots"`
	Question    int `json:"question"`
	Total       int `json:"total"`
}

// Attempt is one query the loop looked at.
type Attempt struct {
	Query    string            `json:"query"`
	Source   string            `json:"source"` // offline, llm, fix, refine, repair
	Findings []diag.Diagnostic `json:"findings,omitempty"`
	Exec     string            `json:"exec,omitempty"` // ok, or the error class and message
	Rows     int               `json:"rows,omitempty"`
	Standing Standing          `json:"standing"`
}

// StepTiming is how long one step took.
type StepTiming struct {
	Step string        `json:"step"`
	Took time.Duration `json:"took_ns"`
}

// ShotOutcome says what the repository did with the result.
type ShotOutcome struct {
	Updated  []uint64 `json:"updated,omitempty"`
	Admitted uint64   `json:"admitted,omitempty"`
	Negative uint64   `json:"negative,omitempty"`
	// NotStored says why a valid pair was not admitted; Held is then the
	// pending pair's id for `gql shots confirm|reject`.
	NotStored string `json:"not_stored,omitempty"`
	Held      uint64 `json:"held,omitempty"`
}

type run struct {
	c      *Compiler
	ctx    context.Context
	q      string
	target lang.Lang
	tr     *Translation
	trace  *Trace
	ground *grounding.Result
	plan   *templates.Query
	// planDiags are the offline compiler's refusal or warnings.
	planDiags []diag.Diagnostic
	elems     []string
	used      []uint64
	lastErr   string
	static    int // deterministic fixes applied
	// renderErr is why the offline plan could not be written in the target.
	renderErr error
	start     time.Time
	// conf is the answer's confidence, confWhy why (for a refusal under
	// RequireAgreement), diff how the two opinions differ, other the one
	// not chosen; replaced is the model's broken candidate the plan
	// answers for, planOver why the plan was preferred to a model's query
	// that ran.
	conf          Confidence
	confWhy, diff string
	other         *Alternative
	replaced      *candidate
	planOver      string
	ties          string
}

func (r *run) time(step string, start time.Time) {
	r.trace.Timings = append(r.trace.Timings, StepTiming{step, time.Since(start)})
}

// Translate compiles one question for one target. It never returns nil; the
// verdict says how it went.
func (c *Compiler) Translate(ctx context.Context, question string, target lang.Lang) *Translation {
	generator := "offline"
	if c.cfg.LLM != nil {
		generator = "llm"
	}
	r, tr := c.newRun(ctx, question, target, generator)
	defer r.finish()
	if r.q == "" {
		tr.Verdict, tr.Reason = Unanswerable, "the question is empty"
		return tr
	}
	if !r.admit() {
		return tr
	}
	if err := r.link(); err != nil {
		tr.Verdict, tr.Reason = Failed, err.Error()
		return tr
	}
	if r.stopped() {
		return tr
	}
	var query string
	if c.cfg.LLM == nil {
		if r.plan == nil {
			tr.Verdict, tr.Reason = Unanswerable, r.trace.PlanReason
			tr.Diagnostics = append(tr.Diagnostics, r.planDiags...)
			if why := r.lookupFailure(); why != "" {
				// The refusal may only mean the values the question
				// names could not be looked up: the backend's failure is
				// the answer, not a verdict on the question.
				tr.Verdict, tr.Reason = Failed, why
			}
			r.record(nil, false)
			return tr
		}
		if r.renderErr != nil {
			tr.Verdict, tr.Reason = Failed, "rendering: "+r.renderErr.Error()
			var un *templates.Unsupported
			if errors.As(r.renderErr, &un) {
				// The language cannot say it (SPARQL returns no path):
				// an answer to refuse, not a failure.
				tr.Verdict, tr.Reason = Unanswerable, r.renderErr.Error()
			}
			return tr
		}
		query = r.trace.Plan
		r.attempt(query, "offline")
	} else {
		q, err := r.generate()
		if err != nil {
			tr.Verdict, tr.Reason = Failed, err.Error()
			return tr
		}
		query = q
	}
	r.correct(query)
	r.stopped()
	return tr
}

// Repair runs the correction loop on a query someone else wrote: the
// critic's mechanical fixes, execution, and (with an LLM) repair. The
// question gives the loop its grounding and value links.
func (c *Compiler) Repair(ctx context.Context, question string, target lang.Lang, query string) *Translation {
	r, tr := c.newRun(ctx, question, target, "given")
	defer r.finish()
	if !r.admit() {
		return tr
	}
	if err := r.link(); err != nil {
		tr.Verdict, tr.Reason = Failed, err.Error()
		return tr
	}
	if r.stopped() {
		return tr
	}
	r.attempt(query, "given")
	r.correct(query)
	r.stopped()
	return tr
}

// newRun starts the bookkeeping of one translation; finish stamps its latency.
func (c *Compiler) newRun(ctx context.Context, question string, target lang.Lang, generator string) (*run, *Translation) {
	tr := &Translation{Question: question, Target: target, Trace: &Trace{Generator: generator}}
	return &run{c: c, ctx: ctx, q: strings.TrimSpace(question), target: target, tr: tr, trace: tr.Trace, start: time.Now()}, tr
}

func (r *run) finish() {
	r.tr.Latency = time.Since(r.start)
	r.trace.Total = r.tr.Latency
}

// link grounds the question, makes the offline plan and the twigs.
func (r *run) link() error {
	t0 := time.Now()
	linked, err := r.c.linker.Link(r.ctx, r.q)
	if err != nil {
		return fmt.Errorf("grounding: %w", err)
	}
	g := linked.Grounding
	r.ground = g
	for _, tw := range linked.Twigs {
		if s, err := tw.Render(r.target, r.c.cfg.Schema); err == nil {
			r.trace.Twigs = append(r.trace.Twigs, s)
		}
	}
	r.trace.Grounding = g
	for id := range g.Grounded() {
		r.elems = append(r.elems, id)
	}
	sort.Strings(r.elems)
	r.time("grounding", t0)

	t0 = time.Now()
	ev := offline.EvidenceFrom(g)
	if len(linked.Twigs) > 0 {
		ev.TopTwig = linked.Twigs[0].Query
	}
	res, err := offline.Compile(ev, r.c.cfg.Schema)
	if err != nil {
		var ue *offline.UnanswerableError
		if errors.As(err, &ue) {
			r.trace.PlanReason = ue.Reason
			r.planDiags = []diag.Diagnostic{ue.Diagnostic}
		} else {
			r.trace.PlanReason = err.Error()
		}
	} else {
		plan := res.Query
		r.plan = plan
		r.planDiags = res.Warnings
		// Rendered once: the trace shows it and the offline path sends it.
		r.trace.Plan, r.renderErr = templates.Render(plan, r.target, r.c.cfg.Schema)
	}
	r.time("offline plan", t0)
	return nil
}

// lookupFailure says why value lookups failed during grounding (a backend
// that cannot be reached), or "".
func (r *run) lookupFailure() string {
	if r.ground == nil {
		return ""
	}
	for _, w := range r.ground.Warnings {
		if w.Check == "value-lookup" {
			return w.Summary + ": " + w.Detail
		}
	}
	return ""
}

// attempt notes a query in the trace and returns its index.
func (r *run) attempt(q, source string) *Attempt {
	r.trace.Attempts = append(r.trace.Attempts, Attempt{Query: q, Source: source})
	r.tr.Attempts = len(r.trace.Attempts)
	return &r.trace.Attempts[len(r.trace.Attempts)-1]
}

// record updates the shot repository: utilities of the shots used (Eq. 10),
// one step of ageing, and admission of a verified pair (see notStored) or a
// negative for a failure.
func (r *run) record(best *candidate, valid bool) {
	st := r.c.cfg.Shots
	if st == nil {
		return
	}
	g := shots.Generation{
		Namespace: shots.Namespace{Schema: r.c.fp, Target: r.target},
		Used:      r.used, Valid: valid, Question: r.q, Elements: r.elems,
	}
	why := ""
	switch {
	case valid && best != nil:
		why = r.notStored(best)
		if ex := r.c.cfg.Executors[r.target]; ex != nil && best.res != nil {
			// It ran: admitted when verified, else held for a person to
			// confirm or reject.
			g.Query, g.Hold = best.query, why
			g.Provenance = shots.Provenance{Backend: string(ex.Backend()) + " " + ex.Endpoint(), VerifiedAt: time.Now().UTC(), Rows: len(best.res.Rows)}
		}
	case !valid && best != nil:
		g.Query = best.query
		g.Error = r.lastErr
	}
	res, err := st.Record(g)
	if err != nil {
		r.trace.Timings = append(r.trace.Timings, StepTiming{Step: "shots error: " + err.Error()})
		return
	}
	out := &ShotOutcome{Updated: res.Updated, Negative: res.Negative, NotStored: why, Held: res.Held}
	if res.Admission != nil {
		out.Admitted = res.Admission.ID
	}
	r.trace.Shot = out
}

// degenerate: one row whose values are all null or zero.
func degenerate(res *backends.Result) bool {
	if len(res.Rows) != 1 {
		return false
	}
	for _, v := range res.Rows[0] {
		switch x := v.Go().(type) {
		case nil:
		case int64:
			if x != 0 {
				return false
			}
		case float64:
			if x != 0 {
				return false
			}
		default:
			return false
		}
	}
	return true
}

func toTable(res *backends.Result) *Table {
	t := &Table{Columns: res.Columns}
	for _, row := range res.Rows {
		out := make([]any, len(row))
		for i, v := range row {
			out[i] = v.Go()
		}
		t.Rows = append(t.Rows, out)
	}
	return t
}

// applyFixes applies the first fix of every finding in ds when every one
// has a fix; otherwise the query needs more than mechanical repair.
func applyFixes(query string, ds []diag.Diagnostic) (string, bool) {
	var fixes []diag.Fix
	for _, d := range ds {
		if len(d.Fixes) == 0 {
			return "", false
		}
		f := d.Fixes[0]
		if f.Span.Start == 0 && f.Span.End == len(query) {
			// A rewrite of the whole query (quote doubling, a property
			// binding) subsumes the others; the next round checks again.
			fixes = []diag.Fix{f}
			break
		}
		fixes = append(fixes, f)
	}
	if len(fixes) == 0 {
		return "", false
	}
	out, ok := diag.Apply(query, fixes)
	if !ok || out == query {
		return "", false
	}
	return out, true
}

func summarize(ds []diag.Diagnostic) string {
	var parts []string
	for _, d := range ds {
		if d.Severity == diag.Error {
			parts = append(parts, fmt.Sprintf("%d:%d %s", d.Pos.Line, d.Pos.Col, d.Summary))
		}
	}
	if len(parts) > 3 {
		parts = append(parts[:3], fmt.Sprintf("and %d more", len(parts)-3))
	}
	return strings.Join(parts, "; ")
}

func describe(ds []diag.Diagnostic) string {
	var b strings.Builder
	for _, d := range ds {
		if d.Severity != diag.Error {
			continue
		}
		fmt.Fprintf(&b, "- line %d col %d: %s", d.Pos.Line, d.Pos.Col, d.Summary)
		if d.Detail != "" {
			fmt.Fprintf(&b, " (%s)", d.Detail)
		}
		if len(d.Fixes) > 0 && d.Fixes[0].Label != "" {
			fmt.Fprintf(&b, " — %s", d.Fixes[0].Label)
		}
		b.WriteByte('\n')
	}
	return b.String()
}
