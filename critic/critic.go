// Package critic checks a query before it runs: it parses it with our own
// grammars, runs the error base of anti-patterns and the schema checks, and
// proposes machine-applicable fixes. Checks are plain values so that they can
// be listed, documented and tested one by one.
package critic

import (
	"sort"
	"sync"

	"github.com/gql-dev/gql/diag"
	"github.com/gql-dev/gql/lang"
	"github.com/gql-dev/gql/schema"
)

// Check is one entry of the error base or one schema check.
type Check struct {
	ID       string // stable, kebab-case, e.g. "cypher-missing-label-colon"
	Lang     lang.Lang
	Doc      string // one paragraph: what it catches and why it matters
	Severity diag.Severity
	// NeedsSchema checks are skipped when no schema is given.
	NeedsSchema bool
	Run         func(u *Unit) []diag.Diagnostic
}

// Unit is one query under examination. Language front ends fill Tree (and
// whatever else they memoise) once; every check reads it.
type Unit struct {
	Lang   lang.Lang
	Text   string
	Schema *schema.Schema // nil when checking without a schema
	// Tree is the language front end's parse result; nil if parsing failed.
	Tree any

	mu   sync.Mutex
	memo map[string]any
}

// Memo computes a derived view of the query once per unit (e.g. the list of
// node patterns) so several checks can share it.
func (u *Unit) Memo(key string, f func() any) any {
	u.mu.Lock()
	if v, ok := u.memo[key]; ok {
		u.mu.Unlock()
		return v
	}
	u.mu.Unlock()
	// f runs unlocked: a derived view may itself read other memoised views.
	v := f()
	u.mu.Lock()
	defer u.mu.Unlock()
	if prev, ok := u.memo[key]; ok {
		return prev
	}
	if u.memo == nil {
		u.memo = map[string]any{}
	}
	u.memo[key] = v
	return v
}

// Diag builds a diagnostic for a byte span of the unit's text.
func (u *Unit) Diag(c *Check, start, end int, summary, detail string, fixes ...diag.Fix) diag.Diagnostic {
	return diag.Diagnostic{
		Check: c.ID, Severity: c.Severity, Pos: diag.PosAt(u.Text, start),
		Span: diag.Span{Start: start, End: end}, Summary: summary, Detail: detail, Fixes: fixes,
	}
}

// Frontend parses one language. Parse returns the tree (nil when the text does
// not parse) and syntax diagnostics. Writes reports data-changing operations.
type Frontend struct {
	Lang  lang.Lang
	Parse func(text string) (tree any, syntax []diag.Diagnostic)
	// Writes lists each write operation in the query (CREATE, addV, INSERT DATA ...)
	// as an error diagnostic; empty means the query is read-only.
	Writes func(u *Unit) []diag.Diagnostic
}

var (
	regMu     sync.RWMutex
	frontends = map[lang.Lang]Frontend{}
	checks    []Check
)

// RegisterFrontend installs a language front end (called from init).
func RegisterFrontend(f Frontend) {
	regMu.Lock()
	defer regMu.Unlock()
	frontends[f.Lang] = f
}

// Register adds checks to the error base (called from init).
func Register(cs ...Check) {
	regMu.Lock()
	defer regMu.Unlock()
	checks = append(checks, cs...)
}

// Checks lists the registered checks for a language (all languages if l is
// empty), sorted by ID.
func Checks(l lang.Lang) []Check {
	regMu.RLock()
	defer regMu.RUnlock()
	var out []Check
	for _, c := range checks {
		if l == "" || c.Lang == l {
			out = append(out, c)
		}
	}
	sort.Slice(out, func(i, j int) bool { return out[i].ID < out[j].ID })
	return out
}

// Report is the critic's verdict on one query.
type Report struct {
	Lang        lang.Lang         `json:"lang"`
	Parsed      bool              `json:"parsed"`
	ReadOnly    bool              `json:"read_only"`
	Diagnostics []diag.Diagnostic `json:"diagnostics"`
}

// OK reports whether the query may be sent to a database.
func (r *Report) OK() bool { return r.Parsed && r.ReadOnly && !diag.HasErrors(r.Diagnostics) }

// Fixes collects every machine-applicable fix, first fix of each finding.
func (r *Report) Fixes() []diag.Fix {
	var out []diag.Fix
	for _, d := range r.Diagnostics {
		if len(d.Fixes) > 0 {
			out = append(out, d.Fixes[0])
		}
	}
	return out
}

// Suspicion says whether a finding is a suspicion rather than an error the
// server would reject: warnings, and every finding of a schema check (a
// label, property or direction the schema lacks still runs, and may even
// answer). Suspicions ask for repair; they never by themselves make a query
// that runs a failure.
func Suspicion(d diag.Diagnostic) bool {
	if d.Severity != diag.Error {
		return true
	}
	regMu.RLock()
	defer regMu.RUnlock()
	for i := range checks {
		if checks[i].ID == d.Check {
			return checks[i].NeedsSchema
		}
	}
	return false
}
