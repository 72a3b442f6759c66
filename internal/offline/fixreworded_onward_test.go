package offline

import "testing"

// TestOpenPointRead: a point with a tail opening one side ("from 1999 on",
// "in March 2023 or later", "2010 and earlier") is a bound, on numbers and
// on dates held as text, on several schemas; "on" before a noun of its own
// is no tail.
func TestOpenPointRead(t *testing.T) {
	runKinds(t, []kindCase{
		{schema: "movies", question: "Which movies came out from 2000 onwards?",
			want: []string{"m.released >= 2000"}, not: []string{"released = 2000", "released: 2000"}, warn: "open-point-read"},
		{schema: "movies", question: "How many people were born in 1960 and earlier?",
			want: []string{"p.born <= 1960", "count("}, warn: "open-point-read"},
		{schema: "company", question: "Which employees were hired in 2019 or later?",
			want: []string{"e.hired >= 2019"}, not: []string{"hired = 2019", "hired: 2019"}},
		{schema: "company", question: "Who was hired from 2018 onward?",
			want: []string{"e.hired >= 2018"}, not: []string{"hired = 2018", "hired: 2018"}, warn: "open-point-read"},
		{schema: "library", question: "Which members joined in March 2023 or later?",
			want: []string{"m.joined >= '2023-03-01'"}, not: []string{"< '2023-04-01'"}, warn: "open-point-read"},
		{schema: "delivery", question: "count the customers that signed up from February 2023 on",
			want: []string{"c.signup >= '2023-02-01'", "count("}, not: []string{"< '2023-03-01'"}, warn: "open-point-read"},
		{schema: "movies", question: "Which movies were released from 1999 on Netflix?", refused: true},
	})
}
