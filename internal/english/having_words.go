package english

// Words of the having rules (internal/offline/having_*.go): counts
// compared, aggregates listed beside a count, bounds that are no ranking.
var (
	// HavingJoin joins a last list item ("the name, year, and area";
	// "the number of stations and the total number of docks").
	HavingJoin = WordList{"and": true, "or": true}
	// HavingComma separates list items.
	HavingComma = WordList{",": true}
	// HavingItemDet may open a listed aggregate ("and the total ...").
	HavingItemDet = WordList{"the": true}
	// HavingNumber and HavingOf make "number of" before a counted noun
	// ("the total number of docks").
	HavingNumber = WordList{"number": true}
	HavingOf     = WordList{"of": true}
	// HavingAt and HavingMost make the bound "at most N".
	HavingAt   = WordList{"at": true}
	HavingMost = WordList{"most": true}
)
