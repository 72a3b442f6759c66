package offline

import "github.com/gql-dev/gql/internal/english"

// namedMiddle keeps, of several paths of two relationships fix25's bridge
// found between a node of the question and the pattern, the one whose
// middle is a thing the question names: "Which insurers cover patients who
// had appointments at Boavista Outpatient Centre?" where patients reach
// clinics through appointments and through lab tests, and the question
// names appointments; "are any Embraer aircraft flown by Rhein Air?" where
// airlines reach aircraft types through flights ("flown") and through
// pilots. It reports whether it chose one; a direct join, or none or
// several such paths, two things of one label in the question, "both",
// a count or ranking, or an end named by "who", leave them all, and the
// join stays refused.
func (o *relPhase) namedMiddle(paths []bridgePath) ([]bridgePath, bool) {
	if o.countEdges || o.rankV != "" {
		// "Who has the largest number of signups?": a count or a
		// ranking over the far end, where a wrong middle counts other
		// things.
		return paths, false
	}
	for i := range o.toks {
		if english.BothWord.Is(o.lower[i]) {
			// "both a driver shift and a marshal shift": two things
			// one path cannot join both of.
			return paths, false
		}
	}
	for _, n := range o.nodes {
		if n.pos >= 0 && o.labelRepeated(n) {
			// "both a driver shift and a marshal shift": two things of
			// one label, which one path cannot join both of.
			return paths, false
		}
	}
	var keep []bridgePath
	for _, p := range paths {
		if p.g != nil && (o.whoEnd(p.g) || o.whoEnd(p.m)) {
			// "Who has the largest number of signups? Give the
			// volunteer's name.": a "who" read as a label may be the very
			// thing named in the middle.
			return paths, false
		}
		if p.g == nil {
			// A direct join connect did not take: two readings.
			return paths, false
		}
		if p.mid != nil && !p.mid.focus && !p.g.focus && !p.m.focus {
			keep = append(keep, p)
		} else if p.mid != nil {
			// "Who has the largest number of signups? Give the
			// volunteer's name.": the middle, or an end, is the thing
			// asked for, whose reading the path would decide.
			return paths, false
		}
	}
	if len(keep) != 1 {
		return paths, false
	}
	return keep, true
}

// whoEnd: n is a thing the question names by a wh-word ("who") read as a
// label.
func (o *relPhase) whoEnd(n *onode) bool {
	return n.pos >= 0 && n.pos < len(o.lower) && english.Frame.Wh.Is(o.lower[n.pos])
}
