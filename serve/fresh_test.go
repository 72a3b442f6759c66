package serve

import (
	"context"
	"net/http"
	"strings"
	"testing"
	"time"

	"github.com/gql-dev/gql"
	"github.com/gql-dev/gql/backends"
	"github.com/gql-dev/gql/backends/testenv"
	"github.com/gql-dev/gql/examples"
	"github.com/gql-dev/gql/graph"
	"github.com/gql-dev/gql/schema"
)

// After another graph is loaded into a served server, requests use the new
// graph's schema within freshEvery, with no restart and no --refresh. The
// graph lives in a Fuseki dataset of the test's own, so the shared movies
// and company graphs are never replaced.
func TestServeFollowsLoadOfAnotherGraph(t *testing.T) {
	base := strings.TrimRight(testenv.Fuseki(t), "/")
	const ds = "gqlfreshserve"
	uri := base + "/" + ds
	t.Cleanup(func() {
		if req, err := http.NewRequest(http.MethodDelete, base+"/$/datasets/"+ds, nil); err == nil {
			if resp, err := http.DefaultClient.Do(req); err == nil {
				resp.Body.Close()
			}
		}
	})
	t.Setenv("XDG_CACHE_HOME", t.TempDir())
	old := freshEvery
	freshEvery = 50 * time.Millisecond
	t.Cleanup(func() { freshEvery = old })
	ctx := context.Background()
	load := func(g *graph.Graph, s *schema.Schema) {
		t.Helper()
		if _, err := backends.Load(ctx, uri, g, s, backends.LoadOptions{Backend: backends.Fuseki}); err != nil {
			t.Fatal(err)
		}
	}
	mg, ms, err := examples.Movies()
	if err != nil {
		t.Fatal(err)
	}
	cs, cg, err := examples.Resolve("company")
	if err != nil {
		t.Fatal(err)
	}
	load(mg, ms)
	s, err := New(ctx, Options{Shots: "off", Logger: quiet(t),
		Backends: []Backend{{Name: "g", Setup: gql.Setup{Backends: []string{"fuseki=" + uri}}}}})
	if err != nil {
		t.Fatal(err)
	}
	defer s.Close()
	labels := func() string {
		t.Helper()
		sc, _, err := s.Schema("")
		if err != nil {
			t.Fatal(err)
		}
		var names []string
		for _, l := range sc.Labels {
			names = append(names, l.Name)
		}
		return strings.Join(names, ",")
	}
	if got := labels(); !strings.Contains(got, "Movie") {
		t.Fatalf("served schema before the load: %s, want the movies labels", got)
	}
	load(cg, cs)
	time.Sleep(2 * freshEvery)
	got := labels()
	if strings.Contains(got, "Movie") {
		t.Fatalf("after loading company the server still serves the movies schema: %s", got)
	}
	want := make([]string, 0, len(cs.Labels))
	for _, l := range cs.Labels {
		want = append(want, l.Name)
	}
	if got != strings.Join(want, ",") {
		t.Errorf("served labels %s, want company's %s", got, strings.Join(want, ","))
	}
	// Translation runs against the new schema and its server.
	resp, err := s.Translate(ctx, Request{Question: "How many employees are there?", Targets: []string{"sparql"}}, true)
	if err != nil {
		t.Fatal(err)
	}
	if r := resp.Results[0]; r.Verdict != gql.Valid {
		t.Errorf("a company question on the reloaded server: %s %v", r.Verdict, r.Translation.Query)
	}
}
