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
