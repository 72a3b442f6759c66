package offline

import (
	"fmt"

	"github.com/gql-dev/gql/diag"
	"github.com/gql-dev/gql/grounding"
	"github.com/gql-dev/gql/internal/english"
)

// zeroAsNone reads a count of zero before a thing or a relationship as its
// absence: "professors who teach 0 courses", "customers with zero orders"
// ask for the ones with none, as "no courses" does. Left as a number it was
// a row limit (LIMIT 0 is no limit: the professors who teach some, a silent
// wrong) and then refused. A comparison before it ("more than 0 orders",
// "at least zero") keeps the number: that is a count compared, not none.
func (o *readCtx) zeroAsNone() []diag.Diagnostic {
	var out []diag.Diagnostic
	copied := false
	for i := 0; i+1 < len(o.toks); i++ {
		if f, ok := o.numberAt(i); (!ok || f != 0) && !english.Zero.Is(o.word(i)) {
			continue
		}
		if _, cueNoun := o.cueNounAt(i + 1); !o.linksKind(i+1, "label") && !o.linksKind(i+1, "edge") && !cueNoun {
			continue
		}
		if english.Comparison(o.words, i) != "" {
			continue
		}
		was := o.toks[i].Text
		o.readTokenAs(i, english.NoneWord, &copied)
		o.toks[i].POS = grounding.DET
		out = append(out, o.diagnostic("zero-as-none", o.tokSpans(i, i+1),
			fmt.Sprintf("%q is read as none of them (%q read as %q)", o.spanText(i, i+2), was, english.NoneWord)))
	}
	return out
}
