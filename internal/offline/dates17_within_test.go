package offline

import (
	"reflect"
	"testing"

	"github.com/gql-dev/gql/internal/english"
)

// TestDayWithinPeriod: a whole day with "on" and no date named falls
// between the two dates of the one thing asked about when their names read
// as its first and last day (snake and camel case), a missing last day
// counting as not ended; two dates that read as no period, a day with
// another cue, or a month alone stay with the other readings.
func TestDayWithinPeriod(t *testing.T) {
	checkReadings(t, []readingCase{
		{"dates17_tours", "Which tours were running on 10 May 2024?", []string{"t.starts_on <= '2024-05-10'", "t.ends_on IS NULL OR t.ends_on >= '2024-05-10'"}, "day-within-period"},
		{"dates17_tours", "What tours were on on 1 June 2024?", []string{"t.starts_on <= '2024-06-01'", "t.ends_on >= '2024-06-01'"}, "day-within-period"},
		{"dates17_tours", "Which audits were open on 1 May 2024?", nil, ""},
		{"dates17_loans", "Which loans were running on 1 January 2023?", []string{"l.openedDate <= '2023-01-01'", "l.closedDate IS NULL OR l.closedDate >= '2023-01-01'"}, "day-within-period"},
		{"dates17_loans", "What loans were active on January 5, 2023?", []string{"l.openedDate <= '2023-01-05'", "l.closedDate >= '2023-01-05'"}, "day-within-period"},
	})
}

func TestPropNameWords(t *testing.T) {
	for name, want := range map[string][]string{
		"opening_date": {"opening", "date"},
		"closedDate":   {"closed", "date"},
		"valid-to":     {"valid", "to"},
	} {
		if got := english.PropNameWords(name); !reflect.DeepEqual(got, want) {
			t.Errorf("PropNameWords(%q) = %v, want %v", name, got, want)
		}
	}
}

func TestOneDay(t *testing.T) {
	for _, c := range []struct {
		lo, hi string
		want   bool
	}{{"2024-02-28", "2024-02-29", true}, {"2024-02-01", "2024-03-01", false}, {"2024-01-01", "", false}} {
		if got := oneDay(c.lo, c.hi); got != c.want {
			t.Errorf("oneDay(%q, %q) = %v, want %v", c.lo, c.hi, got, c.want)
		}
	}
}
