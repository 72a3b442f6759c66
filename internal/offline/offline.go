package offline

import (
	"fmt"
	"strconv"
	"strings"

	"github.com/gql-dev/gql/grounding"
	"github.com/gql-dev/gql/schema"
	"github.com/gql-dev/gql/templates"
)

// Unanswerable is returned by the offline compiler when the question does not
// map onto the schema; Reason says what was missing.
type UnanswerableError struct{ Reason string }

func (e *UnanswerableError) Error() string { return "unanswerable: " + e.Reason }

func unanswerable(format string, args ...any) error {
	return &UnanswerableError{Reason: fmt.Sprintf(format, args...)}
}

// node is a node variable of the query being built.
type onode struct {
	v      string
	label  string
	pos    int // token index of its mention (-1 when implied)
	filter []templates.Expr
	focus  bool
	// placeholder: made for an asked-for property ("the average birth year
	// of the actors"); the first later mention of its label is this node.
	placeholder bool
}

// oedge is an edge between two node variables.
type oedge struct {
	typ      string
	from, to *onode
	v        string // edge variable, when a property of the edge is used
	pos      int
	negated  bool
	min, max int
}

// offline is the state of one offline compilation.
type offline struct {
	ev     *Evidence
	s      *schema.Schema
	toks   []grounding.Token
	lower  []string // lemmas, lower case
	nodes  []*onode
	edges  []*oedge
	used   map[int]bool // token indices consumed by a mention
	nextV  map[string]int
	filter []templates.Expr
	// edgeValues are value links on edge properties ("who played Neo").
	edgeValues []ValueLink
	limit      int
	limitPos   int
	// pending are agent-noun edges whose other end is placed later.
	pending []*oedge
	// propEdge is the edge type owning the asked-for property, if any.
	propEdge string
	// countEdges: "how many reviews" counts edges, not nodes.
	countEdges bool
	focusNode  *onode
	// unsupported says why the question needs more than the IR offers.
	unsupported string
	// rank is the property a ranked aggregate reads ("by average rating").
	// extra are further properties of the focus the question lists.
	extra []string
	rank  *ElementLink
	rankV string // its variable
}

// Compile builds a query from grounded evidence alone: the answer type
// from the question word, anchors from value links, edges from edge links
// placed between the node mentions they connect (checked against the
// schema's endpoints), and filters, aggregates, ordering and negation from
// lexical cues. It returns an *UnanswerableError when the question does not
// fit the schema rather than guessing.
func Compile(ev *Evidence, s *schema.Schema) (*templates.Query, error) {
	o := &offline{ev: ev, s: s, toks: ev.Tokens, used: map[int]bool{}, nextV: map[string]int{}}
	if len(o.toks) == 0 {
		o.toks = grounding.Tokenize(ev.Question)
	}
	for _, t := range o.toks {
		l := strings.ToLower(t.Lemma)
		if l == "" {
			l = strings.ToLower(t.Text)
		}
		o.lower = append(o.lower, l)
	}
	return o.compile()
}

func (o *offline) newVar(label string) string {
	base := "x"
	if label != "" {
		base = strings.ToLower(label[:1])
	}
	o.nextV[base]++
	if n := o.nextV[base]; n > 1 {
		return base + strconv.Itoa(n)
	}
	return base
}

func (o *offline) addNode(label string, pos int) *onode {
	for _, n := range o.nodes {
		if n.placeholder && n.label == label {
			n.placeholder = false
			if pos >= 0 {
				n.pos = pos
			}
			return n
		}
	}
	n := &onode{v: o.newVar(label), label: label, pos: pos}
	o.nodes = append(o.nodes, n)
	return n
}

func (o *offline) compile() (*templates.Query, error) {
	sh := o.readShape()
	if why := o.refusal(sh); why != "" {
		return nil, unanswerable("%s", why)
	}
	if err := o.placeAnchors(); err != nil {
		return nil, err
	}
	focus, focusProp, focusOwnerEdge := o.findFocus(sh)
	o.focusNode = focus
	o.placeLabelMentions(focus)
	if err := o.placeEdges(focus); err != nil {
		return nil, err
	}
	if focus == nil && focusProp == "" {
		return nil, unanswerable("could not tell what the question asks for: no label, property or question word links to the schema")
	}
	o.mergeSameLabelAnchors(focus)
	if err := o.negatedLabels(focus); err != nil {
		return nil, err
	}
	o.connect(focus)
	if focusOwnerEdge != "" && focus != nil {
		// The asked-for property lives on an edge ("what rating did X give Y").
		if e := o.edgeOfType(focusOwnerEdge); e == nil {
			if err := o.ensureEdge(focusOwnerEdge, focus); err != nil {
				return nil, err
			}
		}
	}
	if o.rank != nil && focus != nil && o.s.EdgeType(o.rank.Owner) != nil {
		if e := o.edgeOfType(o.rank.Owner); e == nil {
			if err := o.ensureEdge(o.rank.Owner, focus); err != nil {
				return nil, err
			}
		}
	}
	if o.rank != nil && focus != nil {
		o.rankV = o.rankVar(focus)
	}
	o.variableLength()
	o.numericFilters(focus)
	o.stringFilters(focus)
	if o.unsupported != "" {
		return nil, unanswerable("%s", o.unsupported)
	}
	if (sh.agg == templates.Avg || sh.agg == templates.Sum) && !sh.count && focusProp == "" && o.rank == nil {
		// "the combined total votes of ..." where nothing links to votes:
		// answering with the nodes would drop the aggregate silently.
		return nil, unanswerable("the question asks for the %s of something the schema does not have", aggName(sh.agg))
	}
	return o.build(sh, focus, focusProp, focusOwnerEdge)
}
