package offline

import (
	"strings"
	"testing"

	"github.com/gql-dev/gql/graph"
	"github.com/gql-dev/gql/lang"
	"github.com/gql-dev/gql/schema"
	"github.com/gql-dev/gql/templates"
)

// relprojCase is a question on a relational tuning graph (academic,
// farm_census, gym_club: SPARQL as converted) or an example graph
// (Cypher), with fragments its query must hold ("!x": must not), the
// warning it must carry, or, with refuse set, the words its refusal names.
type relprojCase struct {
	kg, q  string
	want   []string
	warn   string
	refuse string
}

func relprojRel(kg string) bool {
	return kg == "academic" || kg == "farm_census" || kg == "gym_club" || kg == "clinic" || kg == "bike_share" || kg == "art_museum"
}

// checkRelproj compiles c, renders the plan in the three languages through
// the renderers (each must render), and checks c's fragments on SPARQL for
// a relational graph, Cypher otherwise.
func checkRelproj(t *testing.T, c relprojCase) {
	t.Helper()
	var g *graph.Graph
	var s *schema.Schema
	target := lang.Cypher
	if relprojRel(c.kg) {
		g, s = relGraph(t, c.kg)
		target = lang.SPARQL
	} else {
		g, s = exampleGraph(t, c.kg)
	}
	linked := linkOn(t, g, s, c.q)
	r, err := Compile(EvidenceFrom(linked.Grounding), s)
	if c.refuse != "" {
		if err == nil {
			out, _ := templates.Render(r.Query, target, s)
			t.Errorf("%s: %q: want a refusal naming %q, got\n%s", c.kg, c.q, c.refuse, out)
		} else if !strings.Contains(err.Error(), c.refuse) {
			t.Errorf("%s: %q: refusal does not name %q: %v", c.kg, c.q, c.refuse, err)
		}
		return
	}
	if err != nil {
		t.Errorf("%s: %q: %v", c.kg, c.q, err)
		return
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
		if no, ok := strings.CutPrefix(w, "!"); ok {
			if strings.Contains(got, no) {
				t.Errorf("%s: %q: do not want %q in\n%s", c.kg, c.q, no, got)
			}
			continue
		}
		if !strings.Contains(got, w) {
			t.Errorf("%s: %q: want %q in\n%s", c.kg, c.q, w, got)
		}
	}
	if c.warn != "" && !warnedOf(r.Warnings, c.warn) {
		t.Errorf("%s: %q: want a %s warning, got %v", c.kg, c.q, c.warn, r.Warnings)
	}
}

// TestAskedColumnsKept: a column listed beside one the plan shows is shown
// too, whether the list was cut by an unlinked modifier ("publication
// years") or the column is one the plan only filtered on ("an affiliation
// that starts with"), on the academic relational graph and on movies and
// company; a column said of a thing picked by position ("its first
// author") is refused instead of shown for every one.
func TestAskedColumnsKept(t *testing.T) {
	for _, c := range []relprojCase{
		{kg: "academic", q: "List the titles and publication years of all papers.",
			want: []string{"?title", "?pub_year", ":pub_year ?pub_year"}, warn: "asked-column-added"},
		{kg: "academic", q: "What are the title and publication year of each paper?",
			want: []string{"SELECT ?title ?pub_year"}, warn: "asked-column-added"},
		{kg: "academic", q: "Which authors have an affiliation that starts with 'Uni'? Show their names and affiliations.",
			want: []string{"SELECT ?author_name ?affiliation", "STRSTARTS(?affiliation, \"Uni\")"}, warn: "asked-column-added"},
		{kg: "academic", q: "Show the title of each paper and the name of its venue.",
			want: []string{"?title ?venue_name"}, warn: "asked-column-added"},
		{kg: "academic", q: "For each paper, show its title and the name of its first author.", refuse: "first author"},
		{kg: "movies", q: "Which movies have a tagline that contains 'love'? Show their titles and taglines.",
			want: []string{"RETURN m.title AS title, m.tagline AS tagline", "CONTAINS 'love'"}, warn: "asked-column-added"},
		{kg: "movies", q: "Show the title of each movie and the name of its first director.", refuse: "first director"},
		{kg: "company", q: "Which employees have a title that starts with 'Senior'? Show their names and titles.",
			want: []string{"e.name AS name, e.title AS title", "STARTS WITH 'Senior'"}, warn: "asked-column-added"},
		{kg: "company", q: "Show the name of each employee and the name of their department.",
			want: []string{"e.name AS e_name, d.name AS d_name"}, warn: "asked-column-added"},
	} {
		checkRelproj(t, c)
	}
}

// TestDescendingApplied: "in descending order" far from the ordering word
// ("Sort all the X by P in descending order") must order descending; a
// plan sorting ascending is refused, on movies and the Spider-shaped
// academic graph, and an ascending word beside it leaves the plan alone.
func TestDescendingApplied(t *testing.T) {
	for _, c := range []relprojCase{
		{kg: "movies", q: "Sort all the movies by release year in descending order, and return the title and tagline of each movie.", refuse: "descending"},
		{kg: "academic", q: "Sort all the papers by number of pages in descending order, and return the title and publication year of each paper.", refuse: "descending"},
		{kg: "movies", q: "List the titles of movies sorted by release year in descending order.", want: []string{"ORDER BY released DESC"}},
	} {
		checkRelproj(t, c)
	}
}

// TestEchoedAlternatives: a plan that would answer with the very values the
// question lists as alternatives is refused (testdata/refusals/
// echo-answer.txt); where the thing asked for is shown (movies, people
// who acted in either of two movies) the plan stands. "the first names of
// the members who booked either Lap Swim or Aqua Aerobics" was answered
// with the two class names, "first names" read as a ranking; the ordinal
// of a column's own name now names it (s4s12_heads.go), and the members'
// first names are shown.
func TestEchoedAlternatives(t *testing.T) {
	for _, c := range []relprojCase{
		{kg: "gym_club", q: "What are the first names of the members who booked either Lap Swim or Aqua Aerobics?",
			want: []string{"SELECT DISTINCT ?first_name", `IN ("Lap Swim", "Aqua Aerobics")`}},
		{kg: "movies", q: "What are the names of the people who acted in either The Matrix or Top Gun?",
			want: []string{"RETURN DISTINCT p.name AS name", "m.title IN ['The Matrix', 'Top Gun']"}},
	} {
		checkRelproj(t, c)
	}
}

// TestJunctionVerb: a verb relating two things that one junction joins is
// read as that junction, not as the property sharing its stem ("Which
// farms grow wheat?" against a crop's growing_days), on the farm_census
// relational graph and a synthetic property graph whose junction is a
// node (orchards, fruits, harvests); the property is still read where the
// question asks for it.
func TestJunctionVerb(t *testing.T) {
	for _, c := range []relprojCase{
		{kg: "farm_census", q: "Which farms grow wheat?",
			want: []string{"SELECT DISTINCT ?farm_name", ":crop_name \"Wheat\"", "!growing_days"}, warn: "junction-verb-read"},
		{kg: "orchard", q: "Which orchards pick apples?",
			want: []string{"(f:Fruit {name: 'Apple'})<-[:OF_FRUIT]-(", ":Harvest)-[:AT_ORCHARD]->(o:Orchard)", "RETURN DISTINCT o.name", "!picking_weeks"}, warn: "junction-verb-read"},
		{kg: "orchard", q: "Which fruits are picked at Riverbend?",
			want: []string{"(o:Orchard {name: 'Riverbend'})<-[:AT_ORCHARD]-(", "RETURN DISTINCT f.name", "!picking_weeks"}, warn: "junction-verb-read"},
		{kg: "farm_census", q: "What is the growing days of wheat?", want: []string{"?growing_days"}},
		{kg: "orchard", q: "What are the picking weeks of Apple?", want: []string{"picking_weeks"}},
	} {
		checkRelproj(t, c)
	}
}
