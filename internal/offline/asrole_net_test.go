package offline

import "testing"

// TestRoleSlotUnlinked: the X of "have X as a Y" stands where a stored
// value stands; unlinked, the plan listed everything with any Y (a silent
// wrong). On three schemas it is refused; a name that links is read.
func TestRoleSlotUnlinked(t *testing.T) {
	runKinds(t, []kindCase{
		{schema: "registry", question: "Which packages have react as a dependency?", refused: true},
		{schema: "ops", question: "Which services have xyzzy as a dependency?", refused: true},
		{schema: "movies", question: "Which movies have zorro as a director?", refused: true},
		{schema: "movies", question: "Which movies have Tom Hanks as an actor?", want: []string{"{name: 'Tom Hanks'}"}},
	})
}
