package llm

import (
	"context"
	"errors"
	"fmt"
	"net/http"
	"net/http/httptest"
	"runtime"
	"strings"
	"sync/atomic"
	"testing"
	"time"

	"github.com/gql-dev/gql/backends/testenv"
)

// floodServer answers every chat request with a completion whose content
// is size bytes, written in chunks without a Content-Length (announced
// says whether to send one), the way a runaway model streams.
func floodServer(t *testing.T, size int, announced bool) (*httptest.Server, *int32) {
	var calls int32
	srv := httptest.NewServer(http.HandlerFunc(func(w http.ResponseWriter, r *http.Request) {
		atomic.AddInt32(&calls, 1)
		head := `{"id":"x","object":"chat.completion","model":"m","choices":[{"index":0,"message":{"role":"assistant","content":"MATCH (n) RETURN n `
		tail := `"},"finish_reason":"stop"}],"usage":{"prompt_tokens":1,"completion_tokens":1}}`
		w.Header().Set("Content-Type", "application/json")
		if announced {
			w.Header().Set("Content-Length", fmt.Sprint(len(head)+size+len(tail)))
		}
		w.Write([]byte(head))
		chunk := []byte(strings.Repeat("x", 64<<10))
		for left := size; left > 0; left -= len(chunk) {
			if left < len(chunk) {
				chunk = chunk[:left]
			}
			if _, err := w.Write(chunk); err != nil {
				return // the client hung up, as it should
			}
		}
		w.Write([]byte(tail))
	}))
	t.Cleanup(srv.Close)
	testenv.Listening(t, srv.URL)
	return srv, &calls
}

// The probe's 50 MB answer took 3.76 GB and 94 s and was printed as the
// query; it must be refused after reading at most the cap, once.
func TestResponseSizeCapped(t *testing.T) {
	for _, announced := range []bool{false, true} {
		srv, calls := floodServer(t, 50<<20, announced)
		c, err := New(Config{BaseURL: srv.URL + "/v1", Model: "m", APIKey: "k"})
		if err != nil {
			t.Fatal(err)
		}
		runtime.GC()
		var before, after runtime.MemStats
		runtime.ReadMemStats(&before)
		t0 := time.Now()
		out, _, err := c.Complete(context.Background(), []Message{{Role: "user", Content: "q"}})
		took := time.Since(t0)
		runtime.ReadMemStats(&after)
		if !errors.Is(err, ErrResponseTooLarge) || out != "" {
			t.Fatalf("announced=%v: %q, %v", announced, out[:min(len(out), 40)], err)
		}
		if n := atomic.LoadInt32(calls); n != 1 {
			t.Errorf("announced=%v: %d requests; a flood is not retried", announced, n)
		}
		alloc := after.TotalAlloc - before.TotalAlloc
		t.Logf("announced=%v: refused in %s, %.1f MB allocated", announced, took, float64(alloc)/(1<<20))
		if alloc > 16<<20 {
			t.Errorf("announced=%v: %d bytes allocated for a 1 MiB cap", announced, alloc)
		}
	}
	// Under the cap an answer is read whole.
	srv, _ := floodServer(t, 100<<10, false)
	c, _ := New(Config{BaseURL: srv.URL + "/v1", Model: "m", APIKey: "k"})
	out, _, err := c.Complete(context.Background(), []Message{{Role: "user", Content: "q"}})
	if err != nil || len(out) < 100<<10 {
		t.Fatalf("100 KiB answer: %d bytes, %v", len(out), err)
	}
}

// A model server that stalls every request: per-request timeouts and
// retries alone would run (MaxRetries+1)×Timeout plus backoff; the
// deadline ends the call.
func TestDeadlineAcrossRetries(t *testing.T) {
	var calls int32
	stop := make(chan struct{})
	srv := httptest.NewServer(http.HandlerFunc(func(w http.ResponseWriter, r *http.Request) {
		atomic.AddInt32(&calls, 1)
		select {
		case <-r.Context().Done():
		case <-stop:
		}
	}))
	defer srv.Close()
	defer close(stop)
	testenv.Listening(t, srv.URL)
	c, err := New(Config{BaseURL: srv.URL + "/v1", Model: "m", APIKey: "k",
		Timeout: 400 * time.Millisecond, MaxRetries: 5, Deadline: 1500 * time.Millisecond})
	if err != nil {
		t.Fatal(err)
	}
	t0 := time.Now()
	_, _, err = c.Complete(context.Background(), []Message{{Role: "user", Content: "q"}})
	took := time.Since(t0)
	if !errors.Is(err, context.DeadlineExceeded) || !strings.Contains(err.Error(), "llm deadline") {
		t.Fatalf("%v", err)
	}
	// Without the deadline: 6 × 400 ms + 0.5+1+2+4+8 s of backoff.
	if took > 2500*time.Millisecond {
		t.Errorf("stopped after %s, deadline 1.5 s", took)
	}
	if n := atomic.LoadInt32(&calls); n < 2 {
		t.Errorf("%d requests: the first timeout should have been retried within the deadline", n)
	}
	if DefaultDeadline >= 120*time.Second {
		t.Errorf("default deadline %s lets translate run past two minutes", DefaultDeadline)
	}
}
