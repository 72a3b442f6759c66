package offline

import (
	"strings"
	"testing"

	"github.com/gql-dev/gql/internal/english"
	"github.com/gql-dev/gql/lang"
)

// TestFix5Refusals: each asked4 net refuses the reading it names on two
// schemas.
func TestFix5Refusals(t *testing.T) {
	checkRefusals(t, []refusalCase{
		{"ex:delivery", "who's delivered orders from Green Bowl?", "who-object-returned"},
		{"fix5_fleet", "who has been flying their aircraft since before 2020?", "who-object-returned"},
		{"ex:logistics", "who has been driving their vehicle since before 2021?", "who-object-returned"},
		{"ex:grid", "substations that feed at least 2 others", "number-counts-others"},
		{"fix5_fleet", "tanks that drain into at least 2 others", "number-counts-others"},
		{"ex:grid", "how many substations are downstream of Eastmoor Grid Supply", "count-of-named"},
		{"ex:hotel", "how many guests are similar to Ana Silva", "count-of-named"},
		{"ex:company", "which skills do the folks on Finance's projects have", "possessive-owner-apart"},
		{"fix5_fleet", "which ratings do the pilots on Cargo's teams have", "possessive-owner-apart"},
		{"ex:logistics", "which carriers have carried stuff headed to the Lisbon depots", "edge-walked-twice"},
		{"fix5_fleet", "which firms have shipped stuff headed to the Leeds hubs", "edge-walked-twice"},
	})
}

// TestFix5Kept: questions of the same shapes whose plans the nets leave
// alone.
func TestFix5Kept(t *testing.T) {
	for _, c := range []struct{ schema, question, want string }{
		{"ex:company", "what skills do the people on Phoenix have", "WORKS_ON"},
		{"ex:company", "who are the employees in Sales?", "RETURN"},
		{"ex:grid", "transformers that caused more than one outage", "o2:Outage"},
		{"ex:movies", "which movies start with The?", "STARTS WITH 'The'"},
		{"ex:delivery", "how many cuisines sit beneath Asian", "count(DISTINCT c2)"},
		{"ex:library", "list Kwame Mensah's genres", "WROTE"},
	} {
		cy, err := netCompile(t, c.schema, c.question)
		if err != nil || !strings.Contains(cy, c.want) {
			t.Errorf("%s %q: want %q in %s (%v)", c.schema, c.question, c.want, cy, err)
		}
	}
}

// TestFix5ThreeLanguages: glued numbers and a pronoun after "start
// with", in Cypher, Gremlin and SPARQL on two schemas or more.
func TestFix5ThreeLanguages(t *testing.T) {
	checkLangCases(t, []langCase{
		{"ex:grid", "work orders over 5k that are still open", map[lang.Lang][]string{lang.Cypher: {"cost_eur > 5000"}, lang.Gremlin: {"P.gt(5000)"}, lang.SPARQL: {"> 5000"}}},
		{"ex:outpatient", "doctors making under 80k a year", map[lang.Lang][]string{lang.Cypher: {"salary_eur < 80000"}, lang.Gremlin: {"P.lt(80000)"}, lang.SPARQL: {"< 80000"}}},
		{"fix5_fleet", "pilots making over 80k", map[lang.Lang][]string{lang.Cypher: {"salary > 80000"}, lang.Gremlin: {"P.gt(80000)"}, lang.SPARQL: {"> 80000"}}},
		{"ex:logistics", "depots over 10k m3", map[lang.Lang][]string{lang.Cypher: {"capacity_m3 > 10000"}, lang.Gremlin: {"P.gt(10000)"}, lang.SPARQL: {"> 10000"}}},
		{"fix5_fleet", "parcels heavier than 1kg", map[lang.Lang][]string{lang.Cypher: {"weight_g > 1000"}, lang.Gremlin: {"P.gt(1000)"}, lang.SPARQL: {"> 1000"}}},
		{"ex:grid", "outages shorter than 45min", map[lang.Lang][]string{lang.Cypher: {"duration_min < 45"}, lang.Gremlin: {"P.lt(45)"}, lang.SPARQL: {"< 45"}}},
		{"ex:grid", "avg work order cost by priority", map[lang.Lang][]string{lang.Cypher: {"avg(w.cost_eur)"}, lang.Gremlin: {"mean()"}, lang.SPARQL: {"AVG(?w_cost_eur)"}}},
		{"fix5_fleet", "avg salary of pilots", map[lang.Lang][]string{lang.Cypher: {"avg(p.salary)"}, lang.Gremlin: {"mean()"}, lang.SPARQL: {"?p_salary", "AS ?avg"}}},
		{"ex:company", "how many of our employees were born in the 90s", map[lang.Lang][]string{lang.Cypher: {"born >= 1990", "born <= 1999"}, lang.Gremlin: {"P.gte(1990)", "P.lte(1999)"}, lang.SPARQL: {">= 1990", "<= 1999"}}},
		{"ex:grid", "substations commissioned in the '80s", map[lang.Lang][]string{lang.Cypher: {"'1980-01-01'", "'1990-01-01'"}, lang.Gremlin: {"'1980-01-01'", "'1990-01-01'"}, lang.SPARQL: {"1980-01-01", "1990-01-01"}}},
		{"ex:logistics", "which incidents cost us the least?", map[lang.Lang][]string{lang.Cypher: {"ORDER BY cost_eur"}, lang.Gremlin: {"cost_eur"}, lang.SPARQL: {"cost_eur"}}},
		{"ex:retail", "which product cost us the most?", map[lang.Lang][]string{lang.Cypher: {"price_usd DESC"}, lang.Gremlin: {"price_usd"}, lang.SPARQL: {"price_usd"}}},
		{"ex:delivery", "when did Aylin Demir start with us?", map[lang.Lang][]string{lang.Cypher: {"joined", "!STARTS WITH"}, lang.Gremlin: {"joined", "!startingWith"}, lang.SPARQL: {"joined", "!STRSTARTS"}}},
	})
}

func fix5Warned(r *Result, code string) bool {
	for _, w := range r.Warnings {
		if w.Check == code {
			return true
		}
	}
	return false
}

// TestGluedNumber: which glued words are numbers with a scale or unit.
func TestGluedNumber(t *testing.T) {
	for w, want := range map[string]string{"90s": "", "5k": "5 k", "80K": "80 k", "100g": "100 g", "45min": "45 min", "1.5kg": "1.5 kg", "1990s": "", "3rd": "", "k5": "", "4x4": "", "10m3": ""} {
		n, r, ok := gluedNumber(w)
		got := ""
		if ok {
			got = n + " " + r
		}
		if got != want {
			t.Errorf("gluedNumber(%q) = %q, want %q", w, got, want)
		}
	}
}

// TestShortDecade: two-digit decades of the last century only.
func TestShortDecade(t *testing.T) {
	for w, want := range map[string]string{"90s": "1990s", "'80s": "1980s", "30s": "1930s", "20s": "", "00s": "", "95s": "", "90": "", "1990s": ""} {
		got, _ := english.ShortDecade(w)
		if got != want {
			t.Errorf("ShortDecade(%q) = %q, want %q", w, got, want)
		}
	}
}
