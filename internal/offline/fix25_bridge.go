package offline

import (
	"fmt"
	"sort"
	"strings"
)

// bridgePath is one way of joining a node of the question to the pattern
// when the schema has no relationship between their labels: through a
// thing of a third label (mid, a node the question names or one implied),
// by one relationship on each side.
type bridgePath struct {
	g, m   *onode // g outside the pattern, m in it
	via    string // the middle label
	mid    *onode // the question's node of that label, nil when implied
	gt, mt string // the relationship on g's side and on m's side
}

func (p bridgePath) String() string {
	return fmt.Sprintf("%s –%s– %s –%s– %s", p.g.label, p.gt, p.via, p.mt, p.m.label)
}

// bridgeTwoSteps joins lone to the pattern (comp) when connect found no
// relationship between lone's label and any label the pattern reached: a
// question names the things it relates and leaves out the one between
// ("policyholders with a claim": a policyholder holds a policy a claim is
// filed under; "adjusters who handled claims on BMWs": the claim's policy
// covers the car). It joins them only when the schema offers exactly one
// such path of two relationships; several are a guess, and connect gives
// up as before. A node the question names outside the pattern that one
// relationship alone joins to lone (the claim an adjuster handled) is
// joined first, so the path may start from it. The plan says which path it
// walked (joined-through).
func (o *relPhase) bridgeTwoSteps(lone *onode, comp map[*onode]bool) bool {
	if lone.pos < 0 || lone.placeholder || o.labelRepeated(lone) {
		// A node no word of the question names (one a property implied)
		// is no end of a path the question says, and two things of one
		// label ("a driver shift and a marshal shift") are two ends the
		// one path cannot tell apart.
		return false
	}
	group := o.component(lone)
	var outside []*onode
	for _, n := range o.nodes {
		if !comp[n] && !group[n] && !o.onlyInNegation(n) {
			outside = append(outside, n)
		}
	}
	paths := o.bridgePaths(group, comp, outside)
	var joined *oedge
	if len(paths) == 0 {
		// lone reaches nothing in two steps: a named thing outside the
		// pattern that exactly one relationship joins to lone ("a claim
		// handled by Felix Wyss") or to the pattern ("adjusters who
		// handled claims on BMWs": the claims join the adjusters) carries
		// the path on.
		near, far := group, comp
		nb, e := o.soleNeighbour(lone, outside, group)
		if nb == nil {
			near, far = comp, group
			for m := range comp {
				if x, ex := o.soleNeighbour(m, outside, comp); x != nil {
					if nb != nil {
						return false
					}
					nb, e = x, ex
				}
			}
		}
		if nb == nil {
			return false
		}
		widened := map[*onode]bool{nb: true}
		for n := range near {
			widened[n] = true
		}
		var rest []*onode
		for _, x := range outside {
			if x != nb {
				rest = append(rest, x)
			}
		}
		if near[lone] {
			paths = o.bridgePaths(widened, far, rest)
		} else {
			paths = o.bridgePaths(group, widened, rest)
		}
		joined = e
	}
	byMid := false
	if len(paths) > 1 {
		paths, byMid = o.namedMiddle(paths) // fix38_named.go
	}
	if len(paths) != 1 {
		return false
	}
	p := paths[0]
	named := func(typ string) bool { return typ == p.gt || typ == p.mt || joined != nil && typ == joined.typ }
	for _, e := range o.pending {
		if named(e.typ) {
			// The question names that relationship and a later phase
			// places it: joined here too, it would be walked twice.
			return false
		}
	}
	for _, e := range o.ev.Elements {
		if e.Kind == "edge" && named(e.Name) {
			return false
		}
	}
	if joined != nil {
		o.edges = append(o.edges, joined)
	}
	mid := p.mid
	if mid == nil {
		mid = o.addNode(p.via, -1)
	}
	o.edges = append(o.edges, o.bridgeEdge(p.gt, p.g, mid), o.bridgeEdge(p.mt, p.m, mid))
	if byMid {
		o.warnings = append(o.warnings, o.diagnostic("joined-through-named", o.spanOf(p.g),
			fmt.Sprintf("no relationship of the schema joins %s to %s, and of the schema's paths of two relationships between them one goes through a %s the question names: they are joined through it (%s)", p.g.label, p.m.label, p.via, p)))
		return true
	}
	o.warnings = append(o.warnings, o.diagnostic("joined-through", o.spanOf(p.g),
		fmt.Sprintf("no relationship of the schema joins %s to %s: they are joined through %s (%s), the schema's one path of two relationships between them", p.g.label, p.m.label, p.via, p)))
	return true
}

// soleNeighbour is the one node of outside that exactly one relationship
// joins to n, with that relationship (nil when none or several do, or the
// node is implied or one of several of its label). in is n's side: a node
// of it is no neighbour.
func (o *relPhase) soleNeighbour(n *onode, outside []*onode, in map[*onode]bool) (*onode, *oedge) {
	var nb *onode
	var typ string
	for _, x := range outside {
		ts := edgeTypesBetween(o.s, n.label, x.label)
		if in[x] || x.label == n.label || len(ts) == 0 {
			continue
		}
		if len(ts) > 1 || nb != nil || x.pos < 0 || o.labelRepeated(x) {
			return nil, nil
		}
		nb, typ = x, ts[0].Name
	}
	if nb == nil {
		return nil, nil
	}
	return nb, o.bridgeEdge(typ, n, nb)
}

// bridgeEdge is the relationship typ between a and b, in the direction the
// schema gives it.
func (o *relPhase) bridgeEdge(typ string, a, b *onode) *oedge {
	if et := o.s.EdgeType(typ); et != nil && et.Connects(a.label, b.label) {
		return &oedge{typ: typ, from: a, to: b, pos: -1}
	}
	return &oedge{typ: typ, from: b, to: a, pos: -1}
}

// bridgePaths lists every path of two relationships from a node of group
// to one of comp through a middle label other than theirs: a node of
// outside when the question names one of that label, else an implied one.
// A direct relationship from a node of group (not lone's: connect tried
// those) to comp counts as a path too, so a plain join is never passed
// over for a longer one.
func (o *relPhase) bridgePaths(group, comp map[*onode]bool, outside []*onode) []bridgePath {
	var gs, ms []*onode
	for _, n := range o.nodes {
		if group[n] {
			gs = append(gs, n)
		}
		if comp[n] {
			ms = append(ms, n)
		}
	}
	var out []bridgePath
	seen := map[string]bool{}
	for _, g := range gs {
		for _, m := range ms {
			if ts := edgeTypesBetween(o.s, g.label, m.label); len(ts) > 0 {
				// A direct join connect did not take: not a two-step
				// question, and two readings at once.
				out = append(out, bridgePath{}, bridgePath{})
				continue
			}
			for _, l := range o.s.Labels {
				j := l.Name
				if j == g.label || j == m.label {
					continue
				}
				a, b := edgeTypesBetween(o.s, j, g.label), edgeTypesBetween(o.s, j, m.label)
				for _, x := range a {
					for _, y := range b {
						if x.Name == y.Name {
							// One relationship walked in and out again
							// ("customers who shared a shipment") is
							// another question.
							continue
						}
						var mid *onode
						for _, n := range outside {
							if n.label == j {
								if mid != nil {
									mid = nil
									break
								}
								mid = n
							}
						}
						p := bridgePath{g: g, m: m, via: j, mid: mid, gt: x.Name, mt: y.Name}
						key := g.v + "|" + m.v + "|" + p.String()
						if !seen[key] {
							seen[key] = true
							out = append(out, p)
						}
					}
				}
			}
		}
	}
	sort.SliceStable(out, func(i, k int) bool { return strings.Compare(out[i].via, out[k].via) < 0 })
	return out
}

// labelRepeated: another node of the pattern has n's label.
func (o *relPhase) labelRepeated(n *onode) bool {
	for _, m := range o.nodes {
		if m != n && m.label == n.label {
			return true
		}
	}
	return false
}
