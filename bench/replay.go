package bench

import (
	"context"
	"encoding/json"
	"fmt"
	"io"
	"os"
	"path/filepath"
	"sort"
	"strings"
	"time"

	"github.com/gql-dev/gql"
	"github.com/gql-dev/gql/backends"
	"github.com/gql-dev/gql/lang"
	"github.com/gql-dev/gql/llm"
)

// ReplayOptions configure a replay benchmark: each model's recorded queries
// for the gold questions are scored at answer level as written (sent to
// the server as they are) and through gql (served as the LLM by llm.Replay,
// through the real client, with gql's loop running them on the server).
type ReplayOptions struct {
	Gold   []GoldItem
	Models []string // default: every model the gold has recordings of
	// Setup is how gql is built (backends, exec, repairs, bounds); its LLM
	// and shot store are replaced: the replay is the LLM, and shots are off
	// so every question sees the same prompt whatever ran before.
	Setup    gql.Setup
	Progress func(model string, done, total int)
}

// ReplayItem is one question for one model.
type ReplayItem struct {
	ID       string `json:"id"`
	Line     int    `json:"line"`
	Question string `json:"question"`
	Type     string `json:"type,omitempty"`
	Model    string `json:"model"`
	Written  string `json:"written"`
	// As written.
	WrittenAnswer string `json:"written_answer"`
	WrittenWhy    string `json:"written_why,omitempty"`
	// Through gql.
	Query      string `json:"query,omitempty"`
	Verdict    string `json:"verdict"`
	Answer     string `json:"answer"`
	AnswerWhy  string `json:"answer_why,omitempty"`
	Calls      int    `json:"llm_calls"`
	Attempts   int    `json:"attempts"`
	Changed    bool   `json:"changed"` // gql returned another query than the one written
	LatencyNS  int64  `json:"latency_ns"`
	Unanswered string `json:"unanswerable,omitempty"` // the gold says the graph cannot answer
	// Confidence is the translation's (gql.Confidence); Difference how the
	// model's query and the offline plan differ when they do.
	Confidence string `json:"confidence,omitempty"`
	Difference string `json:"difference,omitempty"`
}

// ReplayModel aggregates one model.
type ReplayModel struct {
	Model     string `json:"model"`
	Questions int    `json:"questions"`
	Scored    int    `json:"scored"`
	// As written / through gql.
	RightWritten   int `json:"right_written"`
	WrongWritten   int `json:"wrong_written"`
	RefusedWritten int `json:"refused_written"`
	RightThrough   int `json:"right_through"`
	WrongThrough   int `json:"wrong_through"`
	RefusedThrough int `json:"refused_through"`
	// Fixed: not right as written, right through gql; Broken: the reverse.
	Fixed  []string `json:"fixed"`
	Broken []string `json:"broken"`
	// Not scored (the graph cannot answer): how many got an answer.
	UnscoredAnsweredWritten int     `json:"unscored_answered_written"`
	UnscoredAnsweredThrough int     `json:"unscored_answered_through"`
	Calls                   int     `json:"llm_calls"`
	CallsPerQuestion        float64 `json:"llm_calls_per_question"`
	// Confidence counts the scored answers through gql by confidence and
	// outcome: Confidence["agreed"]["right"].
	Confidence map[string]map[string]int `json:"confidence"`
	Trust      Trust                     `json:"trust"`
}

// Trust is how well confidence separates right answers from wrong ones
// (issue 24's bars): of the agreed answers, the share right; of the right
// answers, the share agreed and the share disagreed; of the wrong answers,
// the share not agreed. Percentages of scored answers through gql.
type Trust struct {
	AgreedRight       float64 `json:"agreed_right"`
	RightAgreed       float64 `json:"right_agreed"`
	WrongNotAgreed    float64 `json:"wrong_not_agreed"`
	RightDisagreed    float64 `json:"right_disagreed"`
	Agreed            int     `json:"agreed"`
	Right, WrongCount int
}

// trust computes the shares from the confidence counts.
func trust(c map[string]map[string]int) Trust {
	var t Trust
	agreedRight, rightDis, wrongAgreed := 0, 0, 0
	for conf, by := range c {
		for out, n := range by {
			switch {
			case out == Right:
				t.Right += n
			case out == Wrong:
				t.WrongCount += n
			}
			if conf == "agreed" && out != Refused {
				t.Agreed += n
			}
			if conf == "agreed" && out == Right {
				agreedRight += n
			}
			if conf == "agreed" && out == Wrong {
				wrongAgreed += n
			}
			if conf == "disagreed" && out == Right {
				rightDis += n
			}
		}
	}
	t.AgreedRight = Rate(agreedRight, t.Agreed)
	t.RightAgreed = Rate(agreedRight, t.Right)
	t.WrongNotAgreed = Rate(t.WrongCount-wrongAgreed, t.WrongCount)
	t.RightDisagreed = Rate(rightDis, t.Right)
	return t
}

// Rate is a share in percent.
func Rate(n, of int) float64 {
	if of == 0 {
		return 0
	}
	return 100 * float64(n) / float64(of)
}

// ReplayReport is the outcome of RunReplay.
type ReplayReport struct {
	Command string        `json:"command,omitempty"`
	Models  []ReplayModel `json:"models"`
	Items   []ReplayItem  `json:"items"`
	Notes   []string      `json:"notes,omitempty"`
}

// RunReplay runs the replay benchmark on the first Neo4j of the setup.
func RunReplay(ctx context.Context, opt ReplayOptions) (*ReplayReport, error) {
	models := opt.Models
	if len(models) == 0 {
		seen := map[string]bool{}
		for _, it := range opt.Gold {
			for m := range it.Recorded {
				if !seen[m] {
					seen[m] = true
					models = append(models, m)
				}
			}
		}
		sort.Strings(models)
	}
	if len(models) == 0 {
		return nil, fmt.Errorf("the gold has no recorded model queries")
	}
	uri := serverURI(opt.Setup.Backends, backends.Neo4j)
	// "As written" is what a user without gql gets: the query sent as is,
	// read-only by the session's access mode, with no guard of gql's.
	raw, err := backends.Open(ctx, uri, backends.Options{Backend: backends.Neo4j,
		Guard: func(lang.Lang, string) error { return nil }})
	if err != nil {
		return nil, err
	}
	defer raw.Close()
	if s, err := backends.Introspect(ctx, uri, backends.Options{Backend: backends.Neo4j}, backends.IntrospectOptions{}); err == nil {
		raw.Close()
		if raw, err = backends.Open(ctx, uri, backends.Options{Backend: backends.Neo4j, Schema: s,
			Guard: func(lang.Lang, string) error { return nil }}); err != nil {
			return nil, err
		}
	}
	eo := opt.Setup.ExecOptions
	if eo.Timeout == 0 {
		eo.Timeout = 10 * time.Second
	}
	if eo.Limit == 0 {
		eo.Limit = 1000
	}
	rep := &ReplayReport{}
	for _, model := range models {
		var recs []llm.Recording
		for _, it := range opt.Gold {
			if q := it.Recorded[model]; q != "" {
				recs = append(recs, llm.Recording{Question: it.Question, Model: model, Queries: []string{q}})
			}
		}
		if len(recs) == 0 {
			return rep, fmt.Errorf("no recordings of model %q in the gold", model)
		}
		agg, items, err := replayModel(ctx, opt, model, recs, raw, eo)
		rep.Items = append(rep.Items, items...)
		if agg != nil {
			rep.Models = append(rep.Models, *agg)
		}
		if err != nil {
			return rep, err
		}
	}
	rep.Notes = append(rep.Notes,
		"Answers are scored by bench.ScoreAnswer against the hand-written development gold (testdata/replay/README.md).",
		"As written: the recorded query sent to Neo4j as is. Through gql: the recording served as the LLM (llm.Replay), gql's loop with --exec on Neo4j, and the query gql returns run on Neo4j.",
		"Questions the graph cannot answer (votes) are not scored; the count of them that got an answer is reported apart.")
	return rep, nil
}

func replayModel(ctx context.Context, opt ReplayOptions, model string, recs []llm.Recording, raw backends.Executor, eo backends.ExecOptions) (*ReplayModel, []ReplayItem, error) {
	rp := llm.NewReplay(recs)
	st := opt.Setup
	st.LLM, st.Chat = llm.Config{Model: "replay-" + model}, rp
	st.Shots, st.Store = "off", nil
	b, err := gql.Build(ctx, st)
	if err != nil {
		return nil, nil, err
	}
	defer b.Close()
	agg := &ReplayModel{Model: model, Fixed: []string{}, Broken: []string{}, Confidence: map[string]map[string]int{}}
	var items []ReplayItem
	for i, it := range opt.Gold {
		written := it.Recorded[model]
		if written == "" {
			continue
		}
		if ctx.Err() != nil {
			return agg, items, ctx.Err()
		}
		ri := ReplayItem{ID: it.ID, Line: it.Line, Question: it.Question, Type: it.Type, Model: model, Written: written, Unanswered: it.Check.Unanswerable}
		res, err := raw.Exec(ctx, written, eo)
		ri.WrittenAnswer, ri.WrittenWhy = ScoreAnswer(it.Check, res, err)
		before := rp.Calls()
		t0 := time.Now()
		tr := b.Translate(ctx, it.Question, lang.Cypher)
		ri.LatencyNS = int64(time.Since(t0))
		ri.Calls = rp.Calls() - before
		ri.Verdict, ri.Query = string(tr.Verdict), tr.Query
		ri.Confidence, ri.Difference = string(tr.Confidence), tr.Difference
		if tr.Trace != nil {
			ri.Attempts = len(tr.Trace.Attempts)
		}
		ri.Changed = strings.TrimSpace(tr.Query) != strings.TrimSpace(written)
		var tres *backends.Result
		terr := fmt.Errorf("verdict %s: %s", tr.Verdict, tr.Reason)
		if tr.Verdict == gql.Valid && strings.TrimSpace(tr.Query) != "" {
			tres, terr = raw.Exec(ctx, tr.Query, eo)
		}
		ri.Answer, ri.AnswerWhy = ScoreAnswer(it.Check, tres, terr)
		agg.Questions++
		agg.Calls += ri.Calls
		if ri.Unanswered != "" {
			if ri.WrittenAnswer == NotScored && err == nil && !res.Empty() {
				agg.UnscoredAnsweredWritten++
			}
			if terr == nil && !tres.Empty() {
				agg.UnscoredAnsweredThrough++
			}
		} else {
			agg.Scored++
			count(&agg.RightWritten, &agg.WrongWritten, &agg.RefusedWritten, ri.WrittenAnswer)
			count(&agg.RightThrough, &agg.WrongThrough, &agg.RefusedThrough, ri.Answer)
			conf := ri.Confidence
			if conf == "" {
				conf = "none"
			}
			if agg.Confidence[conf] == nil {
				agg.Confidence[conf] = map[string]int{}
			}
			agg.Confidence[conf][ri.Answer]++
			label := fmt.Sprintf("%s %q", it.ID, it.Question)
			switch {
			case ri.WrittenAnswer != Right && ri.Answer == Right:
				agg.Fixed = append(agg.Fixed, label+" ("+ri.WrittenAnswer+" as written)")
			case ri.WrittenAnswer == Right && ri.Answer != Right:
				agg.Broken = append(agg.Broken, label+" ("+ri.Answer+": "+ri.AnswerWhy+")")
			}
		}
		items = append(items, ri)
		if opt.Progress != nil {
			opt.Progress(model, i+1, len(opt.Gold))
		}
	}
	agg.Trust = trust(agg.Confidence)
	if agg.Questions > 0 {
		agg.CallsPerQuestion = float64(agg.Calls) / float64(agg.Questions)
	}
	return agg, items, nil
}

func count(right, wrong, refused *int, v string) {
	switch v {
	case Right:
		*right++
	case Wrong:
		*wrong++
	case Refused:
		*refused++
	}
}

// Markdown writes the summary table and the fixed and broken lists.
func (r *ReplayReport) Markdown(w io.Writer) error {
	var b strings.Builder
	b.WriteString("| model | questions | scored | right as written | right through gql | Δ points | wrong (written → gql) | refused (written → gql) | fixed | broken | broken / right as written | LLM calls / question | unanswerable answered (written → gql) |\n")
	b.WriteString("|---|---|---|---|---|---|---|---|---|---|---|---|---|\n")
	for _, m := range r.Models {
		fmt.Fprintf(&b, "| %s | %d | %d | %.1f%% (%d) | %.1f%% (%d) | %+.1f | %d → %d | %d → %d | %d | %d | %.1f%% | %.3f | %d → %d |\n",
			m.Model, m.Questions, m.Scored,
			Rate(m.RightWritten, m.Scored), m.RightWritten, Rate(m.RightThrough, m.Scored), m.RightThrough,
			Rate(m.RightThrough, m.Scored)-Rate(m.RightWritten, m.Scored),
			m.WrongWritten, m.WrongThrough, m.RefusedWritten, m.RefusedThrough,
			len(m.Fixed), len(m.Broken), Rate(len(m.Broken), m.RightWritten), m.CallsPerQuestion,
			m.UnscoredAnsweredWritten, m.UnscoredAnsweredThrough)
	}
	b.WriteString("\nConfidence through gql (scored answers: right / wrong / refused):\n\n")
	b.WriteString("| model | agreed | disagreed | model-only | offline-only | unchecked | none | agreed answers right | right answers agreed | wrong answers not agreed | right answers disagreed |\n")
	b.WriteString("|---|---|---|---|---|---|---|---|---|---|---|\n")
	for _, m := range r.Models {
		fmt.Fprintf(&b, "| %s |", m.Model)
		for _, c := range []string{"agreed", "disagreed", "model-only", "offline-only", "unchecked", "none"} {
			by := m.Confidence[c]
			fmt.Fprintf(&b, " %d / %d / %d |", by[Right], by[Wrong], by[Refused])
		}
		fmt.Fprintf(&b, " %.1f%% | %.1f%% | %.1f%% | %.1f%% |\n", m.Trust.AgreedRight, m.Trust.RightAgreed, m.Trust.WrongNotAgreed, m.Trust.RightDisagreed)
	}
	for _, m := range r.Models {
		fmt.Fprintf(&b, "\n%s — fixed (%d):\n", m.Model, len(m.Fixed))
		for _, f := range m.Fixed {
			b.WriteString("- " + f + "\n")
		}
		fmt.Fprintf(&b, "\n%s — broken (%d):\n", m.Model, len(m.Broken))
		for _, f := range m.Broken {
			b.WriteString("- " + f + "\n")
		}
	}
	_, err := io.WriteString(w, b.String())
	return err
}

// Write saves report.json and report.md in dir.
func (r *ReplayReport) Write(dir string) error {
	if err := os.MkdirAll(dir, 0o755); err != nil {
		return err
	}
	js, err := json.MarshalIndent(r, "", "  ")
	if err != nil {
		return err
	}
	if err := os.WriteFile(filepath.Join(dir, "report.json"), js, 0o644); err != nil {
		return err
	}
	f, err := os.Create(filepath.Join(dir, "report.md"))
	if err != nil {
		return err
	}
	if err := r.Markdown(f); err != nil {
		f.Close()
		return err
	}
	return f.Close()
}
