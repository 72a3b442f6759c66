package serve

import (
	"bytes"
	"context"
	"encoding/json"
	"fmt"
	"log/slog"
	"net/http"
	"path/filepath"
	"strings"
	"sync"
	"testing"
	"time"

	"github.com/gql-dev/gql/examples"
	"github.com/gql-dev/gql/lang"
	"github.com/gql-dev/gql/shots"
	"github.com/gql-dev/gql/shots/etcdtest"
)

type shotList struct {
	Shots []struct {
		ID       uint64   `json:"id"`
		State    string   `json:"state"`
		Backends []string `json:"backends"`
		Target   string   `json:"target"`
		Question string   `json:"question"`
		Query    string   `json:"query"`
		Why      string   `json:"why"`
		RanOn    string   `json:"ran_on"`
		Review   *struct {
			Action, By, Reason string
			At                 time.Time
		} `json:"review"`
	} `json:"shots"`
	Warning string `json:"warning"`
}

type reviewReply struct {
	ID       uint64    `json:"id"`
	Action   string    `json:"action"`
	By       string    `json:"by"`
	At       time.Time `json:"at"`
	Shot     uint64    `json:"shot"`
	Negative uint64    `json:"negative"`
}

// askHeld asks through a server and returns the pending pair the answer
// was held as (no model: the offline plan has no independent candidate to
// agree with it, so a clean run is held for a person).
func askHeld(t *testing.T, url, token, question string) (uint64, string) {
	t.Helper()
	var out struct {
		Results []struct {
			Verdict string `json:"verdict"`
			Query   string `json:"query"`
			Trace   struct {
				Shot *struct {
					Held      uint64 `json:"held"`
					NotStored string `json:"not_stored"`
				} `json:"shot_outcome"`
			} `json:"trace"`
		} `json:"results"`
	}
	do(t, "POST", url+"/v1/ask", token, Request{Question: question, Targets: []string{"cypher"}, Explain: true}).json(t, &out)
	if len(out.Results) != 1 || out.Results[0].Verdict != "valid" || out.Results[0].Trace.Shot == nil || out.Results[0].Trace.Shot.Held == 0 {
		t.Fatalf("%q was not held for review: %+v", question, out)
	}
	return out.Results[0].Trace.Shot.Held, out.Results[0].Query
}

// TestReviewRoutesNeedAUser runs without servers: the listing and the
// review routes want a token, a server without tokens cannot record a
// reviewer, and bad ids, actions and states are 400s.
func TestReviewRoutesNeedAUser(t *testing.T) {
	store := filepath.Join(t.TempDir(), "shots.db")
	_, ts := start(t, Options{Backends: offline(), Shots: store, Users: []User{{Name: "alice", Token: "tok-alice"}}, Tokens: []string{"tok-anon"}})
	if r := do(t, "GET", ts.URL+"/v1/shots", "", nil); r.status != 401 {
		t.Errorf("listing without a token: %d", r.status)
	}
	if r := do(t, "POST", ts.URL+"/v1/shots/1/confirm", "", nil); r.status != 401 {
		t.Errorf("review without a token: %d", r.status)
	}
	var l shotList
	r := do(t, "GET", ts.URL+"/v1/shots?state=all", "tok-alice", nil)
	r.json(t, &l)
	if r.status != 200 || l.Shots == nil || len(l.Shots) != 0 {
		t.Errorf("empty store: %d %s", r.status, r.body)
	}
	for _, c := range []struct{ method, path, want string }{
		{"GET", "/v1/shots?state=held", "unknown state"},
		{"POST", "/v1/shots/x/confirm", "not a shot id"},
		{"POST", "/v1/shots/1/approve", "unknown review action"},
	} {
		r := do(t, c.method, ts.URL+c.path, "tok-alice", nil)
		if r.status != 400 || r.errorCode(t) != "bad_request" || !strings.Contains(r.message(t), c.want) {
			t.Errorf("%s %s: %d %s", c.method, c.path, r.status, r.body)
		}
	}
	if r := do(t, "POST", ts.URL+"/v1/shots/99/remove", "tok-anon", nil); r.status != 404 || !strings.Contains(r.message(t), "99") {
		t.Errorf("removing what is not there: %d %s", r.status, r.body)
	}

	// Without tokens nobody can be held to a decision.
	_, open := start(t, Options{Backends: offline(), Shots: filepath.Join(t.TempDir(), "shots.db")})
	if r := do(t, "POST", open.URL+"/v1/shots/1/confirm", "", nil); r.status != 401 || !strings.Contains(r.message(t), "--user") {
		t.Errorf("review on a server without tokens: %d %s", r.status, r.body)
	}
	// Without a store the listing says so.
	_, off := start(t, Options{Backends: offline()})
	do(t, "GET", off.URL+"/v1/shots", "", nil).json(t, &l)
	if len(l.Shots) != 0 || !strings.Contains(l.Warning, "--shots off") {
		t.Errorf("--shots off listing: %+v", l)
	}
}

// replicas starts n servers on one etcd prefix of their own, each on the
// real Neo4j, with two users.
func replicas(t *testing.T, n int, logs *bytes.Buffer) ([]string, string) {
	t.Helper()
	where := etcdtest.URL(t)
	var neo []Backend
	for _, b := range live(t) {
		if b.Name == "neo4j" {
			neo = append(neo, b)
		}
	}
	var urls []string
	for i := 0; i < n; i++ {
		opt := Options{Backends: neo, Shots: where, MaxConcurrent: 32,
			Users: []User{{Name: "alice", Token: "tok-alice"}, {Name: "bob", Token: "tok-bob"}}}
		if logs != nil {
			opt.Logger = slog.New(slog.NewJSONHandler(&syncWriter{w: logs}, nil))
		}
		_, ts := start(t, opt)
		urls = append(urls, ts.URL)
	}
	return urls, where
}

type syncWriter struct {
	mu sync.Mutex
	w  *bytes.Buffer
}

func (s *syncWriter) Write(b []byte) (int, error) {
	s.mu.Lock()
	defer s.mu.Unlock()
	return s.w.Write(b)
}

// TestTwoReplicasShareTheReviewQueue: a pair held through one replica is
// listed and confirmed through the other, another is rejected there with
// the reviewer recorded in the negative example, and each decision is
// seen by both.
func TestTwoReplicasShareTheReviewQueue(t *testing.T) {
	var logs bytes.Buffer
	urls, _ := replicas(t, 2, &logs)
	a, b := urls[0], urls[1]
	held, query := askHeld(t, a, "tok-alice", directed)
	held2, _ := askHeld(t, a, "tok-alice", "Who acted in Top Gun?")

	var l shotList
	do(t, "GET", b+"/v1/shots", "tok-bob", nil).json(t, &l)
	found := false
	for _, e := range l.Shots {
		if e.ID == held {
			found = e.State == "pending" && e.Query == query && e.Question == directed && e.RanOn == "neo4j" &&
				len(e.Backends) == 1 && e.Backends[0] == "neo4j" && e.Why != ""
		}
	}
	if !found {
		t.Fatalf("pending pair %d made through A is not listed by B: %s", held, mustJSON(l))
	}

	var rv reviewReply
	before := time.Now().UTC().Add(-time.Second)
	r := do(t, "POST", fmt.Sprintf("%s/v1/shots/%d/confirm", b, held), "tok-bob", nil)
	r.json(t, &rv)
	if r.status != 200 || rv.By != "bob" || rv.Action != "confirm" || rv.Shot == 0 || rv.At.Before(before) {
		t.Fatalf("confirm through B: %d %s", r.status, r.body)
	}
	if r := do(t, "POST", fmt.Sprintf("%s/v1/shots/%d/confirm", a, held), "tok-alice", nil); r.status != 404 {
		t.Errorf("confirming twice (through A): %d %s", r.status, r.body)
	}
	do(t, "GET", a+"/v1/shots?state=admitted", "tok-alice", nil).json(t, &l)
	if !hasShot(l, rv.Shot, query) {
		t.Errorf("the shot admitted through B is not listed by A: %s", mustJSON(l))
	}
	for _, e := range l.Shots {
		if e.ID == rv.Shot && (e.Review == nil || e.Review.By != "bob" || e.Review.Action != "confirm" || !e.Review.At.Equal(rv.At)) {
			t.Errorf("the shot confirmed through B does not say by whom, listed by A: %s", mustJSON(e))
		}
	}

	r = do(t, "POST", fmt.Sprintf("%s/v1/shots/%d/reject", b, held2), "tok-alice", map[string]string{"reason": "Top Gun has more actors"})
	r.json(t, &rv)
	if r.status != 200 || rv.By != "alice" || rv.Negative == 0 {
		t.Fatalf("reject through B: %d %s", r.status, r.body)
	}
	do(t, "GET", a+"/v1/shots?state=negative", "tok-bob", nil).json(t, &l)
	rejected := false
	for _, e := range l.Shots {
		if e.ID == rv.Negative {
			rejected = strings.HasPrefix(e.Why, "rejected by alice at "+rv.At.Format("2006-01-02T")) && strings.HasSuffix(e.Why, ": Top Gun has more actors") &&
				e.Review != nil && e.Review.By == "alice" && e.Review.Action == "reject" && e.Review.Reason == "Top Gun has more actors"
		}
	}
	if !rejected {
		t.Errorf("the negative does not record who rejected it, when and why: %s", mustJSON(l))
	}
	// Remove the admitted shot through A: gone for both.
	if r := do(t, "POST", fmt.Sprintf("%s/v1/shots/%d/remove", a, held2), "tok-alice", nil); r.status != 404 {
		t.Errorf("removing the rejected pair again: %d %s", r.status, r.body)
	}
	var confirmed reviewReply
	do(t, "GET", b+"/v1/shots?state=admitted", "tok-bob", nil).json(t, &l)
	for _, e := range l.Shots {
		confirmed.Shot = e.ID
	}
	if r := do(t, "POST", fmt.Sprintf("%s/v1/shots/%d/remove", a, confirmed.Shot), "tok-alice", nil); r.status != 200 {
		t.Errorf("remove through A: %d %s", r.status, r.body)
	}
	do(t, "GET", b+"/v1/shots?state=admitted", "tok-bob", nil).json(t, &l)
	if hasShot(l, confirmed.Shot, "") {
		t.Errorf("the shot removed through A is still listed by B")
	}
	do(t, "GET", b+"/v1/shots?state=removed", "tok-bob", nil).json(t, &l)
	if len(l.Shots) != 1 || l.Shots[0].ID != confirmed.Shot || l.Shots[0].Review == nil || l.Shots[0].Review.By != "alice" || l.Shots[0].Review.Action != "remove" {
		t.Errorf("the removal through A is not recorded for B: %s", mustJSON(l))
	}
	for _, want := range []string{`"action":"confirm"`, `"by":"bob"`, `"action":"reject"`, `"by":"alice"`, `"action":"remove"`} {
		if !strings.Contains(logs.String(), want) {
			t.Errorf("the log has no review line with %s", want)
		}
	}
}

func hasShot(l shotList, id uint64, query string) bool {
	for _, e := range l.Shots {
		if e.ID == id && (query == "" || e.Query == query) {
			return true
		}
	}
	return false
}

func mustJSON(v any) string {
	b, _ := json.Marshal(v)
	return string(b)
}

// TestReplicasLoseNoOutcome: 2 replicas × 8 clients ask at once on one
// etcd; every answer's outcome is one step of its namespace's clock and
// one held pair, so the clock must advance by exactly the number of
// answers and every distinct query must be waiting in the queue.
func TestReplicasLoseNoOutcome(t *testing.T) {
	if testing.Short() {
		t.Skip("real Neo4j and etcd")
	}
	const clients, each = 8, 4
	urls, where := replicas(t, 2, nil)
	questions := []string{directed, "Who acted in Top Gun?", "Which movies did Tom Hanks act in?", "Who directed Top Gun?"}
	type outcome struct {
		held  uint64
		query string
	}
	var mu sync.Mutex
	var got []outcome
	var wg sync.WaitGroup
	errs := make(chan error, 2*clients)
	for _, u := range urls {
		for c := 0; c < clients; c++ {
			wg.Add(1)
			go func(u string, c int) {
				defer wg.Done()
				for i := 0; i < each; i++ {
					q := questions[(c+i)%len(questions)]
					body, _ := json.Marshal(Request{Question: q, Targets: []string{"cypher"}, Explain: true})
					req, _ := http.NewRequestWithContext(context.Background(), "POST", u+"/v1/ask", bytes.NewReader(body))
					req.Header.Set("Authorization", "Bearer tok-bob")
					resp, err := http.DefaultClient.Do(req)
					if err != nil {
						errs <- err
						return
					}
					var out struct {
						Results []struct {
							Verdict string `json:"verdict"`
							Query   string `json:"query"`
							Trace   struct {
								Shot *struct {
									Held uint64 `json:"held"`
								} `json:"shot_outcome"`
							} `json:"trace"`
						} `json:"results"`
					}
					err = json.NewDecoder(resp.Body).Decode(&out)
					resp.Body.Close()
					if err != nil || resp.StatusCode != 200 || len(out.Results) != 1 || out.Results[0].Trace.Shot == nil || out.Results[0].Trace.Shot.Held == 0 {
						errs <- fmt.Errorf("%s %q: %d %v %+v", u, q, resp.StatusCode, err, out)
						return
					}
					mu.Lock()
					got = append(got, outcome{out.Results[0].Trace.Shot.Held, out.Results[0].Query})
					mu.Unlock()
				}
			}(u, c)
		}
	}
	wg.Wait()
	close(errs)
	for err := range errs {
		t.Fatal(err)
	}
	if len(got) != 2*clients*each {
		t.Fatalf("%d outcomes, want %d", len(got), 2*clients*each)
	}
	// Holding a query again replaces its pair: the last hold of each
	// query is the one waiting, and no two answers got the same id.
	ids := map[uint64]bool{}
	latest := map[string]uint64{}
	for _, o := range got {
		if ids[o.held] {
			t.Errorf("pair id %d given to two answers", o.held)
		}
		ids[o.held] = true
		latest[o.query] = max(latest[o.query], o.held)
	}
	var l shotList
	do(t, "GET", urls[1]+"/v1/shots", "tok-alice", nil).json(t, &l)
	if len(l.Shots) != len(latest) {
		t.Errorf("%d pending pairs for %d distinct queries: %s", len(l.Shots), len(latest), mustJSON(l))
	}
	for q, id := range latest {
		if !hasShot(l, id, q) {
			t.Errorf("the last hold of %q (%d) is not in the queue", q, id)
		}
	}
	// The clock, read directly as a third replica would: one step per
	// answer, none lost to a concurrent writer.
	st, err := shots.OpenEtcd(where, nil)
	if err != nil {
		t.Fatal(err)
	}
	defer st.Close()
	stats, err := st.Stats()
	if err != nil {
		t.Fatal(err)
	}
	var clock int64
	for _, ns := range stats {
		clock += ns.Clock
	}
	if clock != int64(len(got)) {
		t.Errorf("the clocks advanced %d steps for %d answers", clock, len(got))
	}
	t.Logf("%d answers through 2 replicas × %d clients, %d held pairs listed", len(got), clients, len(l.Shots))
}

// TestReviewsAreKeptInTheStore runs without servers, on a file store: each
// decision made through the API is kept in the store itself with who,
// when and why — read back by reopening the file after the server is gone
// — and listed by /v1/shots and the page.
func TestReviewsAreKeptInTheStore(t *testing.T) {
	path := filepath.Join(t.TempDir(), "shots.db")
	_, sc, err := examples.Movies()
	if err != nil {
		t.Fatal(err)
	}
	ns := shots.Namespace{Schema: sc.Fingerprint(), Target: lang.Cypher}
	st, err := shots.Open(path, nil)
	if err != nil {
		t.Fatal(err)
	}
	var held []uint64
	for i, q := range []string{"Who directed The Matrix?", "Who acted in Top Gun?", "Who wrote Jerry Maguire?"} {
		id, err := st.Hold(shots.Pending{Namespace: ns, Question: q, Query: fmt.Sprintf("MATCH (p:Person) RETURN p.name, %d", i),
			Elements: []string{"label:Person"}, Provenance: shots.Provenance{Backend: "neo4j bolt://x", VerifiedAt: time.Now(), Rows: 2}, Why: "no independent candidate agrees with it"})
		if err != nil {
			t.Fatal(err)
		}
		held = append(held, id)
	}
	st.Close()

	s, ts := start(t, Options{Backends: offline(), Shots: path, Users: []User{{Name: "alice", Token: "tok-alice"}, {Name: "bob", Token: "tok-bob"}}})
	var rv reviewReply
	do(t, "POST", fmt.Sprintf("%s/v1/shots/%d/confirm", ts.URL, held[0]), "tok-alice", map[string]string{"reason": "matches the credits"}).json(t, &rv)
	shot := rv.Shot
	if r := do(t, "POST", fmt.Sprintf("%s/v1/shots/%d/reject", ts.URL, held[1]), "tok-bob", map[string]string{"reason": "not the cast"}); r.status != 200 {
		t.Fatalf("reject: %d %s", r.status, r.body)
	}
	if r := do(t, "POST", fmt.Sprintf("%s/v1/shots/%d/remove", ts.URL, held[2]), "tok-alice", nil); r.status != 200 {
		t.Fatalf("remove: %d %s", r.status, r.body)
	}
	var l shotList
	do(t, "GET", ts.URL+"/v1/shots?state=all", "tok-bob", nil).json(t, &l)
	got := map[string]string{}
	for _, e := range l.Shots {
		if e.Review != nil {
			got[e.State] = e.Review.Action + " by " + e.Review.By + ": " + e.Review.Reason
		}
	}
	want := map[string]string{"admitted": "confirm by alice: matches the credits", "negative": "reject by bob: not the cast", "removed": "remove by alice: "}
	if fmt.Sprint(got) != fmt.Sprint(want) {
		t.Errorf("reviews listed: %v, want %v", got, want)
	}
	// The page lists them too, newest first, to a signed-in user.
	req, _ := http.NewRequest("GET", ts.URL+"/", nil)
	req.AddCookie(&http.Cookie{Name: cookieName, Value: sessionValue(mustCred(t, s, "bob"), time.Now().Add(time.Hour))})
	resp, err := http.DefaultClient.Do(req)
	if err != nil {
		t.Fatal(err)
	}
	var page bytes.Buffer
	page.ReadFrom(resp.Body)
	resp.Body.Close()
	p := page.String()
	i, j, k := strings.Index(p, fmt.Sprintf(`id="reviewed-removed-%d"`, held[2])), strings.Index(p, `id="reviewed-negative-`), strings.Index(p, fmt.Sprintf(`id="reviewed-admitted-%d"`, shot))
	if i < 0 || j < i || k < j || !strings.Contains(p, "<td>bob</td>") || !strings.Contains(p, "matches the credits") {
		t.Errorf("the page's latest reviews (%d %d %d): %s", i, j, k, tail(p, 3000))
	}

	// The store itself, opened after the server is gone, says who.
	s.Close()
	st, err = shots.Open(path, nil)
	if err != nil {
		t.Fatal(err)
	}
	defer st.Close()
	e, err := st.Get(shot)
	if err != nil || e.Review == nil || e.Review.By != "alice" || e.Review.Action != "confirm" {
		t.Errorf("the confirmed shot in the file: %+v %v", e, err)
	}
}

func mustCred(t *testing.T, s *Server, name string) cred {
	t.Helper()
	c, ok := s.credFor(name)
	if !ok {
		t.Fatalf("no user %s", name)
	}
	return c
}
