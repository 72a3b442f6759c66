package bench

import (
	"context"
	"errors"
	"fmt"
	"os"
	"path/filepath"
	"slices"
	"sort"
	"strings"
	"sync"
	"time"

	"github.com/gql-dev/gql"
	"github.com/gql-dev/gql/backends"
	"github.com/gql-dev/gql/batch"
	"github.com/gql-dev/gql/critic"
	"github.com/gql-dev/gql/diag"
	"github.com/gql-dev/gql/grounding"
	"github.com/gql-dev/gql/internal/rowcheck"
	"github.com/gql-dev/gql/lang"
	"github.com/gql-dev/gql/llm"
	"github.com/gql-dev/gql/schema"
	"github.com/gql-dev/gql/shots"
	"github.com/gql-dev/gql/twig"
)

// Ablation is one configuration of the paper's ablation study.
type Ablation string

const (
	// Default is the compiler as users run it: for the LLM path evolutionary
	// shots in a fresh store and the correction loop; offline, no shot store
	// (the offline generator does not read shots).
	Default Ablation = "default"
	// ZeroShot: no shots in the prompt.
	ZeroShot Ablation = "zero-shot"
	// StaticFewShot: the same k shots (gold pairs of other items of the
	// dataset) in every prompt; nothing evolves.
	StaticFewShot Ablation = "static-few-shot"
	// Evolutionary: the shot repository in a fresh temporary store, evolving
	// over the run.
	Evolutionary Ablation = "evolutionary"
	// NoCorrection: no LLM repair rounds (k_max = 0).
	NoCorrection Ablation = "no-correction"
)

// Ablations lists the known ablations in report order.
var Ablations = []Ablation{Default, ZeroShot, StaticFewShot, Evolutionary, NoCorrection}

// ParseAblations reads a comma list.
func ParseAblations(s string) ([]Ablation, error) {
	if strings.TrimSpace(s) == "" {
		return []Ablation{Default}, nil
	}
	var out []Ablation
	for _, p := range strings.Split(s, ",") {
		a := Ablation(strings.TrimSpace(strings.ToLower(p)))
		ok := false
		for _, k := range Ablations {
			ok = ok || k == a
		}
		if !ok {
			return nil, fmt.Errorf("unknown ablation %q (default, zero-shot, static-few-shot, evolutionary, no-correction)", p)
		}
		out = append(out, a)
	}
	return out, nil
}

// Options configure a benchmark run.
type Options struct {
	Dataset *Dataset
	Targets []lang.Lang
	// Backends are the servers EX runs on, by name or URI; several may share
	// a language (Gremlin Server and JanusGraph). A dataset with its own
	// graphs (Spider4SPARQL) brings its endpoints instead.
	Backends []string
	// Setup gives the schema, the LLM and whether the compiler itself runs
	// queries (Exec, on the first backend of each language). Its Shots field
	// is ignored: every ablation decides its own shot store.
	Setup     gql.Setup
	Ablations []Ablation
	// MaxRepairs is k_max of the correction loop for every ablation but
	// no-correction (0: the compiler's default).
	MaxRepairs int
	// StaticShots is k for the static few-shot ablation (default 3).
	StaticShots int
	// Exec bounds each EX run (gold and prediction).
	Exec     backends.ExecOptions
	Progress func(done, total int)
	// Limit runs only the first Limit items (0: all).
	Limit int
	// keepCheck keeps the check split's item results in the report, for
	// this package's tests of the scoring's invariants only: unexported, so
	// no command can show a check item's failure.
	keepCheck bool
}

// ExOutcome is one prediction's EX on one backend.
type ExOutcome struct {
	Backend string `json:"backend"`
	Match   bool   `json:"match"`
	// GoldError: the gold query failed here; the item is left out of this
	// backend's EX.
	GoldError string `json:"gold_error,omitempty"`
	PredError string `json:"pred_error,omitempty"`
	Why       string `json:"why,omitempty"`
	// Answer is right, wrong or refused at answer level (row count and key
	// values: the item's hand-written answer, else the gold result's); empty
	// when it cannot be told (the gold failed and there is no written answer).
	Answer    string `json:"answer,omitempty"`
	AnswerWhy string `json:"answer_why,omitempty"`
	// HandChecked: Answer was scored against a hand-checked check (Item.Check).
	HandChecked bool `json:"hand_checked,omitempty"`
	// NoGold: the item has no gold query in this language and is scored at
	// answer level only (against its written answer); it is in no EX.
	NoGold bool `json:"no_gold,omitempty"`
	// Kept: Answer is right only as the same answer with a tie or the
	// empty groups kept that the gold left out, or its tied rows in
	// another order (rowcheck.TieKept, rowcheck.TieOrder,
	// rowcheck.ZeroGroups); strictly it is wrong, for StrictWhy.
	Kept      string `json:"kept,omitempty"`
	StrictWhy string `json:"strict_why,omitempty"`
}

// hasCheck: one of the diagnostics is of the check id.
func hasCheck(ds []diag.Diagnostic, id string) bool {
	for _, d := range ds {
		if d.Check == id {
			return true
		}
	}
	return false
}

var errNoGold = errors.New("no gold query in this language")

// ItemResult is one item translated for one target under one ablation.
type ItemResult struct {
	ID    string `json:"id"`
	Graph string `json:"graph,omitempty"`
	// Of is the original's id in the source set Graph (the reworded set).
	Of       string      `json:"of,omitempty"`
	Category string      `json:"category,omitempty"`
	Split    string      `json:"split,omitempty"`
	Question string      `json:"question"`
	Ablation Ablation    `json:"ablation"`
	Target   lang.Lang   `json:"target"`
	Step     int         `json:"step"`
	Gold     string      `json:"gold"`
	Query    string      `json:"query,omitempty"`
	Verdict  gql.Verdict `json:"verdict"`
	Reason   string      `json:"reason,omitempty"`
	Attempts int         `json:"attempts"`

	EM        bool   `json:"em"`
	GAM       bool   `json:"gam"`
	GoldParse string `json:"gold_parse_error,omitempty"`
	// EX per backend of the target's language.
	EX []ExOutcome `json:"ex"`

	TwigsRetrieved int   `json:"twigs_retrieved"`
	TwigHits       int   `json:"twig_hits"`
	Critic         bool  `json:"critic_activated"`
	Correction     bool  `json:"correction_activated"`
	PromptTokens   int   `json:"prompt_tokens"`
	UsagePrompt    int   `json:"usage_prompt_tokens"`
	UsageOutput    int   `json:"usage_completion_tokens"`
	ShotsInPrompt  int   `json:"shots_in_prompt"`
	LatencyNS      int64 `json:"latency_ns"`
	// FuzzyLinks are the values grounding read from close spellings, each
	// with its evidence (bench/values.go).
	FuzzyLinks []FuzzyLink `json:"fuzzy_links,omitempty"`
	// Doubts are the check codes of the translation's warnings, and
	// Evidence the kinds of evidence of the fuzzy links it was read with
	// (bench/doubts.go): what the answer assumed.
	Doubts   []string `json:"doubts,omitempty"`
	Evidence []string `json:"evidence_kinds,omitempty"`
}

// UtilityPoint is the shot repository after one step of an ablation.
type UtilityPoint struct {
	Ablation Ablation  `json:"ablation"`
	Target   lang.Lang `json:"target"`
	Step     int       `json:"step"`
	MeanRho  float64   `json:"mean_rho"`
	Active   int       `json:"active"`
}

// Report is everything a run measured.
type Report struct {
	Dataset      *Dataset       `json:"dataset"`
	Mode         string         `json:"mode"` // offline or llm
	Model        string         `json:"model,omitempty"`
	Embedder     string         `json:"embedder,omitempty"` // "" for the built-in one
	CompilerExec bool           `json:"compiler_exec"`
	Targets      []lang.Lang    `json:"targets"`
	Backends     []string       `json:"backends"`
	Ablations    []Ablation     `json:"ablations"`
	Started      time.Time      `json:"started"`
	Duration     time.Duration  `json:"duration_ns"`
	Items        []ItemResult   `json:"items"`
	Aggregates   []Aggregate    `json:"aggregates"`
	Utility      []UtilityPoint `json:"utility,omitempty"`
	// Prices are currency units per million tokens, from the LLM config.
	PricePrompt     float64         `json:"price_prompt_per_mtok,omitempty"`
	PriceCompletion float64         `json:"price_completion_per_mtok,omitempty"`
	Categories      []CategoryStats `json:"categories,omitempty"`
	// CheckFamilies: the check split's answers per broad kind of question,
	// in rows of at least MinFamilyItems items (CheckFamilies).
	CheckFamilies []CategoryStats `json:"check_families,omitempty"`
	// Splits are the tuning and check splits' numbers (Category is the
	// split), when the dataset keeps a check split.
	Splits []CategoryStats `json:"splits,omitempty"`
	// Blinded counts the item results of the check split left out of Items:
	// their failures are not to be read, so only the aggregates keep them.
	Blinded int `json:"blinded_items,omitempty"`
	// DoubtRows count answers by warning code (Doubts), both splits, the
	// check split in totals only.
	DoubtRows []DoubtStats `json:"doubts,omitempty"`
	Notes     []string     `json:"notes,omitempty"`
	Command   string       `json:"command,omitempty"`
}

// exTarget is one backend EX runs on.
type exTarget struct {
	name string // backend kind, the report's column
	lang lang.Lang
	x    backends.Executor
}

// graphEnv is what one graph of the dataset needs: its schema, value
// source and EX backends.
type graphEnv struct {
	schema *schema.Schema
	values grounding.ValueSource
	ex     []exTarget
}

// Run benchmarks the compiler on a dataset.
func Run(ctx context.Context, opt Options) (*Report, error) {
	ds := opt.Dataset
	if ds == nil || len(ds.Items) == 0 {
		return nil, errors.New("empty dataset")
	}
	if len(opt.Ablations) == 0 {
		opt.Ablations = []Ablation{Default}
	}
	if opt.StaticShots == 0 {
		opt.StaticShots = 3
	}
	if opt.Exec.Limit == 0 {
		opt.Exec.Limit = RowLimit
	}
	if opt.Exec.Timeout == 0 {
		opt.Exec.Timeout = execTimeout
	}
	if opt.Setup.ExecOptions.Timeout == 0 {
		opt.Setup.ExecOptions.Timeout = execTimeout
	}
	items := ds.Items
	if opt.Limit > 0 && opt.Limit < len(items) {
		items = items[:opt.Limit]
	}
	rep := &Report{Dataset: ds, Mode: "offline", Targets: opt.Targets, Ablations: opt.Ablations,
		Started: time.Now().UTC(), CompilerExec: opt.Setup.Exec}
	if emb, err := opt.Setup.Embed.Embedder(); err == nil && emb != nil {
		rep.Embedder = emb.Name()
	}
	if opt.Setup.HasLLM() {
		rep.Mode, rep.Model = "llm", opt.Setup.LLM.Model
		rep.PricePrompt, rep.PriceCompletion = opt.Setup.LLM.PricePrompt, opt.Setup.LLM.PriceCompletion
	}
	if opt.Setup.Schema == "" {
		opt.Setup.Schema = ds.Schema
	}
	envs, closeAll, err := openGraphs(ctx, ds, opt)
	defer closeAll()
	if err != nil {
		return nil, err
	}
	seenB := map[string]bool{}
	for _, e := range envs {
		for _, x := range e.ex {
			if !seenB[x.name] {
				seenB[x.name] = true
				rep.Backends = append(rep.Backends, x.name)
			}
		}
	}
	gold := &goldCache{m: map[string]goldRes{}}
	total := 0
	for _, it := range items {
		for _, t := range opt.Targets {
			if scored(it, t) {
				total += len(opt.Ablations)
			}
		}
	}
	done := 0
	var stopped error
	for _, ab := range opt.Ablations {
		if stopped = runAblation(ctx, rep, items, envs, gold, opt, ab, func() {
			done++
			if opt.Progress != nil {
				opt.Progress(done, total)
			}
		}); stopped != nil {
			break
		}
	}
	if stopped != nil && ctx.Err() == nil {
		return nil, stopped
	}
	if stopped != nil {
		// Interrupted: report what was measured, and say so.
		rep.Notes = append(rep.Notes, fmt.Sprintf("INTERRUPTED after %d of %d translations: the numbers cover only those.", done, total))
	}
	rep.Duration = time.Since(rep.Started)
	rep.Aggregates = Aggregates(rep.Items)
	rep.Splits = Splits(rep.Items)
	rep.DoubtRows = Doubts(rep.Items)
	rep.CheckFamilies = CheckFamilies(rep.Items)
	if !opt.keepCheck {
		rep.Items, rep.Blinded = blind(rep.Items)
	}
	// After blinding: a category of one check item would show its outcome.
	rep.Categories = Categories(rep.Items)
	rep.Notes = append(rep.Notes, ds.Notes...)
	rep.Notes = append(rep.Notes, handCheckedNotes(rep.Items)...)
	rep.Notes = append(rep.Notes, modeNotes(rep)...)
	if bad := rep.Unevidenced(); len(bad) > 0 {
		// Grounding links no fuzzy value without evidence; a report that
		// shows one says so at the top rather than in a table.
		rep.Notes = append(rep.Notes, fmt.Sprintf("FUZZY VALUE LINKS WITHOUT EVIDENCE (%d): %s", len(bad), strings.Join(bad, "; ")))
	}
	return rep, stopped
}

// blind drops the item results of the check split once the aggregates have
// them: a check split measures generality only while nobody reads its
// failures one by one and writes rules for them (issue 23), so the report —
// json, markdown and html alike — never holds a check item's question,
// query or outcome.
func blind(items []ItemResult) ([]ItemResult, int) {
	var kept []ItemResult
	n := 0
	for _, r := range items {
		if r.Split == SplitCheck {
			n++
			continue
		}
		kept = append(kept, r)
	}
	return kept, n
}

// scored says whether an item is measured in target t: it has a gold query
// there, or a written answer, which is the same in every language (the
// registry set has gold Cypher only and is scored on all four servers).
// A hand check scores the answer in any language too (text2gremlin's
// Gremlin gold rows score a Cypher answer).
func scored(it Item, t lang.Lang) bool {
	return it.Gold[t] != "" || it.Answer != nil || it.Check != nil
}

// runAblation translates and scores every item under one ablation, with
// its own compilers and (when it keeps one) a fresh shot store.
func runAblation(ctx context.Context, rep *Report, items []Item, envs map[string]*graphEnv, gold *goldCache, opt Options, ab Ablation, tick func()) error {
	tmp, err := os.MkdirTemp("", "gql-bench-*")
	if err != nil {
		return err
	}
	defer os.RemoveAll(tmp)
	var store *shots.Store
	if rep.Mode == "llm" && (ab == Default || ab == Evolutionary) {
		if store, err = shots.Open(filepath.Join(tmp, "shots.db"), nil); err != nil {
			return err
		}
		defer store.Close()
	}
	comps := map[string]*compiled{}
	for step, it := range items {
		env := envs[it.Graph]
		c := comps[it.Graph]
		if c == nil {
			if c, err = newCompiled(ctx, env, opt, ab, store); err != nil {
				return fmt.Errorf("graph %q: %w", it.Graph, err)
			}
			comps[it.Graph] = c
		}
		for _, t := range opt.Targets {
			if !scored(it, t) {
				continue
			}
			c.setStatic(staticBlock(items, it.ID, t, opt.StaticShots, ab))
			tr := c.Translate(ctx, it.Question, t)
			r := evaluate(ctx, it, t, ab, step, tr, env, gold, c.static, opt.Exec)
			if ctx.Err() != nil {
				return ctx.Err() // scoring runs were cut short
			}
			rep.Items = append(rep.Items, r)
			tick()
		}
		if store != nil {
			rep.Utility = append(rep.Utility, utilityAt(store, ab, step)...)
		}
	}
	return nil
}

func modeNotes(rep *Report) []string {
	var n []string
	if rep.Mode == "offline" {
		n = append(n, "Offline mode: queries come from gql's own compiler, not a language model. Prompt tokens are 0 because no prompt is built.",
			"The shot ablations apply to the LLM path only: the offline compiler neither reads shots nor has LLM repair rounds, so every ablation gives the same queries offline.")
	} else {
		n = append(n, "LLM mode: model "+rep.Model+". no-correction sets k_max = 0 LLM repair rounds; the critic's deterministic fixes still apply (the compiler has no switch for them).")
	}
	if !rep.CompilerExec {
		n = append(n, "The compiler did not run its queries during translation (no --exec): EX executes them only for measuring.")
		for _, a := range rep.Ablations {
			if rep.Mode == "llm" && (a == Default || a == Evolutionary) {
				n = append(n, "The shot repository admits only queries a server ran; without --exec it stays empty, so the "+string(a)+" ablation had no shots to use.")
				break
			}
		}
	}
	return n
}

func utilityAt(st *shots.Store, ab Ablation, step int) []UtilityPoint {
	stats, err := st.Stats()
	if err != nil {
		return nil
	}
	var out []UtilityPoint
	for _, s := range stats {
		out = append(out, UtilityPoint{Ablation: ab, Target: s.Namespace.Target, Step: step, MeanRho: s.MeanRho, Active: s.Active})
	}
	return out
}

// openGraphs prepares each graph of the dataset: the dataset's one graph
// from opt.Setup and opt.Backends, or one per Spider4SPARQL graph.
func openGraphs(ctx context.Context, ds *Dataset, opt Options) (map[string]*graphEnv, func(), error) {
	var opened []backends.Executor
	closeAll := func() {
		for _, x := range opened {
			x.Close()
		}
	}
	envs := map[string]*graphEnv{}
	open := func(uri string, o backends.Options) (backends.Executor, error) {
		x, err := openExec(ctx, uri, o)
		if err == nil {
			opened = append(opened, x)
		}
		return x, err
	}
	if len(ds.Graphs) > 0 {
		for name, uri := range ds.Graphs {
			if uri == "" {
				continue
			}
			o := backends.Options{Backend: backends.Fuseki, Vocab: ds.Vocab, Guard: critic.ReadOnlyGuard}
			s, err := backends.Introspect(ctx, uri, o, backends.IntrospectOptions{NoCache: true})
			if err != nil {
				return envs, closeAll, fmt.Errorf("schema of %s: %w", name, err)
			}
			s.Name = name
			o.Schema = s
			x, err := open(uri, o)
			if err != nil {
				return envs, closeAll, err
			}
			envs[name] = &graphEnv{schema: s, ex: []exTarget{{name: string(backends.Fuseki), lang: lang.SPARQL, x: x}}}
		}
		return envs, closeAll, nil
	}
	if len(ds.Sources) > 0 {
		// Each source set on its own example and servers, the ones of its
		// targets, as its own dataset would run (DefaultServers).
		for name, src := range ds.Sources {
			var servers []string
			for _, sv := range src.Servers {
				ep, err := backends.ResolveOne(sv, nil)
				if err == nil && slices.Contains(opt.Targets, ep.Backend.Lang()) {
					servers = append(servers, sv)
				}
			}
			env, err := openExample(src.Schema, opt.Setup.Annotations, servers, opt.Setup.Lookup, open)
			if err != nil {
				return envs, closeAll, fmt.Errorf("source %s: %w", name, err)
			}
			envs[name] = env
		}
		return envs, closeAll, nil
	}
	env, err := openExample(opt.Setup.Schema, opt.Setup.Annotations, opt.Backends, opt.Setup.Lookup, open)
	if err != nil {
		return envs, closeAll, err
	}
	envs[""] = env
	return envs, closeAll, nil
}

// openExample prepares one graph read from an example or schema, with EX
// on the servers named.
func openExample(schemaPath, annotations string, servers []string, lookup backends.Lookup, open func(string, backends.Options) (backends.Executor, error)) (*graphEnv, error) {
	s, g, err := gql.ReadSchema(schemaPath, annotations)
	if err != nil {
		return nil, err
	}
	env := &graphEnv{schema: s}
	var eps []backends.Endpoint
	for _, name := range servers {
		e, err := backends.Resolve(name, lookup)
		if err != nil {
			return nil, err
		}
		eps = append(eps, e...)
	}
	for _, ep := range eps {
		x, err := open(ep.URI, backends.Options{Backend: ep.Backend, Schema: s, Guard: critic.ReadOnlyGuard})
		if err != nil {
			return nil, err
		}
		env.ex = append(env.ex, exTarget{name: string(x.Backend()), lang: x.Backend().Lang(), x: x})
	}
	// The servers hold the example's graph, so its data in memory links
	// values alike for all of them without a round trip; without the data
	// the compiler asks the first server (gql.Parts).
	if g != nil {
		env.values = grounding.NewMemorySource(g, s)
	}
	return env, nil
}

// compiled is a compiler for one ablation and graph, with the static shot
// block the next prompt gets.
type compiled struct {
	*gql.Compiler
	static *staticChat
}

func (c *compiled) setStatic(block string) {
	if c.static != nil {
		c.static.set(block)
	}
}

func newCompiled(ctx context.Context, env *graphEnv, opt Options, ab Ablation, store *shots.Store) (*compiled, error) {
	st := opt.Setup
	st.Backends, st.Parts = nil, env.parts()
	st.Shots, st.Store = "off", store
	st.MaxRepairs = opt.MaxRepairs
	if ab == NoCorrection {
		// Setup treats 0 as "default"; any negative budget allows no
		// LLM repair round.
		st.MaxRepairs = -1
	}
	out := &compiled{}
	if ab == StaticFewShot && st.HasLLM() {
		inner, err := st.ChatClient()
		if err != nil {
			return nil, err
		}
		out.static = &staticChat{inner: inner}
		st.Chat = out.static
	}
	b, err := gql.Build(ctx, st)
	if err != nil {
		return nil, err
	}
	// Nothing to close: the executors are the graph's, the store the
	// ablation's.
	out.Compiler = b.Compiler
	return out, nil
}

// parts are the graph as the compiler reads it.
func (e *graphEnv) parts() *gql.Parts {
	p := &gql.Parts{Schema: e.schema, Values: e.values}
	for _, x := range e.ex {
		p.Executors = append(p.Executors, x.x)
	}
	return p
}

// staticBlock renders the fixed shots of the static few-shot ablation: the
// gold pairs of k items spread evenly over the dataset, skipping the item
// being translated (its place goes to the next item).
func staticBlock(items []Item, self string, t lang.Lang, k int, ab Ablation) string {
	if ab != StaticFewShot {
		return ""
	}
	var pool []Item
	for _, it := range items {
		if it.Gold[t] != "" {
			pool = append(pool, it)
		}
	}
	if len(pool) == 0 {
		return ""
	}
	var b strings.Builder
	stride := max(1, len(pool)/k)
	seen := map[string]bool{self: true}
	for i := 0; i < k && i*stride < len(pool); i++ {
		for j := i * stride; j < i*stride+len(pool); j++ {
			it := pool[j%len(pool)]
			if !seen[it.ID] {
				seen[it.ID] = true
				fmt.Fprintf(&b, "Question: %s\nQuery:\n%s\n\n", it.Question, it.Gold[t])
				break
			}
		}
	}
	return b.String()
}

// staticChat puts the static shots into the first user message of every
// conversation, where the compiler puts its own shots.
type staticChat struct {
	inner gql.Chat
	mu    sync.Mutex
	block string
}

func (s *staticChat) set(b string) {
	s.mu.Lock()
	s.block = b
	s.mu.Unlock()
}

func (s *staticChat) current() string {
	s.mu.Lock()
	defer s.mu.Unlock()
	return s.block
}

func (s *staticChat) Complete(ctx context.Context, msgs []llm.Message) (string, llm.Usage, error) {
	block := s.current()
	if block != "" {
		out := make([]llm.Message, len(msgs))
		copy(out, msgs)
		for i, m := range out {
			if m.Role != "user" || !strings.HasPrefix(m.Content, "Schema:") {
				continue
			}
			if j := strings.LastIndex(m.Content, "Question: "); j >= 0 {
				out[i].Content = m.Content[:j] + "Examples:\n" + block + m.Content[j:]
			}
			break
		}
		msgs = out
	}
	return s.inner.Complete(ctx, msgs)
}

type goldRes struct {
	res *backends.Result
	err error
}

// RowLimit is how many rows the bench reads of a gold query, at load and at
// run time alike, and of a prediction unless asked otherwise: a prediction
// read with fewer rows than its gold can never match ('What keywords do we
// have?' has 3,253 rows; predictions read with translate's 1,000 were wrong).
const RowLimit = 10000

// readLimit is the row limit a prediction of it is read with: never fewer
// rows than its hand check holds, plus one so that a prediction with more
// rows than the gold is seen to have more.
func readLimit(it Item, eo backends.ExecOptions) backends.ExecOptions {
	if it.Check != nil && eo.Limit >= 0 && eo.Limit <= it.Check.Rows {
		eo.Limit = it.Check.Rows + 1
	}
	return eo
}

type goldCache struct {
	mu sync.Mutex
	m  map[string]goldRes
}

func (g *goldCache) get(ctx context.Context, x exTarget, graph, id, q string, opt backends.ExecOptions) (*backends.Result, error) {
	key := x.name + "\x00" + graph + "\x00" + id
	g.mu.Lock()
	r, ok := g.m[key]
	g.mu.Unlock()
	if ok {
		return r.res, r.err
	}
	res, err := x.x.Exec(ctx, q, opt)
	g.mu.Lock()
	g.m[key] = goldRes{res, err}
	g.mu.Unlock()
	return res, err
}

// evaluate measures one translation.
func evaluate(ctx context.Context, it Item, t lang.Lang, ab Ablation, step int, tr *gql.Translation, env *graphEnv, gold *goldCache, static *staticChat, eo backends.ExecOptions) ItemResult {
	g := it.Gold[t]
	r := ItemResult{ID: it.ID, Graph: it.Graph, Of: it.Of, Category: it.Category, Split: it.Split, Question: it.Question, Ablation: ab, Target: t,
		Step: step, Gold: g, Verdict: tr.Verdict, Reason: tr.Reason, Attempts: tr.Attempts,
		UsagePrompt: tr.Usage.PromptTokens, UsageOutput: tr.Usage.CompletionTokens, LatencyNS: int64(tr.Latency)}
	r.Doubts = doubtCodes(tr.Diagnostics)
	answered := tr.Verdict != gql.Unanswerable && tr.Verdict != ""
	if answered {
		r.Query = tr.Query
	}
	if g != "" {
		r.EM = answered && ExactMatch(t, g, r.Query)
		gam, err := ASTMatch(t, g, r.Query)
		if err != nil {
			r.GoldParse = err.Error()
		}
		r.GAM = answered && gam
	}
	if tc := tr.Trace; tc != nil {
		if tc.Prompt != nil {
			r.PromptTokens = tc.Prompt.Total
			if static != nil {
				r.PromptTokens += llm.CountTokens(static.current())
			}
		}
		r.ShotsInPrompt = len(tc.Shots)
		r.FuzzyLinks = fuzzyLinks(tc.Grounding)
		r.Evidence = evidenceKinds(r.FuzzyLinks)
		goldFP := footprint(t, g, env.schema)
		for _, tw := range tc.Twigs {
			r.TwigsRetrieved++
			if goldFP != nil && twig.Contains(goldFP, footprint(t, tw, env.schema)) {
				r.TwigHits++
			}
		}
		for _, a := range tc.Attempts {
			if diag.HasErrors(a.Findings) {
				r.Critic = true
			}
		}
		r.Correction = len(tc.Attempts) > 1
	}
	for _, x := range env.ex {
		if x.lang != t {
			continue
		}
		o := ExOutcome{Backend: x.name, NoGold: g == ""}
		var gr *backends.Result
		var err error
		if g == "" {
			// Answer level only: there is no gold result to compare with.
			err = errNoGold
		} else {
			gr, err = gold.get(ctx, x, it.Graph, it.ID, g, eo)
		}
		if err == nil && it.Answer == nil && nothingFound(gr) {
			err = brokenGold(t, g, env.schema)
		}
		key := it.Answer
		if key == nil && err == nil {
			key = KeyOf(gr)
		}
		var pr *backends.Result
		var perr error
		if tr.Verdict == gql.Valid {
			pr, perr = x.x.Exec(ctx, tr.Query, readLimit(it, eo))
		}
		switch {
		case o.NoGold:
			// Kept so a query the server refused reads as refused, not as a
			// bare refusal with nothing to say why (answersOffline).
			if perr != nil {
				o.PredError = perr.Error()
			}
		case err != nil:
			o.GoldError = err.Error()
		case tr.Verdict != gql.Valid:
			o.Why = "no valid query (" + string(tr.Verdict) + ")"
		case perr != nil:
			o.PredError = perr.Error()
		default:
			o.Match, o.Why = ExecMatch(gr, pr, it.Ordered)
		}
		if key != nil || it.Check != nil {
			// gold's scorer (answer.go): what a user acting on the rows sees.
			serr := perr
			if tr.Verdict != gql.Valid {
				serr = fmt.Errorf("no valid query (%s)", tr.Verdict)
			}
			var chk AnswerCheck
			if it.Check != nil {
				chk = *it.Check
				o.HandChecked = true
			} else {
				chk = key.AsCheck(it.Ordered)
			}
			o.Answer, o.AnswerWhy = ScoreAnswer(chk, pr, serr)
			if o.Answer == Wrong {
				if it.Check == nil && it.Answer == nil {
					// A gold query's check: only its whole ranking can
					// show a tie at its cut (fullRanking).
					if rg, ok := fullRanking(t, g); ok {
						if full, ferr := gold.get(ctx, x, it.Graph, it.ID+"\x00ranking", rg.query, eo); ferr == nil {
							if rc, ok := rankedCheck(rg, gr, full, it.Ordered); ok {
								chk = rc
							}
						}
					}
				}
				rd := rowcheck.Reading{CountPerGroup: hasCheck(tr.Diagnostics, "zero-groups")}
				if kept := rowcheck.Kept(chk, pr, rd); kept != "" {
					o.Kept, o.StrictWhy = kept, o.AnswerWhy
					o.Answer, o.AnswerWhy = Right, ""
				}
			}
		}
		r.EX = append(r.EX, o)
	}
	return r
}

// handCheckedNotes counts right / wrong / refused separately for answers
// scored against hand-checked checks, per target and backend, when a
// dataset mixes them with gold-derived ones.
func handCheckedNotes(items []ItemResult) []string {
	type k struct {
		ab      Ablation
		t       lang.Lang
		backend string
	}
	m := map[k]*ExAggregate{}
	var order []k
	for _, r := range items {
		for _, o := range r.EX {
			if !o.HandChecked {
				continue
			}
			key := k{r.Ablation, r.Target, o.Backend}
			if m[key] == nil {
				m[key] = &ExAggregate{}
				order = append(order, key)
			}
			m[key].count(o)
		}
	}
	var out []string
	for _, key := range order {
		if e := m[key]; e.Answered > 0 {
			out = append(out, fmt.Sprintf("hand-checked answers (%s, %s on %s): %d items, %d right%s, %d wrong (%.1f%%), %d refused.",
				key.ab, key.t, key.backend, e.Answered, e.Right, keptShort(e), e.Wrong, 100*float64(e.Wrong)/float64(e.Answered), e.Refused))
		}
	}
	return out
}

// nothingFound: the result has no rows, or one row of counts of zero and
// aggregates of nothing (a count over a class the graph lacks answers 0).
func nothingFound(r *backends.Result) bool {
	if r.Empty() {
		return true
	}
	if len(r.Rows) != 1 {
		return false
	}
	for _, v := range r.Rows[0] {
		if n, ok := rowcheck.Number(v); ok && n != 0 || !ok && v.Kind != backends.Null {
			return false
		}
	}
	return true
}

// brokenGold says why a gold query that found nothing cannot be the
// answer: it names a class, label, property or edge type the graph does not
// have (Spider4SPARQL golds written for :highschooler over a graph of
// :high_schooler). Such an item is a gold error, left out of the scores,
// rather than one where every real answer counts as wrong. A gold that
// reads only what the graph has and returns nothing stays a gold: "nothing"
// may be the answer.
func brokenGold(t lang.Lang, g string, s *schema.Schema) error {
	if s == nil {
		return nil
	}
	var names []string
	for _, d := range critic.Run(t, g, s).Diagnostics {
		if strings.Contains(d.Check, "unknown") {
			names = append(names, d.Summary)
		}
	}
	if len(names) == 0 {
		return nil
	}
	return fmt.Errorf("the gold query finds nothing and names what the graph does not have: %s", strings.Join(names, "; "))
}

// footprint is nil for a query that does not parse: it contains nothing.
func footprint(t lang.Lang, q string, s *schema.Schema) *twig.Footprint {
	fp, _ := twig.Of(t, q, s)
	return fp
}

// Aggregate sums the items of one ablation and target.
type Aggregate struct {
	Ablation Ablation  `json:"ablation"`
	Target   lang.Lang `json:"target"`
	Items    int       `json:"items"`
	EM       float64   `json:"em"`
	GAM      float64   `json:"gam"`
	// GoldUnparsed counts gold queries our parser rejects (GAM 0 for them).
	GoldUnparsed int `json:"gold_unparsed"`
	// NoGold counts items with no gold query in this language, scored at
	// answer level only; EM and GAM are over the other items.
	NoGold       int                     `json:"no_gold,omitempty"`
	EX           map[string]*ExAggregate `json:"ex"`
	TwigHitRate  float64                 `json:"twig_hit_rate"`
	TwigsPerItem float64                 `json:"twigs_per_item"`
	CriticRate   float64                 `json:"critic_activation"`
	CorrectRate  float64                 `json:"correction_activation"`
	PromptTokens float64                 `json:"prompt_tokens_mean"`
	UsagePrompt  int                     `json:"usage_prompt_tokens"`
	UsageOutput  int                     `json:"usage_completion_tokens"`
	LatencyP50   time.Duration           `json:"latency_p50_ns"`
	LatencyP95   time.Duration           `json:"latency_p95_ns"`
	LatencyMean  time.Duration           `json:"latency_mean_ns"`
	Verdicts     map[gql.Verdict]int     `json:"verdicts"`
}

// ExAggregate is EX on one backend: Correct of Scored, where Scored leaves
// out items whose gold query failed there (GoldErrors). Unanswerable and
// failed translations are in Scored and count as wrong.
type ExAggregate struct {
	Correct    int     `json:"correct"`
	Scored     int     `json:"scored"`
	GoldErrors int     `json:"gold_errors"`
	PredErrors int     `json:"pred_errors"`
	Rate       float64 `json:"rate"`
	// Answer level: items with an answer outcome (Right + Wrong + Refused).
	Answered int `json:"answer_items"`
	Right    int `json:"right"`
	Wrong    int `json:"wrong"`
	Refused  int `json:"refused"`
	// Of Right, the answers right only with a tie kept or empty groups
	// listed that the gold left out (ExOutcome.Kept); StrictRight and
	// StrictWrong count them wrong, as a scorer reading the gold's rows
	// alone would.
	TiesKept    int `json:"ties_kept"`
	ZerosListed int `json:"zeros_listed"`
	StrictRight int `json:"strict_right"`
	StrictWrong int `json:"strict_wrong"`
}

// count adds one outcome's answer level.
func (e *ExAggregate) count(o ExOutcome) {
	switch o.Answer {
	case Right:
		e.Right++
		switch o.Kept {
		case rowcheck.TieKept, rowcheck.TieOrder:
			e.TiesKept++
		case rowcheck.ZeroGroups:
			e.ZerosListed++
		}
	case Wrong:
		e.Wrong++
	case Refused:
		e.Refused++
	default:
		return
	}
	e.Answered++
	e.StrictRight = e.Right - e.TiesKept - e.ZerosListed
	e.StrictWrong = e.Wrong + e.TiesKept + e.ZerosListed
}

// Aggregates groups item results by ablation and target.
func Aggregates(items []ItemResult) []Aggregate {
	type key struct {
		a Ablation
		t lang.Lang
	}
	idx := map[key]int{}
	var out []Aggregate
	var lats [][]time.Duration
	var hits, retrieved []int
	for _, r := range items {
		k := key{r.Ablation, r.Target}
		i, ok := idx[k]
		if !ok {
			i = len(out)
			idx[k] = i
			out = append(out, Aggregate{Ablation: r.Ablation, Target: r.Target, EX: map[string]*ExAggregate{}, Verdicts: map[gql.Verdict]int{}})
			lats = append(lats, nil)
			hits, retrieved = append(hits, 0), append(retrieved, 0)
		}
		a := &out[i]
		a.Items++
		if r.Gold == "" {
			a.NoGold++
		}
		a.EM += b2f(r.EM)
		a.GAM += b2f(r.GAM)
		if r.GoldParse != "" {
			a.GoldUnparsed++
		}
		a.CriticRate += b2f(r.Critic)
		a.CorrectRate += b2f(r.Correction)
		a.PromptTokens += float64(r.PromptTokens)
		a.UsagePrompt += r.UsagePrompt
		a.UsageOutput += r.UsageOutput
		a.Verdicts[r.Verdict]++
		hits[i] += r.TwigHits
		retrieved[i] += r.TwigsRetrieved
		lats[i] = append(lats[i], time.Duration(r.LatencyNS))
		for _, o := range r.EX {
			e := a.EX[o.Backend]
			if e == nil {
				e = &ExAggregate{}
				a.EX[o.Backend] = e
			}
			e.count(o)
			if o.NoGold {
				continue
			}
			if o.GoldError != "" {
				e.GoldErrors++
				continue
			}
			e.Scored++
			if o.Match {
				e.Correct++
			}
			if o.PredError != "" {
				e.PredErrors++
			}
		}
	}
	for i := range out {
		a := &out[i]
		n := float64(a.Items)
		if g := float64(a.Items - a.NoGold); g > 0 {
			a.EM, a.GAM = 100*a.EM/g, 100*a.GAM/g
		}
		a.CriticRate, a.CorrectRate = 100*a.CriticRate/n, 100*a.CorrectRate/n
		a.PromptTokens /= n
		if retrieved[i] > 0 {
			a.TwigHitRate = 100 * float64(hits[i]) / float64(retrieved[i])
		}
		a.TwigsPerItem = float64(retrieved[i]) / n
		for _, e := range a.EX {
			if e.Scored > 0 {
				e.Rate = 100 * float64(e.Correct) / float64(e.Scored)
			}
		}
		l := lats[i]
		sort.Slice(l, func(x, y int) bool { return l[x] < l[y] })
		a.LatencyP50, a.LatencyP95 = batch.Percentile(l, 50), batch.Percentile(l, 95)
		var sum time.Duration
		for _, d := range l {
			sum += d
		}
		a.LatencyMean = sum / time.Duration(len(l))
	}
	return out
}

func b2f(b bool) float64 {
	if b {
		return 1
	}
	return 0
}

// CategoryStats is EX per category of question (aligned categories,
// text2cypher types) for one ablation and target.
type CategoryStats struct {
	Ablation Ablation                `json:"ablation"`
	Target   lang.Lang               `json:"target"`
	Category string                  `json:"category"`
	Items    int                     `json:"items"`
	EX       map[string]*ExAggregate `json:"ex"`
}

// Categories groups item results by ablation, target and category; nil
// when no item has a category.
func Categories(items []ItemResult) []CategoryStats {
	return groupStats(items, func(r ItemResult) string { return r.Category })
}

// Splits groups item results by ablation, target and split (tuning,
// check); nil when the dataset keeps no check split. The Category of each
// row is the split's name.
func Splits(items []ItemResult) []CategoryStats {
	return groupStats(items, func(r ItemResult) string { return r.Split })
}

// groupStats sums item results per ablation, target and the group by
// names; items in no group are left out.
func groupStats(items []ItemResult, by func(ItemResult) string) []CategoryStats {
	type key struct {
		a Ablation
		t lang.Lang
		c string
	}
	idx := map[key]int{}
	var out []CategoryStats
	for _, r := range items {
		group := by(r)
		if group == "" {
			continue
		}
		k := key{r.Ablation, r.Target, group}
		i, ok := idx[k]
		if !ok {
			i = len(out)
			idx[k] = i
			out = append(out, CategoryStats{Ablation: r.Ablation, Target: r.Target, Category: group, EX: map[string]*ExAggregate{}})
		}
		c := &out[i]
		c.Items++
		for _, o := range r.EX {
			e := c.EX[o.Backend]
			if e == nil {
				e = &ExAggregate{}
				c.EX[o.Backend] = e
			}
			e.count(o)
			if o.NoGold {
				continue
			}
			if o.GoldError != "" {
				e.GoldErrors++
				continue
			}
			e.Scored++
			if o.Match {
				e.Correct++
			}
		}
	}
	// Group the rows by ablation (in run order) and target, categories in
	// dataset order within.
	first := map[Ablation]int{}
	for _, r := range items {
		if _, ok := first[r.Ablation]; !ok {
			first[r.Ablation] = len(first)
		}
	}
	tidx := map[lang.Lang]int{}
	for i, l := range lang.All {
		tidx[l] = i
	}
	sort.SliceStable(out, func(i, j int) bool {
		if a, b := first[out[i].Ablation], first[out[j].Ablation]; a != b {
			return a < b
		}
		return tidx[out[i].Target] < tidx[out[j].Target]
	})
	for i := range out {
		for _, e := range out[i].EX {
			if e.Scored > 0 {
				e.Rate = 100 * float64(e.Correct) / float64(e.Scored)
			}
		}
	}
	return out
}
