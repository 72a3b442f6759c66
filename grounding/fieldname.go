package grounding

import (
	"fmt"
	"strings"

	"github.com/gql-dev/gql/diag"
)

// fieldNameValues: a column's name written in title case ("the Package
// Option of TV Channel") can end in a word that is also one of the
// column's own stored values ("Option"). Value linking reads the word first,
// as a capitalised name, and leaves the schema only the rest ("Package").
// When the schema link beside the value is that same property and the two
// spans together spell the property's whole name, the words name the
// property, not a value: the value link goes, the property link takes its
// words, and a warning says so. A value after the full name ("package
// option Option") is not affected: the run would then be longer than the
// name. Quoted values are the user's own and always stay.
func fieldNameValues(q string, links []Link, values []ValueLink, warns *[]diag.Diagnostic) (kept []ValueLink, names []diag.Span) {
	for _, v := range values {
		if k := spellsFieldWith(q, links, v); k >= 0 && !v.Quoted {
			l := &links[k]
			start, end := min(l.Span.Start, v.Span.Start), max(l.Span.End, v.Span.End)
			*warns = append(*warns, diag.Diagnostic{Check: checkValueAsName, Severity: diag.Warning, Span: v.Span,
				Summary: fmt.Sprintf("'%s' read as part of the name '%s', not as the stored value '%s'", v.Text, q[start:end], v.Best().Value),
				Detail: fmt.Sprintf("%s stores '%s', but '%s' spells the property %s itself; the question asks for the property",
					v.Best().Field, v.Best().Value, q[start:end], l.Element.ID()),
				Fixes: []diag.Fix{{Span: v.Span, Replacement: "'" + v.Text + "'", Label: "quote it if the stored value is meant"}},
			})
			l.Span = diag.Span{Start: start, End: end}
			l.Text = q[start:end]
			names = append(names, v.Span)
			continue
		}
		kept = append(kept, v)
	}
	return kept, names
}

// spellsFieldWith is the index of the property link adjacent to the value
// link (nothing but spaces between) whose property is the value's field and
// whose words with the value's spell that property's name; -1 if none.
func spellsFieldWith(q string, links []Link, v ValueLink) int {
	if len(v.Candidates) == 0 {
		return -1
	}
	f := v.Best().Field
	for k, l := range links {
		e := l.Element
		if e.Kind != PropKind || e.Owner != f.Owner || e.Name != f.Prop {
			continue
		}
		var start, end int
		switch {
		case l.Span.End <= v.Span.Start && strings.TrimSpace(q[l.Span.End:v.Span.Start]) == "":
			start, end = l.Span.Start, v.Span.End
		case v.Span.End <= l.Span.Start && strings.TrimSpace(q[v.Span.End:l.Span.Start]) == "":
			start, end = v.Span.Start, l.Span.End
		default:
			continue
		}
		if lemmaWords(SplitName(q[start:end])) == lemmaWords(propWords(e)) || lemmaWords(SplitName(q[start:end])) == lemmaWords(SplitName(e.Name)) {
			return k
		}
	}
	return -1
}
