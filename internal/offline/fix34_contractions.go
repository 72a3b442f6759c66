package offline

import (
	"fmt"

	"github.com/gql-dev/gql/grounding"
	"github.com/gql-dev/gql/internal/english"
)

func init() {
	checks = append(checks,
		Check{ID: "be-contraction-read", Warning: true, Summary: "\"isn't\", \"aren't\" are read as \"is not\", \"are not\"",
			Doc: "\"who isn't assigned to any project\", \"maintainers who aren't in any org\": the contraction is one token, which the rules of negation (\"who is not assigned to any project\" → NOT EXISTS) did not read, and the question was refused as leaving the negation unapplied. It is read as the two words it stands for (english.BeContraction); \"is not\" before a value still means \"differs from\"."},
	)
}

// beContractions rewrites the tokens before any phase reads them: each
// "isn't" becomes "is" and "not" over the same bytes.
func (o *offline) beContractions(warns *sink) {
	var out []grounding.Token
	changed := false
	for _, t := range o.toks {
		be, n, ok := english.SplitBeContraction(t.Text)
		if !ok || t.Quoted || o.valueCovers(t.Span) || n >= t.Span.End-t.Span.Start {
			out = append(out, t)
			continue
		}
		// The two words as the tokenizer tags them written apart, over
		// the contraction's bytes.
		two := grounding.Tokenize(be + " " + english.NotWord)
		if len(two) != 2 {
			out = append(out, t)
			continue
		}
		a, b := two[0], two[1]
		a.Span.Start, a.Span.End = t.Span.Start, t.Span.Start+n
		b.Span.Start, b.Span.End = a.Span.End, t.Span.End
		out = append(out, a, b)
		changed = true
		warns.add(o.diagnostic("be-contraction-read", t.Span, fmt.Sprintf("read %q as \"%s %s\"", t.Text, be, english.NotWord)))
	}
	if changed {
		o.retokenize(out)
	}
}
