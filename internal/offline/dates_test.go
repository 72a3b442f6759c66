package offline

import (
	"errors"
	"strings"
	"testing"

	"github.com/gql-dev/gql/lang"
)

// TestYearOnISOText: a year compared with a property whose samples are all
// 'YYYY-MM-DD' text becomes text bounds, in every language, with the
// date-as-text warning; on two synthetic schemas.
func TestYearOnISOText(t *testing.T) {
	cases := []struct {
		schema, question string
		want             []string // Cypher fragments
	}{
		{"releases", "Which albums were released in 2014?", []string{"a.released_on >= '2014-01-01' AND a.released_on < '2015-01-01'"}},
		{"releases", "List the albums released before 2010", []string{"released_on < '2010-01-01'", "!>="}},
		{"releases", "Which albums were released after 2014?", []string{"released_on >= '2015-01-01'", "!<"}},
		{"staff", "Which members joined since 2012?", []string{"m.joined_at >= '2012-01-01'"}},
		{"staff", "Who joined in 2021?", []string{"joined_at >= '2021-01-01' AND m.joined_at < '2022-01-01'"}},
		// A month narrows the year ("since March 2025", "in May 2024").
		{"releases", "Which albums were released since March 2014?", []string{"a.released_on >= '2014-03-01'", "!<"}},
		{"releases", "Which albums were released in December 2009?", []string{"a.released_on >= '2009-12-01' AND a.released_on < '2010-01-01'"}},
		{"staff", "Which members joined before July 2012?", []string{"m.joined_at < '2012-07-01'", "!>="}},
	}
	for _, c := range cases {
		g, s := testGraph(t, c.schema)
		r, err := Compile(EvidenceFrom(linkOn(t, g, s, c.question).Grounding), s)
		if err != nil {
			t.Errorf("%s: %q: %v", c.schema, c.question, err)
			continue
		}
		warned := hasWarning(r.Warnings, "date-as-text", "")
		if !warned {
			t.Errorf("%s: %q: no date-as-text warning", c.schema, c.question)
		}
		for _, lg := range []lang.Lang{lang.Cypher, lang.Gremlin, lang.SPARQL} {
			text, ok := renderParsed(t, r.Query, lg, s, c.question)
			if !ok {
				continue
			}
			if lg != lang.Cypher {
				continue
			}
			flat := strings.Join(strings.Fields(text), " ")
			for _, w := range c.want {
				if neg := strings.HasPrefix(w, "!"); neg == strings.Contains(flat, strings.TrimPrefix(w, "!")) {
					t.Errorf("%s: %q: want %q\n%s", c.schema, c.question, w, flat)
				}
			}
		}
	}
}

// TestMonthOnYears: a month beside a year compared with a property that
// holds years alone is refused, not dropped (movies, catalog).
func TestMonthOnYears(t *testing.T) {
	for _, c := range []struct{ schema, question string }{
		{"movies", "Which movies were released in May 1999?"},
		{"catalog", "Which films came out in March 2001?"},
	} {
		g, s := testGraph(t, c.schema)
		_, err := Compile(EvidenceFrom(linkOn(t, g, s, c.question).Grounding), s)
		var u *UnanswerableError
		if !errors.As(err, &u) || u.Diagnostic.Check != "unused-words" {
			t.Errorf("%s: %q: got %v, want unused-words", c.schema, c.question, err)
		}
	}
}
