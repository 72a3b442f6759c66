package offline

import (
	"path/filepath"
	"testing"

	"github.com/gql-dev/gql/examples"
)

// echoReadings runs checkReadings where a case's schema is an example
// exampleOrTest does not resolve (papers, insure) or any it does.
func echoReadings(t *testing.T, cases []readingCase) {
	t.Helper()
	for _, c := range cases {
		if c.schema != "papers" && c.schema != "insure" {
			checkReadings(t, []readingCase{c})
			continue
		}
		s, g, err := examples.Resolve(filepath.Join("..", "..", "examples", c.schema))
		if err != nil {
			t.Fatal(err)
		}
		w := planWant{schema: c.schema, question: c.question, refused: c.want == nil, flat: true, warn: c.warning}
		for _, f := range c.want {
			if len(f) > 0 && f[0] == '!' {
				w.not = append(w.not, f[1:])
			} else {
				w.want = append(w.want, f)
			}
		}
		checkPlan(t, g, s, w)
	}
}

// TestEchoReadings: "the rank of X" reads the one property of X's label
// whose name ends in "rank", and "where does X live" the one place
// property of X, instead of echoing X's name — on papers, insure and a
// chess federation; two rank properties stay refused.
func TestEchoReadings(t *testing.T) {
	echoReadings(t, []readingCase{
		{"papers", "what's the rank of Transactions on Query Languages?", []string{"RETURN v.core_rank"}, "cue-noun-prop"},
		{"echo_chess", "what is the rank of Knight Riders?", []string{"RETURN c.league_rank"}, "cue-noun-prop"},
		{"echo_chess", "what's the rank of Vera Lind?", []string{"RETURN m.fide_rank"}, "cue-noun-prop"},
		{"echo_chess", "what's the rank of Spring Open?", nil, ""},
		{"insure", "where does luca d'alessandro live?", []string{"RETURN p.city", "!living_area"}, "where-property"},
		{"echo_chess", "where does Vera Lind live?", []string{"RETURN m.home_town", "!living_room"}, "where-property"},
		{"echo_chess", "Where does Otto Kral reside?", []string{"RETURN m.home_town"}, "where-property"},
	})
}
