package offline

import (
	"path/filepath"
	"strings"
	"testing"

	"github.com/gql-dev/gql/examples"
	"github.com/gql-dev/gql/graph"
	"github.com/gql-dev/gql/lang"
	"github.com/gql-dev/gql/schema"
	"github.com/gql-dev/gql/templates"
)

// turnPair is a question and a rewording of it that reads the same: both
// must compile to one query, in every language.
type turnPair struct {
	schema, original, reworded string
}

// compileAll renders the offline plan of a question in Cypher, Gremlin
// and SPARQL, with the warning codes of the plan.
func compileAll(t *testing.T, sch, question string) (map[lang.Lang]string, []string, error) {
	t.Helper()
	var g *graph.Graph
	var s *schema.Schema
	if ex, ok := strings.CutPrefix(sch, "ex:"); ok {
		var err error
		if s, g, err = examples.Resolve(filepath.Join("..", "..", "examples", ex)); err != nil {
			t.Fatal(err)
		}
	} else {
		g, s = testGraph(t, sch)
	}
	r, err := Compile(EvidenceFrom(linkOn(t, g, s, question).Grounding), s)
	if err != nil {
		return nil, nil, err
	}
	out := map[lang.Lang]string{}
	for _, lg := range []lang.Lang{lang.Cypher, lang.Gremlin, lang.SPARQL} {
		text, err := templates.Render(r.Query, lg, s)
		if err != nil {
			t.Fatalf("%s %q: render %s: %v", sch, question, lg, err)
		}
		out[lg] = text
	}
	var codes []string
	for _, w := range r.Warnings {
		codes = append(codes, w.Check)
	}
	return out, codes, nil
}

// TestWordingTurnsReadAsOriginal: each wording turn, on two schemas or
// more, gives the query its plain wording gives, in all three languages,
// and says so in a wording-turn-read warning.
func TestWordingTurnsReadAsOriginal(t *testing.T) {
	for _, c := range []turnPair{
		// "prior to" for "before"
		{"ex:flights", "airports that opened before 1930", "airports that opened prior to 1930"},
		{"ex:campus", "list professors hired before 2000", "list professors hired prior to 2000"},
		{"ex:delivery", "Couriers who joined before 1 Jan 2023", "Couriers who joined prior to 1 Jan 2023"},
		// "gimme" for "give me"
		{"ex:ops", "give me the services that rely on anything built in rust", "gimme the services that rely on anything built in rust"},
		{"ex:retail", "give me all orders placed in december 2024", "gimme all orders placed in december 2024"},
		// a frequency adverb after "most"
		{"ex:outpatient", "most prescribed drug?", "most frequently prescribed drug?"},
		{"ex:library", "What's our most borrowed book?", "What's our most frequently borrowed book?"},
		{"ex:registry", "which package is depended on the most?", "which package is most often depended on?"},
		// "home" before a place noun
		{"ex:library", "Ingrid Solberg's country?", "Ingrid Solberg's home country?"},
		{"ex:campus", "aoife o'brien's country?", "aoife o'brien's home country?"},
		// a number spelt out that the number cues do not list
		{"ex:delivery", "orders where the delivery took over 50 minutes", "orders where the delivery took over fifty minutes"},
		{"ex:grid", "which outages lasted under 45 minutes", "which outages lasted under forty-five minutes"},
		// "<value>-tier"
		{"ex:hotel", "who are our platinum guests?", "who are our platinum-tier guests?"},
		{"ex:library", "list premium members", "list premium-tier members"},
		// "our" and a named owner's "'s" before a count said as a noun
		{"ex:retail", "what is the customer count?", "what's our customer count?"},
		{"ex:library", "what is the member count?", "what is our member count?"},
		{"ex:flights", "pilot count of Sakura Pacific?", "Sakura Pacific's pilot count?"},
		{"ex:grid", "transformer count of Millbrook?", "Millbrook's transformer count?"},
		// a request's "me" before "the" after a fronted group ("For
		// each genre, give me …")
		{"ex:hotel", "For each brand, give the number of hotels", "For each brand, give me the number of hotels"},
		{"ex:library", "number of books for each genre", "For each genre, give me the number of books"},
		{"ex:outpatient", "for every clinic, give the number of appointments", "For every clinic, give me the number of appointments"},
		// "<noun> still <state>", the relative clause reduced
		{"ex:registry", "number of issues that are still open?", "number of issues still open?"},
		{"failregistry_helpdesk", "How many tickets are still open?", "How many tickets still open?"},
	} {
		want, _, err := compileAll(t, c.schema, c.original)
		if err != nil {
			t.Errorf("%s %q (original): %v", c.schema, c.original, err)
			continue
		}
		got, codes, err := compileAll(t, c.schema, c.reworded)
		if err != nil {
			t.Errorf("%s %q: %v", c.schema, c.reworded, err)
			continue
		}
		for lg, w := range want {
			if got[lg] != w {
				t.Errorf("%s %q: %s differs from %q's\n got %s\nwant %s", c.schema, c.reworded, lg, c.original, got[lg], w)
			}
		}
		if !strings.Contains(c.reworded, "count") && !strings.Contains(c.reworded, "still") && !strings.Contains(strings.Join(codes, " "), "wording-turn-read") {
			t.Errorf("%s %q: no wording-turn-read warning (%v)", c.schema, c.reworded, codes)
		}
	}
}

// TestWordingTurnsLeftAlone: words that only look like a turn keep their
// reading — a spelled number that is a stored value's part, "home" that
// names a thing, a "<word>-level" whose word no property holds.
func TestWordingTurnsLeftAlone(t *testing.T) {
	for _, c := range []struct{ schema, question string }{
		{"ex:library", "which members have a home branch in Oslo?"},
		{"ex:campus", "Show me all 300-level courses."},
		{"ex:hotel", "list the top-level hotels"},
	} {
		_, codes, _ := compileAll(t, c.schema, c.question)
		if strings.Contains(strings.Join(codes, " "), "wording-turn-read") {
			t.Errorf("%s %q: read as a wording turn (%v)", c.schema, c.question, codes)
		}
	}
}
