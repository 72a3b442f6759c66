package english

// Words of fix26's states, flags and dates (docs/offline.md "States, flags
// and dates (fix26)").
var (
	// DatedObjectLead may stand between a verb naming a date and the
	// noun of the thing the date belongs to ("started a supply contract
	// in 2024", "opened their account in May 2023").
	DatedObjectLead = words("a", "an", "the", "their", "its", "his", "her", "our", "any")
	// StartVerb says a thing began ("policies that started in March
	// 2023"), as lemmas.
	StartVerb = words("start", "begin", "commence")
	// StartDateWord is a word of a date property's name that holds when
	// a thing began (inception, start_date, begin_date, commenced_on,
	// opening_date).
	StartDateWord = words("start", "starts", "started", "begin", "begins", "inception", "commencement", "commenced", "opening")
)
