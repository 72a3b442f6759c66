package english

var (
	// SourcePrep after the verb of a relationship of a label to itself
	// names where the thing comes from ("substations that feed from X",
	// "pumps fed from X"): X is the relationship's source.
	SourcePrep = words("from")
	// PossessiveMark is the apostrophe with its s kept on it, for a
	// tokenizer that does not split them (Apostrophe is the mark alone).
	PossessiveMark = words("'s", "’s")
	// DefiniteArticle may stand between a preposition and a name ("from
	// the Hilltop station").
	DefiniteArticle = words("the")
)
