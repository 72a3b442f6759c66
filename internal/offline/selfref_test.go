package offline

import (
	"os"
	"path/filepath"
	"strings"
	"testing"

	"github.com/gql-dev/gql/diag"
	"github.com/gql-dev/gql/graph"
	"github.com/gql-dev/gql/lang"
	"github.com/gql-dev/gql/schema"
	"github.com/gql-dev/gql/templates"
)

// selfrefCompile compiles q on a synthetic test graph or, for a name with
// an underscore, a relational tuning graph as converted, and renders it in
// the three languages (one line each).
func selfrefCompile(t *testing.T, kg, q string) (map[lang.Lang]string, []diag.Diagnostic, error) {
	t.Helper()
	var g *graph.Graph
	var s *schema.Schema
	if _, err := os.Stat(filepath.Join("..", "..", "testdata", "relational", "kgs", kg+"_triples.ttl")); err == nil {
		g, s = relGraph(t, kg)
	} else {
		g, s = testGraph(t, kg)
	}
	r, err := Compile(EvidenceFrom(linkOn(t, g, s, q).Grounding), s)
	if err != nil {
		return nil, nil, err
	}
	outs := map[lang.Lang]string{}
	for _, l := range []lang.Lang{lang.Cypher, lang.Gremlin, lang.SPARQL} {
		out, err := templates.Render(r.Query, l, s)
		if err != nil {
			t.Errorf("%s: %q: render %s: %v", kg, q, l, err)
		}
		outs[l] = strings.Join(strings.Fields(out), " ")
	}
	return outs, r.Warnings, nil
}

// TestNamePartsJoined: a person named by first and last name side by side,
// on a label splitting the name over two columns, is one node holding both
// (a relational gym's members, the synthetic registrar's students); one
// part alone, or a name on a label with one name column, is as before.
func TestNamePartsJoined(t *testing.T) {
	for _, c := range []struct {
		kg, q, want string
		warn        bool
	}{
		{"gym_club", "Which members mentor Chloe Nakamura?", "{first_name: 'Chloe', last_name: 'Nakamura'}", true},
		{"registrar", "Which courses is Ada Byron enrolled in?", "{first_name: 'Ada', last_name: 'Byron'}", true},
		{"registrar", "Which courses is Ada enrolled in?", "{first_name: 'Ada'}", false},
		{"company", "Who manages Omar Haddad?", "", false},
	} {
		outs, ws, err := selfrefCompile(t, c.kg, c.q)
		if err != nil {
			t.Errorf("%s: %q: %v", c.kg, c.q, err)
			continue
		}
		if !strings.Contains(outs[lang.Cypher], c.want) {
			t.Errorf("%s: %q: want %q in\n%s", c.kg, c.q, c.want, outs[lang.Cypher])
		}
		if c.warn {
			// One node in every language: the two values sit on the
			// same variable, not on two joined ones.
			if n := strings.Count(outs[lang.SPARQL], ":first_name \""); n != 1 || !strings.Contains(outs[lang.SPARQL], "\" ; :last_name \"") {
				t.Errorf("%s: %q: want both name parts on one node in SPARQL (%d first names):\n%s", c.kg, c.q, n, outs[lang.SPARQL])
			}
			if !strings.Contains(outs[lang.Gremlin], "last_name") {
				t.Errorf("%s: %q: Gremlin lost the last name:\n%s", c.kg, c.q, outs[lang.Gremlin])
			}
		}
		if got := hasWarning(ws, "name-parts-joined", ""); got != c.warn {
			t.Errorf("%s: %q: name-parts-joined warning %v, want %v (%v)", c.kg, c.q, got, c.warn, ws)
		}
	}
}

// TestSelfRoleRead: on a table with two keys into one label, the one named
// thing is joined by the key its role word's use gives it: a role noun
// ("the mentors of X") and a verb with X as object ("sold to X", "members
// who mentor X") name the other end's key; a verb with X as subject
// ("Whom does X mentor?") names X's own. On the synthetic transfers
// (seller, buyer) and the relational gym_club (mentor, mentee), in the
// three languages.
func TestSelfRoleRead(t *testing.T) {
	for _, c := range []struct {
		kg, q     string
		want, not []string // SPARQL for gym_club, Cypher for transfers
		warn      bool
	}{
		{"transfers", "Which clubs sold to Harbour United?",
			[]string{"(c:Club {name: 'Harbour United'})<-[:REF_BUYER_ID]-(t:Transfer)-[:REF_SELLER_ID]->(c2:Club)"}, nil, true},
		{"transfers", "Which clubs bought from Harbour United?", nil, nil, false},
		{"gym_club", "Who are the mentors of Chloe Nakamura?",
			[]string{"mentorship\\#ref-mentee_id ?m "}, []string{"ref-mentor_id ?m "}, true},
		{"gym_club", "Which members mentor Chloe Nakamura?",
			[]string{"mentorship\\#ref-mentee_id ?m ", "mentorship\\#ref-mentor_id ?k_member"}, []string{"ref-mentor_id ?m "}, true},
		{"tutoring", "Which people tutor Tariq Osei?",
			[]string{"(p:Person {first_name: 'Tariq', last_name: 'Osei'})<-[:REF_PUPIL_ID]-(l:Lesson)", "-[:REF_TUTOR_ID]->"}, nil, true},
	} {
		outs, ws, err := selfrefCompile(t, c.kg, c.q)
		if c.want == nil {
			// Left to the phases: whatever they do, no role is read here.
			if err == nil && hasWarning(ws, "self-role-read", "") {
				t.Errorf("%s: %q: no self-role-read expected: %v", c.kg, c.q, ws)
			}
			continue
		}
		if err != nil {
			t.Errorf("%s: %q: %v", c.kg, c.q, err)
			continue
		}
		got := outs[lang.SPARQL]
		if c.kg == "transfers" || c.kg == "tutoring" {
			got = outs[lang.Cypher]
			if k := strings.Index(c.want[0], "REF_"); !strings.Contains(outs[lang.Gremlin], c.want[0][k:k+12]) || !strings.Contains(outs[lang.SPARQL], c.want[0][k:k+12]) {
				t.Errorf("%s: %q: Gremlin or SPARQL does not walk the buyer key:\n%s\n%s", c.kg, c.q, outs[lang.Gremlin], outs[lang.SPARQL])
			}
		}
		for _, w := range c.want {
			if !strings.Contains(got, w) {
				t.Errorf("%s: %q: want %q in\n%s", c.kg, c.q, w, got)
			}
		}
		for _, w := range c.not {
			if strings.Contains(got, w) {
				t.Errorf("%s: %q: do not want %q in\n%s", c.kg, c.q, w, got)
			}
		}
		if hasWarning(ws, "self-role-read", "") != c.warn {
			t.Errorf("%s: %q: self-role-read warning want %v, got %v", c.kg, c.q, c.warn, ws)
		}
	}
}

// TestSameKeyTwice: a plan joining one row to two things of a label by the
// same key is refused (it finds nothing by construction); a row joined by
// each of its two keys, or a property graph's self-relationship, is not.
func TestSameKeyTwice(t *testing.T) {
	for _, c := range []struct {
		kg, q  string
		refuse bool
	}{
		{"transfers", "Which clubs did Harbour United sell to?", true},
		{"transfers", "Which clubs sold to Harbour United?", false},
		{"bike_share", "How many trips started at a station in Portvale and ended at a station in Eastbrook?", false},
		{"company", "Who manages Omar Haddad?", false},
		// Asked for the key, the named tutor's own row would be both ends.
		{"tutoring", "Whom does Ines Moreau tutor?", true},
	} {
		_, _, err := selfrefCompile(t, c.kg, c.q)
		refused := err != nil && strings.Contains(err.Error(), "by the same key")
		if refused != c.refuse {
			t.Errorf("%s: %q: same-key-twice refusal %v, want %v (%v)", c.kg, c.q, refused, c.refuse, err)
		}
	}
}

// TestKeyAskedAsNameParts: a key column asked for whose row splits its name
// over two columns is shown as the name parts the question says, or both:
// the relational gym_club and the synthetic tutoring graph.
func TestKeyAskedAsNameParts(t *testing.T) {
	for _, c := range []struct {
		kg, q     string
		want, not []string // Cypher
	}{
		{"gym_club", "Who are the mentors of Chloe Nakamura? Give their first names.",
			[]string{"RETURN DISTINCT k_member.first_name AS first_name"}, []string{"last_name AS", "mentor_id AS"}},
		{"tutoring", "Which people tutor Tariq Osei?",
			[]string{"k_Person.first_name AS first_name, k_Person.last_name AS last_name"}, []string{"tutor_id AS"}},
		{"tutoring", "What are the ids of the people who tutor Tariq Osei?", nil, []string{"first_name AS"}},
	} {
		outs, ws, err := selfrefCompile(t, c.kg, c.q)
		if err != nil {
			if c.want != nil {
				t.Errorf("%s: %q: %v", c.kg, c.q, err)
			}
			continue
		}
		for _, w := range c.want {
			if !strings.Contains(outs[lang.Cypher], w) {
				t.Errorf("%s: %q: want %q in\n%s", c.kg, c.q, w, outs[lang.Cypher])
			}
		}
		for _, w := range c.not {
			if strings.Contains(outs[lang.Cypher], w) {
				t.Errorf("%s: %q: do not want %q in\n%s", c.kg, c.q, w, outs[lang.Cypher])
			}
		}
		if c.want != nil && !hasWarning(ws, "key-read-as-row", "split") {
			t.Errorf("%s: %q: want a key-read-as-row warning on the split name, got %v", c.kg, c.q, ws)
		}
	}
}

// TestNamePartsShown: a thing asked for whole whose label has no naming
// property but a split name is shown by the name's parts (gym_club's
// members, tutoring's people); a label with a name keeps it (company).
// A count grouped by such a key is never answered with the bare ids.
func TestNamePartsShown(t *testing.T) {
	for _, c := range []struct {
		kg, q string
		warn  bool
	}{
		{"gym_club", "Which members have a last name starting with 'K'? Give their full names.", true},
		{"tutoring", "Who is the youngest person?", true},
		{"company", "Who is the youngest employee?", false},
	} {
		outs, ws, err := selfrefCompile(t, c.kg, c.q)
		if err != nil {
			t.Errorf("%s: %q: %v", c.kg, c.q, err)
			continue
		}
		if got := hasWarning(ws, "name-parts-shown", ""); got != c.warn {
			t.Errorf("%s: %q: name-parts-shown %v, want %v (%v)", c.kg, c.q, got, c.warn, ws)
		}
		if c.warn {
			for _, l := range []lang.Lang{lang.Cypher, lang.Gremlin, lang.SPARQL} {
				if !strings.Contains(outs[l], "first_name") || !strings.Contains(outs[l], "last_name") {
					t.Errorf("%s: %q: %s does not show both name parts:\n%s", c.kg, c.q, l, outs[l])
				}
			}
		}
	}
	for _, c := range []struct{ kg, q, key string }{
		{"tutoring", "Which person tutors the most people?", "tutor_id AS"},
		{"gym_club", "Which member mentors the most members? Give the first and last name.", "mentor_id AS"},
	} {
		outs, _, err := selfrefCompile(t, c.kg, c.q)
		if err == nil && strings.Contains(outs[lang.Cypher], c.key) {
			t.Errorf("%s: %q: answered with the key:\n%s", c.kg, c.q, outs[lang.Cypher])
		}
	}
}
