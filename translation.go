// Package gql is the compiler: it turns an English question into a verified
// graph query in Cypher, Gremlin or SPARQL by joining the twig linker, the shot
// repository, the generator (an LLM, or gql's own offline compiler) and the
// critic/executor correction loop. The command line in cmd/ is a thin layer
// over this package; Go programs use it directly.
package gql

import (
	"time"

	"github.com/gql-dev/gql/diag"
	"github.com/gql-dev/gql/lang"
	"github.com/gql-dev/gql/llm"
)

// Verdict is the outcome of one translation.
type Verdict string

const (
	// Valid: the query passed the critic and, when a backend was given, ran.
	Valid Verdict = "valid"
	// Unanswerable: gql found no query that fits the question and schema and
	// says so rather than guessing.
	Unanswerable Verdict = "unanswerable"
	// Failed: a query was produced but could not be made to pass the critic or
	// run within the repair budget.
	Failed Verdict = "failed"
)

// Overall is the verdict of one question answered in several languages
// (translate --target all, /v1/ask, MCP, a batch record): valid when at
// least one language answered — the answer shown comes from one that did,
// and each result keeps its own verdict; otherwise failed when any language
// failed (a backend down or a query that could not be repaired: fixing it
// may give an answer); otherwise unanswerable. No verdicts: unanswerable.
func Overall(vs ...Verdict) Verdict {
	out := Unanswerable
	for _, v := range vs {
		switch {
		case v == Valid:
			return Valid
		case v == Failed:
			out = Failed
		}
	}
	return out
}

// Translation is the answer for one question and one target.
type Translation struct {
	Question string        `json:"question"`
	Target   lang.Lang     `json:"target"`
	Query    string        `json:"query,omitempty"`
	Verdict  Verdict       `json:"verdict"`
	Reason   string        `json:"reason,omitempty"`
	Attempts int           `json:"attempts"`
	Usage    llm.Usage     `json:"usage"`
	Latency  time.Duration `json:"latency_ns"`
	// Rows is the executed result when the query ran (nil otherwise).
	Rows *Table `json:"rows,omitempty"`
	// Answer is the result said in words, when the caller asked for one
	// (package answer; gql translate --answer).
	Answer string `json:"answer,omitempty"`
	// Warnings are doubts about a valid answer (the critic's suspicions).
	Warnings []string `json:"warnings,omitempty"`
	// Diagnostics are the offline compiler's refusal (when it refused) or
	// its warnings about the answer: a check ID, the span of the question
	// concerned, a summary and a detail (gql translate --list-refusals).
	Diagnostics []diag.Diagnostic `json:"diagnostics,omitempty"`
	// Confidence says whether a second, independent opinion corroborates
	// the answer (set on every valid answer, and on a refusal under
	// RequireAgreement).
	Confidence Confidence `json:"confidence,omitempty"`
	// Difference says in one line how the model's query and the offline
	// plan differ, when they are not the same answer.
	Difference string `json:"difference,omitempty"`
	// Other is the answer not chosen when the two disagree.
	Other *Alternative `json:"other,omitempty"`
	Trace *Trace       `json:"trace,omitempty"`
}

// Table is a result as shown to users: column names and rows of plain values.
type Table struct {
	Columns []string `json:"columns"`
	Rows    [][]any  `json:"rows"`
}
