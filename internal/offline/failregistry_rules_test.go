package offline

import "testing"

// TestBoolKindOnMention: of two things of one label joined by a
// relationship, a word naming a boolean property is read on the one whose
// noun it qualifies, before it or after "that is": the things depended on
// or required, not the ones asked for.
func TestBoolKindOnMention(t *testing.T) {
	runKinds(t, []kindCase{
		{schema: "registry", question: "Which packages depend on a deprecated package?",
			want: []string{"(p:Package)-[:DEPENDS_ON]->(p2:Package {deprecated: true})"}, not: []string{"(p:Package {deprecated"}, warn: "bool-kind-object"},
		{schema: "registry", question: "Which packages depend on a package that is deprecated?",
			want: []string{"(p2:Package {deprecated: true})"}, not: []string{"(p:Package {deprecated"}, warn: "bool-kind-object"},
		{schema: "registry", question: "Which deprecated packages depend on a package?",
			want: []string{"(p:Package {deprecated: true})-[:DEPENDS_ON]->(p2:Package)"}},
		{schema: "campus", question: "Which courses require an online course?",
			want: []string{"(c:Course)-[:REQUIRES]->(c2:Course {online: true})"}, not: []string{"(c:Course {online"}, warn: "bool-kind-object"},
		{schema: "campus", question: "Which online courses require a course?",
			want: []string{"(c:Course {online: true})-[:REQUIRES]->(c2:Course)"}},
		{schema: "failregistry_helpdesk", question: "Which tickets duplicate an escalated ticket?",
			want: []string{"(t:Ticket)-[:DUPLICATES]->(t2:Ticket {escalated: true})"}, not: []string{"(t:Ticket {escalated"}, warn: "bool-kind-object"},
		{schema: "campus", question: "Which courses require a course that is not online?",
			want: []string{"c2.online <> true"}, not: []string{"c.online"}, warn: "bool-kind-object"},
		// one thing of the label: the word is read as before
		{schema: "campus", question: "List the online courses.", want: []string{"online: true"}, warn: "bool-kind-read"},
	})
}

// TestJoinedPrefix: a prefix written with a hyphen or underscore against
// its last word keeps it ("go-" is not "go", which also starts gorate);
// a joiner standing apart is punctuation.
func TestJoinedPrefix(t *testing.T) {
	runKinds(t, []kindCase{
		{schema: "registry", question: "Which packages have names starting with go-?", want: []string{"STARTS WITH 'go-'"}, not: []string{"language"}, warn: "joiner-kept"},
		{schema: "ops", question: "Which hosts have a name starting with host-?", want: []string{"STARTS WITH 'host-'"}, warn: "joiner-kept"},
		{schema: "movies", question: "Which people have names starting with Tom-?", want: []string{"STARTS WITH 'Tom-'"}, warn: "joiner-kept"},
		{schema: "registry", question: "Which packages have names starting with go?", want: []string{"STARTS WITH 'go'"}, not: []string{"'go-'"}},
	})
}

// TestUnreadIdentifier: a name written as an identifier ("left-pad",
// "legacy_box") that no stored value spells and the plan does not use is
// refused, as a capitalised unknown name is, rather than dropped; one the
// graph holds is still read.
func TestUnreadIdentifier(t *testing.T) {
	for _, c := range []planWant{
		{schema: "registry", question: "Who maintains left-pad?", check: "unused-words", detail: `"left-pad" is written as a name`},
		{schema: "ops", question: "Which services run on legacy_box?", check: "unused-words", detail: `"legacy_box" is written as a name`},
		{schema: "movies", question: "Who follows jess-t?", check: "unused-words", detail: `"jess-t" is written as a name`},
		{schema: "failregistry_helpdesk", question: "Which tickets does bob-x handle?", check: "unused-words", detail: `"bob-x" is written as a name`},
		{schema: "failregistry_helpdesk", question: "Which tickets does kim-ops handle?", want: []string{"{handle: 'kim-ops'}"}},
		{schema: "registry", question: "Who maintains left-trim?", want: []string{"{name: 'left-trim'}"}},
		{schema: "ops", question: "Which services run on host-01?", want: []string{"{name: 'host-01'}"}},
	} {
		g, s := answersGraph(t, c.schema)
		checkPlan(t, g, s, c)
	}
}

// TestStateValues: an adjective that is a stored value of one text
// property of the label ("open") is read as that value when grounding
// linked it to a property named after a form of it (opened, a date); the
// property's own name ("opened") still asks for the date.
func TestStateValues(t *testing.T) {
	runKinds(t, []kindCase{
		{schema: "registry", question: "How many open issues are there?", want: []string{"state: 'open'", "count("}, not: []string{"opened"}, warn: "state-value-read"},
		{schema: "registry", question: "Which issues are open?", want: []string{"state: 'open'"}, not: []string{"opened"}, warn: "state-value-read"},
		{schema: "failregistry_helpdesk", question: "How many open tickets are there?", want: []string{"state: 'open'", "count("}, not: []string{"opened"}, warn: "state-value-read"},
		{schema: "failregistry_helpdesk", question: "Which tickets are still open?", want: []string{"state: 'open'"}, not: []string{"opened"}, warn: "state-value-read"},
		{schema: "failregistry_helpdesk", question: "When was Printer offline opened?", want: []string{"opened"}, not: []string{"state"}},
	})
}

// TestStackedValues: two stored values of one label before its noun, or
// one before it and one said of it after "that are", filter one thing;
// a relationship does not reach two things holding one each.
func TestStackedValues(t *testing.T) {
	runKinds(t, []kindCase{
		{schema: "registry", question: "Which packages have open critical issues?",
			want: []string{"state: 'open', severity: 'critical'}"}, not: []string{"i2:Issue {severity", "<-[:FILED_AGAINST]-"}, warn: "stacked-values"},
		{schema: "registry", question: "Which packages have critical issues that are open?",
			want: []string{"severity: 'critical', state: 'open'}"}, not: []string{"<-[:FILED_AGAINST]-"}, warn: "stacked-values"},
		{schema: "failregistry_helpdesk", question: "Which agents handle open urgent tickets?",
			want: []string{"state: 'open', priority: 'urgent'}"}, warn: "stacked-values"},
		{schema: "failregistry_helpdesk", question: "Which agents handle urgent tickets that are open?",
			want: []string{"priority: 'urgent', state: 'open'}"}, warn: "stacked-values"},
		{schema: "campus", question: "How many online courses are there?", want: []string{"online: true", "count("}},
	})
}

// TestNamePreposition: "under" after a verb and before a stored name joins
// the things to the named one by their relationship; before a number it
// still bounds.
func TestNamePreposition(t *testing.T) {
	runKinds(t, []kindCase{
		{schema: "registry", question: "Which packages are licensed under Apache-2.0?", want: []string{"(l:License {name: 'Apache-2.0'})<-[:LICENSED_UNDER]-(p:Package)"}, warn: "preposition-read"},
		{schema: "registry", question: "Which packages are licensed under GPL-3.0-only or MPL-2.0?", want: []string{"l.name IN ['GPL-3.0-only', 'MPL-2.0']"}, warn: "preposition-read"},
		{schema: "library", question: "Which books are shelved under Mystery?", want: []string{"(g:Genre {name: 'Mystery'})<-[:IN_GENRE]-(b:Book)"}, warn: "preposition-read"},
		{schema: "retail", question: "Which products are categorised under Kitchen?", want: []string{"{name: 'Kitchen'})<-[:IN_CATEGORY]-"}, warn: "preposition-read"},
		{schema: "registry", question: "Which packages have under 100000 downloads?", want: []string{"p.downloads < 100000"}},
	})
}

// TestNegatedValues: a denial before stored values and their noun asks
// for the things reaching none such (NOT EXISTS with the values on the
// far end), whatever the direction of the relationship; a denial before a
// bare noun is read as before.
func TestNegatedValues(t *testing.T) {
	runKinds(t, []kindCase{
		{schema: "registry", question: "Which packages have no critical issues?",
			want: []string{"NOT EXISTS { (p)<-[:FILED_AGAINST]-(:Issue {severity: 'critical'}) }"}, not: []string{"MATCH (i"}, warn: "negated-values"},
		{schema: "registry", question: "How many packages have no open issues?",
			want: []string{"NOT EXISTS { (p)<-[:FILED_AGAINST]-(:Issue {state: 'open'}) }", "count(DISTINCT p)"}, warn: "negated-values"},
		{schema: "failregistry_helpdesk", question: "Which agents have no urgent tickets?",
			want: []string{"NOT EXISTS { (a)-[:HANDLES]->(:Ticket {priority: 'urgent'}) }"}, warn: "negated-values"},
		{schema: "failregistry_helpdesk", question: "Which agents handle no open urgent tickets?",
			want: []string{"(:Ticket {state: 'open', priority: 'urgent'})"}, warn: "negated-values"},
		{schema: "movies", question: "Which people have no followers?", want: []string{"NOT EXISTS { (p)<-[:FOLLOWS]-(:Person) }"}},
	})
}

// TestFewestOfColumn: "the fewest P" where P spells a numeric property of
// the things ranked (and names no label or relationship) ranks them by
// it, lowest first; a noun naming related things is still counted.
func TestFewestOfColumn(t *testing.T) {
	runKinds(t, []kindCase{
		{schema: "registry", question: "Which Rust package has the fewest downloads?", want: []string{"language: 'Rust'", "ORDER BY order_downloads, name"}, not: []string{"DESC"}, warn: "fewest-is-column"},
		{schema: "flights", question: "Which aircraft type has the fewest seats?", want: []string{"ORDER BY order_seats, model"}, not: []string{"DESC"}, warn: "fewest-is-column"},
		{schema: "failregistry_helpdesk", question: "Which tickets have the fewest views?", want: []string{"ORDER BY order_views, title"}, not: []string{"DESC"}, warn: "fewest-is-column"},
		{schema: "company", question: "Which department has the fewest employees?", want: []string{"count(", "WORKS_IN"}},
	})
}

// TestParticipleRanked: "the N most <participle> Xs" where the participle
// links a numeric property of X ranks the Xs by it rather than counting
// them per value; a participle naming a relationship is still counted.
func TestParticipleRanked(t *testing.T) {
	runKinds(t, []kindCase{
		{schema: "registry", question: "Show the 5 most downloaded Python packages.",
			want: []string{"language: 'Python'", "p.downloads AS order_downloads", "ORDER BY order_downloads DESC", "LIMIT 5"}, not: []string{"count("}, warn: "participle-ranked"},
		{schema: "failregistry_helpdesk", question: "Show the 2 most viewed urgent tickets.",
			want: []string{"priority: 'urgent'", "ORDER BY order_views DESC", "LIMIT 2"}, not: []string{"count("}, warn: "participle-ranked"},
		{schema: "movies", question: "What are the 3 most reviewed movies?", want: []string{"count(", "REVIEWED"}},
	})
}

// TestOffEdgeDateVerb: a verb that links a relationship the one kind of
// thing named takes no part in, followed by a year, is read as the one
// date that thing holds; a relationship the thing does take part in is
// left as it was.
func TestOffEdgeDateVerb(t *testing.T) {
	runKinds(t, []kindCase{
		{schema: "registry", question: "How many releases were published in 2024?",
			want: []string{"r.released >= '2024-01-01'", "count("}, not: []string{"PUBLISHES"}, warn: "date-verb-read"},
		{schema: "failregistry_helpdesk", question: "How many tickets were logged in 2024?",
			want: []string{"t.opened >= '2024-01-01'", "count("}, not: []string{"LOGGED"}, warn: "date-verb-read"},
		{schema: "failregistry_helpdesk", question: "Which agents logged in 2024?", refused: true},
	})
}
