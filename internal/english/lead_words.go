package english

// CoWords say that two things share what a relationship joins them to:
// "acted with", "worked alongside", "directed together", "the same
// movies", "who else". Without one, a verb said once and walked twice
// through an unnamed thing answers a question nobody asked.
var CoWords = WordList{"with": true, "alongside": true, "together": true, "same": true, "also": true,
	"else": true, "other": true, "others": true, "another": true, "both": true, "co": true, "fellow": true, "shared": true, "share": true, "shares": true}
