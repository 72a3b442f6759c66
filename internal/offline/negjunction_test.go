package offline

import (
	"testing"

	"github.com/gql-dev/gql/schema"
)

// TestSetOperations: "both A and B" is two existence tests, each with a
// path of its own (through a junction, two rows, never one naming both),
// and "A but not B" one test and one denied; on junction schemas (staffing,
// registrar) and on property graphs (movies, company), rendered in the
// three languages by checkPlan.
func TestSetOperations(t *testing.T) {
	runAnswers(t, []answerCase{
		{schema: "staffing", question: "Which shops hired both Ines and Omar?",
			want: []string{"MATCH (s:Shop)", "EXISTS { (s)<-[:REF_SHOP]-(:Hiring)-[:REF_EMPLOYEE]->(:Employee {name: 'Ines'}) } AND EXISTS { (s)<-[:REF_SHOP]-(:Hiring)-[:REF_EMPLOYEE]->(:Employee {name: 'Omar'}) }"}, warn: "set-operation"},
		{schema: "staffing", question: "Which shops hired Ines but not Omar?",
			want: []string{"EXISTS { (s)<-[:REF_SHOP]-(:Hiring)-[:REF_EMPLOYEE]->(:Employee {name: 'Ines'}) } AND NOT EXISTS { (s)<-[:REF_SHOP]-(:Hiring)-[:REF_EMPLOYEE]->(:Employee {name: 'Omar'}) }"}, warn: "set-operation"},
		{schema: "registrar", question: "Which students are enrolled in both Algebra and Botany?",
			want: []string{"(:Course {course_name: 'Algebra'})", "AND EXISTS", "(:Course {course_name: 'Botany'})"}, not: []string{"MATCH (s:Student)<-"}, warn: "set-operation"},
		{schema: "movies", question: "Which people acted in both The Matrix and Top Gun?",
			want: []string{"MATCH (p:Person)", "EXISTS { (p)-[:ACTED_IN]->(:Movie {title: 'The Matrix'}) } AND EXISTS { (p)-[:ACTED_IN]->(:Movie {title: 'Top Gun'}) }"}, warn: "set-operation"},
		{schema: "movies", question: "Which people acted in The Matrix but not in Top Gun?",
			want: []string{"AND NOT EXISTS { (p)-[:ACTED_IN]->(:Movie {title: 'Top Gun'}) }"}, warn: "set-operation"},
	})
}

// TestSetOperationRoute: where a relationship of their own and a junction
// both join the two labels and no word names the one the plan walks, the
// question is refused rather than read through a guess.
func TestSetOperationRoute(t *testing.T) {
	g, s := testGraph(t, "staffing")
	s.EdgeTypes = append(s.EdgeTypes, schema.EdgeType{Name: "REF_MANAGER", Endpoints: []schema.Endpoint{{From: "Shop", To: "Employee"}}})
	checkPlan(t, g, s, planWant{schema: "staffing", question: "Which shops are linked to both Ines and Omar?", check: "set-route", detail: "Hiring"})
	g, s = testGraph(t, "postings")
	checkPlan(t, g, s, planWant{schema: "postings", question: "Which offices are linked to both Lena Ortiz and Ravi Menon?", check: "set-route", detail: "Posting"})
}

// TestNegatedVerbNamesOneWay: "have not VERBed" where the verb names a
// label joined to the asked-for one two ways (a row with two keys to the
// same table) denies one of them, which no word picks: refused, never
// every way at once as "have no Xs" would be. A possessive "have no" with
// a noun still denies every way (flights: airports with no flights).
func TestNegatedVerbNamesOneWay(t *testing.T) {
	runAnswers(t, []answerCase{
		{schema: "transfers", question: "Which clubs have not transferred any player?", refused: true},
		{schema: "transfers", question: "Which clubs have transferred players but have not bought one?", refused: true},
		{schema: "transfers", question: "Which clubs have no transfers?", want: []string{"NOT EXISTS { (c)<-[:REF_BUYER_ID]-(:Transfer) } AND NOT EXISTS { (c)<-[:REF_SELLER_ID]-(:Transfer) }"}, warn: "negation-every-way"},
	})
}

// TestNegatedCopulaAndParticiple: "have not been in any Y" (a copula and
// a preposition name no relationship) and "were never shown in any Y" (a
// participle the tagger reads as a noun) deny the one way the schema joins
// the two labels: through a junction (registrar) or a relationship of
// their own (campus). Two ways stay refused (movies).
func TestNegatedCopulaAndParticiple(t *testing.T) {
	runAnswers(t, []answerCase{
		{schema: "registrar", question: "Which courses have not been in any semester?",
			want: []string{"NOT EXISTS { (c)<-[:REF_COURSE]-(:Enrolment)-[:REF_SEMESTER]->(:Semester) }"}, warn: "negated-verb-read"},
		{schema: "registrar", question: "Which courses were never shown in any semester?",
			want: []string{"NOT EXISTS { (c)<-[:REF_COURSE]-(:Enrolment)-[:REF_SEMESTER]->(:Semester) }"}, warn: "negated-verb-read"},
		{schema: "campus", question: "Which rooms have not been in any course?",
			want: []string{"NOT EXISTS { (r)<-[:MEETS_IN]-(:Course) }"}, warn: "negated-verb-read"},
		{schema: "movies", question: "Which people have not been in any movie?", refused: true},
	})
}

// TestNoRecordedProperty: "no recorded P" (a word for the value being
// kept between the negation and the property) is P missing, also when a
// second sentence says what to show; flights and the staffing tables.
func TestNoRecordedProperty(t *testing.T) {
	runAnswers(t, []answerCase{
		{schema: "flights", question: "Which airlines have no recorded alliance? List their names.", want: []string{"a.alliance IS NULL", "a.name"}, warn: "presence-read"},
		{schema: "staffing", question: "Which employees have no recorded age? Give their names.", want: []string{"e.age IS NULL", "e.name"}, warn: "presence-read"},
	})
}
