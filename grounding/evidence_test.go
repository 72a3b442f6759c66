package grounding

import (
	"bufio"
	"context"
	"encoding/json"
	"os"
	"testing"

	"github.com/gql-dev/gql/diag"
	"github.com/gql-dev/gql/examples"
	"github.com/gql-dev/gql/graph"
	"github.com/gql-dev/gql/internal/english"
	"github.com/gql-dev/gql/schema"
)

// ratingsGraph is a synthetic schema shaped like a movie-rating site, whose
// stored values sit next to ordinary words: a login "Elsie" (else), a
// role "I" (the pronoun), keywords "traveller" (traverse) and "movie
// theater" (movies they've).
func ratingsGraph() (*schema.Schema, *graph.Graph) {
	str := schema.Type("string")
	s := &schema.Schema{Name: "ratings",
		Labels: []schema.Label{
			{Name: "user", Properties: []schema.Property{{Name: "login", Type: str}}},
			{Name: "movie", Properties: []schema.Property{{Name: "title", Type: str}}},
			{Name: "keyword", Properties: []schema.Property{{Name: "name", Type: str}}},
			{Name: "person", Properties: []schema.Property{{Name: "name", Type: str}}},
		},
		EdgeTypes: []schema.EdgeType{
			{Name: "rate", Endpoints: []schema.Endpoint{{From: "user", To: "movie"}}},
			{Name: "has_keyword", Endpoints: []schema.Endpoint{{From: "movie", To: "keyword"}}},
			{Name: "acted_in", Endpoints: []schema.Endpoint{{From: "person", To: "movie"}}, Properties: []schema.Property{{Name: "role", Type: str}}},
		},
	}
	g := &graph.Graph{Name: "ratings",
		Nodes: []graph.Node{
			{ID: "u1", Labels: []string{"user"}, Props: map[string]any{"login": "Elsie"}},
			{ID: "u2", Labels: []string{"user"}, Props: map[string]any{"login": "Fredrick"}},
			{ID: "m1", Labels: []string{"movie"}, Props: map[string]any{"title": "Heat"}},
			{ID: "k1", Labels: []string{"keyword"}, Props: map[string]any{"name": "traveller"}},
			{ID: "k2", Labels: []string{"keyword"}, Props: map[string]any{"name": "movie theater"}},
			{ID: "p1", Labels: []string{"person"}, Props: map[string]any{"name": "Al Pacino"}},
		},
		Edges: []graph.Edge{
			{ID: "e1", Type: "rate", From: "u1", To: "m1"},
			{ID: "e2", Type: "has_keyword", From: "m1", To: "k1"},
			{ID: "e3", Type: "has_keyword", From: "m1", To: "k2"},
			{ID: "e4", Type: "acted_in", From: "p1", To: "m1", Props: map[string]any{"role": "I"}},
		},
	}
	return s, g
}

func evidenceSetup(t *testing.T, name string) (*schema.Schema, ValueSource) {
	t.Helper()
	if name == "ratings" {
		s, g := ratingsGraph()
		return s, NewMemorySource(g, s)
	}
	s, g, err := examples.Resolve(name)
	if err != nil {
		t.Fatal(err)
	}
	return s, NewMemorySource(g, s)
}

// TestValueEvidence checks each rule of value-link evidence on three
// schemas: the bundled movies and company examples and a synthetic one.
func TestValueEvidence(t *testing.T) {
	cases := []struct {
		schema, q, text string
		value           string // "" = the text links no value
		match           MatchKind
		evidence        []EvidenceKind // kinds the best candidate must carry
	}{
		// The questions: ordinary words and a pronoun link nothing.
		{"ratings", "Who else has rated the movies that I rated?", "else", "", "", nil},
		{"ratings", "Who else has rated the movies that I rated?", "I", "", "", nil},
		{"ratings", "Filter all movie vertices from the graph and traverse outgoing has_keyword edges.", "traverse", "", "", nil},
		{"ratings", "Show me the first 79 directors with how many movies they've directed.", "movies they've", "", "", nil},
		// Quoted, a pronoun is a value like any other word.
		{"ratings", "Who played the role 'I'?", "I", "I", MatchExact, nil},
		// A naming cue or a capital inside the sentence: a value is meant.
		{"ratings", "Which movies did the user called Elsi rate?", "Elsi", "Elsie", MatchFuzzy, []EvidenceKind{EvidenceNamingCue, EvidenceCapitalised}},
		{"ratings", "Which movies did the user whose login is 'elsi' rate?", "elsi", "Elsie", MatchFuzzy, []EvidenceKind{EvidenceQuoted, EvidenceNamingCue}},
		{"ratings", "Which movies did fredrik rate?", "fredrik", "Fredrick", MatchFuzzy, []EvidenceKind{EvidenceOnlyReading}},

		{"movies", "Which movies did Tom Hnaks act in?", "Tom Hnaks", "Tom Hanks", MatchFuzzy, []EvidenceKind{EvidenceCapitalised, EvidenceOnlyReading}},
		{"movies", "Which movies did tom hnaks act in?", "tom hnaks", "Tom Hanks", MatchFuzzy, []EvidenceKind{EvidenceOnlyReading}},
		{"movies", "Who acted in a movie called Unforgivn?", "Unforgivn", "Unforgiven", MatchFuzzy, []EvidenceKind{EvidenceNamingCue}},
		{"movies", "Who directed 'The Matrx'?", "The Matrx", "The Matrix", MatchFuzzy, []EvidenceKind{EvidenceQuoted}},
		// A common word is not corrected into a title; capitalised mid-
		// sentence it is a name, at the start of the sentence it is not.
		{"movies", "Who acted in the twisted movie?", "twisted", "", "", nil},
		{"movies", "Who acted in the Twisted movie?", "Twisted", "Twister", MatchFuzzy, []EvidenceKind{EvidenceCapitalised}},
		{"movies", "Twisted movies with Bill Paxton?", "Twisted", "", "", nil},
		{"movies", "Which movies did tom hanks act in?", "tom hanks", "Tom Hanks", MatchFolded, nil},
		{"movies", "Who acted in The Matrix?", "The Matrix", "The Matrix", MatchExact, nil},

		{"company", "Which skills does Tom Beker have?", "Tom Beker", "Tom Becker", MatchFuzzy, []EvidenceKind{EvidenceCapitalised}},
		{"company", "Which skills does tom beker have?", "tom beker", "Tom Becker", MatchFuzzy, []EvidenceKind{EvidenceOnlyReading}},
		{"company", "Who works on a project called Nightingle?", "Nightingle", "Nightingale", MatchFuzzy, []EvidenceKind{EvidenceNamingCue}},
		{"company", "Which employees know pyton?", "pyton", "Python", MatchFuzzy, []EvidenceKind{EvidenceOnlyReading}},
		{"company", "Which employees have grants?", "grants", "", "", nil},
		{"company", "Who manages the sales and marketting department?", "sales and marketting", "", "", nil},
		{"company", "Who manages the Sales and Marketting department?", "Sales and Marketting", "Sales and Marketing", MatchFuzzy, []EvidenceKind{EvidenceCapitalised}},
		{"company", "Where do I work?", "I", "", "", nil},
		// Another form of the same word is folded, not fuzzy.
		{"company", "Which projects did they complete?", "complete", "completed", MatchFolded, nil},
		// A category value spelt exactly by an everyday word still links.
		{"company", "Who works on Phoenix as owner?", "owner", "owner", MatchExact, nil},
		{"company", "Who works in Finance?", "Finance", "Finance", MatchExact, nil},
	}
	ctx := context.Background()
	for _, c := range cases {
		s, src := evidenceSetup(t, c.schema)
		res, err := Ground(ctx, c.q, s, src)
		if err != nil {
			t.Fatal(err)
		}
		var got *ValueLink
		for i, v := range res.Values {
			if v.Text == c.text {
				got = &res.Values[i]
			}
		}
		if c.value == "" {
			if got != nil {
				t.Errorf("%s: %q: %q linked to %q (%s), want no link", c.schema, c.q, c.text, got.Best().Value, got.Best().Match)
			}
			continue
		}
		if got == nil {
			t.Errorf("%s: %q: %q links nothing, want %q; values %+v", c.schema, c.q, c.text, c.value, res.Values)
			continue
		}
		b := got.Best()
		if b.Value != c.value || b.Match != c.match {
			t.Errorf("%s: %q: %q → %q (%s), want %q (%s)", c.schema, c.q, c.text, b.Value, b.Match, c.value, c.match)
		}
		have := map[EvidenceKind]bool{}
		for _, e := range b.Evidence {
			have[e.Kind] = true
		}
		for _, k := range c.evidence {
			if !have[k] {
				t.Errorf("%s: %q: %q → %q: evidence %v lacks %s", c.schema, c.q, c.text, b.Value, b.Evidence, k)
			}
		}
	}
}

// TestFuzzyLinksCarryEvidence: over every question of the aligned movies
// set and the company sets, no fuzzy candidate exists without evidence,
// and each evidence span lies inside the question.
func TestFuzzyLinksCarryEvidence(t *testing.T) {
	ctx := context.Background()
	for _, set := range []struct{ schema, path string }{
		{"movies", "../testdata/movies/aligned/questions.jsonl"},
		{"company", "../testdata/company/questions.jsonl"},
		{"company", "../testdata/company/heldout.jsonl"},
	} {
		s, src := evidenceSetup(t, set.schema)
		f, err := os.Open(set.path)
		if err != nil {
			t.Fatal(err)
		}
		sc := bufio.NewScanner(f)
		sc.Buffer(make([]byte, 1<<20), 1<<20)
		n, fuzzy := 0, 0
		for sc.Scan() {
			var it struct {
				Question string `json:"question"`
			}
			if json.Unmarshal(sc.Bytes(), &it) != nil || it.Question == "" {
				continue
			}
			n++
			res, err := Ground(ctx, it.Question, s, src)
			if err != nil {
				t.Fatal(err)
			}
			for _, v := range res.Values {
				for _, c := range v.Candidates {
					if c.Match == "" {
						t.Errorf("%q: %q → %q has no match kind", it.Question, v.Text, c.Value)
					}
					if c.Match != MatchFuzzy {
						continue
					}
					fuzzy++
					if len(c.Evidence) == 0 {
						t.Errorf("%q: fuzzy %q → %q without evidence", it.Question, v.Text, c.Value)
					}
					for _, e := range c.Evidence {
						if e.Span.Start < 0 || e.Span.End > len(it.Question) || e.Span.Start >= e.Span.End {
							t.Errorf("%q: evidence %v outside the question", it.Question, e)
						}
					}
				}
			}
		}
		f.Close()
		if n == 0 {
			t.Fatalf("%s: no questions read", set.path)
		}
		t.Logf("%s: %d questions, %d fuzzy candidates, all with evidence", set.path, n, fuzzy)
	}
}

// TestValueDiagnostic: a fuzzy reading is a value-corrected warning whose
// summary says what was read as what and whose detail gives the evidence;
// a case fold is value-folded info; an exact match says nothing.
func TestValueDiagnostic(t *testing.T) {
	ctx := context.Background()
	for _, c := range []struct {
		schema, q string
		check     string
		sev       diag.Severity
		summary   string
	}{
		{"movies", "Which movies did Tom Hnaks act in?", "value-corrected", diag.Warning, "read 'Tom Hnaks' as 'Tom Hanks'"},
		{"company", "Which skills does tom beker have?", "value-corrected", diag.Warning, "read 'tom beker' as 'Tom Becker'"},
		{"movies", "Which movies did tom hanks act in?", "value-folded", diag.Info, "read 'tom hanks' as 'Tom Hanks'"},
		{"company", "Who works in finance?", "value-folded", diag.Info, "read 'finance' as 'Finance'"},
		{"company", "Who works in Finance?", "", 0, ""},
	} {
		s, src := evidenceSetup(t, c.schema)
		res, err := Ground(ctx, c.q, s, src)
		if err != nil || len(res.Values) == 0 {
			t.Fatalf("%q: %v, values %v", c.q, err, res)
		}
		v := res.Values[0]
		d, ok := ValueDiagnostic(c.q, v, v.Best())
		if c.check == "" {
			if ok {
				t.Errorf("%q: exact match gave %+v", c.q, d)
			}
			continue
		}
		if !ok || d.Check != c.check || d.Severity != c.sev || d.Summary != c.summary || d.Span != v.Span {
			t.Errorf("%q: got %+v ok=%v, want %s %s %q at %v", c.q, d, ok, c.check, c.sev, c.summary, v.Span)
		}
		if c.sev == diag.Warning && (d.Detail == "" || len(d.Fixes) != 1) {
			t.Errorf("%q: warning without detail or fix: %+v", c.q, d)
		}
	}
}

// TestCommonWordsAndPronouns: the word lists value linking consults
// (internal/english/common_words.go).
func TestCommonWordsAndPronouns(t *testing.T) {
	for _, w := range []string{"else", "traverse", "movie", "Random", "randomly", "happily", "darkness", "the", "owner"} {
		if !english.IsCommonWord(w) {
			t.Errorf("%q is not common", w)
		}
	}
	// Names and misspellings are not everyday words.
	for _, w := range []string{"hanks", "hnaks", "elsie", "unforgivn", "pyton", "nightingale", "ly", "ness"} {
		if english.IsCommonWord(w) {
			t.Errorf("%q is common", w)
		}
	}
	for _, w := range []string{"I", "they've", "They’re", "me", "themselves", "someone", "it's"} {
		if !english.IsPronoun(w) {
			t.Errorf("%q is not a pronoun", w)
		}
	}
	for _, w := range []string{"Ivan", "theater", "owner", "one", "its'"} {
		if english.IsPronoun(w) {
			t.Errorf("%q is a pronoun", w)
		}
	}
}
