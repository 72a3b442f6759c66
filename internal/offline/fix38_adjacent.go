package offline

import (
	"fmt"

	"github.com/gql-dev/gql/internal/english"
)

// adjacentJoin joins the thing asked for, left out of the pattern the
// question's named relationships built, to the thing the question names
// right after it, when the schema has exactly one relationship between
// their labels: "Which teams had services affected by incidents?",
// "insurers of patients diagnosed with …", "the maintainers of packages
// that depend on quill-http", "students taking a course taught by Hana
// Sato". The words between the two (at most three besides the thing's own
// noun) link to nothing, so no other relationship is said; the noun right
// after the one asked for is what it is related to, and the schema's one
// relationship between them is the join. Several relationships between the
// two labels, a node of the same label, a gap that links to something, a
// walk along a chain ("directly or through", "counting all its"), or no
// named thing right after leave the refusal (a join the question does not
// say). The plan says which relationship it walked (joined-adjacent).
func (o *relPhase) adjacentJoin(lone *onode, comp map[*onode]bool, focus *onode) *oedge {
	if !lone.focus {
		// The pattern is the thing asked for alone, and lone's part is
		// what the named relationships built.
		focus = o.root(focus)
		if len(comp) != 1 || !comp[focus] {
			return nil
		}
		lone, comp = focus, o.component(lone)
	}
	if lone.pos < 0 {
		return nil
	}
	for _, e := range o.edges {
		if comp[e.from] && comp[e.to] && e.pos >= 0 && (e.from.pos < 0 || e.to.pos < 0) {
			// "Which projects did Ada Lovelace manage?": the named
			// relationship ends at a thing no word names, so the verb was
			// said of the thing asked for, which it cannot reach.
			return nil
		}
	}
	for i := range o.toks {
		if english.ChainCue.Is(o.lower[i]) || english.ChainCue.Is(o.words[i]) {
			return nil
		}
	}
	end := o.mentionEnd(lone)
	var m *onode
	for _, n := range o.nodes {
		if !comp[n] || n.pos <= end || n.placeholder {
			continue
		}
		if m == nil || n.pos < m.pos {
			m = n
		}
	}
	if m == nil || m.label == lone.label {
		return nil
	}
	for _, n := range o.nodes {
		// A thing outside the pattern between the two is the nearer one.
		if n != lone && !comp[n] && n.pos > end && n.pos < m.pos {
			return nil
		}
	}
	gap := 0
	for i := end + 1; i < m.pos; i++ {
		if o.namesLabelOnly(i, lone.label) {
			// "what countries are the maintainers of packages": the
			// noun of the thing asked for, after the property asked.
			continue
		}
		if o.linksAt(i) {
			return nil
		}
		gap++
	}
	if gap > 3 {
		return nil
	}
	ts := edgeTypesBetween(o.s, lone.label, m.label)
	if len(ts) != 1 {
		return nil
	}
	e := o.bridgeEdge(ts[0].Name, lone, m)
	o.warnings = append(o.warnings, o.diagnostic("joined-adjacent", o.spanOf(lone),
		fmt.Sprintf("no word names the relationship between %s and %s, named right after it: they are joined by %s, the schema's one relationship between the two", o.mentionText(lone), o.mentionText(m), ts[0].Name)))
	return e
}

// namesLabelOnly: every link covering token i is to the label named.
func (o *relPhase) namesLabelOnly(i int, label string) bool {
	sp := o.toks[i].Span
	found := false
	for _, e := range o.ev.Elements {
		if e.Span.Start <= sp.Start && e.Span.End >= sp.End {
			if e.Kind != "label" || e.Name != label {
				return false
			}
			found = true
		}
	}
	for _, v := range o.ev.Values {
		if v.Span.Start <= sp.Start && v.Span.End >= sp.End {
			return false
		}
	}
	return found
}
