package offline

import (
	"strings"
	"testing"

	"github.com/gql-dev/gql/lang"
)

// TestConverseNoun: a noun that is the agent of a relationship's converse
// ("manager" over REPORTS_TO, "direct reports" and "subordinates" over
// MANAGES) names the relationship's object: the possessor is its subject.
// On three schemas, in the three languages, each with the warning; over a
// relationship named by the noun's own verb ("manager" over MANAGES) the
// noun stays an agent noun and no warning is given.
func TestConverseNoun(t *testing.T) {
	cases := []struct {
		schema, question string
		out              bool // the named thing is the edge's source
		typ              string
		warn             bool
	}{
		{"rwref2_crew", "Who is Ilse Nord's manager?", true, "REPORTS_TO", true},
		{"rwref2_crew", "Who's Tomas Berg's boss?", true, "REPORTS_TO", true},
		{"rwref2_crew", "Who are all of Ilse Nord's managers, all the way up?", true, "REPORTS_TO", true},
		{"logistics", "Who's Miguel Ferreira's manager?", true, "REPORTS_TO", true},
		{"logistics", "List Ana Silva's managers", true, "REPORTS_TO", true},
		{"company", "Who are Ada Lovelace's direct reports?", true, "MANAGES", true},
		{"company", "Who are Ada Lovelace's subordinates?", true, "MANAGES", true},
		{"company", "List Ada Lovelace's direct reports.", true, "MANAGES", true},
		{"company", "Who is Ada Lovelace's manager?", false, "MANAGES", false},
		{"rwref2_crew", "Who reports to Tomas Berg?", false, "REPORTS_TO", false},
	}
	for _, c := range cases {
		g, s := answersGraph(t, c.schema)
		r, err := Compile(EvidenceFrom(linkOn(t, g, s, c.question).Grounding), s)
		if err != nil {
			t.Errorf("%s: %q: %v", c.schema, c.question, err)
			continue
		}
		arrow := "<-[:" + c.typ + "]-("
		step := ".in('" + c.typ + "')"
		if c.out {
			arrow, step = "-[:"+c.typ, ".out('"+c.typ+"')"
		}
		for _, lg := range []lang.Lang{lang.Cypher, lang.Gremlin, lang.SPARQL} {
			text, ok := renderParsed(t, r.Query, lg, s, c.question)
			if !ok {
				continue
			}
			flat := strings.Join(strings.Fields(text), " ")
			switch {
			case lg == lang.Cypher && !strings.Contains(flat, "}) "+arrow) && !strings.Contains(flat, "})"+arrow):
				t.Errorf("%s: %q: want the named thing %s\n%s", c.schema, c.question, arrow, flat)
			case lg == lang.Gremlin && !strings.Contains(flat, step):
				t.Errorf("%s: %q: want %s\n%s", c.schema, c.question, step, flat)
			case lg == lang.SPARQL && !strings.Contains(flat, c.typ):
				t.Errorf("%s: %q: want %s\n%s", c.schema, c.question, c.typ, flat)
			}
		}
		got := false
		for _, w := range r.Warnings {
			got = got || w.Check == "converse-noun-read"
		}
		if got != c.warn {
			t.Errorf("%s: %q: converse-noun-read warning %v, want %v", c.schema, c.question, got, c.warn)
		}
	}
}

// TestDeniedAuxHead: a negated auxiliary right after "who" ("Who doesn't
// have a manager?") is no head noun left unlinked; the negation is
// applied, on three schemas and in the three languages.
func TestDeniedAuxHead(t *testing.T) {
	var cases []perLangCase
	for _, c := range []struct{ schema, question, cypher, gremlin string }{
		{"company", "Who doesn't have a manager?", "WHERE NOT EXISTS { (e)<-[:MANAGES]-(:Employee) }", "not(__.in('MANAGES')"},
		{"logistics", "Who doesn't have a manager?", "WHERE NOT EXISTS { (d)-[:REPORTS_TO]->(:Driver) }", "not(__.out('REPORTS_TO')"},
		{"movies", "Who doesn't follow anyone?", "WHERE NOT EXISTS { (p)-[:FOLLOWS]->(:Person) }", "not(__.out('FOLLOWS')"},
	} {
		cases = append(cases, perLangCase{c.schema, c.question, map[lang.Lang]string{lang.Cypher: c.cypher, lang.Gremlin: c.gremlin, lang.SPARQL: "NOT EXISTS"}})
	}
	runPerLang(t, cases)
}

// TestOrBoundNoAlternative: the "or" of "N or more" read as an inclusive
// bound is no alternative between two conditions, whatever follows the
// counted noun ("on their menu"); on two schemas, in the three languages.
func TestOrBoundNoAlternative(t *testing.T) {
	runPerLang(t, []perLangCase{
		{"delivery", "Restaurants with 4 or more dishes on their menu", map[lang.Lang]string{lang.Cypher: "WHERE count >= 4", lang.Gremlin: "P.gte(4)", lang.SPARQL: ">= 4"}},
		{"library", "Which members have 2 or more loans on their record?", map[lang.Lang]string{lang.Cypher: "WHERE count >= 2", lang.Gremlin: "P.gte(2)", lang.SPARQL: ">= 2"}},
	})
}

// TestWhatsCount: "what's the total number of N" counts N as "what is the
// total number of N" does (the tokenizer splits "what's" into "what", the
// apostrophe and "s"); on two schemas, in the three languages.
func TestWhatsCount(t *testing.T) {
	runPerLang(t, []perLangCase{
		{"flights", "what's the total number of pilots", map[lang.Lang]string{lang.Cypher: "RETURN count(p)", lang.Gremlin: ".count()", lang.SPARQL: "COUNT("}},
		{"company", "What's the total number of employees?", map[lang.Lang]string{lang.Cypher: "RETURN count(e)", lang.Gremlin: ".count()", lang.SPARQL: "COUNT("}},
	})
}

// perLangCase is a question answered on an example graph and what its
// query must hold in each language.
type perLangCase struct {
	schema, question string
	want             map[lang.Lang]string
}

// runPerLang compiles each case, renders and parses it in the three
// languages and checks each holds its fragment.
func runPerLang(t *testing.T, cases []perLangCase) {
	t.Helper()
	for _, c := range cases {
		g, s := answersGraph(t, c.schema)
		r, err := Compile(EvidenceFrom(linkOn(t, g, s, c.question).Grounding), s)
		if err != nil {
			t.Errorf("%s: %q: %v", c.schema, c.question, err)
			continue
		}
		for _, lg := range []lang.Lang{lang.Cypher, lang.Gremlin, lang.SPARQL} {
			text, ok := renderParsed(t, r.Query, lg, s, c.question)
			if !ok {
				continue
			}
			if flat := strings.Join(strings.Fields(text), " "); !strings.Contains(flat, c.want[lg]) {
				t.Errorf("%s: %q: %s: want %s\n%s", c.schema, c.question, lg, c.want[lg], flat)
			}
		}
	}
}
