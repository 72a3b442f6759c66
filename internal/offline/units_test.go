package offline

import (
	"strings"
	"testing"

	"github.com/gql-dev/gql/lang"
)

// TestUnitsInPropertyNames: a number in a unit ("longer than 2 hours",
// "more than 2 GB") compared with the property whose name ends with a unit
// of the same dimension is converted, warned unit-converted; the unit word
// linking to another property ("GB" near disk_gb) does not decide. On the
// synthetic catalog and servers schemas; movies, whose properties name no
// unit, refuses. Three languages render and parse.
func TestUnitsInPropertyNames(t *testing.T) {
	cases := []struct {
		schema, question string
		want             []string // Cypher fragments; nil: refused
		converted        bool
	}{
		{"catalog", "Which films are longer than 2 hours?", []string{"f.runtime_minutes > 120"}, true},
		{"catalog", "Which films are shorter than 1.5 hours?", []string{"f.runtime_minutes < 90"}, true},
		{"catalog", "Which films have a runtime over 100 minutes?", []string{"f.runtime_minutes > 100"}, false},
		{"servers", "Which servers have more than 2 GB of memory?", []string{"s.memory_mb > 2048", "!disk"}, true},
		{"servers", "Which servers have more than 1 TB of disk?", []string{"s.disk_gb > 1024"}, true},
		{"servers", "Which jobs are longer than 4 hours?", []string{"j.duration_minutes > 240", "RETURN j.name"}, true},
		{"servers", "Which jobs run by beta take less than 1 hour?", []string{"{name: 'beta'}", "j.duration_minutes < 60"}, true},
		{"movies", "Which movies are longer than 2 hours?", nil, false},
	}
	for _, c := range cases {
		g, s := testGraph(t, c.schema)
		r, err := Compile(EvidenceFrom(linkOn(t, g, s, c.question).Grounding), s)
		if c.want == nil {
			if err == nil {
				t.Errorf("%s: %q: answered, want a refusal", c.schema, c.question)
			}
			continue
		}
		if err != nil {
			t.Errorf("%s: %q: %v", c.schema, c.question, err)
			continue
		}
		warned := hasWarning(r.Warnings, "unit-converted", "")
		if warned != c.converted {
			t.Errorf("%s: %q: unit-converted warned %v, want %v", c.schema, c.question, warned, c.converted)
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
