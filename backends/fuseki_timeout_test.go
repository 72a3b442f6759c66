package backends_test

import (
	"context"
	"net/http"
	"net/http/httptest"
	"testing"
	"time"

	"github.com/gql-dev/gql/backends"
	"github.com/gql-dev/gql/backends/testenv"
)

// Fuseki, when its timeout strikes after results started streaming, ends
// the JSON with a line of text (seen on Jena Fuseki 5.6 with Spider4SPARQL's
// world_1 queries). That must read as a timeout, not a broken response.
func TestFusekiMidStreamTimeoutIsRuntimeTimeout(t *testing.T) {
	srv := httptest.NewServer(http.HandlerFunc(func(w http.ResponseWriter, r *http.Request) {
		w.Header().Set("Content-Type", "application/sparql-results+json")
		w.Write([]byte(`{ "head": { "vars": [ "s" ] }, "results": { "bindings": [ { "s": { "type": "literal", "value": "a" } },` + "\n"))
		w.Write([]byte("Query cancelled due to timeout during execution\n"))
	}))
	defer srv.Close()
	testenv.Listening(t, srv.URL)
	x, err := backends.Open(context.Background(), srv.URL+"/ds", backends.Options{Backend: backends.Fuseki, ConnectTimeout: time.Second})
	if err != nil {
		t.Fatal(err)
	}
	defer x.Close()
	_, err = x.Exec(context.Background(), "SELECT ?s WHERE { ?s ?p ?o }", backends.ExecOptions{Timeout: time.Second, Limit: -1})
	var e *backends.Error
	if err == nil || backends.ClassOf(err) != backends.Runtime {
		t.Fatalf("err = %v, want a runtime error", err)
	}
	if ok := asError(err, &e); !ok || e.Code != "Timeout" {
		t.Fatalf("err = %#v, want code Timeout", err)
	}
}

func asError(err error, target **backends.Error) bool {
	e, ok := err.(*backends.Error)
	if ok {
		*target = e
	}
	return ok
}
