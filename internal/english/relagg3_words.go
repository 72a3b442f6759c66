package english

// Words of totals and counts read through a linking table (the relagg3
// rules of the offline compiler).
var (
	// InTotalLead and InTotalWord make the closing "in total" / "in all"
	// of "Which player won the most prize money in total?": the amounts
	// of the rows joined to each thing are added up.
	InTotalLead = WordList{"in": true}
	InTotalWord = WordList{"total": true, "all": true}
	// TotalAfter closes the same phrase in one word ("… the most hours
	// altogether").
	TotalAfter = WordList{"altogether": true}
)
