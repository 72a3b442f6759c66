package english

// LookupFrame are the words a request for one named thing is made of
// besides the thing's noun, its naming cue and its name ("Find the vertex
// named X", "Look for someone named X in the database", "the user vertex
// with id 7", "Query all vertices with label 'keyword' and name property
// 'captive', then return distinct results"): a question of these alone asks for the thing itself, so the
// name it gives is not an answer to echo but a key to look up.
var LookupFrame = WordList{"find": true, "show": true, "get": true, "retrieve": true, "fetch": true,
	"return": true, "display": true, "give": true, "look": true, "search": true, "query": true,
	"me": true, "please": true, "for": true, "the": true, "a": true, "an": true, "with": true,
	"vertex": true, "vertices": true, "node": true, "nodes": true, "entity": true, "thing": true,
	"someone": true, "something": true, "label": true, "labeled": true, "labelled": true,
	"property": true, "exactly": true, "in": true, "database": true, "graph": true,
	"named": true, "called": true, "titled": true, "whose": true, "is": true, "name": true,
	"all": true, "and": true, "then": true, "distinct": true, "results": true}
