package grounding

import (
	"fmt"
	"strings"

	"github.com/gql-dev/gql/diag"
)

// codeStems lists, for one unquoted single-word span, the one-word stored
// values of a field that the word begins without being ("MATH" of MATH101
// and MATH201, "LAP" of LAP-001 and LAP-002). When there are two or more, the word names the family they
// share — a department, a series, a prefix of a code scheme — not any one of
// them: correcting it into the closest member answers a question about that
// member alone, silently narrowing the set the user asked about.
func codeStems(ns string, vals []string, normOf func(string) string) []string {
	if ns == "" || strings.Contains(ns, " ") {
		return nil
	}
	var out []string
	for _, v := range vals {
		// A code is one unbroken token as stored ("MATH101", "LAP-001");
		// a name of several words ("Tom Hanks") is matched word by word
		// elsewhere and is not a code family.
		nv := normOf(v)
		if len(strings.Fields(v)) != 1 || len(nv) <= len(ns) || !strings.HasPrefix(nv, ns) {
			continue
		}
		out = append(out, v)
	}
	if len(out) < 2 {
		return nil
	}
	return out
}

// stemDiagnostic is the warning left when a word was not corrected into one
// of the several stored values it begins.
func stemDiagnostic(q string, sp diag.Span, f Field, stems []string) diag.Diagnostic {
	said := spanOf(q, sp)
	shown := stems
	if len(shown) > 3 {
		shown = shown[:3]
	}
	quoted := make([]string, len(shown))
	for i, s := range shown {
		quoted[i] = "'" + s + "'"
	}
	more := ""
	if len(stems) > len(shown) {
		more = fmt.Sprintf(" and %d more", len(stems)-len(shown))
	}
	return diag.Diagnostic{Check: "value-prefix", Severity: diag.Warning, Span: sp,
		Summary: fmt.Sprintf("'%s' begins several stored values of %s; not read as any one of them", said, f),
		Detail: fmt.Sprintf("no stored value of %s is spelt '%s', and %d begin with it (%s%s): the word names what they share, so taking the closest would answer about one of them only",
			f, said, len(stems), strings.Join(quoted, ", "), more),
		Fixes: []diag.Fix{{Span: sp, Replacement: "'" + shown[0] + "'", Label: "name the one value meant, in quotes"}},
	}
}
