package english

// The words people who work with graphs use for the graph itself: "vertices
// labeled 'person'", "the 'acted_in' relationship", "edges of type X",
// "vertices connected to X via Y". They name kinds of schema element, never
// an element of any one graph, so they are read the same on every schema.
var (
	// GraphNode names a vertex whatever its label.
	GraphNode = WordList{"vertex": true, "vertices": true, "node": true, "nodes": true}
	// GraphEdge names an edge whatever its type ("via the 'write'
	// relationship").
	GraphEdge = WordList{"edge": true, "edges": true, "relationship": true, "relationships": true,
		"relation": true, "relations": true, "link": true, "links": true}
	// GraphThing is a word for whatever is asked about, when a graph
	// phrase after it says what that is ("things connected to X via Y").
	GraphThing = WordList{"vertex": true, "vertices": true, "node": true, "nodes": true, "thing": true,
		"things": true, "entity": true, "entities": true, "element": true, "elements": true}
	// ConnectedVerb and ConnectedTo: "connected to", "linked to",
	// "related to", "associated with".
	ConnectedVerb = WordList{"connected": true, "linked": true, "related": true, "associated": true, "joined": true}
	ConnectedTo   = WordList{"to": true, "with": true}
	// Via introduces the relationship a connection goes through.
	Via = WordList{"via": true, "through": true, "along": true, "over": true, "using": true}
	// EdgeDirection says which way an edge is walked.
	EdgeDirection = WordList{"incoming": true, "inbound": true, "outgoing": true, "outbound": true}
	// IncomingDirection are the EdgeDirection words for edges that end at
	// the vertex they are said of.
	IncomingDirection = WordList{"incoming": true, "inbound": true}
	// GraphFiller may stand between a graph noun and what it names: "the
	// label 'x'", "a relationship of type x".
	GraphFiller = WordList{"the": true, "a": true, "an": true}
)

// LabelConnector are the word runs between a vertex noun and its label:
// "vertices labeled 'person'", "nodes with the label person", "vertices of
// type movie". The longest run is tried first.
var LabelConnector = [][]string{
	{"that", "are", "labeled"}, {"that", "are", "labelled"},
	{"labeled", "as"}, {"labelled", "as"}, {"labeled", "with"}, {"labelled", "with"},
	{"with", "the", "label"}, {"with", "a", "label"}, {"having", "the", "label"},
	{"with", "label"}, {"having", "label"}, {"of", "label"}, {"of", "type"}, {"with", "type"},
	{"labeled"}, {"labelled"},
}

// RelativeFiller stands between a thing and its participle: "vertices that
// are connected to".
var RelativeFiller = WordList{"that": true, "which": true, "are": true, "is": true, "were": true, "was": true}
