package offline

import (
	"errors"
	"strings"
	"testing"

	"github.com/gql-dev/gql/lang"
)

// TestAskedIsApplied: what a question asks the plan to show or apply
// beyond its links is applied or refused — an identifier asked for by name
// is shown, an adjective naming a yes/no property filters on its yes
// value (flag-read), and a predominance, a dropped average, an unapplied
// comparison or negation, or a superlative over another property than the
// plan's refuse. On the synthetic library and clinic schemas, company and
// movies; answers render and parse in the three languages.
func TestAskedIsApplied(t *testing.T) {
	cases := []struct {
		schema, question string
		check            string   // the refusal's check, "" for an answer
		want             []string // Cypher fragments of an answer ("!x": absent)
		warn             string
	}{
		{"library", "Which branch holds the most books? List the branch name and id.", "", []string{"b.branch_id AS branch_id", "count(b2) AS count"}, ""},
		{"clinic", "Which ward has the most patients? List the ward name and id.", "", []string{"w.ward_id AS ward_id", "count(p) AS count"}, ""},
		{"library", "List the branch names and ids.", "", []string{"b.name AS name, b.branch_id AS branch_id"}, ""},
		{"clinic", "List the patient names and ids in Aster.", "", []string{"p.patient_id AS patient_id"}, ""},
		// An identifier compared on the thing its noun names answers the
		// word; one placed on another thing does not.
		{"library", "Show the name of the branch with id 2.", "", []string{"(b:Branch {branch_id: 2})"}, ""},
		{"clinic", "Which patients stay in the ward with id 7?", "", []string{"(w:Ward {ward_id: 7})", "RETURN DISTINCT p.name"}, ""},
		{"library", "Which books are rare?", "", []string{"is_rare: 'T'"}, "flag-read"},
		{"clinic", "Which patients are insured?", "", []string{"is_insured: 'Y'"}, "flag-read"},
		{"library", "Which books held at Central are rare?", "", []string{"is_rare: 'T'", "name: 'Central'"}, "flag-read"},
		{"clinic", "Which patient is mainly in Aster?", "unused-words", nil, ""},
		{"company", "Which department does Ada Lovelace mainly work in?", "unused-words", nil, ""},
		{"movies", "Who mainly acted in The Matrix?", "unused-words", nil, ""},
		{"clinic", "What is the total beds and average age of patients?", "unused-words", nil, ""},
		{"company", "What is the total salary and average born of employees in Engineering?", "unused-words", nil, ""},
		{"library", "What is the total and average pages of books held at Central?", "", []string{"sum(b2.pages)", "avg(b2.pages)"}, ""},
		{"company", "Which employees have a greater salary than that of any employee in Engineering?", "unused-words", nil, ""},
		{"movies", "Which movies were released later than that of any movie with Tom Hanks?", "unused-words", nil, ""},
		// "with the largest floor area" picks the thing by the property
		// named after the superlative (it was refused: the plan took a
		// maximum of the asked-for one).
		{"library", "What are the visitors and name of the branch with the largest floor area?", "", []string{"floor_area AS order_floor_area", "ORDER BY order_floor_area DESC", "rows[0] AS nth"}, "ties-kept"},
		{"company", "What are the salary and name of the employee with the highest born?", "", []string{"e.salary AS salary, e.name AS name, e.born AS order_born", "ORDER BY order_born DESC"}, "ties-kept"},
		{"company", "What is the name of the employee with the lowest salary?", "", []string{"ORDER BY order_salary, name", "rows[0] AS nth"}, "ties-kept"},
		{"movies", "Which people were not born after 1960 and never acted in a movie?", "unused-words", nil, ""},
		{"company", "Which employees were not born after 1980 and have no manager?", "unused-words", nil, ""},
		{"company", "Which employees were born after 1980 and have no manager?", "", []string{"e.born > 1980", "NOT EXISTS"}, ""},
		// A numeric property named right before a number is that number
		// ("at level 5", "at severity 3"), on an edge too.
		{"clinic", "Which patients are allergic to Penicillin at severity 3?", "", []string{"ALLERGIC_TO {severity: 3}"}, ""},
		// A ranking word after the verb it ranks by ("started first",
		// "hired most recently"); "who" keeps it refused (the property
		// would become the answer).
		{"company", "Which employee was hired most recently?", "", []string{"ORDER BY hired DESC", "rows[0] AS nth"}, "ties-kept"},
		{"company", "Which project started first?", "", []string{"ORDER BY started, title", "rows[0] AS nth"}, "ties-kept"},
		{"movies", "Which movie was released first?", "", []string{"ORDER BY released, title", "rows[0] AS nth"}, "ties-kept"},
		{"movies", "Which person was born most recently?", "", []string{"ORDER BY born DESC", "p.name AS name"}, "ties-kept"},
		{"movies", "Who was born most recently?", "unlinked-ranking", nil, ""},
		// A quoted value before "in their P" is contained in P (the quote
		// marks are tokens of their own).
		{"movies", "Which movies have 'Matrix' in their title?", "", []string{"m.title CONTAINS 'Matrix'"}, ""},
		{"company", "Which employees have 'Lovelace' in their name?", "", []string{"e.name CONTAINS 'Lovelace'"}, ""},
		{"clinic", "Which patients have 'Moss' in their name?", "", []string{"p.name CONTAINS 'Moss'"}, ""},
		// "at least N things" as N distinct related nodes (N ≤ 4); bounds
		// from above and larger counts stay refused.
		{"movies", "Which people have directed more than one movie?", "", []string{"(p:Person)-[:DIRECTED]->(m:Movie), (p)-[:DIRECTED]->(m2:Movie)", "RETURN DISTINCT p.name", "!m3"}, ""},
		{"movies", "List all persons who have produced at least three movies.", "", []string{"(p)-[:PRODUCED]->(m3:Movie)", "!m4"}, ""},
		{"company", "Which employees work on more than one project?", "", []string{"(e:Employee)-[:WORKS_ON]->(p:Project), (e)-[:WORKS_ON]->(p2:Project)"}, ""},
		{"clinic", "Which wards have more than one patient?", "", []string{"(w)<-[:STAYS_IN]-(p2:Patient)", "RETURN DISTINCT w.name"}, ""},
		// Other counts of related things are counted per row and compared
		// (HAVING); an upper bound keeps the things with none (Optional).
		{"movies", "Which people have directed fewer than two movies?", "", []string{"OPTIONAL MATCH (p)-[:DIRECTED]->(m:Movie)", "count(DISTINCT m) AS count", "WHERE count < 2"}, "count-compared"},
		{"movies", "Which people have directed more than 10 movies?", "", []string{"MATCH (p:Person)-[:DIRECTED]->(m:Movie)", "WITH p.name AS name, count(DISTINCT m) AS count", "WHERE count > 10", "!OPTIONAL"}, "count-compared"},
		{"movies", "Who directed fewer than 3 movies and acted in The Matrix?", "", []string{"OPTIONAL MATCH (p)-[:DIRECTED]->(m2:Movie)", "WHERE count < 3"}, "count-compared"},
		{"company", "Which departments have more than 5 employees?", "", []string{"(d:Department)<-[:WORKS_IN]-(e:Employee)", "count(DISTINCT e) AS count", "WHERE count > 5"}, "count-compared"},
		{"company", "Which employees work on fewer than 2 projects?", "", []string{"OPTIONAL MATCH (e)-[:WORKS_ON]->(p:Project)", "WHERE count < 2"}, "count-compared"},
		{"company", "Which employees work on 2 or more projects?", "", []string{"WHERE count >= 2", "!OPTIONAL"}, "count-compared"},
		// "X and how many Y each": one row per X with its count, not two
		// questions; without a grouping word it stays refused.
		{"company", "List the departments and how many employees each has.", "", []string{"MATCH (d:Department) OPTIONAL MATCH (d)<-[:WORKS_IN]-(e:Employee)", "RETURN d.name AS name, count(e) AS count"}, "zero-groups"},
		{"company", "List every project and how many employees work on it.", "", []string{"OPTIONAL MATCH (p)<-[:WORKS_ON]-(e:Employee)", "count(e) AS count"}, "zero-groups"},
		{"movies", "List each person and how many movies they directed.", "", []string{"OPTIONAL MATCH (p)-[:DIRECTED]->(m:Movie)", "RETURN p.name AS name, count(m) AS count"}, "zero-groups"},
		{"movies", "List the movies and how many people acted in each.", "", []string{"OPTIONAL MATCH (m)<-[:ACTED_IN]-(p:Person)", "RETURN m.title AS title, count(p) AS count"}, "zero-groups"},
		{"movies", "List the movies and how many people acted in them.", "two-questions", nil, ""},
		{"movies", "What are the names of the people and how many movies did they direct?", "", []string{"OPTIONAL MATCH (p)-[:DIRECTED]->(m:Movie)", "RETURN p.name AS name, count(m) AS count"}, "zero-groups"},
		{"company", "What are the names of the employees and how many projects do they work on?", "", []string{"OPTIONAL MATCH (e)-[:WORKS_ON]->(p:Project)", "RETURN e.name AS name, count(p) AS count"}, "zero-groups"},
		// Counted things that are filtered would need the filter inside the
		// count: still refused.
		{"movies", "Which people directed more than 5 movies released after 2000?", "count-comparison", nil, ""},
		// The most common values of a property, alone: grouped, counted,
		// ranked; with anything else constraining them, refused.
		{"movies", "What are the 3 most common taglines found in the movies?", "", []string{"RETURN m.tagline AS tagline, count(m) AS count ORDER BY count DESC, tagline LIMIT 3"}, "ties-cut"},
		{"movies", "What are the top 5 most frequently appearing review summaries?", "", []string{"[r:REVIEWED]", "count(r) AS count", "LIMIT 5"}, "ties-cut"},
		{"company", "What are the 2 most common roles on projects?", "", []string{"r.role AS role, count(r) AS count", "LIMIT 2"}, "ties-cut"},
		{"movies", "What are the most common roles in the movie 'The Matrix Revolutions'?", "", []string{"{title: 'The Matrix Revolutions'}", "UNWIND r.roles AS roles RETURN roles, count(*) AS count ORDER BY count DESC, roles"}, ""},
		{"movies", "What is the most common role of Tom Hanks?", "", []string{"{name: 'Tom Hanks'}", "count(*) AS count", "rows[0] AS nth"}, "ties-kept"},
		{"company", "What are the most common roles of employees in Engineering?", "", []string{"{name: 'Engineering'}", "r.role AS role, count(*) AS count"}, ""},
		{"movies", "Which movies are the most common?", "unsupported-operation", nil, ""},
		{"movies", "What is the most common tagline?", "", []string{"ORDER BY count DESC, tagline", "rows[0] AS nth"}, "ties-kept"},
		{"company", "What is the most common role on projects?", "", []string{"r.role AS role", "rows[0] AS nth"}, "ties-kept"},
		{"movies", "What are the most common taglines?", "", []string{"ORDER BY count DESC, tagline", "!LIMIT"}, ""},
		// A word naming a value a walked relationship holds (a role, a
		// kind) filters the relationship.
		{"company", "Which employees are leads on projects?", "", []string{"[r:WORKS_ON {role: 'lead'}]"}, "edge-value-read"},
		{"company", "Which employees work on projects?", "", []string{"!role"}, ""},
		{"servers", "Which servers run nightly jobs?", "", []string{"[r:RUNS {mode: 'nightly'}]"}, ""},
		// What would be affected if X went down: what reaches X over a
		// self-relationship named as a dependency, at any depth.
		{"packages", "What would be affected if debug went down?", "", []string{"(p2:Package)-[:DEPENDS_ON*1..10]->(p:Package {name: 'debug'})", "RETURN DISTINCT p2.name"}, "affected-read"},
		{"servers", "Which jobs are impacted when index fails?", "", []string{"-[:CALLS*1..10]->(j:Job {name: 'index'})"}, "affected-read"},
		{"company", "What would be affected if Ada Lovelace went down?", "echo-answer", nil, ""},
		// "... and what are their titles?" asks for the answer's own
		// column, not a second question; another property still is one.
		{"movies", "Which movies did Tom Hanks act in and what are their titles?", "", []string{"RETURN DISTINCT m.title AS title"}, ""},
		{"company", "Which employees work in Finance and what are their names?", "", []string{"RETURN DISTINCT e.name AS name"}, ""},
		{"movies", "Which movies did Tom Hanks act in and what are their taglines?", "two-questions", nil, ""},
	}
	for _, c := range cases {
		g, s := testGraph(t, c.schema)
		r, err := Compile(EvidenceFrom(linkOn(t, g, s, c.question).Grounding), s)
		var u *UnanswerableError
		switch {
		case c.check != "":
			if !errors.As(err, &u) || u.Diagnostic.Check != c.check {
				t.Errorf("%s: %q: got %v, want the refusal %s", c.schema, c.question, err, c.check)
			}
			continue
		case err != nil:
			t.Errorf("%s: %q: %v", c.schema, c.question, err)
			continue
		}
		if c.warn != "" {
			warned := hasWarning(r.Warnings, c.warn, "")
			if !warned {
				t.Errorf("%s: %q: no %s warning in %v", c.schema, c.question, c.warn, r.Warnings)
			}
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
