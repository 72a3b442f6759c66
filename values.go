package gql

import (
	"fmt"

	"github.com/gql-dev/gql/diag"
	"github.com/gql-dev/gql/grounding"
	"github.com/gql-dev/gql/templates"
)

// valueDiags are the diagnostics of the non-exact value links an answer
// rests on: a fuzzy reading ("read 'tom hnaks' as 'Tom Hanks'") is an
// assumption the user must see. With a plan, only the links whose value the
// plan compares with count (the plan may have chosen another candidate, or
// no value at all); without one (the LLM path), the best candidate of each
// link, which the prompt gave the model.
func (r *run) valueDiags(plan *templates.Query) []diag.Diagnostic {
	if r.ground == nil {
		return nil
	}
	var used map[string]bool
	if plan != nil {
		used = map[string]bool{}
		planStrings(plan.Where, used)
	}
	var out []diag.Diagnostic
	for _, v := range r.ground.Values {
		if len(v.Candidates) == 0 {
			continue
		}
		c, ok := v.Best(), plan == nil
		if plan != nil {
			for _, x := range v.Candidates {
				if used[x.Value] {
					c, ok = x, true
					break
				}
			}
		}
		if !ok {
			continue
		}
		if d, ok := grounding.ValueDiagnostic(r.q, v, c); ok {
			out = append(out, d)
		}
	}
	// How the words were read (a misspelling corrected, a value taken as a
	// name) is an assumption of whichever answer is kept.
	return append(out, grounding.Readings(r.ground)...)
}

// planStrings collects the string literals a filter compares with.
func planStrings(e templates.Expr, into map[string]bool) {
	switch x := e.(type) {
	case *templates.Cmp:
		switch v := x.Value.(type) {
		case string:
			into[v] = true
		case []any:
			for _, y := range v {
				into[fmt.Sprint(y)] = true
			}
		}
	case *templates.And:
		for _, a := range x.Args {
			planStrings(a, into)
		}
	case *templates.Or:
		for _, a := range x.Args {
			planStrings(a, into)
		}
	case *templates.Not:
		planStrings(x.X, into)
	}
}

// attachValueDiags puts the value readings on a valid translation: all
// into Diagnostics, warnings also into Warnings (so --strict refuses a
// corrected value as it refuses any other assumption).
func (r *run) attachValueDiags(ds []diag.Diagnostic) {
	for _, d := range ds {
		r.tr.Diagnostics = append(r.tr.Diagnostics, d)
		if d.Severity >= diag.Warning {
			r.tr.Warnings = append(r.tr.Warnings, "["+d.Check+"] "+d.Summary+": "+d.Detail)
		}
	}
}
