package serve

import (
	"html"
	"net/url"
	"strings"
	"testing"

	"github.com/gql-dev/gql"
)

// TestExampleQuestions: the page's examples are drawn from whichever
// schema is served, read as English (no identifiers), and the offline
// compiler answers most of them, on two unrelated schemas.
func TestExampleQuestions(t *testing.T) {
	for _, name := range []string{"movies", "company"} {
		t.Run(name, func(t *testing.T) {
			_, ts := start(t, Options{Backends: []Backend{{Name: name, Setup: gql.Setup{Schema: name}}}})
			page := string(do(t, "GET", ts.URL+"/", "", nil).body)
			var qs []string
			for _, part := range strings.Split(page, `<a href="/?q=`)[1:] {
				_, rest, _ := strings.Cut(part, `">`)
				q, _, _ := strings.Cut(rest, "</a>")
				qs = append(qs, html.UnescapeString(q))
			}
			if len(qs) < 3 {
				t.Fatalf("%d examples: %q", len(qs), qs)
			}
			valid := 0
			for _, q := range qs {
				if strings.ContainsAny(q, "_:") {
					t.Errorf("an identifier in the example %q", q)
				}
				var r response
				do(t, "POST", ts.URL+"/v1/translate", "", Request{Question: q, Targets: []string{"cypher"}}).json(t, &r)
				if r.Verdict == "valid" {
					valid++
				}
				t.Logf("%s: %q", r.Verdict, q)
			}
			if 2*valid < len(qs) {
				t.Errorf("only %d of %d examples are answered", valid, len(qs))
			}
		})
	}
}

// TestPageSaysWhatRan: on a backend with a server, only a valid answer
// says it ran there; a refusal says nothing was run.
func TestPageSaysWhatRan(t *testing.T) {
	var neo []Backend
	for _, b := range live(t) {
		if b.Name == "neo4j" {
			neo = append(neo, b)
		}
	}
	_, ts := start(t, Options{Backends: neo})
	section := func(q string) string {
		page := string(do(t, "GET", ts.URL+"/?target=cypher&q="+url.QueryEscape(q), "", nil).body)
		_, sec, ok := strings.Cut(page, `id="result-cypher"`)
		if !ok {
			t.Fatalf("%q: no cypher result", q)
		}
		sec, _, _ = strings.Cut(sec, "</h2>")
		return sec
	}
	if s := section(directed); !strings.Contains(s, "ran on neo4j") {
		t.Errorf("a valid answer: %s", s)
	}
	if s := section("Purple elephants sing loudly"); strings.Contains(s, "ran on") || !strings.Contains(s, "refused, nothing run on neo4j") {
		t.Errorf("a refusal: %s", s)
	}
}
