package critic

import (
	"fmt"
	"sort"

	"github.com/gql-dev/gql/diag"
	"github.com/gql-dev/gql/lang"
	"github.com/gql-dev/gql/schema"
)

// Run parses and checks a query. s may be nil (schema checks are skipped).
// A check that panics is reported as an internal error rather than taking the
// caller down: a critic must never be the reason a batch stops.
func Run(l lang.Lang, text string, s *schema.Schema) *Report {
	regMu.RLock()
	fe, ok := frontends[l]
	regMu.RUnlock()
	r := &Report{Lang: l}
	if !ok {
		r.Diagnostics = []diag.Diagnostic{{Check: "critic", Severity: diag.Error,
			Pos: diag.Pos{Line: 1, Col: 1}, Summary: fmt.Sprintf("no parser for %q", l)}}
		return r
	}
	tree, syntax := fe.Parse(text)
	u := &Unit{Lang: l, Text: text, Schema: s, Tree: tree}
	r.Diagnostics = append(r.Diagnostics, syntax...)
	r.Parsed = tree != nil
	if !r.Parsed {
		return r
	}
	r.ReadOnly = true
	if fe.Writes != nil {
		w := safely("read-only", u, fe.Writes)
		if len(w) > 0 {
			r.ReadOnly = false
			r.Diagnostics = append(r.Diagnostics, w...)
		}
	}
	for _, c := range Checks(l) {
		if c.NeedsSchema && s == nil {
			continue
		}
		c := c
		r.Diagnostics = append(r.Diagnostics, safely(c.ID, u, c.Run)...)
	}
	sort.SliceStable(r.Diagnostics, func(i, j int) bool {
		return r.Diagnostics[i].Span.Start < r.Diagnostics[j].Span.Start
	})
	return r
}

func safely(id string, u *Unit, f func(*Unit) []diag.Diagnostic) (out []diag.Diagnostic) {
	defer func() {
		if p := recover(); p != nil {
			out = []diag.Diagnostic{{Check: id, Severity: diag.Warning, Pos: diag.Pos{Line: 1, Col: 1},
				Summary: "internal error in check " + id, Detail: fmt.Sprint(p)}}
		}
	}()
	return f(u)
}

// Parse only parses; it is what golden tests and the fuzzers call.
func Parse(l lang.Lang, text string) (any, []diag.Diagnostic, error) {
	regMu.RLock()
	fe, ok := frontends[l]
	regMu.RUnlock()
	if !ok {
		return nil, nil, fmt.Errorf("no parser for %q", l)
	}
	t, ds := fe.Parse(text)
	return t, ds, nil
}
