package offline

import (
	"strings"

	"github.com/gql-dev/gql/schema"

	"github.com/gql-dev/gql/internal/english"
	"github.com/gql-dev/gql/templates"
)

// verbWalkedTwice: "Who directed Tom Hanks?" was answered with the people
// who directed a movie Tom Hanks directed — the verb's relationship walked
// from the named person to an unnamed movie and back to another person.
// That reading belongs to "who acted with Tom Hanks?"; without a word
// saying the two share something (english.CoWords, a "co-" word) and with
// the relationship said once, the plan answers a question nobody asked;
// "Who directed Tom Hanks's movies?" walked DIRECTED for the possessive
// too, a guess among the four relationships a person has to a movie. The node in the middle, the relationship, and
// the label of both ends are returned; "" when the plan has no such walk.
func (o *sanityCheck) verbWalkedTwice(q *templates.Query, labels map[string]string) (mid, edge, label string) {
	for i := range o.toks {
		if english.CoWords.Is(o.word(i)) || strings.HasPrefix(o.word(i), "co-") {
			return "", "", ""
		}
	}
	filtered, returned := varRoles(q)
	ls := links(q)
	deg := degrees(ls)
	for v, d := range deg {
		if d != 2 || filtered[v] || returned[v] {
			continue
		}
		var ends []link
		for _, l := range ls {
			if l.a == v || l.b == v {
				ends = append(ends, l)
			}
		}
		if len(ends) != 2 || ends[0].edge != ends[1].edge || o.edgeSaid(ends[0].edge) > 1 {
			continue
		}
		x, y := otherEnd(ends[0], v), otherEnd(ends[1], v)
		if labels[x] == "" || labels[x] != labels[y] || filtered[x] == filtered[y] {
			continue
		}
		return v, ends[0].edge, labels[x]
	}
	return "", "", ""
}

// otherEnd is the variable of l that is not v.
func otherEnd(l link, v string) string {
	if l.a == v {
		return l.b
	}
	return l.a
}

// edgeSaid counts the question's links to the relationship: a verb said
// twice ("directed movies Tom Hanks directed") may be walked twice.
func (o *sanityCheck) edgeSaid(edge string) int {
	n := 0
	for _, e := range o.ev.Elements {
		if e.Kind == "edge" && e.Name == edge {
			n++
		}
	}
	return n
}

// whoDoesVerb: "Who reviewed …?" asks for the one doing the verb, and the
// verb names the relationship as written (not a passive name like
// SUPPLIED_BY, not a converse word): the answer stands at its source end,
// never at its target ("Who reviewed Olivia Fischer's products?" is not
// answered by the products she reviewed).
func (o *focusPhase) whoDoesVerb(wh int, et *schema.EdgeType) bool {
	if !o.whoIsSubject(wh) || passiveNamed(et.Name) {
		return false
	}
	v := o.subjectVerb(wh)
	if v < 0 {
		return false
	}
	typ, _ := o.converseEdge(v)
	return typ != et.Name
}
