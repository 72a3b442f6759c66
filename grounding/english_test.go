package grounding

import (
	"strings"
	"testing"

	"github.com/gql-dev/gql/internal/english"
)

// Every word english reads as an inequality or an aggregate is a cue to the
// tagger too, so the two never disagree about one: it shapes the query and
// links to no schema element.
func TestOperatorWordsAreEnglishsCues(t *testing.T) {
	n := 0
	for _, k := range []english.Kind{english.KindComparison, english.KindBound, english.KindAggregation} {
		for _, c := range english.OfKind(k) {
			if c.Op() == english.Equal || c.Op() == "" && c.Agg() == "" {
				continue
			}
			for _, w := range c.Words() {
				if strings.Contains(w, " ") {
					continue
				}
				n++
				toks := Tokenize("things " + w + " 5")
				if !toks[1].Cue {
					t.Errorf("%q (cue %s) is not a cue to the tagger", w, c.Name())
				}
			}
		}
	}
	if n < 40 {
		t.Errorf("read %d operator words of english's cue table, want at least 40", n)
	}
}

// A comparison word the cue table knows bounds the property it follows on
// two schemas, the word itself linked to nothing.
func TestComparisonWordsOnTwoSchemas(t *testing.T) {
	cases := []struct {
		example, q, word string
		want             []wantLiteral
	}{
		{"movies", "Which reviewers gave a rating exceeding 80?", "exceeding", []wantLiteral{{80, ">", "prop:REVIEWED.rating"}}},
		{"movies", "Which movies were released from 1990 until 1995?", "until",
			[]wantLiteral{{1990, ">=", "prop:Movie.released"}, {1995, "<=", "prop:Movie.released"}}},
		{"movies", "Which movies were released prior to 1980?", "prior", []wantLiteral{{1980, "<", "prop:Movie.released"}}},
		{"company", "Which employees have a salary exceeding 100000?", "exceeding", []wantLiteral{{100000, ">", "prop:Employee.salary"}}},
		{"company", "Which departments were founded from 2008 through 2010?", "through",
			[]wantLiteral{{2008, ">=", "prop:Department.founded"}, {2010, "<=", "prop:Department.founded"}}},
		{"company", "Which departments were founded later than 2009?", "later", []wantLiteral{{2009, ">", "prop:Department.founded"}}},
	}
	for _, c := range cases {
		res := groundWith(t, c.example, "", c.q)
		if miss := checkCase(res, linkCase{Literals: c.want}); len(miss) > 0 {
			t.Errorf("%s: %q: missing %v; got%s", c.example, c.q, miss, describe(res))
		}
		for _, l := range res.Mapping {
			if strings.Contains(strings.ToLower(l.Text), c.word) {
				t.Errorf("%s: %q: the cue %q linked to %s", c.example, c.q, c.word, l.Element.ID())
			}
		}
	}
}
