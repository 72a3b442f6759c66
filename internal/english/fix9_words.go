package english

// Words of the nets of asked6's wrongs (branch fix9, docs/offline.md
// "asked6's wrongs (fix9)").
var (
	// ValueSign are the signs a short value carries written right after
	// it: a grade or a blood type ("A+", "B-"), never an operator there.
	ValueSign = words("+", "-")
	// RoleAsk are the question words after "as" that ask for the role a
	// thing takes ("on which projects, and as what").
	RoleAsk = words("what", "which")
	// AmountArticle stands for one before a unit ("half a tonne").
	AmountArticle = words("a", "an")
)
