package english

// Words of museum's first run (branch fix17, docs/offline.md "museum's
// first run (fix17)").
var (
	// RecipientEnd is the last word of a relationship's name that puts
	// the receiver at its end (LENT_TO, SENT_TO, GIVEN_TO): the thing at
	// the end is the one the verb's action reached.
	RecipientEnd = words("to")
	// PeriodStart and PeriodEnd name the first and last day of a period
	// said after them ("since the start of 2024", "after the end of
	// 2019"); PeriodOf joins them to the period.
	PeriodStart = words("start", "beginning")
	PeriodEnd   = words("end")
	PeriodOf    = words("of")
)
