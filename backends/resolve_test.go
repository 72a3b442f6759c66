package backends

import (
	"strings"
	"testing"
)

func TestResolveBackendSpec(t *testing.T) {
	hr := func(name string) ([]Endpoint, bool) {
		if name != "hr" {
			return nil, false
		}
		return []Endpoint{{Name: "hr", Backend: Neo4j, URI: "bolt://10.0.0.5:7687"}, {Name: "hr", Backend: Fuseki, URI: "http://10.0.0.6:3030/hr"}}, true
	}
	cases := []struct {
		in     string
		lookup Lookup
		want   []Endpoint
		err    string
	}{
		{in: "neo4j", want: []Endpoint{{Name: "neo4j", Backend: Neo4j, URI: "bolt://127.0.0.1:7687"}}},
		{in: " Janus ", want: []Endpoint{{Name: "Janus", Backend: JanusGraph, URI: "ws://127.0.0.1:8183/gremlin"}}},
		{in: "ws://h:8182/gremlin", want: []Endpoint{{Name: "ws://h:8182/gremlin", Backend: GremlinServer, URI: "ws://h:8182/gremlin"}}},
		{in: "janusgraph=ws://h:1/gremlin", want: []Endpoint{{Name: "janusgraph=ws://h:1/gremlin", Backend: JanusGraph, URI: "ws://h:1/gremlin"}}},
		{in: "http://h:3030/ds?x=1", want: []Endpoint{{Name: "http://h:3030/ds?x=1", Backend: Fuseki, URI: "http://h:3030/ds?x=1"}}},
		{in: "hr", lookup: hr, want: []Endpoint{{Name: "hr", Backend: Neo4j, URI: "bolt://10.0.0.5:7687"}, {Name: "hr", Backend: Fuseki, URI: "http://10.0.0.6:3030/hr"}}},
		{in: "hr", err: "not a configured name or a backend"},
		{in: "neo4j=ws://h:1/gremlin", err: "does not fit backend neo4j"},
		{in: "mysql://h:1", err: "unknown scheme"},
		{in: "", err: "empty --backend"},
	}
	for _, c := range cases {
		got, err := Resolve(c.in, c.lookup)
		if c.err != "" {
			if err == nil || !strings.Contains(err.Error(), c.err) {
				t.Errorf("Resolve(%q) error = %v, want %q", c.in, err, c.err)
			}
			continue
		}
		if err != nil {
			t.Errorf("Resolve(%q): %v", c.in, err)
			continue
		}
		if len(got) != len(c.want) {
			t.Errorf("Resolve(%q) = %v, want %v", c.in, got, c.want)
			continue
		}
		for i := range got {
			if got[i] != c.want[i] {
				t.Errorf("Resolve(%q)[%d] = %+v, want %+v", c.in, i, got[i], c.want[i])
			}
		}
	}
	if _, err := ResolveOne("hr", hr); err == nil || !strings.Contains(err.Error(), "needs one") {
		t.Errorf("ResolveOne of two servers: %v", err)
	}
}
