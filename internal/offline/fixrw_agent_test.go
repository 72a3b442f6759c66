package offline

import "testing"

// TestAgentVerb: "who <verb>s X" asks for the one whose role is the verb's
// agent noun when a relationship stores that noun as a value.
func TestAgentVerb(t *testing.T) {
	runKinds(t, []kindCase{
		{schema: "registry", question: "Who owns quill-retry?",
			want: []string{"MAINTAINS {role: 'owner'}", "RETURN DISTINCT m.name"}, warn: "verb-value-read"},
		{schema: "ops", question: "who contributes to Payments Rewrite",
			want: []string{"ASSIGNED_TO {role: 'contributor'}", "RETURN DISTINCT p2.name"}, warn: "verb-value-read"},
		// A verb whose agent noun no relationship stores keeps its reading.
		{schema: "registry", question: "Who maintains quill-retry?",
			want: []string{"<-[:MAINTAINS]-(m:Maintainer)"}, not: []string{"role:"}},
	})
}
