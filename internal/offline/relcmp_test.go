package offline

import (
	"strings"
	"testing"

	"github.com/gql-dev/gql/diag"
	"github.com/gql-dev/gql/lang"
)

// relcmpCase is a question, what each language must hold (fragments on
// one line), and the warnings the plan must carry; no want is a refusal.
type relcmpCase struct {
	kg, q          string
	cy, gr, sp     []string
	warns, nowarns []string
}

func checkRelcmp(t *testing.T, cases []relcmpCase) {
	t.Helper()
	for _, c := range cases {
		outs, ws, err := selfrefCompile(t, c.kg, c.q)
		if c.cy == nil {
			if err == nil {
				t.Errorf("%s: %q: answered, want a refusal:\n%s", c.kg, c.q, outs[lang.Cypher])
			}
			continue
		}
		if err != nil {
			t.Errorf("%s: %q: %v", c.kg, c.q, err)
			continue
		}
		for l, frags := range map[lang.Lang][]string{lang.Cypher: c.cy, lang.Gremlin: c.gr, lang.SPARQL: c.sp} {
			for _, f := range frags {
				if !strings.Contains(outs[l], f) {
					t.Errorf("%s: %q: %s lacks %q:\n%s", c.kg, c.q, l, f, outs[l])
				}
			}
		}
		has := func(id string) bool {
			for _, w := range ws {
				if w.Check == id && w.Severity == diag.Warning {
					return true
				}
			}
			return false
		}
		for _, w := range c.warns {
			if !has(w) {
				t.Errorf("%s: %q: no %s warning in %v", c.kg, c.q, w, ws)
			}
		}
		for _, w := range c.nowarns {
			if has(w) {
				t.Errorf("%s: %q: unwanted %s warning", c.kg, c.q, w)
			}
		}
	}
}

// TestThanSetComparesWithTheGreatest: "than any|every|all X <in|from> V"
// compares with the greatest (more) or least (less) value over the Xs
// holding V, in the three languages, on the relcmp fleet (a property
// graph) and three relational graphs as converted. "other", two values
// and a value reached through a key stay refused.
func TestThanSetComparesWithTheGreatest(t *testing.T) {
	checkRelcmp(t, []relcmpCase{
		{kg: "relcmp_fleet", q: "Which ships have a greater tonnage than every ship from Greece?",
			cy:    []string{"MATCH (all_agg:Ship {flag: 'Greece'}) WITH max(all_agg.tonnage) AS agg MATCH (s:Ship) WHERE s.tonnage > agg"},
			gr:    []string{"g.V().has('Ship', 'flag', 'Greece').values('tonnage').max().as('agg').V().hasLabel('Ship')", ".where(P.gt('agg')).by('tonnage').by()"},
			sp:    []string{`{ SELECT (MAX(?all_agg_tonnage) AS ?agg) WHERE { ?all_agg a :Ship ; :tonnage ?all_agg_tonnage ; :flag "Greece" . } }`, "FILTER(?s_tonnage > ?agg)"},
			warns: []string{"compared-with-set"}},
		{kg: "relcmp_fleet", q: "Which ships have a smaller crew than all ships from Greece?",
			cy:    []string{"MATCH (all_agg:Ship {flag: 'Greece'}) WITH min(all_agg.crew) AS agg", "WHERE s.crew < agg"},
			gr:    []string{"has('Ship', 'flag', 'Greece').values('crew').min().as('agg')", ".where(P.lt('agg'))"},
			sp:    []string{"(MIN(?all_agg_crew) AS ?agg)", "FILTER(?s_crew < ?agg)"},
			warns: []string{"compared-with-set"}},
		{kg: "gym_club", q: "Which members are older than every Basic member? Give their first names.",
			cy:    []string{"MATCH (all_agg:member {membership_level: 'Basic'}) WITH max(all_agg.age) AS agg", "WHERE m.age > agg"},
			gr:    []string{"has('member', 'membership_level', 'Basic').values('age').max().as('agg')", ".where(P.gt('agg')).by('age').by()"},
			sp:    []string{`(MAX(?all_agg_age) AS ?agg) WHERE { ?all_agg a :member ; :age ?all_agg_age ; :membership_level "Basic" . }`, "FILTER(?m_age > ?agg)"},
			warns: []string{"compared-with-set"}},
		{kg: "restaurant_inspection", q: "Which restaurants have more seats than all restaurants in the South district?",
			cy:    []string{"MATCH (all_agg:restaurant {district: 'South'}) WITH max(all_agg.seats) AS agg", "WHERE r.seats > agg"},
			gr:    []string{"has('restaurant', 'district', 'South').values('seats').max()"},
			sp:    []string{`:district "South" . } }`, "FILTER(?r_seats > ?agg)"},
			warns: []string{"compared-with-set"}},
		{kg: "academic", q: "Which authors have a higher h-index than each author from France? Give their names.",
			cy: []string{"MATCH (all_agg:author {country: 'France'}) WITH max(all_agg.h_index) AS agg", "WHERE a.h_index > agg"},
			gr: []string{"has('author', 'country', 'France').values('h_index').max()"},
			sp: []string{`:country "France" . } }`, "FILTER(?a_h_index > ?agg)"}},
		// Refused: "other" leaves each thing out of its own set; two
		// values; a value the kind reaches through a key.
		{kg: "relcmp_fleet", q: "Which ships have a greater tonnage than every other ship from Greece?"},
		{kg: "relcmp_fleet", q: "Which ships have a greater tonnage than every ship from Greece or Malta?"},
		{kg: "farm_census", q: "Which farms have more cattle than every farm in Ashford?"},
	})
}

// TestThanNamedComparesWithTheNamedThing: "Xs <comparative> than the
// <named X>", a question the phases refuse, is read as if a number stood
// for the named thing and compares with its value of the property that
// number meets: a list and a yes/no question, on the fleet and on the
// chess club's relational graph, in the three languages; a property
// chosen by the stand-in number's size alone is refused.
func TestThanNamedComparesWithTheNamedThing(t *testing.T) {
	checkRelcmp(t, []relcmpCase{
		{kg: "relcmp_fleet", q: "Does the Aegean Dawn have a larger crew than the Baltic Pearl?",
			cy:    []string{"MATCH (named:Ship {name: 'Baltic Pearl'}) MATCH (s:Ship {name: 'Aegean Dawn'}) WHERE s.crew > named.crew RETURN count(*) > 0 AS yes"},
			gr:    []string{"g.V().has('Ship', 'name', 'Baltic Pearl').has('crew').as('named').V().has('Ship', 'name', 'Aegean Dawn')", ".where(P.gt('named')).by('crew').by('crew')"},
			sp:    []string{`?named a :Ship ; :name "Baltic Pearl" ; :crew ?named_crew .`, "FILTER(?s_crew > ?named_crew)"},
			warns: []string{"compared-with-named", "yes-no"}},
		{kg: "relcmp_fleet", q: "Which ships have a greater tonnage than the Nordic Star?",
			cy:    []string{"MATCH (named:Ship {name: 'Nordic Star'}) MATCH (s:Ship) WHERE s.tonnage > named.tonnage"},
			gr:    []string{"has('Ship', 'name', 'Nordic Star').has('tonnage').as('named')", ".where(P.gt('named')).by('tonnage').by('tonnage')"},
			sp:    []string{`:name "Nordic Star" ; :tonnage ?named_tonnage .`, "FILTER(?s_tonnage > ?named_tonnage)"},
			warns: []string{"compared-with-named"}},
		{kg: "chess_club", q: "Does Mira Sokolova have a higher Elo than Viktor Haldane?",
			cy:    []string{"MATCH (named:player {name: 'Viktor Haldane'}) MATCH (p:player {name: 'Mira Sokolova'}) WHERE p.elo > named.elo RETURN count(*) > 0 AS yes"},
			gr:    []string{"g.V().has('player', 'name', 'Viktor Haldane').has('elo').as('named').V().has('player', 'name', 'Mira Sokolova')", ".where(P.gt('named')).by('elo').by('elo')"},
			sp:    []string{`?named a :player ; :name "Viktor Haldane" ; :elo ?named_elo .`, "FILTER(?p_elo > ?named_elo)"},
			warns: []string{"compared-with-named", "yes-no"}},
		{kg: "chess_club", q: "Which players have a higher Elo than Viktor Haldane?",
			cy:    []string{"MATCH (named:player {name: 'Viktor Haldane'}) MATCH (p:player) WHERE p.elo > named.elo"},
			gr:    []string{".where(P.gt('named')).by('elo').by('elo')"},
			sp:    []string{"FILTER(?p_elo > ?named_elo)"},
			warns: []string{"compared-with-named"}},
		// A name with its own apostrophe: the clause ends after it.
		{kg: "relcmp_fleet", q: "Which ships have a larger crew than Neptune's Gift?",
			cy:    []string{"MATCH (named:Ship {name: 'Neptune\\'s Gift'}) MATCH (s:Ship) WHERE s.crew > named.crew"},
			gr:    []string{".where(P.gt('named')).by('crew').by('crew')"},
			sp:    []string{"FILTER(?s_crew > ?named_crew)"},
			warns: []string{"compared-with-named"}},
		// "bigger" names no property of a ship, and the number standing
		// in for the named one would pick it by its size.
		{kg: "relcmp_fleet", q: "Is the Aegean Dawn bigger than the Baltic Pearl?"},
		// Two named things: which one the comparison is with is not said.
		{kg: "relcmp_fleet", q: "Which ships have a greater tonnage than the Nordic Star or the Baltic Pearl?"},
	})
}

// TestAverageNamedByACapitalisedWord: "the average Elo of all players",
// a capitalised word the graph holds no value of but a property link
// covers, names the property averaged, not a value narrowing the
// average: on the chess club's relational graph and the fleet, in the
// three languages.
func TestAverageNamedByACapitalisedWord(t *testing.T) {
	checkRelcmp(t, []relcmpCase{
		{kg: "chess_club", q: "Which players have an Elo rating above the average Elo of all players?",
			cy:    []string{"MATCH (all_agg:player) WITH avg(all_agg.elo) AS agg MATCH (p:player) WHERE p.elo > agg"},
			gr:    []string{"g.V().hasLabel('player').values('elo').mean().as('agg')", ".where(P.gt('agg')).by('elo').by()"},
			sp:    []string{"{ SELECT (AVG(?all_agg_elo) AS ?agg) WHERE { ?all_agg a :player ; :elo ?all_agg_elo . } }", "FILTER(?p_elo > ?agg)"},
			warns: []string{"aggregate-compared"}},
		{kg: "relcmp_fleet", q: "Which ships have a Tonnage above the average Tonnage of all ships?",
			cy:    []string{"MATCH (all_agg:Ship) WITH avg(all_agg.tonnage) AS agg MATCH (s:Ship) WHERE s.tonnage > agg"},
			gr:    []string{"g.V().hasLabel('Ship').values('tonnage').mean().as('agg')"},
			sp:    []string{"(AVG(?all_agg_tonnage) AS ?agg)", "FILTER(?s_tonnage > ?agg)"},
			warns: []string{"aggregate-compared"}},
	})
}
