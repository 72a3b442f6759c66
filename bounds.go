package gql

import (
	"context"
	"errors"
	"fmt"
	"strings"
	"unicode"
	"unicode/utf8"

	"github.com/gql-dev/gql/diag"
)

// DefaultMaxQuestion is the question length limit in characters when
// Config.MaxQuestion is 0. Real questions are a sentence or two (the
// benchmarks' longest is under 300); grounding's cost grows with the square
// of the length, so a pasted document must be refused, not read.
const DefaultMaxQuestion = 2000

// QuestionError is a question refused before any work: too long. Span is
// the byte range past the limit.
type QuestionError struct {
	Diagnostic diag.Diagnostic
}

func (e *QuestionError) Error() string {
	return fmt.Sprintf("%s (bytes %d-%d): %s", e.Diagnostic.Summary, e.Diagnostic.Span.Start, e.Diagnostic.Span.End, e.Diagnostic.Detail)
}

// CheckQuestion refuses a question longer than max characters (runes);
// max <= 0 means DefaultMaxQuestion. The diagnostic points at the first
// byte past the limit so the caller can show what was cut.
func CheckQuestion(q string, max int) error {
	if max <= 0 {
		max = DefaultMaxQuestion
	}
	n := utf8.RuneCountInString(q)
	if n <= max {
		return nil
	}
	limit, cut, seen := max, len(q), 0
	for i := range q {
		if seen == limit {
			cut = i
			break
		}
		seen++
	}
	return &QuestionError{Diagnostic: diag.Diagnostic{
		Check:    "question.too-long",
		Severity: diag.Error,
		Pos:      diag.PosAt(q, cut),
		Span:     diag.Span{Start: cut, End: len(q)},
		Summary:  fmt.Sprintf("the question is %d characters, more than the limit of %d", n, limit),
		Detail:   "a question is a sentence or two; longer text is refused before grounding so it cannot hold the compiler",
		Fixes:    []diag.Fix{{Span: diag.Span{Start: cut, End: len(q)}, Label: "ask one question of at most " + fmt.Sprint(limit) + " characters (or raise --max-question / limits.question)"}},
	}}
}

// ReduceRepeats reads a question that is one sentence pasted several times
// over as one copy of it. It returns the question unchanged and ok=false
// unless the whole text is k >= 2 identical copies (compared word by word,
// ignoring case and the spacing between them) of a unit that is a sentence:
// it ends with . ? or ! or has at least four words, so "very very" or a
// name said twice is left alone. The diagnostic's span covers the repeats.
func ReduceRepeats(q string) (string, diag.Diagnostic, bool) {
	type word struct{ start, end int }
	var ws []word
	start := -1
	for i, r := range q {
		if unicode.IsSpace(r) {
			if start >= 0 {
				ws = append(ws, word{start, i})
				start = -1
			}
		} else if start < 0 {
			start = i
		}
	}
	if start >= 0 {
		ws = append(ws, word{start, len(q)})
	}
	n := len(ws)
	same := func(a, b word) bool { return strings.EqualFold(q[a.start:a.end], q[b.start:b.end]) }
	for p := 1; p <= n/2; p++ {
		if n%p != 0 {
			continue
		}
		last := q[ws[p-1].start:ws[p-1].end]
		if p < 4 && !strings.ContainsAny(last[len(last)-1:], ".?!") {
			continue
		}
		ok := true
		for i := p; i < n && ok; i++ {
			ok = same(ws[i], ws[i-p])
		}
		if !ok {
			continue
		}
		one := q[ws[0].start:ws[p-1].end]
		span := diag.Span{Start: ws[p].start, End: len(q)}
		return one, diag.Diagnostic{
			Check:    "question.repeated",
			Severity: diag.Warning,
			Pos:      diag.PosAt(q, span.Start),
			Span:     span,
			Summary:  fmt.Sprintf("the question is the same sentence %d times; it is read once", n/p),
			Detail:   fmt.Sprintf("bytes %d-%d repeat bytes %d-%d", span.Start, span.End, ws[0].start, ws[p-1].end),
			Fixes:    []diag.Fix{{Span: span, Replacement: "", Label: "delete the repeats"}},
		}, true
	}
	return q, diag.Diagnostic{}, false
}

// canceled says why a translation stopped early when its context ended,
// or "" while it may go on.
func canceled(ctx context.Context) string {
	err := ctx.Err()
	if err == nil {
		return ""
	}
	if errors.Is(err, context.DeadlineExceeded) {
		return "stopped: the time allowed for the question ran out (" + context.Cause(ctx).Error() + ")"
	}
	return "stopped: canceled (" + context.Cause(ctx).Error() + ")"
}

// admit applies the question's bounds before any work: a repeated
// sentence is read once (with a warning), then the length limit refuses
// what is still too long. It reports whether the run may go on.
func (r *run) admit() bool {
	if r.stopped() {
		return false
	}
	// A pasted document is refused on length alone: reading it for repeats
	// would be work the limit exists to avoid.
	max := r.c.cfg.MaxQuestion
	if max <= 0 {
		max = DefaultMaxQuestion
	}
	if len(r.q) <= 64*max*utf8.UTFMax {
		if one, d, ok := ReduceRepeats(r.q); ok {
			r.q = one
			r.tr.Diagnostics = append(r.tr.Diagnostics, d)
			r.tr.Warnings = append(r.tr.Warnings, "["+d.Check+"] "+d.Summary+": "+d.Detail)
		}
	}
	if err := CheckQuestion(r.q, max); err != nil {
		var qe *QuestionError
		errors.As(err, &qe)
		r.tr.Verdict, r.tr.Reason = Unanswerable, err.Error()
		r.tr.Diagnostics = append(r.tr.Diagnostics, qe.Diagnostic)
		return false
	}
	return true
}

// stopped ends the run as failed when its context is done: the caller (a
// Ctrl-C, serve's --timeout) wants no more work done.
func (r *run) stopped() bool {
	why := canceled(r.ctx)
	if why == "" {
		return false
	}
	r.tr.Verdict, r.tr.Reason = Failed, why
	return true
}
