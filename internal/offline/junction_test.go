package offline

import (
	"strings"
	"testing"

	"github.com/gql-dev/gql/schema"
)

// TestIDColumn: "X ids" and "ids of X" return the identifier column of the
// one thing shown, on a relational-style schema (registrar) and on clinic,
// replacing the default name when only the identifier is asked and adding
// it beside the other columns asked with it; the choice is a warning.
func TestIDColumn(t *testing.T) {
	cases := []struct {
		schema, q string
		want      []string
		not       []string
	}{
		{"registrar", "Show all document ids and the number of paragraphs in each document.",
			[]string{"RETURN d.document_id AS document_id, count(p) AS count"}, []string{"document_name"}},
		{"registrar", "Show all document ids, names and the number of paragraphs in each document.",
			[]string{"d.document_name AS document_name", "d.document_id AS document_id", "count(p)"}, nil},
		{"registrar", "Show all paragraph ids and texts for the document named Welcome.",
			[]string{"p.paragraph_text", "p.paragraph_id"}, nil},
		{"clinic", "List all patient ids staying in ward Aster.",
			[]string{"RETURN DISTINCT p.patient_id AS patient_id"}, []string{"p.name"}},
		{"clinic", "Show the ward ids and the number of patients in each ward.",
			[]string{"w.ward_id AS ward_id", "count(p)"}, nil},
	}
	for _, c := range cases {
		cy, ws, err := compileDiag(t, c.schema, c.q)
		if err != nil {
			t.Errorf("%s: %q: %v", c.schema, c.q, err)
			continue
		}
		for _, w := range c.want {
			if !strings.Contains(cy, w) {
				t.Errorf("%s: %q: want %q in\n%s", c.schema, c.q, w, cy)
			}
		}
		for _, w := range c.not {
			if strings.Contains(cy, w) {
				t.Errorf("%s: %q: do not want %q in\n%s", c.schema, c.q, w, cy)
			}
		}
		warned := false
		for _, w := range ws {
			warned = warned || w.Check == "id-column" && strings.Contains(w.Detail, "_id")
		}
		if !warned {
			t.Errorf("%s: %q: want an id-column warning naming the column, got %v", c.schema, c.q, ws)
		}
	}
}

// TestIDColumnStaysRefused: an identifier the words do not tie to the thing
// shown ("the id and number of ..., for the X") or a qualifier naming no
// identifier of it is not guessed.
func TestIDColumnStaysRefused(t *testing.T) {
	for _, c := range []struct{ schema, q string }{
		{"clinic", "Show the name, the id and the number of allergies for each patient staying in ward Aster."},
		{"registrar", "List the document names and their version ids."},
	} {
		cy, ws, err := compileDiag(t, c.schema, c.q)
		if strings.Contains(c.q, "version") && err == nil {
			t.Errorf("%s: %q: want a refusal (no version identifier), got %s", c.schema, c.q, cy)
		}
		for _, w := range ws {
			if w.Check == "id-column" && err == nil {
				t.Errorf("%s: %q: guessed an identifier: %s (%v)", c.schema, c.q, cy, ws)
			}
		}
	}
}

// TestJunctionNegation: a relationship denied between two labels that only
// a junction label joins (hiring rows between shops and employees,
// enrolment rows between semesters and students) is NOT EXISTS of the
// two-hop path, on two relational-style schemas, rendered in the three
// languages; the junction named inside the negated phrase ("hire",
// "enrolled") is the same missing row, not a second one required.
func TestJunctionNegation(t *testing.T) {
	runAnswers(t, []answerCase{
		{schema: "staffing", question: "Find the names of the shops that do not hire any employee.",
			want: []string{"NOT EXISTS", "(s)<-[:REF_SHOP]-(:Hiring)-[:REF_EMPLOYEE]->(:Employee)"}, not: []string{"MATCH (s:Shop)<-"}, warn: "junction-negation"},
		{schema: "staffing", question: "Which shops run with no employees?",
			want: []string{"(s)<-[:REF_SHOP]-(:Hiring)-[:REF_EMPLOYEE]->(:Employee)"}, warn: "junction-negation"},
		{schema: "registrar", question: "Which semesters do not have any student enrolled?",
			want: []string{"(s)<-[:REF_SEMESTER]-(:Enrolment)-[:REF_STUDENT]->(:Student)"}, not: []string{"MATCH (s:Semester)<-", "(e:Enrolment)"}, warn: "junction-negation"},
		{schema: "registrar", question: "List the names of courses that no student is enrolled in.",
			want: []string{"(c)<-[:REF_COURSE]-(:Enrolment)-[:REF_STUDENT]->(:Student)"}, warn: "junction-negation"},
		// A named thing between two labels (patients between wards and
		// drugs) is no junction: the denied relationship stays unsaid.
		{schema: "clinic", question: "Which wards have no drugs?", refused: true},
		// A direct relationship is still the one denied.
		{schema: "staffing", question: "Which employees have no evaluation?",
			want: []string{"NOT EXISTS { (e)<-[:REF_EMPLOYEE]-(:Evaluation) }"}, not: []string{"Hiring"}},
	})
}

// TestJunctionNegationAmbiguous: two junction labels between the same two
// labels leave the missing relationship unsaid; the refusal names both.
func TestJunctionNegationAmbiguous(t *testing.T) {
	g, s := testGraph(t, "staffing")
	// A second junction between shops and employees (inspection rows).
	s.Labels = append(s.Labels, schema.Label{Name: "Inspection", Properties: []schema.Property{{Name: "year", Type: schema.Int}}})
	s.EdgeTypes = append(s.EdgeTypes,
		schema.EdgeType{Name: "INSPECTS_SHOP", Endpoints: []schema.Endpoint{{From: "Inspection", To: "Shop"}}},
		schema.EdgeType{Name: "BY_EMPLOYEE", Endpoints: []schema.Endpoint{{From: "Inspection", To: "Employee"}}})
	checkPlan(t, g, s, planWant{schema: "staffing", question: "Which shops run with no employees?", check: "ambiguous-negation", detail: "Hiring, Inspection"})
}
