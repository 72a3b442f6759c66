package english

// Words of a new graph's first run (branch fix16, docs/offline.md
// "New-domain refusals (fix16)").
var (
	// AmountThing are nouns of things whose size is an amount of money:
	// "the biggest grant", "the largest claim", "the 3 biggest loans" rank
	// them by what they are worth. Nouns whose size may be a count or a
	// bulk (order, sale, contract, shipment) are left out.
	AmountThing = words("grant", "loan", "mortgage", "claim", "payment", "transfer", "transaction", "donation",
		"deposit", "withdrawal", "invoice", "bill", "refund", "award", "budget", "investment", "fine", "bonus",
		"expense", "payout", "settlement", "scholarship", "subsidy", "pledge", "bid")
	// DateNameTail are the words a date's name adds after the verb of the
	// act it dates: filed_on, created_at, signed_date, closed_when.
	DateNameTail = words("on", "at", "date", "day", "when", "time")
)
