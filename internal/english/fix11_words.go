package english

// Words of the rules of papers's wrongs (branch fix11, docs/offline.md
// "papers's wrongs (fix11)").
var (
	// ChoiceComparative are the comparative adjectives that, without
	// "than" or a number, ask which of two things named after them has
	// more of something ("which grant is bigger, A or B?").
	ChoiceComparative = words("bigger", "larger", "smaller", "greater", "higher", "lower", "older", "younger",
		"newer", "longer", "shorter", "cheaper", "dearer", "heavier", "lighter", "taller", "richer", "faster",
		"slower", "earlier", "later", "wider", "deeper", "costlier", "pricier")
	// AmountNoun names an amount of money after a noun that says whose
	// ("grant money", "project funding"): "how much" asks for its sum,
	// never for a count of the things.
	AmountNoun = words("money", "funding", "funds", "cash", "budget", "budgets", "revenue", "income", "spending",
		"spend", "cost", "costs", "value", "worth", "pay", "payment", "payments")
	// DirectlyWord opens "directly or through …", "directly or via …":
	// one step or a chain of them.
	DirectlyWord = words("directly")
)
