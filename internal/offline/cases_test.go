package offline

import (
	"errors"
	"path/filepath"
	"strings"
	"testing"

	"github.com/gql-dev/gql/examples"
	"github.com/gql-dev/gql/graph"
	"github.com/gql-dev/gql/lang"
	"github.com/gql-dev/gql/schema"
	"github.com/gql-dev/gql/templates"
)

// refusalCase is a question a net must refuse with the check named.
type refusalCase struct{ schema, question, code string }

// checkRefusals: each question is refused, by its check (or with its code
// in the message, for a check reported under a broader one).
func checkRefusals(t *testing.T, cases []refusalCase) {
	t.Helper()
	for _, c := range cases {
		cy, err := netCompile(t, c.schema, c.question)
		var ue *UnanswerableError
		if !errors.As(err, &ue) {
			t.Errorf("%s %q: want a refusal, got %v %s", c.schema, c.question, err, cy)
			continue
		}
		if ue.Diagnostic.Check != c.code && !strings.Contains(err.Error(), c.code) {
			t.Errorf("%s %q: refused for another reason: %v (%s)", c.schema, c.question, err, ue.Diagnostic.Check)
		}
	}
}

// langCase is a reading checked in each language it names: fragments the
// rendered query must hold ("!x": must not hold), on "ex:<example>" or a
// test graph of testdata.
type langCase struct {
	schema, question string
	want             map[lang.Lang][]string
}

func checkLangCases(t *testing.T, cases []langCase) {
	t.Helper()
	for _, c := range cases {
		var g *graph.Graph
		var s *schema.Schema
		if ex, ok := strings.CutPrefix(c.schema, "ex:"); ok {
			var err error
			if s, g, err = examples.Resolve(filepath.Join("..", "..", "examples", ex)); err != nil {
				t.Fatal(err)
			}
		} else {
			g, s = testGraph(t, c.schema)
		}
		r, err := Compile(EvidenceFrom(linkOn(t, g, s, c.question).Grounding), s)
		if err != nil {
			t.Errorf("%s %q: %v", c.schema, c.question, err)
			continue
		}
		for lg, wants := range c.want {
			text, err := templates.Render(r.Query, lg, s)
			if err != nil {
				t.Errorf("%s %q: render %s: %v", c.schema, c.question, lg, err)
				continue
			}
			flat := strings.Join(strings.Fields(text), " ")
			for _, w := range wants {
				if not, ok := strings.CutPrefix(w, "!"); ok {
					if strings.Contains(flat, not) {
						t.Errorf("%s %q: %s has %q\n%s", c.schema, c.question, lg, not, flat)
					}
				} else if !strings.Contains(flat, w) {
					t.Errorf("%s %q: %s lacks %q\n%s", c.schema, c.question, lg, w, flat)
				}
			}
		}
	}
}
