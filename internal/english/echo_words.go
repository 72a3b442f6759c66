package english

// ResideVerb says where a thing lives or stays ("Where does X live?",
// "where does she reside"): after "where" it asks for the named thing's
// place, and never names a property of its own.
var ResideVerb = WordList{"live": true, "lives": true, "lived": true, "living": true, "reside": true,
	"resides": true, "resided": true, "residing": true, "stay": true, "stays": true, "stayed": true, "staying": true}

// PropertyOfNoun are the cue words that may also end the name of a
// property ("rank" of core_rank; not "number", whose "the number of X" counts): right after
// "the" and before "of" and a named thing ("the rank of X"), or after a
// named thing's "'s", they are that thing's property, not the cue.
var PropertyOfNoun = WordList{"rank": true}

// PropertyOfDeterminer opens "the rank of X"; PropertyOfJoin joins it to
// the thing; PropertyOfPossessive is "X's rank".
var (
	PropertyOfDeterminer = WordList{"the": true, "its": true}
	PropertyOfJoin       = WordList{"of": true}
	PropertyOfPossessive = WordList{"'s": true, "'": true}
)
