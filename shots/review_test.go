package shots

import (
	"encoding/json"
	"strings"
	"testing"
	"time"

	"github.com/gql-dev/gql/lang"
)

// Confirm, reject and remove by a named person leave who, when, what and
// why in the store itself, readable after reopening, on both stores.
func TestContractReviewsRecorded(t *testing.T) {
	contract(t, Options{}, func(t *testing.T, s repo, reopen func(Options) repo) {
		ns := Namespace{Schema: "fp", Target: lang.Cypher}
		els := []string{"label:Person", "edge:DIRECTED"}
		prov := Provenance{Backend: "neo4j bolt://x", VerifiedAt: time.Now(), Rows: 2}
		hold := func(q, query string) uint64 {
			t.Helper()
			r, err := s.Record(Generation{Namespace: ns, Valid: true, Question: q, Query: query, Elements: els, Provenance: prov, Hold: "no agreement"})
			if err != nil || r.Held == 0 {
				t.Fatalf("hold: %+v %v", r, err)
			}
			return r.Held
		}
		at := time.Date(2026, 11, 25, 18, 0, 0, 0, time.UTC)
		p1 := hold("Who directed X?", "MATCH (p:Person)-[:DIRECTED]->() RETURN p.name")
		p2 := hold("Who directed Y?", "MATCH (p:Person)-[:DIRECTED]->(m) RETURN m")
		p3 := hold("Who directed Z?", "MATCH (p:Person)-[:DIRECTED]->(m) RETURN p")
		old := admitIn(t, s, ns, "Who is old?", "MATCH (p:Person) RETURN p", "label:Person")

		a, err := s.ConfirmBy(p1, Review{By: "alice", At: at, Reason: "checked by hand"})
		if err != nil {
			t.Fatal(err)
		}
		neg, err := s.RejectBy(p2, Review{By: "bob", At: at.Add(time.Minute), Reason: "returns movies"})
		if err != nil {
			t.Fatal(err)
		}
		if err := s.RemoveBy(p3, Review{By: "carol", At: at.Add(2 * time.Minute)}); err != nil {
			t.Fatal(err)
		}
		if err := s.RemoveBy(old, Review{By: "dave", At: at.Add(3 * time.Minute), Reason: "stale"}); err != nil {
			t.Fatal(err)
		}
		// Unnamed reviews (the old calls) keep what they kept before and
		// add no record.
		p4 := hold("Who directed W?", "MATCH (p:Person)-[:DIRECTED]->(m) RETURN p.born")
		if err := s.Remove(p4); err != nil {
			t.Fatal(err)
		}

		s = reopen(Options{})
		e, err := s.Get(a.ID)
		if err != nil {
			t.Fatal(err)
		}
		if e.Review == nil || e.Review.By != "alice" || e.Review.Action != "confirm" || !e.Review.At.Equal(at) || e.Review.Reason != "checked by hand" {
			t.Errorf("the confirmed shot's review: %+v", e.Review)
		}
		var negs []Negative
		s.ListNegatives(nil, func(n *Negative) error { negs = append(negs, *n); return nil })
		if len(negs) != 1 || negs[0].ID != neg || negs[0].Review == nil || negs[0].Review.By != "bob" || negs[0].Review.Action != "reject" ||
			negs[0].Review.Reason != "returns movies" || !strings.HasPrefix(negs[0].Error, "rejected by bob at 2026-11-25T18:01:00Z: returns movies") {
			t.Errorf("the rejected negative: %+v", negs)
		}
		var rms []Removed
		s.ListRemoved(func(r *Removed) error { rms = append(rms, *r); return nil })
		if len(rms) != 2 {
			t.Fatalf("removal records: %+v", rms)
		}
		byID := map[uint64]Removed{rms[0].ID: rms[0], rms[1].ID: rms[1]}
		if r := byID[p3]; r.State != "pending" || r.Review.By != "carol" || r.Review.Action != "remove" || r.Query == "" || r.Namespace != ns {
			t.Errorf("the removed pending pair: %+v", r)
		}
		if r := byID[old]; r.State != "admitted" || r.Review.By != "dave" || r.Review.Reason != "stale" || r.Question != "Who is old?" {
			t.Errorf("the removed shot: %+v", r)
		}
		checked(t, s)
	})
}

// A record written before reviews existed reads with no review.
func TestOldRecordsHaveNoReview(t *testing.T) {
	var e Shot
	if err := json.Unmarshal([]byte(`{"id":3,"question":"q","query":"MATCH (n) RETURN n","elements":[],"utility":0.5,"stamp":1,"uses":0,"successes":0,"failures":0,"provenance":{"backend":"neo4j x","verified_at":"2026-11-22T03:42:45Z","rows":1},"age":0}`), &e); err != nil || e.Review != nil {
		t.Fatalf("old shot: %+v %v", e, err)
	}
	var n Negative
	if err := json.Unmarshal([]byte(`{"id":1,"query":"MATCH (n RETURN n","error":"rejected by alice at 2026-11-22T03:50:00Z","stamp":0,"at":"2026-11-22T03:50:00Z"}`), &n); err != nil || n.Review != nil {
		t.Fatalf("old negative: %+v %v", n, err)
	}
	if got := rejection(Review{}); got != "rejected by a person" {
		t.Errorf("unnamed rejection: %q", got)
	}
}

// Removal records are bounded: the oldest go first.
func TestRemovedIsBounded(t *testing.T) {
	contract(t, Options{}, func(t *testing.T, s repo, _ func(Options) repo) {
		ns := Namespace{Schema: "fp", Target: lang.Cypher}
		if testing.Short() {
			t.Skip("writes RemovedCapacity+3 entries")
		}
		var first uint64
		for i := 0; i < RemovedCapacity+3; i++ {
			id := admitIn(t, s, ns, "q", "MATCH (p:Person) RETURN p.x"+strings.Repeat("y", i%7)+string(rune('a'+i%26))+itoa(i), "label:Person")
			if i == 0 {
				first = id
			}
			if err := s.RemoveBy(id, Review{By: "x"}); err != nil {
				t.Fatal(err)
			}
		}
		n, oldest := 0, uint64(0)
		s.ListRemoved(func(r *Removed) error {
			if n == 0 {
				oldest = r.ID
			}
			n++
			return nil
		})
		if n != RemovedCapacity || oldest <= first {
			t.Errorf("%d removal records, oldest %d (first removed %d)", n, oldest, first)
		}
	})
}

func itoa(i int) string { b, _ := json.Marshal(i); return string(b) }
