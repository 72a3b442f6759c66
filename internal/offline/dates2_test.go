package offline

import (
	"path/filepath"
	"strings"
	"testing"

	"github.com/gql-dev/gql/examples"
	"github.com/gql-dev/gql/graph"
	"github.com/gql-dev/gql/grounding"
	"github.com/gql-dev/gql/lang"
	"github.com/gql-dev/gql/schema"
)

// exampleOrTest is a bundled example directory (examples/NAME: flights,
// campus, ops) when one exists, else testdata/NAME.cypher.
func exampleOrTest(t *testing.T, name string) (*graph.Graph, *schema.Schema) {
	t.Helper()
	switch name {
	case "flights", "campus", "ops", "company":
		s, g, err := examples.Resolve(filepath.Join("..", "..", "examples", name))
		if err != nil {
			t.Fatal(err)
		}
		return g, s
	}
	return testGraph(t, name)
}

type readingCase struct {
	schema, question string
	want             []string // Cypher fragments ("!x": must not appear); nil: refused
	warning          string   // a warning the translation must carry, "" for none asked
}

// checkReadings compiles each case, renders and parses it in the three
// languages, and checks the Cypher fragments and the warning.
func checkReadings(t *testing.T, cases []readingCase) {
	t.Helper()
	for _, c := range cases {
		g, s := exampleOrTest(t, c.schema)
		linked := linkOn(t, g, s, c.question)
		r, err := Compile(EvidenceFrom(linked.Grounding), s)
		if c.want == nil {
			if err == nil {
				text, _ := renderParsed(t, r.Query, lang.Cypher, s, c.question)
				t.Errorf("%s: %q: answered, want a refusal\n%s", c.schema, c.question, text)
			}
			continue
		}
		if err != nil {
			t.Errorf("%s: %q: %v", c.schema, c.question, err)
			continue
		}
		if c.warning == "value-corrected" {
			// Value readings are warned by the translation from grounding's
			// link, not by the compiler.
			warned := false
			for _, v := range linked.Grounding.Values {
				if d, ok := grounding.ValueDiagnostic(c.question, v, v.Best()); ok && d.Check == c.warning {
					warned = true
				}
			}
			if !warned {
				t.Errorf("%s: %q: no %s warning", c.schema, c.question, c.warning)
			}
		} else if c.warning != "" && !hasWarning(r.Warnings, c.warning, "") {
			t.Errorf("%s: %q: no %s warning in %v", c.schema, c.question, c.warning, r.Warnings)
		}
		for _, lg := range []lang.Lang{lang.Cypher, lang.Gremlin, lang.SPARQL} {
			text, ok := renderParsed(t, r.Query, lg, s, c.question)
			if !ok || lg != lang.Cypher {
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

// TestThousandsSeparators: a number written with thousands separators
// ("1,000", "16,384") is one number, never its first group; a list
// ("1990,1991") is not joined.
func TestThousandsSeparators(t *testing.T) {
	checkReadings(t, []readingCase{
		{"flights", "Which airports are above 1,000 ft?", []string{"elevation_ft > 1000", "!> 1 "}, ""},
		{"ops", "Which hosts have more than 16,384 MB of memory?", []string{"memory_mb > 16384"}, ""},
		{"seasons", "Which bands charge a fee of more than 1,000?", []string{"fee > 1000"}, ""},
	})
}

// TestPeriodValues: a season and a year ("in spring 2025", "in summer
// 2023") name a period stored as text in either word order; the
// relationship the question names chooses among the fields that store it,
// none named is refused (value-ambiguous), and the year is never compared
// with a number merely near it in size (a course level, a hall's seats).
func TestPeriodValues(t *testing.T) {
	checkReadings(t, []readingCase{
		{"campus", "Which courses are being taught in spring 2025?", []string{"TEACHES {semester: '2025-spring'}", "!level", "!ENROLLED_IN"}, "value-corrected"},
		{"campus", "Which students enrolled in a course in fall 2024?", []string{"ENROLLED_IN {semester: '2024-fall'}", "!TEACHES"}, "value-corrected"},
		{"campus", "Who led CS101 in fall 2024?", nil, ""},
		{"seasons", "Which bands played at Harbour Hall in winter 2024?", []string{"PLAYED_AT {season: 'winter 2024'}", "!seats", "!REHEARSED_AT"}, "value-corrected"},
		{"seasons", "Which bands rehearsed in 2023 summer?", []string{"REHEARSED_AT {season: 'summer 2023'}", "!PLAYED_AT"}, "value-corrected"},
		{"seasons", "Which halls were used in summer 2023?", nil, ""},
	})
}
