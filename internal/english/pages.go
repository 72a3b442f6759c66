package english

// Words that say which rows of an answer are asked for by their place in
// it ("results 11 to 20", "from position 5 on", "page 3 with 20 per page",
// "the next 10", "after the first 10"): a number they frame counts rows and
// is never a value. Each list is a set of lower-case words as written.

// WordList is one of the lists below.
type WordList map[string]bool

// Is reports whether the lower-case word w is in the list.
func (l WordList) Is(w string) bool { return l[w] }

var (
	// Position nouns name a row's place: "results 11 to 20", "number 2".
	Position = WordList{"result": true, "results": true, "row": true, "rows": true, "item": true, "items": true,
		"entry": true, "entries": true, "record": true, "records": true, "number": true, "numbers": true,
		"position": true, "positions": true, "place": true, "places": true, "rank": true, "#": true}
	// PositionSign stands between a position noun and its number ("#5").
	PositionSign = WordList{"#": true, "no.": true}
	// RangeTo joins the two ends of a range of positions.
	RangeTo = WordList{"to": true, "through": true, "thru": true, "till": true, "until": true, "-": true, "–": true}
	// Onward closes an open range ("from position 5 on").
	Onward = WordList{"on": true, "onward": true, "onwards": true, "forward": true, "forwards": true}
	// StartAt opens a range at a position ("from number 2", "at row 5").
	StartAt = WordList{"from": true, "at": true}
	// Starting precedes StartAt ("starting from", "beginning at").
	Starting = WordList{"starting": true, "beginning": true, "start": true, "begin": true}
	// PastFirst passes over the first rows ("after the first 10").
	PastFirst = WordList{"after": true, "skip": true, "skipping": true, "past": true, "beyond": true}
	// First is the word after PastFirst ("the first 10").
	First = WordList{"first": true}
	// Next asks for the rows after a page ("the next 10").
	Next = WordList{"next": true}
	// Page names a page of rows; PerPage its size ("20 per page").
	Page    = WordList{"page": true}
	PerPage = WordList{"per": true}
	// PageLink joins a page to its size or its rows ("page 3 of 20 per
	// page", "page 3 with 20 per page", "results 2 to 10 of the people").
	PageLink = WordList{"of": true, "with": true, "at": true}
	// The is the definite article ("the first 10", "the Matrix").
	The = WordList{"the": true}
)

// GraphJargon names the graph's own parts ("all distinct vertices with
// label 'movie'"): it asks for whatever the rest of the question names,
// not for a thing of its own.
var GraphJargon = WordList{"vertex": true, "vertices": true, "node": true, "nodes": true}
