package bench

import (
	"github.com/gql-dev/gql/backends"
	"github.com/gql-dev/gql/internal/rowcheck"
)

// AnswerCheck is what a right answer to one question must satisfy
// (rowcheck.Check: the scorer lives in a leaf package so the compiler
// compares two answers by the same rule bench scores them with).
type AnswerCheck = rowcheck.Check

// NotScored is the outcome of an item whose gold says the graph cannot
// answer the question; Right, Wrong and Refused are the others.
const NotScored = rowcheck.NotScored

// Outcome of one answer as a user sees it (ScoreAnswer).
const (
	// Right: the query ran and its rows are the answer.
	Right = rowcheck.Right
	// Wrong: gql answered (verdict valid) and the rows are not the answer.
	Wrong = rowcheck.Wrong
	// Refused: gql gave no answer (unanswerable or failed), or the query it
	// gave fails on this server.
	Refused = rowcheck.Refused
)

// ScoreAnswer scores a result against a check (rowcheck.Score).
func ScoreAnswer(chk AnswerCheck, res *backends.Result, err error) (string, string) {
	return rowcheck.Score(chk, res, err)
}
