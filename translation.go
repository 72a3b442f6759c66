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

// worse orders verdicts for summarising several targets.
func worse(a, b Verdict) Verdict {
	rank := map[Verdict]int{Valid: 0, Unanswerable: 1, Failed: 2}
	if rank[b] > rank[a] {
		return b
	}
	return a
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
	Trace       *Trace            `json:"trace,omitempty"`
}

// Table is a result as shown to users: column names and rows of plain values.
type Table struct {
	Columns []string `json:"columns"`
	Rows    [][]any  `json:"rows"`
}
