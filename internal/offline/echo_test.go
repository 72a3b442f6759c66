package offline

import (
	"testing"
)

// TestEchoReadings: "the rank of X" reads the one property of X's label
// whose name ends in "rank", and "where does X live" the one place
// property of X, instead of echoing X's name — on papers, insure and a
// chess federation; two rank properties stay refused.
func TestEchoReadings(t *testing.T) {
	exampleReadings(t, []string{"papers", "insure"}, []readingCase{
		{"papers", "what's the rank of Transactions on Query Languages?", []string{"RETURN v.core_rank"}, "cue-noun-prop"},
		{"echo_chess", "what is the rank of Knight Riders?", []string{"RETURN c.league_rank"}, "cue-noun-prop"},
		{"echo_chess", "what's the rank of Vera Lind?", []string{"RETURN m.fide_rank"}, "cue-noun-prop"},
		{"echo_chess", "what's the rank of Spring Open?", nil, ""},
		{"insure", "where does luca d'alessandro live?", []string{"RETURN p.city", "!living_area"}, "where-property"},
		{"echo_chess", "where does Vera Lind live?", []string{"RETURN m.home_town", "!living_room"}, "where-property"},
		{"echo_chess", "Where does Otto Kral reside?", []string{"RETURN m.home_town"}, "where-property"},
	})
}
