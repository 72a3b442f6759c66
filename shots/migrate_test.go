package shots

import (
	"bytes"
	"context"
	"errors"
	"fmt"
	"os"
	"path/filepath"
	"regexp"
	"strings"
	"testing"

	"github.com/gql-dev/gql/examples"
	"github.com/gql-dev/gql/lang"
	"github.com/gql-dev/gql/schema"
)

func movies(t *testing.T) *schema.Schema {
	t.Helper()
	s, err := examples.Schema("movies")
	if err != nil {
		t.Fatal(err)
	}
	return s
}

func TestSchemaChangeMigration(t *testing.T) {
	for _, policy := range []Policy{Flag, Drop} {
		t.Run(map[Policy]string{Flag: "flag", Drop: "drop"}[policy], func(t *testing.T) {
			s := openTemp(t, Options{})
			old := movies(t)
			r, err := s.UseSchema("movies", old, nil, Flag)
			if err != nil || r.From != "" || r.To != old.Fingerprint() {
				t.Fatalf("first use: %+v %v", r, err)
			}
			oc := Namespace{Schema: old.Fingerprint(), Target: lang.Cypher}
			og := Namespace{Schema: old.Fingerprint(), Target: lang.Gremlin}
			keep := mustAdmit(t, s, oc, "Who directed The Matrix?",
				"MATCH (p:Person)-[:DIRECTED]->(m:Movie {title: 'The Matrix'}) RETURN p.name",
				"label:Person", "edge:DIRECTED", "label:Movie", "prop:Movie.title", "prop:Person.name")
			gone := mustAdmit(t, s, oc, "What is the tagline of Top Gun?",
				"MATCH (m:Movie {title: 'Top Gun'}) RETURN m.tagline", "label:Movie", "prop:Movie.tagline")
			critic := mustAdmit(t, s, og, "Which movies were released after 2000?",
				"g.V().hasLabel('Movie').has('released', gt(2000)).values('title')",
				"label:Movie", "prop:Movie.released", "prop:Movie.title")
			s.Update(oc, []uint64{keep}, true)
			for i := 0; i < 4; i++ {
				s.Tick(oc)
			}
			s.AddNegative(Negative{Namespace: oc, Query: "MATCH (m:Movie) RETURN m.tagline.x", Error: "bad", Elements: []string{"prop:Movie.tagline"}})
			s.AddNegative(Negative{Namespace: oc, Query: "MATCH (m:Movie) RETURN m.titel", Error: "bad", Elements: []string{"prop:Movie.title"}})

			// Same schema again: nothing happens.
			if r, _ := s.UseSchema("movies", old, nil, policy); r.From != r.To || r.Migrated+r.Flagged+r.Dropped != 0 {
				t.Fatalf("unchanged schema migrated: %+v", r)
			}

			// The new schema drops Movie.tagline; the critic (here: a rule
			// that refuses gt() on released) rejects the Gremlin shot.
			nw := movies(t)
			mv := nw.Label("Movie")
			mv.Properties = []schema.Property{*schema.Find(mv.Properties, "released"), *schema.Find(mv.Properties, "title")}
			checker := func(target lang.Lang, q string) error {
				if target == lang.Gremlin && strings.Contains(q, "gt(") {
					return errors.New("released is now a string: gt() compares numbers")
				}
				return nil
			}
			r, err = s.UseSchema("movies", nw, checker, policy)
			if err != nil {
				t.Fatal(err)
			}
			if r.From != old.Fingerprint() || r.To != nw.Fingerprint() || r.From == r.To {
				t.Fatalf("fingerprints %+v", r)
			}
			if r.Migrated != 1 || len(r.Problems) != 2 || r.Negatives != 1 {
				t.Fatalf("report %+v", r)
			}
			if policy == Flag && (r.Flagged != 2 || r.Dropped != 0) || policy == Drop && (r.Dropped != 2 || r.Flagged != 0) {
				t.Fatalf("policy %d report %+v", policy, r)
			}
			nc := Namespace{Schema: nw.Fingerprint(), Target: lang.Cypher}
			ng := Namespace{Schema: nw.Fingerprint(), Target: lang.Gremlin}
			e, err := s.Get(keep)
			if err != nil {
				t.Fatal(err)
			}
			if e.Namespace != nc || !near(e.Utility, 0.65) || e.Age != 4 || e.Flag != "" {
				t.Fatalf("migrated shot %+v", e)
			}
			for _, id := range []uint64{gone, critic} {
				e, err := s.Get(id)
				if policy == Drop {
					if !errors.Is(err, ErrNotFound) {
						t.Fatalf("dropped shot %d still there: %+v %v", id, e, err)
					}
					continue
				}
				if err != nil || e.Flag == "" {
					t.Fatalf("shot %d should be flagged: %+v %v", id, e, err)
				}
			}
			if got, _ := s.Select(ng, []string{"label:Movie"}, 5); len(got) != 0 {
				t.Fatalf("flagged shot selected: %+v", got)
			}
			if got, _ := s.Select(nc, []string{"label:Movie"}, 5); len(got) != 1 || got[0].ID != keep {
				t.Fatalf("selection after migration: %+v", got)
			}
			if got, _ := s.Select(oc, []string{"label:Movie"}, 5); len(got) != 0 {
				t.Fatal("the old namespace still answers")
			}
			if negs, _ := s.Negatives(nc, nil, 0); len(negs) != 1 || negs[0].Query != "MATCH (m:Movie) RETURN m.titel" {
				t.Fatalf("negatives after migration: %+v", negs)
			}
			mustCheck(t, s)
			if policy == Flag {
				pr, err := s.Prune(PruneOptions{})
				if err != nil || pr.Flagged != 2 {
					t.Fatalf("prune %+v %v", pr, err)
				}
				if _, err := s.Get(gone); !errors.Is(err, ErrNotFound) {
					t.Fatal("prune left a flagged shot")
				}
				mustCheck(t, s)
			}
		})
	}
}

// lineVerifier stands in for a backend in the import logic tests only: it
// refuses queries that mention NOSUCH, like a database refusing an unknown
// label. Tests against real servers live with the backends.
type lineVerifier struct{ calls int }

func (v *lineVerifier) Verify(_ context.Context, _ lang.Lang, q string) (int, error) {
	v.calls++
	if strings.Contains(q, "NOSUCH") {
		return 0, errors.New("unknown label NOSUCH")
	}
	return len(q) % 7, nil
}

func TestImportExportRoundTrip(t *testing.T) {
	a := openTemp(t, Options{})
	ids := []uint64{
		mustAdmit(t, a, nsC, "Who acted in Top Gun?", "MATCH (p:Person)-[:ACTED_IN]->(:Movie {title:'Top Gun'}) RETURN p.name", "label:Person", "edge:ACTED_IN", "label:Movie"),
		mustAdmit(t, a, nsG, "How many people?", "g.V().hasLabel('Person').count()", "label:Person"),
		mustAdmit(t, a, nsX, "Quoted \"question\" with <html> & unicode é", "MATCH (m:Movie) RETURN m.title", "label:Movie", "prop:Movie.title"),
	}
	a.Update(nsC, ids[:1], true)
	a.Update(nsC, ids[:1], false)
	for i := 0; i < 3; i++ {
		a.Tick(nsC)
	}
	a.AddNegative(Negative{Namespace: nsC, Question: "q", Query: "MATCH (m:Movie RETURN m", Error: "syntax error at 1:15", Elements: []string{"label:Movie"}})
	var first bytes.Buffer
	n, err := a.Export(&first, nil)
	if err != nil || n != 4 {
		t.Fatalf("export %d lines: %v", n, err)
	}

	b := openTemp(t, Options{})
	rep, err := b.Import(context.Background(), bytes.NewReader(first.Bytes()), ImportOptions{Trust: true})
	if err != nil || rep.Admitted != 3 || rep.Negatives != 1 || len(rep.Problems) != 0 {
		t.Fatalf("import %+v %v", rep, err)
	}
	var second bytes.Buffer
	b.Export(&second, nil)
	strip := func(s string) string {
		var out []string
		for _, l := range strings.Split(strings.TrimSpace(s), "\n") {
			// Ids and the negative's sequence are the new store's own.
			l = idField.ReplaceAllString(l, "")
			out = append(out, l)
		}
		return strings.Join(out, "\n")
	}
	if strip(first.String()) != strip(second.String()) {
		t.Fatalf("round trip changed the data:\n%s\n---\n%s", first.String(), second.String())
	}
	mustCheck(t, b)
}

func TestImportVerifiesAndReportsBadLines(t *testing.T) {
	s := openTemp(t, Options{})
	in := strings.Join([]string{
		`{"schema":"00aa11bb22cc33dd","target":"cypher","question":"Movies?","query":"MATCH (m:Movie) RETURN m.title","elements":["label:Movie"]}`,
		`{"schema":"00aa11bb22cc33dd","target":"cypher","question":"broken json"`,
		``,
		`{"schema":"00aa11bb22cc33dd","target":"neo4j","question":"Bad label","query":"MATCH (m:NOSUCH) RETURN m","elements":["label:Movie"]}`,
		`{"schema":"00aa11bb22cc33dd","target":"cypher","question":"x","query":"y","elements":["Movie"]}`,
		`{"schema":"00aa11bb22cc33dd","target":"cobol","question":"x","query":"y"}`,
		`{"schema":"00aa11bb22cc33dd","target":"cypher","question":"x","query":"y","surprise":1}`,
		`{"schema":"00aa11bb22cc33dd","target":"gremlin","question":"People?","query":"g.V().hasLabel('Person')","elements":["label:Person"],"utility":0.9,"age":2}`,
	}, "\n")
	if _, err := s.Import(context.Background(), strings.NewReader(in), ImportOptions{}); !errors.Is(err, ErrUnverified) {
		t.Fatalf("import without verifier or trust: %v", err)
	}
	v := &lineVerifier{}
	rep, err := s.Import(context.Background(), strings.NewReader(in), ImportOptions{Verifier: v, Backend: "bolt://127.0.0.1:7687"})
	if err != nil {
		t.Fatal(err)
	}
	var lines []int
	for _, p := range rep.Problems {
		lines = append(lines, p.Line)
	}
	if fmt.Sprint(lines) != "[2 4 5 6 7]" || rep.Admitted != 2 || rep.Rejected != 1 || v.calls != 3 {
		t.Fatalf("report %+v (lines %v), verifier calls %d", rep, lines, v.calls)
	}
	if !strings.Contains(rep.Problems[1].Error(), "line 4: bolt://127.0.0.1:7687 rejected the query: unknown label NOSUCH") {
		t.Fatalf("problem text %q", rep.Problems[1].Error())
	}
	if negs, _ := s.Negatives(nsC, []string{"label:Movie"}, 5); len(negs) != 1 || !strings.Contains(negs[0].Error, "NOSUCH") {
		t.Fatalf("rejected import not kept as a negative: %+v", negs)
	}
	var got *Shot
	s.List(&nsG, func(e *Shot) error { got = e; return nil })
	if got == nil || got.Utility != 0.9 || got.Age != 2 || got.Provenance.Backend != "bolt://127.0.0.1:7687" || got.Provenance.Rows != len(got.Query)%7 {
		t.Fatalf("imported shot %+v", got)
	}
	mustCheck(t, s)
}

func TestDefaultPath(t *testing.T) {
	t.Setenv("XDG_DATA_HOME", "/tmp/xdg")
	if p, _ := DefaultPath(); p != "/tmp/xdg/gql/shots.db" {
		t.Fatalf("with XDG_DATA_HOME: %s", p)
	}
	t.Setenv("XDG_DATA_HOME", "")
	t.Setenv("HOME", "/home/someone")
	if p, _ := DefaultPath(); p != "/home/someone/.local/share/gql/shots.db" {
		t.Fatalf("fallback: %s", p)
	}
	// Readers do not create stores.
	missing := filepath.Join(t.TempDir(), "none.db")
	if _, err := Open(missing, &Options{ReadOnly: true}); !errors.Is(err, ErrNoStore) {
		t.Fatalf("read-only open of a missing store: %v", err)
	}
	if _, err := os.Stat(missing); !errors.Is(err, os.ErrNotExist) {
		t.Fatal("read-only open created the file")
	}
}

var idField = regexp.MustCompile(`"id":\d+,`)
