package offline

import (
	"fmt"
	"os"
	"path/filepath"
	"strings"
	"testing"

	"github.com/gql-dev/gql/graph"
	"github.com/gql-dev/gql/internal/spiderkg"
	"github.com/gql-dev/gql/lang"
	"github.com/gql-dev/gql/schema"
	"github.com/gql-dev/gql/templates"
)

// relGraph reads one of the relational tuning graphs (testdata/relational)
// exactly as the bench's Spider4SPARQL reader derives it.
func relGraph(t *testing.T, kg string) (*graph.Graph, *schema.Schema) {
	t.Helper()
	s, g, err := spiderkg.Read(filepath.Join("..", "..", "testdata", "relational", "kgs", kg+"_triples.ttl"))
	if err != nil {
		t.Fatal(err)
	}
	return g, s
}

// TestFKDebug prints plans for FK_DEBUG="kg|question" pairs (";" apart).
func TestFKDebug(t *testing.T) {
	spec := os.Getenv("FK_DEBUG")
	if spec == "" {
		t.Skip("FK_DEBUG not set")
	}
	for _, one := range strings.Split(spec, ";") {
		kg, q, _ := strings.Cut(one, "|")
		var g *graph.Graph
		var s *schema.Schema
		if strings.HasPrefix(kg, "/") {
			sc, gr, err := spiderkg.Read(kg)
			if err != nil {
				t.Fatal(err)
			}
			g, s = gr, sc
		} else if strings.Contains(kg, "_") || kg == "clinic" {
			g, s = relGraph(t, kg)
		} else {
			g, s = testGraph(t, kg)
		}
		linked := linkOn(t, g, s, q)
		ev := EvidenceFrom(linked.Grounding)
		for _, e := range ev.Elements {
			fmt.Printf("  link %s %s %q %.2f\n", e.Kind, e.Name, q[e.Span.Start:e.Span.End], e.Score)
		}
		r, err := Compile(ev, s)
		fmt.Printf("== %s: %s\n", kg, q)
		if err != nil {
			fmt.Println("  refused:", err)
			continue
		}
		for _, l := range []lang.Lang{lang.Cypher, lang.SPARQL} {
			out, err := templates.Render(r.Query, l, s)
			fmt.Println(out, err)
		}
		for _, w := range r.Warnings {
			fmt.Printf("  warn %s: %s\n", w.Check, w.Detail)
		}
	}
}

// TestFKPathByWords: of several paths between two labels the one the
// question's words name is taken, with a warning naming the others: a
// junction named by its verb over a direct key, a key named by its role
// word, and two keys into one label each bound to its own node; on the
// league property graph (Cypher, Gremlin, SPARQL) and the relational
// clinic and bike_share graphs (SPARQL, as converted).
func TestFKPathByWords(t *testing.T) {
	cases := []struct {
		kg, q     string
		want, not []string // Cypher on one line for league, SPARQL for the relational graphs
	}{
		{"league", "For each team, how many people play for it?",
			[]string{"(t)<-[:REF_TEAM_ID]-(:Plays_For)-[:REF_PERSON_ID]->(p:Person)"}, []string{"REF_CAPTAIN_ID"}},
		{"league", "Show the names of people who play for Lions.",
			[]string{"<-[:REF_TEAM_ID]-(", ":Plays_For)-[:REF_PERSON_ID]->(p:Person)"}, []string{"REF_CAPTAIN_ID"}},
		{"league", "How many matches had a home team from Westford and an away team from Oldport?",
			[]string{"(t:Team {city: 'Westford'})<-[:REF_HOME_TEAM_ID]-", "-[:REF_AWAY_TEAM_ID]->(t2:Team {city: 'Oldport'})"}, nil},
		{"clinic", "For each department, how many physicians are affiliated with it?",
			[]string{"affiliated_with\\#ref-dept_id ?d", "affiliated_with\\#ref-physician_id ?p"}, []string{"head_id"}},
		{"bike_share", "How many trips started at a station in Portvale and ended at a station in Eastbrook?",
			[]string{"trip\\#ref-start_station_id ?s ", "trip\\#ref-end_station_id ?s2"}, nil},
	}
	for _, c := range cases {
		var g *graph.Graph
		var s *schema.Schema
		target := lang.SPARQL
		if c.kg == "league" {
			g, s = testGraph(t, c.kg)
			target = lang.Cypher
		} else {
			g, s = relGraph(t, c.kg)
		}
		linked := linkOn(t, g, s, c.q)
		ev := EvidenceFrom(linked.Grounding)
		r, err := Compile(ev, s)
		if err != nil {
			t.Errorf("%s: %q: %v", c.kg, c.q, err)
			continue
		}
		outs := map[lang.Lang]string{}
		for _, l := range []lang.Lang{lang.Cypher, lang.Gremlin, lang.SPARQL} {
			out, err := templates.Render(r.Query, l, s)
			if err != nil {
				t.Errorf("%s: %q: render %s: %v", c.kg, c.q, l, err)
			}
			outs[l] = strings.Join(strings.Fields(out), " ")
		}
		got := outs[target]
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
		if c.kg == "league" {
			// The path reaches Gremlin and SPARQL too: the edge the words
			// name is walked, the one they do not is not.
			for _, l := range []lang.Lang{lang.Gremlin, lang.SPARQL} {
				for _, w := range c.not {
					if strings.Contains(outs[l], w) {
						t.Errorf("%s: %q: %s walks %s:\n%s", c.kg, c.q, l, w, outs[l])
					}
				}
				if strings.Contains(c.q, "play") && !strings.Contains(outs[l], "Plays_For") {
					t.Errorf("%s: %q: %s does not go through the junction:\n%s", c.kg, c.q, l, outs[l])
				}
			}
		}
		if c.kg != "league" || strings.Contains(c.q, "play") {
			if !hasWarning(r.Warnings, "fk-path-chosen", "") {
				t.Errorf("%s: %q: want an fk-path-chosen warning, got %v", c.kg, c.q, r.Warnings)
			}
		}
	}
}

// TestFKPathUnsaid: where no path's words are said, or the question names
// the relationship outright, the plan is as before and no path is said to
// be chosen (movies, company, league).
func TestFKPathUnsaid(t *testing.T) {
	for _, c := range []struct{ kg, q string }{
		{"movies", "Who directed The Matrix?"},
		{"movies", "Which movies did Tom Hanks act in?"},
		{"company", "How many employees does each department have?"},
		{"company", "Who are the managers of Omar Haddad?"},
	} {
		var g *graph.Graph
		var s *schema.Schema
		g, s = testGraph(t, c.kg)
		linked := linkOn(t, g, s, c.q)
		r, err := Compile(EvidenceFrom(linked.Grounding), s)
		if err != nil {
			t.Errorf("%s: %q: %v", c.kg, c.q, err)
			continue
		}
		if hasWarning(r.Warnings, "fk-path-chosen", "") {
			t.Errorf("%s: %q: no path choice expected, got %v", c.kg, c.q, r.Warnings)
		}
	}
}

// TestKeyReadAsRow: a foreign-key column asked for by "who" or a role noun
// is answered with the name of the row it refers to, through its link; an
// id asked for stays the key (league, clinic), in the three languages.
func TestKeyReadAsRow(t *testing.T) {
	cases := []struct {
		kg, q string
		want  map[lang.Lang]string
		key   bool
	}{
		{"league", "Who captains the Lions?", map[lang.Lang]string{lang.Cypher: "RETURN DISTINCT p.name AS name", lang.SPARQL: ":REF_CAPTAIN_ID ?p", lang.Gremlin: "REF_CAPTAIN_ID"}, false},
		{"league", "What is the captain id of the Lions?", map[lang.Lang]string{lang.Cypher: "RETURN t.captain_id AS captain_id"}, true},
		{"clinic", "Who heads the Cardiology department?", map[lang.Lang]string{lang.SPARQL: ":department\\#ref-head_id ?k_physician", lang.Cypher: "RETURN k_physician.name AS name"}, false},
	}
	for _, c := range cases {
		r, s, err := fkCompile(t, c.kg, c.q)
		if err != nil {
			t.Errorf("%s: %q: %v", c.kg, c.q, err)
			continue
		}
		fkRendered(t, c.kg, c.q, r, s, c.want)
		if got := hasWarning(r.Warnings, "key-read-as-row", ""); got == c.key {
			t.Errorf("%s: %q: key-read-as-row warned %v, want %v (%v)", c.kg, c.q, got, !c.key, r.Warnings)
		}
	}
}

// TestSecondRow: "both A and B" through a junction whose row holds one of
// each: a second row for the second named thing, joined to the same other
// end (league in three languages, clinic). Where the set-operation reading
// (negjunction_sets.go) takes the question first, its two existence tests
// are the same two rows, and either warning says so.
func TestSecondRow(t *testing.T) {
	cases := []struct {
		kg, q string
		want  map[lang.Lang]string
		rows  string // a junction class that must appear in two rows (SPARQL)
	}{
		{"league", "Which people play for both the Lions and the Tigers?", map[lang.Lang]string{
			lang.Cypher: "(p:Person)<-[:REF_PERSON_ID]-(p3:Plays_For)-[:REF_TEAM_ID]->(t2:Team {name: 'Tigers'})",
			lang.SPARQL: "?p3 a :Plays_For ; :REF_PERSON_ID ?p ; :REF_TEAM_ID ?t2 .", lang.Gremlin: "Tigers"}, ""},
		{"clinic", "Find the names of physicians who are affiliated with both General Medicine and Cardiology.", nil, "a :affiliated_with"},
	}
	for _, c := range cases {
		r, s, err := fkCompile(t, c.kg, c.q)
		if err != nil {
			t.Errorf("%s: %q: %v", c.kg, c.q, err)
			continue
		}
		fkRendered(t, c.kg, c.q, r, s, c.want)
		if c.rows != "" {
			out, err := templates.Render(r.Query, lang.SPARQL, s)
			if err != nil || strings.Count(out, c.rows) < 2 {
				t.Errorf("%s: %q: want %q in two rows (err %v) in\n%s", c.kg, c.q, c.rows, err, out)
			}
		}
		if !hasWarning(r.Warnings, "second-row", "") && !hasWarning(r.Warnings, "set-operation", "") {
			t.Errorf("%s: %q: want a second-row or set-operation warning, got %v", c.kg, c.q, r.Warnings)
		}
	}
}

// TestFKPathNotRead: words that name no path stay unread: a role under a
// negation ("never the end station"), two bare role-named mentions whose
// columns the plan would not show, and an id asked for of a key column.
func TestFKPathNotRead(t *testing.T) {
	for _, c := range []struct{ kg, q, not string }{
		{"bike_share", "What are the names of stations that were never the end station of any trip?", "?t a :trip ;"},
		{"bike_share", "Show the id of every trip with the name of its start station and the name of its end station.", ""},
		{"league", "Which teams never played an away match?", ""},
	} {
		r, s, err := fkCompile(t, c.kg, c.q)
		if err != nil {
			continue // refused: nothing was guessed
		}
		if hasWarning(r.Warnings, "fk-path-chosen", "") {
			t.Errorf("%s: %q: a path was read from words that name none: %v", c.kg, c.q, r.Warnings)
		}
		if c.not != "" {
			out, _ := templates.Render(r.Query, lang.SPARQL, s)
			if strings.Contains(strings.Join(strings.Fields(out), " "), c.not) {
				t.Errorf("%s: %q: the denied path is required:\n%s", c.kg, c.q, out)
			}
		}
	}
}

// TestVerbRow: a verb grounding read as a row of keys, whose agent noun
// is one key's role ("borrowed" of a borrower key), joins its subject by
// that key and its object through the row, not by another key of the
// object's own (league in three languages, art_museum).
func TestVerbRow(t *testing.T) {
	cases := []struct {
		kg, q string
		want  map[lang.Lang]string
	}{
		{"league", "Which team borrowed the most people?", map[lang.Lang]string{
			lang.Cypher: "(t:Team)<-[:REF_BORROWER_TEAM_ID]-(l:Loan)-[:REF_PERSON_ID]->(p:Person)",
			lang.SPARQL: ":REF_BORROWER_TEAM_ID ?t", lang.Gremlin: "REF_BORROWER_TEAM_ID"}},
		{"art_museum", "Which museum borrowed the most artworks?", map[lang.Lang]string{
			lang.SPARQL: ":loan\\#ref-borrower_id ?m"}},
	}
	for _, c := range cases {
		r, s, err := fkCompile(t, c.kg, c.q)
		if err != nil {
			t.Errorf("%s: %q: %v", c.kg, c.q, err)
			continue
		}
		for l, w := range c.want {
			out, err := templates.Render(r.Query, l, s)
			if err != nil {
				t.Errorf("%s: %q: render %s: %v", c.kg, c.q, l, err)
				continue
			}
			one := strings.Join(strings.Fields(out), " ")
			if !strings.Contains(one, w) {
				t.Errorf("%s: %q: %s: want %q in\n%s", c.kg, c.q, l, w, one)
			}
			if strings.Contains(one, "owner") || strings.Contains(one, "LENDER") || strings.Contains(one, "CAPTAIN") {
				t.Errorf("%s: %q: %s walks a key the verb does not name:\n%s", c.kg, c.q, l, one)
			}
		}
		if !hasWarning(r.Warnings, "fk-path-chosen", "") {
			t.Errorf("%s: %q: want fk-path-chosen, got %v", c.kg, c.q, r.Warnings)
		}
	}
}

// fkCompile compiles q on a graph of these tests: league (testdata) or a
// relational tuning graph.
func fkCompile(t *testing.T, kg, q string) (*Result, *schema.Schema, error) {
	t.Helper()
	var g *graph.Graph
	var s *schema.Schema
	if kg == "league" {
		g, s = testGraph(t, kg)
	} else {
		g, s = relGraph(t, kg)
	}
	linked := linkOn(t, g, s, q)
	r, err := Compile(EvidenceFrom(linked.Grounding), s)
	return r, s, err
}

// fkRendered renders r in each language of want and checks the fragment
// want names is in it, spaces folded.
func fkRendered(t *testing.T, kg, q string, r *Result, s *schema.Schema, want map[lang.Lang]string) {
	t.Helper()
	for l, w := range want {
		out, err := templates.Render(r.Query, l, s)
		if err != nil {
			t.Errorf("%s: %q: render %s: %v", kg, q, l, err)
			continue
		}
		if one := strings.Join(strings.Fields(out), " "); !strings.Contains(one, w) {
			t.Errorf("%s: %q: %s: want %q in\n%s", kg, q, l, w, one)
		}
	}
}
