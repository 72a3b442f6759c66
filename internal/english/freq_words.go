package english

// The words of the questions about how often values occur: "the hometowns
// shared by at least two teachers", "the nationalities for which there are
// two or more people", "the nationality that is most common across all
// people".
var (
	// FreqOpener may open such a question before the values it lists.
	FreqOpener = WordList{"show": true, "list": true, "return": true, "give": true, "find": true, "display": true, "get": true,
		"me": true, "us": true, "what": true, "which": true, "are": true, "is": true, "the": true, "all": true,
		"different": true, "distinct": true, "'": true, "s": true}
	// FreqHolders joins the values to the count of the things holding
	// them: "shared by", "for which there are", "with", "held by".
	FreqHolders = WordList{"that": true, "which": true, "are": true, "is": true, "shared": true, "by": true,
		"for": true, "there": true, "with": true, "having": true, "held": true, "common": true, "to": true, "among": true,
		"have": true,
		"has":  true}
	// FreqCompare are the words of a count's bound before its number
	// ("at least", "more than", "fewer than", "exactly").
	FreqCompare = WordList{"at": true, "least": true, "most": true, "more": true, "fewer": true, "less": true,
		"than": true, "exactly": true, "over": true, "under": true}
	// FreqRelative joins a value to the cue after it: "the nationality
	// that is most common".
	FreqRelative = WordList{"that": true, "which": true, "is": true, "are": true, "the": true}
	// FreqAcross leads to the things whose values are counted: "most
	// common across all people", "among teachers".
	FreqAcross = WordList{"across": true, "among": true, "of": true, "for": true, "in": true, "over": true,
		"all": true, "the": true}
)

// FreqMeasure names, for an adjective of how often or how much a thing is
// used ("the most frequent flight", "the most popular dish"), the nouns a
// property measuring it is named by: "most frequent X" ranks Xs by their
// frequency when X has one such property.
var FreqMeasure = map[string][]string{
	"frequent": {"frequency"},
	"popular":  {"popularity"},
}
