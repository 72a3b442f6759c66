package offline

import (
	"testing"
)

// TestComparedWithUnitAfterVerb: "Which jobs lasted longer than 4 hours?"
// asks for the jobs, compared on the property measured in the unit's
// dimension; the comparative after a verb does not make that property the
// answer, and a unit word linking another property joins nothing. On the
// synthetic servers and catalog schemas; three languages render and parse.
func TestComparedWithUnitAfterVerb(t *testing.T) {
	cases := []struct {
		schema, question string
		want             []string
	}{
		{"servers", "Which jobs lasted longer than 4 hours?", []string{"j.duration_minutes > 240", "RETURN j.name", "!duration_minutes AS"}},
		{"servers", "Which jobs took less than 1 hour?", []string{"j.duration_minutes < 60", "RETURN j.name"}},
		{"catalog", "Which films ran longer than 2 hours?", []string{"f.runtime_minutes > 120", "RETURN f.", "!runtime_minutes AS"}},
	}
	for _, c := range cases {
		g, s := testGraph(t, c.schema)
		r, err := Compile(EvidenceFrom(linkOn(t, g, s, c.question).Grounding), s)
		if err != nil {
			t.Errorf("%s: %q: %v", c.schema, c.question, err)
			continue
		}
		cypherHas(t, r.Query, s, c.schema, c.question, c.want...)
	}
}

// TestFirstNByKey: "the first 5 hosts by name" sorts by the property after
// "by" (up after "first", down after "top" or "last") before it keeps N
// rows; the key already shown is not listed twice. On movies, servers and
// catalog; three languages render and parse.
func TestFirstNByKey(t *testing.T) {
	cases := []struct {
		schema, question string
		want             []string
	}{
		{"movies", "List the first 3 people by name.", []string{"ORDER BY name LIMIT 3", "!name_2"}},
		{"movies", "List the top 3 movies by release year.", []string{"ORDER BY released DESC", "LIMIT 3"}},
		{"servers", "List the first 2 servers by name.", []string{"ORDER BY name LIMIT 2"}},
		{"catalog", "Show the last 2 films by title.", []string{"DESC", "LIMIT 2"}},
	}
	for _, c := range cases {
		g, s := testGraph(t, c.schema)
		r, err := Compile(EvidenceFrom(linkOn(t, g, s, c.question).Grounding), s)
		if err != nil {
			t.Errorf("%s: %q: %v", c.schema, c.question, err)
			continue
		}
		cypherHas(t, r.Query, s, c.schema, c.question, c.want...)
	}
}
