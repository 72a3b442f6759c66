package offline

import (
	"testing"
)

// TestFix17Readings: "how many different X" per group counts each thing
// once; "since the start of Y" is "since Y"; a year after a property of a
// relationship dates that relationship — on museum and a parcel office,
// in all three languages.
func TestFix17Readings(t *testing.T) {
	exampleReadings(t, []string{"museum"}, []readingCase{
		{"museum", "For each conservator, how many different artworks have they treated?", []string{"count(DISTINCT a)"}, "zero-groups"},
		{"fix17_post", "For each clerk, how many different parcels have they handled?", []string{"count(DISTINCT p)"}, "zero-groups"},
		{"fix17_post", "For each clerk, how many parcels have they handled?", []string{"count(p)", "!DISTINCT"}, "zero-groups"},
		{"museum", "Which artworks have had a cleaning treatment since the start of 2024?", []string{"treatment_date >= '2024-01-01'", "treatment: 'cleaning'", "!year_made"}, "period-edge-read"},
		{"fix17_post", "Which parcels have had a weighing task since the start of 2024?", []string{"handled_on >= '2024-01-01'", "task: 'weighing'", "!year_posted"}, "date-as-text"},
		{"flights", "Which pilots got an instructor level since the start of 2020?", []string{"since >= '2020-01-01'", "level: 'instructor'"}, "period-edge-read"},
		{"museum", "Which artworks were made before the start of 1900?", []string{"year_made < 1900"}, "period-edge-read"},
		{"fix17_post", "Which parcels were posted before the beginning of 2024?", []string{"year_posted < 2024"}, "period-edge-read"},
		{"fix17_post", "Which clerks were hired after the end of 2018?", []string{"hired_year > 2018"}, "period-edge-read"},
	})
}

// TestFix17Nets: the asker as the receiver of a relationship whose end
// is the receiver, a modifier taken into a label's link, and a period
// edge the cue does not bound at are refused on two schemas each.
func TestFix17Nets(t *testing.T) {
	exampleReadings(t, []string{"museum"}, []readingCase{
		{"museum", "Which institution lent us Peasant Wedding?", nil, ""},
		{"museum", "Which institution lent Peasant Wedding to us?", nil, ""},
		{"fix17_post", "Which office sent us P-100?", nil, ""},
		{"museum", "Which institutions has Peasant Wedding been lent to?", []string{"-[:LENT_TO]->"}, ""},
		{"fix17_post", "Which office was P-100 sent to?", []string{"-[:SENT_TO]->"}, ""},
		{"museum", "Who is the oldest living artist we hold?", nil, ""},
		{"museum", "Which living artists are French?", nil, ""},
		{"fix17_post", "Which retired clerks handled P-100?", nil, ""},
		{"museum", "Which artworks were made since the end of 1900?", nil, ""},
		{"fix17_post", "Which clerks were hired before the end of 2018?", nil, ""},
	})
}
