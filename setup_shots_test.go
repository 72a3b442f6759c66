package gql

import (
	"context"
	"errors"
	"os"
	"path/filepath"
	"strings"
	"testing"
	"time"

	"github.com/gql-dev/gql/lang"
	"github.com/gql-dev/gql/shots"
	"github.com/gql-dev/gql/shots/etcdtest"
)

// A translate that finds the shot store held by another process answers
// anyway, without the repository, and says so; it waits ShotsWait first.
func TestBuildWithABusyShotStoreAnswersWithoutIt(t *testing.T) {
	path := filepath.Join(t.TempDir(), "shots.db")
	holder, err := shots.Open(path, nil)
	if err != nil {
		t.Fatal(err)
	}
	defer holder.Close()
	for _, schema := range []string{"movies", "company"} {
		start := time.Now()
		b, err := Build(context.Background(), Setup{Schema: schema, Shots: path, ShotsWait: 300 * time.Millisecond})
		if err != nil {
			t.Fatalf("%s: build with a busy store: %v", schema, err)
		}
		if d := time.Since(start); d < 250*time.Millisecond {
			t.Errorf("%s: gave up after %s, before the 300ms wait", schema, d)
		}
		w := strings.Join(b.Warnings, "\n")
		if b.Store != nil || !strings.Contains(w, "is in use by") || !strings.Contains(w, "without the shot repository") {
			t.Fatalf("%s: store %v, warnings %q", schema, b.Store, w)
		}
		q := map[string]string{"movies": "Who directed The Matrix?", "company": "Which employees work in the Research department?"}[schema]
		tr := b.Translate(context.Background(), q, lang.Cypher)
		if tr.Query == "" {
			t.Errorf("%s: no answer without the store: %+v", schema, tr)
		}
		b.Close()
	}
}

// A damaged store is an error naming the file and the repair, not a crash.
func TestBuildWithADamagedShotStoreSaysHowToRepair(t *testing.T) {
	path := filepath.Join(t.TempDir(), "shots.db")
	s, err := shots.Open(path, nil)
	if err != nil {
		t.Fatal(err)
	}
	s.Close()
	b, _ := os.ReadFile(path)
	if err := os.WriteFile(path, b[:len(b)/2], 0o644); err != nil {
		t.Fatal(err)
	}
	_, err = Build(context.Background(), Setup{Schema: "movies", Shots: path})
	if !errors.Is(err, shots.ErrDamaged) || !strings.Contains(err.Error(), "gql shots repair --shots "+path) {
		t.Fatalf("build with a damaged store: %v", err)
	}
}

// Two compilers built on one etcd shot store (two replicas) both get it,
// and what one learns the other selects; a file would admit only one.
func TestBuildSharesAnEtcdShotStore(t *testing.T) {
	url := etcdtest.URL(t)
	for _, schema := range []string{"movies", "company"} {
		a, err := Build(context.Background(), Setup{Schema: schema, Shots: url})
		if err != nil {
			t.Fatalf("%s: %v", schema, err)
		}
		b, err := Build(context.Background(), Setup{Schema: schema, Shots: url})
		if err != nil {
			t.Fatalf("%s: second replica: %v", schema, err)
		}
		if a.Store == nil || b.Store == nil || len(a.Warnings)+len(b.Warnings) > 0 {
			t.Fatalf("%s: stores %v %v, warnings %q %q", schema, a.Store, b.Store, a.Warnings, b.Warnings)
		}
		ns := shots.Namespace{Schema: a.Schema.Fingerprint(), Target: lang.Cypher}
		label := "label:" + a.Schema.Labels[0].Name
		query := "MATCH (n:" + a.Schema.Labels[0].Name + ") RETURN count(n)"
		r, err := a.Store.Record(shots.Generation{Namespace: ns, Valid: true, Question: "How many?", Query: query,
			Elements: []string{label}, Provenance: shots.Provenance{Backend: "test", VerifiedAt: time.Now(), Rows: 1}})
		if err != nil || r.Admission == nil {
			t.Fatalf("%s: record: %+v %v", schema, r, err)
		}
		got, err := b.Store.Select(ns, []string{label}, 3)
		if err != nil || len(got) != 1 || got[0].Query != query {
			t.Fatalf("%s: the other replica selected %+v (%v)", schema, got, err)
		}
		a.Close()
		b.Close()
	}
}

// An etcd that does not answer costs the shots, not the answer; a nil
// store handed in means no repository.
func TestBuildWithoutEtcdAnswersWithoutShots(t *testing.T) {
	b, err := Build(context.Background(), Setup{Schema: "movies", Shots: "etcd://127.0.0.1:1/gql", ShotsWait: 300 * time.Millisecond})
	if err != nil {
		t.Fatal(err)
	}
	defer b.Close()
	if w := strings.Join(b.Warnings, "\n"); b.Store != nil || !strings.Contains(w, "did not answer") || !strings.Contains(w, "without the shot repository") {
		t.Fatalf("store %v, warnings %q", b.Store, w)
	}
	if tr := b.Translate(context.Background(), "Who directed The Matrix?", lang.Cypher); tr.Query == "" {
		t.Fatalf("no answer without the store: %+v", tr)
	}
	var none *shots.Store
	c, err := Build(context.Background(), Setup{Schema: "company", Store: none})
	if err != nil {
		t.Fatal(err)
	}
	defer c.Close()
	if tr := c.Translate(context.Background(), "Which employees work in the Research department?", lang.Cypher); tr.Query == "" {
		t.Fatalf("no answer with a nil store: %+v", tr)
	}
}
