package gql

import (
	"fmt"
	"regexp"
	"sort"
	"strconv"
	"strings"

	"github.com/gql-dev/gql/backends"
	"github.com/gql-dev/gql/grounding"
	"github.com/gql-dev/gql/lang"
	"github.com/gql-dev/gql/schema"
	"github.com/gql-dev/gql/twig"
)

// Confidence says how far an answer is corroborated by a second, independent
// opinion: with a model configured, gql also compiles the question offline,
// and the two answers either agree or not. Measured on recorded model
// output (docs/answers.md, *Confidence*), an agreed answer is right far more
// often than a disagreed one, so the value is worth more than any score.
type Confidence string

const (
	// Agreed: the model's query and the offline plan return the same rows
	// (compared as bench scores answers), or are the same query.
	Agreed Confidence = "agreed"
	// Disagreed: both ran and returned different rows. Both answers are
	// kept (Translation.Other) and Translation.Difference says how.
	Disagreed Confidence = "disagreed"
	// ModelOnly: the offline compiler refused (or its plan did not run),
	// so nothing corroborates the model's answer.
	ModelOnly Confidence = "model-only"
	// OfflineOnly: no model is configured, or every model candidate was
	// broken and the offline plan answers instead.
	OfflineOnly Confidence = "offline-only"
	// Unchecked: the model's query and the plan differ and no backend ran
	// them, so their rows could not be compared.
	Unchecked Confidence = "unchecked"
)

// Trusted is whether --require-agreement lets an answer of this confidence
// through: the two opinions agree, or only the offline compiler spoke (its
// doubts are warnings of their own).
func (c Confidence) Trusted() bool { return c == Agreed || c == OfflineOnly }

// Alternative is the other opinion of a disagreement: the answer that was
// not chosen, with its rows, so a user can see both.
type Alternative struct {
	// Source is "llm" (the model's query) or "offline" (the plan).
	Source string `json:"source"`
	Query  string `json:"query"`
	Rows   *Table `json:"rows,omitempty"`
}

// constraints are what a question pins down that a query can be checked
// for by reading its text: the stored values it names and the numbers it
// states. A query that leaves one out answers a wider question.
type constraint struct {
	text  string   // as the question says it
	forms []string // what a query may write for it, lower-cased
	num   bool
}

func questionConstraints(g *grounding.Result) []constraint {
	if g == nil {
		return nil
	}
	var out []constraint
	for _, v := range g.Values {
		c := constraint{text: v.Text, forms: []string{strings.ToLower(v.Text)}}
		for _, x := range v.Candidates {
			c.forms = append(c.forms, strings.ToLower(x.Value))
		}
		out = append(out, c)
	}
	for _, l := range g.Literals {
		out = append(out, constraint{text: l.Text, num: true, forms: []string{strconv.FormatFloat(l.Value, 'f', -1, 64)}})
	}
	return out
}

// uses reports whether query mentions the constraint: a value inside a
// string literal's text, a number as a numeric token of its own.
func (c constraint) usedBy(query string) bool {
	low := strings.ToLower(query)
	for _, f := range c.forms {
		if f == "" {
			continue
		}
		if !c.num {
			if strings.Contains(low, f) {
				return true
			}
			continue
		}
		for i := 0; ; {
			j := strings.Index(low[i:], f)
			if j < 0 {
				break
			}
			s, e := i+j, i+j+len(f)
			if (s == 0 || !numChar(low[s-1])) && (e == len(low) || !numChar(low[e])) {
				return true
			}
			i = e
		}
	}
	return false
}

func numChar(b byte) bool {
	return b >= '0' && b <= '9' || b == '.' || b >= 'a' && b <= 'z' || b == '_'
}

// missing lists the constraints query leaves out.
func missing(cs []constraint, query string) []string {
	var out []string
	for _, c := range cs {
		if !c.usedBy(query) {
			out = append(out, c.text)
		}
	}
	return out
}

var limitRe = regexp.MustCompile(`(?i)\blimit\s*\(?\s*(\d+)`)

// difference says in one line how the model's query and the plan differ,
// read from the two queries' footprints (relationships with their
// direction, aggregates, LIMIT, negation, DISTINCT, properties read) and
// from which of the question's values and numbers each uses. "" when the
// footprints are the same (the two differ in rows only, e.g. a column).
func difference(l lang.Lang, model, plan string, cs []constraint, s *schema.Schema) string {
	var parts []string
	if m, p := missing(cs, model), missing(cs, plan); len(m) != len(p) || strings.Join(m, "\x00") != strings.Join(p, "\x00") {
		if only := minus(m, p); len(only) > 0 {
			parts = append(parts, "a missing filter: the model's query does not use "+quoteAll(only))
		}
		if only := minus(p, m); len(only) > 0 {
			parts = append(parts, "an extra filter: the model's query uses "+quoteAll(only)+", the plan does not")
		}
	}
	fm, errM := twig.Of(l, model, s)
	fp, errP := twig.Of(l, plan, s)
	if errM != nil || errP != nil {
		return strings.Join(parts, "; ")
	}
	parts = append(parts, edgeDiff(fm, fp)...)
	for _, sh := range []struct{ shape, name string }{
		{"count", "a count"}, {"avg", "an average"}, {"sum", "a sum"}, {"min", "a minimum"}, {"max", "a maximum"}, {"collect", "a collected list"},
	} {
		switch {
		case fm.Shapes[sh.shape] && !fp.Shapes[sh.shape]:
			parts = append(parts, "the aggregate: the model's query takes "+sh.name+", the plan does not")
		case !fm.Shapes[sh.shape] && fp.Shapes[sh.shape]:
			parts = append(parts, "the aggregate: the plan takes "+sh.name+", the model's query does not")
		}
	}
	lm, lp := limitOf(model), limitOf(plan)
	switch {
	case lm != lp && lm != "" && lp != "":
		parts = append(parts, fmt.Sprintf("a LIMIT: the model's query keeps %s rows, the plan %s", lm, lp))
	case lm != "" && lp == "":
		parts = append(parts, "a LIMIT: the model's query keeps "+lm+" rows, the plan all")
	case lm == "" && lp != "":
		parts = append(parts, "a LIMIT: the plan keeps "+lp+" rows, the model's query all")
	}
	for _, sh := range []struct{ shape, name string }{{"negation", "negates a pattern"}, {"distinct", "removes repeated rows"}, {"order", "orders the rows"}} {
		switch {
		case fm.Shapes[sh.shape] && !fp.Shapes[sh.shape]:
			parts = append(parts, "the model's query "+sh.name+", the plan does not")
		case !fm.Shapes[sh.shape] && fp.Shapes[sh.shape]:
			parts = append(parts, "the plan "+sh.name+", the model's query does not")
		}
	}
	if pm, pp := propsOnly(fm, fp), propsOnly(fp, fm); len(pm)+len(pp) > 0 {
		var b []string
		if len(pm) > 0 {
			b = append(b, "the model's query also reads "+strings.Join(pm, ", "))
		}
		if len(pp) > 0 {
			b = append(b, "the plan also reads "+strings.Join(pp, ", "))
		}
		parts = append(parts, "a filter or column: "+strings.Join(b, "; "))
	}
	if len(parts) > 3 {
		parts = append(parts[:3], fmt.Sprintf("and %d more", len(parts)-3))
	}
	return strings.Join(parts, "; ")
}

func limitOf(q string) string {
	ms := limitRe.FindAllStringSubmatch(q, -1)
	if len(ms) == 0 {
		return ""
	}
	// The last LIMIT is the one that cuts the answer; earlier ones sit in
	// subqueries.
	return ms[len(ms)-1][1]
}

func edgeDiff(fm, fp *twig.Footprint) []string {
	has := func(f *twig.Footprint, e twig.EdgeRef) bool {
		for _, x := range f.Edges {
			if x.Type == e.Type && labelOK(x.From, e.From) && labelOK(x.To, e.To) {
				return true
			}
		}
		return false
	}
	var out []string
	seen := map[string]bool{}
	for _, pair := range []struct {
		a, b  *twig.Footprint
		whose string
	}{{fm, fp, "the model's query"}, {fp, fm, "the plan"}} {
		for _, e := range pair.a.Edges {
			if has(pair.b, e) || seen[e.Type] {
				continue
			}
			seen[e.Type] = true
			if has(pair.b, twig.EdgeRef{From: e.To, Type: e.Type, To: e.From}) {
				out = append(out, fmt.Sprintf("the direction: the two follow %s opposite ways", e.Type))
				continue
			}
			out = append(out, fmt.Sprintf("another relationship: %s follows %s, the other does not", pair.whose, e.Type))
		}
	}
	return out
}

func labelOK(a, b string) bool { return a == "" || b == "" || a == b }

// propsOnly are the properties a reads and b does not; an owner unknown on
// either side ("?.name") matches by name.
func propsOnly(a, b *twig.Footprint) []string {
	var out []string
	for p := range a.Props {
		name := p[strings.LastIndexByte(p, '.')+1:]
		if b.Props[p] || b.Props["?."+name] {
			continue
		}
		if strings.HasPrefix(p, "?.") {
			found := false
			for q := range b.Props {
				if strings.HasSuffix(q, "."+name) {
					found = true
				}
			}
			if found {
				continue
			}
		}
		out = append(out, p)
	}
	sort.Strings(out)
	return out
}

func minus(a, b []string) []string {
	in := map[string]bool{}
	for _, x := range b {
		in[x] = true
	}
	var out []string
	for _, x := range a {
		if !in[x] {
			out = append(out, x)
		}
	}
	return out
}

func quoteAll(xs []string) string {
	q := make([]string, len(xs))
	for i, x := range xs {
		q[i] = strconv.Quote(x)
	}
	return strings.Join(q, ", ")
}

// tiedCut reports whether two answers of the same LIMIT differ only in which
// tied rows the cut kept: as many rows, and a column of one holds the same
// values as a column of the other (the measure both ranked by), so the
// rows that differ share their rank. "The top 5 by movies produced" with
// five people at 1 movie keeps any of them.
func tiedCut(a, b *backends.Result) bool {
	if a == nil || b == nil || len(a.Rows) != len(b.Rows) || len(a.Rows) < 2 {
		return false
	}
	col := func(r *backends.Result, i int) string {
		var vs []string
		for _, row := range r.Rows {
			if i >= len(row) {
				return ""
			}
			vs = append(vs, backends.Canon(row[i], backends.CompareOptions{}))
		}
		repeats := map[string]bool{}
		tie := false
		for _, v := range vs {
			tie = tie || repeats[v]
			repeats[v] = true
		}
		if !tie {
			// A column of distinct values is a name, not a rank with ties.
			return ""
		}
		sort.Strings(vs)
		return strings.Join(vs, "\x1e")
	}
	for i := range a.Columns {
		ca := col(a, i)
		if ca == "" {
			continue
		}
		for j := range b.Columns {
			if col(b, j) == ca {
				return true
			}
		}
	}
	return false
}
