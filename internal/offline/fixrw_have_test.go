package offline

import "testing"

// TestHaveOwner: "X has which N" and "X has what N" say "X's N" with a
// noun naming what a relationship points at; on a relationship from a
// label to itself the labels cannot say which way it runs, the "have" does.
func TestHaveOwner(t *testing.T) {
	runKinds(t, []kindCase{
		{schema: "registry", question: "orbit-db-client has what dependencies?",
			want: []string{"(p:Package {name: 'orbit-db-client'})-[:DEPENDS_ON]->(p2:Package)"}, warn: "have-owner-read"},
		{schema: "ops", question: "ledger has which hard dependencies?",
			want: []string{"(s:Service {name: 'ledger'})-[r:DEPENDS_ON {kind: 'hard'}]->(s2:Service)"}, warn: "have-owner-read"},
		{schema: "packages", question: "express has which dependencies",
			want: []string{"(p:Package {name: 'express'})-[:DEPENDS_ON]->(p2:Package)"}, warn: "have-owner-read"},
	})
}
