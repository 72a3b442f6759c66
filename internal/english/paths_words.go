package english

// Hop nouns count the edges between two things ("how many hops is A from
// B", "how many steps between A and B"): the answer is the length of a
// shortest path between them.
var Hop = WordList{"hop": true, "hops": true, "step": true, "steps": true, "jump": true, "jumps": true}

// NamingWord names the property that names a thing for a reader, as
// opposed to a key or code that identifies it.
var NamingWord = WordList{"name": true, "title": true, "full_name": true, "fullname": true, "display_name": true, "label": true}
