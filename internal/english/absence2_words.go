package english

// ShowRequest opens a sentence that only asks what to show of the things
// an earlier sentence asked for ("Give their names.", "List their ids.");
// counting is not showing, so "count" is not among them.
var ShowRequest = WordList{"give": true, "list": true, "show": true, "return": true, "display": true,
	"provide": true, "get": true, "retrieve": true}
