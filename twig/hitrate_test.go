package twig

import (
	"context"
	"os"
	"path/filepath"
	"sort"
	"strings"
	"testing"

	"github.com/gql-dev/gql/examples"
	"github.com/gql-dev/gql/grounding"
	"github.com/gql-dev/gql/lang"
)

func moviesLinker(t testing.TB, opts Options) *Linker {
	t.Helper()
	g, s, err := examples.Movies()
	if err != nil {
		t.Fatal(err)
	}
	lk, err := NewLinker(context.Background(), s, nil, grounding.NewMemorySource(g, s), grounding.Options{}, opts)
	if err != nil {
		t.Fatal(err)
	}
	return lk
}

func twigFootprints(lk *Linker, res *Linked) []*Footprint {
	var out []*Footprint
	for _, r := range res.Twigs {
		out = append(out, OfTwig(r, lk.Schema))
	}
	return out
}

// alignedHitRates measures twig hit rate per language on the aligned
// movies benchmark at top K.
func alignedHitRates(t testing.TB, k int) map[lang.Lang]*HitStats {
	lk := moviesLinker(t, Options{K: k})
	stats := map[lang.Lang]*HitStats{lang.Cypher: {}, lang.Gremlin: {}, lang.SPARQL: {}}
	for _, a := range readAligned(t) {
		res, err := lk.Link(context.Background(), a.Question)
		if err != nil {
			t.Fatal(err)
		}
		tw := twigFootprints(lk, res)
		stats[lang.Cypher].Add(tw, []*Footprint{mustFP(t)(OfCypher(a.Cypher, lk.Schema))}, a.ID)
		stats[lang.Gremlin].Add(tw, []*Footprint{mustFP(t)(OfGremlin(a.Gremlin, lk.Schema))}, a.ID)
		stats[lang.SPARQL].Add(tw, []*Footprint{mustFP(t)(OfSPARQL(a.SPARQL, lk.Schema))}, a.ID)
	}
	return stats
}

// TestHitRateAligned reports twig hit rate per language on the aligned
// movies benchmark (paper, Table 2: 77.00 / 63.98 / 80.33) and fails below
// the project's targets (85 / 75 / 88).
func TestHitRateAligned(t *testing.T) {
	floor := map[lang.Lang]float64{lang.Cypher: 85, lang.Gremlin: 75, lang.SPARQL: 88}
	for _, k := range []int{3, 5, 10} {
		stats := alignedHitRates(t, k)
		for _, l := range lang.All {
			t.Logf("K=%d %-7s %s", k, l, stats[l])
			if k == DefaultK && stats[l].Rate() < floor[l] {
				t.Errorf("%s twig hit rate %.2f%% is below the target %.2f%%", l, stats[l].Rate(), floor[l])
			}
		}
		if k == DefaultK && testing.Verbose() {
			for _, m := range stats[lang.Cypher].Misses {
				t.Logf("  miss (cypher) %s", m)
			}
		}
	}
}

// TestHitRateAblation reports the paper's plain Eq. 7 ranking under the
// same measurement, for docs/linking.md.
func TestHitRateAblation(t *testing.T) {
	lk := moviesLinker(t, Options{Plain: true})
	stats := map[lang.Lang]*HitStats{lang.Cypher: {}, lang.Gremlin: {}, lang.SPARQL: {}}
	for _, a := range readAligned(t) {
		res, err := lk.Link(context.Background(), a.Question)
		if err != nil {
			t.Fatal(err)
		}
		tw := twigFootprints(lk, res)
		stats[lang.Cypher].Add(tw, []*Footprint{mustFP(t)(OfCypher(a.Cypher, lk.Schema))}, a.ID)
		stats[lang.Gremlin].Add(tw, []*Footprint{mustFP(t)(OfGremlin(a.Gremlin, lk.Schema))}, a.ID)
		stats[lang.SPARQL].Add(tw, []*Footprint{mustFP(t)(OfSPARQL(a.SPARQL, lk.Schema))}, a.ID)
	}
	for _, l := range lang.All {
		t.Logf("plain Eq. 7, K=%d %-7s %s", DefaultK, l, stats[l])
	}
	ours := alignedHitRates(t, DefaultK)
	if ours[lang.Cypher].Rate() <= stats[lang.Cypher].Rate() {
		t.Errorf("the additions do not improve on plain Eq. 7: %.2f vs %.2f", ours[lang.Cypher].Rate(), stats[lang.Cypher].Rate())
	}
}

// TestHitRateText2Cypher measures Cypher twig hit rate on the
// text2cypher-movies questions both models answered with a working query,
// taking either query as reference.
func TestHitRateText2Cypher(t *testing.T) {
	path := filepath.Join("..", "..", "shared", "data", "text2cypher-movies", "questions.csv")
	if _, err := os.Stat(path); err != nil {
		t.Skipf("shared corpus not present: %v", err)
	}
	cases, err := ReadText2CypherFile(path)
	if err != nil {
		t.Fatal(err)
	}
	if len(cases) < 100 {
		t.Fatalf("only %d usable questions", len(cases))
	}
	for _, k := range []int{3, 5, 10} {
		lk := moviesLinker(t, Options{K: k})
		all := &HitStats{}
		byType := map[string]*HitStats{}
		for _, c := range cases {
			res, err := lk.Link(context.Background(), c.Question)
			if err != nil {
				t.Fatal(err)
			}
			var refs []*Footprint
			for _, q := range c.Refs {
				// A reference that does not parse has no footprint to score against.
				if fp, err := OfCypher(q, lk.Schema); err == nil {
					refs = append(refs, fp)
				}
			}
			tw := twigFootprints(lk, res)
			all.Add(tw, refs, c.Question)
			if byType[c.Type] == nil {
				byType[c.Type] = &HitStats{}
			}
			byType[c.Type].Add(tw, refs, c.Question)
		}
		t.Logf("K=%d cypher %s", k, all)
		if k == DefaultK {
			var types []string
			for ty := range byType {
				types = append(types, ty)
			}
			sort.Strings(types)
			for _, ty := range types {
				t.Logf("  %-28s %s", ty, byType[ty])
			}
			if testing.Verbose() {
				for _, m := range all.Misses {
					t.Logf("  miss %s", m)
				}
			}
			if all.Rate() < 85 {
				t.Errorf("cypher twig hit rate %.2f%% is below the target 85%%", all.Rate())
			}
		}
	}
}

// TestHitRateGamma reports the sensitivity to γ (paper, Table 11, varies it
// over [0, 1]) on the aligned set; γ = 0.8 must beat lexical resonance
// alone and stay within 2 points of the best γ.
func TestHitRateGamma(t *testing.T) {
	rates := map[float64]float64{}
	for _, g := range []float64{-1, 0.2, 0.5, 0.8, 1} {
		lk := moviesLinker(t, Options{Gamma: g})
		st := &HitStats{}
		for _, a := range readAligned(t) {
			res, err := lk.Link(context.Background(), a.Question)
			if err != nil {
				t.Fatal(err)
			}
			st.Add(twigFootprints(lk, res), []*Footprint{mustFP(t)(OfCypher(a.Cypher, lk.Schema))}, a.ID)
		}
		shown := max(g, 0)
		rates[shown] = st.Rate()
		t.Logf("γ=%.1f cypher %s", shown, st)
	}
	best := 0.0
	for _, r := range rates {
		best = max(best, r)
	}
	if rates[0.8] <= rates[0] || rates[0.8] < best-2 {
		t.Errorf("γ=0.8 (%.2f) is no better than γ=0 (%.2f) or more than 2 points below the best γ (%.2f)", rates[0.8], rates[0], best)
	}
}

// TestLinkConcurrent: one Linker serves many goroutines with the results a
// single goroutine gets.
func TestLinkConcurrent(t *testing.T) {
	lk := moviesLinker(t, Options{})
	qs := []string{"Who directed The Matrix?", "How many films did tom hanks act in?", "Which movies came out after 2000?", "Who follows Jessica Thompson?"}
	want := make([]string, len(qs))
	for i, q := range qs {
		res, err := lk.Link(context.Background(), q)
		if err != nil {
			t.Fatal(err)
		}
		want[i] = twigIDs(res)
	}
	errs := make(chan string, 64)
	done := make(chan bool)
	for w := 0; w < 8; w++ {
		go func(w int) {
			for i := 0; i < 20; i++ {
				k := (w + i) % len(qs)
				res, err := lk.Link(context.Background(), qs[k])
				if err != nil {
					errs <- err.Error()
				} else if got := twigIDs(res); got != want[k] {
					errs <- qs[k] + ": " + got + " != " + want[k]
				}
			}
			done <- true
		}(w)
	}
	for w := 0; w < 8; w++ {
		<-done
	}
	close(errs)
	for e := range errs {
		t.Error(e)
	}
}

func twigIDs(res *Linked) string {
	var ids []string
	for _, r := range res.Twigs {
		ids = append(ids, r.ID)
	}
	return strings.Join(ids, "|")
}

// TestHitRateText2CypherHeldOut measures Cypher twig hit rate on the
// text2cypher-movies rows only one model answered with a working query
// (that query is the reference). Nothing was tuned on these rows.
func TestHitRateText2CypherHeldOut(t *testing.T) {
	path := filepath.Join("..", "..", "shared", "data", "text2cypher-movies", "questions.csv")
	f, err := os.Open(path)
	if err != nil {
		t.Skipf("shared corpus not present: %v", err)
	}
	defer f.Close()
	cases, err := ReadText2CypherSingle(f)
	if err != nil {
		t.Fatal(err)
	}
	if len(cases) < 100 {
		t.Fatalf("only %d held-out questions", len(cases))
	}
	skipped := map[string]bool{}
	run := func(opts Options) *HitStats {
		lk := moviesLinker(t, opts)
		st := &HitStats{}
		for _, c := range cases {
			ref, err := OfCypher(c.Refs[0], lk.Schema)
			if err != nil {
				// The corpus flags a few model queries as working that
				// Cypher 5 rejects; they have no structure to score against.
				skipped[c.Question] = true
				continue
			}
			res, err := lk.Link(context.Background(), c.Question)
			if err != nil {
				t.Fatal(err)
			}
			st.Add(twigFootprints(lk, res), []*Footprint{ref}, c.Question)
		}
		return st
	}
	st := run(Options{})
	t.Logf("held-out K=%d cypher %s (%d references do not parse)", DefaultK, st, len(skipped))
	t.Logf("held-out plain Eq. 7, K=%d cypher %s", DefaultK, run(Options{Plain: true}))
	if st.Rate() < 77 {
		t.Errorf("held-out cypher twig hit rate %.2f%% is below the paper's 77%%", st.Rate())
	}
}

// mustFP fails the test when a reference query the project keeps does not
// parse: its footprint would score nothing.
func mustFP(t testing.TB) func(*Footprint, error) *Footprint {
	return func(f *Footprint, err error) *Footprint {
		t.Helper()
		if err != nil {
			t.Fatal(err)
		}
		return f
	}
}
