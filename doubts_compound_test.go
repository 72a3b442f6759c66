package gql

import (
	"strings"
	"testing"

	"github.com/gql-dev/gql/diag"
)

// TestCompoundDoubts: two guesses of a compound pair refuse together, in
// either order and among other warnings; either alone answers, and
// accepting either code of the pair answers.
func TestCompoundDoubts(t *testing.T) {
	w := func(code string) diag.Diagnostic {
		return diag.Diagnostic{Check: code, Severity: diag.Warning, Summary: code + " summary"}
	}
	for _, p := range compoundDoubts {
		for _, ds := range [][]diag.Diagnostic{
			{w(p[0]), w(p[1])},
			{w(p[1]), w("ties-kept"), w(p[0])},
		} {
			d, ok := (&Config{}).refusingDoubt(ds)
			if !ok || d.Check != p[1] || !strings.Contains(d.Detail, p[0]) {
				t.Errorf("%v: want a refusal for %s naming %s, got %v %+v", p, p[1], p[0], ok, d)
			}
			for _, a := range p {
				if _, ok := (&Config{Accept: []string{a}}).refusingDoubt(ds); ok {
					t.Errorf("%v accepted by %s: still refused", p, a)
				}
				if err := checkAccept([]string{a}); err != nil {
					t.Errorf("accept %s: %v", a, err)
				}
			}
		}
		for _, a := range p {
			if _, ok := (&Config{}).refusingDoubt([]diag.Diagnostic{w(a), w("zero-groups")}); ok {
				t.Errorf("%s alone refused", a)
			}
		}
	}
}
