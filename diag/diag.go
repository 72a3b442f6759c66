// Package diag is the one diagnostic shape shared by the critic, the grounding
// step, the backends and the command line, so every message a user sees carries
// a position, a summary, a detail and, where one exists, a fix.
package diag

import (
	"fmt"
	"sort"
	"strings"
)

// Severity orders findings; only Error makes `gql check` exit non-zero.
type Severity int

const (
	Info Severity = iota
	Warning
	Error
)

func (s Severity) String() string {
	switch s {
	case Info:
		return "info"
	case Warning:
		return "warning"
	default:
		return "error"
	}
}

// MarshalText lets JSON output carry "error" rather than 2.
func (s Severity) MarshalText() ([]byte, error) { return []byte(s.String()), nil }

func (s *Severity) UnmarshalText(b []byte) error {
	switch string(b) {
	case "info":
		*s = Info
	case "warning":
		*s = Warning
	case "error":
		*s = Error
	default:
		return fmt.Errorf("unknown severity %q", b)
	}
	return nil
}

// Pos is a place in a query text. Line and Col are 1-based (Col counts runes);
// Offset is the 0-based byte offset, which fixes and spans use.
type Pos struct {
	Line   int `json:"line"`
	Col    int `json:"col"`
	Offset int `json:"offset"`
}

// Span is a half-open byte range [Start, End) in a query or question.
type Span struct {
	Start int `json:"start"`
	End   int `json:"end"`
}

// Fix is machine-applicable: replace the bytes of Span with Replacement.
type Fix struct {
	Span        Span   `json:"span"`
	Replacement string `json:"replacement"`
	// Label is what a person reads, e.g. "did you mean :Movie?".
	Label string `json:"label"`
}

// Diagnostic is one finding.
type Diagnostic struct {
	Check    string   `json:"check"` // id of the check or error class that produced it
	Severity Severity `json:"severity"`
	Pos      Pos      `json:"pos"`
	Span     Span     `json:"span"`
	Summary  string   `json:"summary"`
	Detail   string   `json:"detail,omitempty"`
	Fixes    []Fix    `json:"fixes,omitempty"`
}

// String renders the compiler-style line `line:col: severity: summary`.
func (d Diagnostic) String() string {
	var b strings.Builder
	fmt.Fprintf(&b, "%d:%d: %s: %s", d.Pos.Line, d.Pos.Col, d.Severity, d.Summary)
	if d.Check != "" {
		fmt.Fprintf(&b, " [%s]", d.Check)
	}
	return b.String()
}

// PosAt converts a byte offset in text to a Pos.
func PosAt(text string, offset int) Pos {
	if offset > len(text) {
		offset = len(text)
	}
	if offset < 0 {
		offset = 0
	}
	line, col := 1, 1
	for _, r := range text[:offset] {
		if r == '\n' {
			line++
			col = 1
			continue
		}
		col++
	}
	return Pos{Line: line, Col: col, Offset: offset}
}

// OffsetAt converts a 1-based line and 0-based rune column (ANTLR's convention)
// to a byte offset.
func OffsetAt(text string, line, col0 int) int {
	l, c := 1, 0
	for i, r := range text {
		if l == line && c == col0 {
			return i
		}
		if r == '\n' {
			if l == line {
				return i
			}
			l++
			c = 0
			continue
		}
		if l == line {
			c++
		}
	}
	return len(text)
}

// Apply applies non-overlapping fixes to text, later spans first so earlier
// offsets stay valid. Overlapping fixes are skipped and reported as false.
func Apply(text string, fixes []Fix) (string, bool) {
	fs := append([]Fix(nil), fixes...)
	sort.SliceStable(fs, func(i, j int) bool { return fs[i].Span.Start > fs[j].Span.Start })
	ok := true
	limit := len(text) + 1
	for _, f := range fs {
		if f.Span.End > limit || f.Span.Start > f.Span.End || f.Span.End > len(text) {
			ok = false
			continue
		}
		text = text[:f.Span.Start] + f.Replacement + text[f.Span.End:]
		limit = f.Span.Start
	}
	return text, ok
}

// HasErrors reports whether any diagnostic is an error.
func HasErrors(ds []Diagnostic) bool {
	for _, d := range ds {
		if d.Severity == Error {
			return true
		}
	}
	return false
}
