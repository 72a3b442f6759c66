package offline

import "testing"

// "Which <CODE-STEM> <noun> ...": an unquoted word that begins several
// stored codes of one property (a department of course codes, a family of
// SKUs) names what they share. It is never corrected into the closest one
// code — that answers about one item — so it is refused or kept as a
// literal, and an exact code or a word that spells another value whole is
// still read as before.
func TestCodeStemIsNotCorrectedIntoOneCode(t *testing.T) {
	checkRelCases(t, []relCase{
		{graph: "campus", q: "Which MATH courses does Carla Schmidt take?", refused: true},
		{graph: "retail", q: "Which LAP products did Olivia Fischer review?", refused: true},
		{graph: "retail", q: "How many LAP products are there?",
			want: []string{"!{sku: 'LAP-001'}", "!'LAP-001'"}, warn: "not a stored Product.sku"},
		// The whole code is still the value.
		{graph: "campus", q: "Who teaches course CS101?",
			want: []string{"(c:Course {code: 'CS101'})"}},
		{graph: "retail", q: "Who reviewed LAP-001?",
			want: []string{"{sku: 'LAP-001'}"}},
		// A word that spells another stored value exactly is that value
		// (an airline code before its flights' numbers).
		{graph: "flights", q: "How many NS flights are there?",
			want: []string{"{iata: 'NS'}"}},
		// Names of several words are not codes: a misspelt name is still
		// corrected.
		{graph: "movies", q: "Which movies did Tom Hnaks act in?",
			want: []string{"'Tom Hanks'"}},
	})
}

// "Who <verb> <name>": the name after the verb is its object. A name
// corrected into a stored value whose label stands only at the subject end
// of the verb's relationship is refused — read from that end it answers
// "what did <name> <verb>?". A correction that fits the object end, and a
// name the person label answers (movies), are read as before.
func TestCorrectedNameAgainstVerbIsRefused(t *testing.T) {
	checkRelCases(t, []relCase{
		{graph: "retail", q: "Who reviewed Olivia Fisher?", refused: true},
		{graph: "campus", q: "Who advises Bruno Keler?", refused: true},
		{graph: "campus", q: "Who teaches Bruno Keler?", refused: true},
		// The corrected value fits the object end: answered, the other
		// end asked for.
		{graph: "campus", q: "Who advises Carla Schmit?",
			want: []string{"(s:Student {name: 'Carla Schmidt'})<-[:ADVISES]-(p:Professor)", "RETURN DISTINCT p.name"}},
		{graph: "movies", q: "Who directed The Matrx?",
			want: []string{"(m:Movie {title: 'The Matrix'})<-[:DIRECTED]-(p:Person)"}},
	})
}

// The same contradiction with the name spelt exactly: "Who reviewed Olivia
// Fischer?" asks who reviewed a customer, and answering the products she
// reviewed was a silent wrong. A relationship named in the passive
// (SUPPLIED_BY, PUBLISHED_BY) is read by an active verb from its target
// end, so its source is the verb's object there and is answered.
func TestExactNameAgainstVerbIsRefused(t *testing.T) {
	checkRelCases(t, []relCase{
		{graph: "retail", q: "Who reviewed Olivia Fischer?", refused: true},
		{graph: "campus", q: "Who advises Bruno Keller?", refused: true},
		{graph: "retail", q: "Who supplies the Fast Charger 30W?",
			want: []string{"(p:Product {name: 'Fast Charger 30W'})-[:SUPPLIED_BY]->(s:Supplier)", "RETURN DISTINCT s.name"}},
		{graph: "library", q: "Who publishes Murder at Gull Point?",
			want: []string{"-[:PUBLISHED_BY]->(p:Publisher)", "RETURN DISTINCT p.name"}},
		{graph: "movies", q: "Who directed The Matrix?",
			want: []string{"(m:Movie {title: 'The Matrix'})<-[:DIRECTED]-(p:Person)"}},
	})
}
