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

// KeyTail ends a key column's name after the role word it holds
// ("supervisor_id", "referred_by", "manager_key"): the column holds the key
// of the one who plays the role. An edge named "MENTOR_OF" is no such
// column (its source is the mentor), so "of" is not one.
var KeyTail = WordList{"id": true, "ids": true, "uid": true, "key": true, "ref": true, "fk": true, "no": true, "num": true, "code": true, "by": true}
