package offline

import (
	"fmt"
)

// edgeValuePerson is the label "who" asks for in "Who is the owner of
// quill-http?", "Who is the lead of Data Structures?": no word names a
// thing asked for, a word names a value stored on a relationship (a role
// on MAINTAINS, TEACHES), and a named thing stands at one end of that
// relationship: the one asked for is at its other end, when that end is a
// label with a name (cands). A self-relationship, a relationship with no
// named thing at either end, or several such relationships leave "who" to
// the other readings. The reading is a warning (who-other-end).
func (o *focusPhase) edgeValuePerson(cands []string) string {
	named := map[string]bool{}
	for _, v := range o.ev.Values {
		if !v.OnEdge {
			named[v.Owner] = true
		}
	}
	found, edge := "", ""
	var said ValueLink
	for _, v := range o.ev.Values {
		if !v.OnEdge {
			continue
		}
		et := o.s.EdgeType(v.Owner)
		if et == nil || selfRelation(et) {
			continue
		}
		for _, c := range cands {
			if named[c] || !et.Connects(c, "") && !et.Connects("", c) {
				continue
			}
			ends := false
			for l := range named {
				ends = ends || et.Connects(c, l) || et.Connects(l, c)
			}
			if !ends {
				continue
			}
			if found != "" && found != c {
				return ""
			}
			found, edge, said = c, v.Owner, v
		}
	}
	if found == "" {
		return ""
	}
	o.res.warnings = append(o.res.warnings, o.diagnostic("who-other-end", said.Span,
		fmt.Sprintf("no word names who is asked for; %q is a value of %s.%s, so \"who\" is read as the %s at the other end of %s from the thing named", o.ev.Question[said.Span.Start:said.Span.End], edge, said.Prop, found, edge)))
	return found
}
