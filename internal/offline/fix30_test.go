package offline

import "testing"

// TestFix30RepeatNamed: a repetition bounded against a named thing joined
// to the asked one through an unnamed node counts that node's rows per
// asked thing (hotel, papers); where the plan's focus is the junction
// itself (retail's "who's bought") or nothing bounds it, it stays refused.
func TestFix30RepeatNamed(t *testing.T) {
	exampleReadings(t, []string{"hotel", "retail", "papers", "flights"}, []readingCase{
		{"hotel", "Which guests have booked Harbor Grand Lisbon more than once?", []string{"(h:Hotel {name: 'Harbor Grand Lisbon'})<-[:AT_HOTEL]-(b:Booking)<-[:MADE]-(g:Guest)", "count(DISTINCT b) AS count WHERE count > 1"}, "repeat-through-named"},
		{"papers", "Which venues has Rosa Rossi published in more than once?", []string{"(a:Author {name: 'Rosa Rossi'})-[:WROTE]->(p:Paper)-[:PUBLISHED_IN]->(v:Venue)", "count(DISTINCT p) AS count WHERE count > 1"}, "repeat-through-named"},
		{"hotel", "Which guests have booked Harbor Grand Lisbon fewer than 2 times?", nil, ""},
		{"retail", "who's bought the Burr Coffee Grinder more than once", nil, ""},
		{"retail", "What has Henry Martin ordered more than once?", nil, ""},
	})
}

// TestFix30RepeatValued: a repetition bounded against things kept by a
// stored value (not their key or name) counts them per asked thing
// (logistics, bank); a name keeps the refusal.
func TestFix30RepeatValued(t *testing.T) {
	exampleReadings(t, []string{"hotel", "logistics", "bank", "retail"}, []readingCase{
		{"logistics", "customers who've sent express more than once", []string{"service: 'express'", "count(s) AS count WHERE count > 1"}, "repeat-valued"},
		{"bank", "customers who've taken out mortgages more than once", []string{"(l:Loan {product: 'mortgage'})<-[:BORROWED]-(c:Customer)", "count(l) AS count WHERE count > 1"}, "repeat-valued"},
		{"hotel", "guests who made cancelled bookings more than once", []string{"(b:Booking {status: 'cancelled'})<-[:MADE]-(g:Guest)", "count(b) AS count WHERE count > 1"}, "repeat-valued"},
		{"retail", "customers who have placed delivered orders more than once", []string{"(o:`Order` {status: 'delivered'})<-[:PLACED]-(c:Customer)", "count(o) AS count WHERE count > 1"}, "repeat-valued"},
		{"retail", "customers who bought Henry Martin more than once", nil, ""},
	})
}

// TestFix30Choice: "which X is bigger, A or B" ranks the two named things
// on the comparative's property (papers and the fix11 lab graph: the
// kind's one quantity; museum: "taller" by height); a choice the phrase
// does not read stays refused.
func TestFix30Choice(t *testing.T) {
	exampleReadings(t, []string{"papers", "museum", "flights"}, []readingCase{
		{"papers", "Which grant is bigger, Federated Learning on Graphs or Scalable Knowledge Graph Integration?", []string{"(g.title = 'Federated Learning on Graphs' OR g.title = 'Scalable Knowledge Graph Integration')", "g.amount_eur AS rank ORDER BY rank DESC"}, "choice-between-named"},
		{"museum", "Which artwork is taller, Haystacks at Noon or Study of Hands?", []string{"(a.title = 'Haystacks at Noon' OR a.title = 'Study of Hands')", "a.height_cm AS rank ORDER BY rank DESC"}, "choice-between-named"},
		{"fix11_lab", "Which study is bigger, Soil Microbes or Glacier Melt?", []string{"s.budget_usd AS rank ORDER BY rank DESC"}, "choice-between-named"},
		{"flights", "Which aircraft type has more seats, Airbus A330-300 or Boeing 737-800?", nil, ""},
	})
}
