package english

import "strings"

// Words that name the first and the last day of a period in a property's
// name ("opening_date", "start_date"; "closing_date", "end_date"): a day a
// thing "was on" or "was running" falls between the two.
var (
	PeriodFirstName = words("start", "starts", "started", "begin", "begins", "began", "beginning", "open", "opens", "opened", "opening", "from")
	PeriodLastName  = words("end", "ends", "ended", "ending", "close", "closes", "closed", "closing", "until", "to", "finish", "finished")
)

// PropNameWords splits a property's name into its lower-case words
// ("opening_date", "closingDate" → opening date, closing date).
func PropNameWords(name string) []string {
	var b strings.Builder
	for i, r := range name {
		if r >= 'A' && r <= 'Z' && i > 0 {
			b.WriteByte(' ')
		}
		if r == '_' || r == '-' {
			r = ' '
		}
		b.WriteRune(r)
	}
	return strings.Fields(strings.ToLower(b.String()))
}

// ScaleArticle is the article that stands for one before a scale word
// after a comparison ("more than a thousand", "at least a million").
var ScaleArticle = words("a", "an")
