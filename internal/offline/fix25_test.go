package offline

import "testing"

// TestFix25Joined: a label the question names that only a third label
// joins to the rest is joined through it when the schema has one path of
// two relationships between them (insure, bank, the club graph), the
// path warned; two paths keep the refusal (clinic: appointments and lab
// tests both join patients to doctors).
func TestFix25Joined(t *testing.T) {
	exampleReadings(t, []string{"insure", "bank", "outpatient"}, []readingCase{
		{"insure", "Which policyholders have a claim handled by Felix Wyss?", []string{"(a:Adjuster {name: 'Felix Wyss'})<-[:ASSIGNED_TO]-(c:Claim)-[:FILED_UNDER]->(p2:Policy)<-[:HOLDS]-(p:Policyholder)", "RETURN DISTINCT p.full_name"}, "joined-through"},
		{"insure", "Which adjusters have handled claims on BMWs?", []string{"(v:Vehicle {make: 'BMW'})<-[:COVERS]-(p:Policy)<-[:FILED_UNDER]-(c:Claim)-[:ASSIGNED_TO]->(a:Adjuster)"}, "joined-through"},
		{"bank", "Which customers made card payments at Lucky Seven Casino?", []string{"<-[:PAID]-(c2:Card)-[:LINKED_TO]->(a:Account)<-[:HOLDS]-(c:Customer)", "!TRANSFERRED"}, "joined-through"},
		{"fix25_club", "Which members made card payments at Riverside Club?", []string{"[:PAID]", "[:LINKED_TO]", "(w:Wallet)<-[:HOLDS]-(m:Member)", "!TRANSFERRED"}, "joined-through"},
		{"outpatient", "Which doctors has Olga Jesus seen?", nil, ""},
	})
}

// TestFix25VerbForm: a word that is a form of the verb one relationship is
// named by links it, over a relationship grounding linked by meaning
// (bank and the club graph: "payments" is PAID, not TRANSFERRED; a counted
// one, "the most card payments", is left as grounding read it) and where
// the name is an irregular past (museum: "hanging" of HUNG_IN).
func TestFix25VerbForm(t *testing.T) {
	exampleReadings(t, []string{"bank", "museum"}, []readingCase{
		{"bank", "Which merchant got the most card payments?", nil, ""},
		{"bank", "which merchants got card payments in may 2024", []string{"[r:PAID]", "r.date >= '2024-05-01'"}, "edge-verb-form"},
		{"fix25_club", "Which members made card payments at Riverside Club?", []string{"[:PAID]", "!TRANSFERRED"}, "edge-verb-form"},
		{"museum", "What's hanging in the Italian Renaissance gallery right now?", []string{"(g:Gallery {name: 'Italian Renaissance'})<-[:HUNG_IN]-(a:Artwork)", "RETURN DISTINCT a.title"}, ""},
	})
}

// TestFix25PluralValue: a name the graph does not hold that is the plural
// of a stored one is read as it (insure: a make spelt in capitals, which
// grounding's own forms do not read); farm's plural, which grounding
// already reads, needs nothing of it.
func TestFix25PluralValue(t *testing.T) {
	exampleReadings(t, []string{"insure", "farm"}, []readingCase{
		{"farm", "Which farms use Fendts?", []string{"(m:Machine {make: 'Fendt'})<-[:USES]-(f:Farm)"}, ""},
		{"insure", "Which adjusters have handled claims on BMWs?", []string{"{make: 'BMW'}"}, "value-plural-read"},
	})
}
