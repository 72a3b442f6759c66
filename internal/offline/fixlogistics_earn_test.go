package offline

import "testing"

// TestEarnRead: "how much does X earn (per P)" asks for the named thing's
// one pay property, never a count; a period the property is not counted
// per leaves the question refused.
func TestEarnRead(t *testing.T) {
	runKinds(t, []kindCase{
		{schema: "logistics", question: "How much does Nora Lefebvre earn per hour?",
			want: []string{"MATCH (d:Driver {name: 'Nora Lefebvre'})", "RETURN d.hourly_rate_eur"}, not: []string{"count(", "CONNECTS", "transit_hours"}, warn: "earn-read"},
		{schema: "fixlogistics_rail", question: "How much does Rosa Finch earn per hour?",
			want: []string{"RETURN c.hourly_rate_gbp"}, not: []string{"count("}, warn: "earn-read"},
		{schema: "hotel", question: "How much does Miguel Antunes earn?",
			want: []string{"RETURN s.salary_eur"}, not: []string{"count("}, warn: "earn-read"},
		{schema: "hotel", question: "How much does Miguel Antunes earn per hour?", refused: true},
		{schema: "logistics", question: "How much does Nora Lefebvre earn a month?", refused: true},
	})
}
