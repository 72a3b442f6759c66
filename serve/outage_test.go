package serve

import (
	"io"
	"net"
	"strings"
	"sync"
	"testing"
	"time"

	"github.com/gql-dev/gql"
	"github.com/gql-dev/gql/backends/testenv"
)

// gate forwards one loopback port to a real server and can take it down
// (the port refuses, open connections drop) and bring it back on the
// same port, as a database restart looks to its clients. The shared
// servers themselves are never stopped.
type gate struct {
	t      *testing.T
	addr   string
	target string
	mu     sync.Mutex
	ln     net.Listener
	conns  []net.Conn
}

func newGate(t *testing.T, target string) *gate {
	ln, err := net.Listen("tcp", "127.0.0.1:0")
	if err != nil {
		t.Fatal(err)
	}
	g := &gate{t: t, addr: ln.Addr().String(), target: target}
	g.serve(ln)
	t.Cleanup(g.down)
	return g
}

func (g *gate) serve(ln net.Listener) {
	g.mu.Lock()
	g.ln = ln
	g.mu.Unlock()
	go func() {
		for {
			c, err := ln.Accept()
			if err != nil {
				return
			}
			up, err := net.Dial("tcp", g.target)
			if err != nil {
				c.Close()
				continue
			}
			g.mu.Lock()
			g.conns = append(g.conns, c, up)
			g.mu.Unlock()
			go func() { io.Copy(up, c); up.Close() }()
			go func() { io.Copy(c, up); c.Close() }()
		}
	}()
}

func (g *gate) down() {
	g.mu.Lock()
	defer g.mu.Unlock()
	if g.ln != nil {
		g.ln.Close()
		g.ln = nil
	}
	for _, c := range g.conns {
		c.Close()
	}
	g.conns = nil
}

func (g *gate) up() {
	ln, err := net.Listen("tcp", g.addr)
	if err != nil {
		g.t.Fatalf("reopening %s: %v", g.addr, err)
	}
	g.serve(ln)
}

type readyBody struct {
	Ready    bool `json:"ready"`
	Backends []struct {
		Name    string `json:"name"`
		Down    bool   `json:"down"`
		Servers []struct {
			Kind string `json:"kind"`
			OK   bool   `json:"ok"`
		} `json:"servers"`
	} `json:"backends"`
}

// byTarget asks for every language and returns the results by target.
func byTarget(t *testing.T, url string) map[string]result {
	t.Helper()
	var r response
	do(t, "POST", url+"/v1/ask", "", Request{Question: directed}).json(t, &r)
	out := map[string]result{}
	for _, x := range r.Results {
		out[x.Target] = x
	}
	return out
}

// TestServesThroughAnOutage starts serve with Neo4j down, then brings it
// up, takes it down and brings it up again under the running server: the
// other backend answers throughout, Neo4j's language fails with the
// reason while it is down, /readyz names it, and it recovers on its own.
func TestServesThroughAnOutage(t *testing.T) {
	if testing.Short() {
		t.Skip("real Neo4j and Gremlin Server")
	}
	var gremlin Backend
	for _, b := range live(t) {
		if b.Name == "gremlin" {
			gremlin = b
		}
	}
	host, err := testenv.HostPort(testenv.Neo4j(t))
	if err != nil {
		t.Fatal(err)
	}
	g := newGate(t, host)
	g.down()
	neo := Backend{Name: "neo4j", Setup: gql.Setup{Schema: "movies", Backends: []string{"neo4j=bolt://" + g.addr}}}
	_, ts := start(t, Options{Backends: []Backend{neo, gremlin}})

	downState := func(phase string) {
		t.Helper()
		var rb readyBody
		r := do(t, "GET", ts.URL+"/readyz", "", nil)
		r.json(t, &rb)
		if r.status != 503 || rb.Ready || len(rb.Backends) != 2 || rb.Backends[0].Name != "neo4j" ||
			(!rb.Backends[0].Down && rb.Backends[0].Servers[0].OK) || !rb.Backends[1].Servers[0].OK {
			t.Errorf("%s: readyz %d %s", phase, r.status, r.body)
		}
		res := byTarget(t, ts.URL)
		if c := res["cypher"]; c.Verdict != "failed" || c.Reason == "" || c.Backend != "neo4j" || c.Rows != nil {
			t.Errorf("%s: cypher %+v", phase, c)
		}
		if gr := res["gremlin"]; gr.Verdict != "valid" || gr.Rows == nil || len(gr.Rows.Rows) == 0 {
			t.Errorf("%s: gremlin stopped answering: %+v", phase, gr)
		}
	}
	recovers := func(phase string) {
		t.Helper()
		deadline := time.Now().Add(30 * time.Second)
		for {
			r := do(t, "GET", ts.URL+"/readyz", "", nil)
			c := byTarget(t, ts.URL)["cypher"]
			if r.status == 200 && c.Verdict == "valid" && c.Rows != nil && len(c.Rows.Rows) > 0 {
				return
			}
			if time.Now().After(deadline) {
				t.Fatalf("%s: not recovered after 30 s: readyz %d %s; cypher %s %s", phase, r.status, r.body, c.Verdict, c.Reason)
			}
			time.Sleep(500 * time.Millisecond)
		}
	}

	downState("down at start")
	if c := byTarget(t, ts.URL)["cypher"]; !strings.Contains(c.Reason, "unreachable") {
		t.Errorf("down at start: the reason does not say the backend is unreachable: %q", c.Reason)
	}
	var bl struct {
		Backends []BackendInfo `json:"backends"`
	}
	do(t, "GET", ts.URL+"/v1/backends", "", nil).json(t, &bl)
	if bl.Backends[0].Down == "" || len(bl.Backends[0].Servers) != 1 || bl.Backends[0].Servers[0].Kind != "neo4j" {
		t.Errorf("/v1/backends while down: %+v", bl.Backends[0])
	}

	// The critic needs the schema, which this backend reads from its
	// server: the server is unavailable, the request was fine.
	if r := do(t, "POST", ts.URL+"/v1/check", "", CheckRequest{Target: "cypher", Query: "RETURN 1", Backend: "neo4j"}); r.status != 503 || r.errorCode(t) != "unavailable" {
		t.Errorf("check on the backend that is down: %d %s", r.status, r.body)
	}

	g.up()
	recovers("first start")
	g.down()
	downState("stopped under a running serve")
	g.up()
	recovers("restarted")
}
