package backends_test

import (
	"context"
	"io"
	"net/http"
	"net/http/httptest"
	"net/url"
	"strings"
	"sync/atomic"
	"testing"
	"time"

	"github.com/neo4j/neo4j-go-driver/v5/neo4j"

	"github.com/gql-dev/gql/backends/testenv"
)

// The executors refuse LOAD CSV and SERVICE before sending (OutsideReach);
// these tests go around them with the plain drivers, to prove the servers
// scripts/servers runs refuse too (settings in scripts/servers.d).

// Neo4j: file URLs are off for LOAD CSV (and would resolve inside an empty
// import folder), so a read-mode session can no longer read local files.
func TestNeo4jLoadCSVFileRefusedByServer(t *testing.T) {
	uri := testenv.Neo4j(t)
	ctx, cancel := context.WithTimeout(context.Background(), 20*time.Second)
	defer cancel()
	drv, err := neo4j.NewDriverWithContext(uri, neo4j.NoAuth())
	if err != nil {
		t.Fatal(err)
	}
	defer drv.Close(ctx)
	s := drv.NewSession(ctx, neo4j.SessionConfig{AccessMode: neo4j.AccessModeRead})
	defer s.Close(ctx)
	for _, q := range []string{
		`LOAD CSV FROM 'file:///etc/hostname' AS row RETURN row`,
		`LOAD CSV FROM 'file:///../../../../etc/hostname' AS row RETURN row`,
	} {
		res, err := s.Run(ctx, q, nil)
		var rows int
		if err == nil {
			for res.Next(ctx) {
				rows++
			}
			err = res.Err()
		}
		if err == nil || rows > 0 {
			t.Fatalf("%s: the server read the file (%d rows)", q, rows)
		}
		if !strings.Contains(err.Error(), "file") {
			t.Errorf("%s: unexpected error %v", q, err)
		}
		t.Logf("%s: %v", q, err)
	}
}

// Neo4j: LOAD CSV may not connect anywhere (an IP blocklist of every
// address), so a read session cannot make the server fetch a URL; the
// listener below would see the request if it did.
func TestNeo4jLoadCSVRemoteRefusedByServer(t *testing.T) {
	uri := testenv.Neo4j(t)
	var hits atomic.Int32
	srv := httptest.NewServer(http.HandlerFunc(func(w http.ResponseWriter, r *http.Request) {
		hits.Add(1)
		io.WriteString(w, "a,b\n1,2\n")
	}))
	defer srv.Close()
	ctx, cancel := context.WithTimeout(context.Background(), 20*time.Second)
	defer cancel()
	drv, err := neo4j.NewDriverWithContext(uri, neo4j.NoAuth())
	if err != nil {
		t.Fatal(err)
	}
	defer drv.Close(ctx)
	s := drv.NewSession(ctx, neo4j.SessionConfig{AccessMode: neo4j.AccessModeRead})
	defer s.Close(ctx)
	port := srv.URL[strings.LastIndex(srv.URL, ":")+1:]
	for _, u := range []string{srv.URL + "/x.csv", "http://localhost:" + port + "/x.csv"} {
		q := `LOAD CSV FROM '` + u + `' AS row RETURN row`
		res, err := s.Run(ctx, q, nil)
		var rows int
		if err == nil {
			for res.Next(ctx) {
				rows++
			}
			err = res.Err()
		}
		if err == nil || rows > 0 {
			t.Fatalf("%s: the server fetched the URL (%d rows)", q, rows)
		}
		t.Logf("%s: %v", q, err)
	}
	if n := hits.Load(); n != 0 {
		t.Fatalf("the server made %d requests", n)
	}
}

// Fuseki: federated query is off server-wide (arq:httpServiceAllowed false),
// so SERVICE fails on /movies and on datasets made through the admin API.
func TestFusekiServiceRefusedByServer(t *testing.T) {
	base := strings.TrimSuffix(testenv.Fuseki(t), "/")
	client := http.Client{Timeout: 20 * time.Second}
	query := func(ds string) (int, string) {
		form := url.Values{"query": {`SELECT * WHERE { SERVICE <` + base + `/movies/query> { ?s ?p ?o } } LIMIT 1`}}
		resp, err := client.PostForm(base+"/"+ds+"/query", form)
		if err != nil {
			t.Fatal(err)
		}
		defer resp.Body.Close()
		body, _ := io.ReadAll(resp.Body)
		return resp.StatusCode, string(body)
	}
	// An admin-API dataset gets the server context too.
	const ds = "gql_hardening_probe"
	resp, err := client.PostForm(base+"/$/datasets", url.Values{"dbName": {ds}, "dbType": {"mem"}})
	if err != nil {
		t.Fatal(err)
	}
	resp.Body.Close()
	if resp.StatusCode != http.StatusOK {
		t.Fatalf("creating dataset %s: HTTP %d", ds, resp.StatusCode)
	}
	t.Cleanup(func() {
		req, _ := http.NewRequest(http.MethodDelete, base+"/$/datasets/"+ds, nil)
		if resp, err := client.Do(req); err == nil {
			resp.Body.Close()
		}
	})
	for _, d := range []string{"movies", ds} {
		code, body := query(d)
		if code == http.StatusOK || !strings.Contains(body, "SERVICE execution disabled") {
			t.Fatalf("%s: SERVICE answered HTTP %d: %.300s", d, code, body)
		}
		t.Logf("%s: HTTP %d %s", d, code, strings.TrimSpace(body))
	}
}
