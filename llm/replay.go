package llm

import (
	"bufio"
	"encoding/csv"
	"encoding/json"
	"fmt"
	"io"
	"net"
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

// Replay is an OpenAI-compatible chat endpoint on loopback that answers each
// request with the recorded query for the question the prompt carries: the
// i-th request about a question gets its i-th recorded query (the last one
// again once they run out). Requests about no recorded question get a
// refusal text, as a model might answer.
type Replay struct {
	URL string // base URL for Config.BaseURL, ending in /v1

	srv   *http.Server
	ln    net.Listener
	mu    sync.Mutex
	recs  map[string][]string // question → queries
	order []string            // questions, longest first, for matching
	asked map[string]int
	calls int
}

// NewReplay starts a replay server for one model's recordings.
func NewReplay(recs []Recording) (*Replay, error) {
	r := &Replay{recs: map[string][]string{}, asked: map[string]int{}}
	for _, rec := range recs {
		q := strings.TrimSpace(rec.Question)
		r.recs[q] = append(r.recs[q], rec.Queries...)
	}
	for q := range r.recs {
		r.order = append(r.order, q)
	}
	sort.Slice(r.order, func(i, j int) bool { return len(r.order[i]) > len(r.order[j]) })
	ln, err := net.Listen("tcp", "127.0.0.1:0")
	if err != nil {
		return nil, err
	}
	r.ln = ln
	r.URL = "http://" + ln.Addr().String() + "/v1"
	r.srv = &http.Server{Handler: http.HandlerFunc(r.serve)}
	go r.srv.Serve(ln)
	return r, nil
}

// Close stops the server.
func (r *Replay) Close() error { return r.srv.Close() }

// Calls is how many chat requests were answered.
func (r *Replay) Calls() int {
	r.mu.Lock()
	defer r.mu.Unlock()
	return r.calls
}

func (r *Replay) serve(w http.ResponseWriter, req *http.Request) {
	if req.Method != http.MethodPost || !strings.HasSuffix(req.URL.Path, "/chat/completions") {
		http.Error(w, `{"error":{"message":"only POST /v1/chat/completions"}}`, http.StatusNotFound)
		return
	}
	var body struct {
		Messages []struct{ Role, Content string }
	}
	if err := json.NewDecoder(io.LimitReader(req.Body, 8<<20)).Decode(&body); err != nil {
		http.Error(w, `{"error":{"message":"bad request body"}}`, http.StatusBadRequest)
		return
	}
	// The question is in the first user message (later ones are repair
	// requests about the same question).
	prompt := ""
	for _, m := range body.Messages {
		if m.Role == "user" {
			prompt = m.Content
			break
		}
	}
	r.mu.Lock()
	r.calls++
	answer := "I cannot answer that question."
	for _, q := range r.order {
		if strings.Contains(prompt, q) {
			qs := r.recs[q]
			i := min(r.asked[q], len(qs)-1)
			r.asked[q]++
			answer = "```\n" + qs[i] + "\n```"
			break
		}
	}
	r.mu.Unlock()
	WriteCompletion(w, "replay", answer, Usage{})
}

// WriteCompletion answers an OpenAI-compatible chat request with content,
// as a server does: the recorded-model server here, and the scripted
// endpoints tests put in front of the real client.
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
