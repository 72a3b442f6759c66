package offline

import (
	"fmt"
	"strings"

	"github.com/gql-dev/gql/internal/english"
)

// rivalEdge looks again at the relationship connect chose by frequency to
// join two things when nothing in the question named one. When the schema
// has several relationships between the two labels (a customer SENT a
// shipment, a shipment is ADDRESSED_TO a customer) the frequency is no
// reading of the question, and each one gives another answer:
//   - "X's Ys" where exactly one of them goes from X's label to Y's takes
//     that one: the possessor is the one acting on what it owns (the
//     customer's shipments are the ones it sent), said as a warning;
//   - a preposition of motion before one of the two picks the one named
//     for that end of a journey (travelEndEdge);
//   - otherwise the choice stands, said as a warning naming the others.
//
// Two things of one label are self-relation-guessed's concern.
func (o *relPhase) rivalEdge(typ string, from, to *onode) (string, *onode, *onode, bool) {
	if from.label == to.label {
		return typ, from, to, false
	}
	var ways []rivalWay
	var others []string
	for _, et := range o.s.EdgeTypes {
		if et.Connects(from.label, to.label) {
			ways = append(ways, rivalWay{et.Name, from, to})
		}
		if et.Connects(to.label, from.label) {
			ways = append(ways, rivalWay{et.Name, to, from})
		}
		if et.Name != typ && (et.Connects(from.label, to.label) || et.Connects(to.label, from.label)) {
			others = append(others, et.Name)
		}
	}
	if len(others) == 0 {
		return typ, from, to, false
	}
	if w, place, ok := o.travelEndEdge(ways, from, to); ok {
		o.warnings = append(o.warnings, o.diagnostic("travel-prep-edge", o.spanOf(place), fmt.Sprintf("%s and %s are joined by %s: the preposition before %s names the end of a journey, and %s is the one relationship between the two labels named for that end (the others: %s)", o.mentionText(from), o.mentionText(to), w.typ, o.mentionText(place), w.typ, strings.Join(namesWithout(wayNames(ways), w.typ), ", "))))
		return w.typ, w.from, w.to, true
	}
	for _, pair := range [][2]*onode{{from, to}, {to, from}} {
		owner, owned := pair[0], pair[1]
		if !o.ownsNoun(owner, owned) {
			continue
		}
		var acting []rivalWay
		for _, w := range ways {
			if w.from == owner {
				acting = append(acting, w)
			}
		}
		if len(acting) == 1 {
			w := acting[0]
			o.warnings = append(o.warnings, o.diagnostic("possessive-edge-read", o.spanOf(owner), fmt.Sprintf("%s and %s are joined by %s: %s is written as owning the %s, and %s is the one relationship between the two labels with %s at its source (the others: %s)", o.mentionText(owner), o.mentionText(owned), w.typ, o.mentionText(owner), owned.label, w.typ, owner.label, strings.Join(namesWithout(wayNames(ways), w.typ), ", "))))
			return w.typ, w.from, w.to, false
		}
	}
	o.warnings = append(o.warnings, o.diagnostic("edge-choice-guessed", o.spanOf(to), fmt.Sprintf("nothing in the question names the relationship between %s and %s: they are joined by %s, the most frequent of the %d the schema has between %s and %s (the others: %s), and each gives another answer", o.mentionText(from), o.mentionText(to), typ, len(others)+1, from.label, to.label, strings.Join(others, ", "))))
	return typ, from, to, false
}

// ownsNoun: owner's mention ends in a possessive that governs owned's noun
// ("Hanse Möbel GmbH's shipments").
func (o *relPhase) ownsNoun(owner, owned *onode) bool {
	if owner.pos < 0 || owned.pos <= owner.pos {
		return false
	}
	k := o.possessorOf(owned.pos)
	return k >= owner.pos && k < owned.pos
}

type rivalWay struct {
	typ      string
	from, to *onode
}

func wayNames(ws []rivalWay) []string {
	var out []string
	for _, w := range ws {
		out = append(out, w.typ)
	}
	return out
}

func namesWithout(xs []string, x string) []string {
	var out []string
	seen := map[string]bool{x: true}
	for _, y := range xs {
		if !seen[y] {
			seen[y] = true
			out = append(out, y)
		}
	}
	return out
}

// travelEndEdge picks, of several relationships between two labels, the one
// named for the end of a journey the preposition before one of the two
// names: "flights out of Copenhagen" leave it (DEPARTS_FROM), "flights to
// Bergen" reach it (ARRIVES_AT). Frequency would pick either, and the two
// give disjoint answers. Only one of the two may follow such a
// preposition, and exactly one relationship may be named for that end.
func (o *relPhase) travelEndEdge(ways []rivalWay, a, b *onode) (rivalWay, *onode, bool) {
	var place *onode
	var prep string
	for _, n := range []*onode{a, b} {
		if p := o.travelPrepBefore(n); p != "" {
			if place != nil {
				return rivalWay{}, nil, false
			}
			place, prep = n, p
		}
	}
	if place == nil {
		return rivalWay{}, nil, false
	}
	want, _ := journeyEnds(prep)
	var hit []rivalWay
	for _, w := range ways {
		if nameSays(w.typ, want) {
			hit = append(hit, w)
		}
	}
	if len(hit) != 1 {
		return rivalWay{}, nil, false
	}
	return hit[0], place, true
}

// travelPrepBefore is the preposition of motion right before n's mention,
// past an article ("from the airport", "out of Copenhagen" gives "out"),
// "" when none stands there.
func (o *relPhase) travelPrepBefore(n *onode) string {
	if n.pos < 0 {
		return ""
	}
	k := n.pos - 1
	if english.DefiniteArticle.Is(o.word(k)) {
		k--
	}
	p := o.word(k)
	if english.Of.Is(p) && english.AwayPrep.Is(o.word(k-1)) {
		return o.word(k - 1)
	}
	if english.TowardPrep.Is(p) || english.AwayPrep.Is(p) {
		return p
	}
	return ""
}

// otherTravelEnd: a preposition of motion before n names one end of a
// journey and the relationship's name says the other ("from Oslo to
// Bergen": DEPARTS_FROM, which joined Oslo, is no relationship for
// Bergen), so that the relationship was used once does not make it the
// one for n.
func (o *relPhase) otherTravelEnd(n *onode, typ string) bool {
	prep := o.travelPrepBefore(n)
	if prep == "" {
		return false
	}
	want, other := journeyEnds(prep)
	return nameSays(typ, other) && !nameSays(typ, want)
}
