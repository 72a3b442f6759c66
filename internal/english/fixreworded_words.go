package english

// Words the fixreworded rules read: the forms a rewording uses for a
// meaning an existing cue already reads in other words.

// OnwardTail, after a point in time or a number, opens the range on
// that side: "from 1999 on", "from March 2023 onwards", "1990 forward".
var OnwardTail = WordList{"on": true, "onward": true, "onwards": true, "forward": true, "forwards": true}

// LaterTail and EarlierTail follow "or"/"and" after a point: "in March
// 2023 or later", "2019 and after", "2010 or earlier" keep the point and
// one side of it.
var (
	LaterTail   = WordList{"later": true, "after": true, "newer": true, "beyond": true, "since": true}
	EarlierTail = WordList{"earlier": true, "before": true, "older": true}
)

// TailJoin joins a point to LaterTail or EarlierTail.
var TailJoin = WordList{"or": true, "and": true}

// ClauseGo are the words after which an OnwardTail "on" still closes the
// phrase ("from 1999 on and rated above 80"); before any other word "on"
// is a preposition of its own ("from 1999 on Netflix").
var ClauseGo = WordList{"and": true, "or": true, "but": true, "with": true, "that": true, "which": true, "who": true, "whose": true,
	",": true, "?": true, ".": true, "!": true, ";": true, ")": true}

// Been follows a perfect auxiliary in a progressive ("has been
// maintaining").
var Been = WordList{"been": true}

// OnWord is the "on" of OnwardTail that is also a preposition.
var OnWord = WordList{"on": true}

// FollowUpWord may stand after the question word of a follow-up sentence
// that only asks to see what the sentence before it asked about ("Are
// there X with no Y? Which ones?", "… ? List them.").
var FollowUpWord = WordList{"ones": true, "one": true, "them": true, "those": true, "they": true, "are": true, "is": true, "it": true}
