package offline

import (
	"fmt"
	"strings"
	"testing"

	"github.com/gql-dev/gql/diag"
	"github.com/gql-dev/gql/grounding"
	"github.com/gql-dev/gql/templates"
)

// A plan that walks a relationship and excludes it from the same node can
// only return nothing; a negation of another relationship stands. Movies-
// and company-shaped plans, both directions.
func TestNegatedMatch(t *testing.T) {
	not := func(v, edge string, dir templates.Dir, label string) templates.Expr {
		return &templates.Not{X: &templates.Exists{Path: templates.P(templates.N(v, ""), templates.Hop{Edge: edge, Dir: dir, To: templates.N("", label)})}}
	}
	for _, c := range []struct {
		q    *templates.Query
		want string
	}{
		{&templates.Query{Match: []templates.Path{templates.P(templates.N("p", "Person"), templates.OutE("ACTED_IN", templates.N("m", "Movie")))},
			Where: not("p", "ACTED_IN", templates.Out, "Movie")}, "ACTED_IN"},
		{&templates.Query{Match: []templates.Path{templates.P(templates.N("p", "Person"), templates.OutE("ACTED_IN", templates.N("m", "Movie")))},
			Where: not("p", "DIRECTED", templates.Out, "Movie")}, ""},
		{&templates.Query{Match: []templates.Path{templates.P(templates.N("d", "Department"), templates.InE("WORKS_IN", templates.N("e", "Employee")))},
			Where: not("d", "WORKS_IN", templates.In, "Employee")}, "WORKS_IN"},
		{&templates.Query{Match: []templates.Path{templates.P(templates.N("e", "Employee"), templates.OutE("WORKS_IN", templates.N("d", "Department")))},
			Where: not("d", "WORKS_IN", templates.In, "Employee")}, "WORKS_IN"},
		{&templates.Query{Match: []templates.Path{templates.P(templates.N("e", "Employee"), templates.OutE("MANAGES", templates.N("e2", "Employee")))},
			Where: not("e2", "MANAGES", templates.Out, "Employee")}, ""},
	} {
		if got := negatedMatch(c.q, varLabels(c.q)); got != c.want {
			t.Errorf("%+v: %q, want %q", c.q.Match, got, c.want)
		}
	}
}

// "the Support department": a name followed by a label noun is read as a
// value of that label holding the name's words, over a closer spelling on
// another label; on a company-shaped and a movies-shaped result. A name
// with no label after it keeps its best candidate.
func TestValueOfTheLabelNamedAfterIt(t *testing.T) {
	at := func(q, w string) diag.Span {
		i := strings.Index(q, w)
		return diag.Span{Start: i, End: i + len(w)}
	}
	for _, c := range []struct {
		q, name, label, want string
		cands                []grounding.ValueCandidate
	}{
		{"How many employees work in the Support department?", "Support", "Department", "Customer Support", []grounding.ValueCandidate{
			{Field: grounding.Field{Owner: "Employee", Prop: "title"}, Value: "Support Lead", Score: 0.65},
			{Field: grounding.Field{Owner: "Department", Prop: "name"}, Value: "Customer Support", Score: 0.61}}},
		{"Who acted in the Replacements movie?", "Replacements", "Movie", "The Replacements", []grounding.ValueCandidate{
			{Field: grounding.Field{Owner: "Person", Prop: "name"}, Value: "Replacement Killers", Score: 0.7},
			{Field: grounding.Field{Owner: "Movie", Prop: "title"}, Value: "The Replacements", Score: 0.66}}},
		{"What skills does the Engineering department have?", "Engineering", "Department", "", []grounding.ValueCandidate{
			{Field: grounding.Field{Owner: "Employee", Prop: "title"}, Value: "Engineering Manager", Score: 0.7}}},
		{"How many employees does Support manage?", "Support", "", "Support Lead", []grounding.ValueCandidate{
			{Field: grounding.Field{Owner: "Employee", Prop: "title"}, Value: "Support Lead", Score: 0.65},
			{Field: grounding.Field{Owner: "Department", Prop: "name"}, Value: "Customer Support", Score: 0.61}}},
	} {
		r := &grounding.Result{Question: c.q, Values: []grounding.ValueLink{{Span: at(c.q, c.name), Candidates: c.cands}}}
		if c.label != "" {
			w := strings.Fields(c.q[at(c.q, c.name).End:])[0]
			r.Mapping = []grounding.Link{{Span: at(c.q, " "+w), Element: grounding.Element{Kind: "label", Name: c.label}, Score: 1}}
			r.Mapping[0].Span.Start++
		}
		ev := EvidenceFrom(r)
		got := ""
		if len(ev.Values) > 0 {
			got = fmt.Sprint(ev.Values[0].Value)
		}
		if got != c.want {
			t.Errorf("%q: %q, want %q", c.q, got, c.want)
		}
	}
}

// A property several labels share at the same score is linked only when
// the question names one of them: on a TuGraph-like movie graph (genre,
// keyword and person have names, movie does not) and a company-like one.
func TestUnownedPropertyNotLinked(t *testing.T) {
	prop := func(owner string, score float64) grounding.Candidate {
		return grounding.Candidate{Element: grounding.Element{Kind: grounding.PropKind, Name: "name", Owner: owner}, Score: score}
	}
	link := func(owner string, alts ...grounding.Candidate) grounding.Link {
		return grounding.Link{Span: diag.Span{Start: 4, End: 8}, Element: prop(owner, 0.71).Element, Score: 0.71, Alternatives: alts}
	}
	label := func(name string) grounding.Link {
		return grounding.Link{Span: diag.Span{Start: 20, End: 25}, Element: grounding.Element{Kind: grounding.LabelKind, Name: name}, Score: 1}
	}
	for _, c := range []struct {
		r    *grounding.Result
		kept bool
	}{
		{&grounding.Result{Mapping: []grounding.Link{link("genre", prop("keyword", 0.71), prop("person", 0.71)), label("movie")}}, false},
		{&grounding.Result{Mapping: []grounding.Link{link("genre", prop("keyword", 0.71), prop("person", 0.71)), label("person")}}, true},
		{&grounding.Result{Mapping: []grounding.Link{link("Department", prop("Project", 0.71)), label("Employee")}}, false},
		{&grounding.Result{Mapping: []grounding.Link{link("Department", prop("Project", 0.5)), label("Employee")}}, true},
	} {
		ev := EvidenceFrom(c.r)
		kept := false
		for _, e := range ev.Elements {
			if e.Kind == "prop" {
				kept = true
			}
		}
		if kept != c.kept {
			t.Errorf("%+v: kept = %v, want %v", c.r.Mapping, kept, c.kept)
		}
	}
}
