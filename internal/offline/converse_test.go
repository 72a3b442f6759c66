package offline

import (
	"testing"
)

// TestConverseVerb: a verb naming a relationship from its other end
// ("report to" over a manages or supervises relationship) is read
// reversed, warned converse-verb; the relationship's own verb keeps its
// direction. Company (MANAGES) and lab (SUPERVISES), three languages.
func TestConverseVerb(t *testing.T) {
	runProbes(t, []probeCase{
		{schema: "company-example", question: "Who does Hannah Schmidt report to?", want: []string{"(e:Employee {name: 'Hannah Schmidt'})<-[:MANAGES]-(e2:Employee)", "e2.name"}},
		{schema: "company-example", question: "Who reports to Hannah Schmidt?", want: []string{"(e:Employee {name: 'Hannah Schmidt'})-[:MANAGES]->(e2:Employee)", "e2.name"}},
		{schema: "company-example", question: "Who manages Hannah Schmidt?", want: []string{"(e:Employee {name: 'Hannah Schmidt'})<-[:MANAGES]-(e2:Employee)"}},
		{schema: "lab", question: "Who does Zoe King report to?", want: []string{"{name: 'Zoe King'})<-[:SUPERVISES]-("}},
		{schema: "lab", question: "Which researchers report to Xu Wei?", want: []string{"{name: 'Xu Wei'})-[:SUPERVISES]->("}},
		// A weak link by meaning ("belong to" as MEMBER_OF, walked through
		// on-call people) gives way to the relationship named for the
		// converse; a relationship named for the verb itself keeps it.
		{schema: "ops", question: "Which team does ledger belong to?", want: []string{"{name: 'ledger'})<-[:OWNS]-(t:Team)"}, not: []string{"MEMBER_OF"}},
		{schema: "company-example", question: "Which department does Phoenix belong to?", want: []string{"BELONGS_TO"}, not: []string{"MANAGES"}},
		{schema: "lab", question: "Who supervises Zoe King?", want: []string{"{name: 'Zoe King'})<-[:SUPERVISES]-("}},
	})
	for _, c := range []struct{ schema, question string }{{"company-example", "Who does Hannah Schmidt report to?"}, {"lab", "Who does Zoe King report to?"}} {
		g, s := probeGraph(t, c.schema)
		r, err := Compile(EvidenceFrom(linkOn(t, g, s, c.question).Grounding), s)
		if err != nil {
			t.Fatalf("%s: %q: %v", c.schema, c.question, err)
		}
		warned := hasWarning(r.Warnings, "converse-verb", "report to")
		if !warned {
			t.Errorf("%s: %q: no converse-verb warning in %v", c.schema, c.question, r.Warnings)
		}
	}
}
