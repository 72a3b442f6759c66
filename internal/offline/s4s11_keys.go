package offline

import (
	"fmt"
	"strings"

	"github.com/gql-dev/gql/internal/english"
	"github.com/gql-dev/gql/schema"
)

// keyOfSeveral joins lone to the component by one of several direct keys
// between their labels when no role word of any is said, so pathByWords
// found nothing and connect would drop lone (the question then refused as
// not using it). Two readings, each warned (fk-path-chosen):
//   - a word grounding linked to a key column of exactly one of the keys
//     names it: "the city with the most arriving flights" links "arriving"
//     to destairport, the column of the flight's destination key;
//   - otherwise the one key named after the joined label alone (an
//     appointment's physician_id beside its referred_by, an inspection's
//     inspector_id beside its trainee_id) is the relationship a plain verb
//     or none means ("the physician who saw the most appointments"), as
//     negatedKeyByVerb reads a denial; a role must be said to take another.
//
// Only for a lone thing connect would drop (no values, not the one asked
// for), by direct keys from one node of the component, none named outright by
// the question and none said by a word; with a junction among the paths,
// or a word linked to a key column of another relationship ("led" to a
// supervisor_id: the plan would answer with that key), nothing is joined.
func (o *relPhase) keyOfSeveral(lone *onode, ps []fkPath, mentioned map[string]bool) bool {
	if len(ps) < 2 || lone.pos < 0 || len(lone.filter) > 0 || lone.focus || lone == o.focusNode {
		// A thing with values or the one asked for is joined by connect
		// as before; only one it would drop is read here.
		return false
	}
	m := ps[0].m
	for _, p := range ps {
		if p.second != nil || p.m != m || len(p.said) > 0 || mentioned[p.first.Name] {
			return false
		}
	}
	if hit, at, ok := o.keyColumnSaid(lone, ps); ok {
		o.used.mark(o.tokensIn(at.Span)...)
		o.joinKey(lone, hit, ps, fmt.Sprintf("which %q names by its link to the key column %s", o.ev.Question[at.Span.Start:at.Span.End], rawLocal(at.Name)))
		return true
	}
	if o.keyColumnLinked() {
		return false
	}
	var hit *fkPath
	for i := range ps {
		if !namedAfterTarget(ps[i].first) {
			continue
		}
		if hit != nil {
			return false
		}
		hit = &ps[i]
	}
	if hit == nil {
		return false
	}
	o.joinKey(lone, *hit, ps, "the one named after the label alone, as no other's role is said")
	return true
}

// keyColumnSaid is the one path whose key column grounding linked a word
// of the question to (the column kept beside the key: flights.destairport
// beside flights#ref-destairport), with that link; the word must be open
// (no negation governs it) and name no other path's column.
func (o *relPhase) keyColumnSaid(lone *onode, ps []fkPath) (fkPath, ElementLink, bool) {
	var hit *fkPath
	var at ElementLink
	for _, e := range o.ev.Elements {
		if e.Kind != "prop" {
			continue
		}
		col := keyColumnOf(rawLocal(e.Name))
		open := true
		for _, k := range o.tokensIn(e.Span) {
			if o.negatedAt(k) {
				open = false
			}
		}
		for i := range ps {
			p := &ps[i]
			if keyColumnOf(p.first.Name) != col || !o.keyOwnedBy(p.first, e.Owner) {
				continue
			}
			if !open || hit != nil && hit.first.Name != p.first.Name {
				return fkPath{}, ElementLink{}, false
			}
			hit, at = p, e
		}
	}
	if hit == nil {
		return fkPath{}, ElementLink{}, false
	}
	return *hit, at, true
}

// keyOwnedBy: the key's relationship starts at owner (the label holding
// the column), or owner is not known.
func (o *relPhase) keyOwnedBy(et *schema.EdgeType, owner string) bool {
	if owner == "" {
		return true
	}
	for _, ep := range et.Endpoints {
		if ep.From == owner {
			return true
		}
	}
	return false
}

// keyColumnLinked: a word of the question is linked to a property that is
// a key column of some relationship of the schema.
func (o *relPhase) keyColumnLinked() bool {
	for _, e := range o.ev.Elements {
		if e.Kind != "prop" {
			continue
		}
		for _, et := range o.s.EdgeTypes {
			if keyColumnOf(et.Name) == keyColumnOf(rawLocal(e.Name)) {
				return true
			}
		}
	}
	return false
}

// joinKey joins lone to the path's node by its key and warns which key was
// taken, why, and which were not.
func (o *relPhase) joinKey(lone *onode, top fkPath, ps []fkPath, why string) {
	var not []string
	for _, p := range ps {
		if p.first.Name != top.first.Name {
			not = append(not, p.String())
		}
	}
	o.warnings = append(o.warnings, o.diagnostic("fk-path-chosen", o.spanOf(lone),
		fmt.Sprintf("%s and %s are joined by %s, %s; not by %s", lone.label, top.m.label, top, why, strings.Join(not, " or "))))
	if top.first.Connects(lone.label, top.m.label) {
		o.edges = append(o.edges, &oedge{typ: top.first.Name, from: lone, to: top.m, pos: -1})
	} else {
		o.edges = append(o.edges, &oedge{typ: top.first.Name, from: top.m, to: lone, pos: -1})
	}
}

// extremeOfJoined is extremeOfOther for a property of a thing joined to
// the asked one: "the birth date of the poker player with the lowest
// earnings" (the birth date a person's, the earnings the poker player's,
// one key apart), "the money rank of the poker player with the greatest
// height" (the height the person's). The noun right before "with the
// lowest" (or "that has the largest") names the asked node's label or the
// other's; the numeric property named after the superlative is the
// other's, and one edge joins the two. The rows are pairs of the two, so
// ordering them by the property picks the asked value of the thing that
// ranks first (ties kept, as for extremeOfOther). "", nil when the words or
// the pattern differ.
func (o *bldPhase) extremeOfJoined(focus *onode, asked string) (string, *onode) {
	for i := 3; i+1 < len(o.toks); i++ {
		if !extremeWord(o.lower[i]) && !extremeWord(o.word(i)) || !english.Determiner.Is(o.word(i-1)) || !english.Having.Is(o.word(i-2)) {
			continue
		}
		for t := 0; t < i-2; t++ {
			if o.linksKind(t, "prop") && !o.used.has(t) {
				return "", nil
			}
		}
		sp := o.toks[i+1].Span
		for _, e := range o.ev.Elements {
			if e.Kind != "prop" || e.Name == asked || e.Span.Start > sp.Start || e.Span.End < sp.End {
				continue
			}
			var held *onode
			for _, n := range o.nodes {
				if n == focus || n.label == focus.label || !o.adjacent(n, focus) || e.Owner != "" && e.Owner != n.label {
					continue
				}
				if p := schema.Find(o.propsOf(n.label), e.Name); p == nil || !p.Type.Numeric() || p.Type.IsList() {
					continue
				}
				if held != nil {
					return "", nil
				}
				held = n
			}
			if held == nil || !o.linksNamed(i-3, "label", held.label) && !o.linksNamed(i-3, "label", focus.label) {
				return "", nil
			}
			o.consume(e)
			return e.Name, held
		}
		return "", nil
	}
	return "", nil
}

// extremeHeld: extremeOfJoined found a property and its node.
func extremeHeld(p string, n *onode) bool { return p != "" && n != nil }

// namedAfterTarget: the key's column is named after the label it points
// to and nothing else (appointment#ref-physician_id into physician). A
// key named after the row's own label (a friend row's friend_id into a
// student) names a role: the row's label is no word of the target.
func namedAfterTarget(et *schema.EdgeType) bool {
	if et == nil || len(et.Endpoints) != 1 {
		return false
	}
	return len(roleWords(et.Name, et.Endpoints[0].To)) == 0
}
