package offline

import "testing"

// TestUnderDirection: the words before a named thing rank it above the
// things asked for, on relationships named from either end.
func TestUnderDirection(t *testing.T) {
	runKinds(t, []kindCase{
		// MANAGES: the one named is the source.
		{schema: "company", question: "How many employees answer to Ada Lovelace?", want: []string{"{name: 'Ada Lovelace'})-[:MANAGES]->"}},
		{schema: "company", question: "Which employees report to Grace Hopper?", want: []string{"{name: 'Grace Hopper'})-[:MANAGES]->"}},
		// CONTAINS: the holder is the source.
		{schema: "fixkinds_org", question: "Which units are part of Operations?", want: []string{"{name: 'Operations'})-[:`CONTAINS`]->"}},
		{schema: "fixkinds_org", question: "List the units that sit within Logistics.", want: []string{"{name: 'Logistics'})-[:`CONTAINS`]->"}},
		// SUBASSEMBLY_OF: the whole is the target.
		{schema: "fixkinds_org", question: "Which assemblies are subassemblies of Gearbox?", want: []string{"<-[:SUBASSEMBLY_OF]-", "{name: 'Gearbox'}"}},
		{schema: "fixkinds_org", question: "Name the assemblies that are a sub-type of Clutch.", want: []string{"<-[:SUBASSEMBLY_OF]-", "{name: 'Clutch'}"}, warn: "under-direction"},
		{schema: "fixkinds_org", question: "Which assemblies sit under Gearbox?", want: []string{"<-[:SUBASSEMBLY_OF]-", "{name: 'Gearbox'}"}},
	})
}
