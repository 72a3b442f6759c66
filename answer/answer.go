// Package answer says the result of an executed query in words. Offline it
// builds one sentence from the question's own words and the rows, so every
// value it states is a value of the rows; with an LLM it may ask the model
// for a summary, given only the question and the rows, and keeps that
// summary only when every value it mentions is in the rows or the question.
package answer

import (
	"context"
	"encoding/json"
	"fmt"
	"math"
	"sort"
	"strconv"
	"strings"
	"unicode"

	"github.com/gql-dev/gql"
	"github.com/gql-dev/gql/llm"
)

// Chat is what the summarising call needs of an LLM; *llm.Client has it.
type Chat interface {
	Complete(ctx context.Context, msgs []llm.Message) (string, llm.Usage, error)
}

// Answer is a result said in words and where the words came from.
type Answer struct {
	Text string `json:"text"`
	// Source is "rows" for the sentence built from the rows, "llm" for a
	// model's summary that passed the check.
	Source string `json:"source"`
	// Note says why a model's summary was not used, when it was not.
	Note  string    `json:"note,omitempty"`
	Usage llm.Usage `json:"usage,omitempty"`
}

// Answerer answers in words. The zero value is the deterministic sentence.
type Answerer struct {
	// LLM, when set, is asked for a summary, checked against the rows.
	LLM Chat
	// MaxRows bounds the rows shown to the model (default 50).
	MaxRows int
	// MaxItems bounds the values listed in a sentence before "and N more"
	// (default 8).
	MaxItems int
}

// Answer implements serve's and batch's answerer: the text only.
func (a *Answerer) Answer(ctx context.Context, question string, tr *gql.Translation, rows *gql.Table) (string, error) {
	if rows == nil {
		return "", fmt.Errorf("no rows: the query was not run")
	}
	return a.Say(ctx, question, rows).Text, nil
}

// Say answers question from rows.
func (a *Answerer) Say(ctx context.Context, question string, rows *gql.Table) Answer {
	det := Answer{Text: Sentence(question, rows, a.maxItems()), Source: "rows"}
	if a.LLM == nil {
		return det
	}
	text, usage, err := a.LLM.Complete(ctx, a.prompt(question, rows))
	det.Usage = usage
	if err != nil {
		det.Note = "the model's summary failed: " + err.Error()
		return det
	}
	text = strings.TrimSpace(text)
	if text == "" {
		det.Note = "the model's summary was empty"
		return det
	}
	if bad := Unsupported(text, question, rows); len(bad) > 0 {
		det.Note = fmt.Sprintf("the model's summary was not used: it mentions %s, which the rows do not contain", quoteList(bad))
		return det
	}
	return Answer{Text: text, Source: "llm", Usage: usage}
}

func (a *Answerer) maxItems() int {
	if a.MaxItems > 0 {
		return a.MaxItems
	}
	return 8
}

// prompt gives the model the question and the rows and nothing else: not
// the schema, not the query, so it has nothing to answer from but the rows.
func (a *Answerer) prompt(question string, t *gql.Table) []llm.Message {
	max := a.MaxRows
	if max <= 0 {
		max = 50
	}
	var b strings.Builder
	fmt.Fprintf(&b, "Question: %s\n", question)
	fmt.Fprintf(&b, "Columns: %s\n", strings.Join(t.Columns, ", "))
	n := len(t.Rows)
	if n > max {
		fmt.Fprintf(&b, "Rows (the first %d of %d):\n", max, n)
		n = max
	} else {
		fmt.Fprintf(&b, "Rows (%d):\n", n)
	}
	for _, row := range t.Rows[:n] {
		cells := make([]string, len(row))
		for i, v := range row {
			cells[i] = Value(v)
		}
		fmt.Fprintf(&b, "- %s\n", strings.Join(cells, " | "))
	}
	return []llm.Message{
		{Role: "system", Content: "You answer a question in one or two plain sentences from the rows of a database query. " +
			"State only values that appear in the rows; do not add facts, names or numbers of your own. " +
			"If there are no rows, say that nothing in the data matches."},
		{Role: "user", Content: b.String()},
	}
}

// Value renders one cell as a user reads it: numbers without float noise,
// a node or map by its name-like property, lists joined.
func Value(v any) string {
	switch t := v.(type) {
	case nil:
		return "nothing"
	case string:
		return t
	case bool:
		if t {
			return "yes"
		}
		return "no"
	case int64:
		return strconv.FormatInt(t, 10)
	case int:
		return strconv.Itoa(t)
	case float64:
		if t == math.Trunc(t) && math.Abs(t) < 1e15 {
			return strconv.FormatInt(int64(t), 10)
		}
		return strconv.FormatFloat(t, 'f', -1, 64)
	case []any:
		parts := make([]string, len(t))
		for i, e := range t {
			parts[i] = Value(e)
		}
		return strings.Join(parts, ", ")
	case map[string]any:
		// A node: its name-like property says it best; these keys are the
		// conventions of property graphs and RDF labels, not one schema's.
		for _, k := range []string{"name", "title", "label", "rdfs:label"} {
			if s, ok := t[k]; ok {
				return Value(s)
			}
		}
		keys := make([]string, 0, len(t))
		for k := range t {
			keys = append(keys, k)
		}
		sort.Strings(keys)
		parts := make([]string, len(keys))
		for i, k := range keys {
			parts[i] = k + ": " + Value(t[k])
		}
		return "{" + strings.Join(parts, ", ") + "}"
	}
	b, err := json.Marshal(v)
	if err != nil {
		return fmt.Sprint(v)
	}
	return string(b)
}

func quoteList(ss []string) string {
	q := make([]string, len(ss))
	for i, s := range ss {
		q[i] = strconv.Quote(s)
	}
	return strings.Join(q, ", ")
}

func capitalise(s string) string {
	for i, r := range s {
		return string(unicode.ToUpper(r)) + s[i+len(string(r)):]
	}
	return s
}
