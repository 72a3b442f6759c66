package offline

import "testing"

// TestFix12Readings: years compared with a property counting months, and
// "sent … to X" over a label's relationship to itself, on bank and on a
// letting agency; checkReadings renders all three languages.
func TestFix12Readings(t *testing.T) {
	checkReadings(t, []readingCase{
		{"bank", "Which car loans have a term longer than 5 years?", []string{"term_months > 60"}, "years-as-months"},
		{"fix12_lease", "Which leases have a term longer than 2 years?", []string{"term_months > 24"}, "years-as-months"},
		{"fix12_lease", "Which house leases run longer than 3 years?", []string{"term_months > 36"}, "years-as-months"},
		{"bank", "Which accounts have sent money to ACC-31034?", []string{"<-[:TRANSFERRED]-", "{account_no: 'ACC-31034'}"}, "self-key-direction-read"},
		{"fix12_lease", "Which members have sent a referral to Bo Sten?", []string{"<-[:REFERRED]-", "{name: 'Bo Sten'}"}, "self-key-direction-read"},
	})
}

// TestFix12Nets: a hyphenated modifier whose property the plan drops,
// "with their P" not shown, and "which X have a P of at least N" shown as
// P, are refused on two schemas each.
func TestFix12Nets(t *testing.T) {
	checkReadings(t, []readingCase{
		{"bank", "How many high-risk customers do we have?", nil, ""},
		{"fix12_lease", "How many high-risk tenants do we have?", nil, ""},
		{"bank", "List the transfers made in May 2024 with their amounts.", nil, ""},
		{"fix12_lease", "List the payments made in May 2024 with their amounts.", nil, ""},
		{"bank", "Which cards have a credit limit of at least 10k?", nil, ""},
		{"retail", "Which products have a price of at least 100?", nil, ""},
		{"bank", "Which cards have a credit limit above 10000?", []string{"RETURN c.card_no"}, ""},
	})
}
