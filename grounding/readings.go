package grounding

import (
	"fmt"
	"strings"

	"github.com/gql-dev/gql/diag"
	"github.com/gql-dev/gql/internal/english"
	"github.com/gql-dev/gql/schema"
)

// readingWindow is how close two candidates' scores must be for neither to
// win on spelling alone; the offline compiler breaks ties of this width by
// the kind of property (a name over a category), which is no reason to read
// a language as a skill.
const readingWindow = 0.02

// settleReadings decides, from the words around it, which node field a value
// means when the same stored string sits under several (a skill named Rust
// and the services whose language is Rust). A field earns support when the
// question names its property, when its label is the noun right beside the
// value ("Rust services", "the skill Rust"), when its label is named anywhere, and when a
// relationship the question names ends on its label. One field with the most
// support wins and its rivals' candidates go; with a tie the link keeps every
// reading and records them in Ambiguous, so that the answer carries a
// value-ambiguous warning rather than a silent pick. Edge properties are left
// out: a title beside a role of the same spelling is the compiler's own
// tie-break, and a role is never the thing a question is about.
func settleReadings(q string, s *schema.Schema, values []ValueLink, links []Link) []ValueLink {
	for vi := range values {
		v := &values[vi]
		if len(v.Candidates) < 2 {
			continue
		}
		top := 0.0
		for _, c := range v.Candidates {
			if c.Score > top {
				top = c.Score
			}
		}
		var fields []Field
		seen := map[Field]bool{}
		for _, c := range v.Candidates {
			if c.Field.Edge || c.Score < top-readingWindow || seen[c.Field] {
				continue
			}
			seen[c.Field] = true
			fields = append(fields, c.Field)
		}
		if len(fields) < 2 {
			continue
		}
		best, winners := -1, []Field(nil)
		for _, f := range fields {
			switch n := support(q, s, v.Span, f, links); {
			case n > best:
				best, winners = n, []Field{f}
			case n == best:
				winners = append(winners, f)
			}
		}
		if len(winners) > 1 {
			v.Ambiguous = winners
			continue
		}
		win := winners[0]
		kept := v.Candidates[:0:0]
		for _, c := range v.Candidates {
			if c.Field == win {
				kept = append(kept, c)
			}
		}
		for _, c := range v.Candidates {
			if c.Field != win && !(seen[c.Field] && c.Score >= top-readingWindow) {
				kept = append(kept, c)
			}
		}
		v.Candidates = kept
	}
	return values
}

// support counts what in the question points at field f for the value at
// span sp: its property named (2), its label the noun right beside the value
// (2) or before it across a preposition of place ("a hotel in Austria",
// 2), its label named (1), a named relationship ending on its label (1).
func support(q string, s *schema.Schema, sp diag.Span, f Field, links []Link) int {
	n := 0
	for _, l := range links {
		switch l.Element.Kind {
		case PropKind:
			if propNames(l, f) {
				n += 2
			}
		case LabelKind:
			if l.Element.Name != f.Owner {
				continue
			}
			n++
			if l.Span.Start >= sp.End && strings.TrimSpace(q[sp.End:l.Span.Start]) == "" ||
				l.Span.End <= sp.Start && strings.TrimSpace(q[l.Span.End:sp.Start]) == "" {
				// "Rust services", "the skill Rust": the value names or
				// qualifies the thing the noun beside it is.
				n += 2
			} else if l.Span.End <= sp.Start && english.PlaceOf.Is(strings.ToLower(strings.TrimSpace(q[l.Span.End:sp.Start]))) {
				// "brands with a hotel in Austria": the value places
				// the thing of the noun before the preposition.
				n += 2
			}
		case EdgeKind:
			if e := s.EdgeType(l.Element.Name); e != nil && endsOn(e, f.Owner) {
				n++
			}
		}
	}
	return n
}

// propNames: the link, or one of its near ties, is f's property.
func propNames(l Link, f Field) bool {
	is := func(e Element) bool {
		return e.Kind == PropKind && e.Name == f.Prop && (e.Owner == "" || e.Owner == f.Owner)
	}
	if is(l.Element) {
		return true
	}
	for _, a := range l.Alternatives {
		if is(a.Element) {
			return true
		}
	}
	return false
}

func endsOn(e *schema.EdgeType, label string) bool {
	for _, ep := range e.Endpoints {
		if ep.From == label || ep.To == label {
			return true
		}
	}
	return false
}

// ambiguityDiagnostic is the warning on an answer that took one of a
// value's readings the question did not choose between.
func ambiguityDiagnostic(question, said string, v ValueLink, c ValueCandidate) diag.Diagnostic {
	names := make([]string, len(v.Ambiguous))
	fixes := make([]diag.Fix, len(v.Ambiguous))
	for i, f := range v.Ambiguous {
		names[i] = f.String()
		fixes[i] = diag.Fix{Span: v.Span,
			Replacement: fmt.Sprintf("a %s whose %s is '%s'", f.Owner, f.Prop, c.Value),
			Label:       fmt.Sprintf("say %s if that is meant", f)}
	}
	return diag.Diagnostic{Check: "value-ambiguous", Severity: diag.Warning, Span: v.Span,
		Summary: fmt.Sprintf("'%s' could be %s", said, strings.Join(names, " or ")),
		Detail: fmt.Sprintf("each stores '%s', and no word around it (the property, the noun it qualifies, a relationship) says which is meant; the answer takes one reading",
			c.Value),
		Fixes: fixes,
	}
}
