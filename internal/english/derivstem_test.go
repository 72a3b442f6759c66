package english

import "testing"

func TestDerived(t *testing.T) {
	groups := [][]string{
		{"describe", "described", "describes", "describing", "description", "descriptions"},
		{"populate", "populated", "population", "populations", "populace", "populous"},
		{"locate", "located", "location", "locations"},
		{"create", "created", "creation"},
		{"educate", "educated", "education"},
		{"direct", "directed", "direction"},
		{"adopt", "adopted", "adoption"},
		{"subscribe", "subscribed", "subscription"},
		{"prescribe", "prescribed", "prescription"},
		{"receive", "received", "reception"},
		{"assume", "assumed", "assumption"},
		{"consume", "consumed", "consumption"},
		{"produce", "produced", "production"},
		{"perform", "performed", "performance"},
		{"depend", "depended", "dependence"},
		{"govern", "governed", "government"},
		{"elect", "elected", "election"},
		{"employ", "employed", "employment"},
	}
	for _, g := range groups {
		for _, w := range g[1:] {
			if !Derived(g[0], w) {
				t.Errorf("%s and %s should be derived forms (%q, %q)", g[0], w, DerivStem(g[0]), DerivStem(w))
			}
		}
	}
	unrelated := [][2]string{
		{"surface", "surf"}, {"positive", "position"}, {"executive", "execution"}, {"popular", "population"},
		{"native", "nation"}, {"station", "state"}, {"famous", "fame"}, {"nervous", "nerve"},
		{"mention", "men"}, {"palace", "pal"}, {"describe", "destroy"}, {"population", "pollution"},
		{"attention", "attend"}, {"decision", "decide"}, {"location", "lock"}, {"creation", "cream"},
		{"country", "count"}, {"government", "go"}, {"reception", "recipe"}, {"product", "protect"},
		{"name", "named"}, // too short to compare: no stem at all
	}
	for _, p := range unrelated {
		if Derived(p[0], p[1]) {
			t.Errorf("%s and %s are not derived forms of one word (both %q)", p[0], p[1], DerivStem(p[0]))
		}
	}
}

func TestDerivStemShortWords(t *testing.T) {
	for _, w := range []string{"act", "age", "date", "rate", "state", "name", "fame", "a", ""} {
		if s := DerivStem(w); s != "" {
			t.Errorf("DerivStem(%q) = %q, want none: too short to compare", w, s)
		}
	}
}
