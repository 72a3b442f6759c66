package english

// Words of farm's first run (docs/offline.md "farm's first run (fix21)").
var (
	// UnitIntro opens the unit an answer is asked in ("how big is X in
	// square metres", "the distance in miles").
	UnitIntro = words("in")
	// LineageNoun names every level of a relationship of a thing to its
	// own kind when the relationship's word stands before it ("X's
	// mentoring line", "the reporting chain", "the family tree"), not one
	// step of it.
	LineageNoun = words("line", "lineage", "tree", "chain", "hierarchy", "downline", "upline")
	// ComeUnder are the verbs that with "under" place a thing anywhere
	// below another in a hierarchy of one kind ("the crops that come
	// under Wheat", "what falls under Sales"), not only right below.
	ComeUnder = words("come", "comes", "came", "coming", "fall", "falls", "fell", "falling")
)
