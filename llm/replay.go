package llm

import (
	"bufio"
	"context"
	"encoding/csv"
	"encoding/json"
	"fmt"
	"io"
	"net/http"
	"sort"
	"strings"
	"sync"
)

// A Recording is what one model answered to one question: the queries it
// wrote, in order. Replaying recordings through gql measures what gql does to
// real model output; the replay does not learn, so any change is gql's own.
type Recording struct {
	Question string   `json:"question"`
	Model    string   `json:"model"`
	Queries  []string `json:"queries"`
}

// ReadRecordings reads JSONL recordings; a bad line is an error naming it.
func ReadRecordings(r io.Reader) ([]Recording, error) {
	var out []Recording
	sc := bufio.NewScanner(r)
	sc.Buffer(make([]byte, 1<<20), 1<<20)
	n := 0
	for sc.Scan() {
		n++
		line := strings.TrimSpace(sc.Text())
		if line == "" || strings.HasPrefix(line, "#") {
			continue
		}
		var rec Recording
		if err := json.Unmarshal([]byte(line), &rec); err != nil {
			return nil, fmt.Errorf("line %d: %v", n, err)
		}
		if strings.TrimSpace(rec.Question) == "" || len(rec.Queries) == 0 {
			return nil, fmt.Errorf("line %d: a recording needs a question and at least one query", n)
		}
		out = append(out, rec)
	}
	return out, sc.Err()
}

// Replay answers chat requests in process with recorded queries, in place
// of a model: the i-th request about a question gets its i-th recorded query
// (the last one again once they run out). Requests about no recorded
// question get a refusal text, as a model might answer. It is a chat client
// (Complete), so the compiler takes it directly: no endpoint, no HTTP
// client, nothing listening.
type Replay struct {
	mu    sync.Mutex
	recs  map[string][]string // question → queries
	order []string            // questions, longest first, for matching
	asked map[string]int
	calls int
}

// NewReplay prepares a replay of one model's recordings.
func NewReplay(recs []Recording) *Replay {
	r := &Replay{recs: map[string][]string{}, asked: map[string]int{}}
	for _, rec := range recs {
		q := strings.TrimSpace(rec.Question)
		r.recs[q] = append(r.recs[q], rec.Queries...)
	}
	for q := range r.recs {
		r.order = append(r.order, q)
	}
	// Longest first: a recorded question that contains a shorter one must
	// win over it.
	sort.Slice(r.order, func(i, j int) bool { return len(r.order[i]) > len(r.order[j]) })
	return r
}

// Calls is how many chat requests were answered.
func (r *Replay) Calls() int {
	r.mu.Lock()
	defer r.mu.Unlock()
	return r.calls
}

// Complete answers as the recorded model did; usage is zero, since no model
// counted tokens.
func (r *Replay) Complete(ctx context.Context, msgs []Message) (string, Usage, error) {
	if err := ctx.Err(); err != nil {
		return "", Usage{}, err
	}
	// The question is in the first user message (later ones are repair
	// requests about the same question).
	prompt := ""
	for _, m := range msgs {
		if m.Role == "user" {
			prompt = m.Content
			break
		}
	}
	r.mu.Lock()
	defer r.mu.Unlock()
	r.calls++
	for _, q := range r.order {
		if strings.Contains(prompt, q) {
			qs := r.recs[q]
			i := min(r.asked[q], len(qs)-1)
			r.asked[q]++
			return "```\n" + qs[i] + "\n```", Usage{}, nil
		}
	}
	return "I cannot answer that question.", Usage{}, nil
}

// WriteCompletion answers an OpenAI-compatible chat request with content,
// as a server does: the scripted endpoints tests put in front of the real
// client write their answers with it.
func WriteCompletion(w http.ResponseWriter, model, content string, u Usage) {
	w.Header().Set("Content-Type", "application/json")
	json.NewEncoder(w).Encode(map[string]any{
		"id": "chatcmpl-" + model, "object": "chat.completion", "model": model,
		"choices": []any{map[string]any{"index": 0, "finish_reason": "stop",
			"message": map[string]any{"role": "assistant", "content": content}}},
		"usage": map[string]any{"prompt_tokens": u.PromptTokens, "completion_tokens": u.CompletionTokens,
			"total_tokens": u.PromptTokens + u.CompletionTokens},
	})
}

// RecordingsFromCSV reads recorded model queries from a CSV with a
// "question" column and one "cypher_<model>" column per model (the layout of
// the text2cypher datasets), one recording per model and non-empty query.
func RecordingsFromCSV(r io.Reader) ([]Recording, error) {
	rows, err := csv.NewReader(r).ReadAll()
	if err != nil {
		return nil, err
	}
	if len(rows) < 2 {
		return nil, fmt.Errorf("no rows")
	}
	qcol := -1
	models := map[int]string{}
	for i, h := range rows[0] {
		h = strings.TrimSpace(h)
		switch {
		case h == "question":
			qcol = i
		case strings.HasPrefix(h, "cypher_"):
			models[i] = strings.TrimPrefix(h, "cypher_")
		}
	}
	if qcol < 0 || len(models) == 0 {
		return nil, fmt.Errorf(`want a "question" column and "cypher_<model>" columns`)
	}
	cols := make([]int, 0, len(models))
	for i := range models {
		cols = append(cols, i)
	}
	sort.Ints(cols)
	var out []Recording
	for n, row := range rows[1:] {
		if len(row) != len(rows[0]) {
			return nil, fmt.Errorf("line %d: %d fields, want %d", n+2, len(row), len(rows[0]))
		}
		for _, i := range cols {
			if q := strings.TrimSpace(row[i]); q != "" {
				out = append(out, Recording{Question: strings.TrimSpace(row[qcol]), Model: models[i], Queries: []string{q}})
			}
		}
	}
	return out, nil
}

// WriteRecordings writes recordings as JSONL, the format ReadRecordings reads.
func WriteRecordings(w io.Writer, recs []Recording) error {
	enc := json.NewEncoder(w)
	for _, r := range recs {
		if err := enc.Encode(r); err != nil {
			return err
		}
	}
	return nil
}

// OfModel keeps the recordings of one model ("" keeps all).
func OfModel(recs []Recording, model string) []Recording {
	if model == "" {
		return recs
	}
	var out []Recording
	for _, r := range recs {
		if r.Model == model {
			out = append(out, r)
		}
	}
	return out
}
