package offline

import (
	"testing"
)

// TestNamedLookup: "Find the X named V" asks for the thing, so the plan
// shows the name with the label's key (warned whole-lookup) instead of
// refusing an echo; a name two labels store, a key that is the name itself
// (movies, company) and a question asking something more stay refused.
func TestNamedLookup(t *testing.T) {
	runProbes(t, []probeCase{
		{schema: "tagging", question: "Find the keyword named 'future'", want: []string{"k.name", "k.kid", "'future'"}},
		{schema: "tagging", question: "Find the vertex named 'class conflict'", want: []string{".kid", "'class conflict'"}},
		{schema: "tagging", question: "Look for someone named Mira Castell in the database", want: []string{"a.aid", "'Mira Castell'"}},
		{schema: "tagging", question: "Query all vertices with label 'Keyword' and name property 'future', then return distinct results", want: []string{"k.kid", "'future'"}},
		{schema: "tagging", question: "Find the keyword named 'future' and the authors who use it", refused: true, want: []string{"the value the question itself gives"}},
		{schema: "parts", question: "Find the part named 'hex bolt' and its weight", not: []string{"p.part_no"}},
		{schema: "tagging", question: "Find the vertex named 'orion'", refused: true, want: []string{"Author.name", "Keyword.name"}},
		{schema: "parts", question: "Find the part named 'hex bolt'", want: []string{"p.part_no", "'hex bolt'"}},
		{schema: "parts", question: "Show me the vertex named Acme Fasteners", want: []string{"s.code", "'Acme Fasteners'"}},
		{schema: "parts", question: "Where is the part named 'hex bolt' stocked?", refused: true, want: []string{"the value the question itself gives"}},
		{schema: "movies", question: "Find the person named Tom Hanks", refused: true, want: []string{"the value the question itself gives"}},
		{schema: "company", question: "What would be affected if Ada Lovelace went down?", refused: true},
	})
	for _, c := range []struct{ schema, question string }{{"tagging", "Find the keyword named 'future'"}, {"parts", "Find the part named 'wing nut'"}} {
		g, s := probeGraph(t, c.schema)
		r, err := Compile(EvidenceFrom(linkOn(t, g, s, c.question).Grounding), s)
		if err != nil {
			t.Fatalf("%s: %q: %v", c.schema, c.question, err)
		}
		warned := hasWarning(r.Warnings, "whole-lookup", "key")
		if !warned {
			t.Errorf("%s: %q: no whole-lookup warning in %v", c.schema, c.question, r.Warnings)
		}
	}
}
