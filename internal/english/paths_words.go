package english

// Hop nouns count the edges between two things ("how many hops is A from
// B", "how many steps between A and B"): the answer is the length of a
// shortest path between them.
var Hop = WordList{"hop": true, "hops": true, "step": true, "steps": true, "jump": true, "jumps": true}
