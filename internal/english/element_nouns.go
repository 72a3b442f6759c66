package english

// ElementNoun names the kind of schema element a noun or participle next to
// a quoted name says the name is: "labeled 'person'", "the 'acted_in'
// relationship", "the 'title' property". Graph talk, not any graph's words.
type ElementNoun int

const (
	NotElementNoun ElementNoun = iota
	LabelNoun                  // label, labelled, node, vertex, class
	EdgeNoun                   // edge, relationship, relation
	PropertyNoun               // property, attribute, field, column
)

var elementNouns = map[string]ElementNoun{
	"label": LabelNoun, "labels": LabelNoun, "labeled": LabelNoun, "labelled": LabelNoun,
	"node": LabelNoun, "nodes": LabelNoun, "vertex": LabelNoun, "vertices": LabelNoun,
	"class": LabelNoun, "classes": LabelNoun,
	"edge": EdgeNoun, "edges": EdgeNoun, "relationship": EdgeNoun, "relationships": EdgeNoun,
	"relation": EdgeNoun, "relations": EdgeNoun,
	"property": PropertyNoun, "properties": PropertyNoun, "attribute": PropertyNoun,
	"attributes": PropertyNoun, "field": PropertyNoun, "fields": PropertyNoun,
	"column": PropertyNoun, "columns": PropertyNoun,
}

// ElementNounOf is the element kind a lower-case word names, or
// NotElementNoun.
func ElementNounOf(w string) ElementNoun { return elementNouns[w] }
