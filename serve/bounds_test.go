package serve

import (
	"context"
	"strconv"
	"strings"
	"sync"
	"testing"
	"time"
)

// The probe: work that does not watch its context ran 72 s under
// --timeout 20s and the client got a closed connection. The client now
// gets its 504 at the timeout; the slot stays taken until the work ends.
func TestTimeoutAnswersWhileWorkIgnoresContext(t *testing.T) {
	s, ts := start(t, Options{Backends: offline(), Timeout: 200 * time.Millisecond, MaxConcurrent: 1})
	finish := make(chan struct{})
	var once sync.Once
	defer once.Do(func() { close(finish) })
	s.hold = func(context.Context) { <-finish } // deaf to the deadline
	t0 := time.Now()
	r := do(t, "POST", ts.URL+"/v1/translate", "", Request{Question: directed})
	took := time.Since(t0)
	if r.status != 504 || r.errorCode(t) != "timeout" || !strings.Contains(string(r.body), "--timeout") {
		t.Fatalf("%d %s", r.status, r.body)
	}
	if took > 3*time.Second {
		t.Errorf("answered after %s, timeout 200ms", took)
	}
	// The abandoned work still holds the only slot.
	if r := do(t, "POST", ts.URL+"/v1/check", "", CheckRequest{Target: "cypher", Query: "MATCH (n) RETURN n"}); r.status != 503 {
		t.Errorf("check while the abandoned work runs: %d %s", r.status, r.body)
	}
	once.Do(func() { close(finish) })
	s.hold = nil
	deadline := time.Now().Add(10 * time.Second)
	for len(s.sem) != 0 && time.Now().Before(deadline) {
		time.Sleep(5 * time.Millisecond)
	}
	if r := do(t, "POST", ts.URL+"/v1/check", "", CheckRequest{Target: "cypher", Query: "MATCH (n) RETURN n"}); r.status != 200 {
		t.Errorf("check after the work ended: %d %s", r.status, r.body)
	}
}

// The probe's 120 KB question through serve: refused at once with the
// limit, a 200 answer saying why, not a timeout.
func TestLongQuestionThroughServe(t *testing.T) {
	_, ts := start(t, Options{Backends: offline(), MaxBody: 1 << 20})
	var b strings.Builder
	for i := 0; b.Len() < 120_000; i++ {
		b.WriteString("Who directed The Matrix and ")
		b.WriteString(strconv.Itoa(i)) // not a repeat, which would be read once
		b.WriteString(" ")
	}
	t0 := time.Now()
	var resp response
	r := do(t, "POST", ts.URL+"/v1/translate", "", Request{Question: b.String(), Targets: []string{"cypher"}})
	r.json(t, &resp)
	if r.status != 200 || resp.Results[0].Verdict != "unanswerable" || !strings.Contains(resp.Results[0].Reason, "limit of 2000") {
		t.Fatalf("%d %.300s", r.status, r.body)
	}
	if took := time.Since(t0); took > 5*time.Second {
		t.Errorf("took %s", took)
	}
}

// Deeply nested checks are refused by the parsers' depth limit, fast.
func TestDeepCheckRefused(t *testing.T) {
	_, ts := start(t, Options{Backends: offline()})
	q := "RETURN " + strings.Repeat("(", 10_000) + "1" + strings.Repeat(")", 10_000)
	r := do(t, "POST", ts.URL+"/v1/check", "", CheckRequest{Target: "cypher", Query: q})
	if r.status != 200 || !strings.Contains(string(r.body), "syntax.too-deep") || !strings.Contains(string(r.body), `"ok": false`) {
		t.Fatalf("%d %.400s", r.status, r.body)
	}
}
