package english

// Words that cap how many rows an answer holds: "a maximum of 43 results",
// "at most 10 rows", "up to 5 records", "no more than 20 items". The noun
// after the number says it counts rows of the answer, so the number is a
// row limit and "maximum" is not an aggregate of any property.
var (
	// RowNoun names rows of the answer itself, never a thing in the graph.
	RowNoun = WordList{"result": true, "results": true, "row": true, "rows": true, "item": true, "items": true,
		"entry": true, "entries": true, "record": true, "records": true, "hit": true, "hits": true}
	// CapNoun is the noun of "a maximum of N results".
	CapNoun = WordList{"maximum": true, "max": true, "max.": true}
	// CapArticle may open "a maximum of".
	CapArticle = WordList{"a": true, "the": true}
	// CapMore is "more" of "no more than", which needs its negation.
	CapMore = WordList{"more": true}
	// CapOf joins CapNoun to the number.
	CapOf = WordList{"of": true}
	// CapPair are the two-word caps before a number: "at most", "up to",
	// "no more than" (its last two words), "not more than".
	CapPair = map[[2]string]bool{{"at", "most"}: true, {"up", "to"}: true, {"more", "than"}: true}
	// CapNegation precedes "more than" in a cap ("no more than 20 rows").
	CapNegation = WordList{"no": true, "not": true}
)
