package english

// The words of an aggregate taken over a whole set of things: "the average
// page count over all papers", "the total number of cattle across all
// farms".
var (
	// RelaggOver opens the set an aggregate ranges over; it is also a
	// comparison ("over 100"), so it reads as a scope only before
	// RelaggAll and a label.
	RelaggOver = WordList{"over": true, "across": true}
	// RelaggAll says the set is every thing of the label, which is what an
	// aggregate without a filter ranges over anyway.
	RelaggAll = WordList{"all": true, "every": true}
	// RelaggAggregate are the words of an aggregate the scope belongs to.
	RelaggAggregate = WordList{"average": true, "mean": true, "minimum": true, "maximum": true, "min": true, "max": true,
		"total": true, "sum": true, "lowest": true, "highest": true, "smallest": true, "largest": true}
)
