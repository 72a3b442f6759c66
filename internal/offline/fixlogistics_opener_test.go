package offline

import "testing"

// TestOpenerAsNoun: "name" after "by" is the property ordered by, not the
// request verb "Name …", so the noun the question starts with is asked for.
func TestOpenerAsNoun(t *testing.T) {
	runKinds(t, []kindCase{
		{schema: "logistics", question: "Customers sorted by name, second page of 5",
			want: []string{"MATCH (c:Customer)", "ORDER BY name", "SKIP 5", "LIMIT 5"}},
		{schema: "movies", question: "People ordered by name", want: []string{"MATCH (p:Person)", "ORDER BY name"}},
		{schema: "company", question: "Employees sorted by name", want: []string{"MATCH (e:Employee)", "ORDER BY name"}},
		{schema: "logistics", question: "Depots ordered by their code", want: []string{"MATCH (d:Depot)", "ORDER BY code"}},
		{schema: "hotel", question: "Do you have a list of hotels?", want: []string{"MATCH (h:Hotel)"}},
		// the request verb opening the question is still read so
		{schema: "company", question: "Name the employees in Engineering.", want: []string{"(e:Employee)", "e.name AS name"}},
	})
}

// TestHourlyPay: "best paid" ranks people by an hourly rate when no
// property names a salary or wage.
func TestHourlyPay(t *testing.T) {
	runKinds(t, []kindCase{
		{schema: "logistics", question: "Who's the best paid driver?", want: []string{"ORDER BY hourly_rate_eur DESC"}, warn: "measure-chosen"},
		{schema: "fixlogistics_rail", question: "Who's the best paid conductor?", want: []string{"ORDER BY hourly_rate_gbp DESC"}, warn: "measure-chosen"},
		{schema: "hotel", question: "Who's the best paid receptionist?", want: []string{"ORDER BY salary_eur DESC"}},
	})
}
