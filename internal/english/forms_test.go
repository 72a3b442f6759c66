package english

import "testing"

func TestBase(t *testing.T) {
	groups := [][]string{
		{"depend", "depends", "depending", "depended", "dependency", "dependencies", "dependent", "dependents"},
		{"direct", "directs", "directed", "director", "directors", "direction"},
		{"own", "owns", "owned", "owner", "owners"},
		{"manage", "manages", "managed", "manager", "managers", "management"},
		{"assign", "assigned", "assignment", "assignments"},
		{"write", "writes", "writer", "writers"},
		{"follow", "follows", "followed", "follower", "followers"},
	}
	for _, g := range groups {
		for _, w := range g[1:] {
			if !SameBase(g[0], w) {
				t.Errorf("%s and %s should share a base (%s, %s)", g[0], w, Base(g[0]), Base(w))
			}
		}
	}
	for _, p := range [][2]string{{"agent", "age"}, {"depend", "direct"}, {"own", "owe"}, {"student", "study"}, {"moment", "mom"}} {
		if SameBase(p[0], p[1]) {
			t.Errorf("%s and %s share no base (both %s)", p[0], p[1], Base(p[0]))
		}
	}
	for w, want := range map[string]bool{"dependents": true, "followers": true, "owner": true, "dependencies": false, "direction": false, "depend": false} {
		if Agent(w) != want {
			t.Errorf("Agent(%s) = %v", w, !want)
		}
	}
}

func TestAct(t *testing.T) {
	for w, want := range map[string]bool{"dependencies": true, "management": true, "direction": true, "assignments": true,
		"dependents": false, "followers": false, "depend": false, "movies": false} {
		if Act(w) != want {
			t.Errorf("Act(%s) = %v", w, !want)
		}
	}
}
