package english

// StateCopula are the verbs before a word said of a thing's state ("were
// open on 1 January 2023", "is still open"): the word after them is a
// state, not the event a past form would name ("were opened on").
var StateCopula = WordList{"is": true, "are": true, "was": true, "were": true, "still": true}

// AskedOpener are the words after which a noun is the kind of thing asked
// for ("Which professors wrote a paper?").
var AskedOpener = WordList{"which": true, "what": true}

// Ampersand joins the words of one name ("coffee & tea"): a stored
// category or brand is often written so.
var Ampersand = WordList{"&": true}
